// The lifecycle capability on real git repositories (commits with controlled dates) through the
// compiled scripts: scanner, check, sweep, report-builder, validate-report, apply-edits, init.
// Run `npm run build` first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, runScript, tempDir, writeTree } from '../support/run.ts';
import scanSchema from '../../scripts/contract/schemas/scan.schema.json' with { type: 'json' };
import { compileSchema, schemaViolations } from '../../scripts/validate/schema-pass.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A repository with `files` committed `days` ago (author and committer date). */
function repoAt(files: Record<string, string>, days: number): string {
  const root = tempDir('dh-life-');
  git(root, ['init', '-q', '-b', 'main']);
  commitAt(root, files, days);
  return root;
}

function commitAt(root: string, files: Record<string, string>, days: number, msg = 'commit'): void {
  writeTree(root, files);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '--allow-empty', '-m', msg], { GIT_AUTHOR_DATE: ago(days), GIT_COMMITTER_DATE: ago(days) });
}

function json<T = any>(text: string): T {
  return JSON.parse(text) as T;
}

function scan(root: string): any {
  const r = runScript('scanner.mjs', ['--root', root]);
  assert.equal(r.code, 0, r.stderr);
  return json(r.stdout);
}

function lifecycleOf(artifact: any, path: string): any[] {
  return (artifact.signals[path] ?? []).filter((s: any) => s.name === 'lifecycle');
}

/** sweep scan -> judged proposals (every proposal_if_served) -> report-builder -> validate. */
function sweepReport(root: string, judge: (path: string) => boolean = () => true): { dir: string; report: any } {
  const dir = tempDir('dh-sweep-');
  const s = runScript('sweep.mjs', ['scan', '--out', dir, '--root', root]);
  assert.equal(s.code, 0, s.stderr);
  const judged = json<any[]>(readFileSync(join(dir, 'judge.json'), 'utf8')).filter((j) => judge(j.path));
  writeFileSync(join(dir, 'proposals-judged-1.json'), JSON.stringify({ proposals: judged.map((j) => ({ ...j.proposal_if_served, confidence: 0.9, why: 'shipped' })) }));
  const b = runScript('report-builder.mjs', ['--scan', join(dir, 'scan.json'), '--proposals', join(dir, 'proposals-deterministic.json'), '--proposals', join(dir, 'proposals-judged-1.json'), '--out', join(dir, 'out')]);
  assert.equal(b.code, 0, b.stderr + b.stdout);
  const v = runScript('validate-report.mjs', [join(dir, 'out', 'report.json')]);
  assert.equal(v.code, 0, v.stderr + v.stdout);
  return { dir, report: json(readFileSync(join(dir, 'out', 'report.json'), 'utf8')) };
}

const tiers = (report: any) => Object.fromEntries(report.entries.map((e: any) => [e.path, e.safety_tier]));

const CONFIG_ALL = `lifecycle:
  rules:
    - id: agent
      files: "CLAUDE.md"
      lifetime: keep
    - id: shipped
      files: "notes/*.md"
      lifetime: delete-once-served
      served_when_path: "notes/done/{name}.md"
    - id: plans
      files: "docs/plans/*.md"
      lifetime: delete-once-served
      served_when: "the feature the plan describes has shipped"
    - id: scratch
      files: "scratch/tmp-*.md"
      lifetime: temporary
      max_age_days: 30
`;

