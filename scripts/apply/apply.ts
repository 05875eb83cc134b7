// One apply run: select the entries (the auto tier and/or explicit ids), check approvals, replay
// this clean's earlier edits plus the new ones against the check-time bytes, then journal ahead and
// carry out the writes and deletes. Refusals (unknown id, missing or invalid approval, missing
// clean-time text) stop the run before anything is written; world changes (stale file, overlap,
// no-op) skip the one entry and the others go on.
import { HygieneError, type ErrorCode } from '../shared/errors.ts';
import type { Entry } from '../contract/types.ts';
import type { SafetyTier } from '../contract/tier.ts';
import { appendAudit, verifyAuditChain } from './audit.ts';
import { replay, type Item, type ReplayResult } from './engine.ts';
import { bindingOf, findGrant, readGrants, writeGrants, type Grant } from './grants.ts';
import { BlobPack, ensureRunDir, listRuns, newRunId, opStateOf, saveManifest, type JournalEntry, type JournalOp, type RunManifest } from './journal.ts';
import { missingDirs, performOp } from './ops.ts';
import { baseReader, buildPlan, NEW_RANK, priorItems, tokensOf, type Plan, type PlanEntry } from './plan.ts';
import { applyAuditEvents, type Recovery } from './recover.ts';
import { rollBackMessage, rollBackRun } from './rollback.ts';
import { randHex, type Session } from './session.ts';
import { stateKey } from './fs-state.ts';
import type { SuppliedTexts } from './types.ts';
import { kindName } from './kinds/index.ts';
import { measuredSavings } from './tokens-saved.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import { pushAll } from '../shared/arrays.ts';

export interface ApplyRequest {
  tier?: 'auto';
  ids?: string[];
  /** Entries the user declined (an auto row answered "no"): never applied by this run, and journaled and audited as declined. */
  decline?: string[];
  texts: Map<string, SuppliedTexts>;
}

export interface DeclinedOut {
  id: string;
  path: string;
  kind: string;
}

export interface SkippedOut {
  id: string;
  path: string;
  kind: string;
  code: ErrorCode | 'NOOP';
  reason: string;
}

export interface AppliedOut {
  id: string;
  path: string;
  kind: string;
  tier: SafetyTier;
  grant_id?: string;
  tokens: { raw: number; per_session: number };
}

export interface ApplyResult {
  run_id: string | null;
  report: { digest: string; generated_at: string };
  applied: AppliedOut[];
  skipped: SkippedOut[];
  files: Array<{ path: string; action: 'write' | 'delete' }>;
  /** Measured on the bytes before and after each applied edit (negative when the edits added tokens). */
  tokens_saved: { raw: number; per_session: number };
  declined: DeclinedOut[];
  recovered: Recovery[];
}

/**
 * Replays this clean's earlier edits plus `selected` and drops a selected edit the replay skips or
 * finds a no-op, until the set is stable. Every other verdict (stale, stale since this clean wrote
 * it, read-only, overlaps with auto edits) is the plan's: callers pass only entries it sorted in.
 */
export function settle(s: Session, selected: Item[]): { result: ReplayResult; items: Item[]; skipped: SkippedOut[] } {
  const base = baseReader(s);
  const prior = priorItems(s.ledger, s.loaded.report);
  const skipped: SkippedOut[] = [];
  const out = (it: Item, code: SkippedOut['code'], reason: string) =>
    skipped.push({ id: it.entry.id, path: it.entry.path, kind: kindName(it.entry), code, reason });
  let items = selected;
  for (;;) {
    const r = replay(base, [...prior, ...items]);
    const drop = new Set<Item>();
    for (const sk of r.skipped) if (items.includes(sk.item) && !drop.has(sk.item)) { out(sk.item, sk.code, sk.reason); drop.add(sk.item); }
    for (const n of r.noops) if (items.includes(n.item) && !drop.has(n.item)) { out(n.item, 'NOOP', `nothing to do: ${n.reason}`); drop.add(n.item); }
    if (drop.size === 0) return { result: r, items, skipped };
    items = items.filter((i) => !drop.has(i));
  }
}

