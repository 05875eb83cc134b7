// `npm run eval -- --set tune|fresh` as a process on small clones standing in for corpora (a corpora
// list of their own, --corpora-file): one half measured, the half sample drawn at measurement time
// (seeded by the date and the build), filled samples read back as judgments, the volume-weighted
// precision, a labelled folder per set run, eval:md's halves, claims recall per half, and the
// corpora list's vocabulary.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DIST, REPO_ROOT, git, tempDir, writeTree } from '../support/run.ts';
import { loadCorpora } from '../../eval/lib/corpus.ts';
import { CORPUS_KINDS } from '../../eval/lib/vocabulary.ts';

const DATE = '2026-12-01';

/** A clone with `links` broken links, one link to a moved file (an auto entry), backticked paths history never had (hints) and `docs` more docs. */
function clone(dir: string, name: string, links: number, docs: number): string {
  const root = join(dir, name);
  mkdirSync(root);
  git(root, ['init', '-q', '-b', 'main']);
  const lines = Array.from({ length: links }, (_, i) => `- see [part ${i + 1}](gone-${i + 1}.md)`);
  const files: Record<string, string> = {
    'README.md': `# ${name}\n\n${lines.join('\n')}\n- the [guide](docs/a.md)\n\nRun \`src/nope-1.ts\` or \`src/nope-2.ts\`.\n`,
    'docs/a.md': '# Guide\n',
    'src/real.ts': 'export {};\n',
  };
  for (let i = 1; i <= docs; i++) files[`docs/d${i}.md`] = `# Doc ${i}\n`;
  writeTree(root, files);
  git(root, ['add', '-A']);
  git(root, ['commit', '-qm', 'initial']);
  git(root, ['mv', 'docs/a.md', 'docs/b.md']);
  git(root, ['commit', '-qm', 'move the guide']);
  return git(root, ['rev-parse', 'HEAD']).trim();
}

/** Two fresh clones (t/fa: 31 links, 12 docs; t/fb: 7 links, 7 docs) and a tune one (t/ta: 5 links), with their corpora list. */
function corpora(): { dir: string; file: string } {
  const dir = tempDir('dh-eval-halves-');
  const entries = [
    { name: 'fa', repo: 't/fa', commit: clone(dir, 'fa', 30, 10), kind: 'monorepo', set: 'fresh' },
    { name: 'fb', repo: 't/fb', commit: clone(dir, 'fb', 6, 5), kind: 'agent-rules', set: 'fresh' },
    { name: 'ta', repo: 't/ta', commit: clone(dir, 'ta', 4, 2), kind: 'library-go', set: 'tune' },
  ];
  const file = join(dir, 'corpora.json');
  writeFileSync(file, JSON.stringify({ corpora: entries }));
  return { dir, file };
}

function evalRun(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'run.ts'), ...args], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function mdRun(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'to-markdown.ts'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const jsonl = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Every line of a sample folder's kind, by file. */
function drawn(folder: string, kind: string): Record<string, Array<Record<string, unknown>>> {
  const d = join(folder, kind);
  if (!existsSync(d)) return {};
  return Object.fromEntries(readdirSync(d).sort().map((n) => [n, jsonl(join(d, n))]));
}

interface RunJson {
  build_id: string;
  set: string;
  corpora: Array<{ repo: string; set: string; kind: string; hints: { findings: number }; strata: Record<string, { findings: number; judged: number; tp: number; fp: number }>; auto: { judged: number; accept: number }; roles: { judged: number } }>;
  halves: Record<string, { volume_weighted: { candidates: { precision: number; unjudged: number; largest_false: Array<{ repo: string; stratum: string }> }; hints: { unjudged: number } } }>;
  judgment_errors: string[];
  half_sample: { label: string; out: string; seed: string } | null;
  notes: string[];
}

/** A judgments folder with the first link of t/fa judged TP. */
function judgments(): string {
  const dir = tempDir('dh-eval-judgments-');
  const first = { repo: 't/fa', path: 'README.md', line: 3, signal: 'broken_reference', source: 'link', target: 'gone-1.md' };
  writeTree(dir, { 'findings/t.jsonl': JSON.stringify({ ...first, verdict: 'TP', fp_class: null, evidence: 'gone-1.md was never added' }) + '\n' });
  return dir;
}

const fresh = (c: { dir: string; file: string }, j: string, out: string, extra: string[] = []) =>
  evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'fresh', '--no-recall', '--date', DATE, '--judgments', j, '--sample-out', out, '--half-roles', '8', '--json', ...extra]);