describe('Tier From Evidence And Git State', () => {
  it('Every combination of evidence and git state derives its tier', () => {
    const root = repoAt(
      {
        '.dochygiene.yaml': CONFIG_ALL,
        'CLAUDE.md': '# Agent\n',
        'notes/a.md': 'a\n', 'notes/b.md': 'b\n', 'notes/done/a.md': 'a\n', 'notes/done/b.md': 'b\n', 'notes/done/c.md': 'c\n',
        'docs/plans/p1.md': '# p1\n', 'docs/plans/p2.md': '# p2\n',
        'openspec/changes/add-a/proposal.md': 'a\n', 'openspec/changes/add-b/proposal.md': 'b\n',
        'openspec/changes/archive/2025-01-02-add-a/proposal.md': 'a\n', 'openspec/changes/archive/2025-01-02-add-b/proposal.md': 'b\n',
        'openspec/changes/archive/2025-01-02-add-c/proposal.md': 'c\n',
        'scratch/tmp-1.md': '1\n', 'scratch/tmp-2.md': '2\n',
      },
      100,
    );
    // tracked + dirty
    appendFileSync(join(root, 'notes/b.md'), 'edited\n');
    appendFileSync(join(root, 'docs/plans/p2.md'), 'edited\n');
    writeTree(root, { 'openspec/changes/add-b/notes.md': 'untracked inside\n' });
    appendFileSync(join(root, 'scratch/tmp-2.md'), 'edited\n');
    utimesSync(join(root, 'scratch/tmp-2.md'), new Date(ago(50)), new Date(ago(50))); // edited 50 days ago, never committed
    // untracked
    writeTree(root, { 'notes/c.md': 'c\n', 'docs/plans/p3.md': '# p3\n', 'openspec/changes/add-c/proposal.md': 'c\n' });

    const { report } = sweepReport(root);
    assert.deepEqual(tiers(report), {
      // scanner-proven: served_when_path (files), OpenSpec leftovers (folders), temporary by age
      'notes/a.md': 'auto',
      'notes/b.md': 'confirm',
      'notes/c.md': 'confirm',
      'openspec/changes/add-a': 'auto',
      'openspec/changes/add-b': 'confirm',
      'openspec/changes/add-c': 'confirm',
      'scratch/tmp-1.md': 'auto',
      'scratch/tmp-2.md': 'confirm',
      // classifier-judged: served_when, whatever the git state
      'docs/plans/p1.md': 'confirm',
      'docs/plans/p2.md': 'confirm',
      'docs/plans/p3.md': 'confirm',
    });
    const gitStates = Object.fromEntries(report.entries.map((e: any) => [e.path, `${e.lifecycle.git_state.tracked ? 'tracked' : 'untracked'}+${e.lifecycle.git_state.clean ? 'clean' : 'dirty'}`]));
    assert.deepEqual(
      ['notes/a.md', 'notes/b.md', 'notes/c.md', 'docs/plans/p1.md', 'docs/plans/p2.md', 'docs/plans/p3.md', 'openspec/changes/add-b'].map((p) => gitStates[p]),
      ['tracked+clean', 'tracked+dirty', 'untracked+dirty', 'tracked+clean', 'tracked+dirty', 'untracked+dirty', 'tracked+dirty'],
    );
    // promotion candidates: every judged plan, which plans-archive-folder would make deterministic
    assert.deepEqual(report.promotion_candidates.map((c: any) => [c.path, c.name]), [
      ['docs/plans/p1.md', 'plans-archive-folder'],
      ['docs/plans/p2.md', 'plans-archive-folder'],
      ['docs/plans/p3.md', 'plans-archive-folder'],
    ]);
    assert.ok(!('CLAUDE.md' in tiers(report)));
  });

  it('An untracked temporary file is never auto', () => {
    const root = repoAt({ '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: scratch\n      files: "scratch/*.md"\n      lifetime: temporary\n      retain_recent: 0\n' }, 10);
    writeTree(root, { 'scratch/new.md': 'never committed\n' });
    const artifact = scan(root);
    assert.equal(lifecycleOf(artifact, 'scratch/new.md')[0].age_days, 0);
    const { report } = sweepReport(root);
    assert.deepEqual(report.entries.map((e: any) => [e.path, e.safety_tier, e.lifecycle.git_state]), [['scratch/new.md', 'confirm', { tracked: false, clean: false }]]);
  });
});

