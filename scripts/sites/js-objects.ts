// The object literals of a JavaScript or TypeScript config read as text (never executed): each with
// what names it (the key before `key: {`, the variable of `const x = {`, or the string before
// `'plugin-name', {`) and its own top-level text, nested objects folded to `{}` and template
// literals emptied, so a `${x}` or a nested block cannot end it early.

export interface JsObject {
  /** `docs` for `docs: {`, `opts` for `const opts: T = {`, `@docusaurus/plugin-content-docs` for `['@docusaurus/plugin-content-docs', {`; '' otherwise. */
  label: string;
  /**
   * What the label is: the key the object is the value of (`pwa: {`, nested in another object's
   * options), a variable, the string before it in a tuple, or none (`defineConfig({`, `export default {`).
   */
  named_by: 'key' | 'variable' | 'string' | 'none';
  /** The object's own text at its top level: nested objects read `{}`, template literals ``` `` ```. */
  flat: string;
}

const LABEL = /(?:['"]?([\w$-]+)['"]?\s*:|\b(?:const|let|var)\s+([\w$]+)(?:\s*:\s*[\w$.<>[\], |]+)?\s*=|['"]([^'"\n]+)['"]\s*,)\s*$/;

/** Every object literal of `text`, innermost first (in the order they close). */
export function jsObjects(text: string): JsObject[] {
  const out: JsObject[] = [];
  const stack: Array<{ label: string; named_by: JsObject['named_by']; flat: string[] }> = [];
  const emit = (s: string) => stack[stack.length - 1]?.flat.push(s);
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      emit(text.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    if (c === '`') {
      // Skipped whole, `${ ... }` included (a nested template literal inside one is rare in configs).
      let j = i + 1;
      let depth = 0;
      while (j < text.length && !(text[j] === '`' && depth === 0)) {
        if (text[j] === '\\') j++;
        else if (text[j] === '$' && text[j + 1] === '{') depth++, j++;
        else if (text[j] === '}' && depth > 0) depth--;
        j++;
      }
      emit('``');
      i = j + 1;
      continue;
    }
    if (c === '{') {
      const m = LABEL.exec(text.slice(Math.max(0, i - 200), i));
      emit('{}');
      stack.push({ label: m ? (m[1] ?? m[2] ?? m[3] ?? '') : '', named_by: !m ? 'none' : m[1] !== undefined ? 'key' : m[2] !== undefined ? 'variable' : 'string', flat: [] });
      i++;
      continue;
    }
    if (c === '}') {
      const top = stack.pop();
      if (top) out.push({ label: top.label, named_by: top.named_by, flat: top.flat.join('') });
      i++;
      continue;
    }
    emit(c);
    i++;
  }
  return out;
}

/** The quoted value of `key` at the object's own top level. */
export function ownValue(o: JsObject, key: string): string | undefined {
  return new RegExp(String.raw`(?:^|[\s,])['"]?${key}['"]?\s*:\s*['"]([^'"\n]*)['"]`).exec(o.flat)?.[1];
}

/**
 * The quoted value of `key` in a config's own options: of the objects that are no other option's
 * value (`defineConfig({`, `export default {`, an exported `const config = {`), the first holding `key` at its
 * top level, from the one that closes last back (the exported config, written last). `srcDir` in
 * `pwa: { srcDir }` is the PWA plugin's, not the site's.
 */
export function configValue(text: string, key: string): string | undefined {
  // A variable's object is the config only when the file exports it as one (`export default config`,
  // `defineConfig(config)`); `const vite = { base }` spread into an option is not.
  const exported = (name: string) => new RegExp(String.raw`export\s+default\s+(?:[\w$.]+\(\s*)*${name.replace(/\$/g, '\\$')}\b|defineConfig\(\s*${name.replace(/\$/g, '\\$')}\b`).test(text);
  const objects = jsObjects(text).filter((o) => o.named_by === 'none' || (o.named_by === 'variable' && exported(o.label)));
  // jsObjects lists objects as they close (innermost first); the outermost option object closes last.
  for (const o of objects.reverse()) {
    const v = ownValue(o, key);
    if (v !== undefined) return v;
  }
  return undefined;
}
