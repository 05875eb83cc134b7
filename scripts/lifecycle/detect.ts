// The lifecycle pass of the scanner: the rulebook applied to the project's files and folders, plus
// the built-in OpenSpec checks. Pure: every fact about the repository comes in through the input.
//
// Signals (evidence for the proposer and the classifier):
//   `lifecycle` on a file or a folder that may be deleted: a satisfied served_when_path (with
//   served_by), a served_when condition for a classifier to judge, or a temporary doc past
//   retention (with age_days). Exactly one served field, none for temporary. A served_when signal
//   also carries `proposal_if_served` (added by ../scan/lifecycle/collect.ts): what a classifier returns if served. A match that can lead
//   to no edit (keep, a served_when_path nobody satisfies, a temporary doc still retained, a match
//   a keep rule shields) produces no signal, so it never reaches a model or the shortlist.
//   `openspec_completed` on a change folder whose tasks are all ticked but which is not archived.
import type { LifecycleRule } from '../config/config-types.ts';
import type { SignalHit } from '../contract/types.ts';
import { adoptedConventionRules, CONVENTIONS, type Convention } from './conventions.ts';
import { effectiveRules, foldersOf, keptPaths, matchRules, shieldOf, type EffectiveRule, type PathKind, type RuleMatch } from './rules.ts';
import { findServedBy, TrackedPaths } from './served.ts';
import { ageDays, retention } from './retention.ts';
import {
  abandonedServedWhen,
  changeFolders,
  openspecFindings,
  OPENSPEC_ARCHIVED_PATTERN,
  OPENSPEC_CHANGES,
  RULE_ABANDONED,
  RULE_LEFTOVER,
  type ChangeFacts,
} from './openspec.ts';
import { byCodeUnit, withPrefix } from '../shared/order.ts';

export const LIFECYCLE_SIGNAL = 'lifecycle';
export const OPENSPEC_COMPLETED_SIGNAL = 'openspec_completed';
/** A folder signal lists at most this many of its files (contents_total says how many there are). */
export const MAX_CONTENTS = 50;

export interface LifecycleSettings {
  rules: readonly LifecycleRule[];
  conventions: readonly string[];
  openspec: { enabled: boolean; abandoned_after_days: number };
}

export interface LifecycleInput {
  settings: LifecycleSettings;
  /** The project's files the rules may match (tracked and untracked, not ignored, not in excluded folders). */
  files: readonly string[];
  /** Tracked files present in the working tree (anywhere, excluded folders included): served evidence. */
  tracked: Iterable<string>;
  now: Date;
  /**
   * The date of the repository's newest commit. OpenSpec changes age against it, not the scan clock
   * (a change created on the day of the last commit is not 101 days old because nobody committed
   * since), and without it (no history) no change is called abandoned.
   */
  repoNow?: Date;
  /** When a file last changed: its last commit, or its mtime when it is untracked or modified. */
  touchedAt: (path: string) => Date | undefined;
  /** A file's text (for OpenSpec tasks.md), undefined when unreadable. */
  readText: (path: string) => string | undefined;
  /** Task boxes of a Markdown text. */
  countTasks: (path: string, text: string) => { total: number; checked: number };
  catalog?: readonly Convention[];
}

/** The evidence fields of a `lifecycle` signal (the scanner writes them, the proposer reads them). */
export interface LifecycleSignalFields {
  rule_ref: string;
  lifetime: 'temporary' | 'delete-once-served';
  path_kind: PathKind;
  served_when_path?: string;
  served_by?: string;
  served_when?: string;
  age_days?: number;
  on_served?: 'delete' | 'extract-then-delete';
  extract_to?: string;
  /** Folders: the files (relative to the folder) a deletion takes. */
  contents?: string[];
  contents_total?: number;
}

export interface LifecycleSignal extends SignalHit, LifecycleSignalFields {
  name: typeof LIFECYCLE_SIGNAL;
}

export interface LifecycleResult {
  /** path -> signals, paths sorted. */
  signals: Map<string, SignalHit[]>;
  notes: string[];
}


