// Drives `/doc-hygiene:hygiene check` in the real client with a scripted model that follows the
// hygiene-check skill: the commands it runs are the skill's own ```bash blocks as the client
// delivered them; the batch files it dispatches are the ones the planning script printed. The
// scripted classifier Reads its batch file, then every file of the batch, then answers.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runClaude, type RunResult } from './run-claude.ts';
import { systemText, firstUserText, toolResults, type MessagesRequest, type Reply, type ContentBlock } from './mock-api.ts';
import { loadedSkill, bashBlocks, blockWith, fill, lastToolResult, firstJsonObject, textBlocks } from './skill-driver.ts';

export const CLASSIFIER_MARK = 'You classify documentation files for doc-hygiene';

export function isClassifier(req: MessagesRequest): boolean {
  return systemText(req).includes(CLASSIFIER_MARK);
}

export interface BatchCandidate {
  path: string;
  /** The findings of the doc as the batch file shows them, each with its id. */
  signals: { id?: string; name: string; detail?: string; line?: number; raw?: string; renamed_to?: string; [k: string]: unknown }[];
}

export interface CheckRun {
  run: RunResult;
  skillBody: string;
  /** Every Bash command the scripted main session issued, in order. */
  commands: string[];
  agentCalls: Record<string, unknown>[];
  classifierRequests: MessagesRequest[];
  /** Requests of the orchestrating conversation (the main session). */
  orchestratorRequests: number;
  /** What finish printed to escalate: batch file, path and answer file per line. */
  escalations: string[][];
  /** What finish printed to repair: repair file and answer file per line. */
  repairs: string[][];
  /** Paths a classifier was given (in the batch files it Read), project-relative. */
  filesRead: string[];
  /** Results of the Bash steps, in order. */
  results: { text: string; is_error: boolean }[];
  /** begin's counts line. */
  planLine: string;
}

function toolResultTexts(req: MessagesRequest): string[] {
  const out: string[] = [];
  for (const m of req.messages) {
    if (typeof m.content === 'string') continue;
    for (const b of m.content as ContentBlock[]) {
      if (b.type !== 'tool_result') continue;
      const c = b.content;
      out.push(typeof c === 'string' ? c : Array.isArray(c) ? (c as { text?: string }[]).map((x) => x.text ?? '').join('\n') : '');
    }
  }
  return out;
}

/** The docs and findings of a batch file's text (the Read tool's line numbers stripped). */
export function parseBatch(text: string): BatchCandidate[] | undefined {
  const body = text.replace(/^\s*\d+[\u2192\t]/gm, '');
  if (!body.includes('(doc-hygiene-batch/3)')) return undefined;
  const out: BatchCandidate[] = [];
  for (const line of body.split('\n')) {
    const doc = /^=== (.+)$/.exec(line);
    if (doc) out.push({ path: doc[1]!, signals: [] });
    const f = /^(F\d+) (\{.*\})$/.exec(line);
    if (f && out.length) out[out.length - 1]!.signals.push({ id: f[1]!, ...(JSON.parse(f[2]!) as { name: string }) });
  }
  return out;
}

function batchFromConversation(req: MessagesRequest): BatchCandidate[] | undefined {
  for (const text of toolResultTexts(req)) {
    const b = parseBatch(text);
    if (b) return b;
  }
  return undefined;
}

export interface CheckOptions {
  args?: string;
  /**
   * The classifier's answer for the docs of its batch; for an escalated file (the skill's
   * escalation prompt), `files` is that file alone and `model` is the model the request came for;
   * for a repair, `repair` holds the repair file's refused proposals.
   */
  answer: (root: string, files: BatchCandidate[], ctx: { model: string; escalated: boolean; repair?: unknown[] }) => unknown;
  timeoutMs?: number;
}

/** The lines of a command's output that start with `word` and a tab, split at the tabs. */
const tabbed = (text: string, word: string) => text.split('\n').filter((l) => l.startsWith(`${word}\t`)).map((l) => l.trim().split('\t').slice(1));

