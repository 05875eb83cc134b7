// The successor of a removed name: what the removing commit's message says it was renamed to, or
// the most similar name the same commit added.

const parts = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_:./-]+/).filter(Boolean);

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** 0..1: the larger of the word-part overlap (Jaccard) and the edit-distance ratio (case-insensitive). */
export function similarity(a: string, b: string): number {
  const pa = new Set(parts(a));
  const pb = new Set(parts(b));
  const inter = [...pa].filter((x) => pb.has(x)).length;
  const jac = inter / (new Set([...pa, ...pb]).size || 1);
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  const lev = 1 - levenshtein(la, lb) / Math.max(la.length, lb.length, 1);
  return Math.max(jac, lev);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The new name a commit message gives `name` ("rename X to Y", "X -> Y", "X => Y", "X → Y"), or null. */
export function renameInMessage(message: string, name: string): string | null {
  const n = esc(name);
  const q = '[`\'"]?';
  const res = [
    new RegExp(`\\brenam\\w*\\s+(?:the\\s+)?(?:\\w+\\s+)?${q}(?:--)?${n}${q}\\s+(?:to|into|as)\\s+${q}(?:--)?([\\w:./-]+?)${q}(?=[\\s,.;:)]|$)`, 'i'),
    new RegExp(`${q}(?:--)?${n}${q}\\s*(?:->|=>|→|⇒)\\s*${q}(?:--)?([\\w:./-]+?)${q}(?=[\\s,.;:)]|$)`),
    new RegExp(`\\breplace\\w*\\s+${q}(?:--)?${n}${q}\\s+with\\s+${q}(?:--)?([\\w:./-]+?)${q}(?=[\\s,.;:)]|$)`, 'i'),
  ];
  for (const re of res) {
    const m = re.exec(message);
    if (m && m[1] && m[1] !== name) return m[1];
  }
  return null;
}

/** The most similar of `added` to `name` (at least `min`), or null. */
export function mostSimilar(name: string, added: Iterable<string>, min = 0.6): string | null {
  let best: string | null = null;
  let score = min;
  for (const a of [...new Set(added)].sort()) {
    if (a === name) continue;
    const s = similarity(name, a);
    if (s > score || (s === score && best === null)) {
      best = a;
      score = s;
    }
  }
  return best;
}
