// command_reference: a command a claim-making doc tells its reader to run (`npm run x`, `make x`,
// `just x`, `task x`, `uv run x`, `cargo x`, `go run ./cmd/x`) that the repository does not define
// where the command runs: the doc's package and its ancestors (workspace packages too), the nearest
// Makefile with its includes, justfile, Taskfile, pyproject, cargo aliases, Go packages. Each hit
// names where it looked; when history shows the definition renamed (removed in one commit that
// added a similar one, still defined), the new name and that commit. Records, plans and copies are
// never checked (the signal's roles). prepare reads the rename history first (one bounded git call).
import { CommandDefinitions } from '../claims/definitions.ts';
import { definitionChanges, renameOf, type Rename } from '../claims/definition-history.ts';
import type { CommandUse } from '../claims/doc-commands.ts';
import type { RenameEvidence } from '../claims/similar.ts';
import type { DocSummary, Prepared, RepositorySignal, ScanContext } from '../types.ts';
import { partialLookupNote, unreadableLookupNote } from '../../git/history/notes.ts';
import { historyObjectsAt } from '../../git/partial-clone.ts';
import { UnreadableObjects } from '../claims/code-search.ts';
import { siteOf } from '../../sites/docs-sites.ts';
import { DependencySkills } from '../claims/dependency-skills.ts';

/** Commits of definition-file history read for rename evidence. */
const MAX_RENAME_COMMITS = 400;

interface Missing {
  use: CommandUse;
  files: string[];
  kind: string;
}

/** What a command_reference hit carries. */
export type CommandReferenceHit = {
  name: 'command_reference';
  detail: string;
  line: number;
  column: number;
  runner: CommandUse['runner'];
  command: string;
  text: string;
  where: CommandUse['where'];
  looked_in: string[];
  renamed_to?: string;
  rename_evidence?: RenameEvidence;
  removed_in?: { commit: string; date: string; subject: string };
};

/** Per scan: each doc's hits, found and given their rename evidence by prepare. */
type State = Map<string, CommandReferenceHit[]>;

function missingIn(doc: DocSummary, defs: CommandDefinitions): Missing[] {
  const out: Missing[] = [];
  const named = new Map<string, { missing: Set<string>; defined: Set<string> }>();
  for (const use of doc.claims?.commands ?? []) {
    const r = defs.lookup(use, doc.path);
    if (r.state === 'unknown') continue; // says nothing about this repository's definitions
    const n = named.get(use.runner) ?? named.set(use.runner, { missing: new Set(), defined: new Set() }).get(use.runner)!;
    if (r.state === 'defined') n.defined.add(use.name);
    if (r.state === 'missing') {
      n.missing.add(use.name);
      out.push({ use, files: r.files, kind: r.kind });
    }
  }
  return out.filter((m) => {
    const n = named.get(m.use.runner)!;
    // A doc naming several targets of a runner, none of them defined here, or mostly names this
    // repository does not define (three or more, more than it defines), is about another project's
    // Makefile or package (a sibling repository's build, "after cloning React Native, run"): not a
    // claim about this one. Names defined by chance (`lint`, `build`) do not make it ours.
    if (n.defined.size === 0) return n.missing.size < 2;
    return !(n.missing.size >= 3 && n.missing.size > n.defined.size);
  });
}

function hitOf(m: Missing, rename: Rename | undefined): CommandReferenceHit {
  const { use } = m;
  const where = m.files.join(', ');
  let detail = `\`${use.text}\`: ${use.name} is not among the ${m.kind} of ${where}`;
  if (rename?.renamed_to) detail += `; renamed to ${rename.renamed_to} in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})`;
  else if (rename) detail += `; removed in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})`;
  const hit: CommandReferenceHit = { name: 'command_reference', detail, line: use.line, column: use.column, runner: use.runner, command: use.name, text: use.text, where: use.where, looked_in: m.files };
  if (rename?.renamed_to) hit.renamed_to = rename.renamed_to;
  if (rename?.renamed_to && rename.evidence) hit.rename_evidence = rename.evidence;
  if (rename) hit.removed_in = { commit: rename.removed_in.commit, date: rename.removed_in.date, subject: rename.removed_in.subject };
  return hit;
}

