// What one `/hygiene check` costs in model tokens, measured in the real Claude Code client against
// the scripted Messages API (tests/e2e/support). A scripted orchestrator follows the check skill's
// own commands; a scripted classifier Reads every file of its batch, then answers one proposal per
// file. Every request the client sends is counted (cl100k_base, like the rest of the plugin):
// orchestrator and classifiers apart, plus the tool results that enter the orchestrator's context.
// It runs a first check, then a second after one classified doc changed (committed).
//
//   npx tsx bench/model-cost.ts --repo DIR [--json]     (works on a copy of DIR, never on DIR)
//   npm run bench model-cost                            (a generated repository, as ratios)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, appendFileSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { minimatch } from 'minimatch';
import { runClaude } from '../tests/e2e/support/run-claude.ts';
import { systemText, firstUserText, type MessagesRequest, type ContentBlock, type Reply, type ToolUse } from '../tests/e2e/support/mock-api.ts';
import { loadedSkill, bashBlocks, blockWith, textBlocks, fill, step, lastToolResult } from '../tests/e2e/support/skill-driver.ts';
import { loadTokenCounter, type CountTokens } from '../scripts/tokens/count-tokens.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLASSIFIER_MARK = 'You classify documentation files for doc-hygiene';

export interface RunCost {
  /** Tokens of every tool result in the orchestrator's last request (what its context carried). */
  orchestrator_tool_result_tokens: number;
  /** Input tokens of every orchestrator request, summed. */
  orchestrator_input_tokens: number;
  /** Input tokens of every classifier request, summed. */
  classifier_input_tokens: number;
  /** Of those, the classifiers' system prompts and tool definitions (the client's fixed part). */
  classifier_fixed_tokens: number;
  /** Input tokens of every request the client sent. */
  total_input_tokens: number;
  /** Of those, every request's system prompt and tool definitions: what the client sends whatever the plugin does. */
  fixed_tokens: number;
  /** Classifier subagents the orchestrator started. */
  dispatches: number;
  /** Every request the client sent (orchestrator and classifiers). */
  requests: number;
  /** Requests of the orchestrating conversation: what one check costs in round trips. */
  orchestrator_requests: number;
  classifier_requests: number;
  /** Files the classifiers Read. */
  files_read: number;
  exit: number | null;
  report_written: boolean;
}

export interface ModelCost {
  repo: string;
  doc_tokens: number;
  docs: number;
  first: RunCost;
  recheck: RunCost;
  /** A third check with nothing changed since the re-check. */
  unchanged: RunCost;
  /** The doc changed before the re-check. */
  changed: string | null;
}

function isClassifier(req: MessagesRequest): boolean {
  return systemText(req).includes(CLASSIFIER_MARK);
}

function blockText(b: ContentBlock): string {
  if (b.type === 'tool_use') return `${b.name ?? ''} ${JSON.stringify(b.input ?? {})}`;
  if (b.type === 'tool_result') {
    const c = b.content;
    return typeof c === 'string' ? c : Array.isArray(c) ? (c as { text?: string }[]).map((x) => x.text ?? '').join('\n') : '';
  }
  return b.text ?? '';
}

/** Tokens of a request's system prompt and tool definitions. */
function fixedTokens(req: MessagesRequest, count: CountTokens): number {
  return count(systemText(req)) + count(JSON.stringify(req.tools ?? []));
}

/** Input tokens of one request: system prompt, tool definitions and every message. */
function requestTokens(req: MessagesRequest, count: CountTokens): number {
  let n = fixedTokens(req, count);
  for (const m of req.messages) {
    if (typeof m.content === 'string') n += count(m.content);
    else for (const b of m.content) n += count(blockText(b));
  }
  return n;
}

function toolResultTokens(req: MessagesRequest, count: CountTokens): number {
  let n = 0;
  for (const m of req.messages) {
    if (typeof m.content === 'string') continue;
    for (const b of m.content) if (b.type === 'tool_result') n += count(blockText(b));
  }
  return n;
}

