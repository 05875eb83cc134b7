// Installer copies (scripts/scan/installer-copies.ts): a finding a byte-for-byte copy in an agent's
// folder repeats is reported once, on the canonical copy, naming the copies; the CI id stays the
// same whether the copies are there or not. The repository is the fixture case
// broken_reference/installer-copies-report-once (its markers check the hits both ways).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { scan } from './helpers.ts';
import { git } from '../support/run.ts';
import { buildCaseRepo, fixtureCases } from '../support/signal-fixtures.ts';
import { findingsOf } from '../../scripts/ci/findings.ts';

const CASE = fixtureCases().find((c) => c.signal === 'broken_reference' && c.name === 'installer-copies-report-once')!;

describe("An installer copy's finding is reported once", () => {
  it('A finding an installer copy repeats is reported once, on the canonical copy, naming the copies', async () => {
    const root = buildCaseRepo(CASE);
    const artifact = await scan(root);
    const own = artifact.signals['skills/review/SKILL.md']!.filter((h) => h.name === 'broken_reference');
    assert.equal(own.length, 1);
    assert.deepEqual(own[0]!.copies, ['.claude/skills/review/SKILL.md']);
    assert.match(own[0]!.detail, /the installer copy \.claude\/skills\/review\/SKILL\.md, which the agent loads/);
    assert.equal(artifact.signals['.claude/skills/review/SKILL.md'], undefined, 'the copy has no finding of its own');
    assert.equal(artifact.signals['.agents/skills/review/SKILL.md']!.filter((h) => h.name === 'broken_reference').length, 1, 'the copy that differs keeps its finding');
    // Without the copy, the canonical copy's finding keeps its CI id.
    const idOf = (a: typeof artifact) => findingsOf(a).find((f) => f.path === 'skills/review/SKILL.md' && f.signal === 'broken_reference')!.id;
    const before = idOf(artifact);
    rmSync(join(root, '.claude'), { recursive: true });
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'uninstall the Claude copy']);
    const after = await scan(root);
    assert.equal(after.signals['skills/review/SKILL.md']!.find((h) => h.name === 'broken_reference')!.copies, undefined);
    assert.equal(idOf(after), before);
  });
});
