// openspec/specs/check/spec.md, "Model Cost Does Not Grow With The Repository": the planning script
// as a process on real git repositories (dist/classify-batches.mjs), and the compact evidence.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, readdirSync, symlinkSync, rmSync, mkdirSync, cpSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript, gitRepo, tempDir, git, REPO_ROOT, DIST } from '../support/run.ts';
import { signalDigest, type CompactSignal } from '../../scripts/classify/evidence.ts';
import { groupFindings } from '../../scripts/report/findings.ts';
import { shownFinding } from '../../scripts/classify/batch-file.ts';
import { classifierPromptDigest } from '../../scripts/classify/classifier-version.ts';
import { CLASSIFIER_RULES } from '../../scripts/contract/classifier-contract.ts';
import type { SignalHit } from '../../scripts/scan/types.ts';

/** What a classifier is shown of one file's hits: one line per finding. */
const shownOf = (hits: SignalHit[]) => groupFindings(hits).map(shownFinding);
const digestOf = (hits: SignalHit[]) => signalDigest(shownOf(hits) as unknown as CompactSignal[]);

interface Plan {
  batches: { batch_file: string; proposals_file: string; paths: string[]; findings: { id: string; path: string; name: string; lines: number[] }[]; shown_tokens: Record<string, number> }[];
  cached: string[];
  answered_by_scripts: string[];
  left: { path: string }[];
  not_for_model: { path: string; role: string }[];
  keys: Record<string, { sha256: string; signal_digest: string; classifier_version: string }>;
}

/** scanner + classify-batches plan in a fresh scratch folder; returns the plan and what was printed. */
function plan(root: string, extra: string[] = [], dist = DIST): { plan: Plan; stdout: string; scratch: string } {
  const scratch = runScript('state-store.mjs', ['--root', root, 'scratch']).stdout.trim();
  const scan = runScript('scanner.mjs', ['--root', root]);
  assert.equal(scan.code, 0, scan.stderr);
  writeFileSync(join(scratch, 'scan.json'), scan.stdout);
  const r = runScript('classify-batches.mjs', ['plan', '--scan', join(scratch, 'scan.json'), ...extra], { dist });
  assert.equal(r.code, 0, r.stderr);
  return { plan: JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) as Plan, stdout: r.stdout, scratch };
}

/** Answers every batch with one generative proposal per file, then records them in the cache. */
function answerAndRemember(p: { plan: Plan; scratch: string }): void {
  for (const b of p.plan.batches) {
    const proposals = b.paths.map((path) => ({
      path, category: { class: 'bloat', subtype: 'distill' }, signals: [{ name: 'broken_reference' }],
      op: 'Condense.', op_type: 'generative', reducible_range: { start_line: 1, end_line: 1 }, confidence: 0.8,
    }));
    writeFileSync(join(p.scratch, b.proposals_file), JSON.stringify({ proposals }));
  }
  const r = runScript('classify-batches.mjs', ['remember', '--plan', join(p.scratch, 'plan.json')]);
  assert.equal(r.code, 0, r.stderr);
}

const DOCS = {
  'CLAUDE.md': '# Project\n\nSee [the notes](docs/notes-gone.md).\n',
  '.claude/commands/ship.md': '# Ship\n\nSee [the list](../../docs/list-gone.md).\n',
  'docs/a.md': '# A\n\nSee [gone](gone-a.md).\n',
  'docs/b.md': `# B\n\n${'Longer prose here. '.repeat(120)}\n\nSee [gone](gone-b.md).\n`,
};

const cacheDir = (root: string) => join(root, '.dochygiene', 'cache', 'classify');

