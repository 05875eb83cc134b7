// Lets a scripted model "follow" the real skill text: the commands it runs are the ```bash blocks
// of the skill body exactly as the client delivered them (plugin root substituted), placeholders
// filled. A skill whose commands are wrong therefore fails the test.
import type { MessagesRequest, ContentBlock } from './mock-api.ts';

function texts(req: MessagesRequest): string[] {
  const out: string[] = [];
  for (const m of req.messages) {
    if (typeof m.content === 'string') out.push(m.content);
    else for (const b of m.content as ContentBlock[]) if (typeof b.text === 'string') out.push(b.text);
  }
  return out;
}

/** The body of the loaded skill `name` as the client sent it to the model, or undefined. */
export function loadedSkill(req: MessagesRequest, dirName: string): string | undefined {
  return texts(req).find((t) => t.startsWith('Base directory for this skill:') && t.split('\n')[0]!.endsWith(`/skills/${dirName}`));
}

/** The ```bash blocks of a text, in order. */
export function bashBlocks(text: string): string[] {
  const out: string[] = [];
  const re = /```bash\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]!.trim());
  return out;
}

/** The one block that contains `needle` (a step found by its command, not by its position). */
export function blockWith(blocks: readonly string[], needle: string): string {
  const found = blocks.filter((b) => b.includes(needle));
  if (found.length !== 1) throw new Error(`${found.length} skill blocks contain ${needle}`);
  return found[0]!;
}

/** The ```text blocks of a text (the prompts a skill tells the model to send), in order. */
export function textBlocks(text: string): string[] {
  const out: string[] = [];
  const re = /```text\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]!.trim());
  return out;
}

/** Replaces `<name>` placeholders; a placeholder left unfilled throws (the skill grew a new one). */
export function fill(cmd: string, vars: Record<string, string>): string {
  const out = cmd.replace(/<([a-z_-]+)>/g, (all, name: string) => {
    if (!(name in vars)) throw new Error(`placeholder ${all} has no value in: ${cmd}`);
    return vars[name]!;
  });
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Number of assistant turns so far: the step the scripted main session is at. */
export function step(req: MessagesRequest): number {
  return req.messages.filter((m) => m.role === 'assistant').length;
}

/** The text of the last tool_result in the conversation. */
export function lastToolResult(req: MessagesRequest): { text: string; is_error: boolean } | undefined {
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const m = req.messages[i]!;
    if (typeof m.content === 'string') continue;
    for (const b of [...(m.content as ContentBlock[])].reverse()) {
      if (b.type !== 'tool_result') continue;
      const c = b.content;
      const text = typeof c === 'string' ? c : Array.isArray(c) ? (c as { text?: string }[]).map((x) => x.text ?? '').join('\n') : '';
      return { text, is_error: b.is_error === true };
    }
  }
  return undefined;
}

/** The first {...} JSON object in a text (an agent's answer may carry a trailer). */
export function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) throw new Error(`no JSON object in: ${text.slice(0, 200)}`);
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return JSON.parse(text.slice(start, i + 1));
  }
  throw new Error(`unterminated JSON object in: ${text.slice(0, 200)}`);
}
