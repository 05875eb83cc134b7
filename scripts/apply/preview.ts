// preview ID: what one edit would do now, as unified diffs, computed by the same replay the apply
// run uses (this clean's earlier edits, plus this one), without writing anything.
import { HygieneError } from '../shared/errors.ts';
import { settle, opsFor } from './apply.ts';
import { buildPlan, NEW_RANK } from './plan.ts';
import { unifiedDiff } from './unified-diff.ts';
import type { Session } from './session.ts';
import type { SuppliedTexts } from './types.ts';

export interface PreviewResult {
  id: string;
  bucket: string;
  tier: string;
  files: Array<{ path: string; action: 'write' | 'delete' }>;
  diff: string;
}

export async function runPreview(s: Session, id: string, texts: SuppliedTexts): Promise<PreviewResult> {
  const entry = s.loaded.report.entries.find((e) => e.id === id);
  if (!entry) throw new HygieneError('USAGE', `no entry with id ${id} in the report`);
  const plan = await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, texts: new Map([[id, texts]]), now: s.env.now(), recheck: new Set([id]) });
  const p = plan.entries.find((e) => e.id === id)!;
  if (p.bucket === 'skipped') throw new HygieneError(p.code ?? 'REFUSED', `entry ${id} would be skipped: ${p.reason}`);
  if (p.needs.includes('replacement') && texts.replacement === undefined) throw new HygieneError('USAGE', `entry ${id} is generative: pass the rewritten text with --replacement FILE`);
  if (p.needs.includes('extraction') && texts.extraction === undefined) throw new HygieneError('USAGE', `entry ${id} extracts before it deletes: pass the extraction with --extraction FILE`);
  const settled = settle(s, [{ entry, rank: NEW_RANK, texts }]);
  if (settled.skipped.length > 0) throw new HygieneError(settled.skipped[0]!.code === 'NOOP' ? 'REFUSED' : (settled.skipped[0]!.code as 'REFUSED'), `entry ${id} would be skipped: ${settled.skipped[0]!.reason}`);
  const files = opsFor(s, settled.result, settled.items);
  const parts: string[] = [];
  for (const f of files) {
    const before = s.read(f.path);
    const after = settled.result.states.get(f.path)!;
    if (before.type === 'dir') {
      parts.push(`--- a/${f.path}/\n+++ /dev/null\n(the whole folder ${f.path}/ is deleted; undo brings it back)\n`);
      continue;
    }
    parts.push(unifiedDiff(f.path, before.type === 'file' ? before.bytes : null, after.type === 'file' ? after.bytes : null));
  }
  return { id, bucket: p.bucket, tier: p.tier, files, diff: parts.join('') };
}