export function detectLifecycle(input: LifecycleInput): LifecycleResult {
  const { settings, now } = input;
  const catalog = input.catalog ?? CONVENTIONS;
  const rules = effectiveRules(settings.rules, adoptedConventionRules(settings.conventions, catalog));
  const tracked = new TrackedPaths(input.tracked);
  const files = [...input.files].sort(byCodeUnit);
  const matches = matchRules(rules, files);
  const out = new Map<string, SignalHit[]>();
  const notes: string[] = [];
  const add = (path: string, hit: SignalHit) => {
    const list = out.get(path);
    if (list) list.push(hit);
    else out.set(path, [hit]);
  };

  const ageOf = memo((path: string, kind: PathKind): number | undefined => {
    const members = kind === 'file' ? [path] : filesUnder(files, path);
    let newest: number | undefined;
    for (const f of members) {
      const t = input.touchedAt(f)?.getTime();
      if (t !== undefined && (newest === undefined || t > newest)) newest = t;
    }
    return newest === undefined ? undefined : ageDays(new Date(newest), now);
  });

  const shielded: string[] = [];
  const temporaryByRule = new Map<EffectiveRule, RuleMatch[]>();
  for (const m of matches) {
    const { rule } = m;
    if (rule.lifetime === 'keep') continue;
    if (m.shielded_by !== undefined) {
      shielded.push(`${m.path} (kept: ${m.shielded_by})`);
      continue;
    }
    if (rule.lifetime === 'temporary') {
      const list = temporaryByRule.get(rule) ?? [];
      list.push(m);
      temporaryByRule.set(rule, list);
      continue;
    }
    const base = servedBase(m);
    if (rule.served_when_path !== undefined) {
      const by = findServedBy(rule.served_when_path, m.path, m.kind, tracked);
      if (by === undefined) continue;
      add(m.path, {
        ...base,
        detail: `served: the tracked path ${by} matches served_when_path "${rule.served_when_path}" of rule ${rule.id}`,
        served_when_path: rule.served_when_path,
        served_by: by,
      } as LifecycleSignal);
    } else if (rule.served_when !== undefined) {
      add(m.path, {
        ...base,
        detail: `judge whether it is served: "${rule.served_when}" (rule ${rule.id}); when it is, ${base.on_served === 'extract-then-delete' ? `extract what lasts to ${rule.extract_to}, then delete` : 'delete'} the ${m.kind}`,
        served_when: rule.served_when,
      } as LifecycleSignal);
    }
  }

  for (const [rule, list] of temporaryByRule) {
    const aged = list.flatMap((m) => {
      const age = ageOf(m.path, m.kind);
      return age === undefined ? [] : [{ path: m.path, age_days: age }];
    });
    const kinds = new Map(list.map((m) => [m.path, m.kind]));
    for (const v of retention(rule, aged)) {
      if (!v.past_retention) continue;
      add(v.path, {
        name: LIFECYCLE_SIGNAL,
        detail: `temporary, past retention: ${v.reason} (rule ${rule.id})`,
        rule_ref: rule.id,
        lifetime: 'temporary',
        path_kind: kinds.get(v.path)!,
        age_days: v.age_days,
      } as LifecycleSignal);
    }
  }

  if (settings.openspec.enabled) {
    const shield = shieldOf(keptPaths(rules, files, foldersOf(files)));
    const taken = (path: string) => shield(path, 'directory') !== undefined || (out.get(path) ?? []).some((h) => h.name === LIFECYCLE_SIGNAL);
    openspecSignals(input, files, taken, tracked, add);
  }

  if (shielded.length) notes.push(`lifecycle: ${shielded.length} match${shielded.length > 1 ? 'es' : ''} shielded by keep rules: ${shielded.slice(0, 10).join(', ')}${shielded.length > 10 ? ', ...' : ''}`);
  // A folder's signal lists what its deletion would take (the files git lists under it).
  for (const [path, hits] of out) {
    for (const h of hits) {
      if (h.name !== LIFECYCLE_SIGNAL || h.path_kind !== 'directory') continue;
      const inner = filesUnder(files, path).map((f) => f.slice(path.length + 1));
      h.contents = inner.slice(0, MAX_CONTENTS);
      if (inner.length > MAX_CONTENTS) h.contents_total = inner.length;
    }
  }
  const signals = new Map([...out.entries()].sort(([a], [b]) => byCodeUnit(a, b)));
  return { signals, notes };
}

function servedBase(m: RuleMatch): Omit<LifecycleSignal, 'detail'> {
  const r = m.rule;
  const onServed = r.on_served ?? 'delete';
  return {
    name: LIFECYCLE_SIGNAL,
    rule_ref: r.id,
    lifetime: 'delete-once-served',
    path_kind: m.kind,
    on_served: onServed,
    ...(onServed === 'extract-then-delete' && r.extract_to !== undefined ? { extract_to: r.extract_to } : {}),
  };
}

