// The facts role rules need beyond one path (the `fact` rows of ./rule-table.ts), computed once
// from the file list, the docs sites, the agent readers and, for mirrors, the bytes of files that
// share a name and a size. Each fact answers with its evidence ('' when the path says it all), or
// undefined when it does not hold.
import { posix } from 'node:path';
import { Minimatch } from 'minimatch';
import type { DocsSite } from '../sites/docs-sites.ts';
import { ARCHIVE_FOLDER, type FactName } from './rule-table.ts';
import { byCodeUnit } from '../shared/order.ts';
import { vendoredSkills } from './vendored-skills.ts';
import { CodeStrings, codeReadPrompts, testNamedPaths, testsTree } from './code-named.ts';

export interface FactInputs {
  /** Every file the repository lists. */
  files: ReadonlySet<string>;
  /** The docs that get a role (canonical paths: a symlinked doc is listed once). */
  docs: readonly string[];
  sites: readonly DocsSite[];
  /** The readers' rule for a file an agent loads as memory (scripts/readers/), or undefined. */
  memoryRule(path: string): string | undefined;
  /** Docs that an agent-memory file @imports (directly or through other imports), with the readers' rule. */
  imported: ReadonlyMap<string, string>;
  /** A file's bytes (mirrors are compared byte for byte); undefined when unreadable. */
  bytes(path: string): Buffer | undefined;
  /** A file's size in bytes, or undefined. */
  size(path: string): number | undefined;
  /** A config file's text (typedoc.json), or undefined. */
  text(path: string): string | undefined;
}

export type FactAnswer = string | undefined;

export interface RepoFacts {
  answer(fact: FactName, path: string): FactAnswer;
}

/** Language codes a locale folder or a translated file name may carry (English is a source, never a copy folder). */
const LANGUAGES = 'ar|bg|bn|ca|cs|da|de|el|en|es|et|eu|fa|fi|fr|gl|he|hi|hr|hu|hy|id|it|ja|ka|kk|ko|lt|lv|ms|my|nb|ne|nl|nn|no|pl|pt|ro|ru|si|sk|sl|sq|sr|sv|sw|ta|te|th|tl|tr|uk|ur|uz|vi|zh';
const LOCALE = new RegExp(String.raw`^(?:${LANGUAGES})(?:[-_](?:[A-Za-z]{2}|Hans|Hant|Latn|Cyrl))?$`, 'i');
const LOCALE_SUFFIX = /^(.+)\.([A-Za-z]{2}(?:[-_][A-Za-z]{2,4})?)$/;
const ENGLISH = /^en(?:[-_][A-Za-z]{2})?$/i;
const TRANSLATED = new RegExp(String.raw`^(.+?)[._-]((?:${LANGUAGES})(?:[-_](?:[A-Za-z]{2}|Hans|Hant))?)(\.(?:md|mdx|markdown))$`, 'i');
const VERSION = /^v?\d+(?:\.\d+)*(?:\.x)?$|^\d+\.x$/i;
const YEAR = /^(?:19|20)\d\d$/;
const INDEX_PAGE = /(?:^|\/)(?:_?index|README)\.[A-Za-z]+$/i;
/** Share of an older version folder's files the newest must hold too. */
const SHARED_NAMES = 0.5;
/** Identical files two trees must share before one counts as a mirror of the other. */
const MIRROR_MIN_FILES = 2;

const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
const joinPath = (a: string, b: string) => (a === '' ? b : `${a}/${b}`);
const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');

