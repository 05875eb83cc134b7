// Benchmark of the lifecycle pass (rule matching, served evidence, retention, OpenSpec checks) on a
// synthetic project: the pure pass (detectLifecycle, repository facts given as data), so the figure
// is the lifecycle pass's own cost inside a scan. Run alone: tsx bench/lifecycle.ts
import { detectLifecycle } from '../scripts/lifecycle/detect.ts';
import type { LifecycleRule } from '../scripts/config/config-types.ts';

function project(scale: number): { files: string[]; tracked: string[] } {
  const files: string[] = ['CLAUDE.md', 'AGENTS.md'];
  const tracked: string[] = [];
  for (let i = 0; i < 10 * scale; i++) files.push(`src/mod${i % 97}/file${i}.ts`);
  for (let i = 0; i < 2 * scale; i++) files.push(`docs/plans/plan-${i}.md`);
  for (let i = 0; i < 2 * scale; i++) files.push(`notes/tmp-${i}.md`);
  for (let i = 0; i < scale; i++) {
    for (const f of ['proposal.md', 'tasks.md', 'design.md']) {
      files.push(`openspec/changes/change-${i}/${f}`);
      if (i % 2 === 0) tracked.push(`openspec/changes/archive/2025-01-02-change-${i}/${f}`);
    }
  }
  for (let i = 0; i < scale / 2; i++) files.push(`docs/plans/archive/plan-${i}.md`);
  for (let i = 0; i < scale / 4; i++) files.push(`docs/area${i}/README.md`);
  tracked.push(...files);
  return { files, tracked };
}

const RULES: LifecycleRule[] = [
  { id: 'agent', files: '**/{CLAUDE,AGENTS}.md', lifetime: 'keep' },
  { id: 'readmes', files: '**/README.md', lifetime: 'keep' },
  { id: 'leftovers', dirs: 'openspec/changes/*', exclude: ['openspec/changes/archive'], lifetime: 'delete-once-served', served_when_path: 'openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}' },
  { id: 'plans', files: 'docs/plans/*.md', lifetime: 'delete-once-served', served_when: 'the feature has shipped' },
  { id: 'scratch', files: 'notes/tmp-*.md', lifetime: 'temporary', retain_recent: 3, max_age_days: 30 },
];

function once(scale: number): { ms: number; files: number; signals: number } {
  const { files, tracked } = project(scale);
  const now = new Date('2025-06-01T00:00:00Z');
  const started = performance.now();
  const r = detectLifecycle({
    settings: { rules: RULES, conventions: ['plans-archive-folder'], openspec: { enabled: true, abandoned_after_days: 90 } },
    files,
    tracked,
    now,
    touchedAt: (p) => new Date(now.getTime() - (p.length % 120) * 86_400_000),
    readText: () => '- [x] a\n- [ ] b\n',
    countTasks: () => ({ total: 2, checked: 1 }),
  });
  return { ms: performance.now() - started, files: files.length, signals: r.signals.size };
}

export async function run(): Promise<string> {
  const rows = ['| project files | lifecycle signals | lifecycle pass (median of 5) |', '|---:|---:|---:|'];
  for (const scale of [500, 2000, 5000]) {
    const runs = Array.from({ length: 5 }, () => once(scale)).sort((a, b) => a.ms - b.ms);
    const m = runs[2]!;
    rows.push(`| ${m.files} | ${m.signals} | ${m.ms.toFixed(0)} ms |`);
  }
  return rows.join('\n');
}


if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write((await run()) + '\n');
