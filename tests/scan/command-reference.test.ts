import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, writeTree } from '../support/run.ts';
import { hitsOf, makeRepo, scan } from './helpers.ts';

const pkg = (o: object) => JSON.stringify(o, null, 2) + '\n';

const SYSTEMS = {
  'package.json': pkg({ name: 'root', private: true, workspaces: ['packages/*'], scripts: { build: 'tsc', test: 'node --test' } }),
  'packages/web/package.json': pkg({ name: 'web', scripts: { dev: 'vite' } }),
  Makefile: 'include mk/extra.mk\n\n.PHONY: all\nall: build\n\nbuild:\n\tgo build ./...\n',
  'mk/extra.mk': 'mocks:\n\tmockgen ./...\n',
  justfile: 'alias f := fmt\n\nfmt:\n    gofmt -w .\n',
  'Taskfile.yml': 'version: "3"\ntasks:\n  lint:\n    cmds: [golangci-lint run]\n',
  'pyproject.toml': '[project]\nname = "x"\ndependencies = ["requests"]\n\n[project.scripts]\nmycli = "x.cli:main"\n',
  '.cargo/config.toml': '[alias]\nxtask = "run --package xtask --"\n',
  'Cargo.toml': '[package]\nname = "x"\n',
  'go.mod': 'module example.com/x\n\ngo 1.22\n',
  'cmd/tool/main.go': 'package main\n\nfunc main() {}\n',
};

