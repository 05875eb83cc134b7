// The CI gate (`doc-hygiene-check --ci`) as a process on real temporary repositories: exit codes,
// SARIF validated against the official 2.1.0 schema, annotations, the baseline, --changed-since.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT, git, gitRepo, runScript, tempDir } from '../support/run.ts';
import { runCi } from '../../scripts/ci/run-ci.ts';
import { boundCutNote } from '../../scripts/scan/signals/vanished-identifier.ts';
import { scan as scanRepo } from '../scan/helpers.ts';
import { runComposite } from '../support/actions.ts';

const gate = (root: string, ...args: string[]) => runScript('check.mjs', ['--ci', '--root', root, ...args]);
const json = (root: string, ...args: string[]) => {
  const r = gate(root, '--format', 'json', ...args);
  return { code: r.code, stderr: r.stderr, out: JSON.parse(r.stdout) };
};
const commit = (root: string, msg: string) => {
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', msg]);
};

const SARIF_SCHEMA = join(REPO_ROOT, 'tests', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json');

function sarifValidator() {
  const ajv = new (Ajv as unknown as typeof Ajv.default)({ allErrors: true, strict: false });
  (addFormats as unknown as typeof addFormats.default)(ajv);
  return ajv.compile(JSON.parse(readFileSync(SARIF_SCHEMA, 'utf8')));
}

describe('CI gate', () => {
  it('A clean repository exits 0', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n', 'docs/guide.md': '# Guide\n' });
    const r = gate(root);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /0 failing/);
    assert.equal(existsSync(join(root, '.dochygiene', 'report.json')), false, 'the gate writes no report pair');
  });

  it('A broken reference in agent memory exits 1 by default; elsewhere only with --fail-on', () => {
    const agent = gitRepo({ 'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n' });
    const a = json(agent);
    assert.equal(a.code, 1, a.stderr);
    assert.deepEqual(a.out.findings.map((f: any) => [f.path, f.signal, f.severity, f.status]), [['CLAUDE.md', 'broken_reference', 'error', 'FAIL']]);

    const other = gitRepo({ 'docs/notes.md': '# Notes\n\nSee [the plan](plan.md).\n' });
    const o = json(other);
    assert.equal(o.code, 0, o.stderr);
    assert.deepEqual(o.out.findings.map((f: any) => [f.severity, f.status]), [['warning', 'ok']]);
    assert.equal(gate(other, '--fail-on', 'warning').code, 1);
    assert.equal(gate(other, '--fail-on', 'broken_reference').code, 1);
    assert.equal(gate(other, '--fail-on', 'token_weight,version_skew').code, 0);
    assert.equal(gate(agent, '--fail-on', 'none').code, 0);
  });

  it('A hint never fails the gate by default', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRun `scripts/never-here.sh` first.\n', 'scripts/run.sh': 'echo\n' });
    const r = json(root);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.out.findings.map((f: any) => [f.path, f.signal, f.severity, f.status]), [['CLAUDE.md', 'broken_reference', 'note', 'ok']]);
    assert.equal(gate(root, '--fail-on', 'note').code, 1);
  });

  it('Signals still to come are accepted by --fail-on', () => {
    const root = gitRepo({ 'docs/notes.md': '# Notes\n' });
    const r = gate(root, '--fail-on', 'command_reference,vanished_identifier');
    assert.equal(r.code, 0, r.stderr);
  });

  it('Usage and internal errors exit 2', () => {
    const root = gitRepo({ 'docs/notes.md': '# Notes\n' });
    assert.equal(gate(root, '--fail-on', 'loud').code, 2);
    assert.equal(gate(root, '--format', 'xml').code, 2);
    assert.equal(gate(root, '--json').code, 2);
    assert.equal(gate(root, '--changed-since', 'no-such-branch').code, 2);
    assert.equal(runScript('check.mjs', ['--root', root, '--fail-on', 'error']).code, 2, '--fail-on without --ci');
    writeFileSync(join(root, '.dochygiene-baseline.json'), '{"format": "doc-hygiene/baseline", "version": 1}\n');
    const bad = gate(root);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /\.dochygiene-baseline\.json/);
  });

});

