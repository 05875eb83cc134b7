// Commands a doc tells its reader to run, located on their source line: in code spans, in fenced
// shell blocks (one command per line, `&&` / `;` / `|` chains split, `cd dir &&` remembered), and in
// prose for the unambiguous `npm run x` / `go run ./cmd/x` forms. Only the command systems the
// repository can define are read (see ./definitions.ts); everything else on a line is ignored.
import { locate } from '../../doc/parse-doc.ts';
import { scenarioRanges } from '../references.ts';
import type { ParsedDoc } from '../types.ts';
import { docFolderVariables, resolveFolder } from './doc-variables.ts';

export type Runner = 'npm' | 'pnpm' | 'yarn' | 'bun' | 'make' | 'just' | 'task' | 'uv' | 'poetry' | 'hatch' | 'cargo' | 'go';

export interface CommandUse {
  runner: Runner;
  /** The script, target, recipe, task, alias or (go) package path the command names. */
  name: string;
  /** The command as written, from the runner to the name (`npm run lint:fix`). */
  text: string;
  line: number;
  column: number;
  where: 'code_span' | 'fence' | 'prose';
  /** Folder the command runs in when the doc says (`cd web && ...`, `make -C web`, `npm --prefix web`), project-relative as written. */
  cwd?: string;
  /** True when the command targets workspace packages (`-w`, `--filter`, `-r`, `yarn workspace x`). */
  workspace?: boolean;
  /** For `yarn workspace <pkg> x`: the package name. */
  package?: string;
  /** `pnpm x` / `yarn x` without `run`: a script, or an installed package's binary. */
  implicit?: boolean;
}

const SHELL_INFO = /^(?:sh|bash|shell|zsh|console|shell-session|terminal|cmd|powershell|ps1|fish|)$/i;
const NAME = /^(?:\.\/)?[A-Za-z0-9_][\w:.@/+-]*$/;
const PNPM_BUILTIN = new Set(['add', 'install', 'i', 'remove', 'rm', 'uninstall', 'up', 'update', 'upgrade', 'link', 'unlink', 'import', 'rebuild', 'prune', 'fetch', 'dedupe', 'patch', 'patch-commit', 'audit', 'list', 'ls', 'outdated', 'why', 'licenses', 'exec', 'dlx', 'create', 'init', 'publish', 'pack', 'store', 'env', 'setup', 'config', 'root', 'bin', 'server', 'deploy', 'doctor', 'help', 'cache', 'approve-builds', 'self-update', 'run', 'test', 't', 'start', 'x', 'view', 'info', 'login', 'logout', 'version', 'catalog']);
const YARN_BUILTIN = new Set(['add', 'install', 'remove', 'up', 'upgrade', 'upgrade-interactive', 'dlx', 'exec', 'create', 'init', 'info', 'why', 'workspaces', 'workspace', 'set', 'config', 'cache', 'constraints', 'dedupe', 'explain', 'link', 'unlink', 'node', 'npm', 'pack', 'patch', 'patch-commit', 'plugin', 'rebuild', 'search', 'stage', 'unplug', 'version', 'bin', 'global', 'help', 'import', 'licenses', 'list', 'login', 'logout', 'outdated', 'owner', 'policies', 'publish', 'tag', 'team', 'audit', 'autoclean', 'check', 'generate-lock-entry', 'run', 'test', 'start', 'serve', 'why', 'bump']);

interface Token {
  text: string;
  /** Offset in the segment text. */
  at: number;
}

function tokens(s: string): Token[] {
  const out: Token[] = [];
  for (const m of s.matchAll(/"[^"]*"|'[^']*'|\S+/g)) out.push({ text: m[0].replace(/^(["'])(.*)\1$/, '$2'), at: m.index! });
  return out;
}

/** Split a shell line into command segments with their offsets (quotes are not split inside). */
function segments(line: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let start = 0;
  let end = line.length;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === ';' || c === '|' || (c === '&' && line[i + 1] === '&')) {
      out.push({ text: line.slice(start, i), at: start });
      if (line[i + 1] === c) i++;
      start = i + 1;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
      end = i; // a comment
      break;
    }
  }
  out.push({ text: line.slice(start, end), at: start });
  return out;
}

/** Options that take a value, per runner (so the value is not read as the name). */
const VALUE_OPTS: Record<string, Set<string>> = {
  make: new Set(['-C', '-f', '--file', '--makefile', '--directory', '-I', '-j', '--jobs', '-o', '-W', '-l']),
  npm: new Set(['-w', '--workspace', '--prefix', '-C']),
  pnpm: new Set(['--filter', '-F', '-C', '--dir']),
  yarn: new Set(['--cwd']),
  bun: new Set(['--cwd', '--filter', '-F']),
  just: new Set(['-f', '--justfile', '-d', '--working-directory', '--set']),
  task: new Set(['-d', '--dir', '-t', '--taskfile', '-o', '--output']),
  uv: new Set(['--with', '--python', '-p', '--project', '--directory', '--package', '--env-file', '--group', '--extra']),
  poetry: new Set(['-C', '--directory', '-P', '--project']),
  hatch: new Set(['-e', '--env']),
  cargo: new Set(['-p', '--package', '--bin', '--manifest-path', '--target', '--features', '-F', '--config', '-Z', '-j']),
  go: new Set(['-o', '-tags', '-ldflags', '-gcflags', '-mod', '-C']),
};

