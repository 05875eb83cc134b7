// npx tsx eval/commands-names-recall.ts --repo OWNER/NAME --clone DIR (--build | --check)
//   --build: derives the command and name cases from the clone's history into
//            eval/ground-truth/commands-names.jsonl (this repo's lines replaced; reads git only).
//   --check: replays each case: at the parent of its doc-fix commit, does the scanner find on that
//            doc the command or name the commit removed? Prints recall and every miss.
// A case: a doc-fix commit (its subject says stale, outdated, nonexistent, renamed, replaced...)
// removed from a claim-making doc a command or an identifier that, at the commit's parent, the
// repository no longer defined (command) or no longer had in its code (identifier) although its
// code once had it. Decided with git alone, never with the scanner.
import { runGitSync } from '../scripts/git/exec.ts';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandsOfLine } from '../scripts/scan/claims/doc-commands.ts';
import { CODE_PATHSPEC } from '../scripts/scan/claims/code-search.ts';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, 'ground-truth', 'commands-names.jsonl');
const argv = process.argv.slice(2);
const opt = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
if (argv.includes('--help')) {
  process.stdout.write('Usage: npx tsx eval/commands-names-recall.ts --repo OWNER/NAME --clone DIR (--build | --check) [--max-commits N]\nExit codes: 0 done, 1 failed, 2 usage error.\n');
  process.exit(0);
}
const repo = opt('--repo');
const clone = opt('--clone');
if (!repo || !clone || (!argv.includes('--build') && !argv.includes('--check'))) {
  process.stderr.write('commands-names-recall: --repo, --clone and --build or --check are required\n');
  process.exit(2);
}

/** git's stdout in the clone (what it printed, also when it failed). */
function git(args: string[], cwd = clone!): string {
  return runGitSync(cwd, args, { maxBuffer: 512 * 1024 * 1024 }).stdout.toString('utf8');
}
const gitOk = (args: string[]) => runGitSync(clone!, args).code === 0;

export interface Case {
  repo: string;
  fix_commit: string;
  parent: string;
  subject: string;
  path: string;
  line: number;
  signal: 'command_reference' | 'vanished_identifier';
  /** The command name or the identifier term the commit removed from the doc. */
  name: string;
  kind: string;
}

const FIX_SUBJECT = /stale|outdated|obsolete|nonexist|non-exist|no longer|renamed|replace[sd]? .+ with|remov\w* .*(ref|flag|command|option|mention)|dead (flag|command|ref)/i;
const FLAG = /(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z][a-z0-9]{4,})(?![\w-])/g;
const ENV = /(?<![\w$.-])\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?(?![\w.-])/g;
const SPAN = /`([A-Za-z_][\w]*(?:[.:]{1,2}[A-Za-z_]\w*)*)(?:\(\))?`/g;

