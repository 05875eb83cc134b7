import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../scripts/config/load-config.ts';
import { DEFAULT_CONFIG } from '../../scripts/config/defaults.ts';
import { tempDir } from '../support/run.ts';
import configSchema from '../../scripts/contract/schemas/config.schema.json' with { type: 'json' };
import { compileSchema, schemaViolations } from '../../scripts/validate/schema-pass.ts';

function withConfig(text: string): string {
  const root = tempDir();
  writeFileSync(join(root, '.dochygiene.yaml'), text);
  return root;
}

describe('Optional File With Defaults', () => {
  it('No config file means defaults', () => {
    assert.deepEqual(loadConfig(tempDir()), DEFAULT_CONFIG);
  });

  it('A partial file overrides only its keys', () => {
    const c = loadConfig(withConfig('reminder:\n  enabled: false\n'));
    assert.equal(c.reminder.enabled, false);
    assert.deepEqual({ ...c, reminder: DEFAULT_CONFIG.reminder }, DEFAULT_CONFIG);
  });
});

describe('Clear Errors With Line Numbers', () => {
  it('A schema failure with no located message is still a violation', () => {
    // The real compiled config validator on a rule with neither files nor dirs: ajv fails it only
    // inside the rule's oneOf, a message the schema pass silences.
    const validate = compileSchema(configSchema as object);
    const value = { lifecycle: { rules: [{ id: 'notes', lifetime: 'keep' }] } };
    assert.equal(validate(value), false);
    const generic = schemaViolations(validate, value);
    assert.equal(generic.length, 1, JSON.stringify(generic));
    assert.equal(generic[0]!.location, 'lifecycle.rules[0]');
    assert.match(generic[0]!.message, /^does not match the schema \(#\/properties\/lifecycle\/properties\/rules\/items\/oneOf\/\d\/required: /);
    // When the caller's own rule explains it, the generic message is left out, and the loader says why.
    assert.deepEqual(schemaViolations(validate, value, '', 1), []);
    assert.throws(() => loadConfig(withConfig('lifecycle:\n  rules:\n    - id: notes\n      lifetime: keep\n')), (e: Error) =>
      /lifecycle\.rules\[0\]: needs exactly one of files or dirs/.test(e.message) && !/does not match the schema/.test(e.message));
  });

  it('Unknown key is refused with its line', () => {
    assert.throws(() => loadConfig(withConfig('scan:\n  bogus: 1\n')), { code: 'CONFIG', message: 'invalid configuration\n.dochygiene.yaml:2: scan.bogus: unknown field' });
  });

  it('Malformed YAML is refused with its position', () => {
    assert.throws(() => loadConfig(withConfig('a: [\n')), (e: Error & { code?: string }) => e.code === 'CONFIG' && /^invalid YAML\n\.dochygiene\.yaml:2:1: /.test(e.message));
  });

  it('A delete-once-served rule without a served field is refused', () => {
    const text = 'lifecycle:\n  rules:\n    - id: a\n      files: "x/*.md"\n      lifetime: delete-once-served\n';
    assert.throws(() => loadConfig(withConfig(text)), {
      message: 'invalid configuration\n.dochygiene.yaml:3: lifecycle.rules[0]: delete-once-served needs served_when_path or served_when',
    });
  });

  it('An unknown convention name is refused with its line', () => {
    assert.throws(() => loadConfig(withConfig('conventions:\n  - openspec-archive\n  - no-such-thing\n')), (e: Error) =>
      /^invalid configuration\n\.dochygiene\.yaml:3: conventions\[1\]: unknown convention "no-such-thing" \(known: openspec-archive, /.test(e.message));
    assert.deepEqual(loadConfig(withConfig('conventions:\n  - openspec-archive\n')).conventions, ['openspec-archive']);
  });
});
