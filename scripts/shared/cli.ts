// The one way a CLI entry runs: its help generated from one description (one layout for every
// entry, one wording of the options they share), --help and --version, the argument table that
// both parses and documents the flags, progress on stderr only when it is a terminal, the exit
// code from the one map in ./errors.ts, and no stack traces for expected failures.
import { printable } from './output-escape.ts';
import { readRegularFile } from './read-bounded.ts';
import { HygieneError, exitCodeFor, EXIT, type ExitMode } from './errors.ts';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.ts';
import { toolVersion } from './manifest.ts';
import { pushAll } from './arrays.ts';

export interface OptionSpec extends FlagSpec {
  /** The value's placeholder in the help: DIR, FILE, REV. */
  arg?: string;
  help: string;
}

/** The options several entries share, worded once. */
export const ROOT_OPTION: OptionSpec = {
  type: 'string',
  arg: 'DIR',
  help: 'the project, or any folder inside it: its git toplevel is used (default: the current folder; outside git, the folder itself)',
};
export const CONFIG_OPTION: OptionSpec = {
  type: 'string',
  arg: 'FILE',
  help: 'read the configuration from FILE instead of .dochygiene.yaml at the project root',
};
export const QUIET_OPTION: OptionSpec = { type: 'boolean', help: 'no progress and no notes: only what fails and the one-line summary' };
export const JSON_OPTION: OptionSpec = { type: 'boolean', help: 'machine output (JSON) instead of text' };

const BUILT_IN: Record<string, OptionSpec> = {
  version: { type: 'boolean', help: 'print the version and exit' },
  help: { type: 'boolean', help: 'show this help' },
};

export interface CliContext {
  /** How the user invoked this command ("doc-hygiene-check", "doc-hygiene ci"). */
  prog: string;
  /** The run started at (ms since the epoch): the summary's duration. */
  started: number;
  /** Progress on stderr: a line that replaces itself, only on a terminal and never with --quiet. */
  status(text?: string): void;
  /** A note on stderr (not with --quiet). */
  note(text: string): void;
}

export interface CliSpec {
  /** The program name: in usage lines, error messages and `Run '<name> --help'`. */
  name: string;
  /** What the command does, one sentence. */
  summary: string;
  /** Usage lines after the program name; one starting with a space continues the line above. */
  usage: readonly string[];
  /** Paragraphs after the summary (blank-line separated, wrapped; a line indented two spaces is kept as written). */
  description?: string;
  commands?: ReadonlyArray<readonly [string, string]>;
  /** Every flag: parsed from this table and documented from it (--help and --version are added). */
  options: Record<string, OptionSpec>;
  /** Paragraphs after the options, as `description`. */
  epilogue?: string;
  /** "0 ok, 1 ..., 2 usage error." */
  exitCodes: string;
  exitMode?: ExitMode;
  run: (args: ParsedArgs, ctx: CliContext) => Promise<number> | number;
}

const WIDTH = 100;

function wrap(text: string, indent: number, first: number): string[] {
  const lines: string[] = [];
  let line = '';
  let room = WIDTH - first;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
      room = WIDTH - indent;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function table(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const col = Math.min(26, rows.reduce((m, [l]) => Math.max(m, l.length), 0) + 4);
  const out: string[] = [];
  for (const [label, text] of rows) {
    const body = wrap(text, col, col);
    if (label.length + 2 + 2 > col) {
      out.push(`  ${label}`);
      for (const b of body) out.push(' '.repeat(col) + b);
    } else {
      out.push(`  ${label}`.padEnd(col) + (body[0] ?? ''));
      for (const b of body.slice(1)) out.push(' '.repeat(col) + b);
    }
  }
  return out;
}

/** A usage line's words, a bracketed group kept whole ("[--changed-since REV [--include-referencing]]"). */
function usageGroups(u: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of u) {
    if (ch === ' ' && depth === 0) {
      if (cur) out.push(cur);
      cur = '';
      continue;
    }
    if (ch === '[') depth++;
    if (ch === ']') depth = Math.max(0, depth - 1);
    cur += ch;
  }
  if (cur) out.push(cur);
  // A flag stays with its value: "--out DIR".
  return out.reduce<string[]>((acc, g) => {
    const prev = acc[acc.length - 1];
    if (prev !== undefined && /^--[\w-]+$/.test(prev) && /^[^-[|<]/.test(g)) acc[acc.length - 1] = `${prev} ${g}`;
    else acc.push(g);
    return acc;
  }, []);
}

/** Paragraphs (split at blank lines) wrapped to the help's width; a line starting with two spaces is kept as written. */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  for (const para of text.trim().split(/\n\s*\n/)) {
    if (out.length) out.push('');
    const lines = para.split('\n');
    let prose: string[] = [];
    const flush = () => {
      if (prose.length) pushAll(out, wrap(prose.join(' '), 0, 0));
      prose = [];
    };
    for (const l of lines) {
      if (l.startsWith('  ')) {
        flush();
        out.push(l);
      } else prose.push(l);
    }
    flush();
  }
  return out;
}

