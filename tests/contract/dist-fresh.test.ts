// dist/ is committed (a plugin installed from git gets no build step), so it must be exactly what
// the sources produce.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, REPO_ROOT, tempDir } from '../support/run.ts';
import { generateValidatorsSource, GENERATED } from '../../scripts/contract/generate-validators.ts';
import { generatedScanSchema, SCAN_SCHEMA } from '../../scripts/scan/signal-schema.ts';
import { listFiles } from '../../scripts/shared/list-files.ts';

describe('Compiled scripts', () => {
  it('dist/ is exactly what the sources build', () => {
    const out = join(tempDir('dh-build-'), 'dist');
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'build.ts'), '--outdir', out], { cwd: REPO_ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const fresh = listFiles(out).map((p) => relative(out, p)).sort();
    const committed = listFiles(DIST).map((p) => relative(DIST, p)).sort();
    assert.deepEqual(committed, fresh, 'dist/ has missing or stale files: run npm run build and commit dist/');
    for (const f of fresh) assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(DIST, f))), `dist/${f} differs from the build: run npm run build and commit dist/`);
  });

  it("scan.schema.json's per-signal part is what the signal modules say", () => {
    assert.equal(readFileSync(SCAN_SCHEMA, 'utf8'), generatedScanSchema(), 'scripts/contract/schemas/scan.schema.json is stale: run npm run build and commit it');
  });

  it('the generated schema validators are what the schemas compile to', () => {
    assert.equal(readFileSync(GENERATED, 'utf8'), generateValidatorsSource(), 'scripts/contract/generated/validators.mjs is stale: run npm run build and commit it');
  });

  it('every bundle answers --help with exit 0', () => {
    for (const f of readdirSync(DIST).filter((n) => /\.[cm]js$/.test(n))) {
      const r = spawnSync(process.execPath, [join(DIST, f), '--help'], { encoding: 'utf8', cwd: tempDir() });
      assert.equal(r.status, 0, `${f}: ${r.stderr}`);
      assert.match(r.stdout, /Usage:/, f);
    }
  });
});
