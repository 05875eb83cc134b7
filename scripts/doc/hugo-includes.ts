import { posix } from 'node:path';
import { linesOutsideFences } from './fences.ts';

// Hugo pages whose headings come from files this scan does not render: a page that calls a shortcode
// including another file (`{{% include "x.md" %}}`, Docsy's `{{< readfile >}}`, or a shortcode of the
// project whose template reads one, `partial "include"`), and a content file with no title in its
// front matter, a snippet some template includes into other pages (a page Hugo lists has one). A `#x`
// no heading of such a file answers may be one the included text makes, or the including page's;
// an include naming a file this scan reads gives the page that file's headings instead.
// Pure: texts in, names and booleans out.

/** A shortcode call (`{{< name`, `{{% name`); not a closing tag (`{{< /tab >}}`) nor a commented-out one (`{{</*`). */
const CALL = /\{\{[<%][ \t]*([A-Za-z_][\w./-]*)/g;
/** A shortcode named for what it does. */
const INCLUDE_NAME = /include|readfile/i;
/** A template that brings in another file's text: Hugo's readFile, a partial or page named include, another page's content. */
const INCLUDE_TEMPLATE = /\breadFile\b|\bos\.ReadFile\b|\binclude\b|\.RenderShortcodes\b|\.RawContent\b/;
/** A shortcode's template, in the site or a theme: `layouts/_shortcodes/docs/x.md` (Hugo >= 0.146) or `layouts/shortcodes/x.html`. */
const TEMPLATE = /(?:^|\/)layouts\/_?shortcodes\/(.+?)(?:\.[a-z]{2}(?:-[a-z]{2})?)?\.(?:html|md|txt|json|xml)$/i;

/**
 * Which shortcode names include another file: one named so, or one whose template (among `files`,
 * read by `read`) reads one. Templates are read once, on first use of their name.
 */
export function includeShortcodes(files: Iterable<string>, read: (path: string) => string | undefined): (name: string) => boolean {
  const templates = new Map<string, string[]>();
  for (const f of files) {
    const m = TEMPLATE.exec(f);
    if (m) templates.set(m[1]!, [...(templates.get(m[1]!) ?? []), f]);
  }
  const known = new Map<string, boolean>();
  return (name) => {
    let v = known.get(name);
    if (v === undefined) {
      v = INCLUDE_NAME.test(name) || (templates.get(name) ?? []).some((t) => INCLUDE_TEMPLATE.test(read(t) ?? ''));
      known.set(name, v);
    }
    return v;
  };
}

/** The shortcode's file argument as written: the first positional one or `file=`, quoted. */
const FILE_ARG = /^[ \t]+(?:file=)?(["'`])([^"'`\n]+)\1/;

/**
 * The include calls of a page, outside fenced and inline code: the file each names (as written), and
 * whether one names none this scan can read (no literal path: the template picks the file).
 */
export function includeCalls(text: string, includes: (name: string) => boolean): { files: string[]; unnamed: boolean } {
  const files: string[] = [];
  let unnamed = false;
  if (!text.includes('{{')) return { files, unnamed };
  for (const line of linesOutsideFences(text)) {
    const plain = line.replace(/`[^`\n]*`/g, '');
    for (const m of plain.matchAll(CALL)) {
      if (!includes(m[1]!)) continue;
      const arg = FILE_ARG.exec(plain.slice(m.index + m[0].length));
      if (arg) files.push(arg[2]!);
      else unnamed = true;
    }
  }
  return { files, unnamed };
}

const join = (a: string, b: string) => posix.normalize(a === '' ? b : `${a}/${b}`);
const PAGE_SUFFIXES = ['', '.md', '/index.md', '/_index.md'];

/**
 * The file an include names, as Hugo's GetPage finds it: from the content root (`/_common/x.md`), else
 * from the page's folder, the content root, or an `_includes` folder on the page's way up. Undefined
 * where `has` knows none.
 */
export function includedFile(contentRoot: string, page: string, arg: string, has: (p: string) => boolean): string | undefined {
  const rest = arg.replace(/^\/+/, '');
  const bases: string[] = [contentRoot];
  if (!arg.startsWith('/')) {
    bases.unshift(posix.dirname(page) === '.' ? '' : posix.dirname(page));
    for (let d = posix.dirname(page); d !== '.' && d !== '' && (contentRoot === '' || d === contentRoot || d.startsWith(contentRoot + '/')); d = posix.dirname(d)) bases.push(join(d, '_includes'));
    bases.push(join(contentRoot, '_includes'));
  }
  for (const b of bases) {
    for (const suffix of PAGE_SUFFIXES) {
      const p = join(b, rest) + suffix;
      if (!p.startsWith('../') && p !== page && has(p)) return p;
    }
  }
  return undefined;
}

/** Hugo front matter opens the file: YAML `---`, TOML `+++` (up to the same fence), or a JSON object. */
const FRONT_MATTER = /^\uFEFF?(?:(---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*(?:\r?\n|$)|(\{[ \t]*\r?\n[\s\S]*?\r?\n\}[ \t]*(?:\r?\n|$)))/;
const TITLE = /^[ \t]*["']?(?:title|linkTitle)["']?[ \t]*[:=]/m;

/**
 * A snippet, not a page: no title in its front matter (a translated snippet keeps only its
 * translation's bookkeeping, `default_lang_commit:`), as every page Hugo lists has. Its `#x` links
 * point into whichever page includes it.
 */
export function isSnippet(text: string): boolean {
  const fm = FRONT_MATTER.exec(text);
  return fm === null || !TITLE.test(fm[2] ?? fm[3] ?? '');
}
