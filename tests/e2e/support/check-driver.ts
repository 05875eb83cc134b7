// Drives `/doc-hygiene:hygiene check` in the real client with a scripted model that follows the
// hygiene-check skill: the commands it runs are the skill's own ```bash blocks as the client
// delivered them; the batch files it dispatches are the ones the planning script printed. The
// scripted classifier Reads its batch file, then every file of the batch, then answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runClaude, type RunResult } from './run-claude.ts';
import { systemText, firstUserText, type MessagesRequest, type Reply, type ContentBlock } from './mock-api.ts';
import { loadedSkill, bashBlocks, blockWith, fill, lastToolResult, firstJsonObject, textBlocks } from './skill-driver.ts';

export const CLASSIFIER_MARK = 'You classify documentation files for doc-hygiene';

export function isClassifier(req: MessagesRequest): boolean {
  return systemText(req).includes(CLASSIFIER_MARK);
}

export interface BatchCandidate {
  path: string;
  signals: { name: string; detail?: string; line?: number; raw?: string; renamed_to?: string; [k: string]: unknown }[];
}

export interface CheckRun {
  run: RunResult;
  skillBody: string;
  /** Every Bash command the scripted main session issued, in order. */
  commands: string[];
  agentCalls: Record<string, unknown>[];
  classifierRequests: MessagesRequest[];
  /** What `classify-batches escalate` printed: batch file, path and answer file per line. */
  escalations: string[][];
  /** Paths the classifiers Read (batch files excluded), project-relative. */
  filesRead: string[];
  /** Results of the Bash steps, in order. */
  results: { text: string; is_error: boolean }[];
  /** The planning script's first line (counts). */
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

/** The batch file's `files`, from the classifier's Read of it (line numbers stripped). */
function batchFromConversation(req: MessagesRequest): BatchCandidate[] | undefined {
  for (const text of toolResultTexts(req)) {
    const body = text.replace(/^\s*\d+[\u2192\t]/gm, '');
    if (!body.includes('"doc-hygiene-batch/1"')) continue;
    return (JSON.parse(body.slice(body.indexOf('{'))) as { files: BatchCandidate[] }).files;
  }
  return undefined;
}

export interface CheckOptions {
  args?: string;
  /**
   * The classifier's proposals for the files of its batch; for an escalated file (the skill's
   * escalation prompt), `files` is that file alone and `model` is the model the request came for.
   */
  answer: (root: string, files: BatchCandidate[], ctx: { model: string; escalated: boolean }) => unknown;
  timeoutMs?: number;
}

export async function runCheck(root: string, pluginDir: string, opts: CheckOptions): Promise<CheckRun> {
  const args = opts.args ?? '';
  const commands: string[] = [];
  const agentCalls: Record<string, unknown>[] = [];
  const results: { text: string; is_error: boolean }[] = [];
  const filesRead = new Set<string>();
  let skillBody = '';
  let scratch = '';
  let generatedAt = '';
  let planLine = '';
  let batches: string[] = [];
  let escalations: string[][] = [];
  let phase = 'skill';
  let awaitingBash = false;
  const bash = (command: string): Reply => {
    commands.push(command);
    awaitingBash = true;
    return { tool_uses: [{ name: 'Bash', input: { command, description: `hygiene-check step ${commands.length}` } }] };
  };
  const flag = (name: string) => new RegExp(`--${name}(?: (\\S+))?`).exec(args);
  const vars = () => ({
    scratch,
    'scope-flag': /--scope \S+/.exec(args)?.[0] ?? '',
    'category-flag': /--category \S+/.exec(args)?.[0] ?? '',
    'all-flag': flag('all') ? '--all' : '',
    generated_at: generatedAt,
  });

  const main = (req: MessagesRequest): Reply => {
    const prev = lastToolResult(req);
    if (awaitingBash && prev) {
      results.push(prev);
      awaitingBash = false;
    }
    const blocks = () => bashBlocks(skillBody);
    switch (phase) {
      case 'skill':
        phase = 'node';
        return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-check', args } }] };
      case 'node':
        skillBody = loadedSkill(req, 'hygiene-check') ?? '';
        if (!skillBody) return 'the hygiene-check skill did not load';
        phase = 'scratch';
        return bash(blocks()[0]!);
      case 'scratch':
        phase = 'scan';
        return bash(blocks()[1]!);
      case 'scan':
        scratch = prev!.text.trim();
        phase = 'plan';
        return bash(fill(blocks()[2]!, vars()));
      case 'plan': {
        if (prev!.is_error) return `scan failed: ${prev!.text}`;
        const lines = prev!.text.trim().split('\n');
        planLine = lines[0] ?? '';
        batches = lines.slice(1).map((l) => l.trim()).filter((l) => /\/batch-\d+\.json$/.test(l));
        if (!batches.length) {
          phase = 'stamp';
          return bash(fill(blockWith(blocks(), 'report-builder.mjs'), vars()));
        }
        phase = 'agents';
        const calls = batches.map((b) => {
          const input = { subagent_type: 'doc-hygiene:hygiene-classifier', description: `Classify docs batch ${/batch-(\d+)/.exec(b)![1]}`, run_in_background: false, prompt: fill(textBlocks(skillBody)[0]!, { 'batch-file': b }) }; // the skill's own prompt
          agentCalls.push(input);
          return { name: 'Agent', input };
        });
        return { tool_uses: calls };
      }
      case 'agents': {
        phase = 'write';
        // Every Agent result of the last turn, in call order.
        let i = req.messages.length;
        while (i > 0 && req.messages[i - 1]!.role !== 'assistant') i--;
        const answers = toolResultTexts({ ...req, messages: req.messages.slice(i) });
        return {
          tool_uses: batches.map((b, k) => ({ name: 'Write', input: { file_path: b.replace(/batch-(\d+)\.json$/, 'proposals-$1.json'), content: JSON.stringify(firstJsonObject(answers[k] ?? '{"proposals": []}'), null, 2) + '\n' } })),
        };
      }
      case 'write':
        phase = 'escalate';
        return bash(fill(blockWith(blocks(), 'classify-batches.mjs" escalate'), vars()));
      case 'escalate': {
        // Exit 1 (a malformed answer): the skill goes on to the build, which names the proposals.
        escalations = prev!.is_error ? [] : prev!.text.split('\n').filter((l) => l.includes('\t')).map((l) => l.trim().split('\t'));
        if (!escalations.length) {
          phase = 'stamp';
          return bash(fill(blockWith(blocks(), 'report-builder.mjs'), vars()));
        }
        phase = 'escalated';
        const calls = escalations.map(([batchFile, path]) => {
          const input = { subagent_type: 'doc-hygiene:hygiene-classifier', model: 'opus', description: `Escalate ${path}`, run_in_background: false, prompt: fill(textBlocks(skillBody)[1]!, { 'batch-file': batchFile!, path: path! }) };
          agentCalls.push(input);
          return { name: 'Agent', input };
        });
        return { tool_uses: calls };
      }
      case 'escalated': {
        phase = 'escalated-written';
        let i = req.messages.length;
        while (i > 0 && req.messages[i - 1]!.role !== 'assistant') i--;
        const answers = toolResultTexts({ ...req, messages: req.messages.slice(i) });
        return { tool_uses: escalations.map(([, , answerFile], k) => ({ name: 'Write', input: { file_path: answerFile!, content: JSON.stringify(firstJsonObject(answers[k] ?? '{"proposals": []}'), null, 2) + '\n' } })) };
      }
      case 'escalated-written':
        phase = 'stamp';
        return bash(fill(blockWith(blocks(), 'report-builder.mjs'), vars())); // build && validate && print generated_at
      case 'stamp':
        if (prev!.is_error) return 'report-builder or validate-report refused; stopping without writing a report.';
        generatedAt = prev!.text.trim().split('\n').pop()!.trim();
        phase = 'tell';
        return bash(fill(blockWith(blocks(), 'write-report'), vars())); // write-report && set-last-check && remember && header
      case 'tell':
        phase = 'done';
        if (prev!.is_error) return 'writing the report failed; stopping.';
        return 'Report written to .dochygiene/report.md and .dochygiene/report.json.';
      default:
        return 'Report written to .dochygiene/report.md and .dochygiene/report.json.';
    }
  };

  const classifierRequests: MessagesRequest[] = [];
  const classifier = (req: MessagesRequest): Reply => {
    classifierRequests.push(req);
    const batchFile = /\S+\/batch-\d+\.json/.exec(firstUserText(req))?.[0];
    const files = batchFromConversation(req);
    if (!files) return { tool_uses: [{ name: 'Read', input: { file_path: batchFile ?? join(root, 'missing-batch-file') } }] };
    if (toolResultTexts(req).length === 1) {
      for (const f of files) filesRead.add(f.path);
      return { tool_uses: files.map((f) => ({ name: 'Read', input: { file_path: join(root, f.path) } })) };
    }
    const only = /Only the file (.+?)\. Return only/.exec(firstUserText(req))?.[1];
    return JSON.stringify(opts.answer(root, only ? files.filter((f) => f.path === only) : files, { model: req.model, escalated: only !== undefined }));
  };

  const run = await runClaude({
    prompt: `/doc-hygiene:hygiene check${args ? ' ' + args : ''}`,
    cwd: root,
    pluginDir,
    timeoutMs: opts.timeoutMs ?? 240_000,
    maxRequests: 80,
    script: (req) => (isClassifier(req) ? classifier(req) : main(req)),
  });
  return { run, skillBody, commands, agentCalls, classifierRequests, escalations, filesRead: [...filesRead].sort(), results, planLine };
}

/**
 * A replace-text per broken link git history shows moved (the evidence an unattended edit needs), a
 * generative rewrite of the line for a broken link without it, else a generative distill of the file.
 */
export function linkOrDistill(root: string, files: BatchCandidate[], opts: { invalid?: boolean } = {}): unknown {
  const proposals: unknown[] = [];
  for (const c of files) {
    const flat = c.signals.flatMap((s) => (Array.isArray(s.examples) ? (s.examples as BatchCandidate['signals']) : [s]));
    const broken = flat.find((s) => s.name === 'broken_reference' && typeof s.line === 'number' && typeof s.raw === 'string');
    if (broken && broken.renamed_to === undefined && !opts.invalid) {
      proposals.push({
        path: c.path,
        category: { class: 'stale', subtype: 'contradicted' },
        signals: [{ name: broken.name, detail: broken.detail, line: broken.line }],
        op: 'Point the link at the file that replaced its target (judged: no history shows a move).',
        op_type: 'generative',
        reducible_range: { start_line: broken.line as number, end_line: broken.line as number },
        confidence: 0.7,
      });
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
      });
    } else {
      const lines = readFileSync(join(root, c.path), 'utf8').split('\n').length - 1;
      const s = flat[0]!;
      proposals.push({
        path: c.path,
        category: { class: 'bloat', subtype: 'distill' },
        signals: [{ name: s.name, detail: s.detail, ...(typeof s.line === 'number' ? { line: s.line } : {}) }],
        op: 'Condense the prose.',
        op_type: 'generative',
        reducible_range: { start_line: 1, end_line: Math.max(1, lines) },
        confidence: 0.8,
      });
    }
  }
  return { proposals };
}
