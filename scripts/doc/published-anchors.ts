// The anchors a doc has where it is published: the renderer of its docs site makes the heading ids
// (./slug.ts has GitHub's, which github-slugger users share: GitHub, Docusaurus, Starlight, Hugo's
// default). A doc outside any site keeps GitHub's. HTML ids and `{#custom}` ids are the same everywhere.
// Whether a link's fragment names one of them is fragmentNamesAnchor, the one rule for the
// scanner's broken_reference, the link-rename proof and the report builder's check of a
// classifier's new link target.
import { siteOf, type DocsSite } from '../sites/docs-sites.ts';
import { githubSlug } from './slug.ts';
import type { ParsedDoc } from './types.ts';

/**
 * Python-Markdown's toc slugify, MkDocs' default (https://python-markdown.github.io/extensions/toc/):
 * NFKD to ASCII, drop what is not a word character, space or hyphen, lower-case, and each run of
 * spaces and hyphens becomes one `-` (`A & B` -> `a-b`, where GitHub gives `a--b`). A repeat gets `_1`.
 */
export function pythonMarkdownSlug(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[^\x00-\x7f]/g, '');
  return ascii.replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[-\s]+/g, '-');
}

/**
 * VitePress' default heading slugify (@mdit-vue/shared, https://vitepress.dev/reference/site-config#markdown):
 * NFKD without combining marks, each run of whitespace and ASCII punctuation one `-`, trimmed, a leading
 * digit prefixed with `_`, lower-cased (`app.config.errorHandler` -> `app-config-errorhandler`). A repeat gets `-1`.
 */
export function mditVueSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The id a heading's trailing attribute block names, with markdown-it-attrs' delimiters (`%{` `}%`): `Store %{#store .x}%` -> store. */
function attrsIdOf([left, right]: [string, string]): (text: string) => string | undefined {
  const block = new RegExp(String.raw`${escapeRe(left)}([^\n]*?)${escapeRe(right)}\s*$`);
  return (text) => {
    const m = block.exec(text);
    return m ? /(?:^|\s)#([^\s#]+)/.exec(m[1]!)?.[1] : undefined;
  };
}

function unique(slug: string, seen: Set<string>, sep: string): string {
  let out = slug;
  for (let n = 1; seen.has(out) || out === ''; n++) out = `${slug}${sep}${n}`;
  seen.add(out);
  return out;
}

/**
 * Anchors a page serves beyond those it lists: mkdocstrings renders `::: pydantic.fields` as the
 * module and every object in it, each with its dotted path as id (`#pydantic.fields.computed_field`),
 * which only the Python code knows. `has` answers for the listed ids and for any id under a prefix;
 * iterating gives the listed ids only, so nothing offers a prefix as a near match.
 */
export class AnchorSet extends Set<string> {
  constructor(listed: Iterable<string>, private readonly prefixes: readonly string[]) {
    super(listed);
  }
  override has(id: string): boolean {
    return super.has(id) || this.prefixes.some((p) => id === p || id.startsWith(p + '.'));
  }
}

/** The doc's anchors as its site publishes them; `doc.anchors` itself where the site uses GitHub's rules. */
export function publishedAnchors(doc: Pick<ParsedDoc, 'path' | 'anchors' | 'headings' | 'terms' | 'attr_anchors' | 'autodoc_ids'>, sites: readonly DocsSite[]): Set<string> {
  const site = sites.length === 0 ? undefined : siteOf(sites, doc.path);
  const attrList = site?.generator === 'mkdocs' && doc.attr_anchors.length > 0;
  const autodoc = site?.generator === 'mkdocs' && doc.autodoc_ids.length > 0;
  if (!site || (site.heading_ids === undefined && site.attrs_delimiters === undefined && !attrList && !autodoc && !(site.definition_term_ids && doc.terms.length > 0))) return doc.anchors;
  const out = autodoc ? new AnchorSet(doc.anchors, doc.autodoc_ids) : new Set(doc.anchors);
  // MkDocs with attr_list: `[](){#id}` is an empty anchor with that id, and `{#id}` on a block's last line names the block.
  if (attrList) for (const a of doc.attr_anchors) out.add(a);
  // markdown-it-attrs with the config's delimiters: `## Store %{#store}%` has the id it names, and no slug.
  const customId = site.attrs_delimiters ? attrsIdOf(site.attrs_delimiters) : () => undefined;
  if (site.heading_ids !== undefined || site.attrs_delimiters !== undefined) {
    // The renderer's ids replace GitHub's (an HTML id that happens to equal one stays only if the renderer makes it too).
    for (const h of doc.headings) out.delete(h.slug);
    const seen = new Set<string>();
    const [slug, sep] = site.heading_ids === 'python-markdown' ? [pythonMarkdownSlug, '_'] : site.heading_ids === 'mdit-vue' ? [mditVueSlug, '-'] : [githubSlug, '-'];
    for (const h of doc.headings) {
      const id = customId(h.text);
      out.add(id ?? unique(slug(h.text), seen, sep));
    }
  }
  // Hugo: description-list terms get ids the way headings do (autoHeadingIDType github by default),
  // from the page's one set of ids: a term named like a heading or an earlier term gets `-1`, `-2`.
  // Which came first is not tracked here, so the plain slug counts too.
  if (site.definition_term_ids) {
    const seen = new Set(doc.headings.map((h) => h.slug));
    for (const t of doc.terms) {
      const slug = githubSlug(t);
      out.add(slug);
      out.add(unique(slug, seen, '-'));
    }
  }
  return out;
}

/** Each anchor set lower-cased once (a page linked from many docs is lowered once, for the set's lifetime). */
const loweredSets = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/**
 * Whether a fragment (decoded, without its `#`) names one of a doc's anchors. GitHub serves each
 * heading id also as `user-content-<id>`, and finds a fragment in another letter case (`#Install`
 * for `install`).
 */
export function fragmentNamesAnchor(anchors: ReadonlySet<string>, fragment: string): boolean {
  const f = fragment.replace(/^user-content-/, '');
  if (anchors.has(f)) return true;
  let lower = loweredSets.get(anchors);
  if (!lower) {
    lower = new Set([...anchors].map((a) => a.toLowerCase()));
    loweredSets.set(anchors, lower);
  }
  return lower.has(f.toLowerCase());
}
