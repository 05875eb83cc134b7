// A signal declares the costly facts it reads (`needs`); the scan gathers only the facts some
// signal needs. A signal reading a fact it does not declare would get an empty one the day the
// signals that do declare it are gone: this test reads each signal module and fails first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';
import { SIGNALS } from '../../scripts/scan/signals/index.ts';
import type { ScanNeed } from '../../scripts/scan/types.ts';

/** What each need fills, as a signal module reads it (`ctx.<field>`, or `doc.claims` on the summary). */
const FIELD_OF: Record<ScanNeed, string> = {
  archived_copies: 'ctx.archived_copies',
  pins: 'ctx.pins',
  history: 'ctx.history',
  line_counts: 'ctx.history',
  duplicates: 'ctx.duplicates',
  frozen: 'ctx.frozen',
  per_session_tokens: 'ctx.per_session',
  doc_claims: 'doc.claims',
  agent_contexts: 'ctx.agent_contexts',
};

describe('Signals declare what they need', () => {
  it('every costly fact a signal module reads is in its needs', () => {
    const dir = join(REPO_ROOT, 'scripts', 'scan', 'signals');
    const problems: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const src = readFileSync(join(dir, file), 'utf8');
      const declared = new Set(SIGNALS.filter((s) => src.includes(`name: '${s.name}'`)).flatMap((s) => s.needs));
      for (const [need, field] of Object.entries(FIELD_OF) as Array<[ScanNeed, string]>) {
        if (need === 'line_counts') continue; // read through the history index, checked with it
        if (new RegExp(`\\b${field.replace('.', '\\.')}\\b`).test(src) && ![...declared].some((d) => FIELD_OF[d] === field))
          problems.push(`${file} reads ${field} without declaring ${need}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
