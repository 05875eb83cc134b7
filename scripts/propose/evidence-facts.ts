// The facts the auto-evidence gate reads, gathered once per check: each doc's role from the scan
// artifact (scripts/roles decided it), which agent contexts load a file (the reader model, built
// from the working tree only when a dedupe asks), and what exists in the tree.
import { lstatSync } from 'node:fs';
import { posix } from 'node:path';
import { listProjectFiles } from '../git/files.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import type { ParsedDoc } from '../doc/types.ts';
import { agentContexts, contextsLoading, importsThrough, type AgentContext } from '../readers/contexts.ts';
import { projectSources } from '../readers/sources.ts';
import { isArchivePath } from '../roles/assign-roles.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import { HygieneError } from '../shared/errors.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import type { ScanArtifact } from '../contract/stage-types.ts';
import type { EvidenceFacts } from './auto-evidence.ts';

function existsIn(root: string, rel: string): boolean {
  try {
    lstatSync(resolveInsideRoot(root, rel, rel));
    return true;
  } catch (err) {
    if (err instanceof HygieneError || (err as NodeJS.ErrnoException).code !== undefined) return false;
    throw err;
  }
}

export async function evidenceFacts(scan: ScanArtifact, lines: (path: string) => string[] | undefined, opts: { readers: boolean; repo?: boolean }): Promise<EvidenceFacts> {
  const root = scan.project_root;
  let contexts: AgentContext[] | undefined;
  const repo = opts.readers || opts.repo ? buildRepoIndex(await listProjectFiles(root)) : undefined;
  if (opts.readers) contexts = agentContexts(projectSources(root, repo!), await loadTokenCounter());
  const exists = (p: string) => existsIn(root, p);
  const parsed = new Map<string, ParsedDoc | undefined>();
  const doc = (p: string): ParsedDoc | undefined => {
    if (!parsed.has(p)) {
      const ls = /\.(md|markdown|mdx)$/i.test(p) ? lines(p) : undefined;
      parsed.set(p, ls ? parseDoc(p, ls.join('\n') + '\n') : undefined);
    }
    return parsed.get(p);
  };
  return {
    doc,
    repo,
    scan,
    lines,
    roleOf: (p) => scan.docs?.[p]?.role.name,
    contextsLoading: (p) => (contexts ? new Set(contextsLoading(contexts, p).map((c) => `${c.agent}@${c.folder || '.'}`)) : undefined),
    imports: (from, to) => (contexts ? importsThrough(contexts, from, to) : false),
    // An archive location the repository already uses: an archive-named folder that exists today.
    isArchiveLocation: (p) => isArchivePath(p) && posix.dirname(p) !== '.' && exists(posix.dirname(p)),
    exists,
  };
}
