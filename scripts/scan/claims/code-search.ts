// The git side of vanished_identifier: which names occur in the repository's code (tracked files
// that are not docs) at a revision — one `git grep` per revision over all names — the commit that
// removed a name's last occurrence (pickaxe, word-bounded), and the name that commit added in its
// place. Every call is bounded by the caller's deadline. JSON Lines files are data (an issue
// tracker's export such as beads' .beads/beads.jsonl, logs), not code: a name only they held was never
// the code's.
import { runGit } from '../../git/exec.ts';
import { renameLike, similarity } from './similar.ts';

/** Code, as opposed to docs: the pathspec every search uses. */
export const CODE_PATHSPEC = ['.', ':(exclude)*.jsonl', ':(exclude)*.md', ':(exclude)*.mdx', ':(exclude)*.markdown', ':(exclude)*.rst', ':(exclude)*.adoc', ':(exclude)*.txt', ':(exclude)*.lock', ':(exclude)package-lock.json', ':(exclude)pnpm-lock.yaml', ':(exclude)go.sum'];

/** Terms per alternation: git's fixed-string search with -w and -o is quadratic in the number of patterns; one ERE alternation is not. */
const TERMS_PER_PATTERN = 1000;

/** The terms that occur in code at `rev` (the tracked files of the work tree when undefined), matched whole-word. */
export async function termsPresent(root: string, rev: string | undefined, terms: string[]): Promise<Set<string> | undefined> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const args = ['grep', '-I', '-E', '-w', '-o', '-h', '--no-color'];
  for (let i = 0; i < terms.length; i += TERMS_PER_PATTERN) args.push('-e', `(${terms.slice(i, i + TERMS_PER_PATTERN).map(ereEscape).join('|')})`);
  if (rev !== undefined) args.push(rev);
  const r = await runGit(root, [...args, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return undefined;
  for (const line of r.stdout.toString('utf8').split('\n')) if (line !== '') found.add(line);
  return found;
}

/** One term at a time (exact, never hidden by an overlapping match of another term). */
export async function termPresent(root: string, rev: string | undefined, term: string): Promise<boolean> {
  const args = ['grep', '-q', '-I', '-F', '-w', '-e', term];
  if (rev !== undefined) args.push(rev);
  const r = await runGit(root, [...args, '--', ...CODE_PATHSPEC]);
  return r.code === 0;
}

function ereEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Removal {
  commit: string;
  date: string;
  subject: string;
}

/** The newest commit after `since` that changed how often `term` occurs in code (its last removal when it is gone now). */
export async function removalOf(root: string, term: string, since: string): Promise<Removal | undefined> {
  const re = `(^|[^A-Za-z0-9_])${ereEscape(term)}([^A-Za-z0-9_]|$)`;
  const r = await runGit(root, ['log', '-1', '--no-merges', '--format=%H%x09%cI%x09%s', '--pickaxe-regex', `-S${re}`, `${since}..HEAD`, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0) return undefined;
  const line = r.stdout.toString('utf8').split('\n')[0] ?? '';
  const [commit, date, ...subject] = line.split('\t');
  return commit && date ? { commit, date, subject: subject.join('\t') } : undefined;
}

const TOKEN: Record<string, RegExp> = {
  flag: /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g,
  env: /(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)/g,
  symbol: /(?<!\w)[A-Za-z_]\w{3,}(?!\w)/g,
  config_key: /(?<![\w.])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w.])/g,
  subcommand: /"[a-z][a-z0-9-]{2,}(?=[" ])/g,
};

/**
 * The name `commit` added in code in place of `term`: a token of the same shape on its added lines,
 * absent from its removed lines, most similar to `term` (and clearly so). Undefined when none is.
 */
