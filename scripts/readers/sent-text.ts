// The text a client sends the model for one loaded file, which is what its tokens are counted on.
// Claude Code (observed) drops a leading YAML frontmatter block, and every HTML comment that starts
// a line outside code (from `<!--` to its `-->`, with the line break when nothing follows on that
// line); an @import inside such a comment is not followed, and a file left empty is not sent.
// The other clients' readers say what they send (AgentReader.sentText).
import type { ParsedDoc } from '../doc/types.ts';
import type { ReaderSources } from './sources.ts';
import { pushAll } from '../shared/arrays.ts';

/** Lines (1-based, inclusive) of the HTML comments Claude Code drops, and the text it keeps. */
export function claudeCodeText(doc: ParsedDoc): { text: string; dropped: Array<[number, number]> } {
  const code = new Set<number>();
  for (const b of doc.blocks) if (b.type === 'fence' || b.type === 'code_block') for (let l = b.start_line; l <= b.end_line; l++) code.add(l);
  const first = doc.frontmatter ? doc.frontmatter.end_line : 0;
  const kept: string[] = [];
  const dropped: Array<[number, number]> = [];
  for (let i = first; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    if (code.has(i + 1) || !line.startsWith('<!--')) {
      kept.push(line);
      continue;
    }
    let j = i;
    let close = line.indexOf('-->', 4);
    while (close < 0 && j + 1 < doc.lines.length) close = doc.lines[++j]!.indexOf('-->');
    if (close < 0) {
      pushAll(kept, doc.lines.slice(i)); // never closed: not a comment the client drops
      break;
    }
    dropped.push([i + 1, j + 1]);
    const rest = doc.lines[j]!.slice(close + 3);
    if (rest.trim() !== '') kept.push(rest);
    i = j;
  }
  return { text: kept.join('\n'), dropped };
}

/** The text Claude Code sends for a loaded file ('' when it is not a readable doc). */
export function claudeCodeSentText(path: string, src: ReaderSources): string {
  const doc = src.doc(path);
  return doc ? claudeCodeText(doc).text : '';
}
