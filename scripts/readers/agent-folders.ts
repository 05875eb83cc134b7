// The configuration folders agents keep in a project (.claude/, .cursor/, .agents/, .github/prompts/,
// ...): every project that uses the agent has one at its root, so a path into one may name any
// project's copy (an installer writes there), not only this repository's.

const AGENT_FOLDER =
  /^(?:\.github\/(?:agents|prompts|instructions|chatmodes|skills|copilot-instructions\.md)|\.(?:claude|cursor|agents?|windsurf|kiro|gemini|codex|opencode|roo|clinerules|cline|continue|amazonq|junie|augment|qwen|kilocode|trae|crush|factory|goose|aider|zed))(?=\/|$)/;

/** The agent configuration folder a project-relative path lies in (`.claude`, `.github/prompts`), or undefined. */
export function agentFolderOf(path: string): string | undefined {
  return AGENT_FOLDER.exec(path)?.[0];
}

/** Whether a project-relative path lies inside an agent configuration folder at any depth (a sub-project's `web/.agents/skills/`). */
export function inAgentFolder(path: string): boolean {
  const segs = path.split('/');
  for (let i = 0; i < segs.length; i++) if (agentFolderOf(segs.slice(i).join('/')) !== undefined) return true;
  return false;
}
