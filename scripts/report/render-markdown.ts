// The human report (report.md): a projection of report.json plus what only the pipeline knows
// (which shortlisted files were cleared and which still need a classifier). Its first line names
// the sha256 of the report.json it belongs to, so a mismatched pair is detected.
import type { ScanArtifact } from '../contract/stage-types.ts';
import type { Entry, Report, Signal } from '../contract/types.ts';
import { rollupTokens, type TokenTotals } from '../tokens/rollup.ts';
import { TOKEN_ENCODING } from '../tokens/count-tokens.ts';
import { digestLine } from '../contract/digest-line.ts';
import { pendingClassification } from './coverage.ts';
import { answeredByEntries, cites, groupFindings, type Finding } from './findings.ts';
import { ROLE_ORDER, type Role } from '../contract/role-names.ts';
import { lineRange, wholeOf } from '../contract/types.ts';

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

export interface RenderOptions {
  report: Report;
  /** sha256 of the exact report.json bytes this report.md accompanies. */
  json_sha256: string;
  /** The scanner's signals by path (to say why a file was shortlisted). */
  signals: Record<string, Signal[]>;
  /** No classifier ran: signal-bearing files without an entry need classification, they are not cleared. */
  model_free: boolean;
  whys?: Map<string, string>;
  /** Why each auto entry is safe unattended, by entry id (the auto-evidence gate's words). */
  auto_evidence?: Map<string, string>;
  /** The finding each classifier-judged entry rewrites, by entry id. */
  judged?: Map<string, string>;
  filtered_out?: readonly string[];
  /** What agents load per folder, from the scan (absent: the section is left out). */
  agent_contexts?: ScanArtifact['agent_contexts'];
  classification?: Classification;
  /** The scan's roles by path (scripts/roles/): each entry names its doc's role and rule. */
  roles?: Record<string, { role: Role }>;
}

