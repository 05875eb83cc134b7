// vanished_identifier: a name a claim-making doc states in a code span (a CLI flag, an environment
// variable, a function or type, a config key, a subcommand of the repository's own CLI) that
// occurred in the repository's code when the doc was last changed and occurs nowhere in the code
// now. Evidence: the doc's last change, the commit that removed the name's last occurrence, and
// the similar name that commit added (the likely successor) when there is one. A name that never
// occurred in the code is no claim of this kind. prepare does the git work: one
// `git grep` over every name on the work tree, one per doc revision over the names gone now, then
// the pickaxe and the successor for each finding — all within a work bound counted in file versions
// read and commits the removal look-ups walk (never in seconds: the same repository gives the same findings on any
// machine, however busy), with a note when cut.
import { callPresent, codeLinePresent, commitsSince, docRevisions, GoneTermsAt, removalOf, textsAt, successorIn, termPresent, termsDefined, termsPresent, UnreadableObjects, type Removal } from '../claims/code-search.ts';
import { partialLookupNote, unreadableLookupNote } from '../../git/history/notes.ts';
import { historyObjectsAt } from '../../git/partial-clone.ts';
import type { IdentifierUse } from '../claims/doc-identifiers.ts';
import { subjectSaysRenamed, type RenameEvidence } from '../claims/similar.ts';
import { GitObjectReader } from '../../git/exec.ts';
import type { DocSummary, Prepared, RepositorySignal, ScanContext } from '../types.ts';
import { byCodeUnit } from '../../shared/order.ts';
import { pushAll } from '../../shared/arrays.ts';
import { BoundedTerms } from '../../shared/bounded-terms.ts';
import { codeSpellings, ConfigKeys, keyLinePattern } from '../claims/spellings.ts';
import { gitLookupWidth, mapInOrder } from '../../shared/pool.ts';

/**
 * The work the look-ups after the work-tree grep (which always runs) may do, counted in units that
 * are the same on every machine: file versions read from history (the code at each doc revision, a
 * doc's own past texts) and commits the removal look-ups may walk (a pickaxe from HEAD back to the
 * doc's commit: its cost grows with that range, so each range is charged in full before it runs).
 * Look-ups run in a fixed order, so a cut falls at the same place on every run, however busy the machine.
 */
// Measured on steveyegge/beads (9,182 commits): 9,320 file versions; its removal look-ups would walk
// 19,246 commits, over 300 s on a loaded machine, so evidence (never a finding) is cut there.
export const VANISHED_WORK = { file_versions: 20_000, removal_commits: 5_000 } as const;

const WITHIN_BOUND = `within the work bound (${VANISHED_WORK.file_versions} file versions)`;

/** The note of look-ups the work bound cut: doc revisions not searched, or names whose definitions were not checked. */
export function boundCutNote(n: number, what: 'revisions' | 'definitions'): string {
  return what === 'revisions'
    ? `vanished_identifier: ${n} doc revisions not searched ${WITHIN_BOUND}`
    : `vanished_identifier: ${n} function or type names left out: their definitions were not checked ${WITHIN_BOUND}`;
}

/**
 * Whether a scan note says the work bound cut findings out (revisions not searched, definitions not
 * checked): such a scan may lack findings a scan with no bound has, so nothing may be judged gone from it.
 * A cut of removal evidence only leaves fields out of findings it has.
 */
export function isBoundCutNote(note: string): boolean {
  return note.startsWith('vanished_identifier: ') && note.endsWith(` ${WITHIN_BOUND}`);
}

/** What the look-ups have done so far, against VANISHED_WORK. */
class WorkCount {
  removalCommits = 0;
  constructor(private readonly codeAt: GoneTermsAt) {}
  /** Whether another file-version read may start (the one that crosses the bound finishes). */
  get readsLeft(): boolean {
    return this.codeAt.versionsRead < VANISHED_WORK.file_versions;
  }
  /** Whether a removal look-up over `commits` commits fits; charges them when it does. */
  takeRemoval(commits: number): boolean {
    if (this.removalCommits + commits > VANISHED_WORK.removal_commits) return false;
    this.removalCommits += commits;
    return true;
  }
}

/** What a vanished_identifier hit carries. */
export type VanishedIdentifierHit = {
  name: 'vanished_identifier';
  detail: string;
  line: number;
  column: number;
  kind: IdentifierUse['kind'];
  identifier: string;
  term: string;
  present_at: { commit: string; date: string; doc_commit: 'last_change' | 'added' | 'first_named' };
  removed_in?: Removal;
  successor?: string;
  rename_evidence?: RenameEvidence;
};

