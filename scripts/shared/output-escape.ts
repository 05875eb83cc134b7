// How text that came from a repository (a file name, a link target, a baseline's detail) is written
// into each output format: the one home per format. A name may hold any byte but NUL and "/", so it
// can end a line and start a GitHub workflow command (`::error::...`), move a terminal's cursor, end
// a Markdown table row or a code span. JSON outputs (the scan artifact, report.json, SARIF, --json)
// need nothing here: JSON.stringify escapes every control character.

/**
 * Characters a one-line text output never prints raw: C0 controls (newline, carriage return, tab,
 * escape), DEL, C1 controls, the Unicode line and paragraph separators, and the bidirectional
 * overrides and isolates (which reorder what a reader sees).
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text and logs (the gate's text format, notes and errors on stderr): one line, each unprintable
 * character written as `\n`, `\r`, `\t`, `\xNN` or `\uNNNN`. A name without one prints unchanged.
 */
export function printable(s: string): string {
  return s.replace(UNPRINTABLE, (c) => {
    const short = SHORT[c];
    if (short) return short;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Whether `s` holds a character `printable` escapes. */
export function hasUnprintable(s: string): boolean {
  UNPRINTABLE.lastIndex = 0;
  return UNPRINTABLE.test(s);
}

/** A GitHub workflow command's message (after `::`): `%`, CR and LF percent-encoded (actions/toolkit `escapeData`). */
export function workflowData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value (`file=`, `title=`): also `:` and `,` (actions/toolkit `escapeProperty`). */
export function workflowProperty(s: string): string {
  return workflowData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Markdown inline code that survives backticks inside the text; unprintable characters escaped (a newline would end the line). */
export function mdCode(s: string): string {
  const t = printable(s);
  const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** Markdown prose on one line: line breaks become spaces, other unprintable characters escaped. */
export function mdLine(s: string): string {
  return printable(s.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').replace(/[\t\v\f]/g, ' ').trim());
}

/** A Markdown table cell (of text already made of mdCode and mdLine pieces): no column break. */
export function mdCell(s: string): string {
  return mdLine(s).replace(/\|/g, '\\|');
}
