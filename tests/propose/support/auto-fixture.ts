// The harness of the auto-edit fixtures (tests/fixtures/auto-edits/<case>/): a folder per case,
//   before/        the tree of the first commit
//   history.json   the commits after it, oldest first: { message, mv: [[from, to]], rm: [path],
//                  write: { path: text }, take: { path: [[from, first_line, last_line], ...] } }
//                  (take writes lines of files as the tree had them before the commit: a split, a merge)
//   expected.json  { auto: [{ path, line, match, replacement }] }: every auto entry the model-free
//                  check writes, exactly (what is not listed must not be auto)
//   notes.md       why each doc gets what it gets, as its maintainer would judge it
// run through the compiled check on a real git repository; dates are fixed, so runs are repeatable.
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import assert from 'node:assert/strict';
import { REPO_ROOT, git, runScript, tempDir } from '../../support/run.ts';

export const FIXTURES = join(REPO_ROOT, 'tests', 'fixtures', 'auto-edits');

interface Step {
  message: string;
  mv?: Array<[string, string]>;
  rm?: string[];
  write?: Record<string, string>;
  take?: Record<string, Array<[string, number, number]>>;
}

export interface AutoRow {
  path: string;
  line: number;
  match: string;
  replacement: string;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

const when = (n: number) => {
  const d = `2026-0${Math.min(9, 1 + n)}-01T00:00:00Z`;
  return { GIT_AUTHOR_DATE: d, GIT_COMMITTER_DATE: d };
};

/** The case's repository: before/ committed, then each step of history.json as one commit. */
export function fixtureRepo(name: string): string {
  const dir = join(FIXTURES, name);
  const root = tempDir(`dh-auto-${name}-`);
  git(root, ['init', '-q', '-b', 'main']);
  for (const f of filesUnder(join(dir, 'before'))) {
    const to = join(root, relative(join(dir, 'before'), f));
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(f));
  }
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'initial'], when(0));
  const steps = JSON.parse(readFileSync(join(dir, 'history.json'), 'utf8')) as Step[];
  steps.forEach((s, i) => {
    const before = new Map<string, string[]>();
    const linesOf = (p: string) => {
      if (!before.has(p)) before.set(p, readFileSync(join(root, p), 'utf8').split('\n'));
      return before.get(p)!;
    };
    for (const ranges of Object.values(s.take ?? {})) for (const [from] of ranges) linesOf(from);
    for (const [from, to] of s.mv ?? []) {
      mkdirSync(dirname(join(root, to)), { recursive: true });
      git(root, ['mv', from, to]);
    }
    for (const p of s.rm ?? []) git(root, ['rm', '-q', p]);
    for (const [p, ranges] of Object.entries(s.take ?? {})) {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), ranges.map(([from, a, b]) => linesOf(from).slice(a - 1, b).join('\n') + '\n').join(''));
    }
    for (const [p, text] of Object.entries(s.write ?? {})) {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), text);
    }
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', s.message], when(i + 1));
  });
  return root;
}

/** The model-free check's auto entries on the case's repository, and its report. */
export function autoRows(root: string): { rows: AutoRow[]; report: any; md: string } {
  rmSync(join(root, '.dochygiene'), { recursive: true, force: true });
  const r = runScript('check.mjs', ['--root', root]);
  assert.equal(r.code, 0, r.stderr);
  const report = JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8'));
  const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
  const rows: AutoRow[] = report.entries
    .filter((e: any) => e.safety_tier === 'auto')
    .map((e: any) => ({ path: e.path, line: e.exact_edit.anchor.start_line, match: e.exact_edit.match, replacement: e.exact_edit.replacement }));
  return { rows, report, md };
}

/** Runs a case and checks its auto entries against expected.json, exactly. */
export function checkFixture(name: string): { root: string; report: any; md: string } {
  const root = fixtureRepo(name);
  const { rows, report, md } = autoRows(root);
  const expected = (JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as { auto: AutoRow[] }).auto;
  const key = (r: AutoRow) => `${r.path}:${r.line}`;
  assert.deepEqual([...rows].sort((a, b) => key(a).localeCompare(key(b))), [...expected].sort((a, b) => key(a).localeCompare(key(b))), md);
  return { root, report, md };
}