/** Per scan: each doc's hits, found by prepare. */
type State = Map<string, VanishedIdentifierHit[]>;

/** Notes naming unreadable objects, at most this many (then one line for the rest). */
const MAX_OBJECT_NOTES = 10;

/** One note per object git could not read, naming what its loss skipped. */
export function lostObjectNotes(lost: UnreadableObjects): string[] {
  // Sorted by object: look-ups run side by side record them in any order.
  const all = [...lost.skipped].sort((a, b) => byCodeUnit(a[0], b[0])).map(([o, what]) => unreadableLookupNote(o, what));
  if (all.length <= MAX_OBJECT_NOTES) return all;
  return [...all.slice(0, MAX_OBJECT_NOTES), `${all.length - MAX_OBJECT_NOTES} more objects unreadable to vanished_identifier`];
}

interface Finding {
  path: string;
  use: IdentifierUse;
  since: { commit: string; date: string };
  /** Which of the doc's commits the name was found at: its last change, or the first of the doc's commits that named it since. */
  at?: 'first_named';
}

function successorName(use: IdentifierUse, successor: string): string {
  const bare = successor.replace(/^"/, '');
  if (use.kind === 'flag') return `--${bare}`;
  if (use.kind === 'subcommand') return `${use.name.split(' ')[0]} ${bare}`;
  if (use.kind === 'symbol') return use.name.replace(new RegExp(`${use.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\(|$)`), bare);
  return bare;
}

function hitOf(f: Finding, removal: Removal | undefined, successor: string | undefined, evidence?: RenameEvidence): VanishedIdentifierHit {
  const { use, since } = f;
  let detail = `\`${use.name}\` (${use.kind.replace('_', ' ')}) occurs in the code at ${f.at === 'first_named' ? 'the doc commit that named it' : "the doc's last change"} ${since.commit.slice(0, 12)} (${since.date.slice(0, 10)}) but nowhere in the code now`;
  if (removal) detail += `; last removed in ${removal.commit.slice(0, 12)} (${removal.subject})`;
  if (successor) detail += `; likely successor ${successorName(use, successor)}`;
  const hit: VanishedIdentifierHit = { name: 'vanished_identifier', detail, line: use.line, column: use.column, kind: use.kind, identifier: use.name, term: use.term, present_at: { ...since, doc_commit: f.at ?? 'last_change' } };
  if (removal) hit.removed_in = removal;
  if (successor) hit.successor = successorName(use, successor);
  if (successor && evidence) hit.rename_evidence = evidence;
  return hit;
}

/** A doc naming more distinct names than this is a generated list, not claims: it is not looked up, with a note. */
export const MAX_NAMES_PER_DOC = 2000;

export async function prepareVanishedIdentifier(docs: DocSummary[], ctx: ScanContext): Promise<Prepared<State>> {
  const hits: State = new Map();
  const history = ctx.history;
  const notes: string[] = [];
  const withNames = docs.filter((d) => {
    const names = new Set(d.claims?.identifiers.map((u) => u.term)).size;
    if (names > MAX_NAMES_PER_DOC) notes.push(`vanished_identifier: ${d.path} names ${names} names, more than ${MAX_NAMES_PER_DOC}; not looked up`);
    return names > 0 && names <= MAX_NAMES_PER_DOC;
  });
  if (!history || withNames.length === 0) return { state: hits, notes };
  return { state: hits, notes: pushAll(notes, await lookUp(withNames, ctx, history, hits)) };
}

/** The look-ups for the docs that name a bounded number of names: fills `hits` with each doc's findings; returns the scan's notes. */
async function lookUp(withNames: DocSummary[], ctx: ScanContext, history: NonNullable<ScanContext['history']>, hits: State): Promise<string[]> {
  if (history.backend !== 'native') return ['vanished_identifier: skipped, it needs the git CLI (isomorphic path)'];
  // An upper-case name that is a file of the repository (`OWNERS_ALIASES`) is that file, not a variable.
  const fileNames = new Set<string>();
  for (const f of ctx.repo.files) {
    const b = f.slice(f.lastIndexOf('/') + 1);
    if (/^[A-Z][A-Z0-9_]*$/.test(b)) fileNames.add(b);
  }
  for (const d of withNames) d.claims!.identifiers = d.claims!.identifiers.filter((u) => !(u.kind === 'env' && fileNames.has(u.term)));
  const terms = new Set<string>();
  for (const d of withNames) for (const u of d.claims!.identifiers) terms.add(u.term);
  const now = await termsPresent(ctx.root, undefined, [...terms].sort());
  if (!now) return ['vanished_identifier: git grep failed on the work tree; not checked'];
  // Names gone now, grouped by the revision each doc was last changed in.
  const byRev = new Map<string, RevGroup>();
  for (const d of withNames) {
    const last = history.lastChange(d.path);
    if (!last) continue;
    for (const use of d.claims!.identifiers) {
      if (now.has(use.term)) continue;
      let g = byRev.get(last.commit);
      if (!g) byRev.set(last.commit, (g = { date: last.date, terms: new Set(), uses: [] }));
      g.terms.add(use.term);
      g.uses.push({ path: d.path, use });
    }
  }
  const revs = [...byRev.entries()].sort((a, b) => b[1].terms.size - a[1].terms.size || (a[0] < b[0] ? -1 : 1));
  const gone = new Set<string>();
  for (const [, g] of revs) for (const t of g.terms) gone.add(t);
  // A partial clone holds the code's past versions on its promisor remote only: reading them would
  // fetch (or, under GIT_NO_LAZY_FETCH, stop git's reader at the first one). Nothing is looked up, with one note.
  const goneUses = new Set(revs.flatMap(([, g]) => g.uses.map((u) => `${u.path}\0${u.use.term}`)));
  if (goneUses.size > 0 && (await historyObjectsAt(ctx.root)) !== 'all')
    return [partialLookupNote('vanished_identifier', `${goneUses.size} names gone from the code now not looked up in the code's history`)];
  const reader = new GitObjectReader(ctx.root);
  try {
    return await searchHistory(ctx, hits, revs, new GoneTermsAt(reader, [...gone]));
  } finally {
    reader.close();
  }
}

type RevGroup = { date: string; terms: Set<string>; uses: Array<{ path: string; use: IdentifierUse }> };

/** The look-ups in history, within the work bound: which gone names the code held when each doc was written. */
async function searchHistory(ctx: ScanContext, hits: State, revs: Array<[string, RevGroup]>, codeAt: GoneTermsAt): Promise<string[]> {
  const notes: string[] = [];
  const work = new WorkCount(codeAt);
  const findings: Finding[] = [];
  const lost = codeAt.lost;
  let skipped = 0;
  for (const [rev, g] of revs) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    const then = await codeAt.at(rev);
    if (!then) continue;
    for (const { path, use } of g.uses) if (then.has(use.term)) findings.push({ path, use, since: { commit: rev, date: g.date } });
  }
  // A doc edited after a name left the code still carries the claim: names absent at the doc's last
  // change are looked up at the doc's commit that started naming them (the oldest of the doc's
  // commits, back from the last change, whose text names them all along): true when written, false now.
  const foundKeys = new Set(findings.map((f) => `${f.path}\0${f.use.term}`));
  const byDocLeft = new Map<string, IdentifierUse[]>();
  for (const [, g] of revs) for (const { path, use } of g.uses) if (!foundKeys.has(`${path}\0${use.term}`)) (byDocLeft.get(path) ?? byDocLeft.set(path, []).get(path)!).push(use);
  const docRevs = byDocLeft.size > 0 && work.readsLeft ? await docRevisions(ctx.root, [...byDocLeft.keys()].sort()) : undefined;
  const byNamed = new Map<string, { date: string; uses: Array<{ path: string; use: IdentifierUse }> }>();
  for (const [path, uses] of byDocLeft) {
    const list = docRevs?.get(path) ?? [];
    if (list.length < 2) continue;
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    const older = list.slice(1);
    const texts = await textsAt(codeAt.reader, path, older.map((r) => r.commit), lost);
    codeAt.versionsRead += older.length;
    const named: Array<BoundedTerms | undefined> = [];
    const names = (i: number): BoundedTerms => (named[i] ??= new BoundedTerms(texts[i]!));
    for (const use of uses) {
      const term = use.term.replace(/^"/, '');
      let start = -1;
      for (let i = 0; i < older.length && texts[i] !== undefined && names(i).has(term); i++) start = i;
      if (start < 0) continue;
      // Where it was written, and the doc's revision before its last change (a name restored in between).
      for (const rev of start === 0 ? [older[0]!] : [older[start]!, older[0]!]) {
        let g = byNamed.get(rev.commit);
        if (!g) byNamed.set(rev.commit, (g = { date: rev.date, uses: [] }));
        g.uses.push({ path, use });
      }
    }
  }
  for (const [rev, g] of [...byNamed.entries()].sort((a, b) => b[1].uses.length - a[1].uses.length || (a[0] < b[0] ? -1 : 1))) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    const then = await codeAt.at(rev);
    if (!then) continue;
    for (const { path, use } of g.uses) if (then.has(use.term)) findings.push({ path, use, since: { commit: rev, date: g.date }, at: 'first_named' });
  }
  // Functions and types: only names the code defined then (not a platform API it merely called).
  // A function the doc's own block defines too counts only where the code defined it outside its examples and tests (isSampleCodePath).
  const symbolRevs = new Map<string, Set<string>>();
  const sampleRevs = new Map<string, Set<string>>();
  for (const f of findings) {
    if (f.use.kind !== 'symbol') continue;
    const into = f.use.sample ? sampleRevs : symbolRevs;
    (into.get(f.since.commit) ?? into.set(f.since.commit, new Set()).get(f.since.commit)!).add(f.use.term);
  }
  const definedThen = new Map<string, Set<string>>();
  const definedOutsideSamples = new Map<string, Set<string>>();
  let unverified = 0;
  for (const [revs, outside, into] of [[symbolRevs, false, definedThen], [sampleRevs, true, definedOutsideSamples]] as const) {
    for (const [rev, t] of revs) {
      // The file versions are read already: their definitions come with them, outside the bound.
      const d = codeAt.definedAt(rev, outside) ?? (work.readsLeft ? await termsDefined(ctx.root, rev, [...t].sort(), outside) : undefined);
      if (!d) unverified += t.size;
      into.set(rev, d ?? new Set());
    }
  }
  if (unverified > 0) notes.push(boundCutNote(unverified, 'definitions'));
  for (let i = findings.length - 1; i >= 0; i--) {
    const f = findings[i]!;
    if (f.use.kind === 'symbol' && !(f.use.sample ? definedOutsideSamples : definedThen).get(f.since.commit)?.has(f.use.term)) findings.splice(i, 1);
  }
  // One finding per use: the first look-up that kept it (last change, then where it was written,
  // oldest first: the revision before the last change is only a fallback for a name restored since).
  const rank = (f: Finding) => (f.at === 'first_named' ? 1 : 0);
  findings.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? byCodeUnit(a.since.date, b.since.date) : 0));
  const kept = new Set<string>();
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i]!;
    const k = `${f.path}\0${f.use.line}\0${f.use.column}\0${f.use.term}`;
    if (kept.has(k)) findings.splice(i--, 1);
    else kept.add(k);
  }
  findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.use.line - b.use.line || a.use.column - b.use.column));
  if (skipped > 0) notes.push(boundCutNote(skipped, 'revisions'));
  // Each finding: confirmed gone one term at a time (under every spelling the code may define it
  // in), then its removal and successor (the bound allowing). The look-ups of different names are
  // independent git calls, run a few side by side; the bound is charged in the findings' order
  // before any runs, so a cut falls where the one-at-a-time loop put it.
  const configKeys = new ConfigKeys(ctx.root, ctx.repo);
  const width = gitLookupWidth();
  const terms = [...new Set(findings.map((f) => f.use.term))];
  const useOf = new Map(findings.map((f) => [f.use.term, f.use] as const));
  const goneList = await mapInOrder(terms, width, async (t) => !(await termPresent(ctx.root, undefined, t)) && !(await definedOtherwise(useOf.get(t)!, ctx, configKeys)));
  const goneNow = new Map(terms.map((t, i) => [t, goneList[i]!] as const));
  const gone = findings.filter((f) => goneNow.get(f.use.term));
  const sinceCommits = [...new Set(gone.map((f) => f.since.commit))];
  const rangeList = await mapInOrder(sinceCommits, width, (c) => commitsSince(ctx.root, c));
  const ranges = new Map(sinceCommits.map((c, i) => [c, rangeList[i]!] as const));
  const lookups: Array<{ key: string; term: string; since: string; kind: IdentifierUse['kind'] }> = [];
  const evidence = new Map<string, { removal?: Removal; successor?: string; rename?: RenameEvidence }>();
  const planned = new Set<string>();
  let noEvidence = 0;
  for (const f of gone) {
    const ek = `${f.use.term}\0${f.since.commit}`;
    if (planned.has(ek)) continue;
    planned.add(ek);
    if (work.takeRemoval(ranges.get(f.since.commit)!)) lookups.push({ key: ek, term: f.use.term, since: f.since.commit, kind: f.use.kind });
    else {
      noEvidence++;
      evidence.set(ek, {});
    }
  }
  const found = await mapInOrder(lookups, width, async ({ term, since, kind }) => {
    const removal = await removalOf(ctx.root, term, since, lost);
    let next = removal ? await successorIn(ctx.root, removal.commit, term, kind, lost) : undefined;
    if (next !== undefined && !(await termPresent(ctx.root, undefined, next.name))) next = undefined;
    const rename: RenameEvidence | undefined = next?.swap ? 'swap' : next && removal && subjectSaysRenamed(removal.subject, term, next.name) ? 'commit-message' : undefined;
    return { removal, successor: next?.name, ...(rename ? { rename } : {}) };
  });
  lookups.forEach((l, i) => evidence.set(l.key, found[i]!));
  for (const f of gone) {
    const e = evidence.get(`${f.use.term}\0${f.since.commit}`)!;
    const list = hits.get(f.path) ?? [];
    list.push(hitOf(f, e.removal, e.successor, e.rename));
    hits.set(f.path, list);
  }
  if (noEvidence > 0) notes.push(`vanished_identifier: removal evidence for ${noEvidence} names left out by the work bound (${VANISHED_WORK.removal_commits} commits searched)`);
  pushAll(notes, lostObjectNotes(lost));
  return notes;
}

