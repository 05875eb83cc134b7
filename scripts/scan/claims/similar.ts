// How alike two names are, in [0, 1]: 1 - edit distance / longer length, over the names with case
// and separators folded (`resolveCollisions` ~ `resolve-collisions`). Used to pick a rename's new
// name among the names one commit added.
function fold(s: string): string {
  return s.replace(/^["'-]+/, '').replace(/[-_.:\s]/g, '').toLowerCase();
}

export function similarity(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  if (x === y) return x === '' ? 0 : 0.99;
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = [i];
    for (let j = 1; j <= m; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  const d = prev[m]!;
  // A shared prefix of 4+ characters says "same family" even when the tails differ.
  let p = 0;
  while (p < n && p < m && x[p] === y[p]) p++;
  const base = 1 - d / Math.max(n, m);
  return Math.min(0.98, p >= 4 ? Math.max(base, 0.5 + p / (2 * Math.max(n, m))) : base);
}

/** The words of a name: camelCase, snake_case, kebab-case and dotted parts, lower-cased. */
function words(s: string): string[] {
  return s
    .replace(/^["'-]+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * Whether `b` reads as a rename of `a`: alike (similarity at least 0.5) and differing in at most one
 * word each way (`loadConfig` -> `readConfig`, `providerCache` -> `eProviderCache`; not
 * `HUMANLAYER_APP_URL` -> `HUMANLAYER_RUN_ID`).
 */
export function renameLike(a: string, b: string): boolean {
  if (similarity(a, b) < 0.5) return false;
  const wa = words(a);
  const wb = words(b);
  const left = [...wb];
  let onlyA = 0;
  for (const w of wa) {
    const i = left.indexOf(w);
    if (i >= 0) left.splice(i, 1);
    else onlyA++;
  }
  return onlyA <= 1 && left.length <= 1;
}

/**
 * Evidence that `to` is `from` under a new name, not another thing the same commit touched: a
 * `swap` (every line the commit removed that holds `from` came back with `to` in its place: the
 * same definition and calls under the new name) or a `commit-message` (its subject names both, or says
 * it renames `from`). Without either, a similar name is only a likely successor.
 */
export type RenameEvidence = 'swap' | 'commit-message';

const bounded = (name: string) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

/** Whether a commit subject says `from` became `to`: "rename from ...", or "from -> to" / "from to to". */
export function subjectSaysRenamed(subject: string, from: string, to: string): boolean {
  const f = bounded(from.replace(/^["'-]+/, '')).source;
  const t = bounded(to.replace(/^["'-]+/, '')).source;
  if (!new RegExp(f).test(subject)) return false;
  return /\brenam/i.test(subject) || new RegExp(`${f}\\W*\\s*(?:->|=>|→|\\bto\\b|\\binto\\b)\\s*\\W*${t}`).test(subject);
}

/**
 * Whether the commit swapped the name one for one: every removed line holding `from` (whole word)
 * is, with `from` written as `to`, a line it added (at least one). A name removed here and a new
 * one added elsewhere, or a call site that now does something else, is no swap.
 */
export function swappedLine(removed: Iterable<string>, added: ReadonlySet<string>, from: string, to: string): boolean {
  const re = new RegExp(bounded(from).source, 'g');
  const norm = (l: string) => l.trim().replace(/,$/, '');
  const addedNorm = new Set([...added].map(norm));
  let swapped = 0;
  for (const line of removed) {
    re.lastIndex = 0;
    if (!re.test(line)) continue;
    re.lastIndex = 0;
    if (!addedNorm.has(norm(line.replace(re, to)))) return false;
    swapped++;
  }
  return swapped > 0;
}
