// Running the native `git` CLI: the one place that spawns it (for scripts/, and for eval/ and bench/
// through the synchronous runGitSync, gitTextSync and spawnGitProcess). Every call runs with an environment
// that cannot be steered by the caller's GIT_DIR / GIT_WORK_TREE (we always pass the root
// explicitly), never takes optional locks (a scan must not race the user's own git commands),
// speaks C, and runs no program the repository names: the repository (its .git/config, hooks and
// .gitattributes included) is untrusted input, so every setting by which git would run one is
// overridden on the command line, which outranks every config file.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { accessSync, constants, mkdtempSync, realpathSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { findRepoLayout } from './layout.ts';
import { readRegularText } from '../shared/read-bounded.ts';

/** Variables that would make git look at another repository or index than the one we name. */
const SCRUBBED = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_COMMON_DIR',
  'GIT_PREFIX',
  'GIT_NAMESPACE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_GRAFT_FILE',
  'GIT_REPLACE_REF_BASE',
  'GIT_NO_REPLACE_OBJECTS',
  'GIT_SHALLOW_FILE',
  'GIT_EXTERNAL_DIFF',
  'GIT_DIFF_OPTS',
  'GIT_PAGER',
];

function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUBBED) delete env[k];
  env.GIT_OPTIONAL_LOCKS = '0';
  env.GIT_TERMINAL_PROMPT = '0';
  // A scan never fetches: in a partial clone a missing object is an error we degrade on, not a
  // network round trip (git >= 2.44 and the 2024 security releases; older git ignores it, and the
  // history reader then asks only for what a partial clone holds: see partial-clone.ts).
  env.GIT_NO_LAZY_FETCH = '1';
  env.LC_ALL = 'C';
  env.LANGUAGE = 'C';
  return { ...env, ...extra };
}

let emptyFolder: string | undefined;

/**
 * A folder of this process's own, empty and private (mkdtemp makes it 0700): the hooks folder git
 * is given, so no hook runs, and the value of every program setting, since a folder cannot be run
 * (directly or through a shell). Removed when the process exits.
 */
function noProgram(): string {
  if (emptyFolder) return emptyFolder;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'doc-hygiene-no-hooks-')));
  process.once('exit', () => {
    try {
      rmdirSync(dir);
    } catch {
      /* already gone */
    }
  });
  emptyFolder = dir;
  return dir;
}

/** Settings whose value git runs as a program (a shell command or an executable). */
const PROGRAM_SETTINGS = [
  'core.pager',
  'core.editor',
  'core.sshCommand',
  'core.askPass',
  'core.gitProxy',
  'core.alternateRefsCommand',
  'diff.external',
  'gpg.program',
  'gpg.openpgp.program',
  'gpg.ssh.program',
  'gpg.x509.program',
  'gpg.ssh.defaultKeyCommand',
  'sequence.editor',
];

/**
 * Options before the subcommand: output we can parse (no quoting, no colour, no signature
 * checks), no pager, no optional locks, no fsmonitor, no hooks, no program settings, no
 * credential helper and no transport (nothing is fetched).
 */