/** The docs the scanner reads (its globs minus excluded folders), with their tokens. */
function docTokens(root: string, scanPath: string, count: CountTokens): { docs: number; tokens: number } {
  const scan = JSON.parse(readFileSync(scanPath, 'utf8')) as { scope_globs: string[]; excluded_dirs: string[] };
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 }).split('\0').filter(Boolean);
  let docs = 0;
  let tokens = 0;
  for (const f of files) {
    if (!scan.scope_globs.some((g) => minimatch(f, g, { dot: true }))) continue;
    if (f.split('/').some((seg) => scan.excluded_dirs.includes(seg))) continue;
    let text: string;
    try {
      text = readFileSync(join(root, f), 'utf8');
    } catch {
      continue; // a blob the snapshot lacks
    }
    docs++;
    tokens += count(text);
  }
  return { docs, tokens };
}

// ---- the scripted model ----------------------------------------------------------------------

interface Candidate {
  path: string;
  signals: { name: string; detail?: string; line?: number; [k: string]: unknown }[];
}

/** One generative proposal per file, citing the file's first signal verbatim: a typical answer's size. */
function scriptedAnswer(root: string, files: Candidate[]): string {
  const proposals = [];
  for (const c of files) {
    const sig = c.signals.find((s) => typeof s.name === 'string' && typeof s.detail === 'string');
    if (!sig) continue;
    let lines = 1;
    try {
      lines = Math.max(1, readFileSync(join(root, c.path), 'utf8').split('\n').length - 1);
    } catch {
      continue;
    }
    const cited: Record<string, unknown> = { name: sig.name, detail: sig.detail };
    if (typeof sig.line === 'number') cited.line = sig.line;
    proposals.push({
      path: c.path,
      category: { class: 'bloat', subtype: 'distill' },
      signals: [cited],
      op: 'Condense the repeated prose into a short summary that points at the canonical copy.',
      op_type: 'generative',
      reducible_range: { start_line: 1, end_line: lines },
      confidence: 0.7,
      why: 'The scanner signal holds and the text says the same thing at length.',
    });
  }
  return JSON.stringify({ proposals });
}

/** The files a classifier was given: candidate lines in its prompt, or the batch file it was told to Read. */
function classifierFiles(req: MessagesRequest): Candidate[] {
  const prompt = firstUserText(req);
  const inline = prompt.split('\n').filter((l) => l.startsWith('{"path"')).map((l): Candidate => {
    try {
      return JSON.parse(l) as Candidate;
    } catch {
      // A line the Read tool cut short: the path still stands at its start.
      return { path: /^\{"path":"((?:[^"\\]|\\.)*)"/.exec(l)![1]!, signals: [] };
    }
  });
  if (inline.length) return inline;
  // A batch file: its content arrives as the result of the classifier's first Read.
  for (const m of req.messages) {
    if (typeof m.content === 'string') continue;
    for (const b of m.content) {
      if (b.type !== 'tool_result') continue;
      const text = blockText(b).replace(/^\s*\d+[→\t]/gm, '');
      const start = text.indexOf('{');
      if (start < 0) continue;
      try {
        const batch = JSON.parse(text.slice(start)) as { files?: Candidate[] };
        if (Array.isArray(batch.files)) return batch.files;
      } catch {
        /* not the batch file */
      }
    }
  }
  return [];
}

function hasToolResults(req: MessagesRequest): number {
  let n = 0;
  for (const m of req.messages) if (typeof m.content !== 'string') n += m.content.filter((b) => b.type === 'tool_result').length;
  return n;
}

/** The tool results answering the model's last turn, in call order. */
function resultsOfLastTurn(req: MessagesRequest): string[] {
  let i = req.messages.length;
  while (i > 0 && req.messages[i - 1]!.role !== 'assistant') i--;
  const out: string[] = [];
  for (const m of req.messages.slice(i)) if (typeof m.content !== 'string') for (const b of m.content) if (b.type === 'tool_result') out.push(blockText(b));
  return out;
}

interface Driver {
  script: (req: MessagesRequest) => Reply;
  agentCalls: number;
  filesRead: Set<string>;
  scratch: () => string;
}

