// Every signal fixture case (tests/scan/fixtures/<signal>/<case>/, see tests/support/signal-fixtures.ts)
// scanned as a real git repository: the hits must be exactly the ones its markers expect, both ways.
// A case with a SCENARIO file answers that spec scenario (tests/contract/spec-parity.test.ts reads it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { scan } from './helpers.ts';
import { scanArtifactViolations } from '../../scripts/validate/scan-artifact.ts';
import { buildCaseRepo, expectedHits, fixtureCases, foundHits, markerMismatches } from '../support/signal-fixtures.ts';

const cases = fixtureCases();

describe('Signal fixtures', () => {
  it('the markers are checked both ways', () => {
    const expected = new Set(['CLAUDE.md:3 personal_path', 'CLAUDE.md:file token_weight']);
    assert.deepEqual(markerMismatches(expected, new Set(expected)), []);
    assert.deepEqual(markerMismatches(expected, new Set(['CLAUDE.md:3 personal_path', 'CLAUDE.md:4 personal_path'])), [
      'hit without a marker: CLAUDE.md:4 personal_path',
      'marker without a hit: CLAUDE.md:file token_weight',
    ]);
  });

  for (const signal of [...new Set(cases.map((c) => c.signal))]) {
    describe(signal, () => {
      for (const c of cases.filter((x) => x.signal === signal)) {
        it(c.scenario ?? c.name, async () => {
          const expected = expectedHits(c.dir);
          assert.ok([...expected].some((k) => k.endsWith(` ${signal}`)) || c.name.startsWith('silent-'), `${signal}/${c.name}: no marker expects a ${signal} hit (name a case that expects none silent-...)`);
          const artifact = await scan(buildCaseRepo(c));
          assert.deepEqual(markerMismatches(expected, foundHits(artifact.signals)), [], `${signal}/${c.name}`);
          // Never an artifact the check would refuse (a resolved path with `..` failed the schema once).
          assert.deepEqual(scanArtifactViolations(JSON.parse(JSON.stringify(artifact))), [], `${signal}/${c.name}: the artifact fails the scan schema`);
        });
      }
    });
  }
});
