// Fixture repositories for the scanner tests: real folders, real git, real symlinks.
import { symlinkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { git, tempDir, writeTree } from '../support/run.ts';
import { runScan, type ScanOptions } from '../../scripts/scan/run-scan.ts';
import { openProject } from '../../scripts/scan/project.ts';
import type { ScanArtifact } from '../../scripts/contract/scan-artifact.ts';
import type { SignalHit } from '../../scripts/scan/types.ts';

export const NOW = new Date('2026-06-01T00:00:00Z');

export interface RepoSpec {
  files: Record<string, string>;
  /** link path -> target (as written in the link). */
  symlinks?: Record<string, string>;
  /** Files written after the commit and left untracked. */
  untracked?: Record<string, string>;
  git?: boolean;
}

export function makeRepo(spec: RepoSpec): string {
  const root = tempDir('dh-scan-');
  writeTree(root, spec.files);
  for (const [link, target] of Object.entries(spec.symlinks ?? {})) {
    mkdirSync(dirname(join(root, link)), { recursive: true });
    symlinkSync(target, join(root, link));
  }
  if (spec.git !== false) {
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'fixture', '--allow-empty'], { GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' });
  }
  if (spec.untracked) writeTree(root, spec.untracked);
  return root;
}

export async function scan(root: string, opts: Partial<ScanOptions> = {}): Promise<ScanArtifact> {
  return runScan({ project: await openProject(opts.startDir ?? root), startDir: root, now: NOW, ...opts });
}

export function hitsOf(a: ScanArtifact, path: string, name?: string): SignalHit[] {
  return (a.signals[path] ?? []).filter((h) => name === undefined || h.name === name);
}

export function allHits(a: ScanArtifact, name: string): Array<SignalHit & { path: string }> {
  const out: Array<SignalHit & { path: string }> = [];
  for (const [path, hits] of Object.entries(a.signals)) for (const h of hits) if (h.name === name) out.push({ path, ...h });
  return out;
}
