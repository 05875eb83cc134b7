// vanished_identifier: a name a claim-making doc states in a code span (a CLI flag, an environment
// variable, a function or type, a config key, a subcommand of the repository's own CLI) that
// occurred in the repository's code when the doc was last changed and occurs nowhere in the code
// now. Evidence: the doc's last change, the commit that removed the name's last occurrence, and
// the similar name that commit added (the likely successor) when there is one. A name that never
// occurred in the code is no claim of this kind. prepare does the git work: one
// `git grep` over every name on the work tree, one per doc revision over the names gone now, then
// the pickaxe and the successor for each finding — all within a time budget, with a note when cut.
import { docRevisions, GoneTermsAt, removalOf, textsAt, successorIn, termPresent, termsDefined, termsPresent, UnreadableObjects, type Removal } from '../claims/code-search.ts';
import { partialLookupNote, unreadableLookupNote } from '../../git/history/notes.ts';
import { historyObjectsAt } from '../../git/partial-clone.ts';
import type { IdentifierUse } from '../claims/doc-identifiers.ts';
import { GitObjectReader } from '../../git/exec.ts';
import type { DocSummary, RepositorySignal, ScanContext, SignalHit } from '../types.ts';
import { byCodeUnit } from '../../shared/order.ts';
import { pushAll } from '../../shared/arrays.ts';
import { BoundedTerms } from '../../shared/bounded-terms.ts';

/** Wall-clock budget for the look-ups after the work-tree grep (which always runs). */
export const VANISHED_BUDGET_MS = 8000;

const WITHIN_BUDGET = `within the ${VANISHED_BUDGET_MS / 1000} s budget`;

/** The note of look-ups the budget cut: doc revisions not searched, or names whose definitions were not checked. */
export function budgetCutNote(n: number, what: 'revisions' | 'definitions'): string {
  return what === 'revisions'
    ? `vanished_identifier: ${n} doc revisions not searched ${WITHIN_BUDGET}`
    : `vanished_identifier: ${n} function or type names left out: their definitions were not checked ${WITHIN_BUDGET}`;
}

/**
 * Whether a scan note says the budget cut findings out (revisions not searched, definitions not
 * checked): such a scan may lack findings a full one has, so nothing may be judged gone from it.
 * A cut of removal evidence only leaves fields out of findings it has.
 */
export function isBudgetCutNote(note: string): boolean {
  return note.startsWith('vanished_identifier: ') && note.endsWith(` ${WITHIN_BUDGET}`);
}

/**
 * The fields of a hit that depend on whether its look-ups beat the budget, so on how busy the
 * machine was: the removal and the successor, which the detail repeats. The rest of the hit
 * (name, kind, where the doc stated it, when the code still had it) does not.
 */
export const BUDGETED_FIELDS = ['detail', 'removed_in', 'successor'] as const;

/** Notes naming unreadable objects, at most this many (then one line for the rest). */
const MAX_OBJECT_NOTES = 10;

/** One note per object git could not read, naming what its loss skipped. */
export function lostObjectNotes(lost: UnreadableObjects): string[] {
  const all = [...lost.skipped].map(([o, what]) => unreadableLookupNote(o, what));
  if (all.length <= MAX_OBJECT_NOTES) return all;
  return [...all.slice(0, MAX_OBJECT_NOTES), `${all.length - MAX_OBJECT_NOTES} more objects unreadable to vanished_identifier`];
}

const prepared = new WeakMap<ScanContext, Map<string, SignalHit[]>>();

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

function hitOf(f: Finding, removal: Removal | undefined, successor: string | undefined): SignalHit {
  const { use, since } = f;
  let detail = `\`${use.name}\` (${use.kind.replace('_', ' ')}) occurs in the code at ${f.at === 'first_named' ? 'the doc commit that named it' : "the doc's last change"} ${since.commit.slice(0, 12)} (${since.date.slice(0, 10)}) but nowhere in the code now`;
  if (removal) detail += `; last removed in ${removal.commit.slice(0, 12)} (${removal.subject})`;
  if (successor) detail += `; likely successor ${successorName(use, successor)}`;
  const hit: SignalHit = { name: 'vanished_identifier', detail, line: use.line, column: use.column, kind: use.kind, identifier: use.name, term: use.term, present_at: { ...since, doc_commit: f.at ?? 'last_change' } };
  if (removal) hit.removed_in = removal;
  if (successor) hit.successor = successorName(use, successor);
  return hit;
}

/** A doc naming more distinct names than this is a generated list, not claims: it is not looked up, with a note. */
export const MAX_NAMES_PER_DOC = 2000;

export async function prepareVanishedIdentifier(docs: DocSummary[], ctx: ScanContext): Promise<string[]> {
  const hits = new Map<string, SignalHit[]>();
  prepared.set(ctx, hits);
  const history = ctx.history;
  const notes: string[] = [];
  const withNames = docs.filter((d) => {
    const names = new Set(d.claims?.identifiers.map((u) => u.term)).size;
    if (names > MAX_NAMES_PER_DOC) notes.push(`vanished_identifier: ${d.path} names ${names} names, more than ${MAX_NAMES_PER_DOC}; not looked up`);
    return names > 0 && names <= MAX_NAMES_PER_DOC;
  });
  if (!history || withNames.length === 0) return notes;
  return pushAll(notes, await lookUp(withNames, ctx, history, hits));
}

