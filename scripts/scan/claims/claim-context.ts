// Where a command or name in a doc is no claim about this repository's code as it is now, although
// the doc's role makes claims: a proposal inside a living doc (an audit's "Add ... Make targets for
// each tier, for example:" list, a "Phase 2" or "Proposed" section), a command the doc's own example
// project defines (a package.json snippet followed by `npm run ready`), and flags of another
// program (a doc on kubectl's conventions naming `--short`). One home for these rules; both signals
// read them through docClaims.
import type { ParsedDoc } from '../../doc/types.ts';
import { sectionRanges } from '../../doc/sections.ts';
import { isAgentMemoryPath } from '../../readers/memory-files.ts';
import { DOC_IN_CAPITALS } from '../../roles/rule-table.ts';

/** Headings that open a proposal: what the doc wants, not what the code has. */
const PROPOSAL_HEADING = /^(?:phase\s+\d+\b|step\s+\d+\s*:\s*(?:add|create|introduce)\b|proposal\b|proposed\b|roadmap\b|future\b|todo\b|planned\b|wishlist\b|ideas\b|next steps\b|open questions\b|migration plan\b|implementation plan\b)|\((?:proposed|planned|future|todo)\)/i;
/** A lead-in line ending with ":" that asks for something to be made (the list after it names what does not exist yet). */
const PROPOSAL_LEAD = /\b(?:add|create|introduce|propos\w*|to be (?:added|defined|created)|new (?:make )?(?:targets?|scripts?|commands?|flags?|recipes?|tasks?))\b[^:]*:\s*$/i;

/** "To add a package, run:" instructs; it proposes nothing. */
const RUN_LEAD = /\b(?:run|use|type|execute|invoke)\b[^:]*:\s*$/i;

/** 1-based line ranges, inclusive, of the doc's proposals. */
export function proposalRanges(doc: ParsedDoc): Array<[number, number]> {
  const out = sectionRanges(doc, (text) => PROPOSAL_HEADING.test(text.replace(/^[\d.\s]+/, '')));
  // A lead-in paragraph line that proposes, and the list or fence right after it (up to the next blank line after it ends).
  const lines = doc.lines;
  for (let k = 0; k < lines.length; k++) {
    // Only a line ending in a colon can lead in (the cheap test first: the pattern backtracks on long lines).
    if (!/:\s*$/.test(lines[k]!) || !PROPOSAL_LEAD.test(lines[k]!) || RUN_LEAD.test(lines[k]!)) continue;
    let start = k + 1;
    while (start < lines.length && lines[start]!.trim() === '') start++;
    const j = leadInEnd(lines, k);
    if (j > start) out.push([start + 1, j]);
  }
  return out;
}

/**
 * Script and target names the doc's own non-shell snippets define: `"ready": "bd ready"` in a JSON
 * `scripts` block, `name:` rules in a Makefile snippet, recipes in a justfile snippet. A command
 * with such a name runs in the example project the doc shows, not in this repository.
 */
export function exampleDefinitions(doc: ParsedDoc): Set<string> {
  const out = new Set<string>();
  for (const f of doc.fences) {
    const info = (f.info.trim().split(/\s+/)[0] ?? '').toLowerCase();
    if (/^(?:json|jsonc|json5|js|javascript|ts|typescript)$/.test(info) || (info === '' && /"scripts"\s*:/.test(f.content))) {
      const m = /"scripts"\s*:\s*\{([^}]*)\}/.exec(f.content);
      if (m) for (const k of m[1]!.matchAll(/"([^"]+)"\s*:/g)) out.add(k[1]!);
    } else if (/^(?:make|makefile|mk|just|justfile)$/.test(info)) {
      for (const k of f.content.matchAll(/^([A-Za-z0-9_][\w.-]*)(?:\s+[^:=\n]*)?\s*:(?!=)/gm)) out.add(k[1]!);
    }
  }
  return out;
}

/** Shell words that start a command line but are no program whose flags a doc documents. */
const SHELL_WORDS = new Set(['cd', 'export', 'echo', 'sudo', 'env', 'source', 'cat', 'ls', 'rm', 'mkdir', 'cp', 'mv', 'set', 'if', 'then', 'for', 'do', 'npx', 'bunx', 'pnpx']);