/** The operations that take the disk from its current state to the replayed one, writes first. */
export function opsFor(s: Session, r: ReplayResult, items: Item[]): Array<{ path: string; action: 'write' | 'delete' }> {
  const ids = new Set(items.map((i) => i.entry.id));
  const writes: string[] = [];
  const deletes: string[] = [];
  for (const [p, by] of r.touchedBy) {
    if (!by.some((id) => ids.has(id))) continue;
    const fin = r.states.get(p)!;
    if (stateKey(fin) === stateKey(s.read(p))) continue;
    (fin.type === 'absent' ? deletes : writes).push(p);
  }
  writes.sort();
  deletes.sort();
  return [...writes.map((path) => ({ path, action: 'write' as const })), ...deletes.map((path) => ({ path, action: 'delete' as const }))];
}

/**
 * The ids a request asks for, in order. --tier auto: every auto entry, and every entry that could
 * not be (stale, no-op, refused) so the run reports why; an entry this clean already applied is left out.
 */
function wantedIds(plan: Plan, req: ApplyRequest, byId: Map<string, Entry>): string[] {
  const declined = new Set(req.decline ?? []);
  for (const id of declined) {
    if (!byId.has(id)) throw new HygieneError('USAGE', `no entry with id ${id} in the report`);
    if (req.ids?.includes(id)) throw new HygieneError('USAGE', `entry ${id} is both applied (--ids) and declined (--decline)`);
  }
  const wanted: string[] = [];
  if (req.tier === 'auto') for (const p of plan.entries) if (!declined.has(p.id) && (p.bucket === 'auto' || (p.bucket === 'skipped' && !p.applied_by))) wanted.push(p.id);
  for (const id of req.ids ?? []) {
    if (!byId.has(id)) throw new HygieneError('USAGE', `no entry with id ${id} in the report`);
    if (!wanted.includes(id)) wanted.push(id);
  }
  return wanted;
}

/** The grants file and the audit chain as one run reads them, and the invalidations it records. */
class GrantBook {
  readonly grants: Grant[];
  private readonly chain: ReturnType<typeof verifyAuditChain>;
  private readonly usedByRuns: Set<string>;
  constructor(private readonly root: string) {
    this.grants = readGrants(root);
    this.chain = verifyAuditChain(root);
    this.usedByRuns = new Set(listRuns(root).flatMap((r) => r.manifest?.consumed_grants ?? []));
  }
  find(entry: Entry, report: ApplyResult['report'], texts: SuppliedTexts) {
    return findGrant(this.grants, bindingOf(entry, report, texts), this.chain, this.usedByRuns, this.root);
  }
  invalidate(list: Array<{ grant: Grant; reason: string }>, now: Date): void {
    if (list.length === 0) return;
    for (const { grant, reason } of list) Object.assign(grant, { state: 'invalidated', invalidated_at: now.toISOString(), invalid_reason: reason });
    writeGrants(this.root, this.grants);
    appendAudit(this.root, list.map(({ grant, reason }) => ({ event: 'invalidate' as const, data: { grant_id: grant.grant_id, grant_digest: grant.digest, entry_id: grant.entry_id, reason } })), now);
  }
  consume(consumed: Grant[], run_id: string, now: Date, step: (label: string) => void): void {
    if (consumed.length === 0) return;
    for (const g of consumed) Object.assign(g, { state: 'consumed', consumed_at: now.toISOString(), consumed_by_run: run_id });
    writeGrants(this.root, this.grants);
    step('grants');
    appendAudit(this.root, consumed.map((g) => ({ event: 'consume' as const, data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: g.entry_id, run_id } })), now);
    step('consume');
  }
}

interface Selection {
  selected: Item[];
  skipped: SkippedOut[];
  grantFor: Map<string, Grant>;
  refusals: Array<{ code: ErrorCode; text: string }>;
  invalidations: Array<{ grant: Grant; reason: string }>;
}

