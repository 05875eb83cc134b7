// A path inside an agent's configuration folder (.claude/, .cursor/, .agents/, .github/prompts/, ...)
// names a place every project that uses the agent has. In a doc addressed to the tool's users (a
// living page, a prompt an agent runs in the user's project), `.claude/agents/x.md` may be the
// user's copy (what an installer writes there) as much as this repository's file, and history
// moving this repository's copy says nothing about the user's. The path has one reading only when
// the doc sits inside that folder (it speaks of the folder it is in) or the reference is a relative
// Markdown link (Markdown resolves it from the doc, into this repository's tree). Agent memory is
// read by agents working on this repository: its paths are this repository's.
import { posix } from 'node:path';
import { agentFolderOf } from '../readers/agent-folders.ts';

const RELATIVE_LINK_SOURCES: ReadonlySet<string> = new Set(['link', 'image', 'definition']);

export interface AgentFolderRef {
  /** The project-relative path the reference names. */
  resolved: string;
  /** How it is written: link, image, definition, code_path, import. */
  source: string;
  /** The reference as written. */
  raw: string;
  line: number;
}

/** Why a fix of this reference may point the user's copy at this repository's file, or undefined. */
export function usersCopyProblem(docPath: string, role: string | undefined, ref: AgentFolderRef): string | undefined {
  if (role === 'agent-memory') return undefined;
  const folder = agentFolderOf(ref.resolved);
  if (folder === undefined) return undefined;
  const top = folder.split('/')[0]!;
  if (docPath.startsWith(`${top}/`)) return undefined;
  if (RELATIVE_LINK_SOURCES.has(ref.source) && !/^(?:\/|[a-z][\w+.-]*:)/i.test(ref.raw)) return undefined;
  return `${ref.resolved} on line ${ref.line} lies in ${folder}/, the agent folder of every project using the agent: in ${posix.basename(docPath)}, written for the tool's users, it may mean the user's copy, which this repository's move does not touch`;
}
