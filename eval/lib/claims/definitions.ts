// What a repository defines at one commit, read from git objects: make targets, package scripts,
// just recipes, cargo aliases. The miner's own parsers (simple, line-based), apart from the scanner's.
import { gitOut, readBlobs } from './git.ts';

export type Runner = 'make' | 'npm' | 'pnpm' | 'yarn' | 'bun' | 'just' | 'cargo';
type DefKind = 'make' | 'package' | 'just' | 'cargo';

export const kindOf = (r: string): DefKind | null => (r === 'make' ? 'make' : r === 'just' ? 'just' : r === 'cargo' ? 'cargo' : ['npm', 'pnpm', 'yarn', 'bun'].includes(r) ? 'package' : null);

const FILES: Record<DefKind, RegExp> = {
  make: /(?:^|\/)(?:GNUmakefile|[Mm]akefile|Makefile\.[^/]+|[^/]+\.mk)$/,
  package: /(?:^|\/)package\.json$/,
  just: /(?:^|\/)(?:\.?[Jj]ustfile|[^/]+\.just)$/,
  cargo: /(?:^|\/)\.cargo\/config(?:\.toml)?$/,
};

/** The pathspecs of the files that define `kind`'s names (for `git log -G`). */
export const DEF_PATHSPECS: Record<DefKind, string[]> = {
  make: [':(glob)**/GNUmakefile', ':(glob)**/Makefile', ':(glob)**/makefile', ':(glob)**/Makefile.*', ':(glob)**/*.mk'],
  package: [':(glob)**/package.json'],
  just: [':(glob)**/justfile', ':(glob)**/Justfile', ':(glob)**/.justfile', ':(glob)**/*.just'],
  cargo: [':(glob)**/.cargo/config.toml', ':(glob)**/.cargo/config'],
};

const VENDORED = /(?:^|\/)(?:node_modules|vendor|third_party)\//;

export interface Definitions {
  /** name -> the files defining it. */
  names: Map<string, string[]>;
  /** A file has a catch-all rule (`%:`): any name may be defined. */
  wildcard: boolean;
  files: string[];
}

function parse(kind: DefKind, text: string): { names: string[]; wildcard: boolean } {
  const names: string[] = [];
  let wildcard = false;
  if (kind === 'package') {
    try {
      const j = JSON.parse(text) as { scripts?: Record<string, unknown> };
      if (j && typeof j.scripts === 'object' && j.scripts) names.push(...Object.keys(j.scripts));
    } catch {
      /* not JSON: defines nothing */
    }
  } else if (kind === 'make') {
    for (const l of text.split('\n')) {
      const m = /^([^\t#\s:=][^:=#]*?)\s*::?(?!=)/.exec(l);
      if (!m || /^(?:ifeq|ifneq|ifdef|ifndef|else|endif|define|endef|include|-include|export|override|unexport|vpath)\b/.test(m[1]!)) continue;
      for (const t of m[1]!.split(/\s+/)) {
        if (t === '%') wildcard = true;
        else if (t && !t.includes('$(') && !t.includes('${')) names.push(t);
      }
    }
  } else if (kind === 'just') {
    for (const l of text.split('\n')) {
      const a = /^alias\s+([\w-]+)\s*:=/.exec(l);
      if (a) names.push(a[1]!);
      const m = /^@?([A-Za-z_][\w-]*)(?:\s[^:=]*)?:(?!=)/.exec(l);
      if (m && !/^(?:set|export|import|mod|alias)$/.test(m[1]!)) names.push(m[1]!);
    }
  } else {
    let inAlias = false;
    for (const l of text.split('\n')) {
      const s = /^\s*\[([^\]]+)\]/.exec(l);
      if (s) inAlias = s[1]!.trim() === 'alias';
      else if (inAlias) {
        const m = /^\s*([\w-]+)\s*=/.exec(l);
        if (m) names.push(m[1]!);
      }
    }
  }
  return { names, wildcard };
}

/** Reads what `rev` defines for a runner, with a cache per (repository, rev, kind). */
export class DefinitionReader {
  private cache = new Map<string, Definitions>();
  constructor(private dir: string) {}

  at(rev: string, runner: string, files?: readonly string[]): Definitions | null {
    const kind = kindOf(runner);
    if (!kind) return null;
    const key = `${rev}\0${kind}`;
    let d = this.cache.get(key);
    if (d) return d;
    const list = (files ?? gitOut(this.dir, ['ls-tree', '-r', '-z', '--name-only', rev]).split('\0')).filter((f) => f && FILES[kind].test(f) && !VENDORED.test(f)).sort();
    const texts = readBlobs(this.dir, list.map((f) => `${rev}:${f}`));
    d = { names: new Map(), wildcard: false, files: list };
    list.forEach((f, i) => {
      const p = parse(kind, texts[i] ?? '');
      if (p.wildcard) d!.wildcard = true;
      for (const n of p.names) d!.names.set(n, [...(d!.names.get(n) ?? []), f]);
    });
    if (this.cache.size > 400) this.cache.clear();
    this.cache.set(key, d);
    return d;
  }
}