/** One cache folder per fixture repository, beside it (outside the project), kept across its checks. */
function userCacheOf(root: string): string {
  const dir = `${root}.user-cache`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function runCheck(root: string, pluginDir: string, opts: CheckOptions): Promise<CheckRun> {
  const args = opts.args ?? '';
  const commands: string[] = [];
  const agentCalls: Record<string, unknown>[] = [];
  const results: { text: string; is_error: boolean }[] = [];
  const filesRead = new Set<string>();
  let skillBody = '';
  let scratch = '';
  let planLine = '';
  let pending: string[][] = []; // the answer files the last dispatch's answers go to, in call order
  const escalations: string[][] = [];
  const repairs: string[][] = [];
  let phase = 'skill';
  let awaitingBash = false;
  let orchestratorRequests = 0;
  const bash = (command: string): Reply => {
    commands.push(command);
    awaitingBash = true;
    // The skill gives its script calls the Bash tool's longest timeout (a first scan takes minutes).
    return { tool_uses: [{ name: 'Bash', input: { command, description: `hygiene-check step ${commands.length}`, timeout: 600000 } }] };
  };
  const vars = () => ({
    scratch,
    'scope-flag': /--scope \S+/.exec(args)?.[0] ?? '',
    'category-flag': /--category \S+/.exec(args)?.[0] ?? '',
    'all-flag': /--all\b/.test(args) ? '--all' : '',
  });
  let dispatchIds: string[] = [];
  const dispatch = (calls: Record<string, unknown>[]): Reply => {
    agentCalls.push(...calls);
    const base = agentCalls.length;
    dispatchIds = calls.map((_, k) => `toolu_dispatch_${base}_${k}`);
    return { tool_uses: calls.map((input, k) => ({ name: 'Agent', input, id: dispatchIds[k] })) };
  };
  /**
   * Writes every Agent result of the last turn to its call's answer file. Results are matched by
   * tool_use_id, never by position: the client lists parallel subagents' results in the order they
   * finished, so with several batches a positional match wrote one batch's answer into another's file.
   */
  const writeAnswers = (req: MessagesRequest): Reply => {
    let i = req.messages.length;
    while (i > 0 && req.messages[i - 1]!.role !== 'assistant') i--;
    const results = toolResults({ ...req, messages: req.messages.slice(i) });
    return { tool_uses: pending.map(([file], k) => {
      const text = results.find((r) => r.tool_use_id === dispatchIds[k])?.text;
      return { name: 'Write', input: { file_path: file!, content: JSON.stringify(firstJsonObject(text ?? '{"proposals": []}'), null, 2) + '\n' } };
    }) };
  };
  const finish = () => bash(fill(blockWith(bashBlocks(skillBody), 'check-steps.mjs" finish'), vars()));
  const prompts = () => textBlocks(skillBody);

  /** What to do with what finish (or a begin that finished at once) printed. */
  const afterFinish = (prev: { text: string; is_error: boolean }): Reply => {
    const esc = tabbed(prev.text, 'escalate');
    if (esc.length && !prev.is_error) {
      escalations.push(...esc);
      pending = esc.map(([, , answerFile]) => [answerFile!]);
      phase = 'write';
      return dispatch(esc.map(([batchFile, path]) => ({ subagent_type: 'doc-hygiene:hygiene-classifier', model: 'opus', description: `Escalate ${path}`, run_in_background: false, prompt: fill(prompts()[1]!, { 'batch-file': batchFile!, path: path! }) })));
    }
    const rep = tabbed(prev.text, 'repair');
    if (rep.length) {
      repairs.push(...rep);
      pending = rep.map(([, answerFile]) => [answerFile!]);
      phase = 'write';
      return dispatch(rep.map(([repairFile]) => ({ subagent_type: 'doc-hygiene:hygiene-classifier', description: 'Repair proposals', run_in_background: false, prompt: fill(prompts()[2]!, { 'repair-file': repairFile! }) })));
    }
    phase = 'done';
    if (prev.is_error) return 'finish refused; stopping without writing a report.';
    return 'Report written to .dochygiene/report.md and .dochygiene/report.json.';
  };

  const main = (req: MessagesRequest): Reply => {
    orchestratorRequests++;
    const prev = lastToolResult(req);
    if (awaitingBash && prev) {
      results.push(prev);
      awaitingBash = false;
    }
    switch (phase) {
      case 'skill':
        phase = 'begin';
        return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-check', args } }] };
      case 'begin':
        skillBody = loadedSkill(req, 'hygiene-check') ?? '';
        if (!skillBody) return 'the hygiene-check skill did not load';
        phase = 'begun';
        return bash(fill(blockWith(bashBlocks(skillBody), 'check-steps.mjs" begin'), vars()));
      case 'begun': {
        if (prev!.is_error) {
          phase = 'done';
          return `begin failed: ${prev!.text}`;
        }
        const lines = prev!.text.trim().split('\n');
        scratch = /^scratch (.+)$/.exec(lines[0] ?? '')?.[1] ?? '';
        planLine = lines[1] ?? '';
        const batches = tabbed(prev!.text, 'batch');
        if (!batches.length) return afterFinish(prev!);
        pending = batches.map(([, answerFile]) => [answerFile!]);
        phase = 'write';
        return dispatch(batches.map(([batchFile]) => ({ subagent_type: 'doc-hygiene:hygiene-classifier', description: `Classify docs batch ${/batch-(\d+)/.exec(batchFile!)![1]}`, run_in_background: false, prompt: fill(prompts()[0]!, { 'batch-file': batchFile! }) })));
      }
      case 'write':
        phase = 'finish';
        return writeAnswers(req);
      case 'finish':
        phase = 'finished';
        return finish();
      case 'finished':
        return afterFinish(prev!);
      default:
        return 'Report written to .dochygiene/report.md and .dochygiene/report.json.';
    }
  };

  const classifierRequests: MessagesRequest[] = [];
  const classifier = (req: MessagesRequest): Reply => {
    classifierRequests.push(req);
    const prompt = firstUserText(req);
    const repairFile = /\S+\/repair-[\w.-]+\.json/.exec(prompt)?.[0];
    const batchFile = /\S+\/batch-\d+\.txt/.exec(prompt)?.[0];
    if (repairFile) {
      const texts = toolResultTexts(req);
      if (texts.length === 0) return { tool_uses: [{ name: 'Read', input: { file_path: repairFile } }] };
      const repair = JSON.parse(readFileSync(repairFile, 'utf8')) as { refused: unknown[] };
      return JSON.stringify(opts.answer(root, [], { model: req.model, escalated: false, repair: repair.refused }));
    }
    const files = batchFromConversation(req);
    if (!files) return { tool_uses: [{ name: 'Read', input: { file_path: batchFile ?? join(root, 'missing-batch-file') } }] };
    for (const f of files) filesRead.add(f.path);
    const only = /Only the file (.+?)\. Return only/.exec(prompt)?.[1];
    return JSON.stringify(opts.answer(root, only ? files.filter((f) => f.path === only) : files, { model: req.model, escalated: only !== undefined }));
  };

  const run = await runClaude({
    prompt: `/doc-hygiene:hygiene check${args ? ' ' + args : ''}`,
    cwd: root,
    pluginDir,
    timeoutMs: opts.timeoutMs ?? 240_000,
    maxRequests: 80,
    // Every run gets a throwaway HOME, but the checks of one repository are one user's: the
    // classification cache is sealed under that user's machine key ($XDG_CACHE_HOME/doc-hygiene).
    env: { XDG_CACHE_HOME: userCacheOf(root) },
    script: (req) => (isClassifier(req) ? classifier(req) : main(req)),
  });
  return { run, skillBody, commands, agentCalls, classifierRequests, orchestratorRequests, escalations, repairs, filesRead: [...filesRead].sort(), results, planLine };
}

/**
 * A replace-text per broken link git history shows moved (the evidence an unattended edit needs), a
 * generative rewrite of the line for a broken link without it, else a generative distill of the file.
 */
export function linkOrDistill(root: string, files: BatchCandidate[], opts: { invalid?: boolean } = {}): unknown {
  const proposals: Array<{ path: string; signals: { name: string; line?: number }[] }> = [];
  const no_edit: Array<{ finding: string; why: string }> = [];
  for (const c of files) {
    const broken = c.signals.find((s) => s.name === 'broken_reference' && typeof s.line === 'number' && typeof s.raw === 'string');
    if (broken && broken.renamed_to === undefined && !opts.invalid) {
      proposals.push({
        path: c.path,
        category: { class: 'stale', subtype: 'contradicted' },
        signals: [{ name: broken.name, detail: broken.detail, line: broken.line }],
        op: 'Point the link at the file that replaced its target (judged: no history shows a move).',
        op_type: 'generative',
        reducible_range: { start_line: broken.line as number, end_line: broken.line as number },
        confidence: 0.7,
      } as never);
    } else if (broken) {
      proposals.push({
        path: c.path,
        category: { class: 'stale', subtype: 'contradicted' },
        signals: [{ name: broken.name, detail: broken.detail, line: broken.line }],
        op: `Point the link at ${broken.renamed_to ?? 'docs/setup.md'}.`,
        op_type: 'deterministic',
        exact_edit: {
          kind: 'replace-text',
          anchor: opts.invalid ? { start_line: 900, end_line: 900 } : { start_line: broken.line, end_line: broken.line },
          match: broken.raw,
          replacement: broken.renamed_to ?? 'docs/setup.md',
        },
        confidence: 0.95,
      } as never);
    } else {
      const lines = readFileSync(join(root, c.path), 'utf8').split('\n').length - 1;
      // Bloat is a category of token_weight only: a distill cites that finding, or none.
      const weight = c.signals.find((s) => s.name === 'token_weight');
      proposals.push({
        path: c.path,
        category: { class: 'bloat', subtype: 'distill' },
        signals: weight ? [{ name: weight.name, detail: weight.detail }] : [],
        op: 'Condense the prose.',
        op_type: 'generative',
        reducible_range: { start_line: 1, end_line: Math.max(1, lines) },
        confidence: 0.8,
      } as never);
    }
    // Every other finding of the doc gets its answer too.
    const cited = proposals.filter((p) => p.path === c.path).flatMap((p) => p.signals);
    for (const f of c.signals) if (f.id && !cited.some((x) => x.name === f.name && (x.line === undefined || x.line === f.line))) no_edit.push({ finding: f.id, why: 'Scripted classifier: no edit.' });
  }
  return { proposals, no_edit };
}