function openspecSignals(
  input: LifecycleInput,
  files: readonly string[],
  /** The folder is kept, or a rule already made it a deletion candidate. */
  taken: (path: string) => boolean,
  tracked: TrackedPaths,
  add: (path: string, hit: SignalHit) => void,
): void {
  const names = changeFolders(files);
  if (names.length === 0) return;
  // Days between a change's newest file and the repository's newest commit; a change is never
  // older than the repository's history goes on after it (no later commit, no age).
  const repoNow = input.repoNow;
  const repoAgeOf = (dir: string): number | undefined => {
    if (repoNow === undefined) return undefined;
    let newest: number | undefined;
    for (const f of filesUnder(files, dir)) {
      const t = input.touchedAt(f)?.getTime();
      if (t !== undefined && (newest === undefined || t > newest)) newest = t;
    }
    return newest === undefined || newest >= repoNow.getTime() ? undefined : ageDays(new Date(newest), repoNow);
  };
  const fileSet = new Set(files);
  const changes: ChangeFacts[] = [];
  for (const name of names) {
    const path = `${OPENSPEC_CHANGES}/${name}`;
    const tasksPath = `${path}/tasks.md`;
    const text = fileSet.has(tasksPath) ? input.readText(tasksPath) : undefined;
    changes.push({
      name,
      path,
      ...(text !== undefined ? { tasks: input.countTasks(tasksPath, text) } : {}),
      untouched_days: repoAgeOf(path) ?? 0,
    });
  }
  const after = input.settings.openspec.abandoned_after_days;
  const cited = citedChanges(names, files, input.readText);
  for (const f of openspecFindings(changes, tracked, after)) {
    const { change } = f;
    // A kept folder, or one a rule already made a candidate, gets only the archiving hint.
    if (f.kind === 'completed-in-place') {
      add(change.path, {
        name: OPENSPEC_COMPLETED_SIGNAL,
        detail: `every task in tasks.md is ticked (${change.tasks!.total}) but the change is not archived; archive it the OpenSpec way: \`openspec archive ${change.name}\` (moves it to ${OPENSPEC_CHANGES}/archive/YYYY-MM-DD-${change.name}/ and merges its spec deltas); do not edit or delete it by hand`,
        change: change.name,
        tasks_total: change.tasks!.total,
        remedy: `openspec archive ${change.name}`,
      });
      continue;
    }
    if (taken(change.path)) continue;
    // Another live change or a roadmap that names this change means someone still plans it.
    if (f.kind === 'abandoned' && cited.has(change.name)) continue;
    if (f.kind === 'leftover') {
      add(change.path, {
        name: LIFECYCLE_SIGNAL,
        detail: `OpenSpec leftover: the change is archived as ${f.archived} (tracked) but its live folder is still here`,
        rule_ref: RULE_LEFTOVER,
        lifetime: 'delete-once-served',
        path_kind: 'directory',
        on_served: 'delete',
        served_when_path: OPENSPEC_ARCHIVED_PATTERN,
        served_by: f.archived,
      } as LifecycleSignal);
    } else {
      const text = abandonedServedWhen(change, after);
      add(change.path, {
        name: LIFECYCLE_SIGNAL,
        detail: `judge whether it is served: "${text}" (built-in OpenSpec check); when it is, delete the directory`,
        rule_ref: RULE_ABANDONED,
        lifetime: 'delete-once-served',
        path_kind: 'directory',
        on_served: 'delete',
        served_when: text,
        untouched_days: change.untouched_days,
      } as LifecycleSignal);
    }
  }
}

/** A roadmap doc: its file name says so (ROADMAP.md, docs/roadmap-2025.md). */
const ROADMAP = /(^|\/)[^/]*roadmap[^/]*\.md$/i;

/**
 * The change names that the Markdown of another live change, or a roadmap, names as a whole word
 * (`add-x` in "after add-x lands", or openspec/changes/add-x/): a change still planned.
 */
function citedChanges(names: readonly string[], files: readonly string[], readText: (p: string) => string | undefined): Set<string> {
  const cited = new Set<string>();
  const owner = (f: string): string | undefined => {
    if (!f.startsWith(OPENSPEC_CHANGES + '/')) return undefined;
    const name = f.slice(OPENSPEC_CHANGES.length + 1).split('/')[0];
    return name && names.includes(name) ? name : undefined;
  };
  const sources = files.filter((f) => f.endsWith('.md') && (owner(f) !== undefined || ROADMAP.test(f)));
  for (const src of sources) {
    const text = readText(src);
    if (text === undefined) continue;
    const self = owner(src);
    for (const name of names) {
      if (name === self || cited.has(name)) continue;
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(text)) cited.add(name);
    }
  }
  return cited;
}

function filesUnder(sortedFiles: readonly string[], dir: string): string[] {
  return withPrefix(sortedFiles, dir + '/');
}

function memo<R>(fn: (path: string, kind: PathKind) => R): (path: string, kind: PathKind) => R {
  const cache = new Map<string, R>();
  return (path, kind) => {
    const k = `${kind}\0${path}`;
    if (!cache.has(k)) cache.set(k, fn(path, kind));
    return cache.get(k)!;
  };
}