/** A scripted orchestrator following the check skill text it was given, and a scripted classifier. */
function driver(root: string, count: CountTokens): Driver {
  let skill = '';
  let scratch = '';
  let generatedAt = '';
  let batches: string[] = [];
  let escalations: string[][] = [];
  const state = { agentCalls: 0 };
  const filesRead = new Set<string>();
  const bash = (command: string): Reply => ({ tool_uses: [{ name: 'Bash', input: { command, description: 'hygiene-check step', timeout: 600000 } }] });
  const batched = () => skill.includes('classify-batches.mjs');

  const classifier = (req: MessagesRequest): Reply => {
    const prompt = firstUserText(req);
    const batchFile = /\S+\/batch-\d+\.json/.exec(prompt)?.[0];
    const results = hasToolResults(req);
    if (batchFile && results === 0) return { tool_uses: [{ name: 'Read', input: { file_path: batchFile } }] };
    const files = classifierFiles(req);
    const readsDone = batchFile ? results > 1 : results > 0;
    if (!readsDone && files.length) {
      for (const f of files) filesRead.add(f.path);
      return { tool_uses: files.map((f) => ({ name: 'Read', input: { file_path: join(root, f.path) } })) };
    }
    return scriptedAnswer(root, files);
  };

  const agentResults = resultsOfLastTurn;
  const proposalsOf = (text: string): string => {
    const s = text.indexOf('{"proposals"');
    if (s < 0) return '{"proposals": []}';
    let depth = 0;
    for (let i = s; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(s, i + 1);
    }
    return '{"proposals": []}';
  };

  // The skill as it was before batch files: candidates printed into the conversation, batches of 8.
  // Output the client finds too large it saves to a file and shows a preview of: the model then
  // Reads that file (in parts of about 20k tokens when one Read would be refused).
  let phase = 'node';
  let candidateLines: string[] = [];
  const inlineSkill = (req: MessagesRequest): Reply => {
    const blocks = bashBlocks(skill);
    const prev = lastToolResult(req);
    const vars = () => ({ scratch, 'scope-flag': '', 'category-flag': '', 'proposals-flags': batches.map((_, i) => `--proposals ${scratch}/proposals-${i + 1}.json`).join(' '), generated_at: generatedAt });
    switch (phase) {
      case 'node':
        phase = 'scratch';
        return bash(blocks[0]!);
      case 'scratch':
        phase = 'scan';
        return bash(blocks[1]!);
      case 'scan':
        scratch = prev!.text.trim();
        phase = 'candidates';
        return bash(fill(blocks[2]!, vars()));
      case 'candidates': {
        const saved = /Full output saved to: (\S+)/.exec(prev!.text)?.[1];
        if (saved && prev!.text.includes('<persisted-output>')) {
          phase = 'read-saved';
          const lines = readFileSync(saved, 'utf8').split('\n');
          const per = Math.max(1, Math.floor(lines.length / Math.ceil(count(lines.join('\n')) / 20_000)));
          const reads: ToolUse[] = [];
          for (let off = 1; off <= lines.length; off += per) reads.push({ name: 'Read', input: { file_path: saved, offset: off, limit: per } });
          return { tool_uses: reads };
        }
        candidateLines = prev!.text.trim().split('\n').slice(1);
        return dispatch(req);
      }
      case 'read-saved': {
        const texts = resultsOfLastTurn(req);
        candidateLines = texts.join('\n').split('\n').map((l) => l.replace(/^\s*\d+[\u2192\t]/, '')).filter((l) => l.startsWith('{'));
        return dispatch(req);
      }
      case 'write': {
        phase = 'build';
        const answers = agentResults(req);
        return { tool_uses: batches.map((_, i) => ({ name: 'Write', input: { file_path: `${scratch}/proposals-${i + 1}.json`, content: proposalsOf(answers[i] ?? '') + '\n' } })) };
      }
      case 'build':
        phase = 'validate';
        return bash(fill(blocks[3]!, vars()));
      case 'validate':
        if (prev?.is_error) {
          if (process.env.DH_BENCH_DEBUG) process.stderr.write(`model-cost: stopped: ${prev.text.slice(0, 2000)}\n`);
          return `stopped: ${prev.text.slice(0, 200)}`;
        }
        phase = 'stamp';
        return bash(fill(blocks[4]!, vars()));
      case 'stamp':
        if (prev?.is_error) {
          if (process.env.DH_BENCH_DEBUG) process.stderr.write(`model-cost: stopped: ${prev.text.slice(0, 2000)}\n`);
          return `stopped: ${prev.text.slice(0, 200)}`;
        }
        generatedAt = prev!.text.trim().split('\n').pop()!.trim();
        phase = 'done';
        return bash(fill(blocks[5]!, vars()));
      default:
        return 'Report written.';
    }
  };
  const dispatch = (req: MessagesRequest): Reply => {
    const lines = candidateLines.filter((l) => l.startsWith('{'));
    batches = [];
    for (let i = 0; i < lines.length; i += 8) batches.push(lines.slice(i, i + 8).join('\n'));
    if (!batches.length) {
      phase = 'build';
      return inlineSkill(req);
    }
    phase = 'write';
    state.agentCalls += batches.length;
    return {
      tool_uses: batches.map((b, i) => ({
        name: 'Agent',
        input: {
          subagent_type: 'doc-hygiene:hygiene-classifier', description: `Classify docs batch ${i + 1}`, run_in_background: false,
          prompt: ['Classify these files for doc-hygiene. One JSON object per line: path and its scanner signals, verbatim.', b, 'Return only {"proposals": [...]}.'].join('\n'),
        },
      })),
    };
  };

  // The skill with batch files: a script prints counts and batch file names; classifiers Read them.
  const batchSkill = (req: MessagesRequest): Reply => {
    const blocks = bashBlocks(skill);
    const prev = lastToolResult(req);
    const vars = () => ({ scratch, 'scope-flag': '', 'category-flag': '', 'all-flag': '', generated_at: generatedAt });
    const stop = (): Reply | undefined => {
      if (!prev?.is_error) return undefined;
      if (process.env.DH_BENCH_DEBUG) process.stderr.write(`model-cost: stopped: ${prev.text.slice(0, 2000)}\n`);
      phase = 'done';
      return `stopped: ${prev.text.slice(0, 200)}`;
    };
    const build = (): Reply => {
      phase = 'stamp';
      return bash(fill(blockWith(blocks, 'report-builder.mjs'), vars())); // build && validate && print generated_at
    };
    switch (phase) {
      case 'node':
        phase = 'scratch';
        return bash(blocks[0]!);
      case 'scratch':
        phase = 'scan';
        return bash(blocks[1]!);
      case 'scan':
        scratch = prev!.text.trim();
        phase = 'plan';
        return bash(fill(blocks[2]!, vars()));
      case 'plan': {
        const halted = stop();
        if (halted) return halted;
        batches = prev!.text.split('\n').map((l) => l.trim()).filter((l) => /\/batch-\d+\.json$/.test(l));
        if (!batches.length) {
          phase = 'stamp';
          return bash(fill(blockWith(blocks, 'report-builder.mjs'), vars()));
        }
        phase = 'write';
        state.agentCalls += batches.length;
        return {
          tool_uses: batches.map((b): ToolUse => ({
            name: 'Agent',
            input: {
              subagent_type: 'doc-hygiene:hygiene-classifier', description: `Classify docs batch ${/batch-(\d+)/.exec(b)![1]}`, run_in_background: false,
              prompt: fill(textBlocks(skill)[0]!, { 'batch-file': b }), // the skill's own prompt
            },
          })),
        };
      }
      case 'write': {
        phase = 'escalate';
        const answers = agentResults(req);
        return { tool_uses: batches.map((b, i) => ({ name: 'Write', input: { file_path: b.replace(/batch-(\d+)\.json$/, 'proposals-$1.json'), content: proposalsOf(answers[i] ?? '') + '\n' } })) };
      }
      case 'escalate':
        phase = 'escalated';
        return bash(fill(blockWith(blocks, 'classify-batches.mjs" escalate'), vars()));
      case 'escalated': {
        // One Opus classifier per line the script printed (exit 1: on to the build, as the skill says).
        escalations = prev?.is_error ? [] : prev!.text.split('\n').filter((l) => l.includes('\t')).map((l) => l.trim().split('\t'));
        if (!escalations.length) return build();
        phase = 'escalated-write';
        state.agentCalls += escalations.length;
        return {
          tool_uses: escalations.map(([batchFile, path]): ToolUse => ({
            name: 'Agent',
            input: { subagent_type: 'doc-hygiene:hygiene-classifier', model: 'opus', description: `Escalate ${path}`, run_in_background: false, prompt: fill(textBlocks(skill)[1]!, { 'batch-file': batchFile!, path: path! }) },
          })),
        };
      }
      case 'escalated-write': {
        phase = 'build';
        const answers = agentResults(req);
        return { tool_uses: escalations.map(([, , answerFile], i) => ({ name: 'Write', input: { file_path: answerFile!, content: proposalsOf(answers[i] ?? '') + '\n' } })) };
      }
      case 'build':
        return build();
      case 'stamp': {
        const halted = stop();
        if (halted) return halted;
        generatedAt = prev!.text.trim().split('\n').pop()!.trim();
        phase = 'done';
        return bash(fill(blockWith(blocks, 'write-report'), vars())); // write-report && set-last-check && remember && header
      }
      default:
        return 'Report written.';
    }
  };

  const main = (req: MessagesRequest): Reply => {
    const n = step(req);
    if (n === 0) return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-check', args: '' } }] };
    if (n === 1) skill = loadedSkill(req, 'hygiene-check') ?? '';
    if (!skill) return 'the hygiene-check skill did not load';
    return batched() ? batchSkill(req) : inlineSkill(req);
  };

  return {
    script: (req) => (isClassifier(req) ? classifier(req) : main(req)),
    get agentCalls() {
      return state.agentCalls;
    },
    filesRead,
    scratch: () => scratch,
  };
}

