// Shell variables a doc sets to one folder (`TOOLS_DIR=tools`, `export WEB="web"` on a line of its
// own in a shell fence), so that `make -C "$TOOLS_DIR" build` is checked in that folder. A variable
// set to two values in the doc, or to anything but a plain relative path, stays unknown: the
// command then names no folder we can check, and is left alone.
import type { ParsedDoc } from '../types.ts';

const ASSIGN = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(["']?)([\w.@-][\w./@-]*)\2\s*(?:#.*)?$/;
const REFERENCE = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))((?:\/[\w.@-]+)*)\/?$/;

/** Each variable the doc's shell fences set to exactly one relative folder path. */
export function docFolderVariables(doc: Pick<ParsedDoc, 'fences'>, isShell: (info: string) => boolean): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const fence of doc.fences) {
    if (!isShell(fence.info.trim().split(/\s+/)[0] ?? '')) continue;
    for (const line of fence.content.split('\n')) {
      const m = ASSIGN.exec(line);
      if (!m) continue;
      const values = seen.get(m[1]!) ?? new Set<string>();
      values.add(m[3]!.replace(/\/+$/, ''));
      seen.set(m[1]!, values);
    }
  }
  const out = new Map<string, string>();
  for (const [name, values] of seen) {
    const [only] = values;
    if (values.size === 1 && only !== undefined && !only.startsWith('/') && !only.split('/').includes('..')) out.set(name, only);
  }
  return out;
}

/** `$VAR`, `${VAR}` or `$VAR/sub` with VAR known: the folder it names; the text itself when it holds no variable; undefined when the variable is unknown. */
export function resolveFolder(dir: string, vars: ReadonlyMap<string, string>): string | undefined {
  if (!dir.includes('$')) return dir;
  const m = REFERENCE.exec(dir);
  if (!m) return undefined;
  const value = vars.get(m[1] ?? m[2]!);
  return value === undefined ? undefined : value + (m[3] ?? '');
}