export async function successorIn(root: string, commit: string, term: string, kind: string): Promise<string | undefined> {
  const r = await runGit(root, ['show', '--format=', '--unified=0', '--no-color', '--no-ext-diff', commit, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0) return undefined;
  const added = new Set<string>();
  const removed = new Set<string>();
  const re = TOKEN[kind] ?? TOKEN.symbol!;
  for (const line of r.stdout.toString('utf8').split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    const into = line.startsWith('+') ? added : line.startsWith('-') ? removed : undefined;
    if (!into) continue;
    for (const m of line.slice(1).matchAll(re)) into.add(m[0]);
  }
  let best: string | undefined;
  let bestScore = 0;
  let tie = false;
  for (const t of added) {
    if (removed.has(t) || t === term || !renameLike(term, t)) continue;
    const s = similarity(term, t);
    if (s > bestScore) {
      best = t;
      bestScore = s;
      tie = false;
    } else if (s === bestScore) tie = true;
  }
  return best !== undefined && bestScore >= 0.5 && !tie ? best : undefined;
}

/**
 * The commit that last wrote each of `lines` of the doc at `path` in the work tree (git blame), with
 * its date; uncommitted lines are left out. Undefined when blame fails.
 */
export async function linesWrittenIn(root: string, path: string, lines: number[]): Promise<Map<number, { commit: string; date: string }> | undefined> {
  const out = new Map<number, { commit: string; date: string }>();
  if (lines.length === 0) return out;
  const args = ['blame', '--porcelain'];
  for (const l of [...new Set(lines)].sort((a, b) => a - b)) args.push('-L', `${l},${l}`);
  const r = await runGit(root, [...args, '--', path]);
  if (r.code !== 0) return undefined;
  const dates = new Map<string, string>();
  let current: { commit: string; line: number } | undefined;
  for (const row of r.stdout.toString('utf8').split('\n')) {
    const h = /^([0-9a-f]{40}) \d+ (\d+)/.exec(row);
    if (h) {
      current = { commit: h[1]!, line: Number(h[2]) };
      if (!/^0+$/.test(h[1]!)) out.set(current.line, { commit: h[1]!, date: dates.get(h[1]!) ?? '' });
      continue;
    }
    const t = /^committer-time (\d+)/.exec(row);
    if (t && current) dates.set(current.commit, new Date(Number(t[1]) * 1000).toISOString());
  }
  for (const [l, v] of out) if (v.date === '') out.set(l, { commit: v.commit, date: dates.get(v.commit) ?? '' });
  return out;
}

/**
 * The terms the code at `rev` defines (a function, method, type, class, constant or variable of
 * that name, a struct field or an interface member), not only uses: a platform name the code merely called (`WebSocket`) is no claim
 * about this repository.
 */
export async function termsDefined(root: string, rev: string, terms: string[]): Promise<Set<string> | undefined> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const alt = `(${terms.map(ereEscape).join('|')})`;
  const end = '([^A-Za-z0-9_]|$)';
  const patterns = [
    `(func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?\\*?${alt}${end}`,
    `(^|[^A-Za-z0-9_.])${alt}[[:space:]]*(:|=)[[:space:]]*(async[[:space:]]+)?(function|\\(|[A-Za-z_]+[[:space:]]*=>)`,
    // Fields and members: `\tDeletedAt time.Time` (Go), `  deletedAt?: Date` (TS), `    deleted_at: int` (Python).
    `^[[:space:]]+${alt}[[:space:]]+[][*A-Za-z_.]+[[:space:]]*(\`|//|$)`,
    // Go short variable declarations and assignments of a function value.
    `(^|[^A-Za-z0-9_.])${alt}(,[[:space:]]*[A-Za-z_]+)*[[:space:]]*:=`,
    `^[[:space:]]+(readonly[[:space:]]+)?${alt}\??[[:space:]]*:[[:space:]]*[A-Za-z_[{(]`,
    `^[[:space:]]*(export[[:space:]]+)?(async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|pub[[:space:]]+)*${alt}[[:space:]]*\\([^)]*\\)[[:space:]]*(:[^{]*)?\\{`,
  ];
  const args = ['grep', '-I', '-E', '-o', '-h', '--no-color'];
  for (const p of patterns) args.push('-e', p);
  const r = await runGit(root, [...args, rev, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return undefined;
  const wanted = new Set(terms);
  for (const line of r.stdout.toString('utf8').split('\n')) {
    for (const m of line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) if (wanted.has(m[0])) found.add(m[0]);
  }
  return found;
}
