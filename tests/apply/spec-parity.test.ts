// Specs and tests share names: every `#### Scenario:` of openspec/specs/clean/spec.md is a test
// titled with its exact text inside a describe titled with its `### Requirement:`, and nothing else;
// every exact_edit kind has its module in the registry and a requirement or scenario naming it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';
import { EDIT_KINDS } from '../../scripts/contract/kind-table.ts';
import { KIND_MODULES } from '../../scripts/apply/kinds/index.ts';

function specPairs(): string[] {
  const out: string[] = [];
  let req = '';
  for (const line of readFileSync(join(REPO_ROOT, 'openspec/specs/clean/spec.md'), 'utf8').split('\n')) {
    const r = /^### Requirement: (.+)$/.exec(line);
    if (r) req = r[1]!.trim();
    const s = /^#### Scenario: (.+)$/.exec(line);
    if (s) out.push(`${req} :: ${s[1]!.trim()}`);
  }
  return out.sort();
}

function testPairs(): string[] {
  const files = readdirSync(join(REPO_ROOT, 'tests/apply')).filter((f) => f.endsWith('.test.ts') && f !== 'spec-parity.test.ts').map((f) => join(REPO_ROOT, 'tests/apply', f));
  files.push(join(REPO_ROOT, 'tests/e2e/clean.e2e.ts'));
  const out: string[] = [];
  for (const f of files) {
    let suite = '';
    const re = /\b(describe|it)\(\s*'((?:[^'\\]|\\.)*)'/g;
    const text = readFileSync(f, 'utf8');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const title = m[2]!.replace(/\\'/g, "'");
      if (m[1] === 'describe') suite = title;
      else out.push(`${suite} :: ${title}`);
    }
  }
  return out.sort();
}

describe('Spec and test parity', () => {
  it('every scenario of the clean spec is a test with its exact title, and every test a scenario', () => {
    assert.deepEqual(testPairs(), specPairs());
  });

  it('every exact_edit kind has its module, registered under its name, and a requirement or scenario', () => {
    const spec = readFileSync(join(REPO_ROOT, 'openspec/specs/clean/spec.md'), 'utf8');
    for (const k of EDIT_KINDS) {
      assert.ok(existsSync(join(REPO_ROOT, 'scripts/apply/kinds', `${k}.ts`)), `scripts/apply/kinds/${k}.ts`);
      assert.equal(KIND_MODULES[k].name, k);
      assert.match(spec, new RegExp(`#{3,4} (Requirement|Scenario): [^\\n]*\\b${k}\\b`), `a requirement or scenario names ${k}`);
    }
  });
});