/** The look-ups for the docs that name a bounded number of names. */
async function lookUp(withNames: DocSummary[], ctx: ScanContext, history: NonNullable<ScanContext['history']>, hits: Map<string, SignalHit[]>): Promise<string[]> {
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
  const deadline = Date.now() + VANISHED_BUDGET_MS;
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
    return await searchHistory(ctx, hits, revs, deadline, new GoneTermsAt(reader, [...gone]));
  } finally {
    reader.close();
  }
}

type RevGroup = { date: string; terms: Set<string>; uses: Array<{ path: string; use: IdentifierUse }> };

/** The look-ups in history, within the deadline: which gone names the code held when each doc was written. */
async function searchHistory(ctx: ScanContext, hits: Map<string, SignalHit[]>, revs: Array<[string, RevGroup]>, deadline: number, codeAt: GoneTermsAt): Promise<string[]> {
  const notes: string[] = [];
  const findings: Finding[] = [];
  const lost = codeAt.lost;
  let skipped = 0;
  for (const [rev, g] of revs) {
    if (Date.now() > deadline) {
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
  const docRevs = byDocLeft.size > 0 && Date.now() <= deadline ? await docRevisions(ctx.root, [...byDocLeft.keys()].sort()) : undefined;
  const byNamed = new Map<string, { date: string; uses: Array<{ path: string; use: IdentifierUse }> }>();
  for (const [path, uses] of byDocLeft) {
    const list = docRevs?.get(path) ?? [];
    if (list.length < 2) continue;
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    const older = list.slice(1);
    const texts = await textsAt(codeAt.reader, path, older.map((r) => r.commit), lost);
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
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    const then = await codeAt.at(rev);
    if (!then) continue;
    for (const { path, use } of g.uses) if (then.has(use.term)) findings.push({ path, use, since: { commit: rev, date: g.date }, at: 'first_named' });
  }
  // Functions and types: only names the code defined then (not a platform API it merely called).
  const symbolRevs = new Map<string, Set<string>>();
  for (const f of findings) if (f.use.kind === 'symbol') (symbolRevs.get(f.since.commit) ?? symbolRevs.set(f.since.commit, new Set()).get(f.since.commit)!).add(f.use.term);
  const definedThen = new Map<string, Set<string>>();
  let unverified = 0;
  for (const [rev, t] of symbolRevs) {
    // The file versions are read already: their definitions come with them, outside the budget.
    const d = codeAt.definedAt(rev) ?? (Date.now() > deadline ? undefined : await termsDefined(ctx.root, rev, [...t].sort()));
    if (!d) unverified += t.size;
    definedThen.set(rev, d ?? new Set());
  }
  if (unverified > 0) notes.push(budgetCutNote(unverified, 'definitions'));
  for (let i = findings.length - 1; i >= 0; i--) {
    const f = findings[i]!;
    if (f.use.kind === 'symbol' && !definedThen.get(f.since.commit)?.has(f.use.term)) findings.splice(i, 1);
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
  if (skipped > 0) notes.push(budgetCutNote(skipped, 'revisions'));
  // Each finding: confirmed gone one term at a time, then its removal and successor (budget allowing).
  const goneNow = new Map<string, boolean>();
  const evidence = new Map<string, { removal?: Removal; successor?: string }>();
  let noEvidence = 0;
  for (const f of findings) {
    const key = f.use.term;
    if (!goneNow.has(key)) goneNow.set(key, !(await termPresent(ctx.root, undefined, key)));
    if (!goneNow.get(key)) continue;
    const ek = `${key}\0${f.since.commit}`;
    if (!evidence.has(ek)) {
      if (Date.now() > deadline) {
        noEvidence++;
        evidence.set(ek, {});
      } else {
        const removal = await removalOf(ctx.root, key, f.since.commit, lost);
        let successor = removal ? await successorIn(ctx.root, removal.commit, key, f.use.kind, lost) : undefined;
        if (successor !== undefined && !(await termPresent(ctx.root, undefined, successor))) successor = undefined;
        evidence.set(ek, { removal, successor });
      }
    }
    const e = evidence.get(ek)!;
    const list = hits.get(f.path) ?? [];
    list.push(hitOf(f, e.removal, e.successor));
    hits.set(f.path, list);
  }
  if (noEvidence > 0) notes.push(`vanished_identifier: removal evidence for ${noEvidence} names left out by the ${VANISHED_BUDGET_MS / 1000} s budget`);
  pushAll(notes, lostObjectNotes(lost));
  return notes;
}

export const vanishedIdentifier: RepositorySignal = {
  name: 'vanished_identifier',
  description: 'A flag, environment variable, function, config key or subcommand the doc names that was in the code when the doc was last changed and is gone now.',
  roles: ['living', 'agent-memory', 'agent-prompt'],
  stage: 'repository',
  needs: ['doc_claims', 'history'],
  prepare: prepareVanishedIdentifier,
  appliesTo: (doc) => (doc.claims?.identifiers.length ?? 0) > 0,
  detect: (doc, ctx) => prepared.get(ctx)?.get(doc.path) ?? [],
};