describe('SARIF and annotations', () => {
  it('SARIF output validates against the SARIF 2.1.0 schema', () => {
    const root = gitRepo({
      'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md) and [setup](docs/setup.md#install).\n',
      'docs/setup.md': '# Setup\n',
      'docs/old notes.md': '# Old\n\n[gone](gone.md)\n',
    });
    const r = gate(root, '--format', 'sarif');
    assert.equal(r.code, 1, r.stderr);
    const sarif = JSON.parse(r.stdout);
    const validate = sarifValidator();
    assert.equal(validate(sarif), true, JSON.stringify(validate.errors, null, 2));
    const run = sarif.runs[0];
    assert.deepEqual(run.tool.driver.rules.map((x: any) => x.id), ['broken_reference']);
    assert.ok(run.tool.driver.rules[0].help.text.length > 20);
    const ids = json(root).out.findings.map((f: any) => f.id);
    assert.deepEqual(run.results.map((x: any) => x.partialFingerprints['docHygiene/v1']), ids);
    const first = run.results[0];
    assert.equal(first.locations[0].physicalLocation.artifactLocation.uri, 'CLAUDE.md');
    assert.deepEqual(first.locations[0].physicalLocation.region, { startLine: 3, startColumn: 18 });
    assert.equal(run.results.find((x: any) => x.locations[0].physicalLocation.artifactLocation.uri === 'docs/old%20notes.md').level, 'warning');
  });

  it('Each signal of the scan is one SARIF rule with its own help text', () => {
    const root = gitRepo({
      'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md). Build with `npm run build`.\n',
      'package.json': '{\n  "name": "x",\n  "scripts": {\n    "compile": "tsc"\n  }\n}\n',
      'docs/old.md': '---\nstatus: superseded\n---\n# Old\n',
    });
    const sarif = JSON.parse(gate(root, '--format', 'sarif').stdout);
    assert.equal(sarifValidator()(sarif), true);
    const run = sarif.runs[0];
    const rules = run.tool.driver.rules as Array<{ id: string; help: { text: string }; shortDescription: { text: string } }>;
    const signals = [...new Set(run.results.map((r: any) => r.ruleId))].sort();
    assert.deepEqual(rules.map((r) => r.id), signals);
    assert.ok(signals.length >= 3, JSON.stringify(signals));
    assert.equal(new Set(rules.map((r) => r.help.text)).size, rules.length, 'no two rules share their help');
    for (const r of rules) assert.ok(r.help.text.length > 20 && r.shortDescription.text.length > 20, r.id);
    for (const x of run.results) assert.equal(rules[x.ruleIndex]!.id, x.ruleId);
  });

  it('The validator rejects a SARIF log the schema forbids', () => {
    // The schema check above can fail: a result without its message is not SARIF.
    const validate = sarifValidator();
    assert.equal(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ ruleId: 'r' }] }] }), false);
  });

  it('GitHub annotations locate each finding', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n', 'docs/a,b.md': '# A\n\n[x](y.md)\n' });
    const r = gate(root, '--format', 'github');
    assert.equal(r.code, 1);
    const lines = r.stdout.split('\n');
    assert.ok(lines.includes('::error file=CLAUDE.md,line=3,col=18,title=doc-hygiene broken_reference::links to docs/guide.md, which does not exist'), r.stdout);
    assert.ok(lines.includes('::warning file=docs/a%2Cb.md,line=3,col=5,title=doc-hygiene broken_reference::links to docs/y.md, which does not exist'), r.stdout);
  });

  it('--sarif writes SARIF next to the main format', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\n[g](docs/guide.md)\n' });
    const out = join(tempDir(), 'dh.sarif');
    const r = gate(root, '--format', 'github', '--sarif', out);
    assert.equal(r.code, 1);
    assert.equal(sarifValidator()(JSON.parse(readFileSync(out, 'utf8'))), true);
  });
});