describe('npm run eval -- --set', () => {
  // The clones are only read by the runs (each run removes the .dochygiene/ it made), so they are
  // built once. The first fresh run with the judgments above is the same run in the first three
  // tests: made once, and each test that writes into its sample folder works on a copy.
  let c: { dir: string; file: string };
  let first: { out: string; code: number | null; stdout: string; stderr: string };
  before(() => {
    c = corpora();
    const out = tempDir('dh-eval-out-');
    first = { out, ...fresh(c, judgments(), out) };
  });
  /** A sample folder holding what the first fresh run wrote, to write into. */
  const copyOfFirst = () => {
    const out = tempDir('dh-eval-out-');
    cpSync(first.out, out, { recursive: true });
    return out;
  };

  it('--set fresh measures only the fresh half and draws, at measurement time, never-judged candidate-making findings (a floor per repository, then 25 more per signal by volume), every auto entry and docs for roles in equal shares', () => {
    const { out, ...r } = first;
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(r.stdout) as RunJson;
    assert.deepEqual(run.corpora.map((x) => [x.repo, x.set, x.kind]), [['t/fa', 'fresh', 'monorepo'], ['t/fb', 'fresh', 'agent-rules']]);
    assert.deepEqual(Object.keys(run.halves), ['fresh']);
    assert.ok(run.corpora[0]!.hints.findings > 0, 'the clone has hints for the draw to leave out');
    const label = `fresh-${DATE}-${run.build_id.slice(0, 8)}`;
    assert.equal(run.half_sample?.label, label);
    assert.equal(run.half_sample?.seed, `fresh:${DATE}:${run.build_id}`);
    const folder = join(out, label);
    const findings = drawn(folder, 'findings');
    const all = Object.values(findings).flat();
    assert.equal(all.length, 29);
    assert.ok(all.every((f) => f.stratum === 'broken_reference:link' && f.hint === undefined && f.drawn === label));
    // 30 never-judged links of t/fa, 7 of t/fb: 2 each, then 25 more in proportion to the 28 and 5 left (21 and 4).
    assert.deepEqual(Object.fromEntries(Object.entries(findings).map(([k, v]) => [k, v.length])), { 't+fa.jsonl': 23, 't+fb.jsonl': 6 });
    assert.ok(!all.some((f) => f.repo === 't/fa' && f.target === 'gone-1.md'), 'a judged finding is never drawn');
    assert.deepEqual(Object.values(drawn(folder, 'auto')).map((v) => v.length), [1, 1]);
    assert.deepEqual(Object.values(drawn(folder, 'roles')).map((v) => v.length), [4, 4]);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { findings: { by_stratum: Record<string, { pool: number; drawn: number }> }; excluded_judged: { findings: number } };
    assert.deepEqual([manifest.findings.by_stratum['broken_reference:link']!.pool, manifest.findings.by_stratum['broken_reference:link']!.drawn, manifest.excluded_judged.findings], [37, 29, 1]);
  });

  it('the same date and build draw the same sample, another date another; a label drawn once is not drawn again, so a judge filling its files loses nothing', () => {
    const j = judgments();
    const [a, b, other] = [copyOfFirst(), tempDir('dh-eval-out-'), tempDir('dh-eval-out-')];
    const label = (JSON.parse(first.stdout) as RunJson).half_sample!.label;
    fresh(c, j, b);
    assert.deepEqual(drawn(join(b, label), 'findings'), drawn(join(a, label), 'findings'));
    const next = JSON.parse(fresh(c, j, other, ['--date', '2026-12-02']).stdout) as RunJson;
    assert.notEqual(next.half_sample!.label, label);
    assert.notDeepEqual(drawn(join(other, next.half_sample!.label), 'findings')['t+fa.jsonl'], drawn(join(a, label), 'findings')['t+fa.jsonl']);
    const file = join(a, label, 'findings', 't+fb.jsonl');
    const filled = readFileSync(file, 'utf8').replaceAll('"verdict":""', '"verdict":"TP"');
    writeFileSync(file, filled);
    const again = JSON.parse(fresh(c, j, a).stdout) as RunJson;
    assert.equal(again.half_sample, null);
    assert.ok(again.notes.some((n) => n.includes('drawn before')), again.notes.join('; '));
    assert.equal(readFileSync(file, 'utf8'), filled);
  });

  it('a filled sample file is a judgment file as it stands: the next run counts its verdicts, and the volume-weighted precision weighs each repository by its findings', () => {
    const out = first.out;
    const label = (JSON.parse(first.stdout) as RunJson).half_sample!.label;
    const filled = tempDir('dh-eval-filled-');
    for (const kind of ['findings', 'auto', 'roles']) {
      for (const [name, items] of Object.entries(drawn(join(out, label), kind))) {
        const done = items.map((x) => {
          if (kind === 'roles') return { ...x, role: 'living', evidence: 'a page of the docs' };
          if (kind === 'auto') return { ...x, verdict: 'ACCEPT', reason: 'the guide moved', evidence: 'git log --follow docs/b.md' };
          return x.repo === 't/fa' ? { ...x, verdict: 'TP', evidence: 'never added' } : { ...x, verdict: 'FP', fp_class: 'exists', evidence: 'served elsewhere' };
        });
        writeTree(filled, { [`${kind}/${name.replace('.jsonl', `.${label}.jsonl`)}`]: done.map((x) => JSON.stringify(x)).join('\n') + '\n' });
      }
    }
    const r = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'fresh', '--no-recall', '--no-sample', '--judgments', filled, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(r.stdout) as RunJson;
    assert.deepEqual(run.judgment_errors, []);
    const [fa, fb] = run.corpora;
    const link = (x: typeof fa) => x!.strata['broken_reference:link']!;
    assert.deepEqual([link(fa).findings, link(fa).judged, link(fa).tp], [31, 23, 23]);
    assert.deepEqual([link(fb).findings, link(fb).judged, link(fb).fp], [7, 6, 6]);
    assert.deepEqual([fa!.auto.judged + fb!.auto.judged, fa!.auto.accept + fb!.auto.accept], [2, 2]);
    assert.equal(fa!.roles.judged + fb!.roles.judged, 8);
    // Pooled over the half, Wilson-centred; each cell shrunk toward it with 4 judgments' weight.
    const z2 = 1.959964 ** 2;
    const P = (23 + z2 / 2) / (29 + z2);
    const pa = (23 + 4 * P) / (23 + 4);
    const pb = (0 + 4 * P) / (6 + 4);
    const vw = run.halves.fresh!.volume_weighted;
    assert.ok(Math.abs(vw.candidates.precision - (31 * pa + 7 * pb) / 38) < 1e-9, String(vw.candidates.precision));
    assert.deepEqual([vw.candidates.largest_false[0]!.repo, vw.candidates.largest_false[0]!.stratum], ['t/fb', 'broken_reference:link']);
    assert.equal(vw.hints.unjudged, fa!.hints.findings + fb!.hints.findings, 'hints nobody judged are counted apart, not guessed');
  });

  it('--set tune with --sample writes the per-repository sample into a folder of its own, drawn once, and eval:md gives the tune and fresh halves apart with before and after', () => {
    const out = tempDir('dh-eval-out-');
    const tuneJson = join(out, 'tune.json');
    const freshJson = join(out, 'fresh.json');
    const t = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'tune', '--no-recall', '--date', DATE, '--judgments', judgments(), '--sample-out', out, '--sample', '3', '--json-out', tuneJson]);
    assert.equal(t.code, 0, t.stderr);
    const tune = JSON.parse(readFileSync(tuneJson, 'utf8')) as RunJson;
    assert.deepEqual(tune.corpora.map((x) => x.repo), ['t/ta']);
    const folder = join(out, `tune-${DATE}-${tune.build_id.slice(0, 8)}`);
    const ta = drawn(folder, 'findings')['t+ta.jsonl']!;
    assert.deepEqual([ta.filter((f) => f.stratum === 'broken_reference:link').length, ta.filter((f) => f.stratum === 'broken_reference:code_path').length], [3, 2]);
    assert.ok(!existsSync(join(out, 'findings')), 'nothing written over to-judge/<kind>/');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { kind: string; seed: string; counts: Record<string, { findings: number }> };
    assert.deepEqual([manifest.kind, manifest.seed, manifest.counts['t/ta']!.findings], ['per-repository', `tune:${DATE}:${tune.build_id}`, 5]);
    writeFileSync(join(folder, 'findings', 't+ta.jsonl'), 'a judge at work\n');
    const again = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'tune', '--no-recall', '--date', DATE, '--judgments', judgments(), '--sample-out', out, '--sample', '3', '--json']);
    assert.match((JSON.parse(again.stdout) as RunJson).notes.join('; '), /drawn before/);
    assert.equal(readFileSync(join(folder, 'findings', 't+ta.jsonl'), 'utf8'), 'a judge at work\n', 'a labelled sample is drawn once');
    // The fresh half's run for eval:md: the first fresh run's JSON (--json prints what --json-out writes).
    assert.equal(first.code, 0, first.stderr);
    writeFileSync(freshJson, first.stdout);
    const md = mdRun([tuneJson, freshJson, '--compare', tuneJson, '--compare', freshJson, '--corpora-file', c.file]);
    assert.equal(md.code, 0, md.stderr);
    assert.match(md.stdout, /^## Tune half \(1 repository; before: 1 repository\)$/m);
    assert.match(md.stdout, /^## Fresh half \(2 repositories; before: 2 repositories\)$/m);
    assert.match(md.stdout, /^## Both halves \(3 repositories/m);
    assert.match(md.stdout, /\| signal \| found \| judged \| TP \| FP \| \? \| precision \(95% CI\) \| before \|/);
    assert.match(md.stdout, /^- Volume-weighted precision, candidate-making findings: .*\(before: /m);
    assert.match(md.stdout, /^\| t\/fb \| fresh \| agent-rules \|/m);
    const tuneAt = md.stdout.indexOf('## Tune half');
    const freshAt = md.stdout.indexOf('## Fresh half');
    assert.ok(md.stdout.slice(tuneAt, freshAt).includes('| t/ta |') && !md.stdout.slice(tuneAt, freshAt).includes('| t/fa |'), 'the tune section lists only tune repositories');
  });

  it('eval:md refuses RUN files of two builds that measure the same repository (a before file passed without --compare)', () => {
    const dir = tempDir('dh-eval-md-');
    const run = (id: string, repos: string[]) => JSON.stringify({ build: `main-${id}`, build_id: id, dist: 'd', corpora: repos.map((repo) => ({ repo })), agreement: {} });
    writeTree(dir, { 'after.json': run('b'.repeat(8), ['t/fa', 't/fb']), 'before.json': run('a'.repeat(8), ['t/fa']) });
    const r = mdRun([join(dir, 'after.json'), join(dir, 'before.json'), '--corpora-file', c.file]);
    assert.equal(r.code, 2, r.stdout);
    assert.match(r.stderr, /t\/fa is measured by two builds .*--compare/);
  });

  it("claims recall prints in each half and overall and is in the JSON, each case counted in its repository's half (--claims-from, kept to the run's repositories); --no-recall skips it; another scanner's run is refused before measuring", () => {
    const sha = createHash('sha256').update(readFileSync(join(DIST, 'scanner.mjs'))).digest('hex');
    const result = (repo: string, claim: string, found: boolean) => ({ repo, fix_commit: 'f'.repeat(40), path: 'CLAUDE.md', line: 3, claim_kind: 'path', sub: 'code', claim, distinct_key: `path:${claim}`, doc_kind: 'claude', installer_copy: false, outcome: found ? 'found' : 'no-finding' });
    const results = [result('t/ta', 'a.md', true), result('t/ta', 'b.md', false), result('t/fa', 'c.md', true), result('x/other', 'd.md', false)];
    const repo = (n: number) => ({ mined: true, ground_truth: n, replayed: n, corpus_head: null });
    const prior = { dist: 'elsewhere', scanner_sha256: sha, cap: 40, seed: 's', tolerance: 1, repos: { 't/ta': repo(2), 't/fa': repo(1), 't/fb': repo(0), 'x/other': repo(1) }, summary: { cases: 4 }, results };
    const from = join(c.dir, 'claims.json');
    writeFileSync(from, JSON.stringify(prior));
    const jsonOut = join(c.dir, 'run.json');
    const r = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--judgments', judgments(), '--claims-from', from, '--json-out', jsonOut]);
    assert.equal(r.code, 0, r.stderr);
    const block = (title: string) => r.stdout.slice(r.stdout.indexOf(`== ${title}`)).split('\n\n')[0]!;
    assert.match(block('tune half'), /^claims recall: 1\/2 50% .*\(path 1\/2\); distinct claims 1\/2/m);
    assert.match(block('fresh half'), /^claims recall: 1\/1 100% .*\(path 1\/1\)/m);
    assert.match(block('overall'), /^claims recall: 2\/3 67% .*\(path 2\/3\); distinct claims 2\/3/m);
    const run = JSON.parse(readFileSync(jsonOut, 'utf8')) as { halves: Record<string, { claims_recall: { summary: { cases: number; found: number } } }>; overall: { claims_recall: { repos: Record<string, unknown>; summary: { cases: number } } }; claims_recall: { results: Array<{ repo: string }> } };
    assert.deepEqual([run.halves['tune']!.claims_recall.summary.cases, run.halves['fresh']!.claims_recall.summary.cases, run.overall.claims_recall.summary.cases], [2, 1, 3]);
    assert.deepEqual(Object.keys(run.overall.claims_recall.repos).sort(), ['t/fa', 't/fb', 't/ta']);
    assert.deepEqual(run.claims_recall.results.map((x) => x.repo), ['t/ta', 't/ta', 't/fa']);
    const again = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--judgments', judgments(), '--claims-from', jsonOut, '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal((JSON.parse(again.stdout) as typeof run).overall.claims_recall.summary.cases, 3, 'a run of this command is reused as --claims-from');
    const skipped = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--judgments', judgments(), '--claims-from', from, '--no-recall']);
    assert.equal(skipped.code, 0, skipped.stderr);
    assert.equal(skipped.stdout.match(/^claims recall: not measured \(--no-recall\)$/gm)?.length, 3);
    assert.equal(skipped.stdout.match(/^link recall: not measured \(--no-recall\)$/gm)?.length, 6);
    writeFileSync(from, JSON.stringify({ ...prior, scanner_sha256: '0'.repeat(64) }));
    const other = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--judgments', judgments(), '--claims-from', from]);
    assert.equal(other.code, 2);
    assert.match(other.stderr, /measured another scanner/);
    assert.ok(!/eval: t\/fa\.\.\./.test(other.stderr), 'refused before any corpus is measured');
  });

  it('the corpora list is checked: a kind outside the vocabulary or a missing set exits 1 naming the entry; --set outside tune|fresh exits 2', () => {
    const list = JSON.parse(readFileSync(c.file, 'utf8')) as { corpora: Array<Record<string, unknown>> };
    const bad = join(c.dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ corpora: [{ ...list.corpora[0], kind: 'wiki' }, { ...list.corpora[1], set: undefined }, list.corpora[2]] }));
    const r = evalRun(['--corpora', c.dir, '--corpora-file', bad, '--no-recall']);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /entry 1 \(fa\): kind must be one of docfx-site\|/);
    assert.match(r.stderr, /entry 2 \(fb\): set must be tune or fresh/);
    assert.equal(evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'held-out']).code, 2);
  });

  it('--timeout stops a scanner that hangs and reports the corpus as failed (exit 1)', () => {
    const fake = tempDir('dh-eval-fake-');
    writeTree(fake, { 'dist/scanner.mjs': 'setTimeout(() => {}, 120000);\n', 'dist/check.mjs': 'setTimeout(() => {}, 120000);\n' });
    const r = evalRun(['--corpora', c.dir, '--corpora-file', c.file, '--set', 'tune', '--no-recall', '--dist', join(fake, 'dist'), '--timeout', '1', '--json']);
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(r.stdout) as { corpora: Array<{ scan: { error: string }; check: { error: string } }> };
    assert.match(run.corpora[0]!.scan.error, /scanner stopped after 1 s/);
    assert.match(run.corpora[0]!.check.error, /check stopped after 1 s/);
  });
});

