// Ground truth for link recall, from a corpus's own history: a doc-fix commit (its subject says it
// fixes a link or stale/outdated text; it touches only .md files) that removed a relative reference
// whose target did not exist at the parent. Each such removed reference is a case the scanner,
// run at the parent, should have reported. A removed reference the derivation sets aside (its
// target exists at run time) is kept apart with the reason, so every exclusion can be read.
import { gitTextSync, runGitSync } from '../../scripts/git/exec.ts';
import { posix, join, dirname } from 'node:path';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { git } from './corpus.ts';

export interface GroundTruthCase {
  repo: string;
  fix_commit: string;
  parent: string;
  subject: string;
  /** The doc at the parent. */
  path: string;
  /** The line at the parent that held the reference. */
  line: number;
  source: 'link' | 'image' | 'definition' | 'code_path';
  target: string;
  /** The project path the reference resolves to (missing at the parent). */
  resolved: string;
}

export const FIX_SUBJECT = /\bfix(e[sd]|ing)?\b.*\blinks?\b|\bbroken[- ]links?\b|\bdead[- ]links?\b|\bstale\b|\boutdated\b|\bout[- ]of[- ]date\b/i;

/** A removed reference to a missing target that is not a case, and why. */
export interface ExcludedCase extends GroundTruthCase {
  excluded: string;
}

export interface Ref {
  source: GroundTruthCase['source'];
  target: string;
}