/** The wanted entries the plan sorted in, with their clean-time texts and approvals; the rest with why. */
function selectItems(wanted: string[], plan: Map<string, PlanEntry>, byId: Map<string, Entry>, req: ApplyRequest, book: GrantBook, report: ApplyResult['report']): Selection {
  const sel: Selection = { selected: [], skipped: [], grantFor: new Map(), refusals: [], invalidations: [] };
  const explicit = new Set(req.ids ?? []);
  for (const id of wanted) {
    const p = plan.get(id)!;
    const entry = byId.get(id)!;
    const texts = req.texts.get(id) ?? {};
    if (p.bucket === 'skipped') {
      sel.skipped.push({ id, path: p.path, kind: p.kind, code: p.code ?? (p.reason?.startsWith('nothing to do') ? 'NOOP' : 'REFUSED'), reason: p.reason ?? 'skipped' });
      continue;
    }
    const missingText = (p.needs.includes('extraction') && texts.extraction === undefined) || (p.needs.includes('replacement') && texts.replacement === undefined);
    if (missingText) {
      const what = p.needs.includes('extraction') ? '--extraction ID=FILE' : '--replacement ID=FILE';
      if (explicit.has(id)) sel.refusals.push({ code: 'REFUSED', text: `${id}: needs its clean-time text (${what})` });
      else sel.skipped.push({ id, path: p.path, kind: p.kind, code: 'REFUSED', reason: `needs its clean-time text (${what}); the hygiene-clean skill supplies it` });
      continue;
    }
    if (p.needs.includes('grant')) {
      const g = book.find(entry, report, texts);
      if (!g.ok) {
        pushAll(sel.invalidations, g.invalidate);
        sel.refusals.push({ code: g.code, text: g.reason });
        continue;
      }
      sel.grantFor.set(id, g.grant);
    }
    sel.selected.push({ entry, rank: NEW_RANK, texts });
  }
  return sel;
}

/** Journal ops for the writes and deletes, with every pre-image and post-image added to the pack. */
function journalOps(s: Session, ops: Array<{ path: string; action: 'write' | 'delete' }>, r: ReplayResult, pack: BlobPack): JournalOp[] {
  return ops.map((o, n) => {
    const cur = s.read(o.path);
    const fin = r.states.get(o.path)!;
    const op: JournalOp = { n, path: o.path, action: o.action, pre: opStateOf(cur)!, post: opStateOf(fin)!, created_dirs: [], entries: r.touchedBy.get(o.path) ?? [] };
    if (o.action === 'delete') op.pre_blob = `trash/${n}`;
    else {
      if (cur.type === 'file') op.pre_blob = pack.add(cur.bytes);
      op.post_blob = pack.add((fin as { bytes: Buffer }).bytes);
      op.created_dirs = missingDirs(s.env.root, o.path);
    }
    return op;
  });
}

/** Journal entries for the applied items, their clean-time texts added to the pack. */
function journalEntries(items: Item[], plan: Map<string, PlanEntry>, grantFor: Map<string, Grant>, pack: BlobPack): JournalEntry[] {
  return items.map((it) => {
    const je: JournalEntry = { id: it.entry.id, path: it.entry.path, kind: kindName(it.entry), tier: plan.get(it.entry.id)!.tier, tokens: tokensOf(it.entry) };
    const g = grantFor.get(it.entry.id);
    if (g) je.grant_id = g.grant_id;
    for (const k of ['replacement', 'extraction'] as const) {
      const t = it.texts[k];
      if (t !== undefined) (je.texts ??= {})[k] = pack.add(Buffer.from(t, 'utf8'));
    }
    return je;
  });
}

/** Each op in order; a write that fails for good rolls the run back to its start. */
function carryOut(root: string, manifest: RunManifest, now: Date, step: (label: string) => void): void {
  for (const op of manifest.ops) {
    try {
      performOp(root, manifest, op);
    } catch (err) {
      if (err instanceof HygieneError && err.code === 'REFUSED') throw err;
      const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      const rb = rollBackRun(root, manifest, `${op.path}: ${reason}`, now);
      throw new HygieneError('IO', rollBackMessage(op.path, reason, rb));
    }
    step(`op-${op.n}`);
  }
}

