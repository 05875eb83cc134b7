// The replay: one build's model-free check at each mined parent, in a throwaway `git clone --shared`
// under the temp folder (nothing is written into the corpus), scoped to the docs the fix commit
// touched; its auto entries judged by the maintainer's fix (judge.ts), the rest kept for a judge.
// The scanner runs too, scoped the same way, only when a case got no entry (the recall side;
// scan: false skips it).
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gitTextSync } from '../../../scripts/git/exec.ts';
import { runCheck, runScanner, type ReportEntry, type ScanSignal } from '../run-dist.ts';
import { autoItemsOf, type AutoItem } from '../items.ts';
import type { ReplayCase } from './mine.ts';
import { judgeByFix, caseOutcome, type EntryAtParent, type CaseOutcome } from './judge.ts';

export interface JudgedAuto extends AutoItem {
  parent: string;
  line: number | null;
  verdict: 'ACCEPT' | 'REJECT';
  reason_class: string | null;
  evidence: string;
  fix_commits: string[];
}

export interface UnjudgedAuto extends AutoItem {
  parent: string;
  /** Why the maintainer's fix does not judge it. */
  why: string;
  text?: string;
}

export interface ParentReplay {
  parent: string;
  fix_commit: string;
  docs: string[];
  error: string | null;
  auto: number;
  confirm: number;
  wall_ms: number;
}

export interface CorpusReplay {
  repo: string;
  parents: ParentReplay[];
  judged: JudgedAuto[];
  to_judge: UnjudgedAuto[];
  outcomes: Array<{ case: ReplayCase; outcome: CaseOutcome }>;
}

function sh(dir: string, args: string[]): string | null {
  try {
    gitTextSync(dir, args, { maxBuffer: 256 * 1024 * 1024 });
    return null;
  } catch (e) {
    return String((e as Error).message ?? e);
  }
}

/** A --scope for the docs: the one path, or a brace glob of them; none when a name holds glob characters. */
export function scopeOf(docs: readonly string[]): string[] {
  if (docs.length === 1 && !/[*?[\]{}!,]/.test(docs[0]!)) return ['--scope', docs[0]!];
  if (docs.some((d) => /[*?[\]{}!,]/.test(d))) return [];
  return ['--scope', `{${docs.join(',')}}`];
}

function lineOf(root: string, path: string, line: number | undefined, cache: Map<string, string[]>): string | undefined {
  if (!line) return undefined;
  let lines = cache.get(path);
  if (!lines) {
    try {
      lines = readFileSync(join(root, path), 'utf8').split('\n');
    } catch {
      lines = [];
    }
    cache.set(path, lines);
  }
  return lines[line - 1];
}

export function replayCorpus(dist: string, repo: string, corpusDir: string, cases: readonly ReplayCase[], opts: { timeoutMs?: number; log?: (s: string) => void; scan?: boolean } = {}): CorpusReplay {
  const res: CorpusReplay = { repo, parents: [], judged: [], to_judge: [], outcomes: [] };
  if (!cases.length) return res;
  const scratch = mkdtempSync(join(tmpdir(), 'eval-auto-replay-'));
  const clone = join(scratch, 'repo');
  try {
    gitTextSync(scratch, ['clone', '-q', '--shared', '--no-checkout', corpusDir, clone], { localFiles: true });
    const byParent = new Map<string, ReplayCase[]>();
    for (const c of cases) byParent.set(c.parent, [...(byParent.get(c.parent) ?? []), c]);
    for (const [parent, group] of byParent) {
      // A blob the snapshot lacks makes checkout complain but still move HEAD (as in recall.ts).
      sh(clone, ['checkout', '-q', '-f', '--detach', parent]);
      // The history cache in .dochygiene/ is kept from one parent to the next.
      sh(clone, ['clean', '-fdxq', '-e', '.dochygiene']);
      const docs = [...new Set(group.map((c) => c.path))].sort();
      const scope = scopeOf(docs);
      const check = runCheck(dist, clone, { timeoutMs: opts.timeoutMs, extra: scope });
      const pr: ParentReplay = { parent, fix_commit: group[0]!.fix_commit, docs, error: check.error, auto: 0, confirm: 0, wall_ms: check.wall_ms };
      res.parents.push(pr);
      opts.log?.(`${repo} ${parent.slice(0, 12)}: ${check.error ?? `${check.entries!.length} entries`} (${Math.round(check.wall_ms / 1000)} s)`);
      if (!check.entries) continue;
      const cache = new Map<string, string[]>();
      const entries: EntryAtParent[] = check.entries.map((entry: ReportEntry) => ({ entry, line_text: lineOf(clone, entry.path, entry.exact_edit?.anchor?.start_line, cache) }));
      const auto = entries.filter((e) => e.entry.safety_tier === 'auto');
      pr.auto = auto.length;
      pr.confirm = entries.length - auto.length;
      const items = autoItemsOf(repo, clone, auto.map((e) => e.entry));
      // autoItemsOf sorts by key; pair each item back with its entry by the fields it copies.
      for (const e of auto) {
        const x = e.entry.exact_edit;
        const item = items.find((i) => i.path === e.entry.path && i.op === e.entry.op && i.kind === (x?.kind ?? '(none)') && (i.lines?.[0] ?? null) === (x?.anchor?.start_line ?? null) && i.match === x?.match)!;
        const v = judgeByFix(e, group);
        if (v.verdict) res.judged.push({ ...item, parent, line: x?.anchor?.start_line ?? null, verdict: v.verdict, reason_class: v.reason_class, evidence: v.evidence, fix_commits: [...new Set(v.cases.map((k) => k.fix_commit))] });
        else res.to_judge.push({ ...item, parent, why: v.why, ...(e.line_text !== undefined ? { text: e.line_text.length > 400 ? e.line_text.slice(0, 400) + '…' : e.line_text } : {}) });
      }
      const bare = group.filter((k) => caseOutcome(k, entries, []) === 'nothing');
      // Without the scanner (scan: false) a case the check made no entry for stays `unscanned`.
      let signals: ScanSignal[] | null = opts.scan === false ? null : [];
      if (bare.length && opts.scan !== false) {
        const scan = runScanner(dist, clone, scopeOf([...new Set(bare.map((k) => k.path))].sort()), { cold: false, timeoutMs: opts.timeoutMs });
        signals = scan.artifact ? bare.flatMap((k) => scan.artifact!.signals[k.path] ?? []) : null;
      }
      for (const k of group) res.outcomes.push({ case: k, outcome: caseOutcome(k, entries, signals) });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return res;
}
