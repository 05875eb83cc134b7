// Which docs are agent memory: what an agent reads as instructions (CLAUDE.md, AGENTS.md, what
// Claude Code loads in every session). A broken reference there misleads every session, which is
// why the CI gate fails on it by default.
//
// TO BE REPLACED by the doc's role from the scan artifact (issue 15, scripts/roles/): until each
// doc carries `role: {name, rule}`, this is the one place that decides, from the file name and the
// artifact's per-session list.
import type { ScanArtifact } from '../scan/artifact.ts';

const AGENT_FILE = /(?:^|\/)(?:CLAUDE|AGENTS|CLAUDE\.local)\.md$/i;

export function agentMemoryOf(artifact: Pick<ScanArtifact, 'per_session'>): (path: string) => boolean {
  const perSession = new Set(artifact.per_session);
  return (path) => perSession.has(path) || AGENT_FILE.test(path);
}
