// Specs and tests share names: every `#### Scenario:` of openspec/specs/*/spec.md has a test whose
// title is the exact scenario text, inside a describe titled with its `### Requirement:`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';

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

/** Titles given to describe/it/test calls as plain string literals. */
function titles(src: string, fn: RegExp): Set<string> {
  const out = new Set<string>();
  const re = new RegExp(String.raw`\b(?:${fn.source})\(\s*(['"\`])((?:\\.|(?!\1).)*)\1`, 'g');
  for (const m of src.matchAll(re)) out.add(m[2]!.replace(/\\(['"`\\])/g, '$1'));
  return out;
}

describe('Specs and tests share names', () => {
  it('every scenario has a test named after it, inside its requirement', () => {
    const testFiles = files(join(REPO_ROOT, 'tests'), (n) => n.endsWith('.test.ts') || n.endsWith('.e2e.ts'));
    const parsed = testFiles.map((f) => {
      const src = readFileSync(f, 'utf8');
      return { f, describes: titles(src, /describe/), tests: titles(src, /it|test/) };
    });
    const missing: string[] = [];
    const all = scenarios();
    assert.ok(all.length > 0);
    for (const s of all) {
      const ok = parsed.some((p) => p.tests.has(s.scenario) && p.describes.has(s.requirement));
      if (!ok) missing.push(`${s.spec}: "${s.requirement}" / "${s.scenario}"`);
    }
    assert.deepEqual(missing, []);
  });
});
