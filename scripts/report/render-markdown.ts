// The human report (report.md): a template over the report view (./report-view.ts), which holds
// report.json plus what only the pipeline knows (which shortlisted files were cleared and which
// still need a classifier, where each finding stands). Its first line names the sha256 of the report.json it belongs to, so a
// mismatched pair is detected. Nothing is computed here but the text.
import type { Entry, Signal } from '../contract/types.ts';
import type { TokenTotals } from '../tokens/rollup.ts';
import { TOKEN_ENCODING } from '../tokens/count-tokens.ts';
import { digestLine } from '../contract/digest-line.ts';
import { ROLE_ORDER, type Role } from '../contract/role-names.ts';
import { lineRange, wholeOf } from '../contract/types.ts';
import type { Finding } from './findings.ts';
import type { ReportView } from './report-view.ts';
import { pushAll } from '../shared/arrays.ts';
import { mdCell, mdCode, mdLine } from '../shared/output-escape.ts';
import { thousands } from '../shared/thousands.ts';

/** Inline code (a name, a command, a glob: text from the repository), one line, backticks inside kept. */
export const code = mdCode;
const oneLine = mdLine;
const cell = mdCell;
const n = thousands;
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
function safeBecause(e: Entry, evidence: ReadonlyMap<string, string>): string | undefined {
  if (e.safety_tier !== 'auto') return undefined;
  const said = evidence.get(e.id);
  if (said) return said;
  const lc = e.lifecycle;
  if (!lc) return undefined;
  const proof = lc.served_by !== undefined ? `${lc.served_by} exists, so ${lc.rule_ref} says it is served` : lc.age_days !== undefined ? `${lc.rule_ref}: a temporary doc ${lc.age_days} days old` : lc.rule_ref;
  return `${proof}; the path is tracked and clean, so git keeps every byte`;
}


function roleText(r: Role): string {
  return `role **${r.name}** (${code(r.rule)}${r.evidence ? `: ${oneLine(r.evidence)}` : ''})`;
}

function renderEntry(e: Entry, v: ReportView): string[] {
  const kind = e.exact_edit?.kind ?? 'generative';
  const tokens = e.token_estimate.raw_tokens;
  const out = [
    `### ${code(e.path)}${editWhere(e)}`,
    '',
    `- **${e.category.class}/${e.category.subtype}** · ${kind} · tier **${e.safety_tier}** · ~${plural(tokens, 'token')} (${e.token_estimate.injection_frequency ?? 'on-demand'}) · id ${code(e.id)}`,
    `- Op: ${oneLine(e.op)}`,
  ];
  const role = v.roles[e.path]?.role;
  if (role) out.push(`- Doc: ${roleText(role)}`);
  if (e.signals.length) out.push(`- Signals: ${e.signals.map(signalText).join('; ')}`);
  const why = v.whys.get(e.id);
  if (why) out.push(`- Why: ${oneLine(why)}`);
  const safe = safeBecause(e, v.auto_evidence);
  if (safe) out.push(`- Safe unattended: ${oneLine(safe)}`);
  const judged = v.judged.get(e.id);
  if (judged) out.push(`- Judged fix: a classifier's answer to ${oneLine(judged)}; no script can check the new text, so \`/hygiene clean\` asks you.`);
  out.push('');
  return out;
}

/** The heaviest agent contexts: what a session started in a folder pays before its first prompt. */
function renderContexts(s: NonNullable<ReportView['agent_contexts']>): string[] {
  const out = ['## What agents load', ''];
  if (s.heaviest.length === 0) return [...out, 'No agent loads memory in this project.', ''];
  const shown = s.heaviest.length < s.contexts ? `The ${n(s.heaviest.length)} heaviest of ${plural(s.contexts, 'context')}` : plural(s.contexts, 'context');
  out.push(`${shown} (agent and start folder): tokens every session started there pays before its first prompt. \`/hygiene context\` lists every file.`, '');
  out.push('| Agent | Session starts in | Files | Tokens per session | Later, on demand | Problems |', '|---|---|---:|---:|---:|---|');
  for (const c of s.heaviest) {
    const problems = c.problems.length === 0 ? 'none' : c.problems.map(cell).join('<br>');
    out.push(`| ${c.agent} | ${c.folder === '' ? '(project root)' : cell(code(c.folder + '/'))} | ${n(c.files)} | ${n(c.tokens)} | ${n(c.on_demand_tokens)} | ${problems} |`);
  }
  out.push('');
  return out;
}

function totalsRow(label: string, t: TokenTotals): string {
  return `| ${cell(label)} | ${n(t.entries)} | ${n(t.raw_tokens)} | ${n(t.per_session_tokens)} | ${n(t.on_demand_tokens)} | ${n(t.weighted_tokens)} |`;
}

const findingText = (f: Finding): string => {
  const where = f.lines.length ? ` (line${f.lines.length > 1 ? 's' : ''} ${f.lines.join(', ')})` : '';
  return `${f.name}${where}${f.hit.detail ? `: ${oneLine(String(f.hit.detail))}` : ''}`;
};