describe('CI baseline', () => {
  it('A baseline suppresses exactly its findings', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n' });
    const w = gate(root, '--write-baseline');
    assert.equal(w.code, 0, w.stderr);
    const file = JSON.parse(readFileSync(join(root, '.dochygiene-baseline.json'), 'utf8'));
    assert.equal(file.findings.length, 1);
    assert.equal(gate(root).code, 0, 'the recorded finding no longer fails');

    // Lines inserted above keep the id; a new broken reference is not in the baseline and fails.
    writeFileSync(join(root, 'CLAUDE.md'), '# Agent\n\nIntro.\n\nMore intro.\n\nRead [the guide](docs/guide.md).\n\nAnd [the plan](docs/plan.md).\n');
    const r = json(root);
    assert.equal(r.code, 1);
    assert.deepEqual(r.out.findings.map((f: any) => [f.line, f.status]), [[7, 'baseline'], [9, 'FAIL']]);
    assert.equal(r.out.findings[0].id, file.findings[0].id);
  });

  it('Baseline entries that are gone are reported and pruned, never added', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\n[a](docs/a.md) and [b](docs/b.md)\n' });
    assert.equal(gate(root, '--write-baseline').code, 0);
    writeFileSync(join(root, 'CLAUDE.md'), '# Agent\n\n[b](docs/b.md) and [c](docs/c.md)\n');
    const r = json(root);
    assert.equal(r.code, 1);
    assert.deepEqual(r.out.gone_from_baseline.map((g: any) => g.detail), ['links to docs/a.md, which does not exist']);
    assert.match(gate(root).stdout, /baseline: CLAUDE\.md broken_reference \w+ is gone: links to docs\/a\.md/);
    assert.match(gate(root).stdout, /; 1 baseline entry gone$/m);
    const p = gate(root, '--prune-baseline');
    assert.equal(p.code, 0, p.stderr);
    const file = JSON.parse(readFileSync(join(root, '.dochygiene-baseline.json'), 'utf8'));
    assert.deepEqual(file.findings.map((f: any) => f.detail), ['links to docs/b.md, which does not exist']);
    assert.equal(gate(root).code, 1, 'the new finding was not added by pruning');
  });
});

describe('CI baseline', () => {
  it('Pruning refuses a scan whose work bound cut the name look-ups', async () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\n[a](docs/a.md)\n' });
    assert.equal(gate(root, '--write-baseline').code, 0);
    const before = readFileSync(join(root, '.dochygiene-baseline.json'), 'utf8');
    writeFileSync(join(root, 'CLAUDE.md'), '# Agent\n\nNo links.\n');
    // The real scan of the repository, as a bigger history would give it: with the signal's own note of a cut.
    for (const what of ['revisions', 'definitions'] as const) {
      const cut = async (r: string) => ({ ...(await scanRepo(r)), notes: [boundCutNote(3, what)] });
      await assert.rejects(runCi({ root, baseline: 'prune', scan: cut }), /--prune-baseline needs every look-up.*within the work bound/);
      assert.equal(readFileSync(join(root, '.dochygiene-baseline.json'), 'utf8'), before, 'the baseline is untouched');
    }
    const whole = await runCi({ root, baseline: 'prune', scan: (r) => scanRepo(r) });
    assert.equal(whole.gone.length, 0);
    assert.notEqual(readFileSync(join(root, '.dochygiene-baseline.json'), 'utf8'), before, 'without the cut the gone entry is pruned');
  });

  it('A baseline keeps its findings in a shallow checkout and across an unrelated edit of the doc', () => {
    // Written in a full clone, where history adds evidence to each finding: where the guide went,
    // the commit the doc last changed in, the commit that dropped the flag. CI checks out one commit.
    const root = gitRepo({
      'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md). Import with `tool import --resolve-collisions`.\n',
      'docs/guide.md': '# Guide\n',
      'cmd/tool/main.go': 'package main\n\nfunc main() {\n\tflags.Bool("resolve-collisions", false, "resolve")\n}\n',
    }, '2025-01-01T00:00:00Z');
    writeFileSync(join(root, 'cmd/tool/main.go'), 'package main\n\nfunc main() {\n}\n');
    git(root, ['mv', 'docs/guide.md', 'docs/handbook.md']);
    commit(root, 'Drop --resolve-collisions; the guide is the handbook');
    const full = json(root);
    assert.deepEqual(full.out.findings.map((f: any) => [f.signal, f.status]), [['broken_reference', 'FAIL'], ['vanished_identifier', 'FAIL']], full.stderr);
    assert.match(full.out.findings[0].detail, /history: moved to docs\/handbook\.md/);
    assert.equal(gate(root, '--write-baseline').code, 0);
    commit(root, 'Adopt the doc-hygiene gate');
    const baselined = [['broken_reference', 'baseline'], ['vanished_identifier', 'baseline']];
    // The committed baseline quotes the flag: it is not code that still names it.
    const after = json(root);
    assert.deepEqual([after.code, after.out.findings.map((f: any) => [f.signal, f.status]), after.out.gone_from_baseline], [0, baselined, []]);

    const shallow = join(tempDir(), 'shallow');
    git(tempDir(), ['clone', '-q', '--depth', '1', `file://${root}`, shallow]);
    const s = json(shallow);
    assert.doesNotMatch(s.out.findings[0].detail, /history/, 'no history in a depth-1 clone');
    // The broken link keeps its id without its history; the history signal cannot run here at all.
    assert.deepEqual([s.code, s.out.findings.map((f: any) => [f.signal, f.status])], [0, [['broken_reference', 'baseline']]], JSON.stringify(s.out.findings));
    // So its entry is not pruned here: pruning needs the whole history.
    const written = readFileSync(join(shallow, '.dochygiene-baseline.json'), 'utf8');
    const prune = gate(shallow, '--prune-baseline');
    assert.equal(prune.code, 2);
    assert.match(prune.stderr, /--prune-baseline needs the whole history.*history is shallow/);
    assert.equal(readFileSync(join(shallow, '.dochygiene-baseline.json'), 'utf8'), written);

    // An edit elsewhere in the doc moves its last change (vanished_identifier's evidence), not its findings.
    writeFileSync(join(root, 'CLAUDE.md'), '# Agent\n\nA new intro.\n\nRead [the guide](docs/guide.md). Import with `tool import --resolve-collisions`.\n');
    commit(root, 'New intro');
    const edited = json(root);
    assert.deepEqual([edited.code, edited.out.findings.map((f: any) => [f.signal, f.status]), edited.out.gone_from_baseline], [0, baselined, []], JSON.stringify(edited.out));
  });
});

