// "In the code": the source, script and config files of a repository (never its docs, its agent
// instruction files or its lock files), searched at one commit with git grep, and the commit that
// took a name out of them found with the pickaxe and proven on both sides.
import { DIFF_OPTS, gitOut, gitRun } from './git.ts';

const EXT = 'ts tsx js jsx mjs cjs py go rs rb java kt kts swift c h cc cpp hpp cs php sh bash zsh fish ps1 psm1 psd1 lua vue svelte astro toml yaml yml json jsonc ini cfg sql proto gradle ex exs scala dart zig nix tf el pl'.split(' ');

/** The code pathspecs (git grep / log): code by extension or name, minus lock files, vendored and minified code. */
export const CODE_PATHSPECS = [
  ...EXT.map((e) => `:(glob)**/*.${e}`),
  ':(glob)**/Makefile', ':(glob)**/*.mk', ':(glob)**/justfile', ':(glob)**/Justfile', ':(glob)**/Dockerfile', ':(glob)**/*.Dockerfile',
  ':(exclude,glob)**/node_modules/**', ':(exclude,glob)**/vendor/**', ':(exclude,glob)**/*.min.js',
  ':(exclude,glob)**/package-lock.json', ':(exclude,glob)**/pnpm-lock.yaml', ':(exclude,glob)**/yarn.lock', ':(exclude,glob)**/*.lock', ':(exclude,glob)**/bun.lockb',
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns (ERE) whose match in the code means a flag named `name` is still there. */
export function flagPatterns(name: string): string[] {
  const n = esc(name);
  const out = [`(^|[^A-Za-z0-9_-])--${n}([^A-Za-z0-9_-]|$)`, `["'\`]${n}["'\`]`];
  if (name.includes('-')) {
    out.push(`(^|[^A-Za-z0-9_])${esc(name.replace(/-/g, '_'))}([^A-Za-z0-9_]|$)`); // clap / typer field names
    out.push(`(^|[^A-Za-z0-9_])${esc(name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()))}([^A-Za-z0-9_]|$)`); // commander / yargs option keys
  }
  return out;
}

export type Term = { kind: 'flag' | 'word'; name: string };

/** Whether `term` is in the code at `rev`. */
export function inCodeAt(dir: string, rev: string, term: Term): boolean {
  if (term.kind === 'flag') return gitRun(dir, ['grep', '-q', '-I', '-E', ...flagPatterns(term.name).flatMap((p) => ['-e', p]), rev, '--', ...CODE_PATHSPECS]).code === 0;
  return gitRun(dir, ['grep', '-q', '-I', '-w', '-F', '-e', term.name, rev, '--', ...CODE_PATHSPECS]).code === 0;
}

/** The strings one of which every match of `flagPatterns(name)` holds. */
function flagVariants(name: string): string[] {
  return [...new Set([name, name.replace(/-/g, '_'), name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())])];
}

/**
 * Of the flags `names`, those in the code at `rev`, exactly as `inCodeAt` finds them: one fixed-string
 * git grep for the lines that hold any of their names (fast, where many regular expressions at once
 * are not), each line then tested against each flag's patterns.
 */
export function flagsInCodeAt(dir: string, rev: string, names: readonly string[]): Set<string> {
  if (!names.length) return new Set();
  const out = gitOut(dir, ['grep', '-h', '-I', '-F', ...names.flatMap(flagVariants).flatMap((v) => ['-e', v]), rev, '--', ...CODE_PATHSPECS]);
  const lines = [...new Set(out.split('\n'))];
  return new Set(names.filter((n) => {
    const res = flagPatterns(n).map((p) => new RegExp(p));
    const vs = flagVariants(n);
    return lines.some((l) => vs.some((v) => l.includes(v)) && res.some((r) => r.test(l)));
  }));
}

/** Of `words`, those the code at `rev` holds as whole words (one git grep). */
export function wordsInCodeAt(dir: string, rev: string, words: readonly string[]): Set<string> {
  if (!words.length) return new Set();
  const out = gitOut(dir, ['grep', '-h', '-o', '-I', '-w', '-F', ...words.flatMap((w) => ['-e', w]), rev, '--', ...CODE_PATHSPECS]);
  return new Set(out.split('\n').filter(Boolean));
}

