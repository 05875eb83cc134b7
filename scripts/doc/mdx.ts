// MDX is Markdown plus JavaScript: ESM blocks (`import` / `export` paragraphs) and `{...}`
// expressions, whose comments `{/* ... */}` are how MDX comments out prose. Neither is prose a
// reader follows, so before an .mdx file is parsed both are blanked with spaces (line and column
// of everything else unchanged). JSX elements parse as inline HTML (parse-doc.ts reads .mdx without
// HTML blocks); fenced code stays as is.
import { FENCE } from './fences.ts';

export function isMdxPath(p: string): boolean {
  return /\.mdx$/i.test(p);
}

const ESM = /^(?:import|export)(?=[\s{*])/;
const OPEN = /\{\s*\/\*/;
const CLOSE = /\*\/\s*\}/;

const blank = (s: string) => ' '.repeat(s.length);

export function blankMdxSyntax(source: string): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  let esm = false;
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!comment) {
      const f = FENCE.exec(line);
      if (fence !== undefined) {
        if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = undefined;
        continue;
      }
      if (f) {
        fence = f[1];
        esm = false;
        continue;
      }
      if (line.trim() === '') {
        esm = false;
        continue;
      }
      if (esm || ESM.test(line)) {
        esm = true;
        lines[i] = blank(line);
        continue;
      }
    }
    let out = '';
    let rest = line;
    for (;;) {
      if (comment) {
        const m = CLOSE.exec(rest);
        if (!m) {
          out += blank(rest);
          break;
        }
        out += blank(rest.slice(0, m.index + m[0].length));
        rest = rest.slice(m.index + m[0].length);
        comment = false;
      } else {
        const m = OPEN.exec(rest);
        if (!m) {
          out += rest;
          break;
        }
        out += rest.slice(0, m.index);
        rest = rest.slice(m.index);
        comment = true;
      }
    }
    lines[i] = out;
  }
  return lines.join('\n');
}