function compareVersions(a: string, b: string): number {
  const na = a.match(/\d+/g)!.map(Number);
  const nb = b.match(/\d+/g)!.map(Number);
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    const d = (na[i] ?? -1) - (nb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Older version folders that share most names with the newest sibling, or with the unversioned tree they sit in: folder -> evidence. */
export function versionCopies(docs: readonly string[]): Map<string, string> {
  // parent folder -> version child -> relative paths under it
  const byParent = new Map<string, Map<string, Set<string>>>();
  for (const d of docs) {
    const segs = d.split('/');
    for (let i = 0; i < segs.length - 1; i++) {
      if (!VERSION.test(segs[i]!)) continue;
      const parent = segs.slice(0, i).join('/');
      const children = byParent.get(parent) ?? new Map<string, Set<string>>();
      byParent.set(parent, children);
      const names = children.get(segs[i]!) ?? new Set<string>();
      children.set(segs[i]!, names);
      names.add(segs.slice(i + 1).join('/'));
    }
  }
  const out = new Map<string, string>();
  const docSet = new Set(docs);
  for (const [parent, children] of byParent) {
    // A version folder inside the tree it was copied from (docs/v3/ beside docs/'s own pages): the
    // unversioned tree is the current one, the folder a snapshot of an older version.
    // A year (blog/2026/) is a dated series, not a version; an index page every folder has is no evidence.
    for (const [v, names] of children) {
      if (YEAR.test(v)) continue;
      let shared = 0;
      for (const n of names) if (!INDEX_PAGE.test(n) && docSet.has(joinPath(parent, n))) shared++;
      if (shared >= SHARED_NAMES * names.size && shared >= MIRROR_MIN_FILES) out.set(joinPath(parent, v), `${parent === '' ? 'the root' : parent + '/'} holds the current docs: ${shared} of its ${names.size} files`);
    }
    if (children.size < 2) continue;
    const ordered = [...children.keys()].sort(compareVersions);
    const newest = ordered[ordered.length - 1]!;
    const newestNames = children.get(newest)!;
    for (const v of ordered.slice(0, -1)) {
      const names = children.get(v)!;
      let shared = 0;
      // As above, an index page every folder has is no evidence. A bare number (7/, 106/) is as often
      // an ordinal of a series (blog/digest/106/index.mdx, podcasts/7/content.mdx: one page name per
      // folder) as a version, so it needs a tree of shared names; 7.4/ or v3/ is a version already.
      for (const n of names) if (!INDEX_PAGE.test(n) && newestNames.has(n)) shared++;
      const needed = /^\d+$/.test(v) ? MIRROR_MIN_FILES : 1;
      if (shared >= SHARED_NAMES * names.size && shared >= needed && !out.has(joinPath(parent, v))) out.set(joinPath(parent, v), `${joinPath(parent, newest)}/ is newer and holds ${shared} of its ${names.size} files`);
    }
  }
  return out;
}

/** Locale folders (not English) whose files the source-language tree holds: folder -> evidence. */
export function localeCopies(docs: readonly string[], files: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of docs) {
    const e = localeSource(d, files);
    if (e) out.set(e.folder, `translations of ${e.sourceTree === '' ? 'the root' : e.sourceTree + '/'}`);
  }
  return out;
}

function localeSource(p: string, files: ReadonlySet<string>): { folder: string; source: string; sourceTree: string } | undefined {
  const segs = p.split('/');
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]!;
    // A locale folder (fr/), or a tree named after its source with a locale suffix (pages.fr/ beside pages/).
    const suffixed = LOCALE_SUFFIX.exec(seg);
    const locale = suffixed ? suffixed[2]! : seg;
    if (!LOCALE.test(locale) || ENGLISH.test(locale)) continue;
    const parent = segs.slice(0, i).join('/');
    const rest = segs.slice(i + 1).join('/');
    const trees = suffixed ? [joinPath(parent, suffixed[1]!)] : [parent, joinPath(parent, 'en'), joinPath(parent, 'en-US')];
    for (const tree of trees) {
      const source = joinPath(tree, rest);
      if (files.has(source)) return { folder: joinPath(parent, seg), source, sourceTree: tree };
    }
  }
  return undefined;
}

/** Of two byte-identical files, the source: fewer path segments, then the smaller path. */
function sourceFirst(a: string, b: string): number {
  return a.split('/').length - b.split('/').length || byCodeUnit(a, b);
}