describe('command_reference', () => {
  it('Each command system is checked against its definitions', async () => {
    const doc = [
      '# Agents',
      '',
      'Build with `npm run build`; lint with `npm run lint`.',
      '',
      '```bash',
      'make mocks',
      'make gen',
      'just fmt && just f',
      'just deploy',
      'task lint',
      'task release',
      'uv run mycli --help',
      'uv run nothere',
      'cargo xtask dist',
      'cargo xdist',
      'go run ./cmd/tool',
      'go run ./cmd/gone',
      '```',
      '',
    ].join('\n');
    // The xdist alias was removed: only then is `cargo xdist` no installed subcommand.
    const root = makeRepo({ files: { ...SYSTEMS, '.cargo/config.toml': '[alias]\nxtask = "run --package xtask --"\nxdist = "run --package xdist --"\n', 'CLAUDE.md': doc } });
    writeTree(root, { '.cargo/config.toml': SYSTEMS['.cargo/config.toml'] });
    git(root, ['commit', '-qam', 'drop the xdist alias'], { GIT_AUTHOR_DATE: '2026-02-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T00:00:00Z' });
    const a = await scan(root);
    const hits = hitsOf(a, 'CLAUDE.md', 'command_reference').map((h) => [h.line, h.runner, h.command, (h.looked_in as string[]).join(',')]);
    assert.deepEqual(hits, [
      [3, 'npm', 'lint', 'package.json'],
      [7, 'make', 'gen', 'Makefile'],
      [9, 'just', 'deploy', 'justfile'],
      [11, 'task', 'release', 'Taskfile.yml'],
      [13, 'uv', 'nothere', 'pyproject.toml'],
      [15, 'cargo', 'xdist', '.cargo/config.toml'],
      [17, 'go', './cmd/gone', 'go.mod'],
    ]);
    const first = hitsOf(a, 'CLAUDE.md', 'command_reference')[0]!;
    assert.equal(first.text, 'npm run lint');
    assert.equal(first.column, 40);
    assert.match(first.detail, /lint is not among the scripts of package\.json/);
  });

  it('Workspace packages and the doc\'s own package define scripts', async () => {
    const root = makeRepo({
      files: {
        ...SYSTEMS,
        'packages/web/README.md': '# Web\n\nRun `npm run dev`, then `npm run build`.\n\nOr `npm run storybook`.\n',
        'docs/dev.md': '# Dev\n\n`pnpm --filter web dev` and `yarn workspace web dev`; `yarn workspace web preview` serves the build.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'packages/web/README.md', 'command_reference').map((h) => [h.command, h.looked_in]), [['storybook', ['package.json', 'packages/web/package.json']]]);
    assert.deepEqual(hitsOf(a, 'docs/dev.md', 'command_reference').map((h) => h.command), ['preview']);
  });

  it('A bin an installed dependency provides, as its lockfile records it, is no missing command', async () => {
    const yarnLock = [
      '__metadata:',
      '  version: 8',
      '',
      '"@lerna-lite/cli@npm:4.11.5, @lerna-lite/cli@npm:^4.3.0":',
      '  version: 4.11.5',
      '  dependencies:',
      '    yargs: "npm:^18.0.0"',
      '  bin:',
      '    lerna: dist/cli.js',
      '  languageName: node',
      '',
    ].join('\n');
    const packageLock = { lockfileVersion: 3, packages: { '': { name: 'app' }, 'node_modules/@x/gen-kit': { version: '1.0.0', bin: { 'gen-site': 'bin/gen.js' } }, 'node_modules/other/node_modules/deep': { bin: { deep: 'x.js' } } } };
    const root = makeRepo({
      files: {
        'package.json': pkg({ name: 'root', private: true, scripts: { test: 'node --test' }, devDependencies: { '@lerna-lite/cli': '^4.3.0' } }),
        'yarn.lock': yarnLock,
        'CONTRIBUTING.md': '# Release\n\nTest with `yarn run test`, publish with `yarn lerna publish`; then `yarn release-notes`.\n',
        'app/package.json': pkg({ name: 'app', scripts: { preview: 'vite preview' }, dependencies: { '@x/gen-kit': '1.0.0', other: '1.0.0' } }),
        'app/package-lock.json': pkg(packageLock),
        'app/README.md': '# App\n\nBuild with `pnpm gen-site`, then `pnpm run preview`; `pnpm deep` is no bin of a dependency.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CONTRIBUTING.md', 'command_reference').map((h) => h.command), ['release-notes']);
    assert.deepEqual(hitsOf(a, 'app/README.md', 'command_reference').map((h) => h.command), ['deep']);
  });

  it('A target defined in an included makefile is not a finding', async () => {
    const root = makeRepo({ files: { ...SYSTEMS, 'docs/build.md': '# Build\n\nRegenerate mocks with `make mocks`, build with `make build`.\n' } });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/build.md', 'command_reference'), []);
  });

  it('A command inside a record is not checked', async () => {
    const note = '# Notes\n\nRun `npm run lint` and `make gen`.\n';
    const root = makeRepo({ files: { ...SYSTEMS, 'CHANGELOG.md': note, 'docs/adr/0001-tooling.md': note, 'docs/plans/next.md': note, 'docs/guide.md': note } });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CHANGELOG.md', 'command_reference'), []);
    assert.deepEqual(hitsOf(a, 'docs/adr/0001-tooling.md', 'command_reference'), []);
    assert.deepEqual(hitsOf(a, 'docs/plans/next.md', 'command_reference'), []);
    assert.equal(hitsOf(a, 'docs/guide.md', 'command_reference').length, 2);
  });

  it('Commands of other projects and unknown definitions are not findings', async () => {
    const root = makeRepo({
      files: {
        Makefile: 'include $(TOOLS)/common.mk\n\nbuild:\n\techo\n',
        'README.md': '# X\n\n`make lint` and `npm run dev` (no package.json here), `cargo nextest run`, `yarn add left-pad`.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'README.md', 'command_reference'), []);
  });

  it('A renamed script carries its new name from history', async () => {
    const root = makeRepo({ files: { 'package.json': pkg({ name: 'x', scripts: { 'lint:all': 'eslint .', build: 'tsc' } }), 'CLAUDE.md': '# X\n\nRun `npm run lint:all` before pushing.\n' } });
    writeTree(root, { 'package.json': pkg({ name: 'x', scripts: { lint: 'eslint .', build: 'tsc' } }) });
    git(root, ['commit', '-qam', 'rename lint:all to lint'], { GIT_AUTHOR_DATE: '2026-02-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T00:00:00Z' });
    const a = await scan(root);
    const [h] = hitsOf(a, 'CLAUDE.md', 'command_reference');
    assert.ok(h);
    assert.equal(h.command, 'lint:all');
    assert.equal(h.renamed_to, 'lint');
    assert.equal((h.removed_in as { subject: string }).subject, 'rename lint:all to lint');
    assert.match(h.detail, /renamed to lint in [0-9a-f]{12}/);
  });

  // beads docs/CI_TEST_SURFACE_AUDIT.md: "### Phase 2: Add Reproducible CI Wrapper Commands" then
  // "Add repository-owned wrapper scripts or Make targets for each tier, for example:" and a list.
  it('A proposed target list inside a living doc is not checked', async () => {
    const doc = [
      '# CI audit',
      '',
      '### Phase 2: Add Reproducible CI Wrapper Commands',
      '',
      'Add repository-owned wrapper scripts or Make targets for each tier, for example:',
      '',
      '- `make test-pr-core`',
      '- `make test-nocgo`',
      '',
      '## Today',
      '',
      'Add new Make targets:',
      '',
      '- `make test-release-gate`',
      '',
      'To regenerate, run:',
      '',
      '- `make gen`',
      '',
    ].join('\n');
    const root = makeRepo({ files: { ...SYSTEMS, 'docs/ci-audit.md': doc } });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/ci-audit.md', 'command_reference').map((h) => [h.line, h.command]), [[18, 'gen']]);
  });

  // beads npm-package/CLAUDE_CODE_WEB.md: a package.json snippet with "ready": "bd ready", then
  // "Then use with npm scripts or npx:" and `npm run ready`, the user's project's script.
  it("A script the doc's own example package.json defines is not checked", async () => {
    const doc = ['# Wire bd into npm scripts', '', '```json', '{', '  "scripts": {', '    "ready": "bd ready"', '  }', '}', '```', '', 'Then use with npm scripts:', '', '```bash', 'npm run ready', 'npm run lint', '```', ''].join('\n');
    const root = makeRepo({ files: { ...SYSTEMS, 'docs/web.md': doc } });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/web.md', 'command_reference').map((h) => h.command), ['lint']);
  });

  // kubernetes/community contributors/devel/sig-testing/e2e-tests.md: `go install ./test/e2e` is run in
  // a kubernetes/kubernetes checkout; the docs repository has a go.mod but no test/ folder.
  it("A Go path into another project's checkout is not checked", async () => {
    const root = makeRepo({ files: { ...SYSTEMS, 'docs/e2e.md': '# E2E\n\nRecompile with `go install ./test/e2e`; run `go run ./cmd/gone`.\n' } });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/e2e.md', 'command_reference').map((h) => h.command), ['./cmd/gone']);
  });
});
