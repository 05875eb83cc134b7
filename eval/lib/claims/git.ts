// git for the claims miner and replay: synchronous, through scripts/git/exec.ts (the one home of
// git calls: the repository's code-running settings neutralised, an environment that cannot point
// git at another repository, no lazy fetch). Reads objects only; never writes.
import { runGitSync } from '../../../scripts/git/exec.ts';

export interface GitRun {
  code: number;
  stdout: string;
}

/** Runs git in `dir`; never throws on a non-zero exit (git grep -q exits 1 on no match). */
export function gitRun(dir: string, args: string[], input?: string): GitRun {
  const r = runGitSync(dir, args, { input });
  return { code: r.code, stdout: r.stdout.toString('utf8') };
}

/** git's stdout, or '' when it failed. */
export const gitOut = (dir: string, args: string[], input?: string): string => gitRun(dir, args, input).stdout;

/** The diff options every diff/log -p of the miner uses (no textconv, no external diff). */
export const DIFF_OPTS = ['--no-ext-diff', '--no-textconv', '--no-color'];

/** Blob texts for `rev:path` specs (null for a missing or non-blob object), one cat-file process. */
export function readBlobs(dir: string, specs: readonly string[]): Array<string | null> {
  if (!specs.length) return [];
  const r = runGitSync(dir, ['cat-file', '--batch'], { input: specs.join('\n') + '\n', maxBuffer: 2 * 1024 * 1024 * 1024 - 1 });
  if (r.code !== 0) return specs.map(() => null);
  const buf = r.stdout;
  const out: Array<string | null> = [];
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const nl = buf.indexOf(10, at);
    if (nl < 0) {
      out.push(null);
      continue;
    }
    const header = buf.subarray(at, nl).toString('utf8');
    at = nl + 1;
    const m = /^[0-9a-f]{40,64} (\w+) (\d+)$/.exec(header);
    if (!m) {
      out.push(null); // '<spec> missing' or 'ambiguous'
      continue;
    }
    const size = Number(m[2]);
    out.push(m[1] === 'blob' ? buf.subarray(at, at + size).toString('utf8') : null);
    at += size + 1;
  }
  return out;
}

/** Every tracked path at `rev` (files), and every folder they are in. */
export function treeAt(dir: string, rev: string): { files: Set<string>; dirs: Set<string> } {
  const files = new Set(gitOut(dir, ['ls-tree', '-r', '-z', '--name-only', rev]).split('\0').filter(Boolean));
  const dirs = new Set<string>();
  for (const f of files) {
    let i = f.lastIndexOf('/');
    while (i > 0) {
      const d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d);
      i = d.lastIndexOf('/');
    }
  }
  return { files, dirs };
}
