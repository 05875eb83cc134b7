// Which files are agent instruction files (what a coding agent reads as instructions), and which of
// them are copies an installer wrote. The miner's own list, written from the clients' documented
// formats, independent of the scanner's readers.
import { posix } from 'node:path';

/** The pathspecs that narrow `git log` to commits that may touch an agent instruction file. */
export const AGENT_PATHSPECS = [
  ':(glob)**/CLAUDE.md', ':(glob)**/CLAUDE.local.md', ':(glob)**/AGENTS.md', ':(glob)**/GEMINI.md', ':(glob)**/SKILL.md',
  ':(glob)**/.claude/**', ':(glob)**/.agents/**', ':(glob)**/.cursor/rules/**', ':(glob)**/.cursorrules', ':(glob)**/.windsurfrules',
  ':(glob)**/.windsurf/rules/**', ':(glob).github/copilot-instructions.md', ':(glob).github/instructions/**', ':(glob)**/.clinerules',
  ':(glob)**/.clinerules/**', ':(glob)**/.kiro/steering/**',
];

/** The pathspecs of the files next to skills: every folder that ever held a SKILL.md (`skillDirs` of the history's SKILL.md paths). */
export const skillPathspecs = (dirs: Iterable<string>): string[] => [...dirs].sort().map((d) => `:(glob)${d.replace(/[*?[\\]/g, '\\$&')}/**`);

const TEXT = /\.(md|mdc|markdown|mdx|txt)$/i;
const MEMORY = new Set(['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'GEMINI.md', 'SKILL.md']);

/** The folders holding a SKILL.md in a tree (never the root: a root SKILL.md would make every file a skill file). */
export function skillDirs(files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const f of files) if (posix.basename(f) === 'SKILL.md' && f.includes('/')) out.add(posix.dirname(f));
  return out;
}

/** Why `path` is an agent instruction file, or null when it is not one. */
export function agentFileKind(path: string, skills: ReadonlySet<string>): string | null {
  const base = posix.basename(path);
  const seg = path.split('/');
  if (MEMORY.has(base)) return base === 'SKILL.md' ? 'skill' : 'memory';
  const under = (dir: string) => path.startsWith(`${dir}/`) || path.includes(`/${dir}/`);
  if (base === '.cursorrules' || base === '.windsurfrules' || base === '.clinerules') return 'rules';
  if (path === '.github/copilot-instructions.md') return 'rules';
  if (/^\.github\/instructions\/.+\.instructions\.md$/.test(path)) return 'rules';
  if (under('.cursor/rules') && /\.mdc?$/.test(base)) return 'rules';
  if (under('.windsurf/rules') && TEXT.test(base)) return 'rules';
  if (under('.clinerules') && TEXT.test(base)) return 'rules';
  if (under('.kiro/steering') && /\.md$/.test(base)) return 'rules';
  if ((under('.claude/commands') || under('.claude/agents')) && TEXT.test(base)) return seg.includes('agents') ? 'agent' : 'command';
  if ((under('.claude/skills') || under('.agents/skills')) && TEXT.test(base)) return 'skill-file';
  if (TEXT.test(base)) for (let d = posix.dirname(path); d !== '.'; d = posix.dirname(d)) if (skills.has(d)) return 'skill-file';
  return null;
}

/** The folders installers copy skills and rules into: a file under one is what the agent reads, written from a canonical copy. */
const INSTALL_DIRS = /(^|\/)\.(agents|claude|cursor|codex|opencode|windsurf|gemini|github|kiro|roo|clinerules|continue|augment|qwen|amazonq)\//;

export interface CopyInfo {
  /** The file sits in a client folder and another tracked file outside one has the same skill path and the line. */
  installer_copy: boolean;
  /** That file (the canonical copy), or null. */
  canonical: string | null;
  /** Other tracked files at the parent with the same path below their skills/commands folder that hold the same line. */
  copies: string[];
}

/** The part of a path that names the skill or command: from its `skills/`, `commands/`, `agents/` or `rules/` folder on. */
function tailOf(path: string): string | null {
  const m = /(?:^|\/)((?:skills|commands|agents|rules|prompts|workflows|steering)\/.+)$/.exec(path);
  return m ? m[1]! : null;
}

/**
 * Copies of `doc` at the parent: files with the same tail (e.g. `skills/x/SKILL.md` for
 * `.agents/skills/x/SKILL.md`) that hold the same stale line. `hasLine(p)` reads file p at the parent.
 */
export function copyInfo(doc: string, files: Iterable<string>, hasLine: (path: string) => boolean): CopyInfo {
  const tail = tailOf(doc);
  if (!tail) return { installer_copy: false, canonical: null, copies: [] };
  const same: string[] = [];
  for (const f of files) if (f !== doc && (f === tail || f.endsWith(`/${tail}`)) && hasLine(f)) same.push(f);
  same.sort();
  const inInstall = (p: string) => INSTALL_DIRS.test(p);
  const canonical = inInstall(doc) ? (same.find((p) => !inInstall(p)) ?? null) : null;
  return { installer_copy: canonical !== null, canonical, copies: same };
}