/** Docs another doc of the same name holds byte for byte: copy -> its source. */
function mirrors(inputs: FactInputs): Map<string, string> {
  const byName = new Map<string, string[]>();
  for (const d of inputs.docs) {
    const name = posix.basename(d);
    const list = byName.get(name);
    if (list) list.push(d);
    else byName.set(name, [d]);
  }
  // Sizes only for names that occur twice; bytes only for equal names and sizes.
  const byKey = new Map<string, string[]>();
  for (const [name, paths] of byName) {
    if (paths.length < 2) continue;
    for (const d of paths) {
      const size = inputs.size(d);
      if (size === undefined || size === 0) continue;
      const key = `${name}\0${size}`;
      const list = byKey.get(key);
      if (list) list.push(d);
      else byKey.set(key, [d]);
    }
  }
  // Identical pairs, keyed by the two tree roots (the paths minus their common tail).
  const pairs = new Map<string, Array<[string, string]>>();
  for (const list of byKey.values()) {
    if (list.length < 2) continue;
    const groups: Array<{ bytes: Buffer; paths: string[] }> = [];
    for (const p of list) {
      const b = inputs.bytes(p);
      if (!b) continue;
      const g = groups.find((x) => x.bytes.equals(b));
      if (g) g.paths.push(p);
      else groups.push({ bytes: b, paths: [p] });
    }
    for (const g of groups) {
      if (g.paths.length < 2) continue;
      const [source, ...copies] = g.paths.sort(sourceFirst);
      for (const c of copies) {
        const key = `${treeRoot(source!, c)}\0${treeRoot(c, source!)}`;
        const list = pairs.get(key) ?? [];
        list.push([c, source!]);
        pairs.set(key, list);
      }
    }
  }
  // A mirror is a tree: one identical file (a per-package CLAUDE.md) is not.
  const out = new Map<string, string>();
  for (const list of pairs.values()) {
    if (list.length < MIRROR_MIN_FILES) continue;
    for (const [c, source] of list) out.set(c, `identical to ${source} (${list.length} files of this tree)`);
  }
  return out;
}

/** `a` without the trailing segments it shares with `b`: the root of the tree `a` lies in. */
function treeRoot(a: string, b: string): string {
  const sa = a.split('/');
  const sb = b.split('/');
  let k = 0;
  while (k < sa.length && k < sb.length && sa[sa.length - 1 - k] === sb[sb.length - 1 - k]) k++;
  return sa.slice(0, sa.length - k).join('/');
}

/** A typedoc config: typedoc.json, typedoc.config.mjs, or a script of the docs named after it (typedoc-markdown.mjs). */
const TYPEDOC_CONFIG = /(?:^|\/)[^/]*typedoc[^/]*\.(?:jsonc?|[cm]?[jt]s)$/i;
/**
 * typedoc's `out` as a config writes it: `"out": "docs/api"` (JSON), `out: './api'`, or
 * `out: path.resolve(__dirname, './api')` / `path.join(__dirname, 'api')` (a script that runs typedoc).
 */
