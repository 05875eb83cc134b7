// doc-hygiene without Claude Code: the npm package (packed and run with npx, offline), the
// `doc-hygiene` umbrella's model-free flow, the composite GitHub Action and the pre-commit hook.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DIST, REPO_ROOT, git, gitRepo, runScript, tempDir } from '../support/run.ts';
import { readAction, runComposite } from '../support/actions.ts';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
  files: string[];
  dependencies?: Record<string, string>;
};
const commit = (root: string, msg: string) => {
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', msg]);
};

describe('Install and run without Claude Code', () => {
  it('A packed tarball runs doc-hygiene ci in a fresh folder', () => {
    assert.deepEqual(pkg.bin, { 'doc-hygiene': 'dist/doc-hygiene.mjs', 'doc-hygiene-check': 'dist/check.mjs' });
    assert.equal(pkg.dependencies, undefined, 'nothing to install at run time: dist/ is self-contained');
    const plugin = JSON.parse(readFileSync(join(REPO_ROOT, '.claude-plugin', 'plugin.json'), 'utf8')) as { version: string };
    assert.equal(plugin.version, pkg.version, 'package.json and plugin.json carry one version');
    for (const bin of Object.values(pkg.bin)) assert.match(readFileSync(join(REPO_ROOT, bin), 'utf8'), /^#!\/usr\/bin\/env node\n/, bin);

    const work = tempDir('dh-pack-');
    const packed = spawnSync('npm', ['pack', '--pack-destination', work, '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
    assert.equal(packed.status, 0, packed.stderr);
    const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const shipped = info!.files.map((f) => f.path);
    for (const must of ['dist/doc-hygiene.mjs', 'dist/check.mjs', 'dist/ci.mjs', '.claude-plugin/plugin.json', 'action.yml', '.pre-commit-hooks.yaml', 'README.md', 'LICENSE'])
      assert.ok(shipped.includes(must), `the package ships ${must}`);
    assert.ok(!shipped.some((p) => p.startsWith('scripts/') || p.startsWith('tests/') || p.startsWith('node_modules/')), 'sources and tests stay out');

    const repo = gitRepo({ 'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n' });
    const fresh = tempDir('dh-fresh-');
    // Offline and with an empty cache: the tarball alone must be enough.
    const npx = (...args: string[]) =>
      spawnSync('npx', ['--yes', '--offline', '--cache', join(work, 'npm-cache'), '--package', join(work, info!.filename), '--', ...args], {
        cwd: fresh,
        encoding: 'utf8',
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });
    const r = npx('doc-hygiene', 'ci', '--root', repo);
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^CLAUDE\.md:3:18: error broken_reference \[FAIL\] links to docs\/guide\.md, which does not exist$/m);
    assert.equal(npx('doc-hygiene', '--version').stdout, `doc-hygiene ${pkg.version}\n`);
    assert.deepEqual(readdirSync(fresh), [], 'nothing is written into the folder it runs from');
  });

  it('The umbrella runs the model-free flow: check, apply auto, undo', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRun [the script](tools/run.sh).\n', 'tools/run.sh': 'echo\n' });
    git(root, ['mv', 'tools/run.sh', 'tools/build.sh']);
    commit(root, 'rename the script');
    const before = readFileSync(join(root, 'CLAUDE.md'));
    const dh = (...args: string[]) => runScript('doc-hygiene.mjs', args, { cwd: root });
    const check = dh('check');
    assert.equal(check.code, 0, check.stderr);
    assert.match(check.stdout, /1 entry \(1 auto, 0 confirm\)/);
    assert.match(check.stdout, /^Next: doc-hygiene apply --tier auto applies the 1 auto entry \(undo: doc-hygiene undo\)/m);
    const apply = dh('apply', '--tier', 'auto');
    assert.equal(apply.code, 0, apply.stderr);
    assert.equal(JSON.parse(apply.stdout).applied.length, 1);
    assert.equal(readFileSync(join(root, 'CLAUDE.md'), 'utf8'), '# Agent\n\nRun [the script](tools/build.sh).\n');
    const undo = dh('undo');
    assert.equal(undo.code, 0, undo.stderr);
    assert.deepEqual(readFileSync(join(root, 'CLAUDE.md')), before);
    assert.equal(dh('nope').code, 2);
  });

  it("The action's steps run locally with its inputs", () => {
    const action = readAction(REPO_ROOT);
    assert.deepEqual(Object.keys(action.inputs).sort(), ['baseline', 'changed-since', 'fail-on', 'fetch-history', 'format', 'hints', 'root', 'sarif']);
    // Inputs reach the script through env: no `${{ }}` is spliced into a script.
    for (const s of action.runs.steps) assert.doesNotMatch(s.run ?? '', /\$\{\{/, s.name);

    // main: old debt in docs/old.md; the pull request adds a broken link to CLAUDE.md.
    const origin = gitRepo({ 'CLAUDE.md': '# Agent\n', 'docs/old.md': '# Old\n\n[gone](gone.md)\n' });
    git(origin, ['checkout', '-q', '-b', 'feature']);
    writeFileSync(join(origin, 'CLAUDE.md'), '# Agent\n\nRead [setup](docs/setup.md).\n');
    commit(origin, 'pr');
    const pr = join(tempDir(), 'pr');
    git(tempDir(), ['clone', '-q', '--no-local', origin, pr]);
    git(pr, ['checkout', '-q', 'feature']);

    const [run] = runComposite(REPO_ROOT, {}, { cwd: pr, github: { base_ref: 'main' } });
    assert.equal(run!.code, 1, run!.stdout + run!.stderr);
    assert.deepEqual(run!.stdout.split('\n').filter((l) => l.startsWith('::')), ['::error file=CLAUDE.md,line=3,col=14,title=doc-hygiene broken_reference::links to docs/setup.md, which does not exist']);
    assert.match(run!.stdout, /in 1 doc changed since origin\/main/);
    assert.equal(run!.outputs.sarif, 'doc-hygiene.sarif');
    assert.equal(JSON.parse(readFileSync(join(pr, 'doc-hygiene.sarif'), 'utf8')).runs[0].results.length, 2);

    // A baseline elsewhere, everything checked, no SARIF, nothing fails.
    const other = join(tempDir(), 'other');
    git(tempDir(), ['clone', '-q', '--no-local', origin, other]);
    git(other, ['checkout', '-q', 'feature']);
    assert.equal(runScript('ci.mjs', ['--root', other, '--write-baseline', '--baseline', join(other, 'ci', 'baseline.json')]).code, 0);
    const [run2] = runComposite(REPO_ROOT, { 'fail-on': 'warning', baseline: 'ci/baseline.json', 'changed-since': '', sarif: '', format: 'text' }, { cwd: other, github: { base_ref: 'main' } });
    assert.equal(run2!.code, 0, run2!.stdout + run2!.stderr);
    assert.match(run2!.stdout, /2 findings: 0 failing --fail-on warning, 2 in the baseline/);
    assert.deepEqual(readdirSync(other).filter((f) => f.endsWith('.sarif')), []);
    assert.equal(run2!.outputs.sarif, '');
  });

  it('The pre-commit hook runs the gate', () => {
    const hooks = parse(readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
    assert.equal(hooks.length, 1);
    const hook = hooks[0]!;
    assert.equal(hook.id, 'doc-hygiene');
    assert.equal(hook.language, 'node');
    assert.equal(hook.pass_filenames, false);
    const files = new RegExp(String(hook.files));
    assert.ok(['CLAUDE.md', 'docs/a.mdx', 'README.markdown'].every((f) => files.test(f)) && !files.test('src/a.ts'));
    const [bin, ...args] = String(hook.entry).split(' ');
    assert.ok(bin! in pkg.bin, `${bin} is a bin of the package`);
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\n[gone](gone.md)\n' });
    // pre-commit runs the entry from the repository's root.
    const r = spawnSync(process.execPath, [join(DIST, pkg.bin[bin!]!.replace(/^dist\//, '')), ...args], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^CLAUDE\.md:3:8: error broken_reference \[FAIL\]/m);
  });
});
