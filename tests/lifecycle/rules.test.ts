// The pure parts of the lifecycle pass: rule matching, served evidence, retention, OpenSpec checks,
// the signals they produce. Repository facts are given as data; the git-backed tests are in
// lifecycle-repo.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LifecycleRule } from '../../scripts/config/config-types.ts';
import { effectiveRules, matchRules } from '../../scripts/lifecycle/rules.ts';
import { expandServedPattern, findServedBy, TrackedPaths } from '../../scripts/lifecycle/served.ts';
import { retention } from '../../scripts/lifecycle/retention.ts';
import { adoptedConventionRules } from '../../scripts/lifecycle/conventions.ts';
import { detectLifecycle, type LifecycleSettings } from '../../scripts/lifecycle/detect.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

function detect(opts: {
  rules?: LifecycleRule[];
  conventions?: string[];
  openspec?: LifecycleSettings['openspec'];
  files: string[];
  tracked?: string[];
  ages?: Record<string, number>;
  texts?: Record<string, string>;
  repoNow?: Date | null;
}) {
  return detectLifecycle({
    settings: { rules: opts.rules ?? [], conventions: opts.conventions ?? [], openspec: opts.openspec ?? { enabled: true, abandoned_after_days: 90 } },
    files: opts.files,
    tracked: opts.tracked ?? opts.files,
    now: NOW,
    ...(opts.repoNow === null ? {} : { repoNow: opts.repoNow ?? NOW }),
    touchedAt: (p) => daysAgo(opts.ages?.[p] ?? 1),
    readText: (p) => opts.texts?.[p],
    countTasks: (_p, text) => {
      const boxes = text.match(/^- \[[ xX]\]/gm) ?? [];
      return { total: boxes.length, checked: boxes.filter((b) => b !== '- [ ]').length };
    },
  });
}

const rule = (r: Partial<LifecycleRule> & { id: string }): LifecycleRule => ({ lifetime: 'keep', ...r }) as LifecycleRule;

