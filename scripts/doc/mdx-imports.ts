// What an MDX page renders from its imports (`import Prune from './_prune.mdx'` then `<Prune />`):
// a Markdown partial's headings become the page's own anchors, and a component of the project's
// own code (`import Permissions from '@components/PluginPermissions.astro'`) may render headings no
// scanner reads, so a fragment no heading answers cannot be judged there. Docusaurus reads `.md` as
// MDX too, so any doc's ESM lines count. Pure: the doc's text in, project paths out.
import { posix } from 'node:path';
import { linesOutsideFences } from './fences.ts';

export interface MdxImports {
  /** Project paths of the Markdown partials the page renders (`.md`/`.mdx` imports used as `<Name />`). */
  partials: string[];
  /** The page renders a component of the project's own code: headings may come from it. */
  opaque: boolean;
}

/**
 * `import Name from 'x'`, `import { A, B as C } from 'x'`, `import Name, { A } from 'x'`, at a line's
 * start or after another statement's `;`, over several lines if need be.
 */
const IMPORT = /(?:^|;)[ \t]*import\s+(?!type\b)([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*(['"])((?:\\.|(?!\3)[^\\\n])*)\3/gm;
/** A JavaScript string's escapes (`'./\_partial.mdx'`, as Markdown formatters write it, is `./_partial.mdx`). */
const unescapeJs = (s: string) => s.replace(/\\(.)/g, '$1');
const PARTIAL = /\.mdx?$/i;
/**
 * A component of the site's own code: a relative or site-aliased import (`./X`, `@site/`, `~/`, `@/`),
 * or one named with a component file's extension (`@components/X.astro`). A package's components
 * (`@astrojs/starlight/components`, `@theme/Tabs`) render no headings of their own.
 */
const OWN_CODE = /^(?:\.\.?\/|@site\/|~\/|@\/)|\.(?:astro|jsx|tsx|js|ts|mjs|vue|svelte)$/i;

/** The names a page imports, each with its specifier, and the text outside fenced code (where `<Name` renders it). */
function importsOf(text: string): { names: Map<string, string>; body: string } {
  const outside = linesOutsideFences(text).join('\n');
  const names = new Map<string, string>();
  for (const m of outside.matchAll(IMPORT)) {
    const spec = unescapeJs(m[4]!);
    if (m[1]) names.set(m[1], spec);
    for (const part of (m[2] ?? '').split(',')) {
      const local = /(?:^|\s)([\w$]+)\s*$/.exec(part.trim())?.[1];
      if (local) names.set(local, spec);
    }
  }
  return { names, body: outside.replace(IMPORT, '') };
}

/** The partials `path` renders and whether it renders, as a block, a component of its own code; `has` says whether a project file exists. */
export function mdxImports(path: string, text: string, has: (p: string) => boolean): MdxImports | undefined {
  if (!/^import\s/m.test(text)) return undefined;
  const { names, body } = importsOf(text);
  if (names.size === 0) return undefined;
  const partials: string[] = [];
  let opaque = false;
  for (const [name, spec] of names) {
    const tag = String.raw`<${name.replace(/\$/g, '\\$')}[\s/>.]`;
    if (!/^[A-Z]/.test(name) || !new RegExp(tag).test(body)) continue;
    if (PARTIAL.test(spec) && /^\.\.?\//.test(spec)) {
      const p = posix.normalize(posix.join(posix.dirname(path), spec));
      if (!p.startsWith('../') && has(p)) {
        partials.push(p);
        continue;
      }
    }
    // A partial this scan cannot read (aliased, missing) hides its headings as a component does. Only
    // an element that starts a line is a block that may be a heading: one inside a sentence is phrasing.
    if ((OWN_CODE.test(spec) || PARTIAL.test(spec)) && new RegExp(String.raw`^[ \t>]*${tag}`, 'm').test(body)) opaque = true;
  }
  return partials.length > 0 || opaque ? { partials, opaque } : undefined;
}