/** Relative references on one Markdown line: inline links and images, definitions, backticked paths. */
export function refsOnLine(text: string): Ref[] {
  const out: Ref[] = [];
  const def = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(text);
  if (def) out.push({ source: 'definition', target: def[1]! });
  for (const m of text.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+["'(][^)]*)?\)/g)) out.push({ source: m[1] ? 'image' : 'link', target: m[2]! });
  for (const m of text.matchAll(/`([A-Za-z0-9_.\-][A-Za-z0-9_.\-/]*\/[A-Za-z0-9_.\-/]*[A-Za-z0-9_\-/])`/g)) {
    if (/\.[A-Za-z0-9]{1,6}$|\/$/.test(m[1]!)) out.push({ source: 'code_path', target: m[1]! });
  }
  return out.filter((r) => !/^[a-z][a-z0-9+.-]*:/i.test(r.target) && !r.target.startsWith('#') && !r.target.startsWith('/') && !r.target.startsWith('~'));
}

/** Where a reference in `doc` points inside the project, or null when it leaves the root. */
export function resolveRef(doc: string, ref: Ref): string | null {
  let t = ref.target.replace(/[?#].*$/, '');
  try {
    t = decodeURIComponent(t);
  } catch {
    /* keep as written */
  }
  if (!t) return null;
  const base = ref.source === 'code_path' ? '' : posix.dirname(doc);
  const p = posix.normalize(posix.join(base, t)).replace(/\/$/, '');
  if (p === '.' || p.startsWith('../') || p === '..') return null;
  return p;
}

/** One changed line of a diff: its number on its side, its text, and which hunk of the file holds it. */
export interface DiffLine {
  line: number;
  text: string;
  hunk: number;
}

/** The changed lines of one file of a `git diff -U0` (the file as it was at the old side). */
export interface DiffFile {
  path: string;
  removed: DiffLine[];
  added: DiffLine[];
}

/** The files of a unified diff with their removed and added lines (numbered on their own side). */
export function parseDiff(diff: string): DiffFile[] {
  const files: DiffFile[] = [];
  let cur: DiffFile | null = null;
  let oldLine = 0;
  let newLine = 0;
  let hunk = -1;
  for (const l of diff.split('\n')) {
    if (l.startsWith('--- ')) {
      cur = { path: l.startsWith('--- a/') ? l.slice(6) : '', removed: [], added: [] };
      files.push(cur);
      hunk = -1;
    } else if (l.startsWith('+++ ')) continue;
    else if (l.startsWith('@@')) {
      const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)/.exec(l);
      oldLine = m ? Number(m[1]) : 0;
      newLine = m ? Number(m[2]) : 0;
      hunk++;
    } else if (cur && l.startsWith('-')) cur.removed.push({ line: oldLine++, text: l.slice(1), hunk });
    else if (cur && l.startsWith('+')) cur.added.push({ line: newLine++, text: l.slice(1), hunk });
  }
  return files.filter((f) => f.path);
}

/** Which of `paths` do not exist (as a blob or tree) at `commit`. */
export function missingAt(dir: string, commit: string, paths: string[]): Set<string> {
  if (!paths.length) return new Set();
  const out = gitTextSync(dir, ['cat-file', '--batch-check'], { input: paths.map((p) => `${commit}:${p}`).join('\n') + '\n', maxBuffer: 64 * 1024 * 1024 });
  const lines = out.split('\n');
  return new Set(paths.filter((_, i) => / missing$/.test(lines[i] ?? '')));
}

/**
 * Which of `paths` the tree at `commit` lists although cat-file found nothing: a blob the snapshot
 * lacks. Such a target was there at the parent; only the copy is incomplete.
 */
export function unreadableAt(dir: string, commit: string, paths: string[]): Set<string> {
  if (!paths.length) return new Set();
  const listed = git(dir, ['ls-tree', '-r', '-t', '--name-only', commit, '--', ...paths]).split('\n');
  return new Set(paths.filter((p) => listed.includes(p)));
}

/**
 * Which of `paths` the ignore rules committed at `commit` match (every .gitignore of that tree, read
 * from git objects into a scratch folder; no user or global excludes).
 */
function ignoredAt(dir: string, commit: string, paths: string[]): Set<string> {
  if (!paths.length) return new Set();
  const rules = git(dir, ['ls-tree', '-r', '--name-only', commit]).split('\n').filter((p) => p === '.gitignore' || p.endsWith('/.gitignore'));
  if (!rules.length) return new Set();
  const scratch = mkdtempSync(join(tmpdir(), 'eval-gt-ignore-'));
  try {
    gitTextSync(scratch, ['init', '-q', scratch]);
    for (const r of rules) {
      mkdirSync(join(scratch, dirname(r)), { recursive: true });
      writeFileSync(join(scratch, r), runGitSync(dir, ['cat-file', 'blob', `${commit}:${r}`], { maxBuffer: 16 * 1024 * 1024 }).stdout);
    }
    // exit 1: none matched; the stdout is the answer either way
    const out = runGitSync(scratch, ['check-ignore', '--no-index', '--stdin'], { config: { 'core.excludesFile': '/dev/null' }, input: paths.join('\n') + '\n', maxBuffer: 64 * 1024 * 1024 }).stdout.toString('utf8');
    return new Set(out.split('\n').filter(Boolean));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const existed = new Map<string, boolean>();
/** Whether history up to `commit` ever held `path`. */
export function everExisted(dir: string, commit: string, path: string): boolean {
  const k = `${commit}\0${path}`;
  let v = existed.get(k);
  if (v === undefined) existed.set(k, (v = git(dir, ['log', '-1', '--format=%H', commit, '--', path]).trim() !== ''));
  return v;
}

/** The cases of a repository's history; `excluded`, when given, receives the set-aside ones with their reason. */
export function buildGroundTruth(repo: string, dir: string, excluded?: ExcludedCase[]): GroundTruthCase[] {
  const log = git(dir, ['log', '--no-merges', '--format=%H%x00%P%x00%s']).split('\n').filter(Boolean);
  const cases: GroundTruthCase[] = [];
  for (const row of log) {
    const [commit, parents, subject] = row.split('\0') as [string, string, string];
    if (!FIX_SUBJECT.test(subject)) continue;
    const parentList = parents.split(' ').filter(Boolean);
    if (parentList.length !== 1) continue;
    const parent = parentList[0]!;
    const touched = git(dir, ['diff-tree', '--no-commit-id', '-r', '--name-only', '--no-renames', parent, commit]).split('\n').filter(Boolean);
    if (!touched.length || !touched.every((p) => p.toLowerCase().endsWith('.md'))) continue;
    const hunks = parseDiff(git(dir, ['diff', '-U0', '--no-renames', '--no-color', parent, commit, '--', ...touched]));
    const candidates: Array<Omit<GroundTruthCase, 'repo' | 'fix_commit' | 'parent' | 'subject'>> = [];
    for (const h of hunks) {
      const addedText = h.added.map((a) => a.text).join('\n');
      for (const r of h.removed) {
        for (const ref of refsOnLine(r.text)) {
          if (addedText.includes(ref.target)) continue; // kept (re-wrapped or re-worded), not removed
          const resolved = resolveRef(h.path, ref);
          if (resolved) candidates.push({ path: h.path, line: r.line, source: ref.source, target: ref.target, resolved });
        }
      }
    }
    const missing = missingAt(dir, parent, [...new Set(candidates.map((c) => c.resolved))]);
    // A target the parent's own ignore rules match is a file the tool or the user creates at run
    // time (steveyegge/beads' `.beads/issues.jsonl`, `.beads/daemon.lock`, `.beads/beads.db` under an
    // ignored `.beads/`): it is absent from every commit by design, and a doc naming it describes the
    // user's project, not a path of this repository. The scanner treats such a path as present.
    const ignored = ignoredAt(dir, parent, [...missing]);
    const unreadable = unreadableAt(dir, parent, [...missing]);
    // A backticked path may also be doc-relative: it is a case only when missing both ways.
    const docRelative = candidates.filter((c) => c.source === 'code_path').map((c) => posix.normalize(posix.join(posix.dirname(c.path), c.target)).replace(/\/$/, ''));
    const missingDocRel = missingAt(dir, parent, [...new Set(docRelative.filter((p) => !p.startsWith('..')))]);
    const seen = new Set<string>();
    for (const c of candidates) {
      if (!missing.has(c.resolved)) continue;
      if (c.source === 'code_path') {
        const rel = posix.normalize(posix.join(posix.dirname(c.path), c.target)).replace(/\/$/, '');
        if (!rel.startsWith('..') && !missingDocRel.has(rel)) continue;
      }
      // A backticked path that never existed in the repository is a runtime or example path, not a
      // stale reference: only paths history knows count.
      if (c.source === 'code_path' && !everExisted(dir, parent, c.resolved)) continue;
      const k = `${c.path}\0${c.line}\0${c.target}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const x = { repo, fix_commit: commit, parent, subject, ...c };
      if (ignored.has(c.resolved)) excluded?.push({ ...x, excluded: 'the parent\'s ignore rules match the target: a run-time file, absent from every commit by design' });
      else if (unreadable.has(c.resolved)) excluded?.push({ ...x, excluded: 'the parent\'s tree lists the target but the snapshot lacks its object: not missing, only unreadable here' });
      else cases.push(x);
    }
  }
  return cases;
}
