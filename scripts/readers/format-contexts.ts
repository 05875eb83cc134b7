// The context CLI's text output: per folder, what each agent loads at session start (in order, with
// tokens), what loads later on demand, and the problems of each context.
import { printable } from '../shared/output-escape.ts';
import type { AgentContext } from './contexts.ts';
import type { SkillListing } from './skill-listing.ts';
import { pushAll } from '../shared/arrays.ts';
import { thousands } from '../shared/thousands.ts';

const n = thousands;
const folderName = (f: string) => (f === '' ? '(project root)' : `${f}/`);

function problemLine(p: AgentContext['problems'][number]): string {
  const where = 'line' in p ? `${p.path}:${p.line}` : p.path;
  return `${p.kind} ${where}: ${p.detail}`;
}

export function formatContext(c: AgentContext): string[] {
  const out: string[] = [];
  const files = c.files.filter((f) => f.loaded_bytes !== 0);
  out.push(`  ${c.agent}: ${files.length} file${files.length === 1 ? '' : 's'}, ${n(c.tokens)} tokens every session`);
  for (const s of c.settings) out.push(`    setting: ${s.key} = ${JSON.stringify(s.value)} (${s.path})`);
  c.files.forEach((f, i) => {
    const indent = '  '.repeat(f.hops);
    const via = f.imported_by ? ` (@import from ${f.imported_by})` : '';
    const cut = f.loaded_bytes === 0 ? ' [dropped: over budget]' : f.loaded_bytes !== undefined ? ` [cut at byte ${n(f.loaded_bytes)} of ${n(f.bytes)}]` : '';
    out.push(`    ${String(i + 1).padStart(2)}. ${indent}${f.path}${via}  ${n(f.tokens)} tokens${cut}`);
  });
  if (c.on_demand.length > 0) {
    const total = c.on_demand.reduce((s, o) => s + o.tokens, 0);
    out.push(`    later, on demand: ${c.on_demand.length} file${c.on_demand.length === 1 ? '' : 's'}, up to ${n(total)} tokens`);
    for (const o of c.on_demand) out.push(`      - ${o.path} (${n(o.tokens)} tokens) on ${o.trigger}`);
  }
  for (const s of c.skipped) {
    const why = s.reason === 'outside_folder' ? 'outside the start folder: not loaded unless the user approves external imports' : s.reason === 'too_deep' ? 'more imports deep than the client follows' : 'not a text file';
    out.push(`    not loaded: @${s.raw} (${s.from}:${s.line}): ${why}`);
  }
  for (const p of c.problems) out.push(`    problem: ${problemLine(p)}`);
  return out;
}

export function formatContexts(root: string, contexts: readonly AgentContext[], listing?: SkillListing): string {
  const out: string[] = [`What agents load in ${root}`, ''];
  if (contexts.length === 0) out.push('No agent context: no memory file of any client this model knows.');
  let folder: string | undefined;
  for (const c of contexts) {
    if (c.folder !== folder) {
      if (folder !== undefined) out.push('');
      folder = c.folder;
      out.push(`Session started in ${folderName(c.folder)}`);
    }
    pushAll(out, formatContext(c));
  }
  if (listing && listing.entries.some((e) => e.source !== 'client')) {
    const mine = listing.entries.filter((e) => e.source !== 'client').length;
    out.push('', `Claude Code skill listing: ${mine} of the project's skills and commands, ${n(listing.full_chars)} of ${n(listing.budget)} characters with the client's own${listing.dropped.length ? `; over budget: ${listing.dropped.length} shown by name only` : ''}${listing.cut.length ? `; ${listing.cut.length} description${listing.cut.length === 1 ? '' : 's'} cut` : ''}`);
  }
  const problems = contexts.reduce((s, c) => s + c.problems.length, 0);
  out.push('', `${contexts.length} context${contexts.length === 1 ? '' : 's'}, ${problems} problem${problems === 1 ? '' : 's'}. Token counts are local estimates (cl100k_base).`);
  return out.map(printable).join('\n') + '\n';
}