export interface Removal {
  commit: string;
  subject: string;
  /** The body and subject of the removing commit (for a rename its message names). */
  message: string;
}

/**
 * The commit before `rev` that took `term` out of the code: the newest commit C found by the pickaxe
 * whose first parent has the term and C lacks it. Null when the code never had it (as proven that way).
 */
export function removalOf(dir: string, rev: string, term: Term, maxTries = 25): Removal | null {
  const list = gitOut(dir, ['log', '--format=%H', ...DIFF_OPTS, '-S', term.name, `-n${maxTries}`, rev, '--', ...CODE_PATHSPECS]).split('\n').filter(Boolean);
  for (const c of list) {
    const parent = gitOut(dir, ['rev-parse', '-q', '--verify', `${c}^1`]).trim();
    if (!parent) continue;
    if (inCodeAt(dir, parent, term) && !inCodeAt(dir, c, term)) {
      const [subject, ...body] = gitOut(dir, ['show', '-s', '--format=%s%n%b', c]).split('\n');
      return { commit: c, subject: subject ?? '', message: [subject, ...body].join('\n') };
    }
  }
  return null;
}

/** The code lines commit `c` added and removed (first parent; capped, a huge refactor is read in part). */
export function codeDiffOf(dir: string, c: string, cap = 4 * 1024 * 1024): { added: string[]; removed: string[] } {
  const d = gitOut(dir, ['diff', '-U0', ...DIFF_OPTS, '-M', `${c}^1`, c, '--', ...CODE_PATHSPECS]).slice(0, cap);
  const added: string[] = [];
  const removed: string[] = [];
  for (const l of d.split('\n')) {
    if (l.startsWith('+++') || l.startsWith('---')) continue;
    if (l.startsWith('+')) added.push(l.slice(1));
    else if (l.startsWith('-')) removed.push(l.slice(1));
  }
  return { added, removed };
}

const W = '([^A-Za-z0-9_]|$)';

/**
 * The patterns (ERE) that define or read `term` in code, as opposed to mentioning it: a declaration
 * (func, def, class, const, type, ...), an assignment or key, an environment read; for a flag, an
 * option definition (a quoted `--name`, a shell `case` arm, a quoted name beside flag/option/long,
 * a clap or typer field).
 */
export function definitionPatterns(term: Term): string[] {
  const n = esc(term.name);
  if (term.kind === 'flag') {
    const out = [`["'\`]--${n}([[:space:]"'\`=<[,]|$)`, `(^|[[:space:]|(])--${n}(\\)|\\|)`, `([Ff]lag|[Oo]ption|[Aa]rg|long|[Nn]ame).*["'\`]${n}["'\`]`];
    if (term.name.includes('-')) out.push(`(^|[^A-Za-z0-9_])${esc(term.name.replace(/-/g, '_'))}[[:space:]]*:`);
    return out;
  }
  return [
    `(func|def|class|fn|function|const|let|var|type|interface|enum|struct|trait|module|alias|export|local|readonly|declare)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?(async[[:space:]]+)?\\*?${n}${W}`,
    `(^|[^A-Za-z0-9_.])${n}[[:space:]]*(:=|\\?=|=[^=]|:[^:])`,
    `^[[:space:]]*(public |private |protected |static |async |export |override )*${n}[[:space:]]*[(<]`,
    `(Getenv|LookupEnv|getenv|environ|env::var|env\\.|process\\.env|ENV\\[)[^A-Za-z0-9_]{0,6}${n}${W}`,
    `\\$\\{?${n}${W}`,
  ];
}

/** Whether the code at `rev` defines or reads `term` (not only mentions it). */
export function definedInCodeAt(dir: string, rev: string, term: Term): boolean {
  return gitRun(dir, ['grep', '-q', '-I', '-E', ...definitionPatterns(term).flatMap((p) => ['-e', p]), rev, '--', ...CODE_PATHSPECS]).code === 0;
}