async function oneCheck(root: string, count: CountTokens): Promise<{ cost: RunCost; filesRead: string[]; scratch: string }> {
  const d = driver(root, count);
  const before = existsSync(join(root, '.dochygiene', 'report.json')) ? readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8') : '';
  const run = await runClaude({ prompt: '/doc-hygiene:hygiene check', cwd: root, script: d.script, timeoutMs: 20 * 60_000, maxRequests: 400 });
  const main = run.messages.filter((m) => !isClassifier(m));
  const cls = run.messages.filter(isClassifier);
  const lastMain = main[main.length - 1];
  const after = existsSync(join(root, '.dochygiene', 'report.json')) ? readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8') : '';
  const sum = (xs: MessagesRequest[]) => xs.reduce((n, r) => n + requestTokens(r, count), 0);
  if (run.mockErrors.length) process.stderr.write(`model-cost: scripted API: ${run.mockErrors.join('; ')}\n`);
  return {
    cost: {
      orchestrator_tool_result_tokens: lastMain ? toolResultTokens(lastMain, count) : 0,
      orchestrator_input_tokens: sum(main),
      classifier_input_tokens: sum(cls),
      classifier_fixed_tokens: cls.reduce((k, r) => k + fixedTokens(r, count), 0),
      total_input_tokens: sum(run.messages),
      fixed_tokens: run.messages.reduce((k, r) => k + fixedTokens(r, count), 0),
      dispatches: d.agentCalls,
      requests: run.messages.length,
      orchestrator_requests: main.length,
      classifier_requests: cls.length,
      files_read: d.filesRead.size,
      exit: run.code,
      report_written: after !== '' && after !== before,
    },
    filesRead: [...d.filesRead].sort(),
    scratch: d.scratch(),
  };
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: root, encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com' },
  });
}