describe('Rulebook Matching', () => {
  it('The first matching rule owns a file', () => {
    const rules = effectiveRules(
      [
        rule({ id: 'scratch', files: 'notes/tmp-*.md', lifetime: 'temporary', retain_recent: 0 }),
        rule({ id: 'notes', files: 'notes/*.md', lifetime: 'delete-once-served', served_when: 'done' }),
      ],
      [],
    );
    const m = matchRules(rules, ['notes/tmp-a.md', 'notes/b.md']);
    assert.deepEqual(m.map((x) => [x.path, x.rule.id]), [['notes/b.md', 'notes'], ['notes/tmp-a.md', 'scratch']]);
  });

  it('A directory rule yields one aggregate per folder', () => {
    const rules = effectiveRules(
      [
        rule({ id: 'changes', dirs: 'openspec/changes/*', lifetime: 'delete-once-served', served_when_path: 'x/{name}' }),
        rule({ id: 'md', files: '**/*.md', lifetime: 'delete-once-served', served_when: 'never' }),
      ],
      [],
    );
    const files = ['openspec/changes/add-x/proposal.md', 'openspec/changes/add-x/tasks.md', 'openspec/changes/add-x/specs/a/spec.md'];
    const m = matchRules(rules, files);
    assert.deepEqual(m.map((x) => [x.path, x.kind, x.rule.id]), [['openspec/changes/add-x', 'directory', 'changes']]);
  });

  it('Exclude removes a path from a rule', () => {
    const rules = effectiveRules(
      [rule({ id: 'changes', dirs: 'openspec/changes/*', exclude: ['openspec/changes/archive'], lifetime: 'delete-once-served', served_when_path: 'x/{name}' })],
      [],
    );
    const m = matchRules(rules, ['openspec/changes/archive/2025-01-01-a/p.md', 'openspec/changes/b/p.md']);
    assert.deepEqual(m.map((x) => x.path), ['openspec/changes/b']);
  });

  it('A keep rule shields a path wherever it stands', () => {
    const rules = effectiveRules(
      [
        rule({ id: 'scratch', files: 'notes/*.md', lifetime: 'temporary', retain_recent: 0 }),
        rule({ id: 'plans', dirs: 'plans/*', lifetime: 'temporary', retain_recent: 0 }),
        rule({ id: 'pinned', files: '**/PINNED.md', lifetime: 'keep' }),
      ],
      [],
    );
    const m = matchRules(rules, ['notes/PINNED.md', 'notes/old.md', 'plans/a/PINNED.md', 'plans/a/x.md', 'plans/b/y.md']);
    const shielded = Object.fromEntries(m.map((x) => [x.path, x.shielded_by ?? null]));
    assert.deepEqual(shielded, { 'notes/PINNED.md': 'notes/PINNED.md', 'notes/old.md': null, 'plans/a': 'plans/a/PINNED.md', 'plans/b': null });

    const r = detect({
      rules: [
        rule({ id: 'scratch', files: 'notes/*.md', lifetime: 'temporary', retain_recent: 0 }),
        rule({ id: 'plans', dirs: 'plans/*', lifetime: 'temporary', retain_recent: 0 }),
        rule({ id: 'pinned', files: '**/PINNED.md', lifetime: 'keep' }),
      ],
      files: ['notes/PINNED.md', 'notes/old.md', 'plans/a/PINNED.md', 'plans/a/x.md', 'plans/b/y.md'],
    });
    assert.deepEqual([...r.signals.keys()], ['notes/old.md', 'plans/b']);
    assert.deepEqual(r.notes, ['lifecycle: 2 matches shielded by keep rules: notes/PINNED.md (kept: notes/PINNED.md), plans/a (kept: plans/a/PINNED.md)']);
  });

  it("An adopted convention's rule comes before the project's rules", () => {
    const rules = effectiveRules(
      [rule({ id: 'plans', dirs: 'docs/plans/*', lifetime: 'delete-once-served', served_when: 'the plan shipped' })],
      adoptedConventionRules(['plan-done-marker']),
    );
    const m = matchRules(rules, ['docs/plans/x/plan.md']);
    assert.deepEqual(m.map((x) => [x.path, x.rule.id, x.rule.source]), [['docs/plans/x', 'convention:plan-done-marker', 'convention']]);
  });
});

describe('Served Evidence From Tracked Paths', () => {
  it('A tracked path matching the expanded pattern serves the doc', () => {
    const tracked = new TrackedPaths(['openspec/changes/archive/2025-01-02-add-x/proposal.md', 'openspec/changes/add-x/proposal.md']);
    assert.equal(
      findServedBy('openspec/changes/archive/*-{name}', 'openspec/changes/add-x', 'directory', tracked),
      'openspec/changes/archive/2025-01-02-add-x',
    );
  });

  it('Placeholders are filled and glob-escaped', () => {
    assert.equal(expandServedPattern('{dir}/done/{name}.md', 'docs/plans/a[1].v2.md', 'file'), 'docs/plans/done/a\\[1\\].v2.md');
    assert.equal(expandServedPattern('{dir}/done/{name}.md', 'top.md', 'file'), 'done/top.md');
    assert.equal(expandServedPattern('{path}/DONE', 'docs/plans/p{1,2}', 'directory'), 'docs/plans/p\\{1,2\\}/DONE');
    const tracked = new TrackedPaths(['docs/plans/done/a1.v2.md', 'docs/plans/done/a[1].v2.md']);
    assert.equal(findServedBy('{dir}/done/{name}.md', 'docs/plans/a[1].v2.md', 'file', tracked), 'docs/plans/done/a[1].v2.md');
    assert.equal(findServedBy('{dir}/done/{name}.md', 'docs/plans/a[2].v2.md', 'file', tracked), undefined);
    const more = new TrackedPaths(['done/top.md', 'plans/x/DONE.md', 'plans/y/DONE', 'plans/y/DONE.md', 'archive/2025-01-02-a*b/p.md']);
    assert.equal(findServedBy('{dir}/done/{name}.md', 'top.md', 'file', more), 'done/top.md');
    assert.equal(findServedBy('{path}/DONE{,.md}', 'plans/x', 'directory', more), 'plans/x/DONE.md');
    assert.equal(findServedBy('{path}/DONE{,.md}', 'plans/y', 'directory', more), 'plans/y/DONE');
    assert.equal(findServedBy('archive/[0-9][0-9][0-9][0-9]-*-{name}', 'live/a*b', 'directory', more), 'archive/2025-01-02-a*b');
    assert.equal(findServedBy('archive/[0-9][0-9][0-9][0-9]-*-{name}', 'live/ab', 'directory', more), undefined);
  });

  it('An untracked path is no evidence', () => {
    const r = detect({
      rules: [rule({ id: 'plans', files: 'plans/*.md', lifetime: 'delete-once-served', served_when_path: 'plans/done/{name}.md' })],
      files: ['plans/a.md', 'plans/done/a.md'],
      tracked: ['plans/a.md'],
    });
    assert.deepEqual([...r.signals.keys()], []);
  });

  it('A doc never serves itself', () => {
    const tracked = new TrackedPaths(['plans/a.md']);
    assert.equal(findServedBy('{path}', 'plans/a.md', 'file', tracked), undefined);
    assert.equal(findServedBy('plans/*.md', 'plans/a.md', 'file', tracked), undefined);
  });
});

