// A small, strict argument parser shared by every CLI: unknown flags are usage errors,
// never silently ignored.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { HygieneError } from './errors.ts';
import { pushAll } from './arrays.ts';

export interface FlagSpec {
  /** 'boolean' flags take no value; 'string' take one; 'list' take one or more values until the next flag. */
  type: 'boolean' | 'string' | 'list';
  /** May be given more than once ('string' collects into an array when repeatable). */
  repeatable?: boolean;
}

export interface ParsedArgs {
  flags: Record<string, string | string[] | boolean | undefined>;
  positionals: string[];
}

export function parseArgs(argv: string[], spec: Record<string, FlagSpec>): ParsedArgs {
  const flags: ParsedArgs['flags'] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      pushAll(positionals, argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    let name = arg.slice(2);
    let inline: string | undefined;
    const eq = name.indexOf('=');
    if (eq >= 0) {
      inline = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    const s = spec[name];
    if (!s) throw new HygieneError('USAGE', `unknown option --${name}`);
    if (s.type === 'boolean') {
      if (inline !== undefined) throw new HygieneError('USAGE', `--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    const values: string[] = [];
    if (inline !== undefined) values.push(inline);
    else {
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) {
        values.push(argv[++i]!);
        if (s.type === 'string') break;
      }
    }
    if (values.length === 0) throw new HygieneError('USAGE', `--${name} needs a value`);
    if (s.type === 'string' && !s.repeatable) {
      if (flags[name] !== undefined) throw new HygieneError('USAGE', `--${name} given twice`);
      flags[name] = values[0];
    } else {
      const prev = (flags[name] as string[] | undefined) ?? [];
      flags[name] = [...prev, ...values];
    }
  }
  return { flags, positionals };
}

export function stringFlag(p: ParsedArgs, name: string): string | undefined {
  const v = p.flags[name];
  return typeof v === 'string' ? v : undefined;
}

export function listFlag(p: ParsedArgs, name: string): string[] | undefined {
  const v = p.flags[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : undefined;
}

/** Refuses, as a usage error, any flag given that is not in `allowed` (a subcommand's own set). */
export function onlyFlags(p: ParsedArgs, allowed: readonly string[], what: string): void {
  const extra = Object.keys(p.flags).find((f) => p.flags[f] !== undefined && !allowed.includes(f));
  if (extra !== undefined) throw new HygieneError('USAGE', `${what} takes no --${extra}`);
}

/** Refuses positional arguments beyond `max`. */
export function noPositionals(p: ParsedArgs, max = 0): void {
  if (p.positionals.length > max) throw new HygieneError('USAGE', `unexpected argument ${p.positionals[max]}`);
}

/**
 * The folder `--root` names (default: the current folder), as given, once it is known to be an
 * existing folder: a file, a missing path or an unreadable one is a usage error that says which.
 */
export function rootFlag(p: ParsedArgs, cwd = process.cwd()): string {
  const given = stringFlag(p, 'root');
  const dir = resolve(cwd, given ?? '.');
  let st;
  try {
    st = statSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'a path through a file' : code === 'EACCES' ? 'not readable' : `cannot be read (${code})`;
    throw new HygieneError('USAGE', `--root ${given ?? '.'}: ${why}`);
  }
  if (!st.isDirectory()) throw new HygieneError('USAGE', `--root ${given ?? '.'}: a file, not a folder (give the project's folder)`);
  return dir;
}
