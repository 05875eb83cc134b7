import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';
import { fits } from '../../scripts/scan/versions.ts';

const PACKAGE_JSON = JSON.stringify(
  { name: 'x', engines: { node: '>=20' }, devDependencies: { typescript: '^5.4.0', yaml: '^2.9.1' } },
  null,
  2,
);

describe('version_skew', () => {
  it('A doc stating another runtime version than the manifests pin', async () => {
    const root = makeRepo({
      files: {
        'package.json': PACKAGE_JSON + '\n',
        '.nvmrc': '20\n',
        'docs/setup.md': '# Setup\n\nRequires Node 18 or later.\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/setup.md', 'version_skew');
    assert.equal(hits.length, 1);
    const h = hits[0]!;
    assert.equal(h.subject, 'node');
    assert.equal(h.doc_version, '18');
    assert.equal(h.doc_text, 'Node 18');
    assert.equal(h.line, 3);
    assert.equal(h.column, 10);
    assert.equal(h.manifest, '.nvmrc');
    assert.equal(h.manifest_version, '20');
    assert.equal(h.manifest_line, 1);
  });

  it('Package, image and toolchain versions are compared', async () => {
    const root = makeRepo({
      files: {
        'package.json': PACKAGE_JSON + '\n',
        Dockerfile: 'FROM postgres:16-alpine AS db\n',
        'go.mod': 'module example.com/x\n\ngo 1.22\n',
        'pyproject.toml': '[project]\nname = "x"\nrequires-python = ">=3.10"\ndependencies = [\n  "requests>=2.31",\n]\n',
        'docs/stack.md': '# Stack\n\nInstall `typescript@4.9`.\nRun `postgres:14` locally.\nBuilt with Go 1.20 and Python 3.8.\n\n```sh\nnpm i typescript@5.5 requests\n```\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/stack.md', 'version_skew').map((h) => [h.subject, h.doc_version, h.manifest, h.manifest_line, h.line]);
    assert.deepEqual(hits, [
      ['typescript', '4.9', 'package.json', 7, 3],
      ['postgres', '14', 'Dockerfile', 1, 4],
      ['go', '1.20', 'go.mod', 3, 5],
      ['python', '3.8', 'pyproject.toml', 3, 5],
    ]);
  });

  it('A version that fits one of the pins is not skew', async () => {
    const root = makeRepo({
      files: {
        'package.json': PACKAGE_JSON + '\n',
        '.nvmrc': 'lts/*\n',
        'docs/a.md': '# A\n\nWorks on Node 22 with TypeScript 5.6 and `typescript@5.4.2`.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'version_skew'), []);
    const root2 = makeRepo({
      files: { 'package.json': PACKAGE_JSON + '\n', 'docs/a.md': '# A\n\nWorks on Node 22 with TypeScript 5.6.\n' },
    });
    assert.deepEqual(allHits(await scan(root2), 'version_skew'), []);
  });

  it('Numbers after a runtime\'s name that are no version of it are not claims', async () => {
    const root = makeRepo({
      files: {
        'package.json': PACKAGE_JSON + '\n',
        'go.mod': 'module example.com/x\n\ngo 1.22\n',
        'docs/graph.md': '# Graph\n\nIn the graph node 2 links to node 3; then go 3 steps back.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'version_skew'), []);
  });
});

describe('Version ranges', () => {
  it('reads npm, PEP 440, Cargo and go specs', () => {
    assert.equal(fits('18', '>=20', 'partial'), false);
    assert.equal(fits('20', '>=20', 'partial'), true);
    assert.equal(fits('5.3', '^5.4.2', 'partial'), false);
    assert.equal(fits('5.4', '^5.4.2', 'partial'), true);
    assert.equal(fits('6', '^5.4', 'partial'), false);
    assert.equal(fits('0.3', '^0.2.3', 'partial'), false);
    assert.equal(fits('3.9', '>=3.10,<4', 'partial'), false);
    assert.equal(fits('3.12', '>=3.10,<4', 'partial'), true);
    assert.equal(fits('3.9', '~=3.9', 'partial'), true);
    assert.equal(fits('1.21', '1.22', 'minimum'), false);
    assert.equal(fits('1.2', '1.0', 'caret'), true);
    assert.equal(fits('2.0', '1.0', 'caret'), false);
    assert.equal(fits('18', '^16 || ^18', 'partial'), true);
    assert.equal(fits('17', '^16 || ^18', 'partial'), false);
    assert.equal(fits('18+', '>=20', 'partial'), true);
    assert.equal(fits('18', 'lts/*', 'partial'), undefined);
    assert.equal(fits('18', 'workspace:*', 'partial'), undefined);
    assert.equal(fits('18', '16 - 18', 'partial'), true);
  });
});
