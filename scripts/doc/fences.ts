// Fenced code blocks as CommonMark reads them: three or more backticks or tildes, indented at most
// three spaces, closed by a fence of the same character at least as long with nothing else on its line.

export const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines of `text` outside fenced code (a fence's opening, body and closing lines left out), in order. */
export function linesOutsideFences(text: string): string[] {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const f = FENCE.exec(line);
    if (fence !== undefined) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    kept.push(line);
  }
  return kept;
}