describe('Temporary Retention', () => {
  it('Age is the time since the last commit touching the path', () => {
    const root = repoAt(
      { '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: scratch\n      files: "scratch/*.md"\n      lifetime: temporary\n      retain_recent: 1\n      max_age_days: 30\n', 'scratch/a.md': 'a\n', 'scratch/b.md': 'b\n', 'scratch/c.md': 'c\n' },
      90,
    );
    commitAt(root, { 'scratch/b.md': 'b2\n' }, 40);
    commitAt(root, { 'scratch/c.md': 'c2\n' }, 5);
    // the working tree files are all fresh on disk: only history can tell their ages
    const artifact = scan(root);
    assert.deepEqual(lifecycleOf(artifact, 'scratch/a.md').map((s) => s.age_days), [90]);
    assert.deepEqual(lifecycleOf(artifact, 'scratch/b.md').map((s) => s.age_days), [40]);
    assert.deepEqual(lifecycleOf(artifact, 'scratch/c.md'), []);
  });
});

describe('Lifecycle Signals', () => {
  it('An artifact with every kind of lifecycle evidence validates against the scan schema', () => {
    const root = repoAt(
      {
        '.dochygiene.yaml': CONFIG_ALL,
        'notes/a.md': 'a\n', 'notes/done/a.md': 'a\n', 'docs/plans/p1.md': '# p1\n', 'scratch/tmp-1.md': '1\n',
        'openspec/changes/add-a/proposal.md': 'a\n', 'openspec/changes/archive/2025-01-02-add-a/proposal.md': 'a\n',
        'openspec/changes/done-b/tasks.md': '- [x] b\n', 'openspec/changes/old-c/tasks.md': '- [ ] c\n',
      },
      200,
    );
    commitAt(root, { 'src/later.ts': 'x\n' }, 1, 'a later commit: the changes are old against it');
    const artifact = scan(root);
    const names = Object.entries(artifact.signals).flatMap(([p, l]: [string, any]) => l.filter((s: any) => s.rule_ref || s.remedy).map((s: any) => `${p} ${s.rule_ref ?? s.remedy}`));
    assert.deepEqual(names, [
      'docs/plans/p1.md plans',
      'notes/a.md shipped',
      'openspec/changes/add-a openspec:leftover',
      'openspec/changes/done-b openspec archive done-b',
      'openspec/changes/old-c openspec:abandoned',
      'scratch/tmp-1.md scratch',
    ]);
    assert.deepEqual(schemaViolations(compileSchema(scanSchema as object), artifact), []);
    const forged = structuredClone(artifact);
    forged.signals['notes/a.md'][0].served_when = 'both';
    assert.equal(compileSchema(scanSchema as object)(forged), false, 'two served fields are refused by the schema');
  });

  it('A folder holding ignored files is never a candidate', () => {
    const root = repoAt(
      {
        '.gitignore': '*.local\n',
        'openspec/changes/add-x/proposal.md': 'x\n',
        'openspec/changes/archive/2025-01-02-add-x/proposal.md': 'x\n',
        'openspec/changes/add-y/proposal.md': 'y\n',
        'openspec/changes/archive/2025-01-02-add-y/proposal.md': 'y\n',
      },
      10,
    );
    writeTree(root, { 'openspec/changes/add-x/scratch.local': 'my private notes\n' });
    const artifact = scan(root);
    assert.deepEqual(lifecycleOf(artifact, 'openspec/changes/add-x'), []);
    assert.equal(lifecycleOf(artifact, 'openspec/changes/add-y')[0].served_by, 'openspec/changes/archive/2025-01-02-add-y');
    assert.ok(
      artifact.notes.includes('lifecycle: openspec/changes/add-x is not proposed for deletion: it holds 1 file git ignores (openspec/changes/add-x/scratch.local), which no commit could restore'),
      artifact.notes.join('\n'),
    );
    assert.ok(artifact.shortlist.includes('openspec/changes/add-y'));
  });
});

