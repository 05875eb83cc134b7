// Docs the repository's own code names by path: a test's input (`root = "./resources/mdtest"` in
// tests/mdtest.rs) and a prompt the code or a workflow reads (`cat agents/prompts/x.md`). One index
// of the strings each code file holds, read once per file, serves both facts of ./repo-facts.ts.
import { posix } from 'node:path';

/** What the index needs of the repository: its files, its docs and their text. */
export interface CodeNamedInputs {
  files: ReadonlySet<string>;
  docs: readonly string[];
  size(path: string): number | undefined;
  text(path: string): string | undefined;
}

/** Source files whose strings may name a doc by path. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|rs|go|py|rb|exs?|java|kt|cs|php|swift|c|cc|cpp|h|sh)$/;
/** A test's data file (exports.yml naming `cwd: multi-page-toc-tex`): read for the paths it names, inside a tests tree only. */
const TEST_DATA_FILE = /\.(?:ya?ml|json|toml)$/;
/** A CI workflow: its steps feed files to tools (`cat agents/prompts/x.md`). */
const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
/** A file read for the paths it names (bytes). */
const MAX_CODE = 512 * 1024;
/** A quoted relative path in code (`"theme/fonts_css"`, `'html_to_nodes.md'`, `'browser_use.agent.system_prompts'`). */
const QUOTED_PATH = /["'`](\.{0,2}\/?[\w.-]+(?:\/[\w.-]+)*)\/?["'`]/g;
/** A bare Markdown path in a shell line or a workflow step (`cat agents/prompts/x.md`, `${{ github.workspace }}/agents/x.md`). */
const BARE_MD = /(?:^|[^\w.-])((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:md|mdx|markdown))(?![\w-])/g;
/** A YAML scalar that may be a path (`cwd: multi-page-toc-tex`, `- path: case/one.md`). */
const YAML_VALUE = /^[ \t]*(?:-[ \t]+)?(?:[\w-]+:[ \t]+)?["']?(\.{0,2}\/?[\w.-]+(?:\/[\w.-]+)*)\/?["']?[ \t]*$/gm;
/** A glob of Markdown files beside a named folder (`glob('*.md')`, `.rglob("*.md")`). */
const MD_GLOB = /\*\.(?:md|mdx|markdown)\b/;

/** A tests tree: a folder a doc under which may be a test's input. */
const TESTS_FOLDER = /^(?:tests?|__tests__|testsuite)$/i;
/** A folder of test inputs, never of test code: its files are not read as code. */
const FIXTURE_FOLDER = /^(?:fixtures?|__fixtures__|testdata|test-data|__snapshots__)$/i;
/**
 * A folder whose name says people read it (docs/, lint_docs/, user-guide/, examples/): a test naming
 * it checks the docs or keeps the examples running, it does not feed them; nor does one naming src/.
 */
const READERS_FOLDER = /(?:^|[-_.])(?:docs?|documentation|guides?|manual|book)(?:$|[-_.])|^(?:website|site|www|content|pages|src|examples?|samples?|demos?|tutorials?)$/i;
/** A folder whose name says it holds test material (resources/, mdtest/, test-cases/, corpus/): where a package keeps its tests' inputs outside tests/. */
const TEST_MATERIAL = /test|^(?:resources|cases|corpus|corpora|goldens?)$/i;
/** A folder whose name says it holds prompts or instructions for a model. */
export const PROMPT_FOLDER = /^(?:[\w-]*[-_])?(?:prompts?|instructions)$/i;

const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
const joinPath = (a: string, b: string) => (a === '' ? b : `${a}/${b}`);
const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');
const norm = (p: string) => posix.normalize(p).replace(/^\.\/|\/+$/g, '');

/** The path of the deepest tests folder above `p` (`tests/testsuite`), or undefined. */
export function testsTree(p: string): string | undefined {
  const segs = p.split('/');
  for (let i = segs.length - 2; i >= 0; i--) if (TESTS_FOLDER.test(segs[i]!)) return segs.slice(0, i + 1).join('/');
  return undefined;
}

/** Every folder at or above each path ('' included). */
function ancestorDirs(paths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const d of paths) for (let p = dirOf(d); ; p = dirOf(p)) { if (out.has(p)) break; out.add(p); if (p === '') break; }
  return out;
}

/** What one code file names: quoted paths (and a data file's values), bare Markdown paths, a *.md glob. */
export interface CodeFileStrings {
  strings: string[];
  /** Unquoted .md paths (a shell step, a comment): a workflow reads them; a test's comment only mentions them. */
  bare: string[];
  mdGlob: boolean;
}

/** The strings each code file holds that may be paths, read once per file for every fact that asks. */
export class CodeStrings {
  private readonly cache = new Map<string, CodeFileStrings>();
  constructor(private readonly inputs: CodeNamedInputs) {}

  of(f: string): CodeFileStrings {
    let c = this.cache.get(f);
    if (c) return c;
    c = { strings: [], bare: [], mdGlob: false };
    this.cache.set(f, c);
    const size = this.inputs.size(f);
    if (size === undefined || size > MAX_CODE) return c;
    const text = this.inputs.text(f);
    if (!text) return c;
    for (const m of text.matchAll(QUOTED_PATH)) c.strings.push(m[1]!);
    if (text.includes('.md')) for (const m of text.matchAll(BARE_MD)) c.bare.push(m[1]!);
    if (TEST_DATA_FILE.test(f) && !WORKFLOW.test(f)) for (const m of text.matchAll(YAML_VALUE)) c.strings.push(m[1]!);
    c.mdGlob = MD_GLOB.test(text);
    return c;
  }
}

/**
 * Docs a tests tree's code names by a quoted path (doc -> the code file and the path), resolved
 * three ways: relative to the code file (`BookTest::from_dir("theme/fonts_css")`), for docs inside
 * the tests tree; relative to the package above the tests folder, where cargo, npm and pytest run
 * the tests (`root = "./resources/mdtest"`, two segments at least); and, for a path that climbs out of
 * the repository from the code's folder (it is relative to a build output folder below it, as .NET
 * tests run from bin/Debug/net10.0), its tail at the nearest folder above the code that holds it. The
 * last two name folders of test material only (isTestMaterial).
 */
export function testNamedPaths(inputs: CodeNamedInputs, code: CodeStrings): Map<string, string> {
  const out = new Map<string, string>();
  const treeDocs = inputs.docs.filter((d) => testsTree(d) !== undefined);
  const treeDocDirs = ancestorDirs(treeDocs);
  const docDirs = ancestorDirs(inputs.docs);
  const inTree = new Map<string, string>();
  const folders = new Map<string, string>();
  for (const f of inputs.files) {
    const tree = testsTree(f);
    if (tree === undefined || !(CODE_FILE.test(f) || TEST_DATA_FILE.test(f))) continue;
    const dir = dirOf(f);
    const below = dir.slice(tree.length + 1).split('/').filter(Boolean);
    if (below.some((s) => FIXTURE_FOLDER.test(s))) continue;
    // The harness sits at the top of its tests folder or one below it; deeper code is read only above a doc of the tree.
    if (below.length > 1 && !treeDocDirs.has(dir)) continue;
    const pkg = dirOf(tree);
    for (const s of code.of(f).strings) {
      const own = norm(joinPath(dir, s));
      if (own !== '.' && !own.startsWith('../') && under(own, dir) && own !== dir && !inTree.has(own)) inTree.set(own, `${f} names "${s}"`);
      const named = namedFolder(s, dir, pkg, docDirs);
      if (named && named !== pkg && !under(tree, named) && isTestMaterial(named) && !folders.has(named)) folders.set(named, `${f} names "${s}"`);
    }
  }
  for (const d of inputs.docs) {
    const tree = testsTree(d);
    for (let p = d; p !== ''; p = dirOf(p)) {
      const e = (tree !== undefined && under(p, tree) && p !== tree ? inTree.get(p) : undefined) ?? (p !== d ? folders.get(p) : undefined);
      if (e !== undefined) {
        out.set(d, e);
        break;
      }
    }
  }
  return out;
}

/**
 * A folder a test may feed from: in test material by its folders' names, none of which says people
 * read it. A test naming openspec/specs/ or .github/skills/ validates the repository's own docs.
 */
function isTestMaterial(folder: string): boolean {
  const segs = folder.split('/');
  return segs.some((x) => TEST_MATERIAL.test(x)) && !segs.some((x) => READERS_FOLDER.test(x));
}

/** The folder holding docs that a string names from the package root or from a build output folder, if any. */
function namedFolder(s: string, dir: string, pkg: string, docDirs: ReadonlySet<string>): string | undefined {
  if (s.startsWith('/')) return undefined;
  const fromPkg = norm(joinPath(pkg, s));
  if (!fromPkg.startsWith('../') && fromPkg !== '.' && s.replace(/^(?:\.\.?\/)+/, '').includes('/') && docDirs.has(fromPkg)) return fromPkg;
  const ups = /^(?:\.\.\/)+/.exec(s)?.[0].length ?? 0;
  if (ups / 3 <= dir.split('/').filter(Boolean).length) return undefined;
  const tail = norm(s.slice(ups));
  if (tail === '' || tail === '.' || tail.startsWith('..')) return undefined;
  for (let a = dir; ; a = dirOf(a)) {
    const p = joinPath(a, tail);
    if (docDirs.has(p)) return p;
    if (a === '') return undefined;
  }
}

/**
 * Docs in a prompts or instructions folder that the repository's code or workflows read
 * (doc -> the file that names it): code at or above the doc's folder naming its path, its path
 * relative to the code, or its file name; or naming its folder (a path, or a dotted package such as
 * `importlib.resources.files('pkg.system_prompts')`) beside a `*.md` glob; a workflow step naming its path.
 */
export function codeReadPrompts(inputs: CodeNamedInputs, code: CodeStrings): Map<string, string> {
  const out = new Map<string, string>();
  const prompts = inputs.docs.filter((d) => dirOf(d).split('/').some((s) => PROMPT_FOLDER.test(s)));
  if (prompts.length === 0) return out;
  const isPrompt = new Set(prompts);
  const above = ancestorDirs(prompts);
  const readers: string[] = [];
  for (const f of inputs.files) if (WORKFLOW.test(f) || (CODE_FILE.test(f) && above.has(dirOf(f)))) readers.push(f);
  const byName = new Map<string, string[]>();
  for (const d of prompts) {
    const n = posix.basename(d);
    byName.set(n, [...(byName.get(n) ?? []), d]);
  }
  const promptDirs = new Set(prompts.map(dirOf));
  const folderRead = new Map<string, string>();
  for (const f of readers) {
    const dir = dirOf(f);
    const workflow = WORKFLOW.test(f);
    const { strings: quoted, bare, mdGlob } = code.of(f);
    for (const s of [...quoted, ...bare]) {
      const fromRoot = norm(s.replace(/^\//, ''));
      const fromCode = workflow ? fromRoot : norm(joinPath(dir, s));
      for (const p of new Set([fromRoot, fromCode])) if (isPrompt.has(p) && !out.has(p)) out.set(p, `read by ${f} ("${s}")`);
      if (workflow) continue;
      // A bare file name: the code sits at or above the prompt's folder (prompts.py beside system_prompts/).
      for (const d of byName.get(s) ?? []) if (under(dirOf(d), dir) && !out.has(d)) out.set(d, `read by ${f} ("${s}")`);
      if (!mdGlob) continue;
      // A dotted package (`pkg.agent.system_prompts`), never a file name (`system_prompt.md`).
      const dotted = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(s) && !/\.(?:md|mdx|markdown|py|json|ya?ml|txt)$/.test(s) ? s.split('.') : undefined;
      const candidates = dotted ? [dotted.join('/'), joinPath(dir, dotted[dotted.length - 1]!)] : [fromRoot, fromCode];
      for (const c of candidates) {
        const hit = [...promptDirs].find((pd) => pd === c || (dotted !== undefined && pd.endsWith('/' + c)));
        if (hit !== undefined && !folderRead.has(hit)) folderRead.set(hit, `read by ${f} ("${s}" and a *.md glob)`);
      }
    }
  }
  for (const d of prompts) if (!out.has(d) && folderRead.has(dirOf(d))) out.set(d, folderRead.get(dirOf(d))!);
  return out;
}