/** Inline code that survives backticks inside the text. */
export function code(s: string): string {
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();
const cell = (s: string) => oneLine(s).replace(/\|/g, '\\|');
const n = (x: number) => x.toLocaleString('en-US');
const plural = (k: number, word: string, many = `${word}s`) => `${n(k)} ${k === 1 ? word : many}`;

function signalText(s: Signal): string {
  const where = typeof s.line === 'number' ? ` (line ${s.line})` : '';
  return s.detail ? `${s.name}${where}: ${oneLine(s.detail)}` : `${s.name}${where}`;
}

function editWhere(e: Entry): string {
  const a = e.exact_edit?.anchor ?? e.reducible_range;
  if (!a) return '';
  const whole = wholeOf(a);
  if (whole) return ` (whole ${whole})`;
  const r = lineRange(a)!;
  return r.start_line === r.end_line ? ` (line ${r.start_line})` : ` (lines ${r.start_line}-${r.end_line})`;
}

/** What made an auto entry auto: the gate's evidence, or a lifecycle delete's scanner proof. */
function safeBecause(e: Entry, evidence: Map<string, string> | undefined): string | undefined {
  if (e.safety_tier !== 'auto') return undefined;
  const said = evidence?.get(e.id);
  if (said) return said;
  const lc = e.lifecycle;
  if (!lc) return undefined;
  const proof = lc.served_by !== undefined ? `${lc.served_by} exists, so ${lc.rule_ref} says it is served` : lc.age_days !== undefined ? `${lc.rule_ref}: a temporary doc ${lc.age_days} days old` : lc.rule_ref;
  return `${proof}; the path is tracked and clean, so git keeps every byte`;
}


function roleText(r: Role): string {
  return `role **${r.name}** (${code(r.rule)}${r.evidence ? `: ${oneLine(r.evidence)}` : ''})`;
}

function renderEntry(e: Entry, o: Pick<RenderOptions, 'whys' | 'roles' | 'auto_evidence' | 'judged'>): string[] {
  const { whys, roles } = o;
  const kind = e.exact_edit?.kind ?? 'generative';
  const tokens = e.token_estimate.raw_tokens;
  const out = [
    `### ${code(e.path)}${editWhere(e)}`,
    '',
    `- **${e.category.class}/${e.category.subtype}** · ${kind} · tier **${e.safety_tier}** · ~${plural(tokens, 'token')} (${e.token_estimate.injection_frequency ?? 'on-demand'}) · id ${code(e.id)}`,
    `- Op: ${oneLine(e.op)}`,
  ];
  const role = roles?.[e.path]?.role;
  if (role) out.push(`- Doc: ${roleText(role)}`);
  if (e.signals.length) out.push(`- Signals: ${e.signals.map(signalText).join('; ')}`);
  const why = whys?.get(e.id);
  if (why) out.push(`- Why: ${oneLine(why)}`);
  const safe = safeBecause(e, o.auto_evidence);
  if (safe) out.push(`- Safe unattended: ${oneLine(safe)}`);
  const judged = o.judged?.get(e.id);
  if (judged) out.push(`- Judged fix: a classifier's answer to ${oneLine(judged)}; no script can check the new text, so \`/hygiene clean\` asks you.`);
  out.push('');
  return out;
}

/** The heaviest agent contexts: what a session started in a folder pays before its first prompt. */
function renderContexts(s: NonNullable<RenderOptions['agent_contexts']>, signals: RenderOptions['signals']): string[] {
  const out = ['## What agents load', ''];
  if (s.heaviest.length === 0) return [...out, 'No agent loads memory in this project.', ''];
  const shown = s.heaviest.length < s.contexts ? `The ${n(s.heaviest.length)} heaviest of ${plural(s.contexts, 'context')}` : plural(s.contexts, 'context');
  out.push(`${shown} (agent and start folder): tokens every session started there pays before its first prompt. \`/hygiene context\` lists every file.`, '');
  out.push('| Agent | Session starts in | Files | Tokens per session | Later, on demand | Problems |', '|---|---|---:|---:|---:|---|');
  for (const c of s.heaviest) {
    // The context's own problems, then what the scan found in the files it loads (agent_load repeats a problem: once).
    const found = (c.paths ?? []).flatMap((p) => (signals[p] ?? []).filter((h) => h.name !== 'agent_load').map((h) => `${h.name} in ${p}: ${h.detail}`));
    const all = [...c.problems, ...new Set(found)];
    const problems = all.length === 0 ? 'none' : all.map(cell).join('<br>');
    out.push(`| ${c.agent} | ${c.folder === '' ? '(project root)' : code(c.folder + '/')} | ${n(c.files)} | ${n(c.tokens)} | ${n(c.on_demand_tokens)} | ${problems} |`);
  }
  out.push('');
  return out;
}

function totalsRow(label: string, t: TokenTotals): string {
  return `| ${label} | ${n(t.entries)} | ${n(t.raw_tokens)} | ${n(t.per_session_tokens)} | ${n(t.on_demand_tokens)} | ${n(t.weighted_tokens)} |`;
}

interface Statuses {
  /** Classifier-route findings a classifier answered "no edit", with its reason. */
  judged: Array<{ path: string; finding: Finding; answer: NoEditAnswer }>;
  /** Classifier-route findings nobody answered (no entry, no no-edit answer), by path. */
  unanswered: Array<{ path: string; findings: Finding[]; classified: boolean }>;
  /** Shortlisted files with nothing left to answer, and why. */
  cleared: Array<{ path: string; why: string }>;
}

/**
 * Where each shortlisted file's findings stand. A file is cleared only when nothing is left: no
 * signal, only hints, or every finding answered by an entry (its own or another file's). "Judged"
 * is said only of a finding a classifier answered with a reason.
 */
function statuses(o: RenderOptions, pending: ReadonlySet<string>, unjudged: ReadonlySet<string>, actionPaths: ReadonlySet<string>): Statuses {
  const r = o.report;
  const filtered = new Set(o.filtered_out ?? []);
  const classified = new Set(o.classification?.classified ?? []);
  const out: Statuses = { judged: [], unanswered: [], cleared: [] };
  for (const path of r.shortlist) {
    if (filtered.has(path) || unjudged.has(path) || pending.has(path)) continue;
    const sig = o.signals[path] ?? [];
    const findings = groupFindings(sig);
    const open = findings.filter((f) => f.route === 'classifier' && !answeredByEntries(path, f, r.entries));
    const noEdit = o.classification?.no_edit?.[path] ?? [];
    const nobody: Finding[] = [];
    for (const f of open) {
      const answer = noEdit.find((a) => cites(a, f));
      if (answer) out.judged.push({ path, finding: f, answer });
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

const findingText = (f: Finding): string => {
  const where = f.lines.length ? ` (line${f.lines.length > 1 ? 's' : ''} ${f.lines.join(', ')})` : '';
  return `${f.name}${where}${f.hit.detail ? `: ${oneLine(String(f.hit.detail))}` : ''}`;
};

export function renderMarkdown(o: RenderOptions): string {
  const r = o.report;
  const filtered = new Set(o.filtered_out ?? []);
  const signalled = (p: string) => (o.signals[p]?.length ?? 0) > 0;
  const candidates = r.shortlist.filter(signalled);
  const pendingList = o.model_free ? pendingClassification(r.shortlist, o.signals, r.entries, o.filtered_out) : [];
  const pending = new Set(pendingList.map((x) => x.path));
  const left = o.classification?.left ?? [];
  const notForModel = o.classification?.not_for_model ?? [];
  const unjudged = new Set([...left.map((x) => x.path), ...notForModel.map((x) => x.path)]);
  const actions = r.actions ?? [];
  const st = statuses(o, pending, unjudged, new Set(actions.map((a) => a.path)));
  const refused = o.classification?.refused ?? [];
  const auto = r.entries.filter((e) => e.safety_tier === 'auto').length;
  const confirm = r.entries.length - auto;

  const out: string[] = [digestLine(o.json_sha256), '# doc-hygiene report', ''];
  out.push('| | |', '|---|---|');
  out.push(`| Checked | ${r.generated_at} |`);
  out.push(`| Project | ${cell(code(r.scan.project_root))} |`);
  out.push(`| Scope | ${r.scan.scope ? cell(code(r.scan.scope)) : 'whole project'} (globs ${r.scan.scope_globs.map((g) => cell(code(g))).join(', ')}) |`);
  out.push(`| Category filter | ${r.scan.category_filter ? code(r.scan.category_filter) : 'none'} |`);
  out.push(`| Files scanned | ${n(r.scan.files_scanned)} |`);
  if (o.roles) {
    const counts = new Map<string, number>();
    for (const d of Object.values(o.roles)) counts.set(d.role.name, (counts.get(d.role.name) ?? 0) + 1);
    const parts = ROLE_ORDER.filter((x) => counts.has(x)).map((x) => `${x} ${n(counts.get(x)!)}`);
    if (parts.length) out.push(`| Roles | ${parts.join(', ')} |`);
  }
  out.push(`| Candidates | ${n(candidates.length)} of ${n(r.shortlist.length)} shortlisted files carry a scanner signal |`);
  out.push(`| Entries | ${n(r.entries.length)} (${n(auto)} auto, ${n(confirm)} confirm) |`);
  if (actions.length) out.push(`| Actions | ${n(actions.length)} (commands to run, or for \`/hygiene sweep\`) |`);
  if (st.judged.length) out.push(`| Judged, no edit | ${plural(st.judged.length, 'finding')} |`);
  if (st.unanswered.length) out.push(`| No answer | ${plural(st.unanswered.length, 'file')} |`);
  out.push(`| Cleared | ${n(st.cleared.length)} |`);
  if (o.model_free) out.push(`| Needs classification | ${n(pending.size)} (model-free run) |`);
  if (o.classification) out.push(`| Left for the next check | ${n(left.length)} |`);
  out.push(`| Tool | doc-hygiene ${r.tool_version}, policy ${r.policy_version} |`);
  out.push('');
  for (const note of r.scan.notes ?? []) out.push(`> Note: ${oneLine(note)}`, '');

  for (const [title, cls] of [['Stale', 'stale'], ['Bloat', 'bloat']] as const) {
    const group = r.entries.filter((e) => e.category.class === cls);
    out.push(`## ${title} (${n(group.length)})`, '');
    if (group.length === 0) out.push(`No ${cls} entries.`, '');
    for (const e of group) out.push(...renderEntry(e, o));
  }

  if (actions.length) {
    out.push(`## Actions (${n(actions.length)})`, '');
    out.push('Findings no edit answers and no classifier judges: run the command in the project root, or let `/hygiene sweep` judge the lifecycle rule (it owns deletions). `/hygiene clean` applies none of them.', '');
    for (const a of actions) out.push(`- ${code(a.path)}: ${a.do === 'run' ? `run ${code(a.command)}` : `run ${code(a.command)} to judge it`} (${a.signal}: ${oneLine(a.why)})`);
    out.push('');
  }
  if (st.judged.length) {
    out.push(`## Judged, no edit (${n(st.judged.length)})`, '');
    out.push("A classifier read these findings and answered that they need no edit, for the reason given. A finding that persists is shown again at every check; a cached answer is reused only while the file's bytes and its evidence are the same.", '');
    for (const j of st.judged) out.push(`- ${code(j.path)}: ${findingText(j.finding)}. Classifier${j.answer.cached ? ' (cached from an earlier check)' : ''}: ${oneLine(j.answer.why)}`);
    out.push('');
  }
  if (st.unanswered.length) {
    out.push(`## No answer (${n(st.unanswered.length)})`, '');
    out.push(o.classification ? 'No entry answers these findings and the classifier gave no answer for them (no edit, no reason): the next `/hygiene check` asks again.' : 'No entry answers these findings and no classifier was asked about them.', '');
    for (const u of st.unanswered) out.push(`- ${code(u.path)}:`, ...u.findings.map((f) => `  - ${findingText(f)}`));
    out.push('');
  }
  if (refused.length) {
    out.push(`## Refused proposals (${n(refused.length)})`, '');
    out.push('A classifier proposed these and, asked once more, did not fix them; the report builder refused them, so they are not entries.', '');
    for (const x of refused) out.push(`- ${code(x.path)}: ${oneLine(x.message)}`);
    out.push('');
  }
  if (o.model_free) {
    out.push(`## Needs classification (${n(pending.size)})`, '');
    if (pending.size === 0) out.push('Every scanner signal is answered by an entry.', '');
    else {
      out.push('These files carry scanner signals that no proven edit answers. Run `/hygiene check` in Claude Code to classify them.', '');
      for (const x of pendingList) {
        const role = o.roles?.[x.path]?.role;
        out.push(`- ${code(x.path)}: ${x.signals.map(signalText).join('; ')}${role ? ` (role ${role.name})` : ''}`);
      }
      out.push('');
    }
  }
  if (left.length) {
    out.push(`## Left for the next check (${n(left.length)})`, '');
    out.push("This check's classification budget (`classify.max_files` / `classify.max_doc_tokens` in `.dochygiene.yaml`) went to higher-ranked files. The next `/hygiene check` starts with these (`--all` takes every one now).", '');
    for (const x of left) out.push(`- ${code(x.path)} (${x.role}, ~${plural(x.tokens, 'token')})`);
    out.push('');
  }
  if (notForModel.length) {
    out.push(`## Not for the model (${n(notForModel.length)})`, '');
    out.push('Their role says nobody maintains them as instructions, so no classifier judged their signals.', '');
    for (const x of notForModel) out.push(`- ${code(x.path)} (${x.role})`);
    out.push('');
  }
  if (filtered.size) {
    out.push(`## Outside the category filter (${n(filtered.size)})`, '');
    for (const p of filtered) out.push(`- ${code(p)}`);
    out.push('');
  }
  out.push(`## Cleared (${n(st.cleared.length)})`, '');
  if (st.cleared.length === 0) out.push('None.', '');
  else {
    for (const c of st.cleared) out.push(`- ${code(c.path)}: ${c.why}`);
    out.push('');
  }

  const roll = rollupTokens(r.entries);
  out.push('## Tokens', '');
  out.push(`- Saved in every session: **~${plural(roll.total.weighted_tokens, 'token')}** (entries on docs Claude Code loads at every session start${roll.total.weighted_tokens > roll.total.per_session_tokens ? ', plus the configured share of on-demand docs' : ''}).`);
  out.push(`- On-demand docs: up to ~${plural(roll.total.on_demand_tokens, 'token')} more, saved only in sessions that read them (theoretical maximum).`);
  out.push('');
  if (r.entries.length) {
    out.push('| File / category | Entries | Raw | Per-session docs | On-demand docs | Saved per session |', '|---|---:|---:|---:|---:|---:|');
    for (const f of roll.files) {
      out.push(totalsRow(code(f.path), f));
      for (const c of f.categories) out.push(totalsRow(`&nbsp;&nbsp;${c.category}`, c));
    }
    for (const c of roll.categories) out.push(totalsRow(`**${c.category}**`, c));
    out.push(totalsRow('**Total**', roll.total), '');
  }
  out.push(`Token counts are local estimates (${TOKEN_ENCODING}) that approximate Claude's tokenizer; they size savings, they are not exact.`, '');
  if (o.agent_contexts) out.push(...renderContexts(o.agent_contexts, o.signals));

  out.push('## Next step', '');
  if (r.entries.length === 0) out.push('Nothing to clean.');
  else {
    const parts = [];
    if (auto) parts.push(`apply the ${plural(auto, 'auto entry', 'auto entries')} without a prompt`);
    if (confirm) parts.push(`ask you about the ${plural(confirm, 'confirm entry', 'confirm entries')} one by one`);
    out.push(`Run \`/hygiene clean\`: it will ${parts.join(' and ')}.`);
  }
  if (actions.length) out.push('', `The ${plural(actions.length, 'action')} above ${actions.length === 1 ? 'is' : 'are'} not edits: ${actions.some((a) => a.do === 'run') ? 'run the commands yourself' : ''}${actions.some((a) => a.do === 'run') && actions.some((a) => a.do === 'sweep') ? ', and ' : ''}${actions.some((a) => a.do === 'sweep') ? '`/hygiene sweep` judges the lifecycle rules' : ''}.`);
  out.push('');
  return out.join('\n');
}
