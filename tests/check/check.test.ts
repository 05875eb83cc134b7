import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, git, gitRepo, runScript, tempDir } from '../support/run.ts';
import { runCheck } from '../../scripts/check/run-check.ts';
import { DEFAULT_CONFIG } from '../../scripts/config/defaults.ts';
import { sha256, snapshotDir } from '../support/report-builder.ts';

const check = (root: string, ...args: string[]) => runScript('check.mjs', ['--root', root, ...args]);
const report = (root: string) => JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8'));
const state = (root: string) => JSON.parse(readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8'));

const BLOCK = [
  '- Name files in kebab-case and export functions by name.',
  '- Keep each module under three hundred lines; split it when it grows.',
  '- Validate every request body at the edge, in the handler.',
  '- Return errors as JSON objects with a code and a message.',
  '- Write one request test per endpoint and one unit test per rule.',
  '- Document every endpoint with a request and a response example.',
].join('\n');

describe('Model-Free Check', () => {
  it('A moved link target becomes a replace-text', () => {
    const root = gitRepo({
      'scripts/setup.sh': '#!/bin/sh\nnpm ci\n',
      'scripts/lint.sh': '#!/bin/sh\nnpx eslint .\n',
      'docs/setup.md': '# Setup\n\nRun the [setup script](../scripts/setup.sh) once.\n',
    }, '2025-01-10T09:00:00Z');
    mkdirSync(join(root, 'tools'));
    git(root, ['mv', 'scripts/setup.sh', 'tools/setup.sh']);
    git(root, ['commit', '-q', '-m', 'move setup'], { GIT_AUTHOR_DATE: '2025-02-01T09:00:00Z', GIT_COMMITTER_DATE: '2025-02-01T09:00:00Z' });
    const r = check(root);
    assert.equal(r.code, 0, r.stderr);
    const rep = report(root);
    const fixes = rep.entries.filter((e: any) => e.exact_edit?.kind === 'replace-text');
    assert.equal(fixes.length, 1, JSON.stringify(rep.entries, null, 2));
    const e = fixes[0];
    assert.equal(e.path, 'docs/setup.md');
    assert.deepEqual(
      { anchor: e.exact_edit.anchor, match: e.exact_edit.match, replacement: e.exact_edit.replacement, sha: e.exact_edit.expected_sha256 },
      { anchor: { start_line: 3, end_line: 3 }, match: '../scripts/setup.sh', replacement: '../tools/setup.sh', sha: sha256(readFileSync(join(root, 'docs/setup.md'))) },
    );
    assert.equal(e.safety_tier, 'auto');
    assert.deepEqual(e.category, { class: 'stale', subtype: 'contradicted' });
    assert.equal(e.signals[0].name, 'broken_reference');
    assert.equal(e.signals[0].renamed_to, 'tools/setup.sh');
  });

  it('An exact duplicate becomes a dedupe to the canonical copy', () => {
    // A package's CLAUDE.md repeating its root's block: every session there loads the root copy too.
    const root = gitRepo({
      'CLAUDE.md': `# Conventions\n\n${BLOCK}\n\nAsk before you change one.\n`,
      'api/CLAUDE.md': `# The API package\n\nRead these first:\n\n${BLOCK}\n\nThe API has its own tests.\n`,
    });
    const r = check(root);
    assert.equal(r.code, 0, r.stderr);
    const dedupes = report(root).entries.filter((e: any) => e.exact_edit?.kind === 'dedupe');
    assert.equal(dedupes.length, 1);
    const e = dedupes[0];
    const sig = e.signals[0];
    assert.equal(sig.name, 'duplicate_block');
    assert.equal(e.path, 'api/CLAUDE.md');
    assert.equal(e.exact_edit.canonical_ref.path, 'CLAUDE.md');
    const lines = (p: string, a: { start_line: number; end_line: number }) => readFileSync(join(root, p), 'utf8').split('\n').slice(a.start_line - 1, a.end_line).join('\n');
    assert.equal(lines(e.path, e.exact_edit.anchor), BLOCK);
    assert.equal(lines(e.exact_edit.canonical_ref.path, e.exact_edit.canonical_ref), BLOCK);
    assert.equal(e.safety_tier, 'auto');
    assert.equal(e.is_destructive, false);
  });

  it('A block and its CRLF copy are the same lines', () => {
    const crlf = (t: string) => t.replace(/\n/g, '\r\n');
    const root = gitRepo({
      'CLAUDE.md': `# Conventions\n\n${BLOCK}\n\nAsk before you change one.\n`,
      'api/CLAUDE.md': crlf(`# The API package\n\nRead these first:\n\n${BLOCK}\n\nThe API has its own tests.\n`),
    });
    const r = check(root);
    assert.equal(r.code, 0, r.stderr);
    const dedupes = report(root).entries.filter((e: any) => e.exact_edit?.kind === 'dedupe');
    assert.equal(dedupes.length, 1, JSON.stringify(report(root).entries, null, 2));
    const e = dedupes[0];
    assert.equal(e.safety_tier, 'auto');
    const removed = e.path as string;
    const before = readFileSync(join(root, removed), 'utf8');
    const applied = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]);
    assert.equal(applied.code, 0, applied.stderr + applied.stdout);
    const after = readFileSync(join(root, removed), 'utf8');
    assert.ok(after.length < before.length && !after.includes(BLOCK.split('\n')[0]!), after);
    // the canonical copy is untouched
    const canonical = e.exact_edit.canonical_ref.path as string;
    assert.ok(readFileSync(join(root, canonical), 'utf8').includes(BLOCK.split('\n')[0]!));
  });

  it('Each scanner-proven fix removes its finding', () => {
    // One finding per scanner-proven kind: a moved link target (replace-text), an exact duplicate
    // (dedupe), a plan a lifecycle rule proves served (delete).
    const root = gitRepo({
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: plans\n      files: "plans/*.md"\n      lifetime: delete-once-served\n      served_when_path: "src/{name}.js"\n',
      'scripts/setup.sh': '#!/bin/sh\nnpm ci\n',
      'scripts/lint.sh': '#!/bin/sh\nnpx eslint .\n',
      'docs/setup.md': '# Setup\n\nRun the [setup script](../scripts/setup.sh) once.\n',
      'CLAUDE.md': `# Conventions\n\n${BLOCK}\n\nAsk before you change one.\n`,
      'api/CLAUDE.md': `# The API package\n\nRead these first:\n\n${BLOCK}\n\nThe API has its own tests.\n`,
      'plans/search.md': '# Plan: search\n\nBuild the search endpoint.\n',
      'src/search.js': 'export {};\n',
    }, '2025-01-10T09:00:00Z');
    mkdirSync(join(root, 'tools'));
    git(root, ['mv', 'scripts/setup.sh', 'tools/setup.sh']);
    git(root, ['commit', '-q', '-m', 'move setup'], { GIT_AUTHOR_DATE: '2025-02-01T09:00:00Z', GIT_COMMITTER_DATE: '2025-02-01T09:00:00Z' });
    const findings = (scanJson: any) => Object.entries(scanJson.signals as Record<string, Array<{ name: string }>>).flatMap(([path, hits]) => hits.map((h) => `${path}: ${h.name}`));
    const scanOf = () => {
      const r = runScript('scanner.mjs', ['--root', root]);
      assert.equal(r.code, 0, r.stderr);
      return JSON.parse(r.stdout);
    };
    const before = findings(scanOf());
    const proven = ['docs/setup.md: broken_reference', 'api/CLAUDE.md: duplicate_block', 'plans/search.md: lifecycle'];
    for (const f of proven) assert.ok(before.includes(f), `${f} not found before: ${before.join(', ')}`);

    const c = check(root);
    assert.equal(c.code, 0, c.stderr);
    const kinds = report(root).entries.map((e: any) => `${e.exact_edit?.kind}:${e.safety_tier}`).sort();
    assert.deepEqual(kinds, ['dedupe:auto', 'delete:auto', 'replace-text:auto']);
    const applied = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]);
    assert.equal(applied.code, 0, applied.stderr + applied.stdout);
    assert.equal(JSON.parse(applied.stdout).applied.length, 3, applied.stdout);

    const after = findings(scanOf());
    for (const f of proven) assert.ok(!after.includes(f), `${f} is still reported after its fix was applied: ${after.join(', ')}`);
    // The canonical copy of the duplicate no longer has a partner either.
    assert.ok(!after.includes('CLAUDE.md: duplicate_block'), after.join(', '));
  });

  it("A classifier's run gets the scanner-proven proposals too", () => {
    const root = gitRepo({
      'scripts/setup.sh': '#!/bin/sh\nnpm ci\n',
      'scripts/lint.sh': '#!/bin/sh\nnpx eslint .\n',
      'docs/setup.md': '# Setup\n\nRun the [setup script](../scripts/setup.sh) once.\n',
      'docs/plan.md': '# Plan\n\n- [x] one\n- [x] two\n',
    }, '2025-01-10T09:00:00Z');
    mkdirSync(join(root, 'tools'));
    git(root, ['mv', 'scripts/setup.sh', 'tools/setup.sh']);
    git(root, ['commit', '-q', '-m', 'move setup'], { GIT_AUTHOR_DATE: '2025-02-01T09:00:00Z', GIT_COMMITTER_DATE: '2025-02-01T09:00:00Z' });
    const work = tempDir();
    const scan = runScript('scanner.mjs', ['--root', root]);
    writeFileSync(join(work, 'scan.json'), scan.stdout);
    const freeze = { path: 'docs/plan.md', category: { class: 'stale', subtype: 'completed-in-place' }, signals: [{ name: 'frontmatter_marker' }], op: 'Freeze the plan.', op_type: 'deterministic', exact_edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' } };
    // The classifier also repeats the proven link fix: it stays one entry.
    const proven = { path: 'docs/setup.md', category: { class: 'stale', subtype: 'contradicted' }, signals: [{ name: 'broken_reference' }], op: 'Fix the link.', op_type: 'deterministic', exact_edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: '../scripts/setup.sh', replacement: '../tools/setup.sh' } };
    writeFileSync(join(work, 'classifier.json'), JSON.stringify({ proposals: [freeze, proven] }));
    const args = ['--scan', join(work, 'scan.json'), '--deterministic', '--proposals', join(work, 'classifier.json'), '--out', join(work, 'out')];
    const r = runScript('report-builder.mjs', args);
    assert.equal(r.code, 0, r.stderr);
    const rep = JSON.parse(readFileSync(join(work, 'out', 'report.json'), 'utf8'));
    assert.deepEqual(rep.entries.map((e: any) => `${e.path}:${e.exact_edit.kind}`), ['docs/plan.md:insert-frontmatter', 'docs/setup.md:replace-text']);
    assert.match(rep.entries[1].op, /git history shows scripts\/setup\.sh moved to tools\/setup\.sh/, 'the scanner-proven one is kept');

    writeFileSync(join(work, 'classifier.json'), JSON.stringify({ proposals: [{ ...freeze, safety_tier: 'auto' }] }));
    const bad = runScript('report-builder.mjs', args);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^ {2}proposals\[1\]\.safety_tier: /m);
    assert.match(bad.stderr, /^\(proposals\[0\]: scanner-proven proposals \(--deterministic\); proposals\[1\]: \S+classifier\.json\)$/m);
  });

  it('An empty shortlist still writes a report and stamps last_check', () => {
    const root = gitRepo({ 'README.md': '# Tidy\n\nNothing to see.\n', 'src/index.js': 'export {};\n' });
    const r = check(root, '--json');
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    const rep = report(root);
    assert.deepEqual(rep.shortlist, []);
    assert.deepEqual(rep.entries, []);
    assert.equal(state(root).last_check, rep.generated_at);
    assert.equal(out.generated_at, rep.generated_at);
    assert.equal(out.report_json, join(root, '.dochygiene', 'report.json'));
    assert.equal(runScript('validate-report.mjs', [out.report_json]).code, 0);
    assert.match(readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8'), /^Nothing to clean\.$/m);
  });

  it('The demo produces both deterministic kinds', () => {
    const r = spawnSync('npm', ['run', '--silent', 'demo'], { cwd: REPO_ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    const demo = join(REPO_ROOT, 'examples', 'demo', 'repo');
    const path = join(demo, '.dochygiene', 'report.json');
    const v = runScript('validate-report.mjs', [path]);
    assert.equal(v.code, 0, v.stdout);
    const kinds = new Set(report(demo).entries.map((e: any) => e.exact_edit?.kind));
    assert.ok(kinds.has('replace-text') && kinds.has('dedupe'), [...kinds].join(', '));
    assert.match(r.stdout, /examples\/demo\/repo\/\.dochygiene\/report\.md/);
  });
});

describe('Validate Before Rollover', () => {
  it('An invalid report never reaches .dochygiene', () => {
    const root = gitRepo({ 'CLAUDE.md': `# A\n\n${BLOCK}\n`, 'b/CLAUDE.md': `# B\n\nIntro.\n\n${BLOCK}\n` });
    assert.equal(check(root).code, 0);
    const before = snapshotDir(join(root, '.dochygiene'));
    const bad = report(root);
    bad.entries[0].safety_tier = 'confirm';
    const work = tempDir();
    const json = JSON.stringify(bad, null, 2) + '\n';
    writeFileSync(join(work, 'report.json'), json);
    writeFileSync(join(work, 'report.md'), `<!-- report.json sha256: ${sha256(json)} -->\n`);
    const r = runScript('state-store.mjs', ['--root', root, 'write-report', join(work, 'report.json'), join(work, 'report.md')]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /entries\[0\]\.safety_tier: must be "auto"/);
    assert.deepEqual(snapshotDir(join(root, '.dochygiene')), before);
  });

  it('The previous pair survives a failed check', async () => {
    const root = gitRepo({ 'CLAUDE.md': `# A\n\n${BLOCK}\n`, 'b/CLAUDE.md': `# B\n\nIntro.\n\n${BLOCK}\n` });
    assert.equal(check(root).code, 0);
    const before = snapshotDir(join(root, '.dochygiene'));
    const stamp = state(root).last_check;

    // The scan handed to the pipeline is invalid (an unsafe shortlist path): nothing is written.
    const res = await runCheck({
      root,
      config: DEFAULT_CONFIG,
      tool_version: '0.1.0',
      scan: async () => ({ project_root: root, scope_globs: ['**/*.md'], excluded_dirs: [], scope: null, files_scanned: 1, shortlist: ['../outside.md'], per_session: [], signals: {}, notes: [] }),
    });
    assert.equal(res.stage, 'scan');
    assert.ok(res.violations.some((v) => v.location === 'scan.shortlist[0]'), JSON.stringify(res.violations));

    // A run that fails outright (an invalid configuration) writes nothing either.
    writeFileSync(join(root, '.dochygiene.yaml'), 'tokens:\n  on_demand_weight: 7\n');
    const r = check(root);
    assert.equal(r.code, 1);
    assert.deepEqual(snapshotDir(join(root, '.dochygiene')), before);
    assert.equal(state(root).last_check, stamp);
  });
});
