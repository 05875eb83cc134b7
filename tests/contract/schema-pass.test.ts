import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ValidateFunction } from 'ajv';
import { schemaViolations } from '../../scripts/validate/schema-pass.ts';

/** A validator that fails only inside a oneOf branch, whose message the schema pass silences. */
const failsInBranch = Object.assign(() => false, {
  errors: [{ instancePath: '/lifecycle/rules/0', schemaPath: '#/properties/lifecycle/oneOf/0/required', keyword: 'required', params: { missingProperty: 'files' }, message: "must have required property 'files'" }],
}) as unknown as ValidateFunction;

describe('validate-report Command', () => {
  it('A schema failure with no located message is still a violation', () => {
    assert.deepEqual(schemaViolations(failsInBranch, {}), [
      { location: 'lifecycle.rules[0]', code: 'SCHEMA_VIOLATION', message: "does not match the schema (#/properties/lifecycle/oneOf/0/required: must have required property 'files')" },
    ]);
    // When the caller's own rules explain the failure, the generic message is left out.
    assert.deepEqual(schemaViolations(failsInBranch, {}, '', 1), []);
  });
});