describe('eval/corpora.json', () => {
  it('holds the 113 corpora, 74 tune and 39 fresh as corpora.json assigns them (continue, mcp-go, openai-agents-python, falco-website, pydantic, jupyter-book, typescript-sdk, prettier, mdBook, agent-os, awesome-claude-code-subagents, fumadocs, then tauri-docs, textual, pnpm.io, docsy, rust-clippy, opentelemetry.io, hono-website, langfuse, then ruff, docfx, expressive-code, mystmd, biome-website, uv, browser-use, aider, then azure-docs-cli, spec-workflow-mcp, Roo-Code, jest, jaeger-docs, CheatSheetSeries, context-engineering-intro, astro-docs, fastmcp, then pyodide and pydantic-ai, then zod, vite and effect-website, then pinia, python-sdk and fastapi, then vueuse turned tune once their findings shaped rules; fifty-nine new fresh ones joined), each with a kind of the vocabulary and its own folder', () => {
    const list = loadCorpora(join(REPO_ROOT, 'eval', 'corpora.json'));
    const freshNames = ['the-art-of-command-line', 'gemini-cli', 'awesome-cursorrules', 'dev-cheatsheets', 'awesome-cursor-rules-mdc', 'trpc', 'ty', 'claude-code', 'ai-dev-tasks', 'cobra', 'awesome-cheatsheets', 'redux', 'typer', 'rust-by-example', 'httpx', 'awesome-claude-skills', 'github-mcp-server', 'linkerd-website', 'langgraph', 'docker-cheat-sheet', '1code', 'ms-terminal', 'llm', 'just-the-docs', 'openai-agents-js', 'workers-sdk', 'excalidraw', 'vitepress', 'claude-agent-sdk-python', 'flask', 'rustc-dev-guide', 'redux-toolkit', 'prometheus-docs', 'claude-code-templates', 'starlette', 'PowerShell-Docs-Modules', 'mcp-servers', 'awesome-claude-code', 'bash-handbook'];
    assert.equal(list.length, 113);
    assert.deepEqual(list.filter((e) => e.set === 'fresh').map((e) => e.name).sort(), [...freshNames].sort());
    assert.equal(list.filter((e) => e.set === 'tune').length, 74);
    assert.ok(list.every((e) => e.kind in CORPUS_KINDS));
    assert.equal(new Set(list.map((e) => e.name)).size, 113);
  });
});