describe('Temporary Retention', () => {
  it('The newest retain_recent are kept', () => {
    const v = retention({ retain_recent: 2 }, [
      { path: 'n/a.md', age_days: 3 },
      { path: 'n/b.md', age_days: 1 },
      { path: 'n/c.md', age_days: 9 },
      { path: 'n/d.md', age_days: 2 },
    ]);
    assert.deepEqual(v.map((x) => [x.path, x.rank, x.past_retention]), [
      ['n/b.md', 1, false],
      ['n/d.md', 2, false],
      ['n/a.md', 3, true],
      ['n/c.md', 4, true],
    ]);
  });

  it('Only notes older than max_age_days are past retention', () => {
    const v = retention({ retain_recent: 1, max_age_days: 30 }, [
      { path: 'a', age_days: 5 },
      { path: 'b', age_days: 20 },
      { path: 'c', age_days: 60 },
    ]);
    assert.deepEqual(v.filter((x) => x.past_retention).map((x) => [x.path, x.reason]), [['c', 'newest #3, beyond retain_recent 1; 60 days old, past max_age_days 30']]);
  });

  it('A temporary rule without limits deletes nothing', () => {
    const v = retention({}, [{ path: 'a', age_days: 5000 }]);
    assert.equal(v[0]!.past_retention, false);
  });
});