const TYPEDOC_OUT = /(?:^|[\s{,])["']?out["']?\s*:\s*(?:path\.(?:resolve|join)\(\s*(?:__dirname|import\.meta\.dirname)\s*,\s*)?["'`]([^"'`\n]+)["'`]/m;

/** Output folders of generators that are not docs sites: typedoc's `out`. */
function toolOutputs(inputs: FactInputs): string[] {
  const out: string[] = [];
  for (const f of inputs.files) {
    if (!TYPEDOC_CONFIG.test(f) || /(?:^|\/)(?:tsconfig|package)[^/]*\.json$/.test(f)) continue;
    const m = TYPEDOC_OUT.exec(inputs.text(f) ?? '');
    if (m) {
      const p = posix.normalize(joinPath(dirOf(f), m[1]!.replace(/^\.\//, ''))).replace(/\/+$/, '');
      if (p !== '.' && !p.startsWith('..') && !p.startsWith('/')) out.push(p);
    }
  }
  return out;
}

/** Manifests of agent extensions and presets, whose commands/, agents/, skills/, prompts/ an installer copies into agents. */
const EXTENSION_MANIFEST = /^(?:extension|preset|plugin)\.ya?ml$|^(?:gemini|qwen)-extension\.json$/;
const MANIFEST_PARTS = /^(?:commands|agents|skills|prompts)\//;
/** A spec tool's installer output in an agent folder: its name carries the tool's prefix. */
const INSTALLED: ReadonlyArray<{ tool: string; name: RegExp; configured: RegExp }> = [
  { tool: 'OpenSpec', name: /(?:^|\/)\.[\w-]+\/(?:[\w.-]+\/)*(?:opsx[/-]|openspec-[\w-]+\/SKILL\.md$|openspec\/)/, configured: /(?:^|\/)openspec\/(?:config\.ya?ml|project\.md|specs\/|changes\/)/ },
  { tool: 'Spec Kit', name: /(?:^|\/)\.[\w-]+\/(?:[\w.-]+\/)*(?:speckit\.[\w.-]+\.md$|speckit-[\w-]+\/SKILL\.md$)/, configured: /(?:^|\/)\.specify\// },
];

/** A folder README that says the folder's files are generated. */
const GENERATED_FOLDER = /\b(?:these|all|the) (?:files|docs|pages|skills)\b[^.\n]{0,60}\b(?:are|were) (?:auto[- ]?)?generated\b/i;
/** Lines of a folder README read for that sentence. */
const README_LINES = 40;

/** A Go embed directive and its patterns (paths relative to the .go file's folder). */
const GO_EMBED = /^\/\/go:embed\s+(.+)$/gm;

/** Docs a `//go:embed` directive names (a file, a glob, or a folder holding it): doc -> the .go file. */
function goEmbedded(inputs: FactInputs): Map<string, string> {
  const out = new Map<string, string>();
  // Only .go files at or above a doc's folder can embed it.
  const docDirs = new Set<string>();
  for (const d of inputs.docs) for (let p = dirOf(d); ; p = dirOf(p)) { if (docDirs.has(p)) break; docDirs.add(p); if (p === '') break; }
  for (const f of inputs.files) {
    if (!f.endsWith('.go') || !docDirs.has(dirOf(f))) continue;
    const text = inputs.text(f);
    if (!text || !text.includes('go:embed')) continue;
    const dir = dirOf(f);
    for (const m of text.matchAll(GO_EMBED)) {
      for (const raw of m[1]!.trim().split(/\s+/)) {
        const pat = raw.replace(/^"|"$/g, '').replace(/^all:/, '');
        const mm = new Minimatch(joinPath(dir, pat));
        for (const d of inputs.docs) if (under(d, dir) && (mm.match(d) || under(d, joinPath(dir, pat)))) out.set(d, `embedded by ${f} (//go:embed ${pat})`);
      }
    }
  }
  return out;
}

/** A test runner's file (format.test.js, jsfmt.spec.js, parse_test.go, test_html.py, a_spec.rb) or a snapshot folder: the folder's files are its cases. */
const TEST_RUNNER = /\.(?:test|spec)\.[cm]?[jt]sx?$|_test\.(?:go|py|rb|exs?)$|^test_[\w-]+\.py$|_spec\.rb$|(?:^|\/)__snapshots__\//;

/** Folders under a tests tree that hold a test runner's file or snapshots: folder -> the file. */
function testRunnerFolders(files: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files) {
    const m = TEST_RUNNER.exec(f);
    if (!m || testsTree(f) === undefined) continue;
    const dir = m[0].endsWith('__snapshots__/') ? f.slice(0, m.index) : dirOf(f);
    if (!out.has(dir)) out.set(dir, m[0].endsWith('__snapshots__/') ? joinPath(dir, '__snapshots__/') : f);
  }
  return out;
}

export function buildRepoFacts(inputs: FactInputs): RepoFacts {
  const generatedDirs = new Map<string, boolean>();
  const generatedDir = (dir: string): boolean => {
    let g = generatedDirs.get(dir);
    if (g === undefined) {
      const readme = joinPath(dir, 'README.md');
      g = inputs.files.has(readme) && GENERATED_FOLDER.test((inputs.text(readme) ?? '').split('\n').slice(0, README_LINES).join('\n'));
      generatedDirs.set(dir, g);
    }
    return g;
  };
  const outputs = [...inputs.sites.flatMap((s) => s.output_roots.map((o) => ({ dir: o, by: `${s.generator} (${s.config})` }))), ...toolOutputs(inputs).map((o) => ({ dir: o, by: 'typedoc' }))];
  const skillDirs = new Set<string>();
  const pluginRoots: string[] = [];
  for (const f of inputs.files) {
    if (posix.basename(f) === 'SKILL.md') skillDirs.add(dirOf(f));
    const m = /^(?:(.*)\/)?\.claude-plugin\/plugin\.json$/.exec(f);
    if (m) pluginRoots.push(m[1] ?? '');
  }
  const manifestDirs: string[] = [];
  for (const f of inputs.files) if (EXTENSION_MANIFEST.test(posix.basename(f))) manifestDirs.push(dirOf(f));
  const configured = new Map<string, boolean>();
  const toolConfigured = (t: (typeof INSTALLED)[number]): boolean => {
    let c = configured.get(t.tool);
    if (c === undefined) {
      c = false;
      for (const f of inputs.files) if (t.configured.test(f) && !t.name.test(f)) { c = true; break; }
      configured.set(t.tool, c);
    }
    return c;
  };
  let versions: Map<string, string> | undefined;
  let vendored: ((path: string) => string | undefined) | undefined;
  let mirrored: Map<string, string> | undefined;
  let embedded: Map<string, string> | undefined;
  let runners: Map<string, string> | undefined;
  let testNamed: Map<string, string> | undefined;
  let promptsRead: Map<string, string> | undefined;
  // One read of each code file, for the test inputs and the prompts it names.
  const code = new CodeStrings(inputs);

  const answers: Record<FactName, (path: string) => FactAnswer> = {
    'generator-output': (p) => {
      const o = outputs.find((x) => under(p, x.dir));
      return o && `${o.dir}/ is ${o.by} output`;
    },
    'generated-folder': (p) => {
      // The README that says so is not generated itself.
      for (let d = dirOf(p), first = true; ; d = dirOf(d), first = false) {
        if (!(first && posix.basename(p) === 'README.md') && generatedDir(d)) return `${joinPath(d, 'README.md')} says its files are generated`;
        if (d === '') return undefined;
      }
    },
    'version-sibling': (p) => {
      versions ??= versionCopies(inputs.docs);
      for (let d = dirOf(p); d !== ''; d = dirOf(d)) {
        const e = versions.get(d);
        if (e !== undefined) return e;
      }
      return undefined;
    },
    'locale-folder': (p) => {
      const s = localeSource(p, inputs.files);
      return s && `translation of ${s.source}`;
    },
    'translated-name': (p) => {
      const m = TRANSLATED.exec(posix.basename(p));
      if (!m) return undefined;
      const dir = dirOf(p);
      for (const ext of [m[3]!, '.md', '.mdx']) {
        const source = joinPath(dir, m[1]! + ext);
        if (source !== p && inputs.files.has(source)) return `translation of ${source}`;
      }
      return undefined;
    },
    mirror: (p) => {
      mirrored ??= mirrors(inputs);
      return mirrored.get(p);
    },
    'skill-folder': (p) => {
      if (posix.basename(p) === 'SKILL.md') return '';
      // A SKILL.md at the root does not make the whole repository one skill.
      for (let d = dirOf(p); d !== ''; d = dirOf(d)) if (skillDirs.has(d)) return `in the skill ${d}/`;
      return undefined;
    },
    'plugin-component': (p) => {
      for (const r of pluginRoots) {
        const rest = r === '' ? p : p.startsWith(r + '/') ? p.slice(r.length + 1) : undefined;
        if (rest !== undefined && /^(?:commands|agents|skills)\//.test(rest)) return `plugin ${joinPath(r, '.claude-plugin/plugin.json')}`;
      }
      return undefined;
    },
    'installer-output': (p) => {
      const t = INSTALLED.find((x) => x.name.test(p));
      return t && toolConfigured(t) ? `written by the ${t.tool} installer (the repository is configured for ${t.tool})` : undefined;
    },
    'vendored-skill': (p) => (vendored ??= vendoredSkills(inputs))(p),
    'manifest-command': (p) => {
      for (const d of manifestDirs) {
        const rest = d === '' ? p : p.startsWith(d + '/') ? p.slice(d.length + 1) : undefined;
        if (rest !== undefined && MANIFEST_PARTS.test(rest)) return `installed by the manifest in ${d === '' ? 'the root' : d + '/'}`;
      }
      return undefined;
    },
    'verb-named-prompt': (p) => {
      // archive as a verb: every archive-named folder is a skill of that name (openspec-archive-change/).
      const segs = p.split('/').slice(0, -1);
      let named = false;
      for (let i = 0; i < segs.length; i++) {
        if (!ARCHIVE_FOLDER.test(segs[i]!)) continue;
        if (!skillDirs.has(segs.slice(0, i + 1).join('/'))) return undefined;
        named = true;
      }
      return named ? 'a skill named after the archive verb' : undefined;
    },
    'embedded-prompt': (p) => {
      embedded ??= goEmbedded(inputs);
      return embedded.get(p);
    },
    'test-runner-folder': (p) => {
      if (testsTree(p) === undefined) return undefined;
      runners ??= testRunnerFolders(inputs.files);
      const r = runners.get(dirOf(p));
      return r && `beside ${r}`;
    },
    'test-named-path': (p) => {
      testNamed ??= testNamedPaths(inputs, code);
      return testNamed.get(p);
    },
    'code-read-prompt': (p) => {
      promptsRead ??= codeReadPrompts(inputs, code);
      return promptsRead.get(p);
    },
    'memory-file': (p) => inputs.memoryRule(p),
    'memory-import': (p) => inputs.imported.get(p),
  };
  return { answer: (fact, path) => answers[fact](path) };
}

/**
 * Where each translated tree's pages come from: translated folder -> source folder, by the pages
 * both hold (`i18n/de/pages/` -> `docs/` when `i18n/de/pages/client/transports.md` has its only
 * namesake in `docs/client/transports.md`). A translation's path after its locale folder is matched
 * against the docs that are no translation, longest suffix first; a pairing counts when two or more
 * of the tree's pages agree on it, and the pairing most of them agree on is the tree's. Pure.
 */
export function translationTrees(docs: readonly string[], isTranslation: (path: string) => boolean): Map<string, string> {
  const sources = docs.filter((d) => !isTranslation(d));
  const byName = new Map<string, string[]>();
  for (const s of sources) {
    const name = posix.basename(s);
    const list = byName.get(name);
    if (list) list.push(s);
    else byName.set(name, [s]);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const t of docs) {
    if (!isTranslation(t)) continue;
    const segs = t.split('/');
    const at = segs.findIndex((s, i) => i < segs.length - 1 && LOCALE.test(s) && !ENGLISH.test(s));
    if (at < 0) continue;
    const rest = segs.slice(at + 1);
    const namesakes = byName.get(rest[rest.length - 1]!) ?? [];
    for (let k = 0; k < rest.length; k++) {
      const suffix = rest.slice(k).join('/');
      const found = namesakes.filter((s) => s === suffix || s.endsWith('/' + suffix));
      if (found.length > 1) break; // ambiguous here, and more so with a shorter suffix
      if (found.length === 0) continue;
      const from = segs.slice(0, at + 1 + k).join('/');
      const to = found[0]!.slice(0, found[0]!.length - suffix.length).replace(/\/$/, '');
      const tally = votes.get(from) ?? votes.set(from, new Map()).get(from)!;
      tally.set(to, (tally.get(to) ?? 0) + 1);
      break;
    }
  }
  const out = new Map<string, string>();
  for (const [from, tally] of [...votes].sort(([a], [b]) => byCodeUnit(a, b))) {
    const [to, n] = [...tally].sort(([a, x], [b, y]) => y - x || byCodeUnit(a, b))[0]!;
    if (n >= 2) out.set(from, to);
  }
  return out;
}

/** A translated tree's path as its source tree has it (`i18n/de/pages/migration.md` -> `docs/migration.md`), or undefined. */
export function sourceOfTranslated(trees: ReadonlyMap<string, string>, path: string): string | undefined {
  let best: string | undefined;
  for (const from of trees.keys()) if (path.startsWith(from + '/') && (best === undefined || from.length > best.length)) best = from;
  if (best === undefined) return undefined;
  const to = trees.get(best)!;
  const rest = path.slice(best.length + 1);
  return to === '' ? rest : `${to}/${rest}`;
}
