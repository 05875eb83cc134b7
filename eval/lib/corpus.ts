// The evaluation corpora: eval/corpora.json and the clones under --corpora DIR. Reads git only.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

export interface CorpusEntry {
  /** The folder name under --corpora DIR. */
  name: string;
  /** owner/name on GitHub. */
  repo: string;
  /** The commit the repository is judged at. */
  commit: string;
}

export interface Corpus extends CorpusEntry {
  dir: string;
  head: string | null;
  /** Problems that make the numbers of this corpus doubtful (wrong commit, not a clone). */
  problems: string[];
  /** Tracked files absent from the work tree (blobs the snapshot lacks). */
  missing_files: string[];
}

export function loadCorpora(file: string): CorpusEntry[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { corpora?: CorpusEntry[] };
  if (!Array.isArray(raw.corpora)) throw new Error(`${file}: no corpora array`);
  return raw.corpora;
}

/** owner+name: the file name judgments and samples of a repository use. */
export function repoSlug(repo: string): string {
  return repo.replace('/', '+');
}

export function git(dir: string, args: string[], maxBuffer = 512 * 1024 * 1024): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer, stdio: ['ignore', 'pipe', 'pipe'] });
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
