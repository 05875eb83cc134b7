// What report.md shows, computed once from the report and what only the pipeline knows: the token
// roll-up, the files still needing a classifier (model-free runs), where each shortlisted file's
// findings stand (judged no edit, no answer, cleared), the reasons and the auto-evidence.
// ./render-markdown.ts is a template over this view; the check pipeline reads its pending list
// from here too, so no stage recomputes it.
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import type { Report, ReportAction, Signal } from '../contract/types.ts';
import { rollupTokens, type TokenRollup } from '../tokens/rollup.ts';
import { pendingClassification } from './coverage.ts';
import { answeredByEntries, cites, groupFindings, type Finding } from './findings.ts';

/** A classifier's answer that a finding needs no edit, with its reason. */
export interface NoEditAnswer {
  name: string;
  line?: number;
  why: string;
  /** Reused from the classification cache (judged in an earlier check, same bytes and evidence). */
  cached: boolean;
}

/**
 * What the classification plan and the classifiers' answers say beyond the entries: candidates no
 * classifier judged in this check (the budget left them, or their role keeps them from the model),
 * the files a classifier answered, its "no edit" answers with their reasons, and the proposals
 * refused after the repair round.
 */
export interface Classification {
  left: ReadonlyArray<{ path: string; role: string; tokens: number }>;
  not_for_model: ReadonlyArray<{ path: string; role: string }>;
  /** Paths a classifier answered in this check, or whose cached answer was reused. */
  classified?: readonly string[];
  no_edit?: Readonly<Record<string, readonly NoEditAnswer[]>>;
  refused?: ReadonlyArray<{ path: string; message: string }>;
}

export interface ViewInput {
  report: Report;
  /** sha256 of the exact report.json bytes this report.md accompanies. */
  json_sha256: string;
  scan: Pick<ScanArtifact, 'signals' | 'docs' | 'agent_contexts'>;
  /** No classifier ran: signal-bearing files without an entry need classification, they are not cleared. */
  model_free: boolean;
  /** Model-written one-line reasons by entry id. */
  whys: ReadonlyMap<string, string>;
  /** Why each auto entry is safe unattended, by entry id (the auto-evidence gate's words). */
  auto_evidence: ReadonlyMap<string, string>;
  /** The finding each classifier-judged entry rewrites, by entry id. */
  judged: ReadonlyMap<string, string>;
  /** Paths whose every proposal the --category filter dropped. */
  filtered_out: readonly string[];
  /** What the classification plan and answers say (scripts/classify/): never "judged" without a classifier's reason. */
  classification?: Classification;
}

export interface ReportView extends Omit<ViewInput, 'scan' | 'classification'> {
  /** The scanner's signals by path (why a file was shortlisted). */
  signals: Record<string, Signal[]>;
  /** The scan's roles by path (scripts/roles/). */
  roles: ScanArtifact['docs'];
  /** The heaviest contexts, each context's problems followed by what the scan found in the files it loads. */
  agent_contexts: ScanArtifact['agent_contexts'];
  /** Shortlisted files that carry a scanner signal. */
  candidates: string[];
  /** Model-free runs: shortlisted files with signals no entry answers, each with those signals. */
  pending: Array<{ path: string; signals: Signal[] }>;
  /** Classifier-route findings a classifier answered "no edit", with its reason. */
  judged_no_edit: Array<{ path: string; finding: Finding; answer: NoEditAnswer }>;
  /** Classifier-route findings nobody answered (no entry, no no-edit answer), by path. */
  unanswered: Array<{ path: string; findings: Finding[]; classified: boolean }>;
  /** Shortlisted files with nothing left to answer, and why. */
  cleared: Array<{ path: string; why: string }>;
  /** Findings no edit answers and no classifier judges: commands to run, or rules for /hygiene sweep. */
  actions: ReportAction[];
  /** Absent when no classification plan went with the run. */
  classification?: Classification;
  auto: number;
  confirm: number;
  rollup: TokenRollup;
}

