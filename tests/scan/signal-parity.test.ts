// A signal is one module, one registry line, one fixture folder and one spec requirement: for every
// registered signal this test finds each part (and the schema entry the build generates from the
// module), and a registry refuses a signal that does not say how the CI gate rates it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';
import { expectedHits, fixtureCases } from '../support/signal-fixtures.ts';
import { ALL_SIGNALS, PASS_SIGNALS, registry, SIGNALS } from '../../scripts/scan/signals/index.ts';
import { personalPath, type PersonalPathHit } from '../../scripts/scan/signals/personal-path.ts';
import type { ParseSignal } from '../../scripts/scan/types.ts';

const kebab = (name: string) => name.replace(/_/g, '-');
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function requirements(): Set<string> {
  const dir = join(REPO_ROOT, 'openspec', 'specs');
  const out = new Set<string>();
  for (const cap of readdirSync(dir)) {
    const spec = join(dir, cap, 'spec.md');
    if (!existsSync(spec)) continue;
    for (const m of readFileSync(spec, 'utf8').matchAll(/^### Requirement: (.+?)\s*$/gm)) out.add(m[1]!);
  }
  return out;
}

/** The signal names scan.schema.json (as committed) has an evidence branch for. */
function schemaBranches(): Set<string> {
  const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'contract', 'schemas', 'scan.schema.json'), 'utf8'));
  return new Set((schema.$defs.signal.allOf as Array<{ if: { properties: { name: { const: string } } } }>).map((b) => b.if.properties.name.const));
}

describe('Every signal has its parts', () => {
  it('every registered signal has its module, its fixtures, its spec requirement and its schema entry', async () => {
    const reqs = requirements();
    const branches = schemaBranches();
    const cases = fixtureCases();
    const missing: string[] = [];
    for (const s of SIGNALS) {
      const file = join(REPO_ROOT, 'scripts', 'scan', 'signals', `${kebab(s.name)}.ts`);
      const mod = existsSync(file) ? ((await import(file)) as Record<string, unknown>) : {};
      if (mod[camel(s.name)] !== s) missing.push(`${s.name}: scripts/scan/signals/${kebab(s.name)}.ts exporting ${camel(s.name)}`);
      const own = cases.filter((c) => c.signal === s.name);
      if (!own.some((c) => [...expectedHits(c.dir)].some((k) => k.endsWith(` ${s.name}`))))
        missing.push(`${s.name}: a fixture case in tests/scan/fixtures/${s.name}/ whose markers expect a hit`);
      if (!reqs.has(s.name)) missing.push(`${s.name}: "### Requirement: ${s.name}" in openspec/specs/*/spec.md`);
      if (!branches.has(s.name)) missing.push(`${s.name}: its branch in scan.schema.json (npm run build)`);
    }
    for (const s of PASS_SIGNALS) if (!branches.has(s.name)) missing.push(`${s.name}: its branch in scan.schema.json (npm run build)`);
    for (const name of branches) if (!ALL_SIGNALS.some((s) => s.name === name)) missing.push(`${name}: a schema branch for no registered signal (npm run build)`);
    for (const folder of new Set(cases.map((c) => c.signal))) if (!SIGNALS.some((s) => s.name === folder)) missing.push(`tests/scan/fixtures/${folder}/: no registered signal has this name`);
    assert.deepEqual(missing, []);
  });

  it('a signal without a CI severity cannot be registered', () => {
    const { severity: _, ...withoutSeverity } = personalPath;
    // @ts-expect-error a signal module must say how the CI gate rates its hits
    const typed: ParseSignal<PersonalPathHit> = withoutSeverity;
    assert.throws(() => registry([typed]), /personal_path: no CI severity/);
    assert.throws(() => registry([{ ...personalPath, severity: { agent_memory: 'fatal', elsewhere: 'note' } as never }]), /no CI severity/);
    assert.throws(() => registry([personalPath, personalPath]), /registered twice/);
    assert.equal(registry([personalPath]).length, 1);
  });
});