describe('Lifecycle Signals', () => {
  it('A satisfied served_when_path yields a signal with served_by', () => {
    const r = detect({
      rules: [rule({ id: 'plans', files: 'plans/*.md', lifetime: 'delete-once-served', served_when_path: 'plans/done/{name}.md' })],
      files: ['plans/a.md', 'plans/b.md', 'plans/done/a.md'],
    });
    assert.deepEqual(Object.fromEntries(r.signals), {
      'plans/a.md': [
        {
          name: 'lifecycle',
          detail: 'served: the tracked path plans/done/a.md matches served_when_path "plans/done/{name}.md" of rule plans',
          rule_ref: 'plans',
          lifetime: 'delete-once-served',
          path_kind: 'file',
          on_served: 'delete',
          served_when_path: 'plans/done/{name}.md',
          served_by: 'plans/done/a.md',
        },
      ],
    });
  });

  it('A served_when rule yields a signal for the classifier', () => {
    const r = detect({
      rules: [rule({ id: 'plans', files: 'docs/plans/*.md', lifetime: 'delete-once-served', served_when: 'the feature has shipped', on_served: 'extract-then-delete', extract_to: 'docs/decisions.md' })],
      files: ['docs/plans/x.md'],
    });
    const [sig] = r.signals.get('docs/plans/x.md')!;
    assert.equal(sig!.served_when, 'the feature has shipped');
    assert.equal(sig!.served_when_path, undefined);
    assert.equal(sig!.on_served, 'extract-then-delete');
    assert.equal(sig!.extract_to, 'docs/decisions.md');
  });

  it('A temporary doc past retention yields a signal with its age', () => {
    const r = detect({
      rules: [rule({ id: 'scratch', files: 'notes/tmp-*.md', lifetime: 'temporary', retain_recent: 1, max_age_days: 30 })],
      files: ['notes/tmp-a.md', 'notes/tmp-b.md'],
      ages: { 'notes/tmp-a.md': 45, 'notes/tmp-b.md': 40 },
    });
    assert.deepEqual(Object.fromEntries(r.signals), {
      'notes/tmp-a.md': [
        {
          name: 'lifecycle',
          detail: 'temporary, past retention: newest #2, beyond retain_recent 1; 45 days old, past max_age_days 30 (rule scratch)',
          rule_ref: 'scratch',
          lifetime: 'temporary',
          path_kind: 'file',
          age_days: 45,
        },
      ],
    });
  });

  it('Matches that cannot lead to an edit yield no signal', () => {
    const r = detect({
      rules: [
        rule({ id: 'agent', files: 'CLAUDE.md', lifetime: 'keep' }),
        rule({ id: 'plans', files: 'plans/*.md', lifetime: 'delete-once-served', served_when_path: 'plans/done/{name}.md' }),
        rule({ id: 'scratch', files: 'notes/*.md', lifetime: 'temporary', retain_recent: 5 }),
      ],
      files: ['CLAUDE.md', 'plans/a.md', 'notes/a.md'],
    });
    assert.deepEqual([...r.signals.keys()], []);
  });
});