/** Each heavy context's own problems, then what the scan found in the files it loads (agent_load repeats a problem: once). */
function contextsView(s: ScanArtifact['agent_contexts'], signals: Record<string, Signal[]>): ScanArtifact['agent_contexts'] {
  if (!s) return undefined;
  const heaviest = s.heaviest.map((c) => {
    const found = (c.paths ?? []).flatMap((p) => (signals[p] ?? []).filter((h) => h.name !== 'agent_load').map((h) => `${h.name} in ${p}: ${h.detail}`));
    return { ...c, problems: [...c.problems, ...new Set(found)] };
  });
  return { ...s, heaviest };
}

interface Statuses {
  judged_no_edit: ReportView['judged_no_edit'];
  unanswered: ReportView['unanswered'];
  cleared: ReportView['cleared'];
}

/**
 * Where each shortlisted file's findings stand. A file is cleared only when nothing is left: no
 * signal, only hints, or every finding answered by an entry (its own or another file's). "Judged"
 * is said only of a finding a classifier answered with a reason.
 */
function statuses(v: ViewInput, skip: ReadonlySet<string>, actionPaths: ReadonlySet<string>): Statuses {
  const r = v.report;
  const classified = new Set(v.classification?.classified ?? []);
  const out: Statuses = { judged_no_edit: [], unanswered: [], cleared: [] };
  for (const path of r.shortlist) {
    if (skip.has(path)) continue;
    const sig = v.scan.signals[path] ?? [];
    const findings = groupFindings(sig);
    const open = findings.filter((f) => f.route === 'classifier' && !answeredByEntries(path, f, r.entries));
    const noEdit = v.classification?.no_edit?.[path] ?? [];
    const nobody: Finding[] = [];
    for (const f of open) {
      const answer = noEdit.find((a) => cites(a, f));
      if (answer) out.judged_no_edit.push({ path, finding: f, answer });
      else nobody.push(f);
    }
    if (nobody.length) out.unanswered.push({ path, findings: nobody, classified: classified.has(path) });
    if (open.length || r.entries.some((e) => e.path === path) || actionPaths.has(path)) continue;
    const names = (fs: Finding[]) => [...new Set(fs.map((f) => f.name))].join(', ');
    const hints = findings.filter((f) => f.route === 'hint');
    const why =
      sig.length === 0
        ? 'no signal (loaded every session, so shortlisted)'
        : hints.length === findings.length
          ? `only hints (${names(hints)}): reported, never a reason to classify`
          : `its ${names(findings.filter((f) => f.route !== 'hint'))} is answered by another file's entry`;
    out.cleared.push({ path, why });
  }
  return out;
}

export function buildView(v: ViewInput): ReportView {
  const r = v.report;
  const signals = v.scan.signals;
  const candidates = r.shortlist.filter((p) => (signals[p]?.length ?? 0) > 0);
  const pending = v.model_free ? pendingClassification(r.shortlist, signals, r.entries, v.filtered_out) : [];
  const unjudged = [...(v.classification?.left ?? []), ...(v.classification?.not_for_model ?? [])].map((x) => x.path);
  const skip = new Set([...v.filtered_out, ...pending.map((x) => x.path), ...unjudged]);
  const actions = r.actions ?? [];
  const st = statuses(v, skip, new Set(actions.map((a) => a.path)));
  const auto = r.entries.filter((e) => e.safety_tier === 'auto').length;
  return {
    report: r,
    json_sha256: v.json_sha256,
    model_free: v.model_free,
    whys: v.whys,
    auto_evidence: v.auto_evidence,
    judged: v.judged,
    filtered_out: v.filtered_out,
    signals,
    roles: v.scan.docs,
    agent_contexts: contextsView(v.scan.agent_contexts, signals),
    candidates,
    pending,
    ...st,
    actions,
    ...(v.classification ? { classification: v.classification } : {}),
    auto,
    confirm: r.entries.length - auto,
    rollup: rollupTokens(r.entries),
  };
}