describe('CI shallow checkout', () => {
  it("The gate's verdict in a shallow checkout is a full clone's once the action fetches the history; without it one note says what needs history", () => {
    // Findings only history makes: a backticked path that moved (an error in agent memory, a warning
    // in docs/; a hint where history is missing) and a flag the code dropped.
    const origin = gitRepo({
      'CLAUDE.md': '# Agent\n\nThe guide is `docs/guide.md`. Import with `tool import --resolve-collisions`.\n',
      'docs/notes.md': '# Notes\n\nSee `docs/guide.md`.\n',
      'docs/guide.md': '# Guide\n',
      'cmd/tool/main.go': 'package main\n\nfunc main() {\n\tflags.Bool("resolve-collisions", false, "resolve")\n}\n',
    }, '2025-01-01T00:00:00Z');
    writeFileSync(join(origin, 'cmd/tool/main.go'), 'package main\n\nfunc main() {\n}\n');
    git(origin, ['mv', 'docs/guide.md', 'docs/handbook.md']);
    commit(origin, 'Drop --resolve-collisions; the guide is the handbook');
    const clone = (depth: string[]) => {
      const d = join(tempDir(), 'clone');
      git(tempDir(), ['clone', '-q', ...depth, `file://${origin}`, d]);
      return d;
    };
    const full = clone([]);
    const verdicts = (root: string) => ['error', 'warning'].map((level) => gate(root, '--fail-on', level).code);
    const fullVerdicts = verdicts(full);
    assert.deepEqual(fullVerdicts, [1, 1]);
    assert.deepEqual(json(full).out.notes.filter((n: string) => n.startsWith('needs history')), []);

    // Scanned as checked out (depth 1): one note names what needs history, and a full clone's baseline finds nothing gone.
    const shallow = clone(['--depth', '1']);
    const s = json(shallow, '--hints');
    assert.deepEqual(s.out.notes.filter((n: string) => n.startsWith('needs history')).length, 1, JSON.stringify(s.out.notes));
    assert.equal(gate(full, '--write-baseline').code, 0);
    copyFileSync(join(full, '.dochygiene-baseline.json'), join(shallow, '.dochygiene-baseline.json'));
    const b = json(shallow);
    assert.equal(b.code, 0, 'the baseline written in the full clone accepts every finding of the shallow one');
    assert.deepEqual(b.out.gone_from_baseline, [], 'the vanished flag, which history alone finds, is not gone where history is missing');
    assert.match(b.out.notes.find((n: string) => n.startsWith('needs history')), /1 baseline entry not found here not called gone/);
    rmSync(join(shallow, '.dochygiene-baseline.json'));

    // The action deepens a shallow checkout first (fetch-history, on by default): the full clone's verdicts.
    for (const [i, level] of ['error', 'warning'].entries()) {
      const pr = clone(['--depth', '1']);
      const [run] = runComposite(REPO_ROOT, { 'fail-on': level, 'changed-since': '', sarif: '', format: 'text' }, { cwd: pr, github: { base_ref: '' } });
      assert.equal(run!.code, fullVerdicts[i], run!.stdout + run!.stderr);
      assert.equal(git(pr, ['rev-parse', '--is-shallow-repository']).trim(), 'false');
    }
    const [kept] = runComposite(REPO_ROOT, { 'fetch-history': 'false', 'changed-since': '', sarif: '', format: 'text' }, { cwd: clone(['--depth', '1']), github: { base_ref: '' } });
    assert.match(kept!.stdout, /needs history: /);
  });
});