/**
 * Whether the doc's bare flags (`--short` alone) belong to another program: its code spans and
 * shell lines run some program with a subcommand (`kubectl create`, `kubectl run`) and never the
 * repository's own CLI. The flags a kubectl conventions doc lists are kubectl's.
 */
export function bareFlagsForeign(doc: ParsedDoc, cli: Set<string>): boolean {
  const programs = new Map<string, number>();
  const run = new Set<string>();
  let own = false;
  const note = (text: string) => {
    const t = text.trim().replace(/^[$>%]\s+/, '').split(/\s+/);
    const p = t[0];
    if (p === undefined || !/^[a-z][\w.-]*$/.test(p) || SHELL_WORDS.has(p)) {
      if ((p === 'npx' || p === 'bunx' || p === 'pnpx') && t[1] !== undefined && cli.has(t[1])) own = true;
      return;
    }
    if (cli.has(p)) own = true;
    else if (t.length >= 2) run.add(p);
    if (!cli.has(p) && t.length >= 2 && /^[a-z][\w-]*$/.test(t[1]!)) programs.set(p, (programs.get(p) ?? 0) + 1);
  };
  for (const b of doc.inlines) for (const s of b.code_spans) note(s.content);
  for (const f of doc.fences) {
    if (!/^(?:sh|bash|shell|zsh|console|shell-session|terminal|)$/i.test(f.info.trim().split(/\s+/)[0] ?? '')) continue;
    for (const l of f.content.split('\n')) note(l);
  }
  if (own) return false;
  // One program named again and again is what the doc is about; so is the program its title names
  // and its commands run (`title: Rsync` over `rsync -av`, `# httpie` over `http POST`).
  const titles = docTitleWords(doc);
  if ([...run].some((p) => titles.some((w) => w === p || (p.length >= 4 && w.startsWith(p))))) return true;
  return [...programs.values()].some((n) => n >= 3);
}

