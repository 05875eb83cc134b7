// The evaluation corpora: eval/corpora.json and the clones under --corpora DIR. Reads git only.
import { gitTextSync } from '../../scripts/git/exec.ts';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_KINDS, CORPUS_SETS, type CorpusKind, type CorpusSet } from './vocabulary.ts';

export interface CorpusEntry {
  /** The folder name under --corpora DIR. */
  name: string;
  /** owner/name on GitHub. */
  repo: string;
  /** The commit the repository is judged at. */
  commit: string;
  /** What kind of repository it is (lib/vocabulary.ts CORPUS_KINDS). */
  kind: CorpusKind;
  /** tune: its findings may shape rules; fresh: held out, its precision counts. */
  set: CorpusSet;
}

export interface Corpus extends CorpusEntry {
  dir: string;
  head: string | null;
  /** Problems that make the numbers of this corpus doubtful (wrong commit, not a clone). */
  problems: string[];
  /** Tracked files absent from the work tree (blobs the snapshot lacks). */
  missing_files: string[];
}

/** A corpora file that breaks the rules below; `problems` names every bad entry. */
export class CorporaError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

/** Why one entry of corpora.json is not valid, or null. */
function entryProblem(e: unknown): string | null {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return 'not an object';
  const o = e as Record<string, unknown>;
  if (typeof o.name !== 'string' || !/^[A-Za-z0-9._-]+$/.test(o.name)) return 'name must be a folder name';
  if (typeof o.repo !== 'string' || !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(o.repo)) return 'repo must be owner/name';
  if (typeof o.commit !== 'string' || !/^[0-9a-f]{40}$/.test(o.commit)) return 'commit must be 40 hex digits';
  if (typeof o.kind !== 'string' || !(o.kind in CORPUS_KINDS)) return `kind must be one of ${Object.keys(CORPUS_KINDS).join('|')}`;
  if (!(CORPUS_SETS as readonly unknown[]).includes(o.set)) return `set must be ${CORPUS_SETS.join(' or ')}`;
  return null;
}

/** The corpora of `file`, every entry checked: a folder name, owner/name, a commit, a kind, a set; names and repos unique. */
export function loadCorpora(file: string): CorpusEntry[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { corpora?: unknown };
  if (!Array.isArray(raw.corpora)) throw new CorporaError(file, ['no corpora array']);
  const problems: string[] = [];
  const seen = new Set<string>();
  raw.corpora.forEach((e, i) => {
    const bad = entryProblem(e);
    const label = `entry ${i + 1}${e && typeof (e as CorpusEntry).name === 'string' ? ` (${(e as CorpusEntry).name})` : ''}`;
    if (bad) return problems.push(`${label}: ${bad}`);
    const { name, repo } = e as CorpusEntry;
    for (const id of [`name ${name}`, `repo ${repo}`]) {
      if (seen.has(id)) problems.push(`${label}: ${id} is listed twice`);
      seen.add(id);
    }
  });
  if (problems.length) throw new CorporaError(file, problems);
  return raw.corpora as CorpusEntry[];
}

/** owner+name: the file name judgments and samples of a repository use. */
export function repoSlug(repo: string): string {
  return repo.replace('/', '+');
}

export function git(dir: string, args: string[], maxBuffer = 512 * 1024 * 1024): string {
  return gitTextSync(dir, args, { maxBuffer });
}

export function openCorpus(entry: CorpusEntry, corporaDir: string): Corpus {
  const dir = join(corporaDir, entry.name);
  const problems: string[] = [];
  let head: string | null = null;
  let missing: string[] = [];
  if (!existsSync(join(dir, '.git'))) {
    problems.push(`${dir} is not a git clone`);
  } else {
    head = git(dir, ['rev-parse', 'HEAD']).trim();
    if (head !== entry.commit) problems.push(`HEAD is ${head.slice(0, 12)}, the judged commit is ${entry.commit.slice(0, 12)}`);
    missing = git(dir, ['ls-files', '-z', '--deleted']).split('\0').filter(Boolean).sort();
    const changed = git(dir, ['status', '--porcelain', '-z', '--untracked-files=no']).split('\0').filter((l) => l && !l.startsWith(' D '));
    if (changed.length) problems.push(`${changed.length} tracked files differ from the judged commit`);
  }
  return { ...entry, dir, head, problems, missing_files: missing };
}
