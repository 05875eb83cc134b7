// tokens_saved is measured on the bytes before and after each edit it applied: the report's
// token_estimate is a forecast (a generative entry's is the whole range it may rewrite).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, entry, fileSha, gitRepo, read, tempDir, writeReport } from './support/fixture.ts';
import { loadTokenCounter } from '../../scripts/tokens/count-tokens.ts';

describe('Tokens Saved Are Measured', () => {
  it('a rewrite that adds tokens saves a negative number, not its estimate', async () => {
    const before = '# C\n\nShort note.\n\n## Next\n';
    const root = gitRepo({ 'CLAUDE.md': before });
    const e = entry({ path: 'CLAUDE.md', generative: { start_line: 3, end_line: 3, expected_sha256: fileSha(root, 'CLAUDE.md') }, perSession: true, tokens: 191 });
    writeReport(root, [e]);
    const text = join(tempDir(), 'rewrite.md');
    const longer = 'A much longer note that explains, in many more words than before, what the short one said.\n';
    writeFileSync(text, longer);
    assert.equal(applyEdits(root, ['grant', e.id, '--confirmation', 'use it', '--replacement', text]).code, 0);
    const r = applyEdits(root, ['apply', '--ids', e.id, '--replacement', `${e.id}=${text}`]);
    assert.equal(r.code, 0, r.stderr);
    const after = read(root, 'CLAUDE.md').toString();
    assert.equal(after, before.replace('Short note.\n', longer));
    const count = await loadTokenCounter();
    const saved = count(before) - count(after);
    assert.ok(saved < -10, `the rewrite adds tokens (${saved})`);
    assert.deepEqual(r.json.tokens_saved, { raw: saved, per_session: saved });
    assert.deepEqual(r.json.applied[0].tokens, { raw: saved, per_session: saved });
  });
});