function leftoverRepo(): string {
  return repoAt(
    {
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: scratch\n      files: "notes/tmp-*.md"\n      lifetime: temporary\n      retain_recent: 1\n      max_age_days: 30\n    - id: plans\n      files: "docs/plans/*.md"\n      lifetime: delete-once-served\n      served_when: "the feature has shipped"\n',
      'CLAUDE.md': '# Project\n\nSee [the guide](docs/guide.md).\n',
      'docs/guide.md': '# Guide\n',
      'docs/plans/next.md': '# Next\n',
      'openspec/changes/add-x/proposal.md': '# Add x\n',
      'openspec/changes/add-x/tasks.md': '- [x] done\n',
      'openspec/changes/archive/2025-01-02-add-x/proposal.md': '# Add x\n',
      'openspec/changes/archive/2025-01-02-add-x/tasks.md': '- [x] done\n',
      'openspec/specs/x/spec.md': '# x\n',
      'notes/tmp-1.md': 'one\n',
      'notes/tmp-2.md': 'two\n',
      'notes/tmp-3.md': 'three\n',
    },
    60,
  );
}

describe('Model-Free Lifecycle Check', () => {
  it('The model-free check produces the deletes and nothing else', () => {
    const root = leftoverRepo();
    const r = runScript('check.mjs', ['--root', root, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const report = json(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8'));
    assert.deepEqual(
      report.entries.map((e: any) => [e.path, e.exact_edit.kind, e.exact_edit.anchor.whole, e.safety_tier, e.lifecycle.rule_ref]),
      [
        ['notes/tmp-2.md', 'delete', 'file', 'auto', 'scratch'],
        ['notes/tmp-3.md', 'delete', 'file', 'auto', 'scratch'],
        ['openspec/changes/add-x', 'delete', 'directory', 'auto', 'openspec:leftover'],
      ],
    );
    assert.deepEqual(report.promotion_candidates, []);
    // the judged plan stays a candidate for a classifier
    assert.ok(report.shortlist.includes('docs/plans/next.md'));
  });
});

describe('Apply-Time Re-Verification', () => {
  it('Evidence gone since the check downgrades to confirm', () => {
    const root = leftoverRepo();
    assert.equal(runScript('check.mjs', ['--root', root]).code, 0);
    git(root, ['rm', '-q', '-r', 'openspec/changes/archive/2025-01-02-add-x']);
    git(root, ['commit', '-q', '-m', 'drop the archived copy']);
    const plan = json(runScript('apply-edits.mjs', ['plan', '--root', root]).stdout);
    const row = plan.entries.find((e: any) => e.path === 'openspec/changes/add-x');
    assert.equal(row.bucket, 'confirm');
    assert.match(row.reason, /downgraded to confirm: its evidence no longer holds \(openspec\/changes\/archive\/2025-01-02-add-x is gone\)/);
    const applied = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]);
    assert.equal(applied.code, 0, applied.stderr);
    assert.ok(existsSync(join(root, 'openspec/changes/add-x/proposal.md')));
    assert.ok(!existsSync(join(root, 'notes/tmp-3.md')), 'the other auto deletes still ran');
  });

  it('Git state changed since the check downgrades to confirm', () => {
    const root = leftoverRepo();
    assert.equal(runScript('check.mjs', ['--root', root]).code, 0);
    git(root, ['rm', '-q', '--cached', 'notes/tmp-3.md']); // untracked now, same bytes
    // An untracked doc's age is its mtime (the scanner's rule, re-run at apply time): keep it old.
    utimesSync(join(root, 'notes/tmp-3.md'), new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
    appendFileSync(join(root, 'notes/tmp-2.md'), 'edited after the check\n');
    const plan = json(runScript('apply-edits.mjs', ['plan', '--root', root]).stdout);
    const byPath = Object.fromEntries(plan.entries.map((e: any) => [e.path, e]));
    assert.equal(byPath['notes/tmp-3.md'].bucket, 'confirm');
    assert.match(byPath['notes/tmp-3.md'].reason, /no longer tracked/);
    assert.equal(byPath['notes/tmp-2.md'].bucket, 'skipped');
    assert.equal(byPath['openspec/changes/add-x'].bucket, 'auto');
    assert.equal(runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root]).code, 0);
    assert.ok(existsSync(join(root, 'notes/tmp-3.md')) && existsSync(join(root, 'notes/tmp-2.md')));
    assert.ok(!existsSync(join(root, 'openspec/changes/add-x')));
  });
});