export interface ParsedCommand {
  runner: Runner;
  name: string;
  /** Offset of the runner token and of the end of the name in the segment. */
  from: number;
  to: number;
  cwd?: string;
  workspace?: boolean;
  package?: string;
  implicit?: boolean;
}

/** The commands one shell segment runs (make may name several targets). */
export function parseSegment(seg: string, cdDir: string | undefined): ParsedCommand[] {
  const toks = tokens(seg);
  let i = 0;
  while (i < toks.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(toks[i]!.text) || toks[i]!.text === 'sudo' || toks[i]!.text === 'env' || /^[$>%]$/.test(toks[i]!.text))) i++;
  const head = toks[i];
  if (!head) return [];
  const runner = head.text as Runner;
  const out: ParsedCommand[] = [];
  const values = VALUE_OPTS[runner];
  if (!values && !['uv', 'poetry', 'hatch'].includes(runner)) return [];
  let cwd = cdDir;
  let workspace = false;
  let pkg: string | undefined;
  const rest: Token[] = [];
  for (let j = i + 1; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.text.startsWith('-')) {
      const eq = t.text.indexOf('=');
      const opt = eq > 0 ? t.text.slice(0, eq) : t.text;
      let value: string | undefined = eq > 0 ? t.text.slice(eq + 1) : undefined;
      if (value === undefined && values?.has(opt)) value = toks[++j]?.text;
      else if (value === undefined && runner === 'make' && /^-[CfjIl]./.test(opt)) value = opt.slice(2);
      if (runner === 'make' && (opt === '-C' || opt === '--directory' || opt.startsWith('-C'))) cwd = value;
      if (runner === 'make' && (opt === '-f' || opt === '--file' || opt === '--makefile' || opt.startsWith('-f'))) return []; // another makefile: not ours to guess
      if ((runner === 'npm' && (opt === '--prefix' || opt === '-C')) || (runner === 'pnpm' && (opt === '-C' || opt === '--dir')) || (runner === 'yarn' && opt === '--cwd') || (runner === 'bun' && opt === '--cwd')) cwd = value;
      if (['-w', '--workspace', '--workspaces', '-ws', '--filter', '-F', '-r', '--recursive', '--all'].includes(opt)) workspace = true;
      if ((runner === 'just' || runner === 'task') && ['-f', '--justfile', '-t', '--taskfile', '-d', '--dir', '--working-directory'].includes(opt)) return [];
      continue;
    }
    rest.push(t);
  }
  const first = rest[0];
  const end = (t: Token) => t.at + (seg.slice(t.at).match(/^("[^"]*"|'[^']*'|\S+)/)?.[0].length ?? t.text.length);
  const named = (t: Token | undefined, extra: Partial<ParsedCommand> = {}) => {
    if (!t || !NAME.test(t.text) || /\.$/.test(t.text)) return; // `make update...`: an elision, not a name
    out.push({ runner, name: t.text, from: head.at, to: end(t), ...(cwd !== undefined ? { cwd } : {}), ...(workspace ? { workspace } : {}), ...extra });
  };
  switch (runner) {
    case 'npm':
      if (first && (first.text === 'run' || first.text === 'run-script' || first.text === 'rum' || first.text === 'urn')) named(rest[1]);
      break;
    case 'pnpm':
      if (first?.text === 'run') named(rest[1]);
      else if (first && !PNPM_BUILTIN.has(first.text)) named(first, { implicit: true });
      break;
    case 'yarn':
      if (first?.text === 'workspace' && rest[1]) {
        pkg = rest[1].text;
        const sub = rest[2]?.text === 'run' ? rest[3] : rest[2];
        if (sub && !YARN_BUILTIN.has(sub.text)) named(sub, { package: pkg });
      } else if (first?.text === 'workspaces') {
        workspace = true;
        const k = rest.findIndex((t) => t.text === 'run');
        if (k > 0) named(rest[k + 1], { workspace: true });
      } else if (first?.text === 'run') named(rest[1]);
      else if (first && !YARN_BUILTIN.has(first.text)) named(first, { implicit: true });
      break;
    case 'bun':
      if (first?.text === 'run' && rest[1] && !/[./]/.test(rest[1].text)) named(rest[1]);
      break;
    case 'make':
      for (const t of rest) if (!t.text.includes('=')) named(t);
      break;
    case 'just':
      if (first && !first.text.includes('=')) named(first);
      break;
    case 'task':
      for (const t of rest) {
        if (t.text === '--') break;
        if (!t.text.includes('=')) named(t);
      }
      break;
    case 'uv':
    case 'poetry':
    case 'hatch':
      if (first?.text === 'run' && rest[1] && !/[/\\]|\.py$/.test(rest[1].text)) named(rest[1]);
      break;
    case 'cargo':
      if (first && /^[a-z][\w-]*$/.test(first.text)) named(first);
      break;
    case 'go':
      if (first && ['run', 'build', 'install'].includes(first.text)) {
        const p = rest.slice(1).find((t) => t.text.startsWith('./'));
        if (p && p.text !== './...' && /^\.\/[\w./-]+$/.test(p.text)) named(p);
      }
      break;
  }
  return out;
}

const CD = /^\s*(?:pushd|cd)\s+("?)([\w./@-]+)\1\s*$/;

/** Commands of one shell line, with offsets in that line. */
export function commandsOfLine(line: string, cdIn?: string): { commands: ParsedCommand[]; cd: string | undefined } {
  let cd = cdIn;
  const commands: ParsedCommand[] = [];
  const body = line.replace(/^\s*(?:\$|>|%|PS>|❯)\s+/, (m) => ' '.repeat(m.length));
  for (const seg of segments(body)) {
    const m = CD.exec(seg.text);
    if (m) {
      cd = m[2] === '..' || m[2] === '-' || m[2] === '~' ? undefined : m[2];
      continue;
    }
    for (const c of parseSegment(seg.text, cd)) commands.push({ ...c, from: c.from + seg.at, to: c.to + seg.at });
  }
  return { commands, cd };
}

const PROSE = /\b(?:(?:npm|pnpm|yarn|bun) run [A-Za-z0-9_][\w:.-]*|go run \.\/[\w./-]+)/g;

export function docCommands(doc: ParsedDoc): CommandUse[] {
  const out: CommandUse[] = [];
  const examples = scenarioRanges(doc);
  const inExample = (line: number) => examples.some(([a, b]) => line >= a && line <= b);
  const folderVars = docFolderVariables(doc, (info) => SHELL_INFO.test(info));
  const push = (c: ParsedCommand, text: string, line: number, column: number, where: CommandUse['where']) => {
    const use: CommandUse = { runner: c.runner, name: c.name, text, line, column, where };
    if (c.cwd !== undefined) use.cwd = resolveFolder(c.cwd, folderVars) ?? c.cwd;
    if (c.workspace) use.workspace = true;
    if (c.package !== undefined) use.package = c.package;
    if (c.implicit) use.implicit = true;
    out.push(use);
  };
  for (const block of doc.inlines) {
    if (inExample(block.first_line)) continue;
    for (const span of block.code_spans) {
      if (!/^(?:[A-Z_]+=\S+\s+)*(?:npm|pnpm|yarn|bun|make|just|task|uv|poetry|hatch|cargo|go)\s/.test(span.content.trim() + ' ')) continue;
      const { commands } = commandsOfLine(span.content);
      for (const c of commands) {
        const text = span.content.slice(c.from, c.to);
        const pos = locate(doc, block, span.content_start + c.from, text);
        push(c, text, pos.line, pos.column, 'code_span');
      }
    }
    // Prose: only the unambiguous forms, outside code spans and other excluded ranges.
    for (const m of block.src.matchAll(PROSE)) {
      const at = m.index!;
      if (block.excluded.some(([a, b]) => at >= a && at < b)) continue;
      const { commands } = commandsOfLine(m[0]);
      for (const c of commands) {
        const pos = locate(doc, block, at + c.from, m[0].slice(c.from, c.to));
        push(c, m[0].slice(c.from, c.to), pos.line, pos.column, 'prose');
      }
    }
  }
  for (const fence of doc.fences) {
    const info = fence.info.trim().split(/\s+/)[0] ?? '';
    if (!SHELL_INFO.test(info) || inExample(fence.first_line)) continue;
    let cd: string | undefined;
    const lines = fence.content.split('\n');
    for (let k = 0; k < lines.length; k++) {
      const lineNo = fence.first_line + k;
      const fileLine = doc.lines[lineNo - 1] ?? '';
      const raw = lines[k]!;
      if (raw.trimEnd().endsWith('\\')) continue; // continued lines: too easy to misread
      const r = commandsOfLine(raw, cd);
      cd = r.cd;
      for (const c of r.commands) {
        const text = raw.slice(c.from, c.to);
        const col = fileLine.indexOf(text);
        push(c, text, lineNo, (col >= 0 ? col : 0) + 1, 'fence');
      }
    }
  }
  out.sort((a, b) => a.line - b.line || a.column - b.column);
  return out;
}
