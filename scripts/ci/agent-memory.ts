// Which docs are agent memory: what an agent reads as instructions. A broken reference there misleads
// every session, which is why the CI gate fails on it by default. The doc's role (scripts/roles/, in
// the scan artifact) decides; what Claude Code loads in every session counts too.
import type { ScanArtifact } from '../contract/scan-artifact.ts';

export function agentMemoryOf(artifact: Pick<ScanArtifact, 'per_session' | 'docs'>): (path: string) => boolean {
  const perSession = new Set(artifact.per_session);
  return (path) => perSession.has(path) || artifact.docs?.[path]?.role.name === 'agent-memory';
}