function globalArgs(): string[] {
  const none = noProgram();
  const set: Array<[string, string]> = [
    ['core.quotepath', 'off'],
    ['log.showSignature', 'false'],
    ['color.ui', 'false'],
    ['grep.fallbackToNoIndex', 'false'],
    ['core.fsmonitor', 'false'],
    ['core.hooksPath', none],
    ['credential.helper', ''],
    ['protocol.allow', 'never'],
    ...PROGRAM_SETTINGS.map((k): [string, string] => [k, none]),
  ];
  return ['--no-pager', '--no-optional-locks', ...set.flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

/** Subcommands that may show a diff: never through a textconv driver or an external diff program. */
const DIFF_COMMANDS = new Set(['log', 'show', 'diff', 'diff-tree', 'diff-index', 'diff-files', 'whatchanged']);
/** Subcommands that take --no-textconv without --no-ext-diff. */
const TEXTCONV_COMMANDS = new Set(['grep', 'blame']);
/**
 * Subcommands that never read the work tree's file contents, so no clean filter can run: they do
 * not need the repository's filter drivers turned off (which costs one `git config` per folder).
 */
const NO_WORK_TREE_CONTENT = new Set(['version', 'config', 'cat-file', 'rev-parse', 'merge-base', 'rev-list', 'ls-tree', 'for-each-ref', 'show-ref', 'symbolic-ref']);
/** Options that would run a driver the repository names (refused here, whoever asks). */
const RUNS_DRIVERS = /^--(?:filters|textconv|ext-diff)$/;

/** The subcommand's arguments with the options that keep its diff and blob reads raw. */
function rawArgs(args: string[]): string[] {
  const [sub, ...rest] = args;
  if (sub === undefined) return args;
  const bad = rest.find((a) => RUNS_DRIVERS.test(a));
  if (bad !== undefined) throw new HygieneError('INTERNAL', `git ${sub} ${bad}: doc-hygiene never runs the repository's filters or diff drivers`);
  if (DIFF_COMMANDS.has(sub)) return [sub, '--no-textconv', '--no-ext-diff', ...rest];
  if (TEXTCONV_COMMANDS.has(sub)) return [sub, '--no-textconv', ...rest];
  return args;
}

/** Filter drivers turned off: no clean, smudge or long-running process, and none required. */
interface DriverOverrides {
  args: string[];
  /** For a driver whose name holds "=" (which `-c name=value` cannot spell): GIT_CONFIG_COUNT variables. */
  env: Record<string, string>;
}

const driversByFolder = new Map<string, Promise<DriverOverrides>>();

/**
 * The repository's filter drivers (`filter.<name>.*` in any of its config files, includes too),
 * each overridden to nothing. A `.gitattributes` (or info/attributes, or core.attributesFile) may
 * name any driver for any file, and git has no option that skips filters when it hashes a work-tree
 * file (status, diff against the work tree): only a driver without a command runs nothing.
 */
function filterOverrides(cwd: string): Promise<DriverOverrides> {
  let hit = driversByFolder.get(cwd);
  if (!hit) {
    hit = spawnCollect(cwd, FILTER_QUERY, {}).then((r) => overridesOf(r.stdout));
    driversByFolder.set(cwd, hit);
  }
  return hit;
}

/** The same, for the synchronous callers (eval/ and bench/). */
function filterOverridesSync(cwd: string): DriverOverrides {
  const r = spawnSync('git', [...globalArgs(), ...FILTER_QUERY], { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  return overridesOf(r.stdout ?? Buffer.alloc(0));
}

const FILTER_QUERY = ['config', '-z', '--get-regexp', '^filter\\.'];

/** Every filter driver `git config -z --get-regexp ^filter\.` names, overridden to nothing. */
function overridesOf(stdout: Buffer): DriverOverrides {
  const names = new Set<string>();
  for (const entry of splitZ(stdout)) {
    const key = entry.split('\n', 1)[0]!;
    const last = key.lastIndexOf('.');
    if (last > 'filter.'.length) names.add(key.slice('filter.'.length, last));
  }
  const args: string[] = [];
  const env: Record<string, string> = {};
  let n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const name of [...names].sort()) {
    for (const [k, v] of [['clean', ''], ['smudge', ''], ['process', ''], ['required', 'false']] as const) {
      if (!name.includes('=')) args.push('-c', `filter.${name}.${k}=${v}`);
      else {
        env[`GIT_CONFIG_KEY_${n}`] = `filter.${name}.${k}`;
        env[`GIT_CONFIG_VALUE_${n}`] = v;
        n++;
      }
    }
  }
  if (Object.keys(env).length > 0) env.GIT_CONFIG_COUNT = String(n);
  return { args, env };
}

const workTrees = new Map<string, string[]>();

/**
 * `--work-tree` naming the folder that holds the repository's `.git` (found on disk, as
 * isomorphic-git finds it): a `core.worktree` in the repository's config would otherwise make any
 * folder of the machine the work tree git lists, hashes and greps. A submodule's and a linked
 * worktree's own work tree is that folder too. Nothing outside a repository.
 */
function workTreeArgs(cwd: string): string[] {
  let hit = workTrees.get(cwd);
  if (!hit) {
    let holder: string | undefined;
    try {
      holder = findRepoLayout(cwd)?.root;
    } catch {
      holder = undefined;
    }
    hit = holder === undefined ? [] : [`--work-tree=${holder}`];
    workTrees.set(cwd, hit);
  }
  return hit;
}

/** Files git reads as it starts or lists the work tree: each must be a regular file when present. */
const GITDIR_FILES = ['HEAD', 'index', 'config.worktree', 'commondir', 'gitdir', 'shallow', 'info/exclude', 'info/attributes', 'info/sparse-checkout', 'info/grafts'];
const COMMONDIR_FILES = ['config', 'packed-refs', 'shallow', 'info/exclude', 'info/attributes', 'info/grafts', 'objects/info/alternates', 'objects/info/commit-graph', 'objects/info/packs'];

const gitDirProblems = new Map<string, string | undefined>();

/**
 * Why git must not be run here: a file git reads in the repository's own folder is a FIFO, a
 * device or a folder (git would block on a FIFO with no writer, or read a device without end).
 * The repository's .git is as untrusted as its work tree. Undefined when git may run.
 */
function gitDirProblem(cwd: string): string | undefined {
  if (gitDirProblems.has(cwd)) return gitDirProblems.get(cwd);
  let problem: string | undefined;
  try {
    const layout = findRepoLayout(cwd);
    if (layout) {
      const files = [...GITDIR_FILES.map((f) => join(layout.gitdir, f)), ...COMMONDIR_FILES.map((f) => join(layout.commondir, f))];
      // HEAD's branch, a loose ref git reads first.
      const head = readHeadLink(join(layout.gitdir, 'HEAD'));
      if (head) files.push(join(layout.commondir, head));
      for (const f of files) {
        let st;
        try {
          st = statSync(f);
        } catch {
          continue; // absent (or a dangling link): git finds nothing there either
        }
        if (!st.isFile()) {
          problem = `the repository's ${f} is not a regular file; doc-hygiene runs no git on a repository whose own files could block or flood it`;
          break;
        }
      }
    }
  } catch {
    problem = undefined;
  }
  gitDirProblems.set(cwd, problem);
  return problem;
}

/** The branch HEAD names (`refs/heads/x`), read only when HEAD is a small regular file. */
function readHeadLink(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    const m = /^ref: (refs\/[^\s]+)\s*$/.exec(readRegularText(path, 4096) ?? '');
    return m && !m[1]!.split('/').includes('..') ? m[1] : undefined;
  } catch {
    return undefined;
  }
}

/** A result for a git call refused before it ran (as git reports its own refusals: code 128). */
function refused(problem: string): GitResult {
  return { code: 128, stdout: Buffer.alloc(0), stderr: `fatal: ${problem}\n` };
}

/** The whole command line and environment of one git call. */
async function invocation(cwd: string, args: string[]): Promise<{ argv: string[]; env: NodeJS.ProcessEnv }> {
  const raw = rawArgs(args);
  const drivers = NO_WORK_TREE_CONTENT.has(args[0] ?? '') ? { args: [], env: {} } : await filterOverrides(cwd);
  return { argv: [...globalArgs(), ...workTreeArgs(cwd), ...drivers.args, ...raw], env: gitEnv(drivers.env) };
}

/** Spawns git with the neutralised global options only (for `git config` and `git version`). */
function spawnCollect(cwd: string, args: string[], extraEnv: Record<string, string>, input?: string | Buffer): Promise<GitResult> {
  return collect(spawn('git', [...globalArgs(), ...rawArgs(args)], { cwd, env: gitEnv(extraEnv), stdio: ['pipe', 'pipe', 'pipe'] }), input);
}

function collect(child: ChildProcess, input?: string | Buffer): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin!.on('error', () => { /* git may exit before reading all of its input */ });
    child.stdin!.end(input ?? '');
  });
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Runs git and collects its output; never rejects on a non-zero exit (the caller decides). */
export async function runGit(cwd: string, args: string[], input?: string | Buffer): Promise<GitResult> {
  const problem = gitDirProblem(cwd);
  if (problem) return refused(problem);
  const { argv, env } = await invocation(cwd, args);
  return collect(spawn('git', argv, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] }), input);
}

