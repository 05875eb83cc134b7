// The document model: a document parsed once (with positions) and the repository facts its
// references resolve against. The scan, the readers and CI read documents through it.
import type { DocsSite } from '../sites/docs-sites.ts';
import type { RedirectMap } from '../sites/redirects.ts';
import type { PageRoutes } from '../sites/page-routes.ts';

export type RefSource = 'link' | 'image' | 'definition' | 'import' | 'code_path';

/** A reference a document makes to a project path, located on its source line. */
export interface DocRef {
  source: RefSource;
  /** The destination as the parser reads it (escapes and entities resolved), fragment included. */
  target: string;
  /** The exact text of the destination on `line` (without enclosing `<` `>`), starting at `column`. */
  raw: string;
  /** 1-based line of `raw`. */
  line: number;
  /** 1-based column of `raw` on its line (UTF-16 code units). */
  column: number;
  /**
   * For a backticked path, what its sentence says it is when not this repository's file: a path of
   * the reader's own project or home (`users_side`), a name shaped like a path (`not_a_path`: a
   * protocol method, a branch, an icon). Counts only for a path history never had.
   */
  elsewhere?: 'users_side' | 'not_a_path';
  /** Written as raw HTML (`<a href>`, `<img src>`): no Markdown renderer rewrites it, the browser resolves it against the page's URL. */
  html?: true;
}

export interface Heading {
  level: number;
  text: string;
  slug: string;
  line: number;
}

/** The inline content of one block (paragraph, heading, table cell) with what the parser marked in it. */
export interface InlineBlock {
  /** The inline source markdown-it parsed; line k of it is file line `first_line + k`. */
  src: string;
  /** 1-based file line of the first line of `src`. */
  first_line: number;
  /** Offsets in `src` where each of its lines starts. */
  line_starts: number[];
  /** Ranges of `src` that are not prose: code spans, autolinks, inline HTML, link destinations. */
  excluded: Array<[number, number]>;
  /** Code spans: [start, end) of the whole span and the offset where `content` starts. */
  code_spans: Array<{ start: number; end: number; content_start: number; content: string }>;
  block: 'paragraph' | 'heading' | 'table';
}

export interface Fence {
  info: string;
  content: string;
  /** 1-based line of the first content line. */
  first_line: number;
}

export interface Frontmatter {
  /** Lines 1..end_line hold the frontmatter including both `---` fences. */
  end_line: number;
  /** The parsed mapping, or undefined when it is not a YAML mapping. */
  data: Record<string, unknown> | undefined;
  /** 1-based line of each top-level key. */
  key_lines: Record<string, number>;
}

export interface TopBlock {
  type: string;
  start_line: number;
  end_line: number;
}

export interface TaskItem {
  checked: boolean;
  line: number;
}

export interface ParsedDoc {
  path: string;
  text: string;
  /** Source lines without their line terminators. */
  lines: string[];
  frontmatter: Frontmatter | undefined;
  headings: Heading[];
  /** Every fragment a link may target: heading slugs and HTML `id` / `name` attributes. */
  anchors: Set<string>;
  /**
   * Description-list terms (`term` on its own line, `: definition` below it), as plain text in order:
   * a renderer that gives them ids (Hugo's autoDefinitionTermID) makes anchors of them.
   */
  terms: string[];
  /** attr_list ids outside headings (`[](){#id}`, `{#id}` on a block's last line): ids where the renderer has attr_list (MkDocs). */
  attr_anchors: string[];
  /** mkdocstrings' `::: package.module` lines: the objects whose ids (`package.module.Name`) the page serves where MkDocs renders it. */
  autodoc_ids: string[];
  /** Links, images, reference definitions and backticked paths, in source order. */
  refs: DocRef[];
  inlines: InlineBlock[];
  fences: Fence[];
  /** Top-level blocks (level 0), in order. */
  blocks: TopBlock[];
  tasks: TaskItem[];
}

/** What the repository holds, as git sees it: the facts reference resolution needs. */
export interface RepoIndex {
  files: Set<string>;
  dirs: Set<string>;
  /** Lower-cased path -> the real paths with that spelling (case-insensitive matches). */
  lower: Map<string, string[]>;
  /** Paths without their final extension (`scripts/run` for `scripts/run.ts`). */
  stems: Set<string>;
  /** Referenced paths the ignore rules match: they exist at run time, not in the repository. */
  ignored: Set<string>;
  /** Referenced paths that are not listed but exist on disk (empty directories and the like). */
  on_disk: Set<string>;
  /** Tracked files absent from the working tree (sparse checkout, snapshot): present in HEAD. */
  in_head: Set<string>;
  /** The docs sites the config files describe (scripts/sites/): site-absolute links resolve in them. */
  sites: DocsSite[];
  /** What the site's redirect maps still serve (scripts/sites/redirects.ts): old address -> redirect. */
  redirects: RedirectMap;
  /** Pages served at a route other than their file path's (scripts/sites/page-routes.ts). */
  page_routes: PageRoutes;
}
