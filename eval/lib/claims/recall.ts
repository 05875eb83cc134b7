// Claims recall: a build's compiled scanner runs at each case's parent, in a throwaway
// `git clone --shared` under the temp folder (never in the corpus), one scan at a time, scoped to
// the case's doc. A case is found when the scan reports, on that doc, a finding that is not a hint
// (a candidate-making finding: it shortlists the doc) whose line is within TOLERANCE of the case's
// line and whose target, resolved path, command, term or identifier is the claim (see `matches`).
import { gitTextSync } from '../../../scripts/git/exec.ts';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { runScanner, type ScanSignal } from '../run-dist.ts';
import { sample, wilson, type Proportion } from '../stats.ts';
import { gitRun } from './git.ts';
import { repoSlug } from '../corpus.ts';
import type { ClaimCase } from './mine.ts';

/** Lines either side of the case's line a finding may sit on (a link or span wrapped over two lines is reported at its start). */
export const TOLERANCE = 1;

/** Cases replayed per repository by default (see capCases). */
export const DEFAULT_CAP = 40;

const norm = (s: string) => s.trim().replace(/^`|`$/g, '').replace(/[?#].*$/, '').replace(/^(?:\.\/)+/, '').replace(/\/$/, '');

/** The strings of a finding that can name a claim. */
function namesOf(f: ScanSignal): string[] {
  const out: string[] = [];
  for (const k of ['target', 'raw', 'resolved', 'command', 'term', 'identifier', 'token', 'text']) {
    const v = f[k];
    if (typeof v === 'string' && v) out.push(v);
  }
  return out;
}

/** Whether finding `f` names the claim of `c`: the same path (as written or resolved, or one ending with the other at a folder boundary), command, flag or name. */
export function matches(c: ClaimCase, f: ScanSignal): boolean {
  const names = namesOf(f).map(norm);
  const want = [c.name, c.claim, c.resolved ?? ''].filter(Boolean).map(norm);
  for (const n of names) {
    for (const w of want) {
      if (n === w) return true;
      if (c.claim_kind === 'path' && (n.endsWith(`/${w}`) || w.endsWith(`/${n}`)) && n.includes('/')) return true;
      if (c.claim_kind === 'flag' && (n === `--${c.name}` || n.replace(/^-+/, '') === c.name)) return true;
      if (c.claim_kind === 'command' && (f.command === c.name || new RegExp(`(^|\\s)${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(String(f.command ?? '')))) return true;
      if (c.claim_kind === 'personal_path' && n.includes(c.claim)) return true;
    }
  }
  return false;
}

export type Outcome =
  | 'found'
  | 'on-another-line' // a candidate-making finding names the claim, further than TOLERANCE away
  | 'hint-only' // only a hint names the claim
  | 'other-finding' // the doc has candidate-making findings, none names the claim
  | 'no-finding' // the scan read the doc and reported nothing that makes it a candidate
  | 'doc-not-scanned'; // the doc is not in the scanner's default scope (or not read)

export interface CaseResult {
  repo: string;
  fix_commit: string;
  path: string;
  line: number;
  claim_kind: string;
  sub: string;
  claim: string;
  /** The claim counted once per repository: kind and what was looked up (the resolved path, the name). */
  distinct_key: string;
  doc_kind: string;
  installer_copy: boolean;
  outcome: Outcome | null;
  /** Why the case is not counted (the scan failed, the snapshot lacks the doc's blob, history was not read). */
  not_counted?: string;
  /** The finding that matched: its signal and line. */
  finding?: { signal: string; line: number | null };
}

function gitIn(dir: string, args: string[]): void {
  gitRun(dir, ['-c', 'filter.lfs.smudge=', '-c', 'filter.lfs.process=', '-c', 'filter.lfs.required=false', ...args]);
}

/** The outcome of one case against the scan of its doc. */
export function outcomeOf(c: ClaimCase, signals: ScanSignal[] | undefined, scanned: boolean): { outcome: Outcome; finding?: CaseResult['finding'] } {
  if (!scanned) return { outcome: 'doc-not-scanned' };
  const all = signals ?? [];
  const named = all.filter((f) => matches(c, f));
  const hit = named.find((f) => f.hint !== true && typeof f.line === 'number' && Math.abs(f.line - c.line) <= TOLERANCE);
  if (hit) return { outcome: 'found', finding: { signal: hit.name, line: hit.line ?? null } };
  if (named.some((f) => f.hint !== true)) return { outcome: 'on-another-line' };
  if (named.length) return { outcome: 'hint-only' };
  return { outcome: all.some((f) => f.hint !== true) ? 'other-finding' : 'no-finding' };
}

/**
 * Replays `cases` (of one repository, whose clone is `corpusDir`) with the scanner of `dist`. One
 * scan per (parent, doc), one at a time. `log` gets one line per case.
 */
export function replayClaims(dist: string, corpusDir: string, cases: readonly ClaimCase[], log?: (s: string) => void): CaseResult[] {
  const out: CaseResult[] = [];
  if (!cases.length) return out;
  const scratch = mkdtempSync(join(tmpdir(), 'claims-recall-'));
  const clone = join(scratch, 'repo');
  try {
    gitTextSync(scratch, ['clone', '-q', '--shared', '--no-checkout', corpusDir, clone], { localFiles: true });
    const groups = new Map<string, ClaimCase[]>();
    for (const c of cases) {
      const k = `${c.parent}\0${c.path}`;
      groups.set(k, [...(groups.get(k) ?? []), c]);
    }
    let at = '';
    for (const [k, group] of groups) {
      const [parent, doc] = k.split('\0') as [string, string];
      if (at !== parent) {
        gitIn(clone, ['checkout', '-q', '-f', '--detach', parent]);
        gitIn(clone, ['clean', '-fdxq']);
        at = parent;
      }
      const base = (c: ClaimCase): CaseResult => ({ repo: c.repo, fix_commit: c.fix_commit, path: c.path, line: c.line, claim_kind: c.claim_kind, sub: c.sub, claim: c.claim, distinct_key: `${c.claim_kind}:${c.claim_kind === 'command' ? `${c.sub}:` : ''}${c.resolved ?? c.name}`, doc_kind: c.doc_kind, installer_copy: c.copy.installer_copy, outcome: null });
      if (!existsSync(join(clone, doc))) {
        for (const c of group) out.push({ ...base(c), not_counted: 'the doc is not in the checkout (the snapshot lacks its blob)' });
        continue;
      }
      const scan = runScanner(dist, clone, ['--scope', doc], { cold: false });
      const historyNote = scan.artifact?.notes.find((n) => n.startsWith('git history not read'));
      for (const c of group) {
        if (!scan.artifact) {
          out.push({ ...base(c), not_counted: scan.error ?? 'the scan failed' });
          continue;
        }
        const docs = scan.artifact.docs as Record<string, unknown> | undefined;
        const scanned = docs ? doc in docs : doc in scan.artifact.signals;
        const r = outcomeOf(c, scan.artifact.signals[doc], scanned);
        const res: CaseResult = { ...base(c), outcome: r.outcome, ...(r.finding ? { finding: r.finding } : {}) };
        // A scan whose history reader failed (a blob the snapshot lacks) cannot find a claim that needs history: not counted.
        if (historyNote && r.outcome !== 'found' && c.claim_kind !== 'path' && c.claim_kind !== 'personal_path') res.not_counted = historyNote.slice(0, 200);
        out.push(res);
        log?.(`${res.not_counted ? 'SKIP ' : r.outcome === 'found' ? 'FOUND' : 'MISS '} ${c.repo} ${c.fix_commit.slice(0, 9)} ${doc}:${c.line} ${c.claim_kind} ${c.claim}${res.not_counted ? ` (${res.not_counted})` : r.outcome === 'found' ? '' : ` (${r.outcome})`}`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return out;
}

/** The cases replayed for a repository: all of them when at most `cap`, else a seeded sample of `cap` (the order of the file kept). */
export function capCases(cases: readonly ClaimCase[], cap: number, seed: string): ClaimCase[] {
  return sample(cases, cap, `${seed}:${cases[0]?.repo ?? ''}`);
}

export interface Tally {
  cases: number;
  found: number;
  recall: Proportion;
}

export interface ClaimsRecallSummary {
  cases: number;
  found: number;
  recall: Proportion;
  not_counted: number;
  /** Distinct claims: a repository's claim (kind and name) counted once however many docs, copies or commits held it; found when any of its cases is. */
  distinct: Tally;
  by_kind: Record<string, Tally>;
  by_repo: Record<string, Tally>;
  by_doc_kind: Record<string, Tally>;
  installer_copies: Tally;
  /** Why the misses were missed. */
  miss_outcomes: Record<string, number>;
  /** Misses by claim kind and how the claim is written (path:code, command:make, identifier:env...). */
  miss_classes: Record<string, number>;
}

export function summarize(results: readonly CaseResult[]): ClaimsRecallSummary {
  const counted = results.filter((r) => !r.not_counted && r.outcome);
  const tally = (rs: readonly CaseResult[]): Tally => {
    const f = rs.filter((r) => r.outcome === 'found').length;
    return { cases: rs.length, found: f, recall: wilson(f, rs.length) };
  };
  const group = (key: (r: CaseResult) => string) => {
    const m = new Map<string, CaseResult[]>();
    for (const r of counted) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return Object.fromEntries([...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, v]) => [k, tally(v)]));
  };
  const distinct = new Map<string, boolean>();
  for (const r of counted) {
    const k = `${r.repo}\0${r.distinct_key}`;
    distinct.set(k, (distinct.get(k) ?? false) || r.outcome === 'found');
  }
  const dFound = [...distinct.values()].filter(Boolean).length;
  const misses = counted.filter((r) => r.outcome !== 'found');
  const count = (xs: string[]) => Object.fromEntries([...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  const t = tally(counted);
  return {
    cases: t.cases,
    found: t.found,
    recall: t.recall,
    not_counted: results.length - counted.length,
    distinct: { cases: distinct.size, found: dFound, recall: wilson(dFound, distinct.size) },
    by_kind: group((r) => r.claim_kind),
    by_repo: group((r) => r.repo),
    by_doc_kind: group((r) => r.doc_kind),
    installer_copies: tally(counted.filter((r) => r.installer_copy)),
    miss_outcomes: count(misses.map((r) => r.outcome!)),
    miss_classes: count(misses.map((r) => `${r.claim_kind}:${r.sub}`)),
  };
}

/** The claims ground truth: eval/ground-truth/claims/<owner>+<name>.jsonl (the kept cases, not excluded/). */
export const CLAIMS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'ground-truth', 'claims');

export function loadClaimCases(repo: string, dir = CLAIMS_DIR): ClaimCase[] {
  const f = join(dir, `${repoSlug(repo)}.jsonl`);
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as ClaimCase);
}

/** What identifies a build's scanner whatever folder it sits in: the sha256 of its scanner.mjs. */
export function scannerSha(dist: string): string {
  return createHash('sha256').update(readFileSync(join(dist, 'scanner.mjs'))).digest('hex');
}

export interface ClaimsRecallRun {
  dist: string;
  scanner_sha256: string;
  cap: number;
  seed: string;
  tolerance: number;
  /** Per repository: whether its history was mined (its ground-truth file exists), the cases it holds and how many were replayed. */
  repos: Record<string, { mined: boolean; ground_truth: number; replayed: number; corpus_head: string | null; problem?: string }>;
  summary: ClaimsRecallSummary;
  results: CaseResult[];
}

/** What a run reports of claims recall on some of its repositories (one half of the corpus, or all). */
export type ClaimsRecallPart = Pick<ClaimsRecallRun, 'repos' | 'summary'>;

/** `run` kept to the repositories `keep` accepts, its summary recomputed from their cases. */
export function restrictClaims<R extends Pick<ClaimsRecallRun, 'repos' | 'results' | 'summary'>>(run: R, keep: (repo: string) => boolean): R {
  const results = run.results.filter((r) => keep(r.repo));
  return { ...run, repos: Object.fromEntries(Object.entries(run.repos).filter(([k]) => keep(k))), results, summary: summarize(results) };
}

/**
 * Claims recall of the build in `dist` over the corpora of ground-truth/claims/corpora.json found
 * under `corporaDir` (each DIR/<name> a clone at the mined commit; only its objects are read).
 * The entry eval/run.ts can call; eval/claims-recall.ts is its command line.
 */
export function measureClaimsRecall(dist: string, corporaDir: string, opts: { only?: string | readonly string[]; cap?: number; seed?: string; log?: (s: string) => void } = {}): ClaimsRecallRun {
  const cap = opts.cap ?? DEFAULT_CAP;
  const seed = opts.seed ?? 'claims-recall-v1';
  const corpora = (JSON.parse(readFileSync(join(CLAIMS_DIR, 'corpora.json'), 'utf8')) as { corpora: Array<{ name: string; repo: string; commit: string }> }).corpora;
  const repos: ClaimsRecallRun['repos'] = {};
  const results: CaseResult[] = [];
  for (const e of corpora) {
    const only = typeof opts.only === 'string' ? [opts.only] : opts.only;
    if (only?.length && !only.includes(e.name) && !only.includes(e.repo)) continue;
    const all = loadClaimCases(e.repo);
    const dir = join(corporaDir, e.name);
    const head = existsSync(dir) ? gitRun(dir, ['rev-parse', 'HEAD']).stdout.trim() || null : null;
    const picked = capCases(all, cap, seed);
    repos[e.repo] = { mined: existsSync(join(CLAIMS_DIR, `${repoSlug(e.repo)}.jsonl`)), ground_truth: all.length, replayed: 0, corpus_head: head };
    if (!all.length) continue;
    if (!head) {
      repos[e.repo]!.problem = `${dir} is not a clone`;
      continue;
    }
    // Every parent must be in the clone (it is when the clone holds the mined commit's history).
    if (gitRun(dir, ['cat-file', '-e', `${e.commit}^{commit}`]).code !== 0) {
      repos[e.repo]!.problem = `the mined commit ${e.commit.slice(0, 12)} is not in ${dir}`;
      continue;
    }
    repos[e.repo]!.replayed = picked.length;
    results.push(...replayClaims(dist, dir, picked, opts.log));
  }
  return { dist, scanner_sha256: scannerSha(dist), cap, seed, tolerance: TOLERANCE, repos, summary: summarize(results), results };
}
