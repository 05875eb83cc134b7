// What one `/hygiene check` costs in model tokens, measured in the real Claude Code client against
// the scripted Messages API (tests/e2e/support). A scripted orchestrator follows the check skill's
// own commands and prompts (tests/e2e/support/check-driver.ts); a scripted classifier Reads its batch
// file (the findings with their evidence windows), then answers one proposal per doc and a no-edit
// answer for each other finding, reading no more (the agent reads more only when the windows do not
// let it decide). Every request the client sends is counted (cl100k_base, like the rest of the plugin):
// orchestrator and classifiers apart, plus the tool results that enter the orchestrator's context.
// It runs a first check, a second after one classified doc changed (committed), and a third with
// nothing changed; each prints its orchestrator requests.
//
//   npx tsx bench/model-cost.ts --repo DIR [--json]     (works on a copy of DIR, never on DIR)
//   npm run bench model-cost                            (a generated repository, as ratios)
import { gitTextSync } from '../scripts/git/exec.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, appendFileSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { minimatch } from 'minimatch';
import { systemText, type MessagesRequest, type ContentBlock } from '../tests/e2e/support/mock-api.ts';
import { runCheck, isClassifier, type BatchCandidate } from '../tests/e2e/support/check-driver.ts';
import { categoriesFor } from '../scripts/contract/classifier-contract.ts';
import { loadTokenCounter, type CountTokens } from '../scripts/tokens/count-tokens.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Files the classifiers were given (in the batch files they Read). */
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
  const files = gitTextSync(root, ['ls-files', '-co', '--exclude-standard', '-z'], { maxBuffer: 1 << 28 }).split('\0').filter(Boolean);
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

/**
 * A typical answer's size: per doc, one generative proposal citing its first finding (filed under a
 * category that finding allows), and a no-edit answer with a one-line reason for every other finding.
 */
function scriptedAnswer(root: string, files: BatchCandidate[]): unknown {
  const proposals: unknown[] = [];
  const no_edit: unknown[] = [];
  for (const c of files) {
    const [first, ...rest] = c.signals;
    if (!first) continue;
    let lines = 1;
    try {
      lines = Math.max(1, readFileSync(join(root, c.path), 'utf8').split('\n').length - 1);
    } catch {
      continue;
    }
    const category = categoriesFor([first.name])?.[0] ?? { class: 'stale', subtype: 'contradicted' };
    const line = typeof first.line === 'number' ? first.line : undefined;
    proposals.push({
      path: c.path,
      category,
      signals: [{ name: first.name, detail: first.detail, ...(line !== undefined ? { line } : {}) }],
      op: 'Rewrite the passage: say what is true now, drop what the finding shows is no longer so.',
      op_type: 'generative',
      reducible_range: line !== undefined ? { start_line: line, end_line: line } : { start_line: 1, end_line: lines },
      confidence: 0.7,
      why: 'The finding holds and the passage says more than the code supports.',
    });
    for (const f of rest) no_edit.push({ finding: f.id, why: 'Right as written: the text names it on purpose.' });
  }
  return { proposals, no_edit };
}

async function oneCheck(root: string, count: CountTokens): Promise<{ cost: RunCost; filesRead: string[]; scratch: string }> {
  const before = existsSync(join(root, '.dochygiene', 'report.json')) ? readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8') : '';
  // The scripted orchestrator follows the skill's own commands and prompts (tests/e2e/support/check-driver.ts).
  const c = await runCheck(root, ROOT, { answer: (r, files) => scriptedAnswer(r, files), timeoutMs: 20 * 60_000 });
  const run = c.run;
  const main = run.messages.filter((m) => !isClassifier(m));
  const cls = run.messages.filter(isClassifier);
  const lastMain = main[main.length - 1];
  const after = existsSync(join(root, '.dochygiene', 'report.json')) ? readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8') : '';
  const sum = (xs: MessagesRequest[]) => xs.reduce((n, r) => n + requestTokens(r, count), 0);
  if (run.mockErrors.length) process.stderr.write(`model-cost: scripted API: ${run.mockErrors.join('; ')}\n`);
  if (process.env.DH_BENCH_DEBUG) process.stderr.write(`model-cost: ${c.planLine}\n${c.results.map((x) => x.text.slice(0, 400)).join('\n---\n')}\n`);
  return {
    cost: {
      orchestrator_tool_result_tokens: lastMain ? toolResultTokens(lastMain, count) : 0,
      orchestrator_input_tokens: sum(main),
      classifier_input_tokens: sum(cls),
      classifier_fixed_tokens: cls.reduce((k, r) => k + fixedTokens(r, count), 0),
      total_input_tokens: sum(run.messages),
      fixed_tokens: run.messages.reduce((k, r) => k + fixedTokens(r, count), 0),
      dispatches: c.agentCalls.length,
      requests: run.messages.length,
      orchestrator_requests: main.length,
      classifier_requests: cls.length,
      files_read: c.filesRead.length,
      exit: run.code,
      report_written: after !== '' && after !== before,
    },
    filesRead: c.filesRead,
    scratch: /^scratch (\S+)$/m.exec(c.results[0]?.text ?? '')?.[1] ?? '',
  };
}

function git(root: string, ...args: string[]): string {
  return gitTextSync(root, args, {
    env: { GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com' },
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
