// Which file names the scan artifact can carry: the `relpath` of scan.schema.json, read from the
// schema itself so the scanner and the validator cannot disagree. A name git or the disk allows but
// the schema refuses (a line break in it: `.` matches no line terminator) is left out of the scan
// with a note, instead of making every later stage refuse the whole artifact.
import scanSchema from './schemas/scan.schema.json' with { type: 'json' };

const RELPATH = scanSchema.$defs.relpath;
const PATTERN = new RegExp(RELPATH.pattern, 'u');

/** Whether `p` (project-relative, posix) is a path the scan artifact may hold. */
export function isScanPath(p: string): boolean {
  return p.length >= RELPATH.minLength && p.length <= RELPATH.maxLength && PATTERN.test(p);
}