describe('CI changed-only', () => {
  it('--changed-since on a branch with one changed doc reports only what the change touches', () => {
    const root = gitRepo({
      'CLAUDE.md': '# Agent\n\nOld debt: [gone](docs/gone.md).\n',
      'docs/api.md': '# API\n\nThe client is in [client](../src/client.ts).\n',
      'docs/other.md': '# Other\n\n[missing](missing.md)\n',
      'docs/guide.md': '# Guide\n',
      'src/client.ts': 'export {};\n',
    });
    git(root, ['checkout', '-q', '-b', 'feature']);
    writeFileSync(join(root, 'docs/guide.md'), '# Guide\n\nSee [setup](setup.md).\n');
    git(root, ['mv', 'src/client.ts', 'src/http-client.ts']);
    commit(root, 'feature');
    const r = json(root, '--changed-since', 'main', '--fail-on', 'warning');
    assert.equal(r.code, 1, r.stderr);
    // By default only the doc the branch changed: docs/api.md links to the moved file but the branch never touched it.
    assert.deepEqual(r.out.findings.map((f: any) => [f.path, f.detail, f.included_by]), [['docs/guide.md', 'links to docs/setup.md, which does not exist', null]]);
    assert.equal(r.out.changed_since.changed, 3);
    assert.equal(r.out.changed_since.docs, 1);
    assert.match(gate(root, '--changed-since', 'main').stdout, /in 1 doc changed since main \(3 paths changed\)/);

    // --include-referencing adds it, labelled with the path that pulled it in, in every format.
    const wide = json(root, '--changed-since', 'main', '--include-referencing', '--fail-on', 'warning');
    assert.deepEqual(wide.out.findings.map((f: any) => [f.path, f.detail, f.included_by]), [
      ['docs/api.md', 'links to src/client.ts, which does not exist; history: moved to src/http-client.ts', { reference: 'src/client.ts', changed: 'src/client.ts' }],
      ['docs/guide.md', 'links to docs/setup.md, which does not exist', null],
    ]);
    assert.deepEqual(wide.out.changed_since.referencing, [{ doc: 'docs/api.md', reference: 'src/client.ts', changed: 'src/client.ts' }]);
    const text = gate(root, '--changed-since', 'main', '--include-referencing').stdout;
    assert.match(text, /^docs\/api\.md:3:\d+: warning broken_reference \[ok\] links to src\/client\.ts.* \(included: references src\/client\.ts, changed since main\)$/m);
    assert.match(text, /in 2 docs changed since main \(3 paths changed, 1 referencing a changed path\)/);
    assert.match(gate(root, '--changed-since', 'main', '--include-referencing', '--format', 'github').stdout, /^::warning file=docs\/api\.md,.*\(included: references src\/client\.ts, changed since main\)$/m);
    assert.equal(gate(root, '--include-referencing').code, 2, '--include-referencing needs --changed-since');
    // SARIF carries every finding: code scanning does its own comparison with the base branch.
    const sarif = JSON.parse(gate(root, '--changed-since', 'main', '--format', 'sarif').stdout);
    assert.equal(sarif.runs[0].results.length, 4);
    // Without it, the old debt is there too.
    assert.equal(json(root, '--fail-on', 'warning').out.findings.length, 4);
    // A branch that touches no doc passes.
    git(root, ['checkout', '-q', 'main']);
    assert.equal(gate(root, '--changed-since', 'HEAD', '--fail-on', 'warning').code, 0);
  });
});
