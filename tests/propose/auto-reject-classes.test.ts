// The reject classes of issue 28, each a fixture folder (tests/fixtures/auto-edits/<case>/: the tree,
// its history, the auto entries a maintainer accepts, and notes.md saying why): a maintainer of the
// repository rejects the edits the model-free check used to make unattended, and takes the ones
// beside them. Every case runs the compiled check on a real git repository.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../support/run.ts';
import { checkFixture } from './support/auto-fixture.ts';

describe('Auto Edits A Maintainer Accepts', () => {
  it('a sentence about a move or the past keeps the old path', () => {
    const { report } = checkFixture('narrative');
    // The story of the paths stays for a classifier to read, never an auto edit.
    assert.ok(report.shortlist.includes('docs/ops.md'));
  });

  it('paths read from another folder get no fix: a skill table, a package doc, a path after a cd', () => {
    const { report } = checkFixture('other-base');
    for (const p of ['README.md', 'packages/web/README.md', 'docs/dev.md']) assert.ok(report.shortlist.includes(p), `${p} stays for a classifier`);
  });

  it('a requirement whose path moved is a question for a person, not a fix', () => {
    const { report } = checkFixture('normative');
    assert.ok(report.shortlist.includes('docs/rules.md'), 'the requirement stays on the shortlist for a classifier');
  });

  it('a worked example or a made-up layout keeps its paths', () => {
    const { report } = checkFixture('examples');
    assert.ok(report.shortlist.includes('docs/tutorial.md'), 'the tutorial stays for a classifier');
  });

  it('a reference after an abbreviation such as e.g. is read with the words before it', () => {
    const { report } = checkFixture('abbreviations');
    // "e.g." ends no sentence: the link it introduces illustrates, and stays for a classifier.
    assert.ok(report.shortlist.includes('docs/versions.md'));
  });

  it('a link whose text spells its old destination gets text and destination rewritten in one edit', () => {
    const { root, report } = checkFixture('link-label');
    // The text that names the old path among other words is a person's to reword.
    assert.ok(report.shortlist.includes('README.md'));
    const r = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).skipped, []);
    const readme = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
    assert.deepEqual([readme[2], readme[4], readme[6], readme[8]], [
      'Read [docs/start/setup.md](./docs/start/setup.md) first.',
      'The API is in [`src/lib/api.ts`](src/lib/api.ts).',
      'Versions are listed in [./docs/versions/v1.md](docs/versions/v1.md).',
      'See [the docs/guide.md page](docs/guide.md) for the rest.',
    ]);
    assert.equal(readFileSync(join(root, 'docs/intro.md'), 'utf8').split('\n')[2], 'Start at [docs/start/setup.md](start/setup.md).');
  });

  it('two fixes on one line are one edit', () => {
    const { root, md } = checkFixture('one-line');
    assert.match(md, /Safe unattended: git history shows src\/reader\.ts moved to src\/io\/reader\.ts; .*git history shows src\/writer\.ts moved to src\/io\/writer\.ts/);
    const r = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(out.skipped, []);
    assert.equal(readFileSync(join(root, 'docs/guide.md'), 'utf8').split('\n')[2], 'The reader is in [reader.ts](../src/io/reader.ts) and the writer in [writer.ts](../src/io/writer.ts).');
  });

  it('a split, a merge or a removal is no rename', () => {
    const { md } = checkFixture('not-renamed');
    // report.md never calls a wrong rename safe.
    for (const wrong of ['src/engine/core.ts', 'src/tables.ts', 'docs:serve', 'loadSession']) assert.doesNotMatch(md, new RegExp(`Safe unattended: [^\\n]*${wrong.replace(/[.]/g, '\\.')}`), wrong);
    assert.match(md, /Safe unattended: git history shows npm run lint:all renamed to npm run lint in [0-9a-f]{12}, which swapped it one for one/);
  });

  it("a path in an agent's folder, in a doc for the tool's users, is the user's copy: no fix", () => {
    const { report, md } = checkFixture('user-config');
    // The quick start's installed agent stays for a classifier; the link and the folder's own README keep their fixes.
    assert.ok(report.shortlist.includes('README.md'));
    assert.doesNotMatch(md, /### `README\.md` \(line 3\)/);
  });

  it('a plan of its time or a sentence about work done keeps its paths', () => {
    const { report } = checkFixture('record');
    for (const p of ['docs/phase-1-core.md', 'docs/notes.md']) assert.ok(report.shortlist.includes(p), `${p} stays for a classifier`);
  });

  it('a link named after a name in the code follows that name, not the file', () => {
    const { report, md } = checkFixture('named-content');
    // uiEntries left the moved file: the link stays for a classifier, never an auto fix.
    assert.ok(report.shortlist.includes('docs/explorer.md'));
    assert.doesNotMatch(md, /Safe unattended: [^\n]*src\/client\/index\.ts/);
  });

  it("a doc in a copy of an older tree that kept its own copy of the moved file gets no fix", () => {
    const { report, md } = checkFixture('snapshot-copy');
    // The version-3 snapshot names the notes as its tree had them: its own copy may be meant.
    assert.ok(report.shortlist.includes('docs/v3/dev/notes/features.md'));
    assert.doesNotMatch(md, /### `docs\/v3\/dev\/notes\/features\.md` \(line 4\)/);
  });
});
