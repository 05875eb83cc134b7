// Specs and tests share names: every `#### Scenario:` of openspec/specs/*/spec.md has a test whose
// title is the exact scenario text, nested inside a describe titled with its `### Requirement:`
// (read from the test file's outline, not from two unrelated matches in one file), and whose body
// asserts something; or a signal fixture case (tests/scan/fixtures/<requirement>/<case>/SCENARIO)
// names it, which tests/scan/fixtures.test.ts checks both ways.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';
import { outline, type OutlineCall } from '../support/test-outline.ts';
import { fixtureCases } from '../support/signal-fixtures.ts';

function files(dir: string, pred: (n: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, pred));
    else if (pred(name)) out.push(p);
  }
  return out.sort();
}

interface Scenario { spec: string; requirement: string; scenario: string }

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const spec of files(join(REPO_ROOT, 'openspec', 'specs'), (n) => n === 'spec.md')) {
    let requirement = '';
    for (const line of readFileSync(spec, 'utf8').split('\n')) {
      const r = /^### Requirement: (.+?)\s*$/.exec(line);
      if (r) requirement = r[1]!;
      const s = /^#### Scenario: (.+?)\s*$/.exec(line);
      if (s) out.push({ spec: relative(REPO_ROOT, spec), requirement, scenario: s[1]! });
    }
  }
  return out;
}

/** Whether a test sits inside a describe with this title and asserts something. */
function answers(call: OutlineCall, s: Scenario): boolean {
  return call.fn !== 'describe' && call.title === s.scenario && call.within.includes(s.requirement) && /\bassert\w*[.(]|\bexpect\(/.test(call.body);
}

describe('Specs and tests share names', () => {
  it('every scenario has a test named after it, inside its requirement', () => {
    const testFiles = files(join(REPO_ROOT, 'tests'), (n) => n.endsWith('.test.ts') || n.endsWith('.e2e.ts'));
    const calls = testFiles.flatMap((f) => outline(readFileSync(f, 'utf8')).map((c) => ({ ...c, file: relative(REPO_ROOT, f) })));
    const missing: string[] = [];
    const all = scenarios();
    const fixtures = fixtureCases();
    assert.ok(all.length > 0);
    for (const s of all) {
      if (calls.some((c) => answers(c, s))) continue;
      if (fixtures.some((f) => f.signal === s.requirement && f.scenario === s.scenario)) continue;
      const named = calls.filter((c) => c.fn !== 'describe' && c.title === s.scenario);
      const where = named.length ? ` (found in ${named.map((c) => `${c.file} under [${c.within.join(' > ') || 'no describe'}]`).join('; ')})` : '';
      missing.push(`${s.spec}: "${s.requirement}" / "${s.scenario}"${where}`);
    }
    assert.deepEqual(missing, []);
  });

  it('the outline sees nesting, not two titles in one file', () => {
    const s: Scenario = { spec: 'x', requirement: 'R', scenario: 'S' };
    const nested = outline("describe('R', () => {\n  it('S', () => { assert.ok(/\\)/.test(')')); });\n});\n");
    assert.ok(nested.some((c) => answers(c, s)));
    const apart = outline("describe('R', () => { it('other', () => { assert.ok(1); }); });\ndescribe('Q', () => { it('S', () => { assert.ok(1); }); });\n");
    assert.ok(!apart.some((c) => answers(c, s)));
    const empty = outline("describe('R', () => { it('S', () => { const x = 1; }); });");
    assert.ok(!empty.some((c) => answers(c, s)));
  });
});
