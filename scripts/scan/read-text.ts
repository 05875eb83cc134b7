// Reading a doc of the project as text, once, within bounds; and the flat copies the scan keeps
// of the few strings it holds past a doc's parse (so no summary keeps a whole source alive).
import { readProjectFile } from '../shared/paths.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import type { ParsedDoc, SignalHit } from './types.ts';

/** Files above this size are not read (generated dumps, not docs). */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;

/**
 * Reads a doc as text; undefined when it is missing, too large, binary, not a regular file (a FIFO,
 * /dev/zero) or a symlink leading outside the project (never read: shared/paths.ts readProjectFile).
 */
export function readText(root: string, rel: string, notes: string[]): string | undefined {
  const read = readProjectFile(root, rel, MAX_DOC_BYTES);
  if (!read.ok) {
    if (read.reason !== 'absent') notes.push(`${rel}: not read, it ${read.reason}`);
    return undefined;
  }
  const buf = read.bytes;
  if (buf.indexOf(0) >= 0) {
    notes.push(`${rel}: not read, binary content`);
    return undefined;
  }
  return buf.toString('utf8');
}

export function readParse(root: string, path: string, notes: string[]): ParsedDoc | undefined {
  const text = readText(root, path, notes);
  return text === undefined ? undefined : parseDoc(path, text);
}

/** A flat copy of a string (V8 keeps a substring's parent alive). */
export function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/** A hit whose strings no longer point into the doc's source. */
export function detachHit(h: SignalHit): SignalHit {
  const out: SignalHit = { name: h.name, detail: h.detail };
  for (const [k, v] of Object.entries(h)) {
    if (typeof v === 'string') out[k] = detach(v);
    else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' ? detach(x) : x));
    else out[k] = v;
  }
  return out;
}