describe('Sweep', () => {
  it('Sweep scan writes a lifecycle-only scan and the deterministic proposals', () => {
    const root = leftoverRepo();
    writeTree(root, { 'docs/guide.md': '# Guide\n\nSee [gone](missing.md).\n' });
    git(root, ['commit', '-qam', 'broken link']);
    const dir = tempDir('dh-sweep-');
    const r = runScript('sweep.mjs', ['scan', '--out', dir, '--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines[0], 'lifecycle candidates 4, proven deletes 3, to judge 1, OpenSpec changes to archive 0');
    assert.equal(lines.length, 2);
    const judge = json(lines[1]!.replace(/^JUDGE /, ''));
    assert.equal(judge.path, 'docs/plans/next.md');
    assert.deepEqual(judge.proposal_if_served.lifecycle, { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'the feature has shipped' });
    const s = json(readFileSync(join(dir, 'scan.json'), 'utf8'));
    assert.deepEqual(s.shortlist, ['docs/plans/next.md', 'notes/tmp-2.md', 'notes/tmp-3.md', 'openspec/changes/add-x']);
    assert.deepEqual([...new Set(Object.values(s.signals).flat().map((x: any) => x.name))], ['lifecycle']);
    const p = json(readFileSync(join(dir, 'proposals-deterministic.json'), 'utf8'));
    assert.deepEqual(p.proposals.map((x: any) => x.path), ['notes/tmp-2.md', 'notes/tmp-3.md', 'openspec/changes/add-x']);
  });

  it('Sweep summary says what was deleted and kept', () => {
    const root = leftoverRepo();
    const { dir, report } = sweepReport(root);
    const plan = report.entries.find((e: any) => e.path === 'docs/plans/next.md');
    assert.equal(plan.safety_tier, 'confirm');
    const rep = join(dir, 'out', 'report.json');
    assert.equal(runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root, '--report', rep]).code, 0);
    const after = runScript('apply-edits.mjs', ['plan', '--root', root, '--report', rep]);
    writeFileSync(join(dir, 'plan-after.json'), after.stdout);
    const s = runScript('sweep.mjs', ['summary', '--dir', dir, '--root', root]);
    assert.equal(s.code, 0, s.stderr);
    const text = s.stdout;
    assert.match(text, /^Sweep: 3 deleted, 1 kept\./);
    assert.match(text, /- openspec\/changes\/add-x: deleted: served by openspec\/changes\/archive\/2025-01-02-add-x \(rule openspec:leftover\)/);
    assert.match(text, /- notes\/tmp-3\.md: deleted: temporary, 60 days old \(rule scratch\)/);
    assert.match(text, /Kept:\n- docs\/plans\/next\.md: not approved \(confirm\)/);
    assert.match(text, /docs\/plans\/next\.md: plans-archive-folder: /);
    assert.ok(!existsSync(join(root, '.dochygiene', 'report.json')), "the sweep never replaces the check's report");
  });

  it('An extract-then-delete lands the extraction before the delete', () => {
    const root = repoAt(
      {
        '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: plans\n      files: "docs/plans/*.md"\n      lifetime: delete-once-served\n      served_when_path: "docs/plans/shipped/{name}.md"\n      on_served: extract-then-delete\n      extract_to: docs/decisions.md\n',
        'docs/decisions.md': '# Decisions\n',
        'docs/plans/cache.md': '# Cache plan\n\nWe chose LRU because memory is bounded.\n',
        'docs/plans/shipped/cache.md': 'shipped in v3\n',
      },
      20,
    );
    const { dir, report } = sweepReport(root);
    assert.deepEqual(report.entries.map((e: any) => [e.path, e.exact_edit.kind, e.exact_edit.extraction_target, e.exact_edit.target_path, e.safety_tier]), [
      ['docs/plans/cache.md', 'extract-then-delete', 'repo-durable', 'docs/decisions.md', 'auto'],
    ]);
    const rep = join(dir, 'out', 'report.json');
    const id = report.entries[0].id;
    const plan = json(runScript('apply-edits.mjs', ['plan', '--root', root, '--report', rep]).stdout);
    assert.deepEqual(plan.entries.map((e: any) => [e.bucket, e.needs, e.extraction_target]), [['auto', ['extraction'], 'docs/decisions.md']]);
    // without the extraction text nothing is deleted
    assert.equal(runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root, '--report', rep]).code, 0);
    assert.ok(existsSync(join(root, 'docs/plans/cache.md')));
    writeFileSync(join(dir, `extract-${id}.md`), '## Cache\nLRU, because memory is bounded.\n');
    const r = runScript('apply-edits.mjs', ['apply', '--tier', 'auto', '--root', root, '--report', rep, '--extraction', `${id}=${join(dir, `extract-${id}.md`)}`]);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(!existsSync(join(root, 'docs/plans/cache.md')));
    assert.match(readFileSync(join(root, 'docs/decisions.md'), 'utf8'), /^# Decisions\n[\s\S]*## Cache\nLRU, because memory is bounded\.\n$/);
  });

  // 'A sweep in the real client deletes the auto ones and asks before the others': tests/e2e/sweep.e2e.ts (npm run test:e2e).
});

