// insert-frontmatter: adds `key: value` to the file's YAML frontmatter, creating the block when the
// file has none. It carries no expected_sha256, so its guard is re-derived from the bytes at apply
// time (the rule the check design left open):
// - the key is already a top-level key of the frontmatter -> no-op, whatever its value;
// - a frontmatter block that does not parse as a YAML mapping (or never closes, or is not UTF-8,
//   or is TOML `+++`) -> refused, the file is left alone;
// - otherwise one line is inserted before the closing `---` (or a new block is put first, after
//   a BOM if there is one), using the file's line ending; every other byte stays as it was, and the
//   new block is parsed again to prove it holds the key and everything it held before.
import { parseDocument, stringify, isMap } from 'yaml';
import { isDeepStrictEqual } from 'node:util';
import { detectEol, eolOf, lineBytes, lineTable, splice, withEol, type LineTable } from '../line-table.ts';
import { ok, refuse, type KindModule, type Outcome } from '../types.ts';
import { checkedBytes, editOf, rewriteInFile } from './common.ts';

const OPEN = /^---[ \t]*\r?$/;
const CLOSE = /^(---|\.\.\.)[ \t]*\r?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface Frontmatter {
  /** Line numbers of the opening and closing delimiters (1-based), when the file has a block. */
  open: number;
  close: number;
  /** The parsed mapping (an empty block reads as {}). */
  data: Record<string, unknown>;
}

function lineText(buf: Buffer, t: LineTable, n: number): string {
  return lineBytes(buf, t, n).toString('latin1');
}

/** The file's frontmatter: undefined when it has none, a refusal when it has one that cannot be read. */
export function readFrontmatter(bytes: Buffer): Outcome<Frontmatter | undefined> {
  const t = lineTable(bytes);
  if (t.starts.length === 0) return ok(undefined);
  const first = lineText(bytes, t, 1);
  if (/^\+\+\+[ \t]*\r?$/.test(first)) return refuse('PARSE', 'the file has TOML (+++) frontmatter; only YAML frontmatter is edited');
  if (!OPEN.test(first)) return ok(undefined);
  let close = 0;
  for (let n = 2; n <= t.starts.length; n++) {
    if (CLOSE.test(lineText(bytes, t, n))) {
      close = n;
      break;
    }
  }
  if (close === 0) return refuse('PARSE', 'the frontmatter opened on line 1 never closes');
  let text: string;
  try {
    text = close > 2 ? utf8.decode(bytes.subarray(t.starts[1]!, t.starts[close - 1]!)) : '';
  } catch {
    return refuse('PARSE', 'the frontmatter is not valid UTF-8');
  }
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return refuse('PARSE', `the frontmatter does not parse: ${doc.errors[0]!.message.split('\n')[0]}`);
  if (doc.contents === null) return ok({ open: 1, close, data: {} });
  if (!isMap(doc.contents)) return refuse('PARSE', 'the frontmatter is not a YAML mapping');
  const data = doc.toJS() as Record<string, unknown>;
  return ok({ open: 1, close, data: data ?? {} });
}

/** The pure step: bytes with `key: value` in the frontmatter, or `noop` when the key is there. */
export function insertFrontmatter(bytes: Buffer, key: string | undefined, value: string | undefined): Outcome<{ bytes: Buffer; noop?: string }> {
  if (typeof key !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(key) || typeof value !== 'string')
    return refuse('SCHEMA_VIOLATION', 'insert-frontmatter needs a plain key and a string value');
  const fm = readFrontmatter(bytes);
  if (!fm.ok) return fm;
  if (fm.value && Object.prototype.hasOwnProperty.call(fm.value.data, key))
    return ok({ bytes, noop: `the frontmatter already has ${key} (${JSON.stringify(fm.value.data[key])})` });
  const t = lineTable(bytes);
  const entryLine = stringify({ [key]: value }, { lineWidth: 0 });
  let out: Buffer;
  if (fm.value) {
    const eol = eolOf(bytes, t, 1) || detectEol(bytes);
    const at = t.starts[fm.value.close - 1]!;
    out = splice(bytes, at, at, withEol(entryLine, eol));
  } else {
    const eol = detectEol(bytes);
    out = splice(bytes, t.bom, t.bom, withEol(`---\n${entryLine}---\n`, eol));
  }
  // Prove it: the new block parses, holds the key with the value, and everything it held before.
  const again = readFrontmatter(out);
  const before = fm.value?.data ?? {};
  if (!again.ok || !again.value || again.value.data[key] !== value || !isDeepStrictEqual({ ...again.value.data, [key]: undefined }, { ...before, [key]: undefined }))
    return refuse('PARSE', `cannot add ${key} to this frontmatter without rewriting it`);
  return ok({ bytes: out });
}

export const insertFrontmatterKind: KindModule = {
  name: 'insert-frontmatter',
  description: 'Add key: value to the YAML frontmatter, creating the block when absent; no-op when the key is present.',
  phase: 'in-file',
  claims(ctx) {
    const edit = editOf(ctx.entry);
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const out = insertFrontmatter(bytes.value, edit.key, edit.value);
    if (!out.ok) return out;
    const fm = readFrontmatter(bytes.value);
    const block = fm.ok && fm.value ? { start: fm.value.open, end: fm.value.close } : { start: 0, end: 0 };
    return ok({ claims: [{ path: ctx.entry.path, mode: 'frontmatter', ...block }], noop: out.value.noop });
  },
  apply: rewriteInFile((bytes, ctx) => {
    const edit = editOf(ctx.entry);
    const out = insertFrontmatter(bytes, edit.key, edit.value);
    return out.ok ? ok(out.value.bytes) : out;
  }),
};