describe('Model Cost Does Not Grow With The Repository', () => {
  it('The orchestrator is given counts and batch file names, never signals', () => {
    const root = gitRepo(DOCS);
    const p = plan(root);
    const lines = p.stdout.trim().split('\n');
    assert.match(lines[0]!, /^candidates 4: 0 answered by scripts, 0 routed to actions, 0 with hints only, 0 not for the model, 0 cached, 4 to classify \(4 findings\) in 1 batch, 0 left for the next check$/);
    assert.deepEqual(lines.slice(1), [join(p.scratch, 'batch-1.txt')]);
    assert.ok(!p.stdout.includes('broken_reference'), 'no signal in what the orchestrator reads');
    const batch = readFileSync(lines[1]!, 'utf8');
    assert.deepEqual([...batch.matchAll(/^=== (.+)$/gm)].map((m) => m[1]), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/a.md', 'docs/b.md']);
    // Every finding has its id, and the doc's lines carry their own numbers.
    assert.deepEqual(p.plan.batches[0]!.findings.map((f) => f.id), ['F1', 'F2', 'F3', 'F4']);
    for (const f of p.plan.batches[0]!.findings) assert.match(batch, new RegExp(`^${f.id} \\{"name":"broken_reference"`, 'm'));
    assert.match(batch, /^3\| See \[the notes\]\(docs\/notes-gone\.md\)\.$/m);
  });

  it('Agent memory ranks first, then agent prompts, then living docs by tokens', () => {
    const root = gitRepo({ ...DOCS, '.dochygiene.yaml': 'classify:\n  max_files: 3\n' });
    const p = plan(root);
    assert.deepEqual(p.plan.batches.flatMap((b) => b.paths).sort(), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/b.md']);
    assert.deepEqual(p.plan.left.map((x) => x.path), ['docs/a.md']);
    const all = plan(root, ['--all']);
    assert.equal(all.plan.left.length, 0, '--all lifts the budget');
  });

  it('The doc-token budget takes the highest-ranked files that fit, and the highest-ranked always goes', () => {
    const tokens = (root: string) => plan(root, ['--all']).plan.batches[0]!.shown_tokens;
    const t = tokens(gitRepo(DOCS));
    assert.ok(t['docs/b.md']! > t['CLAUDE.md']! + t['.claude/commands/ship.md']! + t['docs/a.md']!, 'docs/b.md is the large one');
    // Room for the three small docs: the large living doc waits, the smaller one ranked below it goes.
    const room = t['CLAUDE.md']! + t['.claude/commands/ship.md']! + t['docs/a.md']!;
    const fit = plan(gitRepo({ ...DOCS, '.dochygiene.yaml': `classify:\n  max_doc_tokens: ${room}\n` }));
    assert.deepEqual(fit.plan.batches.flatMap((b) => b.paths).sort(), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/a.md']);
    assert.deepEqual(fit.plan.left.map((x) => x.path), ['docs/b.md']);
    const tiny = plan(gitRepo({ ...DOCS, '.dochygiene.yaml': 'classify:\n  max_doc_tokens: 1\n' }));
    assert.deepEqual(tiny.plan.batches.flatMap((b) => b.paths), ['CLAUDE.md'], 'agent memory goes even when it alone is over the budget');
    assert.equal(tiny.plan.left.length, 3);
  });

  it('Candidates whose every signal a scanner-proven proposal answers never go to a classifier', () => {
    const root = gitRepo({ 'docs/setup-old.md': '# Setup\n\nRun it.\n', 'CLAUDE.md': '# P\n\nSee [setup](docs/setup-old.md).\n' });
    git(root, ['mv', 'docs/setup-old.md', 'docs/setup.md']);
    git(root, ['commit', '-qm', 'move']);
    const p = plan(root);
    assert.deepEqual(p.plan.answered_by_scripts, ['CLAUDE.md']);
    assert.equal(p.plan.batches.length, 0);
  });

  it("Candidates that fit one classifier's reading go to one classifier", () => {
    // Fifteen small docs, each with a broken link: more files than a batch once held (ten), far
    // fewer shown tokens than one classifier reads. Each classifier resends the client's fixed
    // prompt with every request, so splitting them would only pay it twice.
    const docs: Record<string, string> = {};
    for (let i = 1; i <= 15; i++) docs[`docs/page-${String(i).padStart(2, '0')}.md`] = `# Page ${i}\n\nSee [gone](gone-${i}.md).\n`;
    const p = plan(gitRepo(docs));
    assert.equal(p.plan.batches.length, 1, p.stdout);
    assert.equal(p.plan.batches[0]!.paths.length, 15);
    assert.match(p.stdout, /15 to classify \(15 findings\) in 1 batch, 0 left/);
  });

  it('An unchanged file reuses its cached classification; a changed one is classified again', () => {
    const root = gitRepo(DOCS);
    const first = plan(root);
    answerAndRemember(first);
    assert.equal(readdirSync(cacheDir(root)).length, 4);
    const again = plan(root);
    assert.equal(again.plan.batches.length, 0);
    assert.equal(again.plan.cached.length, 4);
    assert.equal((JSON.parse(readFileSync(join(again.scratch, 'proposals-cached.json'), 'utf8')) as { proposals: unknown[] }).proposals.length, 4);
    // New bytes after the link: the scanner's signals (so the evidence shown) stay the same, and
    // only the file's digest tells the cache that the file changed.
    appendFileSync(join(root, 'docs/a.md'), '\nOne more paragraph.\n');
    const changed = plan(root);
    assert.deepEqual(changed.plan.batches.flatMap((b) => b.paths), ['docs/a.md']);
    const [before, now] = [first.plan.keys['docs/a.md']!, changed.plan.keys['docs/a.md']!];
    assert.equal(now.signal_digest, before.signal_digest, 'the same evidence');
    assert.notEqual(now.sha256, before.sha256);
  });

  it('A cached classification from another classifier prompt is not reused', () => {
    const root = gitRepo(DOCS);
    answerAndRemember(plan(root));
    assert.equal(plan(root).plan.cached.length, 4);
    // The same compiled scripts in a plugin whose classifier prompt says one more thing.
    const plugin = tempDir();
    for (const part of ['.claude-plugin', 'agents']) cpSync(join(REPO_ROOT, part), join(plugin, part), { recursive: true });
    cpSync(DIST, join(plugin, 'dist'), { recursive: true });
    appendFileSync(join(plugin, 'agents', 'hygiene-classifier.md'), '\nOne more rule.\n');
    const p = plan(root, [], join(plugin, 'dist'));
    assert.deepEqual(p.plan.cached, []);
    assert.deepEqual(p.plan.batches.flatMap((b) => b.paths).sort(), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/a.md', 'docs/b.md']);
    // The rules every batch header carries are part of what the classifier is told: they change its version too.
    const agent = readFileSync(join(REPO_ROOT, 'agents', 'hygiene-classifier.md'));
    assert.notEqual(classifierPromptDigest(agent), classifierPromptDigest(agent, CLASSIFIER_RULES + '\nOne more rule.\n'));
  });

  it('Records, copies, generated files and templates never go to a classifier', () => {
    const link = (title: string, target: string) => `# ${title}\n\nSee [gone](${target}).\n`;
    const root = gitRepo({
      'docs/a.md': link('A', 'gone-a.md'),
      'templates/page.md': link('Page', 'gone-t.md'),
      'i18n/fr/guide.md': link('Guide', 'gone-f.md'),
      'CHANGELOG.md': link('Changelog', 'gone-c.md'),
      'docs/api.md': `<!-- DO NOT EDIT: generated by the api tool -->\n${link('API', 'gone-g.md')}`,
    });
    const p = plan(root);
    assert.deepEqual(p.plan.batches.flatMap((b) => b.paths), ['docs/a.md']);
    for (const b of p.plan.batches) {
      const batch = readFileSync(join(p.scratch, b.batch_file), 'utf8');
      for (const gone of ['gone-t.md', 'gone-f.md', 'gone-c.md', 'gone-g.md']) assert.ok(!batch.includes(gone), `${gone} is not shown to a classifier`);
    }
    assert.deepEqual(p.plan.not_for_model.map((x) => x.role).sort(), ['copy', 'template']);
  });

  it('A corrupt or foreign cache entry is ignored, never trusted', () => {
    const root = gitRepo(DOCS);
    answerAndRemember(plan(root));
    const names = readdirSync(cacheDir(root)).sort();
    const entries = names.map((n) => JSON.parse(readFileSync(join(cacheDir(root), n), 'utf8')) as { path: string; proposals: { path: string }[] });
    const at = (path: string) => join(cacheDir(root), names[entries.findIndex((e) => e.path === path)]!);
    // Bad JSON; another path's entry under this path's name; a proposal for another file; a symlink.
    writeFileSync(at('docs/a.md'), '{"format": "doc-hygiene-classification/1", ');
    writeFileSync(at('docs/b.md'), readFileSync(at('CLAUDE.md')));
    const ship = JSON.parse(readFileSync(at('.claude/commands/ship.md'), 'utf8')) as { proposals: { path: string }[] };
    ship.proposals[0]!.path = 'CLAUDE.md';
    writeFileSync(at('.claude/commands/ship.md'), JSON.stringify(ship));
    const outside = join(tempDir(), 'planted.json');
    writeFileSync(outside, readFileSync(at('CLAUDE.md')));
    rmSync(at('CLAUDE.md'));
    symlinkSync(outside, at('CLAUDE.md'));
    const p = plan(root);
    assert.deepEqual(p.plan.cached, []);
    assert.deepEqual(p.plan.batches.flatMap((b) => b.paths).sort(), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/a.md', 'docs/b.md']);
  });

  it('A cache folder that is a symlink is neither read nor written', () => {
    const root = gitRepo(DOCS);
    const elsewhere = tempDir();
    const p = plan(root);
    rmSync(join(root, '.dochygiene', 'cache'), { recursive: true, force: true });
    symlinkSync(elsewhere, join(root, '.dochygiene', 'cache'));
    // Every entry refuses the linked folder (the one state-trust rule), plan and remember included.
    for (const args of [['plan', '--scan', join(p.scratch, 'scan.json')], ['remember', '--plan', join(p.scratch, 'plan.json')]]) {
      const r = runScript('classify-batches.mjs', args);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, /\.dochygiene\/cache is a symlink/);
    }
    assert.equal(runScript('scanner.mjs', ['--root', root]).code, 1);
    assert.deepEqual(readdirSync(elsewhere), [], 'nothing written through the link');
  });

  it('The report lists what the budget left, and a missing batch answer is refused', () => {
    const root = gitRepo({ ...DOCS, '.dochygiene.yaml': 'classify:\n  max_files: 1\n' });
    const p = plan(root);
    const build = () => runScript('report-builder.mjs', ['--scan', join(p.scratch, 'scan.json'), '--deterministic', '--plan', join(p.scratch, 'plan.json'), '--out', join(p.scratch, 'out')]);
    const missing = build();
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /proposals-1\.json is missing/);
    writeFileSync(join(p.scratch, 'proposals-1.json'), '{"proposals": []}');
    const ok = build();
    assert.equal(ok.code, 0, ok.stderr);
    const md = readFileSync(join(p.scratch, 'out', 'report.md'), 'utf8');
    assert.match(md, /^## Left for the next check \(3\)$/m);
    for (const path of ['.claude/commands/ship.md', 'docs/a.md', 'docs/b.md']) assert.ok(md.includes(`- \`${path}\``), path);
    assert.ok(!md.includes('`docs/a.md`: judged clean'));
  });

  it('Every finding is shown with its id, none summarised away', () => {
    const root = gitRepo({ 'docs/many.md': `# Many\n\n${Array.from({ length: 12 }, (_, i) => `See [gone ${i}](gone-${i}.md).`).join('\n\n')}\n` });
    const p = plan(root);
    const b = p.plan.batches[0]!;
    assert.equal(b.findings.length, 12, 'twelve broken links, twelve findings');
    const batch = readFileSync(join(p.scratch, b.batch_file), 'utf8');
    for (let i = 0; i < 12; i++) assert.ok(batch.includes(`gone-${i}.md`), `gone-${i}.md is shown`);
    assert.deepEqual(b.findings.map((f) => f.lines[0]), Array.from({ length: 12 }, (_, i) => 3 + 2 * i));
  });

  it('Evidence a scanner work bound decides does not make a cached classification stale', () => {
    // vanished_identifier looks up the removal commit and the successor within a work bound: another scan that looks up more elsewhere may cut them.
    const vanished = (name: string, line: number, found: boolean): SignalHit => ({
      name: 'vanished_identifier',
      detail: `\`${name}\` (env) occurs in the code at the doc's last change 646afc736f4d (2025-09-14) but nowhere in the code now${found ? '; last removed in 31197d59ffcc (Remove auth)' : ''}`,
      line, column: 4, kind: 'env', identifier: name, term: name,
      present_at: { commit: '646afc736f4dc528347f3167b04f1279250a32cd', date: '2025-09-14T22:42:38Z', doc_commit: 'last_change' },
      ...(found ? { removed_in: { commit: '31197d59ffcc625e01d9bd396a3083b38fe101ad', date: '2025-10-21T11:26:07-05:00', subject: 'Remove auth' }, successor: 'APP_TOKEN' } : {}),
    });
    const link: SignalHit = { name: 'broken_reference', detail: 'links to gone.md, which does not exist', line: 2, resolved: 'gone.md', missing: 'path' };
    const digest = (found: boolean[]) => digestOf([link, ...found.map((f, i) => vanished(`NAME_${i}`, 10 + i, f))]);
    assert.equal(digest([true]), digest([false]), 'one hit, found or cut by the bound');
    assert.equal(digest([true, false, true, true, false]), digest([false, true, false, false, true]), 'five hits');
    assert.notEqual(digest([true]), digest([true, true]), 'another vanished name is new evidence');
    assert.notEqual(digestOf([vanished('NAME_0', 10, true)]), digestOf([vanished('NAME_0', 11, true)]), 'a moved claim is new evidence');
  });

  it("A batch file's header shows only the decision rules for the signals of its findings", () => {
    const root = gitRepo(DOCS);
    const batch = readFileSync(join(plan(root).scratch, 'batch-1.txt'), 'utf8');
    const header = batch.slice(0, batch.indexOf('\n=== '));
    const rows = (text: string) => text.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| finding'));
    const all = rows(CLASSIFIER_RULES);
    const shown = rows(header);
    assert.ok(shown.length > 1 && shown.length < all.length, `some rows, not all (${shown.length} of ${all.length})`);
    for (const r of all) {
      const first = r.split(' | ')[0]!;
      const forLinks = first.includes('`broken_reference`');
      const forNone = !/`[a-z_]+`/.test(first);
      assert.equal(shown.includes(r), forLinks || forNone, `${forLinks || forNone ? 'shown' : 'not shown'}: ${r}`);
    }
    assert.ok(!/archive folder/.test(header.split('## Answer')[0]!), 'no archive-folder line where no shown rule moves a file');
    assert.match(header, /^## Answer$/m);
  });

  it('A finding does not repeat the text its detail shows', () => {
    const root = gitRepo({
      'package.json': JSON.stringify({ name: 'x', scripts: { test: 'node t.js' } }) + '\n',
      'CLAUDE.md': '# Project\n\nRun `npm run lint` before you push.\n',
    });
    const batch = readFileSync(join(plan(root).scratch, 'batch-1.txt'), 'utf8');
    const line = batch.split('\n').find((l) => l.startsWith('F1 '));
    assert.ok(line, batch);
    const shown = JSON.parse(line.slice(3)) as Record<string, unknown>;
    assert.equal(shown.name, 'command_reference');
    assert.match(String(shown.detail), /`npm run lint`/);
    assert.equal(line.split('npm run lint').length - 1, 1, `the command once: ${line}`);
  });

  it('A signal that restates another on the same file is sent once', () => {
    const link = (line: number): SignalHit => ({ name: 'broken_reference', detail: 'names gone.md, which does not exist', line, resolved: 'gone.md', missing: 'path' });
    const dup = (path: string): SignalHit => ({ name: 'duplicate_block', detail: `lines 5-20 stand in ${path}`, line: 5, start_line: 5, end_line: 20, lines: 16, other: { path, start_line: 1, end_line: 16 } });
    const shown = shownOf([link(3), dup('a.md'), dup('b.md'), link(9), link(12)]) as (SignalHit & { restated_on_lines?: number[]; also_in?: string[] })[];
    assert.equal(shown.length, 2);
    assert.deepEqual(shown.find((s) => s.name === 'broken_reference')!.restated_on_lines, [9, 12]);
    assert.deepEqual(shown.find((s) => s.name === 'duplicate_block')!.also_in, ['b.md']);
  });
});

describe('classify-batches remember input', () => {
  it('refuses a plan whose batch is malformed, with a parse error instead of a crash', () => {
    const root = gitRepo(DOCS);
    const p = plan(root);
    const planFile = join(p.scratch, 'plan.json');
    const good = JSON.parse(readFileSync(planFile, 'utf8'));
    for (const batch of [{ ...good.batches[0], paths: 'CLAUDE.md' }, { ...good.batches[0], proposals_file: '../../elsewhere.json' }]) {
      writeFileSync(planFile, JSON.stringify({ ...good, batches: [batch] }));
      const r = runScript('classify-batches.mjs', ['remember', '--plan', planFile]);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, /is not a classification plan/);
    }
  });
});
