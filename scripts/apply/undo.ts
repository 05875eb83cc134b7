// undo: puts back every path the last clean changed (all runs applied from one report), as it
// was before that clean first touched it. Paths linked by one edit (a file and its archive, a
// deleted plan and its extraction target) are restored together or not at all, so undo can never
// lose the text an edit moved. A group with a path changed since the clean is refused and left as
// it is; the rest are restored. Idempotent: a path already back as it was is left alone, so an
// interrupted undo is finished by running it again.
import { appendAudit } from './audit.ts';
import { listRuns, saveManifest, type JournalOp, type RunManifest } from './journal.ts';
import { restorePre, sideOf } from './ops.ts';
import type { CommandEnv } from './session.ts';

export interface UndoResult {
  report_digest: string | null;
  runs: string[];
  restored: string[];
  already: string[];
  refused: Array<{ paths: string[]; reason: string }>;
  entries_undone: string[];
}

interface PathChain {
  first: { run: RunManifest; op: JournalOp };
  last: { run: RunManifest; op: JournalOp };
  ops: Array<{ run: RunManifest; op: JournalOp }>;
}

export function runUndo(env: CommandEnv): UndoResult {
  const root = env.root;
  const now = env.now();
  const committed = listRuns(root)
    .map((r) => r.manifest)
    .filter((m): m is RunManifest => m !== undefined && m.status === 'committed');
  const live = (m: RunManifest) => m.ops.some((o) => !o.undone) || m.entries.some((e) => !e.undone);
  const latest = [...committed].reverse().find(live);
  const result: UndoResult = { report_digest: null, runs: [], restored: [], already: [], refused: [], entries_undone: [] };
  if (!latest) return result;
  const runs = committed.filter((m) => m.report.digest === latest.report.digest && live(m));
  result.report_digest = latest.report.digest;
  result.runs = runs.map((m) => m.run_id);

  // Per path: the first and last operation of this clean.
  const chains = new Map<string, PathChain>();
  for (const run of runs) {
    for (const op of run.ops) {
      if (op.undone) continue;
      const c = chains.get(op.path);
      if (c) {
        c.last = { run, op };
        c.ops.push({ run, op });
      } else chains.set(op.path, { first: { run, op }, last: { run, op }, ops: [{ run, op }] });
    }
  }
  // Groups: paths linked by an entry, across runs (union-find).
  const parent = new Map<string, string>();
  const find = (p: string): string => {
    let r = p;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(p, r);
    return r;
  };
  for (const p of chains.keys()) parent.set(p, p);
  const pathsOfEntry = new Map<string, string[]>();
  for (const [p, c] of chains) for (const { op } of c.ops) for (const id of op.entries) pathsOfEntry.set(id, [...(pathsOfEntry.get(id) ?? []), p]);
  for (const ps of pathsOfEntry.values()) for (const p of ps.slice(1)) parent.set(find(p), find(ps[0]!));
  const groups = new Map<string, string[]>();
  for (const p of [...chains.keys()].sort()) groups.set(find(p), [...(groups.get(find(p)) ?? []), p]);

  const undonePaths = new Set<string>();
  for (const paths of groups.values()) {
    const sides = paths.map((p) => {
      const c = chains.get(p)!;
      return { p, c, side: sideOf(root, { path: p, pre: c.first.op.pre, post: c.last.op.post }) };
    });
    const changed = sides.filter((x) => x.side === 'changed');
    if (changed.length > 0) {
      result.refused.push({ paths, reason: `changed since that clean: ${changed.map((x) => x.p).join(', ')}; restore ${changed.length === 1 ? 'it' : 'them'} by hand or revert the change, then run undo again` });
      continue;
    }
    for (const x of sides) {
      if (x.side === 'pre') result.already.push(x.p);
      else {
        restorePre(root, x.c.first.run, x.c.first.op, x.c.first.op.created_dirs);
        result.restored.push(x.p);
      }
      undonePaths.add(x.p);
    }
  }

  const at = now.toISOString();
  for (const run of runs) {
    for (const op of run.ops) if (undonePaths.has(op.path)) op.undone = true;
    for (const e of run.entries) {
      const ps = pathsOfEntry.get(e.id) ?? [];
      if (!e.undone && ps.every((p) => undonePaths.has(p))) {
        e.undone = true;
        result.entries_undone.push(e.id);
      }
    }
    if (!live(run)) run.undone_at = at;
    saveManifest(root, run);
  }
  appendAudit(root, [{ event: 'undo', data: { report_digest: result.report_digest, runs: result.runs, restored: result.restored, already: result.already, refused: result.refused, entries_undone: result.entries_undone } }], now);
  return result;
}
