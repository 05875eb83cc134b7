// report.md's first line names the sha256 of the report.json it belongs to:
//   <!-- report.json sha256: <64 hex> -->
// so a report.md that does not match its report.json (a torn pair, a hand edit) is detected.

export const DIGEST_LINE_PREFIX = '<!-- report.json sha256: ';

export function digestLine(jsonSha256: string): string {
  return `${DIGEST_LINE_PREFIX}${jsonSha256} -->`;
}

/** The report.json digest a report.md names, or undefined when its first line is not a digest line. */
export function digestNamedBy(md: string): string | undefined {
  return /^<!-- report\.json sha256: ([0-9a-f]{64}) -->\r?\n/.exec(md)?.[1];
}
