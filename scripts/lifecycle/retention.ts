// Retention of `temporary` docs: keyed on age, never on a served signal. Per rule, the newest
// `retain_recent` matches are kept; of the others, those older than `max_age_days` are past
// retention (every one of them when the rule sets no max_age_days). A rule with neither limit keeps
// everything: a temporary doc is never deleted without a limit someone wrote down.
import type { LifecycleRule } from '../config/config-types.ts';
import { byCodeUnit } from '../shared/order.ts';

export const DAY_MS = 86_400_000;

/** Whole days from `then` to `now` (never negative): the age a report carries and compares. */
export function ageDays(then: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
}

export interface AgedPath {
  path: string;
  age_days: number;
}

export interface RetentionVerdict extends AgedPath {
  past_retention: boolean;
  /** 1 = the newest match of the rule. */
  rank: number;
  reason: string;
}

/** Newest first (smallest age), ties by path: the order `retain_recent` counts in. */
function newestFirst(a: AgedPath, b: AgedPath): number {
  return a.age_days - b.age_days || byCodeUnit(a.path, b.path);
}

export function retention(rule: Pick<LifecycleRule, 'retain_recent' | 'max_age_days'>, items: readonly AgedPath[]): RetentionVerdict[] {
  const keepN = rule.retain_recent;
  const maxAge = rule.max_age_days;
  return [...items].sort(newestFirst).map((it, i) => {
    const rank = i + 1;
    const base = { path: it.path, age_days: it.age_days, rank };
    if (keepN === undefined && maxAge === undefined)
      return { ...base, past_retention: false, reason: 'the rule sets neither retain_recent nor max_age_days' };
    if (keepN !== undefined && rank <= keepN) return { ...base, past_retention: false, reason: `one of the newest ${keepN} (retain_recent)` };
    if (maxAge !== undefined && it.age_days <= maxAge) return { ...base, past_retention: false, reason: `${it.age_days} days old, within max_age_days ${maxAge}` };
    const parts: string[] = [];
    if (keepN !== undefined) parts.push(`newest #${rank}, beyond retain_recent ${keepN}`);
    if (maxAge !== undefined) parts.push(`${it.age_days} days old, past max_age_days ${maxAge}`);
    return { ...base, past_retention: true, reason: parts.join('; ') };
  });
}
