// What Cursor's agent puts in a request in `folder`, from Cursor's documentation (cursor.com/docs/rules;
// not run here): the root AGENTS.md in every request and a nested AGENTS.md as a rule for its folder;
// .cursor/rules/**/*.mdc of the folders from the root down to `folder` (a plain .md there is ignored):
// `alwaysApply: true` in every request, `globs` when a matching file is in context, a `description`
// alone when the agent asks for the rule, none of them only when @-mentioned; the legacy root
// .cursorrules in every request. Rules are sent without their frontmatter.
import { emptySession, frontmatterField, globList, withoutFrontmatter, wholeText, type AgentReader, type LoadedFile, type OnDemandFile, type ReaderRule } from './adapter.ts';
import { folderChain, isWithin, joinPath } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

const DOCS = 'https://cursor.com/docs/rules (Project rules, AGENTS.md)';

export const CURSOR_RULES: readonly ReaderRule[] = [
  { id: 'agents-md', text: 'The root AGENTS.md is applied to every request', source: { kind: 'docs', ref: DOCS } },
  { id: 'nested-agents', text: 'A nested AGENTS.md applies when the agent works on files in its folder', source: { kind: 'docs', ref: DOCS } },
  { id: 'always', text: '.cursor/rules/**/*.mdc with alwaysApply: true, of each folder from the root down to the start folder, in every request (a plain .md in .cursor/rules is ignored)', source: { kind: 'docs', ref: DOCS } },
  { id: 'globs', text: '.mdc rules with globs are attached when a file matching them is in context', source: { kind: 'docs', ref: DOCS } },
  { id: 'requested', text: '.mdc rules with only a description are attached when the agent decides they are relevant', source: { kind: 'docs', ref: DOCS } },
  { id: 'manual', text: '.mdc rules with none of alwaysApply, globs and description load only when @-mentioned', source: { kind: 'docs', ref: DOCS } },
  { id: 'legacy', text: 'The root .cursorrules (legacy) is applied to every request', source: { kind: 'docs', ref: DOCS } },
];

export interface CursorSession {
  folder: string;
  files: LoadedFile[];
  on_demand: OnDemandFile[];
}

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export function cursorSession(folder: string, src: ReaderSources): CursorSession {
  const files: LoadedFile[] = [];
  const on_demand: OnDemandFile[] = [];
  if (src.isFile('AGENTS.md')) files.push({ path: 'AGENTS.md', rule: 'agents-md', hops: 0 });
  if (src.isFile('.cursorrules')) files.push({ path: '.cursorrules', rule: 'legacy', hops: 0 });
  for (const dir of folderChain(folder)) {
    const prefix = joinPath(dir, '.cursor/rules') + '/';
    for (const r of memoryFilesOf(src).filter((f) => f.startsWith(prefix) && f.endsWith('.mdc'))) {
      const globs = globList(frontmatterField(r, src, 'globs'));
      const description = frontmatterField(r, src, 'description');
      if (frontmatterField(r, src, 'alwaysApply') === true) files.push({ path: r, rule: 'always', hops: 0 });
      else if (globs.length > 0) on_demand.push({ path: r, rule: 'globs', trigger: `a file matching ${globs.join(', ')} in context` });
      else if (typeof description === 'string' && description.trim() !== '') on_demand.push({ path: r, rule: 'requested', trigger: 'the agent asking for it by its description' });
      else on_demand.push({ path: r, rule: 'manual', trigger: 'an @-mention of the rule' });
    }
  }
  for (const f of memoryFilesOf(src)) {
    if (f === 'AGENTS.md' || !f.endsWith('/AGENTS.md')) continue;
    const dir = parentOf(f);
    if (isWithin(folder, dir)) files.push({ path: f, rule: 'nested-agents', hops: 0 });
    else if (isWithin(dir, folder)) on_demand.push({ path: f, rule: 'nested-agents', trigger: `working on a file in ${dir}/` });
  }
  return { folder, files, on_demand };
}

export const cursorReader: AgentReader = {
  agent: 'cursor',
  client: 'Cursor',
  rules: CURSOR_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|\.cursor\/rules\/.+\.mdc)$/.test(p) || p === '.cursorrules',
  sentText: (path, src) => (path.endsWith('.mdc') ? withoutFrontmatter(path, src) : wholeText(path, src)),
  session(folder, src) {
    const s = cursorSession(folder, src);
    return { ...emptySession(), files: s.files, on_demand: s.on_demand };
  },
};
