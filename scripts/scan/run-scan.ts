// The scan, end to end, as the signal registry and the facts registry make it:
//   1. plan: the file list, scope, what agents load, the docs to scan (./plan.ts);
//   2. read: each doc once, the parse-stage signals on it, a summary kept (./read-docs.ts);
//   3. gather: the facts the registered signals need (./facts/), the link targets, history;
//   4. run: the repository-stage signals on every summary (./engine.ts), the lifecycle pass,
//      and the artifact.
// No process access here; the project (root and config) comes from the CLI entry.
import { summarizeContexts } from '../readers/summary.ts';
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import { buildArtifact } from './artifact.ts';
import { ParseStage, rolesNeeding, runRepositoryStage } from './engine.ts';
import { contextsIfMemory } from './facts/agent-contexts.ts';
import { docFacts, planFacts, repositoryFacts } from './facts/gather.ts';
import { lifecyclePass } from './lifecycle/pass.ts';
import { planScan, type ScanOptions } from './plan.ts';
import { linkTargets, readDocs } from './read-docs.ts';
import { ALWAYS_EXCLUDED } from './scope.ts';
import { foldInstallerCopies } from './installer-copies.ts';
import { Summarizer } from './summarize.ts';
import type { ParseContext, ScanContext } from './types.ts';
import { pushAll } from '../shared/arrays.ts';

export type { ScanOptions };

export async function runScan(opts: ScanOptions): Promise<ScanArtifact> {
  const plan = await planScan(opts);
  const { root, notes } = plan;
  const parseCtx: ParseContext = { root, settings: plan.settings, repo: plan.repo, now: plan.now, agent_docs: plan.agentDocs, roles: plan.roles, ...planFacts(plan) };

  const facts = docFacts(plan);
  const read = readDocs(plan, {
    parse: new ParseStage(parseCtx),
    summarizer: new Summarizer(root, plan.repo, rolesNeeding('doc_claims')),
    gatherers: facts.gatherers,
    scope: opts.scope,
    explain: opts.explain,
    onProgress: opts.onProgress,
  });
  opts.onProgress?.(plan.targets.length, plan.targets.length, 'history');

  const { anchors_of, anchors_open } = await linkTargets(plan, read);
  const history = await plan.historyLoad;
  if (history) pushAll(notes, history.notes);
  const ctx: ScanContext = { ...parseCtx, per_session: new Map(), agent_contexts: undefined, anchors_of, anchors_open, history, ...facts.done(history) };
  pushAll(notes, await repositoryFacts(plan, ctx, read.summaries));

  pushAll(notes, await runRepositoryStage(read.summaries, plan.roles, ctx, read.hits, opts.explain));
  // lifecycle rules + OpenSpec: files and folders of any type
  await lifecyclePass({ root, config: plan.config, files: plan.files, scope: plan.scope, history: ctx.history, now: ctx.now, hits: read.hits, notes });
  // A finding an installer copy repeats is reported once, on the canonical copy.
  foldInstallerCopies(root, read.hits);
  if (opts.onProgress) opts.onProgress(plan.targets.length, plan.targets.length, 'done');

  const excluded = [...plan.settings.exclude_dirs];
  for (const e of ALWAYS_EXCLUDED) if (!excluded.includes(e)) excluded.push(e);
  // What each agent loads per folder, for report.md (the tokenizer is loaded only when some agent has memory here).
  const contexts = ctx.agent_contexts ?? (await contextsIfMemory(plan));
  return buildArtifact({
    project_root: root,
    scope_globs: plan.settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: read.summaries.length,
    per_session: plan.sessionPaths,
    per_session_in_scope: plan.sessionPaths.filter((p) => plan.scope.inNarrowScope(p)),
    hits: read.hits,
    roles: new Map(plan.targets.map((p) => [p, plan.roles.get(p)!])),
    // A symlinked doc is scanned once, at its target; its path is listed with the target's role.
    symlinks: new Map(plan.inScope.filter((p) => plan.canonical(p) !== p && plan.roles.has(plan.canonical(p)) && plan.scope.inNarrowScope(p)).map((p) => [p, plan.canonical(p)])),
    sites: plan.repo.sites,
    notes,
    agent_contexts: contexts ? summarizeContexts(contexts) : undefined,
  });
}