/** The doc's title as one lower-case word, where it is one: its frontmatter `title`, its first heading, its file name. */
function docTitleWords(doc: Pick<ParsedDoc, 'path' | 'frontmatter' | 'headings'>): string[] {
  const fm = doc.frontmatter?.data?.['title'];
  const h1 = doc.headings.find((h) => h.level === 1)?.text;
  const base = (doc.path.split('/').pop() ?? '').replace(/\.[^.]+$/, '');
  const out: string[] = [];
  for (const t of [typeof fm === 'string' ? fm : undefined, h1, base]) {
    const w = t?.trim().replace(/`/g, '').toLowerCase();
    if (w && /^[a-z][\w.-]*$/.test(w)) out.push(w);
  }
  return out;
}

export function inRanges(ranges: Array<[number, number]>, line: number): boolean {
  return ranges.some(([a, b]) => line >= a && line <= b);
}

/**
 * A name that stands for any script (`bun run X`, `make TARGET`): one capital letter or a word in
 * capitals. It names no script of this repository.
 */
export function placeholderName(name: string): boolean {
  return /^[A-Z](?:[A-Z0-9_]*[A-Z])?$/.test(name);
}

/** Words a name opens with when it stands for any name: `some_func`, `MyNode`, `fooBar`, `YOUR_API_KEY`. */
const PLACEHOLDER_WORDS = new Set(['some', 'my', 'your', 'foo', 'bar', 'baz', 'qux', 'quux', 'dummy']);

/**
 * Whether a function, type, variable or key the doc names is a placeholder (`some_func`,
 * `MyNode`, `YOUR_API_KEY`, `foo.bar`): its first word is one of PLACEHOLDER_WORDS, followed by
 * another word (`_x`, `.x`, or a capitalised word: `MySQLConnection` is no `My` + word). A test may
 * have used the same throwaway name; the doc claims nothing about the code with it.
 */
export function placeholderIdentifier(name: string): boolean {
  const s = name.replace(/^[$"'{]+/, '');
  const first = /^[A-Z]{2,}(?=_)|^[A-Za-z][a-z0-9]*/.exec(s)?.[0];
  if (first === undefined || !PLACEHOLDER_WORDS.has(first.toLowerCase())) return false;
  return /^(?:[_.:]+[A-Za-z]|[A-Z][a-z])/.test(s.slice(first.length));
}

/** Built-in commands of the package managers: a page titled `npm restart` is npm's manual, not a script list. */
const RUNNER_BUILTINS: Record<string, Set<string>> = {
  npm: new Set(['access', 'adduser', 'audit', 'bugs', 'cache', 'ci', 'completion', 'config', 'dedupe', 'deprecate', 'diff', 'dist-tag', 'docs', 'doctor', 'edit', 'exec', 'explain', 'explore', 'find-dupes', 'fund', 'help', 'hook', 'init', 'install', 'install-ci-test', 'install-test', 'link', 'login', 'logout', 'ls', 'org', 'outdated', 'owner', 'pack', 'ping', 'pkg', 'prefix', 'profile', 'prune', 'publish', 'query', 'rebuild', 'repo', 'restart', 'root', 'run', 'run-script', 'sbom', 'search', 'shrinkwrap', 'star', 'stars', 'start', 'stop', 'team', 'test', 'token', 'uninstall', 'unpublish', 'unstar', 'update', 'version', 'view', 'whoami']),
  pnpm: new Set(['add', 'install', 'remove', 'update', 'run', 'test', 'start', 'exec', 'dlx', 'create', 'init', 'publish', 'pack', 'store', 'audit', 'list', 'outdated', 'why', 'licenses', 'link', 'unlink', 'rebuild', 'prune', 'fetch', 'patch', 'deploy', 'env', 'setup', 'config']),
  yarn: new Set(['add', 'install', 'remove', 'up', 'upgrade', 'run', 'test', 'start', 'dlx', 'exec', 'create', 'init', 'info', 'why', 'workspace', 'workspaces', 'config', 'cache', 'dedupe', 'link', 'unlink', 'pack', 'patch', 'plugin', 'publish', 'version', 'bin', 'global', 'audit', 'autoclean', 'outdated', 'licenses', 'list', 'owner', 'tag', 'team', 'import', 'policies', 'constraints', 'set', 'node', 'npm', 'rebuild', 'search', 'stage', 'unplug', 'explain']),
  bun: new Set(['run', 'test', 'x', 'repl', 'exec', 'install', 'add', 'remove', 'update', 'outdated', 'link', 'unlink', 'publish', 'pm', 'patch', 'build', 'init', 'create', 'upgrade', 'audit', 'info', 'why']),
  cargo: new Set(['add', 'bench', 'build', 'check', 'clean', 'clippy', 'doc', 'fetch', 'fix', 'fmt', 'init', 'install', 'new', 'publish', 'remove', 'run', 'rustc', 'search', 'test', 'tree', 'uninstall', 'update', 'vendor']),
  uv: new Set(['run', 'init', 'add', 'remove', 'sync', 'lock', 'export', 'tree', 'tool', 'python', 'pip', 'venv', 'build', 'publish', 'cache', 'self']),
  poetry: new Set(['run', 'add', 'remove', 'install', 'update', 'lock', 'build', 'publish', 'init', 'new', 'show', 'shell', 'env', 'config']),
};

/**
 * The package managers whose own manual the doc is: its first heading or its file name is the
 * runner and one of its built-in commands (`# npm restart`, `npm-restart.md`, `# cargo`). A page of
 * a cheat-sheet collection or a tool manual documents that program, not this repository's scripts:
 * its `npm run restart` is what npm's `restart` does, in any project.
 */
export function documentedRunners(doc: Pick<ParsedDoc, 'path' | 'headings'>): Set<string> {
  const out = new Set<string>();
  const base = (doc.path.split('/').pop() ?? '').replace(/\.[^.]+$/, '');
  const h1 = doc.headings.find((h) => h.level === 1)?.text.trim().replace(/`/g, '') ?? '';
  for (const title of [base.replace(/[-_]/g, ' '), h1]) {
    const words = title.toLowerCase().split(/\s+/);
    const builtins = RUNNER_BUILTINS[words[0] ?? ''];
    if (builtins && (words.length === 1 || builtins.has(words[1]!))) out.add(words[0]!);
  }
  return out;
}

/** The reader's own project, named as such: "your project", "your React Native app", "your site". */
const READERS_PROJECT = /\byour\s+(?:[\w.-]+\s+){0,2}?(?:project|app|application|library|module|codebase|site|website)s?\b(?!\.json)/i;

/**
 * 1-based line ranges of the sections that speak to the reader's own project ("From the root of your
 * project, run:"). A tutorial's `yarn android` there runs in the reader's app, not in this
 * repository; a package manager's or build tool's guide runs every command in its reader's project.
 */
export function readersProjectRanges(doc: Pick<ParsedDoc, 'headings' | 'lines'>): Array<[number, number]> {
  const starts = [1, ...doc.headings.map((h) => h.line).filter((l) => l > 1)];
  const out: Array<[number, number]> = [];
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i]!;
    const to = i + 1 < starts.length ? starts[i + 1]! - 1 : doc.lines.length;
    for (let l = from; l <= to; l++) {
      if (READERS_PROJECT.test(doc.lines[l - 1] ?? '')) {
        out.push([from, to]);
        break;
      }
    }
  }
  return out;
}

/**
 * A command that makes the reader a new project: a package manager's `create` or `init` (`npm create
 * hono@latest my-app`, `yarn create`, `npm init`), a remote package's initializer (`npx create-x`,
 * `pnpm dlx x init`), a template copier (`degit`, `giget`, `tiged`), `cargo new`, `uv init`, `deno
 * init`, `go mod init`, or a clone of a starter, template or example repository.
 */
const NEW_PROJECT_COMMAND = /(?:^|[\s`$(;&|])(?:(?:npm|pnpm|yarn|bun)\s+(?:create|init)\b|(?:npx|pnpx|bunx|(?:pnpm|yarn)\s+dlx|npm\s+exec)\s+(?:(?:-y|--yes)\s+)?(?:(?:@[\w.-]+\/)?create-[\w.-]+|degit|giget|tiged|\S+\s+(?:init|create|new))\b|(?:cargo|poetry)\s+(?:new|init)\s|(?:uv|deno)\s+init\b|go\s+mod\s+init\b|git\s+clone\s+\S*(?:starter|template|boilerplate|skeleton|example|sample|quickstart)s?\b)/i;
/**
 * A sentence that has the reader make one: "Start your project with create-hono", "Create a
 * TypeScript Node.js project", "create a new app". Not "Create a Discord application": an app
 * that is not new, nor a project, is an account's, not code the reader builds.
 */
const NEW_PROJECT_PROSE = /\b(?:create|start|scaffold|bootstrap|initiali[sz]e)\s+(?:a\s+new\s+(?:[\w.-]+\s+){0,3}?(?:project|app|application)|(?:an?|your(?:\s+new)?)\s+(?:[\w.-]+\s+){0,3}?project)\b/i;

/**
 * The 1-based line range, from the first line that has the reader make a new project to the end of
 * the doc: a tutorial's `npm run deploy` after `npm create hono@latest my-app` runs the starter's
 * script in the reader's project, not one of this repository's. Never in a doc about its own folder
 * (README, CONTRIBUTING, AGENTS.md, an agent's memory file): that one speaks of this checkout.
 */
export function newProjectRanges(doc: Pick<ParsedDoc, 'path' | 'lines' | 'fences'>): Array<[number, number]> {
  if (DOC_IN_CAPITALS.test(doc.path.split('/').pop() ?? '') || isAgentMemoryPath(doc.path)) return [];
  // The sentence only outside code blocks: a sample's `// create an app` comment makes nothing.
  const code = doc.fences.map((f): [number, number] => [f.first_line, f.first_line + f.content.split('\n').length - 1]);
  const k = doc.lines.findIndex((l, i) => NEW_PROJECT_COMMAND.test(l) || (NEW_PROJECT_PROSE.test(l) && !inRanges(code, i + 1)));
  return k < 0 ? [] : [[k + 1, doc.lines.length]];
}

/**
 * A phrase that puts what it introduces in another checkout: "In the Agent Arcade repository", "(in
 * penpot-mcp dir)", "your React Native checkout". A capitalised name or a hyphenated one, so "in the
 * root directory" or "in this repository" stays this repository.
 */
const OTHER_CHECKOUT = /\b[Ii]n\s+(?:[Tt]he\s+)?(?!(?:This|That|Same|Root|Current|Parent|Project|Main)\b)(?:[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3}|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\s+(?:repository|repo|checkout|clone|dir|directory|folder)\b|\byour\s+(?:[\w.-]+\s+){0,2}?(?:checkout|clone)\b/;

/**
 * 1-based line ranges of what the doc says runs in another project's checkout: a line naming one,
 * and, when it ends in a colon, the list or block it leads in.
 */
export function otherCheckoutRanges(doc: Pick<ParsedDoc, 'lines'>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let k = 0; k < doc.lines.length; k++) {
    const l = doc.lines[k]!;
    if (!OTHER_CHECKOUT.test(l)) continue;
    out.push([k + 1, k + 1]);
    if (/:\s*$/.test(l)) {
      const end = leadInEnd(doc.lines, k);
      if (end > k + 1) out.push([k + 2, end]);
    }
  }
  return out;
}

/** The 1-based last line of the list or fenced block a lead-in line (0-based `k`) introduces: up to the blank line after it ends. */
function leadInEnd(lines: string[], k: number): number {
  let j = k + 1;
  while (j < lines.length && lines[j]!.trim() === '') j++;
  let inFence = false;
  while (j < lines.length) {
    const l = lines[j]!;
    if (/^\s*(?:```|~~~)/.test(l)) inFence = !inFence;
    else if (!inFence && l.trim() === '') break;
    else if (!inFence && !/^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/.test(l)) break; // the list ended
    j++;
  }
  return j;
}

/**
 * Names the doc's own code blocks define: a script's variables (`ISSUE_URL="$1"`, `read X`). A
 * sample script's `$ISSUE_URL` is the sample's own name, not one the repository's code should have.
 */
export function docDefinedNames(doc: Pick<ParsedDoc, 'fences'>): Set<string> {
  const out = new Set<string>();
  const patterns = [
    // A script's own variable, computed from its arguments or a command (`ISSUE_URL="$1"`); not an
    // `export X=` or a dotenv line, which set what the repository's code reads.
    /^\s*(?:local\s+|readonly\s+)?([A-Za-z_]\w*)=["']?\$/gm,
    /^\s*(?:\w+\s+)*?read\s+(?:-\w+\s+)*([A-Za-z_]\w*)\s*$/gm,
  ];
  // Not functions or types a block defines (`func getNextID(`): a doc quoting the repository's own
  // code looks the same as a template, and a quoted function the code dropped is a true finding.
  for (const f of doc.fences) for (const re of patterns) for (const m of f.content.matchAll(re)) out.add(m[1]!);
  return out;
}

/**
 * Functions and types the doc's own code blocks define (`function runDemo(`, `def main(`, `func
 * getNextID(`, `const run = () =>`, `const split = s =>`, `final class JestUnitTestEngine`). Such a
 * name is the code's only where the code defines it outside its examples and tests: a doc quoting the
 * repository's code names a real function, a template for the reader's plugin (`runDemo`, defined
 * once in an examples/ file) names the sample's.
 */
export function docDefinedFunctions(doc: Pick<ParsedDoc, 'fences'>): Set<string> {
  const out = new Set<string>();
  for (const f of doc.fences) {
    for (const m of f.content.matchAll(/\b(?:function\*?|func|def|fn)\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[(<]/g)) out.add(m[1]!);
    for (const m of f.content.matchAll(/\b(?:const|let|var)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[A-Za-z_]\w*\s*=>)/g)) out.add(m[1]!);
    for (const m of f.content.matchAll(/^\s*(?:(?:export|public|final|abstract|sealed|data|pub)\s+)*(?:class|interface|struct|enum|trait)\s+([A-Za-z_]\w*)/gm)) out.add(m[1]!);
  }
  return out;
}

/**
 * Words before a function's name that make it the reader's or a supposed one, not the code's: "let's
 * say that `fetchData` returns a promise", "suppose `load()` throws", "you might define a
 * `splitLines0` function". A tutorial's example function keeps that meaning wherever else the doc names it.
 */
const SUPPOSES = /(?:\b(?:let['’]?s|let us)\s+say|\bsuppos(?:e|ing)|\bimagine|\bsay you have|\b(?:you|we)\s+(?:might|could|can|may|would)\s+(?:first\s+)?(?:define|write|implement|declare))\s+(?:that\s+)?(?:(?:a|an|the|your own|our own)\s+)?(?:[\w-]+\s+){0,2}$/i;

/** The names of functions the doc's prose supposes or has the reader write (SUPPOSES), each as its bare identifier. */
export function docSupposedFunctions(doc: Pick<ParsedDoc, 'inlines'>): Set<string> {
  const out = new Set<string>();
  for (const block of doc.inlines) {
    for (const span of block.code_spans) {
      const m = /^(?:[A-Za-z_]\w*[.:]{1,2})*([A-Za-z_]\w*)(?:\([^()]*\))?$/.exec(span.content.trim());
      if (!m) continue;
      const before = block.src.slice(Math.max(0, span.start - 80), span.start);
      if (SUPPOSES.test(before.slice(before.search(/[^.!?;:]*$/)))) out.add(m[1]!);
    }
  }
  return out;
}

/**
 * Words before a name that report its removal: "Deleted `oldHelper()`", "drops `--x`", "renamed `a`
 * to", and the old name of a replacement: "instead of `--x`", "formerly `x`", "renamed from `x`".
 */
const REMOVAL_BEFORE = /\b(?:remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|drop(?:s|ped|ping)?|renam(?:e|es|ed|ing)(?:\s+from)?|retir(?:e|es|ed|ing)|replac(?:e|es|ed|ing)|deprecat(?:e|es|ed|ing)|got rid of|no longer (?:has|have|uses?|supports?|accepts?|needs?)|instead of|in place of|formerly|previously(?:\s+(?:called|named|known as))?|(?:was|were) (?:called|named))\s+(?:(?:the|a|an|its|their|our)\s+)?(?:[\w-]+\s+){0,2}$/i;
/** Words after a name that report its removal: "`--x` was removed", "`x` no longer exists". */
const REMOVAL_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:(?:flag|option|function|variable|command|key|type)\s+)?(?:(?:was|were|is|are|has been|have been|got)\s+(?:now\s+)?(?:removed|deleted|dropped|renamed|retired|replaced|deprecated|gone)|(?:no longer exists?|is gone|are gone))/i;

/**
 * Whether the sentence around a name (1-based `column` of `text` on `line`) reports the name's
 * removal ("Deleted `oldHelper()`", "`--x` was removed"): it says the name is gone, it claims no
 * live name.
 */
export function reportsRemoval(doc: Pick<ParsedDoc, 'lines'>, line: number, column: number, text: string): boolean {
  const l = doc.lines[line - 1] ?? '';
  const before = l.slice(Math.max(0, column - 1 - 60), column - 1).replace(/`+$/, '');
  const after = l.slice(column - 1 + text.length).replace(/^`+/, '');
  const sentence = before.slice(before.search(/[^.!?;:]*$/));
  return REMOVAL_BEFORE.test(sentence) || REMOVAL_AFTER.test(after);
}

/** Words after a command that make it one example of a kind: "(`npm run coverage`, etc.)", "`npm run all` (or the equivalent)". */
const EXAMPLE_AFTER = /^`*\s*(?:,\s*etc\b|,?\s*\(?\s*or\s+(?:the\s+)?(?:similar|equivalent|whatever)\b|,?\s*\(?\s*or\s+your\s+project'?s\b)/i;

/**
 * Whether the words after a command (1-based `column` of `text` on `line`) make it an example of
 * a kind of command rather than a script the repository defines: the reader's own project runs
 * whatever its coverage command is.
 */
export function namesAnExample(doc: Pick<ParsedDoc, 'lines'>, line: number, column: number, text: string): boolean {
  const l = doc.lines[line - 1] ?? '';
  return EXAMPLE_AFTER.test(l.slice(column - 1 + text.length));
}

/** Headings of sections that list what is gone: "Removed", "Breaking changes", "Deprecations", "Migrating from v1". */
const REMOVAL_HEADING = /\b(?:removed|removals?|deleted|dropped|breaking changes?|deprecat(?:ed|ions?)|no longer supported|migrat(?:e|ing|ion) from|upgrad(?:e|ing) from)\b/i;
/**
 * 1-based line ranges of the sections that list what is gone (a changelog or release-notes page is
 * a record already: the role rules keep every signal of this kind off it).
 */
export function removalRanges(doc: Pick<ParsedDoc, 'headings' | 'lines'>): Array<[number, number]> {
  return sectionRanges(doc, (text) => REMOVAL_HEADING.test(text));
}