describe('Init', () => {
  it('Init writes a starter config from what the repository holds', () => {
    const root = repoAt(
      {
        'CLAUDE.md': '# x\n',
        'openspec/changes/add-x/proposal.md': 'x\n',
        'openspec/specs/a/spec.md': 'a\n',
        'docs/plans/p.md': 'p\n',
        'notes/tmp-1.md': 'n\n',
      },
      1,
    );
    const r = runScript('init.mjs', ['--root', root]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^wrote .*\.dochygiene\.yaml \(4 lifecycle rules\)/);
    const text = readFileSync(join(root, '.dochygiene.yaml'), 'utf8');
    for (const line of [
      '- id: "agent-memory"',
      '- id: "openspec-leftovers"',
      'served_when_path: "openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}"',
      '- id: "plans-docs-plans"',
      'served_when: "the work this plan describes has shipped (merged, and nothing in it is still to do)"',
      '- id: "scratch-1"',
      'files: "notes/tmp-*.md"',
      'conventions: []',
    ])
      assert.ok(text.includes(line), `${line}\n---\n${text}`);
    // it loads: the scanner reads it without a config error
    scan(root);
  });

  it('Init never overwrites an existing file', () => {
    const root = repoAt({ '.dochygiene.yaml': 'conventions: []\n', 'docs/plans/p.md': 'p\n' }, 1);
    const before = readFileSync(join(root, '.dochygiene.yaml'));
    const r = runScript('init.mjs', ['--root', root]);
    assert.equal(r.code, 1);
    assert.equal(r.stderr, 'init: .dochygiene.yaml already exists; init never overwrites it\n');
    assert.deepEqual(readFileSync(join(root, '.dochygiene.yaml')), before);
    const help = runScript('init.mjs', ['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: init \[--root DIR\] \[--print\]\n\nWrite a starter \.dochygiene\.yaml/);
  });
});