/** Runs git and returns stdout, or throws an IO error naming the command and git's message. */
export async function gitOut(cwd: string, args: string[], input?: string | Buffer): Promise<Buffer> {
  const r = await runGit(cwd, args, input);
  if (r.code !== 0) throw new HygieneError('IO', `git ${args[0]} failed in ${cwd}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout;
}

/**
 * Streams git's stdout to `onChunk` as it arrives (for `git log` over a large history: the
 * output is parsed incrementally and never held whole). Resolves with the exit code and stderr.
 */
export function streamGit(
  cwd: string,
  args: string[],
  onChunk: (b: Buffer) => void,
): Promise<{ code: number; stderr: string }> {
  const problem = gitDirProblem(cwd);
  if (problem) return Promise.resolve(refused(problem));
  return invocation(cwd, args).then(({ argv, env }) => new Promise((resolve, reject) => {
    const child = spawn('git', argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const err: Buffer[] = [];
    let failure: unknown;
    child.stdout.on('data', (b: Buffer) => {
      if (failure) return;
      try {
        onChunk(b);
      } catch (e) {
        failure = e;
        child.kill();
      }
    });
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (failure) reject(failure);
      else resolve({ code: code ?? -1, stderr: Buffer.concat(err).toString('utf8') });
    });
  }));
}

/** Subcommands that make a repository (no work tree of the folder's repository applies to them). */
const MAKES_REPOSITORY = new Set(['init', 'clone']);

export interface GitSyncOptions {
  input?: string | Buffer;
  /** Bytes of stdout at most (default 1 GiB). */
  maxBuffer?: number;
  /** More environment (an author for a commit the caller makes). */
  env?: Record<string, string>;
  /** More `-c key=value` settings, after the neutralising ones (none may name a program). */
  config?: Record<string, string>;
  /** Clone or fetch from a local path (`protocol.file.allow=always`; every other transport stays off). */
  localFiles?: boolean;
  /** stderr to the caller's (a long import's progress); collected otherwise. */
  inheritStderr?: boolean;
}

/** The argv and environment of a synchronous call, neutralised as every other. */
function syncInvocation(cwd: string, args: string[], o: GitSyncOptions): { argv: string[]; env: NodeJS.ProcessEnv } {
  const extra = Object.entries(o.config ?? {});
  const bad = extra.find(([k]) => PROGRAM_SETTINGS.includes(k) || /^(?:core\.(?:hooksPath|fsmonitor)|filter\.|diff\..*\.(?:textconv|command)$)/i.test(k));
  if (bad) throw new HygieneError('INTERNAL', `git -c ${bad[0]}: doc-hygiene never lets a git call name a program`);
  const make = MAKES_REPOSITORY.has(args[0] ?? '');
  const drivers = NO_WORK_TREE_CONTENT.has(args[0] ?? '') ? { args: [], env: {} } : filterOverridesSync(cwd);
  const argv = [
    ...globalArgs(),
    ...(o.localFiles ? ['-c', 'protocol.file.allow=always'] : []),
    ...extra.flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ...(make ? [] : workTreeArgs(cwd)),
    ...drivers.args,
    ...rawArgs(args),
  ];
  return { argv, env: gitEnv({ ...drivers.env, ...(o.env ?? {}) }) };
}

/**
 * Runs git synchronously (eval/ and bench/, which read the corpora: public repositories, as
 * untrusted as any), with the same neutralised settings, work tree and refusals as runGit.
 */
export function runGitSync(cwd: string, args: string[], o: GitSyncOptions = {}): GitResult {
  const problem = MAKES_REPOSITORY.has(args[0] ?? '') ? undefined : gitDirProblem(cwd);
  if (problem) return refused(problem);
  const { argv, env } = syncInvocation(cwd, args, o);
  const r = spawnSync('git', argv, { cwd, env, input: o.input, maxBuffer: o.maxBuffer ?? 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', o.inheritStderr ? 'inherit' : 'pipe'] });
  if (r.error && r.status === null) return { code: -1, stdout: r.stdout ?? Buffer.alloc(0), stderr: String(r.error.message) };
  return { code: r.status ?? -1, stdout: r.stdout ?? Buffer.alloc(0), stderr: r.stderr ? r.stderr.toString('utf8') : '' };
}

/** runGitSync's stdout as text; throws naming the command and git's message on a non-zero exit. */
export function gitTextSync(cwd: string, args: string[], o: GitSyncOptions = {}): string {
  const r = runGitSync(cwd, args, o);
  if (r.code !== 0) throw new HygieneError('IO', `git ${args[0]} failed in ${cwd}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout.toString('utf8');
}

/** A git process to stream to or from (a bench's `fast-import`), neutralised as every other call. */
export function spawnGitProcess(cwd: string, args: string[], stdio: StdioOptions, o: GitSyncOptions = {}): ChildProcess {
  const { argv, env } = syncInvocation(cwd, args, o);
  return spawn('git', argv, { cwd, env, stdio });
}

let version: Promise<[number, number, number] | undefined> | undefined;

/** The installed git's version (one `git version` per process), undefined when it cannot be read. */
export function gitVersion(): Promise<[number, number, number] | undefined> {
  version ??= spawnCollect(process.cwd(), ['version'], {}).then(
    (r) => {
      const m = /git version (\d+)\.(\d+)(?:\.(\d+))?/.exec(r.stdout.toString('utf8'));
      return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : undefined;
    },
    () => undefined,
  );
  return version;
}

/**
 * The object git could not read, from its error message ("unable to read <oid>", "unable to read
 * tree <oid>", "bad object <oid>", "missing blob object '<oid>'", "Could not read <oid>").
 */
export function unreadableObject(stderr: string): string | undefined {
  const m =
    /(?:unable to read|could not read|could not fetch|bad object|missing (?:blob|tree|commit) object|is corrupt|failed to read object)\s+(?:tree |blob |commit )?'?([0-9a-f]{40}(?:[0-9a-f]{24})?)\b/i.exec(stderr) ??
    /\bobject ([0-9a-f]{40}(?:[0-9a-f]{24})?)\b.*(?:missing|corrupt|unreadable)/i.exec(stderr);
  return m?.[1];
}

let available: Promise<boolean> | undefined;

/**
 * Whether a `git` executable is on PATH (looked up once per process, without spawning anything:
 * every spawn costs tens of milliseconds, and a warm scan needs only one).
 */
export function gitOnPath(): Promise<boolean> {
  available ??= Promise.resolve(findOnPath('git'));
  return available;
}

function findOnPath(name: string): boolean {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      try {
        const p = join(dir, name + ext);
        if (!statSync(p).isFile()) continue;
        accessSync(p, constants.X_OK);
        return true;
      } catch {
        /* not here */
      }
    }
  }
  return false;
}