/** Finds the missing commands of every doc and reads their rename history (one bounded git call). */
export async function prepareCommandReference(docs: DocSummary[], ctx: ScanContext): Promise<Prepared<State>> {
  const defs = new CommandDefinitions(ctx.root, ctx.repo);
  const byDoc = new Map<string, Missing[]>();
  const files = new Set<string>();
  for (const doc of docs) {
    const m = missingIn(doc, defs);
    if (m.length === 0) continue;
    byDoc.set(doc.path, m);
    for (const x of m) for (const f of x.files) files.add(f);
  }
  const notes: string[] = [];
  let changes: Awaited<ReturnType<typeof definitionChanges>> = [];
  const git = ctx.history?.backend === 'native';
  if (files.size > 0 && git && (await historyObjectsAt(ctx.root)) !== 'all') {
    // The definition files' past versions are on the promisor remote: their diffs would fetch them.
    changes = undefined;
    notes.push(partialLookupNote('command_reference', `no rename evidence from the history of ${files.size} definition files`));
  } else if (files.size > 0 && git) {
    const lost = new UnreadableObjects();
    changes = await definitionChanges(ctx.root, [...files].sort(), MAX_RENAME_COMMITS, lost).catch(() => undefined);
    const what = 'command_reference: the history of definition files not read; no rename evidence';
    if (lost.skipped.size > 0) for (const [o] of lost.skipped) notes.push(unreadableLookupNote(o, what));
    else if (changes === undefined) notes.push('command_reference: the history of definition files could not be read; no rename evidence');
  } else if (files.size > 0 && ctx.history) notes.push('command_reference: rename evidence needs the git CLI; none on the isomorphic path');
  const hits: State = new Map();
  const skills = new DependencySkills(ctx.root, ctx.repo);
  for (const [path, list] of byDoc) {
    // A skill named after a library the repository depends on and does not build is that
    // library's manual: its commands are scripts of the library's own repository.
    if (skills.foreignSkill(path) !== undefined) continue;
    const found: CommandReferenceHit[] = [];
    for (const m of list) {
      const rename = changes ? renameOf(m.use.name, m.files, changes, (f) => defs.namesIn(f)) : undefined;
      // `cargo x` that no alias defines is, unless history shows an alias x removed, an installed
      // third-party subcommand (`cargo nextest`, `cargo insta`, `cargo shear`): no claim about the repository.
      if (m.use.runner === 'cargo' && !rename) continue;
      // A page of a published docs site speaks to the product's users: its `yarn android`, `npm run
      // dev`, `make html` run in the reader's own project (a package manager's or framework's guide),
      // not in this repository, unless history shows the definition removed here.
      if (!rename && sitePage(ctx, path)) continue;
      found.push(hitOf(m, rename));
    }
    if (found.length > 0) hits.set(path, found);
  }
  return { state: hits, notes };
}

/** Whether the doc is a page of a docs site whose pages live in a folder of their own (not the repository root). */
function sitePage(ctx: ScanContext, path: string): boolean {
  const site = siteOf(ctx.repo.sites, path);
  return site !== undefined && site.docs_root !== '';
}

export const commandReference: RepositorySignal<CommandReferenceHit, State> = {
  name: 'command_reference',
  description: 'A command the doc names (npm/pnpm/yarn/bun scripts, make, just, task, uv/poetry/hatch, cargo aliases, go run paths) that the repository does not define.',
  help: 'Update the command to one the repository defines (package scripts, Makefile targets, bin entries), or remove it.',
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: 'error', elsewhere: 'warning' },
  history_fields: ['renamed_to', 'rename_evidence', 'removed_in'],
  schema: {
    required: ['line', 'column', 'runner', 'command', 'text', 'where', 'looked_in'],
    properties: {
      column: { $ref: '#/$defs/line' },
      runner: { enum: ['npm', 'pnpm', 'yarn', 'bun', 'make', 'just', 'task', 'uv', 'poetry', 'hatch', 'cargo', 'go'] },
      command: { type: 'string', minLength: 1, description: 'The script, target, recipe, task, alias or Go package path the command names.' },
      text: { type: 'string', minLength: 1, description: 'The command as written on that line, from the runner to the name.' },
      where: { enum: ['code_span', 'fence', 'prose'] },
      looked_in: { $ref: '#/$defs/paths', description: 'The definition files the command was looked for in.' },
      renamed_to: { type: 'string', minLength: 1, description: 'From history: the name that replaced it in the commit that removed it (still defined).' },
      rename_evidence: {
        enum: ['swap', 'commit-message'],
        description: "Why renamed_to is the same definition under a new name: the commit's removed definition line, with the new name, is a line it added (swap), or its subject says so (commit-message). Absent: only the most similar name that commit added.",
      },
      removed_in: { $ref: '#/$defs/commit_ref' },
    },
  },
  roles: ['living', 'agent-memory', 'agent-prompt'],
  stage: 'repository',
  needs: ['doc_claims', 'history'],
  prepare: prepareCommandReference,
  appliesTo: (doc) => (doc.claims?.commands.length ?? 0) > 0,
  detect: (doc, _ctx, hits) => hits.get(doc.path) ?? [],
};