export function renderMarkdown(o: ReportView): string {
  const r = o.report;
  const { candidates, cleared, auto, confirm, actions } = o;
  const pendingList = o.pending;
  const pending = pendingList.map((x) => x.path);
  const left = o.classification?.left ?? [];
  const notForModel = o.classification?.not_for_model ?? [];
  const refused = o.classification?.refused ?? [];
  const filtered = new Set(o.filtered_out);

  const out: string[] = [digestLine(o.json_sha256), '# doc-hygiene report', ''];
  out.push('| | |', '|---|---|');
  out.push(`| Checked | ${r.generated_at} |`);
  out.push(`| Project | ${cell(code(r.scan.project_root))} |`);
  out.push(`| Scope | ${r.scan.scope ? cell(code(r.scan.scope)) : 'whole project'} (globs ${r.scan.scope_globs.map((g) => cell(code(g))).join(', ')}) |`);
  out.push(`| Category filter | ${r.scan.category_filter ? cell(code(r.scan.category_filter)) : 'none'} |`);
  out.push(`| Files scanned | ${n(r.scan.files_scanned)} |`);
  const counts = new Map<string, number>();
  for (const d of Object.values(o.roles)) counts.set(d.role.name, (counts.get(d.role.name) ?? 0) + 1);
  const parts = ROLE_ORDER.filter((x) => counts.has(x)).map((x) => `${x} ${n(counts.get(x)!)}`);
  if (parts.length) out.push(`| Roles | ${parts.join(', ')} |`);
  out.push(`| Candidates | ${n(candidates.length)} of ${n(r.shortlist.length)} shortlisted files carry a scanner signal |`);
  out.push(`| Entries | ${n(r.entries.length)} (${n(auto)} auto, ${n(confirm)} confirm) |`);
  if (actions.length) out.push(`| Actions | ${n(actions.length)} (commands to run, or for \`/hygiene sweep\`) |`);
  if (o.judged_no_edit.length) out.push(`| Judged, no edit | ${plural(o.judged_no_edit.length, 'finding')} |`);
  if (o.unanswered.length) out.push(`| No answer | ${plural(o.unanswered.length, 'file')} |`);
  out.push(`| Cleared | ${n(cleared.length)} |`);
  if (o.model_free) out.push(`| Needs classification | ${n(pending.length)} (model-free run) |`);
  if (o.classification) out.push(`| Left for the next check | ${n(left.length)} |`);
  out.push(`| Tool | doc-hygiene ${r.tool_version}, policy ${r.policy_version} |`);
  out.push('');
  for (const note of r.scan.notes ?? []) out.push(`> Note: ${oneLine(note)}`, '');

  for (const [title, cls] of [['Stale', 'stale'], ['Bloat', 'bloat']] as const) {
    const group = r.entries.filter((e) => e.category.class === cls);
    out.push(`## ${title} (${n(group.length)})`, '');
    if (group.length === 0) out.push(`No ${cls} entries.`, '');
    for (const e of group) pushAll(out, renderEntry(e, o));
  }

  if (actions.length) {
    out.push(`## Actions (${n(actions.length)})`, '');
    out.push('Findings no edit answers and no classifier judges: run the command in the project root, or let `/hygiene sweep` judge the lifecycle rule (it owns deletions). `/hygiene clean` applies none of them.', '');
    for (const a of actions) out.push(`- ${code(a.path)}: ${a.do === 'run' ? `run ${code(a.command)}` : `run ${code(a.command)} to judge it`} (${a.signal}: ${oneLine(a.why)})`);
    out.push('');
  }
  if (o.judged_no_edit.length) {
    out.push(`## Judged, no edit (${n(o.judged_no_edit.length)})`, '');
    out.push("A classifier read these findings and answered that they need no edit, for the reason given. A finding that persists is shown again at every check; a cached answer is reused only while the file's bytes and its evidence are the same.", '');
    for (const j of o.judged_no_edit) out.push(`- ${code(j.path)}: ${findingText(j.finding)}. Classifier${j.answer.cached ? ' (cached from an earlier check)' : ''}: ${oneLine(j.answer.why)}`);
    out.push('');
  }
  if (o.unanswered.length) {
    out.push(`## No answer (${n(o.unanswered.length)})`, '');
    out.push(o.classification ? 'No entry answers these findings and the classifier gave no answer for them (no edit, no reason): the next `/hygiene check` asks again.' : 'No entry answers these findings and no classifier was asked about them.', '');
    for (const u of o.unanswered) out.push(`- ${code(u.path)}:`, ...u.findings.map((f) => `  - ${findingText(f)}`));
    out.push('');
  }
  if (refused.length) {
    out.push(`## Refused proposals (${n(refused.length)})`, '');
    out.push('A classifier proposed these and, asked once more, did not fix them; the report builder refused them, so they are not entries.', '');
    for (const x of refused) out.push(`- ${code(x.path)}: ${oneLine(x.message)}`);
    out.push('');
  }

  if (o.model_free) {
    out.push(`## Needs classification (${n(pending.length)})`, '');
    if (pending.length === 0) out.push('Every scanner signal is answered by an entry.', '');
    else {
      out.push('These files carry scanner signals that no proven edit answers. Run `/hygiene check` in Claude Code to classify them.', '');
      for (const x of pendingList) {
        const role = o.roles[x.path]?.role;
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
  out.push(`## Cleared (${n(cleared.length)})`, '');
  if (cleared.length === 0) out.push('None.', '');
  else {
    for (const c of cleared) out.push(`- ${code(c.path)}: ${c.why}`);
    out.push('');
  }

  const roll = o.rollup;
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
  if (o.agent_contexts) pushAll(out, renderContexts(o.agent_contexts));

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
