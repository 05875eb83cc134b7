// The clean step's costs, as compiled scripts on a real git repository: `apply-edits plan`,
// `apply --tier auto` and `undo` for a report of 10, 100 and 1000 auto edits (three per file), each
// on a fresh copy. Medians of 3 runs, with the machine's load average (numbers on a busy machine
// are not comparable).
//   tsx bench/apply.ts            (also run by `npm run bench` through bench/run.ts)
import { gitTextSync } from '../scripts/git/exec.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { entryId } from '../scripts/contract/entry-id.ts';
import { derivedFields } from '../scripts/contract/tier.ts';
import type { Entry } from '../scripts/contract/types.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(ROOT, 'dist', 'apply-edits.mjs');
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

function git(cwd: string, args: string[]): void {
  gitTextSync(cwd, args, { env: { GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.invalid', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.invalid' } });
}

function entry(path: string, edit: Entry['exact_edit'], subtype = 'orphaned'): Entry {
  const e: Record<string, unknown> = { id: '', path, category: { class: 'stale', subtype }, signals: [], op: 'bench', op_type: 'deterministic', ...derivedFields({ op_type: 'deterministic', kind: edit!.kind }), exact_edit: edit, token_estimate: { raw_tokens: 5 }, generated_at: '2026-11-29T10:00:00Z' };
  e.id = entryId(e as unknown as Entry);
  return e as unknown as Entry;
}

/** A repository of edits/3 docs with a replace-text, a move-to-archive and a freeze each. */
export function template(edits: number): string {
  const root = mkdtempSync(join(tmpdir(), 'dh-bench-apply-'));
  git(root, ['init', '-q', '-b', 'main']);
  const entries: Entry[] = [];
  for (let i = 0; i < Math.ceil(edits / 3); i++) {
    const p = `docs/d${i}.md`;
    const text = `# Doc ${i}\n\nsee (old/${i}.md)\n\n## Old\n${'old text line\n'.repeat(20)}\n## Now\n${'current line\n'.repeat(40)}`;
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, p), text);
    const h = sha(text);
    entries.push(entry(p, { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: `(old/${i}.md)`, replacement: `(new/${i}.md)`, expected_sha256: h }));
    entries.push(entry(p, { kind: 'move-to-archive', anchor: { start_line: 5, end_line: 25 }, dest_path: `docs/archive/a${i % 10}.md`, expected_sha256: h }));
    entries.push(entry(p, { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' }, 'completed-in-place'));
  }
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'bench']);
  const report = { schema_version: '1.0', tool_version: '0.1.0', policy_version: '1', generated_at: '2026-11-29T10:00:00Z', scan: { project_root: root, scope_globs: ['**/*.md'], excluded_dirs: [], files_scanned: entries.length / 3 }, shortlist: [...new Set(entries.map((e) => e.path))].sort(), entries: entries.slice(0, edits), promotion_candidates: [] };
  mkdirSync(join(root, '.dochygiene'), { recursive: true });
  writeFileSync(join(root, '.dochygiene', '.gitignore'), '*\n');
  writeFileSync(join(root, '.dochygiene', 'report.json'), JSON.stringify(report));
  return root;
}

function timed(root: string, args: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [SCRIPT, ...args, '--root', root], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`apply-edits ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

export async function run(): Promise<string> {
  readFileSync(SCRIPT); // fails clearly when dist/ is not built
  const rows = ['| edits | plan | apply --tier auto | undo |', '|---:|---:|---:|---:|'];
  for (const n of [10, 100, 1000]) {
    const t = template(n);
    const plan: number[] = [];
    const apply: number[] = [];
    const undo: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const copy = join(mkdtempSync(join(tmpdir(), 'dh-bench-apply-run-')), 'p');
      cpSync(t, copy, { recursive: true });
      plan.push(timed(copy, ['plan']));
      apply.push(timed(copy, ['apply', '--tier', 'auto']));
      undo.push(timed(copy, ['undo']));
      rmSync(join(copy, '..'), { recursive: true, force: true });
    }
    rows.push(`| ${n} | ${median(plan).toFixed(0)} ms | ${median(apply).toFixed(0)} ms | ${median(undo).toFixed(0)} ms |`);
    rmSync(t, { recursive: true, force: true });
  }
  rows.push('', `load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores)`);
  return rows.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.stdout.write((await run()) + '\n');
