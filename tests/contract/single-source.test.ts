// One source of truth: the tier is derived in scripts/contract/tier.ts and nowhere else.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('Single sources of truth', () => {
  it('no module other than the tier function writes an auto tier', () => {
    const offenders: string[] = [];
    const pattern = /(safety_tier\s*[:=]\s*['"`]auto)|(return\s+['"`]auto['"`])|(\?\s*['"`]auto['"`]\s*:)/;
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === join('scripts', 'contract', 'tier.ts')) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, []);
  });
});