describe('OpenSpec Hygiene', () => {
  it('A live change with an archived copy is a leftover', () => {
    const files = ['openspec/changes/add-x/proposal.md', 'openspec/changes/add-x/tasks.md'];
    const r = detect({ files, tracked: [...files, 'openspec/changes/archive/2025-01-02-add-x/proposal.md'], texts: { 'openspec/changes/add-x/tasks.md': '- [x] a\n' } });
    assert.deepEqual(Object.fromEntries(r.signals), {
      'openspec/changes/add-x': [
        {
          name: 'lifecycle',
          detail: 'OpenSpec leftover: the change is archived as openspec/changes/archive/2025-01-02-add-x (tracked) but its live folder is still here',
          rule_ref: 'openspec:leftover',
          lifetime: 'delete-once-served',
          path_kind: 'directory',
          on_served: 'delete',
          served_when_path: 'openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}',
          served_by: 'openspec/changes/archive/2025-01-02-add-x',
          contents: ['proposal.md', 'tasks.md'],
        },
      ],
    });
  });

  it('A change with every task ticked is completed in place', () => {
    const r = detect({
      files: ['openspec/changes/add-y/tasks.md'],
      texts: { 'openspec/changes/add-y/tasks.md': '## 1\n- [x] one\n- [X] two\n' },
      ages: { 'openspec/changes/add-y/tasks.md': 400 },
    });
    const hits = r.signals.get('openspec/changes/add-y')!;
    assert.deepEqual(hits.map((h) => [h.name, h.remedy]), [['openspec_completed', 'openspec archive add-y']]);
    assert.match(hits[0]!.detail, /archive it the OpenSpec way: `openspec archive add-y`/);
  });

  it('An untouched change with no ticked task is abandoned', () => {
    const r = detect({
      files: ['openspec/changes/old/proposal.md', 'openspec/changes/old/tasks.md', 'openspec/changes/fresh/tasks.md'],
      texts: { 'openspec/changes/old/tasks.md': '- [ ] a\n', 'openspec/changes/fresh/tasks.md': '- [ ] a\n' },
      ages: { 'openspec/changes/old/proposal.md': 120, 'openspec/changes/old/tasks.md': 130, 'openspec/changes/fresh/tasks.md': 10 },
    });
    assert.deepEqual([...r.signals.keys()], ['openspec/changes/old']);
    const [sig] = r.signals.get('openspec/changes/old')!;
    assert.equal(sig!.rule_ref, 'openspec:abandoned');
    assert.equal(sig!.served_when, 'the OpenSpec change "old" is abandoned: nobody intends to finish it (untouched for 120 days, the limit is 90; no task ticked)');
    assert.equal(sig!.served_by, undefined);
  });

  // The first judged sample: an OpenSpec change created on the day of the repository's last commit
  // was reported 101 days old because the scan ran 101 days later.
  it('A change is aged against the newest commit, not the scan clock', () => {
    const files = ['openspec/changes/new-idea/proposal.md'];
    const quiet = detect({ files, ages: { 'openspec/changes/new-idea/proposal.md': 101 }, repoNow: daysAgo(101) });
    assert.deepEqual([...quiet.signals.keys()], [], 'no commit after the change: not abandoned');
    const noHistory = detect({ files, ages: { 'openspec/changes/new-idea/proposal.md': 200 }, repoNow: null });
    assert.deepEqual([...noHistory.signals.keys()], [], 'no history: no age');
    const later = detect({ files, ages: { 'openspec/changes/new-idea/proposal.md': 200 }, repoNow: daysAgo(5) });
    assert.match(later.signals.get('openspec/changes/new-idea')![0]!.served_when as string, /untouched for 195 days/);
  });

  it('A change another live change or a roadmap cites is not abandoned', () => {
    const files = ['openspec/changes/add-auth/proposal.md', 'openspec/changes/add-sso/proposal.md', 'openspec/changes/add-cli/proposal.md', 'docs/ROADMAP.md'];
    const ages = Object.fromEntries(files.map((f) => [f, 200]));
    const r = detect({
      files,
      ages,
      texts: {
        'openspec/changes/add-sso/proposal.md': '# SSO\nBuilds on `add-auth` once it lands.\n',
        'docs/ROADMAP.md': '- Q3: openspec/changes/add-sso/\n- add-cli-extras\n',
        'openspec/changes/add-cli/proposal.md': '# CLI\n',
      },
    });
    assert.deepEqual([...r.signals.keys()], ['openspec/changes/add-cli']);
  });

  it('A kept change or one a rule already made a candidate gets no built-in delete', () => {
    const files = ['openspec/changes/old/proposal.md', 'openspec/changes/add-x/proposal.md', 'openspec/changes/stale/proposal.md'];
    const r = detect({
      rules: [
        rule({ id: 'pin', dirs: 'openspec/changes/old', lifetime: 'keep' }),
        rule({ id: 'leftovers', dirs: 'openspec/changes/*', exclude: ['openspec/changes/archive'], lifetime: 'delete-once-served', served_when_path: 'openspec/changes/archive/*-{name}' }),
      ],
      files,
      tracked: [...files, 'openspec/changes/archive/2025-01-02-add-x/proposal.md'],
      ages: { 'openspec/changes/old/proposal.md': 200, 'openspec/changes/stale/proposal.md': 200 },
    });
    assert.deepEqual(
      [...r.signals].map(([p, hits]) => [p, hits.map((h) => h.rule_ref)]),
      [['openspec/changes/add-x', ['leftovers']], ['openspec/changes/stale', ['openspec:abandoned']]],
    );
  });

  it('An archived name that only ends like the change is no evidence', () => {
    const files = ['openspec/changes/add-x/proposal.md'];
    const r = detect({ files, tracked: [...files, 'openspec/changes/archive/2025-01-02-other-add-x/proposal.md'] });
    assert.deepEqual([...r.signals.keys()], []);
  });
});
