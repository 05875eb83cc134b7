// A unified diff of one file's change, for previews. An edit changes one contiguous region of a
// file (the appends of an archive, the span of a range edit), so the common prefix and suffix are
// trimmed and the rest is one hunk with three lines of context. Lines are shown decoded as UTF-8
// for display only; the applier never writes decoded text.
import { pushAll } from '../shared/arrays.ts';

const CONTEXT = 3;
const NOEOL = '\u0000noeol';

/** Lines of a file; the last one carries a marker when the file lacks a final newline. */
function split(buf: Buffer | null): string[] {
  if (!buf || buf.length === 0) return [];
  const lines = buf.toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  else lines[lines.length - 1] += NOEOL;
  return lines;
}

const range = (start: number, count: number) => (count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`);

function show(prefix: string, line: string): string[] {
  return line.endsWith(NOEOL) ? [prefix + line.slice(0, -NOEOL.length), '\\ No newline at end of file'] : [prefix + line];
}

export function unifiedDiff(path: string, before: Buffer | null, after: Buffer | null, maxLines = 400): string {
  const a = split(before);
  const b = split(after);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const start = Math.max(0, pre - CONTEXT);
  const endA = Math.min(a.length, a.length - suf + CONTEXT);
  const endB = Math.min(b.length, b.length - suf + CONTEXT);
  const out: string[] = [`--- ${before ? `a/${path}` : '/dev/null'}`, `+++ ${after ? `b/${path}` : '/dev/null'}`];
  out.push(`@@ -${range(start + 1, endA - start)} +${range(start + 1, endB - start)} @@`);
  const body: string[] = [];
  for (let i = start; i < pre; i++) pushAll(body, show(' ', a[i]!));
  for (let i = pre; i < a.length - suf; i++) pushAll(body, show('-', a[i]!));
  for (let i = pre; i < b.length - suf; i++) pushAll(body, show('+', b[i]!));
  for (let i = a.length - suf; i < endA; i++) pushAll(body, show(' ', a[i]!));
  if (body.length > maxLines) {
    const more = body.length - maxLines;
    body.length = maxLines;
    body.push(`… ${more} more diff lines not shown`);
  }
  pushAll(out, body);
  return out.join('\n') + '\n';
}
