// openspec/specs/check/spec.md, "Findings Are Routed By Who Can Answer Them": check-steps begin and
// finish as processes on real git repositories.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gitRepo, git, writeTree } from '../support/run.ts';
import { begin, finish, answer, reportMd, reportJson } from './support.ts';

const at = (d: string) => ({ GIT_AUTHOR_DATE: `${d}T10:00:00Z`, GIT_COMMITTER_DATE: `${d}T10:00:00Z` });


describe('Findings Are Routed By Who Can Answer Them', () => {
  it('An OpenSpec change whose every task is ticked is an action with its archive command, never classifier work', () => {
    const root = gitRepo(
      {
        'openspec/specs/auth/spec.md': '# Auth\n\nThe spec.\n',
        'openspec/changes/add-login/proposal.md': '# Add login\n\nWhy and what.\n',
        'openspec/changes/add-login/tasks.md': '# Tasks\n\n- [x] write it\n- [x] test it\n',
        'openspec/changes/try-sso/proposal.md': '# Try SSO\n\nMaybe.\n',
        'openspec/changes/try-sso/tasks.md': '# Tasks\n\n- [ ] look into it\n',
        'docs/guide.md': '# Guide\n\nSee [the notes](notes-gone.md).\n',
      },
      '2025-01-05T10:00:00Z',
    );
    // The repository goes on for a year after the changes: try-sso is abandoned.
    writeTree(root, { 'src/index.ts': 'export const x = 1;\n' });
    git(root, ['add', '-A']);
    git(root, ['commit', '-qm', 'later work'], at('2026-01-05'));
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    assert.match(b.counts, /, 2 routed to actions, /);
    assert.deepEqual(b.batches.length, 1);
    const batch = readFileSync(b.batches[0]!.batch_file, 'utf8');
    assert.ok(!batch.includes('openspec/changes'), 'no change folder in a batch');
    assert.deepEqual(b.plan.batches[0].paths, ['docs/guide.md']);
    answer(b.batches[0]!.answer_file, { proposals: [], no_edit: [{ finding: 'F1', why: 'The notes were folded into the guide; the link can go with the next edit.' }] });
    const f = finish(root, b.scratch);
    assert.equal(f.code, 0, f.stderr);
    assert.deepEqual(
      reportJson(root).actions.map((a: any) => [a.path, a.do, a.command]),
      [['openspec/changes/add-login', 'run', 'openspec archive add-login'], ['openspec/changes/try-sso', 'sweep', '/hygiene sweep']],
    );
    const md = reportMd(root);
    assert.match(md, /^## Actions \(2\)$/m);
    assert.match(md, /^- `openspec\/changes\/add-login`: run `openspec archive add-login` \(openspec_completed: /m);
    assert.match(md, /^- `openspec\/changes\/try-sso`: run `\/hygiene sweep` to judge it \(lifecycle: /m);
    assert.ok(!/`openspec\/changes\/[^`]+`: judged/.test(md) && !md.includes('judged clean'), 'a change folder is never "judged"');
  });

  it('A file whose only findings are hints is cleared as such, never judged', () => {
    // CLAUDE.md (loaded every session, so shortlisted) shares a block with a page a person reads: a hint.
    const shared = ['Shared line A', 'Shared line B', 'Shared line C', 'Shared line D', 'Shared line E', 'Shared line F'].join('\n');
    const root = gitRepo({ 'CLAUDE.md': `# Project\n\n${shared}\n`, 'docs/guide.md': `# Guide\n\nIntro.\n\n${shared}\n` });
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    const hints = b.plan.hints_only as string[];
    assert.deepEqual(hints, ['CLAUDE.md'], b.stdout);
    assert.equal(b.batches.length, 0, 'no batch: begin went on to finish');
    const md = reportMd(root);
    assert.match(md, /^- `CLAUDE\.md`: only hints \(duplicate_block\): reported, never a reason to classify$/m);
    assert.ok(!md.includes('judged'), md);
  });
});
