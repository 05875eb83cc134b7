// The signal fixture harness (tests/scan/fixtures.test.ts runs it). A case is a folder
// tests/scan/fixtures/<signal>/<case>/ holding a small repository, written as it stands at HEAD,
// with the expected hits marked next to the text that causes them, as markdownlint's test files do:
//
//   <!-- expect: broken_reference -->          a hit of that signal on this line
//   <!-- expect: broken_reference line 5 -->   ... on line 5 of this file
//   <!-- expect: token_weight file -->         ... on the file, with no line
//
// Two files of the case are not part of the repository: SCENARIO (one line: the spec scenario the
// case answers, `#### Scenario:` text under the signal's `### Requirement:`) and HISTORY (the
// commits before HEAD, one step per line: `add PATH` (the case's own file, markers and all, as it
// stands in the case), `write PATH TEXT`, `append PATH TEXT` (TEXT with \n escapes), `mv FROM TO`,
// `rm PATH`, `commit MESSAGE`; `#` starts a comment). The case's files are committed last, as HEAD. The runner fails on any hit without a marker and any marker without a hit.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, appendFileSync, renameSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { git, REPO_ROOT, tempDir } from './run.ts';

export const FIXTURES = join(REPO_ROOT, 'tests', 'scan', 'fixtures');
/** The files of a case folder that are not part of its repository. */
export const CASE_FILES = new Set(['SCENARIO', 'HISTORY']);

export interface FixtureCase {
  signal: string;
  name: string;
  dir: string;
  scenario: string | undefined;
}

export function fixtureCases(root = FIXTURES): FixtureCase[] {
  if (!existsSync(root)) return [];
  const out: FixtureCase[] = [];
  for (const signal of readdirSync(root).sort()) {
    if (!statSync(join(root, signal)).isDirectory()) continue;
    for (const name of readdirSync(join(root, signal)).sort()) {
      const dir = join(root, signal, name);
      if (!statSync(dir).isDirectory()) continue;
      const s = join(dir, 'SCENARIO');
      out.push({ signal, name, dir, scenario: existsSync(s) ? readFileSync(s, 'utf8').trim() : undefined });
    }
  }
  return out;
}

function repoFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return repoFiles(p, base);
    const rel = relative(base, p).split('\\').join('/');
    return dir === base && CASE_FILES.has(n) ? [] : [rel];
  });
}

const MARKER = /<!--\s*expect:\s*([a-z][a-z0-9_]*)(?:\s+line\s+(\d+)|\s+(file))?\s*-->/g;

/** `path:line signal` (or `path:file signal`): one expected or found hit. */
export type HitKey = string;

/** The hits a case's markers expect. */
export function expectedHits(dir: string): Set<HitKey> {
  const out = new Set<HitKey>();
  for (const rel of repoFiles(dir)) {
    const text = readFileSync(join(dir, rel), 'utf8');
    if (!text.includes('expect:')) continue;
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(MARKER)) out.add(`${rel}:${m[3] ? 'file' : (m[2] ?? String(i + 1))} ${m[1]}`);
    });
  }
  return out;
}

/** The hits an artifact holds, keyed as markers key them. */
export function foundHits(signals: Record<string, Array<{ name: string; line?: number }>>): Set<HitKey> {
  const out = new Set<HitKey>();
  for (const [path, hits] of Object.entries(signals)) for (const h of hits) out.add(`${path}:${h.line ?? 'file'} ${h.name}`);
  return out;
}

/** Both ways: hits no marker expects, and markers no hit answers; [] when they agree. */
export function markerMismatches(expected: ReadonlySet<HitKey>, found: ReadonlySet<HitKey>): string[] {
  const out: string[] = [];
  for (const k of [...found].sort()) if (!expected.has(k)) out.push(`hit without a marker: ${k}`);
  for (const k of [...expected].sort()) if (!found.has(k)) out.push(`marker without a hit: ${k}`);
  return out;
}

const unescape = (s: string) => s.replace(/\\n/g, '\n').replace(/\\t/g, '\t');

/** Builds the case's repository in a fresh folder: its HISTORY commits, then its files as HEAD. */
export function buildCaseRepo(c: FixtureCase): string {
  const root = tempDir(`dh-fixture-${c.signal}-`);
  git(root, ['init', '-q', '-b', 'main']);
  let day = 0;
  const commit = (message: string) => {
    const date = new Date(Date.UTC(2025, 0, 1 + day++)).toISOString();
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '--allow-empty', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };
  const history = join(c.dir, 'HISTORY');
  if (existsSync(history)) {
    readFileSync(history, 'utf8').split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const [op, a = '', ...rest] = line.split(' ');
      const b = rest.join(' ');
      const at = (p: string) => join(root, p);
      if (op === 'add') {
        mkdirSync(dirname(at(a)), { recursive: true });
        cpSync(join(c.dir, a), at(a));
      } else if (op === 'write' || op === 'append') {
        mkdirSync(dirname(at(a)), { recursive: true });
        (op === 'write' ? writeFileSync : appendFileSync)(at(a), unescape(b));
      } else if (op === 'mv') {
        mkdirSync(dirname(at(b)), { recursive: true });
        renameSync(at(a), at(b));
      } else if (op === 'rm') rmSync(at(a), { recursive: true });
      else if (op === 'commit') commit([a, b].filter(Boolean).join(' '));
      else throw new Error(`${relative(REPO_ROOT, history)}:${i + 1}: unknown step "${op}"`);
    });
  }
  for (const rel of repoFiles(c.dir)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    cpSync(join(c.dir, rel), join(root, rel));
  }
  git(root, ['add', '-A']);
  const date = '2026-01-01T00:00:00Z';
  git(root, ['commit', '-q', '--allow-empty', '-m', 'fixture'], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  return root;
}
