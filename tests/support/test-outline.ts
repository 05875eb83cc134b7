// The outline of a node:test file: every describe / it / test call whose title is a plain string
// literal, with the describes around it and its body's text. Read with a small tokenizer (strings,
// template literals, comments and regular-expression literals skipped) rather than regular
// expressions over lines, so a test is known to sit inside its describe, not merely in the same file.

export interface OutlineCall {
  fn: 'describe' | 'it' | 'test';
  title: string;
  /** Titles of the enclosing describes, outermost first. */
  within: string[];
  /** The source of the call's arguments after the title (the body). */
  body: string;
}

/** Index just past the string, template or regex literal, or comment, that starts at `i`; `i` when none does. */
function skipLiteral(src: string, i: number, regexAllowed: boolean): number {
  const c = src[i];
  if (c === '/' && src[i + 1] === '/') return src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
  if (c === '/' && src[i + 1] === '*') return src.indexOf('*/', i + 2) + 2;
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '`') {
    let j = i + 1;
    while (j < src.length && src[j] !== '`') {
      if (src[j] === '\\') j += 2;
      else if (src[j] === '$' && src[j + 1] === '{') j = matchClose(src, j + 1, '{', '}') + 1;
      else j++;
    }
    return j + 1;
  }
  if (c === '/' && regexAllowed) {
    let j = i + 1;
    let inClass = false;
    while (j < src.length && src[j] !== '\n') {
      if (src[j] === '\\') j += 2;
      else if (src[j] === '[') (inClass = true), j++;
      else if (src[j] === ']') (inClass = false), j++;
      else if (src[j] === '/' && !inClass) break;
      else j++;
    }
    j++;
    while (/[a-z]/i.test(src[j] ?? '')) j++;
    return j;
  }
  return i;
}

/** A `/` starts a regular expression after these (or at the start), a division after anything else. */
function regexMayStart(src: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(src[j]!)) j--;
  if (j < 0) return true;
  if ('(,=:[!&|?{};+-*%<>~^'.includes(src[j]!)) return true;
  return /\b(?:return|typeof|case|of|in|void|yield|await)$/.test(src.slice(Math.max(0, j - 6), j + 1));
}

/** Index of the bracket closing the one opened at `open`. */
function matchClose(src: string, open: number, o: string, c: string): number {
  let depth = 0;
  for (let i = open; i < src.length; ) {
    const skipped = skipLiteral(src, i, regexMayStart(src, i));
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (src[i] === o) depth++;
    else if (src[i] === c && --depth === 0) return i;
    i++;
  }
  return src.length;
}

export function outline(src: string): OutlineCall[] {
  const calls: Array<OutlineCall & { start: number; end: number }> = [];
  for (let i = 0; i < src.length; ) {
    const skipped = skipLiteral(src, i, regexMayStart(src, i));
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const m = /^\b(describe|it|test)\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2\s*,/.exec(src.slice(i, i + 600));
    if (m && !/[\w.$]/.test(src[i - 1] ?? '')) {
      const open = i + m[1]!.length;
      const close = matchClose(src, open, '(', ')');
      calls.push({ fn: m[1] as OutlineCall['fn'], title: m[3]!.replace(/\\(['"`\\])/g, '$1'), within: [], body: src.slice(i + m[0].length, close), start: i, end: close });
      i += m[0].length;
      continue;
    }
    i++;
  }
  for (const c of calls) c.within = calls.filter((d) => d.fn === 'describe' && d.start < c.start && c.end <= d.end).map((d) => d.title);
  return calls.map(({ fn, title, within, body }) => ({ fn, title, within, body }));
}