function identifierTerms(line: string): Array<{ term: string; kind: string }> {
  const out: Array<{ term: string; kind: string }> = [];
  for (const m of line.matchAll(FLAG)) out.push({ term: m[1]!, kind: 'flag' });
  for (const m of line.matchAll(ENV)) if (m[1]!.length >= 5) out.push({ term: m[1]!, kind: 'env' });
  for (const m of line.matchAll(SPAN)) {
    const last = m[1]!.split(/[.:]+/).pop()!;
    if (/[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(last) && !/^[A-Z0-9_]+$/.test(last) && last.length >= 4) out.push({ term: last, kind: 'symbol' });
  }
  return out;
}

const DEF_FILES: Record<string, RegExp> = { make: /(?:^|\/)(?:GNUmakefile|[Mm]akefile|[^/]+\.mk)$/, just: /(?:^|\/)\.?[Jj]ustfile$/, task: /(?:^|\/)[Tt]askfile(?:\.dist)?\.ya?ml$/, npm: /(?:^|\/)package\.json$/ };
const RUNNER_DEFS: Record<string, string> = { make: 'make', just: 'just', task: 'task', npm: 'npm', pnpm: 'npm', yarn: 'npm', bun: 'npm' };
function definitionLine(runner: string, name: string): RegExp {
  const e = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (runner === 'npm') return new RegExp(`"${e}"\\s*:`);
  if (runner === 'task') return new RegExp(`^\\s+${e}:`, 'm');
  return new RegExp(`^@?${e}(\\s[^:=]*)?\\s*:(?!=)`, 'm');
}

function commandAbsentAt(rev: string, runner: string, name: string, files: string[]): boolean | undefined {
  const kind = RUNNER_DEFS[runner];
  if (!kind) return undefined;
  const defs = files.filter((f) => DEF_FILES[kind]!.test(f) && !f.includes('node_modules/'));
  if (defs.length === 0) return undefined;
  const re = definitionLine(kind, name);
  for (const f of defs) if (re.test(git(['show', `${rev}:${f}`]))) return false;
  // It must have been defined once.
  const ever = git(['log', '-1', '--format=%H', '-G', re.source.replace(/\(\?!=\)/, ''), rev, '--', ...defs]).trim();
  return ever !== '' ? true : undefined;
}

function build(): Case[] {
  const cases: Case[] = [];
  const log = git(['log', '--no-merges', '--format=%H%x09%P%x09%s', `-n${opt('--max-commits') ?? '20000'}`]);
  for (const row of log.split('\n')) {
    const [commit, parents, ...s] = row.split('\t');
    const subject = s.join('\t');
    if (!commit || !parents || !FIX_SUBJECT.test(subject)) continue;
    const parent = parents.split(' ')[0]!;
    const diff = git(['show', '--format=', '--unified=0', '--no-color', '--no-renames', commit, '--', '*.md']);
    let file = '';
    let oldLine = 0;
    const removed = new Map<string, Array<{ line: number; text: string }>>();
    const added = new Map<string, string[]>();
    for (const l of diff.split('\n')) {
      const d = /^--- (?:a\/(.+)|\/dev\/null)$/.exec(l);
      if (d) {
        file = d[1] ?? '';
        continue;
      }
      if (l.startsWith('+++')) continue;
      const h = /^@@ -(\d+)/.exec(l);
      if (h) {
        oldLine = Number(h[1]);
        continue;
      }
      if (!file) continue;
      if (l.startsWith('-')) {
        (removed.get(file) ?? removed.set(file, []).get(file)!).push({ line: oldLine++, text: l.slice(1) });
      } else if (l.startsWith('+')) (added.get(file) ?? added.set(file, []).get(file)!).push(l.slice(1));
    }
    if (removed.size === 0) continue;
    let files: string[] | undefined;
    const seen = new Set<string>();
    for (const [path, lines] of removed) {
      if (/(?:^|\/)(?:CHANGELOG|CHANGES|HISTORY|RELEASE[-_]?NOTES)[^/]*\.md$/i.test(path)) continue; // records; the scan's roles decide the rest
      const addedText = (added.get(path) ?? []).join('\n');
      for (const { line, text } of lines) {
        for (const { term, kind } of identifierTerms(text)) {
          const key = `${path}\0${term}`;
          if (seen.has(key) || new RegExp(`(?<![\\w-])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(addedText)) continue;
          seen.add(key);
          if (gitOk(['grep', '-q', '-F', '-w', '-e', term, parent, '--', ...CODE_PATHSPEC])) continue; // still in the code
          const once = git(['log', '-1', '--format=%H', '-S', term, parent, '--', ...CODE_PATHSPEC]).trim();
          if (once === '') continue; // never in the code: not this signal
          cases.push({ repo: repo!, fix_commit: commit, parent, subject, path, line, signal: 'vanished_identifier', name: term, kind });
        }
        for (const c of commandsOfLine(text.replace(/`/g, ' ')).commands) {
          const key = `${path}\0cmd:${c.runner}:${c.name}`;
          if (seen.has(key) || addedText.includes(`${c.runner} ${c.name}`) || addedText.includes(`run ${c.name}`)) continue;
          seen.add(key);
          files ??= git(['ls-tree', '-r', '--name-only', parent]).split('\n');
          if (commandAbsentAt(parent, c.runner, c.name, files) !== true) continue;
          cases.push({ repo: repo!, fix_commit: commit, parent, subject, path, line, signal: 'command_reference', name: c.name, kind: c.runner });
        }
      }
    }
  }
  return cases;
}

async function check(cases: Case[]): Promise<void> {
  const { runScan } = await import('../scripts/scan/run-scan.ts');
  const { openProject } = await import('../scripts/scan/project.ts');
  const CLAIMS = new Set(['living', 'agent-memory', 'agent-prompt']);
  let found = 0;
  let counted = 0;
  const excluded: string[] = [];
  const misses: string[] = [];
  const byParentPath = new Map<string, Case[]>();
  for (const c of cases) {
    const k = `${c.parent}\0${c.path}`;
    (byParentPath.get(k) ?? byParentPath.set(k, []).get(k)!).push(c);
  }
  for (const [k, list] of byParentPath) {
    const [parent, path] = k.split('\0') as [string, string];
    const wt = mkdtempSync(join(tmpdir(), 'names-replay-'));
    rmSync(wt, { recursive: true, force: true });
    git(['worktree', 'add', '-q', '--detach', wt, parent]);
    try {
      const a = await runScan({ project: await openProject(wt), startDir: wt, scope: path, now: new Date(git(['show', '-s', '--format=%cI', parent]).trim()) });
      const hits = a.signals[path] ?? [];
      const role = (a as { docs?: Record<string, { role: { name: string } }> }).docs?.[path]?.role.name ?? 'unknown';
      if (!CLAIMS.has(role)) {
        for (const c of list) excluded.push(`${c.fix_commit.slice(0, 9)} ${path}:${c.line} ${c.name} (role ${role})`);
        continue;
      }
      for (const c of list) {
        counted++;
        const hit = hits.find((h) => h.name === c.signal && (c.signal === 'command_reference' ? h.command === c.name : h.term === c.name));
        if (hit) found++;
        else misses.push(`${c.fix_commit.slice(0, 9)} ${path}:${c.line} ${c.signal} ${c.name} (${c.kind})`);
        process.stdout.write(`${hit ? 'FOUND' : 'MISS '} ${c.fix_commit.slice(0, 9)} ${path}:${c.line} ${c.signal} ${c.name}${hit ? ` (line ${hit.line})` : ''}\n`);
      }
    } finally {
      git(['worktree', 'remove', '--force', wt]);
    }
  }
  const n = counted;
  for (const e of excluded) process.stdout.write(`EXCLUDED ${e}: the doc makes no claims about today's code\n`);
  process.stdout.write(`\nrecall ${found}/${n} = ${n ? ((100 * found) / n).toFixed(1) : '-'}% (${excluded.length} cases excluded by the doc's role)\n`);
}

const existing: Case[] = existsSync(OUT) ? readFileSync(OUT, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Case) : [];
if (argv.includes('--build')) {
  const mine = build();
  const rest = existing.filter((c) => c.repo !== repo);
  writeFileSync(OUT, [...rest, ...mine].map((c) => JSON.stringify(c)).join('\n') + '\n');
  process.stdout.write(`${repo}: ${mine.length} cases\n`);
}
if (argv.includes('--check')) {
  const all: Case[] = readFileSync(OUT, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Case);
  await check(all.filter((c) => c.repo === repo));
}
