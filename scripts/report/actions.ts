// Report actions: the findings scripts route to the user instead of an edit or a classifier
// (scripts/contract/classifier-contract.ts). An OpenSpec change whose every task is ticked is
// archived with OpenSpec's own command, which the signal names; a lifecycle rule's condition that
// no script proves is judged by /hygiene sweep, which owns deletions. A lifecycle finding an entry
// answers (the scanner-proven delete) is no action. Pure: the scan and the entries in, actions out.
import type { ScanArtifact } from '../contract/stage-types.ts';
import type { Entry, ReportAction } from '../contract/types.ts';
import { byCodeUnit } from '../shared/order.ts';
import { answeredByEntries, groupFindings } from './findings.ts';

export const SWEEP_COMMAND = '/hygiene sweep';

export function reportActions(scan: Pick<ScanArtifact, 'shortlist' | 'signals'>, entries: readonly Pick<Entry, 'path' | 'signals' | 'exact_edit'>[], filtered_out: readonly string[] = []): ReportAction[] {
  const out: ReportAction[] = [];
  const filtered = new Set(filtered_out);
  for (const path of [...scan.shortlist].sort(byCodeUnit)) {
    if (filtered.has(path)) continue;
    for (const f of groupFindings(scan.signals[path] ?? [])) {
      if (f.route !== 'run' && f.route !== 'sweep') continue;
      if (answeredByEntries(path, f, entries)) continue;
      const why = String(f.hit.detail ?? f.name);
      const remedy = typeof f.hit.remedy === 'string' && f.hit.remedy.length > 0 ? f.hit.remedy : undefined;
      if (f.route === 'run' && remedy) out.push({ path, signal: f.name, do: 'run', command: remedy, why });
      else out.push({ path, signal: f.name, do: 'sweep', command: SWEEP_COMMAND, why });
    }
  }
  return out;
}