/** The help of a command, in the one layout every entry shares. */
export function helpText(spec: CliSpec, prog = spec.name): string {
  const out: string[] = [];
  const indent = ' '.repeat('Usage: '.length + prog.length + 1);
  spec.usage.forEach((u, i) => {
    // A usage line starting with a space continues the one above it.
    let line = u.startsWith(' ') ? indent : `${i === 0 ? 'Usage:' : '      '} ${prog} `;
    let empty = true;
    for (const g of usageGroups(u)) {
      if (!empty && line.length + 1 + g.length > WIDTH) {
        out.push(line);
        line = indent + g;
      } else line += (empty ? '' : ' ') + g;
      empty = false;
    }
    out.push(line.trimEnd());
  });
  out.push('', ...wrap(spec.summary, 0, 0));
  if (spec.description) out.push('', ...paragraphs(spec.description));
  if (spec.commands?.length) out.push('', 'Commands:', ...table(spec.commands));
  const options = { ...spec.options, ...BUILT_IN };
  out.push('', 'Options:', ...table(Object.entries(options).map(([name, o]) => [`--${name}${o.arg ? ` ${o.arg}${o.type === 'list' ? ' ...' : ''}` : ''}`, o.help])));
  if (spec.epilogue) out.push('', ...paragraphs(spec.epilogue));
  out.push('', ...wrap(`Exit codes: ${spec.exitCodes}`, 0, 0));
  return out.join('\n') + '\n';
}

export function versionText(): string {
  return `doc-hygiene ${toolVersion()}\n`;
}

/** Whether `flag` stands among the options (before any `--`). */
function hasFlag(argv: readonly string[], ...flags: string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => flags.includes(a));
}

function context(prog: string, quiet: boolean): CliContext {
  const tty = process.stderr.isTTY === true && !quiet;
  let shown = false;
  return {
    prog,
    started: Date.now(),
    status(text?: string) {
      if (!tty) return;
      if (text === undefined) {
        if (shown) process.stderr.write('\r\x1b[K');
        shown = false;
        return;
      }
      process.stderr.write(`\r\x1b[K${prog}: ${text}`);
      shown = true;
    },
    note(text: string) {
      if (quiet) return;
      if (shown) process.stderr.write('\r\x1b[K');
      shown = false;
      process.stderr.write(`${prog}: note: ${printable(text)}\n`);
    },
  };
}

/** Runs a command as `prog` with `argv`; resolves to the exit code (the caller sets it). */
export async function runCommand(spec: CliSpec, argv: readonly string[], prog = spec.name): Promise<number> {
  if (hasFlag(argv, '--help', '-h')) {
    await writeStdout(helpText(spec, prog));
    return EXIT.OK;
  }
  const mode = spec.exitMode ?? 'command';
  let ctx: CliContext | undefined;
  try {
    if (hasFlag(argv, '--version')) {
      await writeStdout(versionText());
      return EXIT.OK;
    }
    const args = parseArgs([...argv], spec.options);
    ctx = context(prog, args.flags.quiet === true);
    return await spec.run(args, ctx);
  } catch (err) {
    ctx?.status();
    if (err instanceof HygieneError) {
      process.stderr.write(`${prog}: ${err.location ? err.location + ': ' : ''}${err.message}\n`);
      if (err.code === 'USAGE') process.stderr.write(`Run '${prog} --help' for usage.\n`);
      return exitCodeFor(err.code, mode);
    }
    const msg = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${prog}: internal error: ${msg}\n`);
    return exitCodeFor('INTERNAL', mode);
  }
}

/** The entry point of a dist bundle: runs the command on process.argv and sets the exit code. */
export async function runCli(spec: CliSpec): Promise<void> {
  process.exitCode = await runCommand(spec, process.argv.slice(2));
}

/** Writes a string to stdout and resolves once it is flushed (large JSON on a pipe). */
export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (err) => (err ? reject(err) : resolve()));
  });
}

/** Input files (a scan artifact, a plan) are at most this large. */
export const MAX_INPUT_JSON_BYTES = 512 * 1024 * 1024;

/**
 * A JSON file a flag names: unreadable (missing, a folder, a FIFO, too large) is a usage error,
 * text that is not JSON a PARSE error; `what` names it in the message ("scan artifact").
 */
export function readJsonFile(path: string, what: string): unknown {
  const read = readRegularFile(path, MAX_INPUT_JSON_BYTES, { followSymlink: true });
  if (!read.ok) throw new HygieneError('USAGE', `cannot read ${what} ${path}: ${read.reason === 'absent' ? 'ENOENT (no such file)' : `it ${read.reason}`}`);
  try {
    return JSON.parse(read.bytes.toString('utf8'));
  } catch (err) {
    throw new HygieneError('PARSE', `${what} ${path} is not valid JSON: ${(err as Error).message}`);
  }
}