/**
 * Whether the code still defines the name the way argument parsers, command registries and config
 * files do: a flag as its snake, camel or Pascal spelling (`dry_run`, `dryRun`, `DryRun`: clap's
 * derive, yargs, kong) or written whole (`'--generate'`); a quoted name in any quotes
 * (`.command('list')`); a flag or subcommand as an object key or field (`update: {`, `'add-task':`);
 * a config key as a nested key path of a JSON, YAML or TOML file or a JSON Schema, or as a function
 * the code calls (`micropip.install(`: a module's function written like a key). (Not a key path
 * spread over nested types: `hooks:` and `enabled:` declared somewhere keep no `hooks.enabled`.)
 */
async function definedOtherwise(use: IdentifierUse, ctx: ScanContext, configKeys: ConfigKeys): Promise<boolean> {
  for (const s of codeSpellings(use.kind, use.term)) if (await termPresent(ctx.root, undefined, s)) return true;
  const bare = use.term.replace(/^"/, '');
  if (use.kind === 'flag' || use.kind === 'subcommand') return codeLinePresent(ctx.root, keyLinePattern(bare));
  if (use.kind === 'config_key') return configKeys.has(bare) || callPresent(ctx.root, bare);
  return false;
}

export const vanishedIdentifier: RepositorySignal<VanishedIdentifierHit, State> = {
  name: 'vanished_identifier',
  description: 'A flag, environment variable, function, config key or subcommand the doc names that was in the code when the doc was last changed and is gone now.',
  help: 'Rename the mention to what the code calls it now, or drop the sentence that relies on it.',
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: 'error', elsewhere: 'warning' },
  history_fields: ['present_at', 'removed_in', 'successor', 'rename_evidence'],
  // The removal and the successor (which the detail repeats) depend on whether their look-ups fit
  // the work bound, so on how much else the scan looked up (another doc's names, a longer history);
  // the rest of the hit (name, kind, where the doc stated it, when the code still had it) does not.
  bounded_fields: ['detail', 'removed_in', 'successor', 'rename_evidence'],
  schema: {
    required: ['line', 'column', 'kind', 'identifier', 'term', 'present_at'],
    properties: {
      column: { $ref: '#/$defs/line' },
      kind: { enum: ['flag', 'env', 'symbol', 'config_key', 'subcommand'] },
      identifier: { type: 'string', minLength: 1, description: 'The name as the doc writes it.' },
      term: { type: 'string', minLength: 1, description: 'What was searched for in the code, whole-word.' },
      present_at: {
        type: 'object',
        required: ['commit', 'date', 'doc_commit'],
        properties: { commit: { type: 'string', minLength: 1 }, date: { type: 'string', minLength: 1 }, doc_commit: { enum: ['last_change', 'added', 'first_named'] } },
        description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along.",
      },
      removed_in: { $ref: '#/$defs/commit_ref' },
      successor: { type: 'string', minLength: 1, description: 'The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it.' },
      rename_evidence: {
        enum: ['swap', 'commit-message'],
        description: 'Why successor is the same thing under a new name: a line the removing commit took out came back with the successor in its place (swap), or its subject says so (commit-message). Absent: only a likely successor.',
      },
    },
  },
  roles: ['living', 'agent-memory', 'agent-prompt'],
  stage: 'repository',
  needs: ['doc_claims', 'history'],
  prepare: prepareVanishedIdentifier,
  appliesTo: (doc) => (doc.claims?.identifiers.length ?? 0) > 0,
  detect: (doc, _ctx, hits) => hits.get(doc.path) ?? [],
};
