// The batch file a classifier Reads (doc-hygiene-batch/3): plain text, so the doc's lines read as
// lines. For each doc: `=== <path>`, one JSON line of facts (role, tokens, lines), one line per finding
// (`F<k> {...}`: the scanner's hit, less what only costs tokens), then the evidence windows, each
// line with the file's own number (`40| text`), and the headings above each window. A classifier
// answers every finding by its id. The header says how the file is laid out, then the answer format
// and the decision rules for the batch's signals (the classifier contract's classifierRules): the
// client resends the agent prompt (agents/hygiene-classifier.md) with every request of a classifier,
// a batch is read once, and every line of it costs the Read tool's line number too.
// Every doc line is numbered (`40| `), so no doc text can pass for a header line.
import type { Heading } from '../doc/types.ts';
import type { Finding } from '../report/findings.ts';
import type { Shown } from './windows.ts';
import { pushAll } from '../shared/arrays.ts';
import { classifierRules, rulesOffer } from '../contract/classifier-contract.ts';

export const BATCH_FORMAT = 'doc-hygiene-batch/3';

/**
 * Hit fields a classifier never needs: positions it does not cite, and what the detail already says
 * in words (history, where a name was looked for, the resolved path, what is missing). What a judged
 * fix must rewrite (a reference as written, a command's text, a name) stays.
 */
const NOT_SHOWN = new Set(['column', 'present_at', 'removed_in', 'deleted_in', 'term', 'hint', 'source', 'target', 'resolved', 'missing', 'runner', 'command', 'where', 'looked_in', 'kind', 'canonical']);

export interface BatchFinding {
  id: string;
  /** What the classifier is shown of the finding: name, detail and line first (what it cites), then evidence. */
  shown: Record<string, unknown>;
}

export interface BatchDoc {
  path: string;
  role: string;
  tokens: number;
  lines: readonly string[];
  findings: BatchFinding[];
  windows: Shown;
}

/** The finding as a classifier is shown it (and as the cache key digests it). */
export function shownFinding(f: Finding): Record<string, unknown> {
  const h = f.hit;
  const out: Record<string, unknown> = { name: h.name, detail: h.detail };
  if (typeof h.line === 'number') out.line = h.line;
  if (f.lines.length > 1) out.restated_on_lines = f.lines.slice(1);
  if (f.also_in.length > 1) out.also_in = f.also_in.slice(1);
  // A text the detail already shows in backticks (a name, a command) is not shown twice.
  for (const [k, v] of Object.entries(h)) if (!(k in out) && !NOT_SHOWN.has(k) && !(typeof v === 'string' && h.detail.includes(`\`${v}\``))) out[k] = v;
  return out;
}

const headingLine = (h: Heading, lines: readonly string[]) => `${h.line}| ${lines[h.line - 1] ?? h.text}`;

function docText(d: BatchDoc): string[] {
  const w = d.windows;
  const head = { role: d.role, tokens: d.tokens, lines: d.lines.length, shown: w.whole ? 'whole' : 'windows' };
  const out = [`=== ${d.path}`, JSON.stringify(head)];
  for (const f of d.findings) {
    const one = JSON.stringify(f.shown);
    out.push(`${f.id} ${one.length <= 1800 ? one : JSON.stringify(f.shown, null, 1)}`);
  }
  w.windows.forEach((win, i) => {
    const above = w.above[i] ?? [];
    out.push(w.whole ? `--- the whole file (${d.lines.length} lines)` : `--- lines ${win.start_line}-${win.end_line}${above.length ? `, under ${above.map((h) => headingLine(h, d.lines)).join(' > ')}` : ''}`);
    for (let n = win.start_line; n <= win.end_line; n++) out.push(`${n}| ${d.lines[n - 1] ?? ''}`);
  });
  if (w.outline?.length) {
    out.push('--- outline: line| heading (tokens of its section)');
    for (const r of w.outline) out.push(`${r.line}| ${r.text} (${r.tokens})`);
  }
  return out;
}

/** The text of one doc in a batch file, as its token count is budgeted. */
export function renderDoc(d: BatchDoc): string {
  return docText(d).join('\n') + '\n';
}

/**
 * `archives`: the archive folders the repository already uses (where a move-to-archive may go).
 * The header shows the decision rules for the signals of the batch's findings (all of them for an
 * empty batch), and the archive folders only where a shown rule offers a move-to-archive.
 */
export function renderBatch(batch: number, docs: readonly BatchDoc[], archives: readonly string[] = []): string {
  const ids = docs.flatMap((d) => d.findings.map((f) => f.id));
  const range = ids.length ? (ids.length === 1 ? ids[0] : `${ids[0]}-${ids[ids.length - 1]}`) : 'none';
  const signals = docs.length ? new Set(docs.flatMap((d) => d.findings.map((f) => String(f.shown.name)))) : undefined;
  const out = [
    `doc-hygiene batch ${batch} (${BATCH_FORMAT}): ${docs.length} file${docs.length === 1 ? '' : 's'}, findings ${range}.`,
    'Each doc: `=== <path>`, its facts, its findings `F<k> {...}` (`restated_on_lines`, `also_in`: the same finding elsewhere), then the whole file or windows around the findings under their headings (an outline, with section tokens, for a finding without a line). `40| text` is line 40 of that file.',
  ];
  if (rulesOffer('move-to-archive', signals)) out.push(archives.length ? `Archive folders this repository uses (a move-to-archive goes into one): ${archives.map((a) => `${a}/`).join(', ')}` : 'This repository has no archive folder: a move-to-archive would be refused.');
  out.push('', classifierRules(signals));
  for (const d of docs) pushAll(out, docText(d)).push('');
  return out.join('\n');
}
