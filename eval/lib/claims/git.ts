// git for the claims miner and replay: synchronous, with the repository's code-running settings
// neutralised (no hooks, no fsmonitor, no external diff or textconv, no pager, no lazy fetch) and an
// environment that cannot point git at another repository. Reads objects only; never writes.
import { execFileSync } from 'node:child_process';

const SCRUBBED = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_EXTERNAL_DIFF', 'GIT_DIFF_OPTS', 'GIT_PAGER', 'GIT_CONFIG_PARAMETERS'];

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUBBED) delete e[k];
  return { ...e, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', GIT_NO_LAZY_FETCH: '1', LC_ALL: 'C' };
}

const NEUTRAL = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false', '-c', 'core.quotepath=off', '-c', 'diff.external=', '-c', 'color.ui=false', '-c', 'log.showSignature=false', '-c', 'grep.fallbackToNoIndex=false'];

export interface GitRun {
  code: number;
  stdout: string;
}

/** Runs git in `dir`; never throws on a non-zero exit (git grep -q exits 1 on no match). */
export function gitRun(dir: string, args: string[], input?: string): GitRun {
  try {
    const stdout = execFileSync('git', [...NEUTRAL, '-C', dir, ...args], { encoding: 'utf8', env: env(), input, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
    return { code: 0, stdout };
  } catch (e) {
    const x = e as { status?: number; stdout?: string };
    return { code: x.status ?? -1, stdout: typeof x.stdout === 'string' ? x.stdout : '' };
  }
}

/** git's stdout, or '' when it failed. */
export const gitOut = (dir: string, args: string[], input?: string): string => gitRun(dir, args, input).stdout;

/** The diff options every diff/log -p of the miner uses (no textconv, no external diff). */
export const DIFF_OPTS = ['--no-ext-diff', '--no-textconv', '--no-color'];

/** Blob texts for `rev:path` specs (null for a missing or non-blob object), one cat-file process. */
export function readBlobs(dir: string, specs: readonly string[]): Array<string | null> {
  if (!specs.length) return [];
  let buf: Buffer;
  try {
    buf = execFileSync('git', [...NEUTRAL, '-C', dir, 'cat-file', '--batch'], { env: env(), input: specs.join('\n') + '\n', maxBuffer: 2 * 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });
  } catch {
    return specs.map(() => null);
  }
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
