// Loads the judged items under eval/judgments/<kind>/*.jsonl (and the second, independent judging
// under eval/judgments/second/<kind>/), validating every line against the vocabulary.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { FINDING_VERDICTS, AUTO_VERDICTS, FP_CLASSES, AUTO_REJECT_CLASSES, ROLES } from './vocabulary.ts';
import { findingKey, autoKey, roleKey } from './items.ts';

export type Kind = 'findings' | 'auto' | 'roles';

export interface Judgment {
  key: string;
  repo: string;
  /** findings: TP|FP|UNCLEAR; auto: ACCEPT|REJECT; roles: the role. */
  label: string;
  fp_class?: string;
  file: string;
  line: number;
  raw: Record<string, unknown>;
}

export interface JudgmentSet {
  byKey: Map<string, Judgment>;
  errors: string[];
  /** Keys judged twice in the same set with different labels (the first kept). */
  conflicts: string[];
}

function validate(kind: Kind, o: Record<string, unknown>): string | null {
  if (typeof o.repo !== 'string' || !o.repo.includes('/')) return 'repo must be owner/name';
  if (typeof o.path !== 'string') return 'path missing';
  if (kind === 'findings') {
    if (!(FINDING_VERDICTS as readonly unknown[]).includes(o.verdict)) return `verdict must be one of ${FINDING_VERDICTS.join('|')}`;
    if (typeof o.signal !== 'string') return 'signal missing';
    if (o.verdict === 'FP' && !(typeof o.fp_class === 'string' && o.fp_class in FP_CLASSES)) return `an FP needs fp_class, one of ${Object.keys(FP_CLASSES).join('|')}`;
  } else if (kind === 'auto') {
    if (!(AUTO_VERDICTS as readonly unknown[]).includes(o.verdict)) return `verdict must be one of ${AUTO_VERDICTS.join('|')}`;
    if (typeof o.kind !== 'string' || typeof o.anchor_digest !== 'string') return 'kind and anchor_digest required';
    if (o.verdict === 'REJECT' && !(typeof o.reason_class === 'string' && o.reason_class in AUTO_REJECT_CLASSES)) return `a REJECT needs reason_class, one of ${Object.keys(AUTO_REJECT_CLASSES).join('|')}`;
  } else if (!(ROLES as readonly unknown[]).includes(o.role)) return `role must be one of ${ROLES.join('|')}`;
  if (typeof o.evidence !== 'string' || !o.evidence.trim()) return 'evidence missing';
  return null;
}

function keyOf(kind: Kind, o: Record<string, unknown>): string {
  if (kind === 'findings') return findingKey(o as never);
  if (kind === 'auto') return autoKey(o as never);
  return roleKey(o as never);
}

export function loadJudgments(dir: string, kind: Kind): JudgmentSet {
  const set: JudgmentSet = { byKey: new Map(), errors: [], conflicts: [] };
  if (!existsSync(dir)) return set;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    const file = join(dir, name);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!text.trim()) return;
        let o: Record<string, unknown>;
        try {
          o = JSON.parse(text) as Record<string, unknown>;
        } catch {
          set.errors.push(`${name}:${i + 1}: not JSON`);
          return;
        }
        const bad = validate(kind, o);
        if (bad) {
          set.errors.push(`${name}:${i + 1}: ${bad}`);
          return;
        }
        const key = keyOf(kind, o);
        const label = String(kind === 'roles' ? o.role : o.verdict);
        const prior = set.byKey.get(key);
        if (prior) {
          if (prior.label !== label) set.conflicts.push(`${name}:${i + 1} vs ${prior.file}:${prior.line}`);
          return;
        }
        set.byKey.set(key, { key, repo: o.repo as string, label, ...(typeof o.fp_class === 'string' ? { fp_class: o.fp_class } : {}), file: name, line: i + 1, raw: o });
      });
  }
  return set;
}