export async function runApply(s: Session, req: ApplyRequest): Promise<ApplyResult> {
  const { env, loaded } = s;
  const root = env.root;
  const now = env.now();
  const step = env.onStep ?? (() => {});
  const report = { digest: loaded.digest, generated_at: loaded.report.generated_at };
  // What runs now is re-derived now: every auto entry for --tier auto, else the entries named.
  const recheck = req.tier === 'auto' ? 'all' : new Set(req.ids ?? []);
  const plan = await buildPlan({ root, loaded, ledger: s.ledger, read: s.read, gitState: env.gitState, texts: req.texts, now, recheck });
  const byId = new Map<string, Entry>(loaded.report.entries.map((e) => [e.id, e]));
  const planOf = new Map<string, PlanEntry>(plan.entries.map((p) => [p.id, p]));
  const wanted = wantedIds(plan, req, byId);
  const book = new GrantBook(root);
  const sel = selectItems(wanted, planOf, byId, req, book, report);

  if (sel.refusals.length > 0) {
    book.invalidate(sel.invalidations, now);
    appendAudit(root, [{ event: 'skip', data: { report_digest: loaded.digest, refused: sel.refusals.map((r) => r.text) } }], now);
    throw new HygieneError(sel.refusals[0]!.code, `refusing the run; nothing was changed:\n  ${sel.refusals.map((r) => r.text).join('\n  ')}`);
  }

  const settled = settle(s, sel.selected);
  const declined: DeclinedOut[] = (req.decline ?? []).map((id) => {
    const e = byId.get(id)!;
    return { id, path: e.path, kind: kindName(e) };
  });
  const skipped = [...sel.skipped, ...settled.skipped];
  const { grantFor } = sel;
  // A grant whose entry went stale is spent on nothing and can never match again.
  book.invalidate([...sel.invalidations, ...settled.skipped.filter((k) => k.code === 'STALE_HASH' && grantFor.has(k.id)).map((k) => ({ grant: grantFor.get(k.id)!, reason: 'the file changed after the approval' }))], now);
  const items = settled.items;
  const ops = opsFor(s, settled.result, items);
  const saved = items.length ? measuredSavings(baseReader(s), priorItems(s.ledger, loaded.report), items, await loadTokenCounter()) : new Map();
  const applied: AppliedOut[] = items.map((it) => ({
    id: it.entry.id,
    path: it.entry.path,
    kind: kindName(it.entry),
    tier: planOf.get(it.entry.id)!.tier,
    ...(grantFor.has(it.entry.id) ? { grant_id: grantFor.get(it.entry.id)!.grant_id } : {}),
    tokens: saved.get(it.entry.id) ?? tokensOf(it.entry),
  }));
  const tokens_saved = applied.reduce((t, a) => ({ raw: t.raw + a.tokens.raw, per_session: t.per_session + a.tokens.per_session }), { raw: 0, per_session: 0 });
  const result: ApplyResult = { run_id: null, report, applied, skipped, files: ops, tokens_saved, declined, recovered: s.recovered };
  const skipEvents = skipped.map((k) => ({ event: 'skip' as const, data: { ...k, report_digest: loaded.digest } }));

  if (items.length === 0 && declined.length === 0) {
    appendAudit(root, skipEvents.length ? skipEvents : [{ event: 'skip', data: { report_digest: loaded.digest, reason: 'nothing selected' } }], now);
    return result;
  }

  // Write-ahead: every pre-image and post-image is durable before the manifest, and the manifest
  // before the first byte of the project changes.
  const { run_id, seq } = newRunId(root, now, (env.rand ?? randHex)());
  ensureRunDir(root, run_id);
  const pack = new BlobPack();
  const jops = journalOps(s, ops, settled.result, pack);
  const jentries = journalEntries(items, planOf, grantFor, pack);
  const pack_sha256 = pack.write(root, run_id);
  step('pack');
  const consumed = [...grantFor.values()].filter((g) => items.some((i) => i.entry.id === g.entry_id));
  const manifest: RunManifest = {
    schema: 1,
    run_id,
    seq,
    pid: process.pid,
    started_at: now.toISOString(),
    status: 'prepared',
    pack_sha256,
    report,
    entries: jentries,
    ops: jops,
    consumed_grants: consumed.map((g) => g.grant_id),
    ...(declined.length ? { declined } : {}),
  };
  saveManifest(root, manifest);
  step('manifest');
  book.consume(consumed, run_id, now, step);

  carryOut(root, manifest, now, step);
  manifest.status = 'committed';
  manifest.committed_at = now.toISOString();
  saveManifest(root, manifest);
  step('commit');
  appendAudit(root, [...applyAuditEvents(manifest), ...skipEvents], now);
  step('audit');
  result.run_id = run_id;
  return result;
}