/** Splits NUL-terminated output into its fields (the trailing empty field dropped). */
export function splitZ(buf: Buffer): string[] {
  const s = buf.toString('utf8');
  if (s.length === 0) return [];
  const parts = s.split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export interface BatchObject {
  oid: string;
  type: string;
  data: Buffer;
}

/**
 * One long-lived `git cat-file --batch` for many reads: a spawn costs milliseconds of node's own
 * time, and walking hundreds of revisions' trees one `ls-tree` each was most of a scan's git time.
 * Requests are answered in order (git flushes after each object); `read` resolves undefined for an
 * object the repository cannot give (missing, ambiguous, or git gone). While nothing is asked the
 * process holds no reference on node's event loop, so a caller that forgets `close` never hangs.
 */
export class GitObjectReader {
  private child: ChildProcess | undefined;
  private readonly waiting: Array<(o: BatchObject | undefined) => void> = [];
  private chunks: Buffer[] = [];
  private length = 0;
  /** Bytes needed before the next object can be parsed (its header and body): no copying until then. */
  private need = 1;
  private dead = false;

  constructor(readonly cwd: string) {}

  private start(): ChildProcess {
    // cat-file reads objects raw (no --filters, no --textconv): no driver can run.
    const child = spawn('git', [...globalArgs(), 'cat-file', '--batch'], { cwd: this.cwd, env: gitEnv(), stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdout!.on('data', (b: Buffer) => {
      this.chunks.push(b);
      this.length += b.length;
      if (this.length >= this.need) this.drain();
    });
    const fail = (): void => {
      this.dead = true;
      this.child = undefined;
      for (const w of this.waiting.splice(0)) w(undefined);
    };
    child.on('error', fail);
    child.on('close', fail);
    child.stdin!.on('error', fail);
    return child;
  }

  private drain(): void {
    let buf = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    let at = 0;
    while (this.waiting.length > 0) {
      const nl = buf.indexOf(10, at);
      if (nl < 0) {
        this.need = buf.length - at + 1;
        break;
      }
      const head = buf.subarray(at, nl).toString('latin1').split(' ');
      const [oid, type, size] = head;
      if (head.length !== 3 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(oid!) || !/^\d+$/.test(size!)) {
        // "<spec> missing" / "<spec> ambiguous", the spec as asked (it may hold spaces and digits):
        // no body follows. An object's header is always "<oid> <type> <size>".
        at = nl + 1;
        this.settle(undefined);
        continue;
      }
      const end = nl + 1 + Number(size);
      if (buf.length < end + 1) {
        this.need = end + 1 - at;
        break;
      }
      const data = Buffer.from(buf.subarray(nl + 1, end));
      at = end + 1;
      this.settle({ oid: oid!, type: type!, data });
    }
    buf = buf.subarray(at);
    this.chunks = buf.length > 0 ? [buf] : [];
    this.length = buf.length;
  }

  private settle(o: BatchObject | undefined): void {
    this.waiting.shift()!(o);
    this.need = 1;
    if (this.waiting.length === 0) this.hold(false);
  }

  private hold(on: boolean): void {
    const c = this.child;
    if (!c) return;
    for (const h of [c, c.stdin, c.stdout] as Array<{ ref?: () => void; unref?: () => void } | null>) (on ? h?.ref : h?.unref)?.call(h);
  }

  /** The object named by `spec` (an oid, or `rev^{tree}`, `rev:path`), undefined when unreadable. */
  read(spec: string): Promise<BatchObject | undefined> {
    if (this.dead || /[\n\r]/.test(spec) || gitDirProblem(this.cwd)) return Promise.resolve(undefined);
    this.child ??= this.start();
    if (this.waiting.length === 0) this.hold(true);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      // Requests made in one turn of the event loop go to git in one write.
      if (this.outbox.push(spec) === 1) queueMicrotask(() => this.child?.stdin?.write(this.outbox.splice(0).join('\n') + '\n'));
    });
  }

  private readonly outbox: string[] = [];

  close(): void {
    this.dead = true;
    this.child?.stdin?.end();
    this.hold(false);
    this.child = undefined;
  }
}