/** Measures a copy of `repo`: a first check, then a re-check after one classified doc changed. */
export async function measure(repo: string): Promise<ModelCost> {
  const count = await loadTokenCounter();
  const work = mkdtempSync(join(tmpdir(), 'dh-bench-model-cost-'));
  const root = join(work, 'repo');
  try {
    cpSync(repo, root, { recursive: true, verbatimSymlinks: true, filter: (src) => relative(repo, src).split('/')[0] !== '.dochygiene' });
    const scanPath = join(work, 'scan.json');
    writeFileSync(scanPath, execFileSync(process.execPath, [join(ROOT, 'dist', 'scanner.mjs')], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 }));
    const docs = docTokens(root, scanPath, count);
    const first = await oneCheck(root, count);
    const changed = first.filesRead.find((p) => p.endsWith('.md')) ?? null;
    if (changed) {
      appendFileSync(join(root, changed), '\nOne more line, added between the two checks.\n');
      try {
        git(root, 'add', '--', changed);
        git(root, 'commit', '-q', '--no-verify', '-m', 'bench: one doc changed');
      } catch {
        // A snapshot that lacks some blobs cannot write a tree: the change stays in the working tree.
        git(root, 'reset', '-q');
      }
    }
    const recheck = await oneCheck(root, count);
    const unchanged = await oneCheck(root, count);
    return { repo, doc_tokens: docs.tokens, docs: docs.docs, first: first.cost, recheck: recheck.cost, unchanged: unchanged.cost, changed };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const pct = (a: number, b: number) => (b > 0 ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
const n = (x: number) => x.toLocaleString('en-US');

export function table(rows: ModelCost[]): string {
  const out = [
    '| repo | docs | doc tokens | run | orchestrator tool results | orchestrator input | classifier input | classifier / doc tokens | total input | re-check / first | beyond fixed prompts | re-check / first, beyond fixed | dispatches | files read | orchestrator requests | classifier requests |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    for (const [label, c] of [['first', r.first], ['re-check', r.recheck], ['unchanged', r.unchanged]] as const) {
      out.push(`| ${label === 'first' ? r.repo : ''} | ${label === 'first' ? n(r.docs) : ''} | ${label === 'first' ? n(r.doc_tokens) : ''} | ${label}${c.report_written ? '' : ' (no report)'} | ${n(c.orchestrator_tool_result_tokens)} | ${n(c.orchestrator_input_tokens)} | ${n(c.classifier_input_tokens)} | ${pct(c.classifier_input_tokens, r.doc_tokens)} | ${n(c.total_input_tokens)} | ${label === 'first' ? '' : pct(c.total_input_tokens, r.first.total_input_tokens)} | ${n(c.total_input_tokens - c.fixed_tokens)} | ${label === 'first' ? '' : pct(c.total_input_tokens - c.fixed_tokens, r.first.total_input_tokens - r.first.fixed_tokens)} | ${c.dispatches} | ${c.files_read} | ${c.orchestrator_requests} | ${c.classifier_requests} |`);
    }
  }
  return out.join('\n');
}

/** A generated repository: agent memory, commands with duplicated blocks, plans with broken links. */
function syntheticRepo(dir: string): void {
  const write = (rel: string, text: string) => {
    execFileSync('mkdir', ['-p', dirname(join(dir, rel))]);
    writeFileSync(join(dir, rel), text);
  };
  const shared = Array.from({ length: 12 }, (_, i) => `- Step ${i + 1}: run the check, read its output, fix what it names.`).join('\n');
  write('CLAUDE.md', `# Project\n\nSee [setup](docs/setup-old.md) and [the guide](docs/guide.md).\n\n${shared}\n`);
  for (let i = 0; i < 16; i++) write(`.claude/commands/cmd-${i}.md`, `# Command ${i}\n\n${shared}\n\nThen see \`scripts/tool-${i}.sh\`.\n`);
  for (let i = 0; i < 24; i++) write(`docs/plans/plan-${String(i).padStart(2, '0')}.md`, `# Plan ${i}\n\n${'Plan prose that says what was done and why. '.repeat(30)}\n\nSee [old](../old-${i}.md).\n`);
  write('docs/guide.md', `# Guide\n\n${'Guide prose. '.repeat(50)}\n`);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
}

/** The `npm run bench` row: a generated repository of 42 docs. */
export async function run(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dh-bench-model-cost-src-'));
  try {
    syntheticRepo(dir);
    const r = await measure(dir);
    r.repo = 'generated (42 docs)';
    return table([r]) + '\n\nTargets: orchestrator tool results <= 5k tokens; classifier input <= 15% of doc tokens on a first check; re-check <= 2% of the first check.';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HELP = `Usage: npx tsx bench/model-cost.ts --repo DIR [--json]

Runs /doc-hygiene:hygiene check three times in the real client against the scripted Messages API,
on a copy of DIR (never DIR itself): a first check, a re-check after one classified doc changed,
and a check of the unchanged repository.
Prints a Markdown table of what the model was sent (cl100k_base tokens), or with --json:
  {"doc_tokens": N, "docs": N, "changed": PATH|null, "first": RUN, "recheck": RUN, "unchanged": RUN}
where each RUN has orchestrator_tool_result_tokens, orchestrator_input_tokens,
classifier_input_tokens, classifier_fixed_tokens, total_input_tokens, fixed_tokens, dispatches,
requests, orchestrator_requests (the round trips of one check), classifier_requests, files_read,
exit and report_written.

Exit codes: 0 measured, 2 usage error (no --repo, or DIR does not exist).
`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const i = argv.indexOf('--repo');
  const repo = i >= 0 ? argv[i + 1] : undefined;
  if (!repo || !existsSync(repo)) {
    process.stderr.write('model-cost: --repo DIR is required (an existing folder)\n');
    process.exit(2);
  }
  const r = await measure(repo);
  if (argv.includes('--json')) process.stdout.write(JSON.stringify({ doc_tokens: r.doc_tokens, docs: r.docs, changed: r.changed, first: r.first, recheck: r.recheck, unchanged: r.unchanged }, null, 2) + '\n');
  else process.stdout.write(table([r]) + '\n');
}
