// What Kiro puts in a request, from Kiro's steering documentation (kiro.dev/docs/steering; not run
// here): the workspace's .kiro/steering/*.md by their `inclusion:` frontmatter: always (the default)
// in every request, fileMatch when a file matching fileMatchPattern is in context, auto when the
// agent picks it by its description, manual on a #-mention.
import { emptySession, frontmatterField, globList, wholeText, type AgentReader, type LoadedFile, type OnDemandFile, type ReaderRule } from './adapter.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

const DOCS = 'https://kiro.dev/docs/steering/ (inclusion modes); kirodotdev/Kiro#9176 (always, manual, auto, fileMatch in workspace steering)';

export const KIRO_RULES: readonly ReaderRule[] = [
  { id: 'always', text: '.kiro/steering/*.md with inclusion: always, or no inclusion, in every request', source: { kind: 'docs', ref: DOCS } },
  { id: 'file-match', text: 'inclusion: fileMatch steering loads when a file matching fileMatchPattern is in context', source: { kind: 'docs', ref: DOCS } },
  { id: 'auto', text: 'inclusion: auto steering loads when the agent picks it by its description', source: { kind: 'docs', ref: DOCS } },
  { id: 'manual', text: 'inclusion: manual steering loads on a #-mention', source: { kind: 'docs', ref: DOCS } },
];

export function kiroSession(src: ReaderSources): { files: LoadedFile[]; on_demand: OnDemandFile[] } {
  const files: LoadedFile[] = [];
  const on_demand: OnDemandFile[] = [];
  for (const f of memoryFilesOf(src)) {
    if (!/^\.kiro\/steering\/[^/]+\.md$/.test(f)) continue;
    const inclusion = frontmatterField(f, src, 'inclusion');
    if (inclusion === undefined || inclusion === 'always') files.push({ path: f, rule: 'always', hops: 0 });
    else if (inclusion === 'fileMatch') on_demand.push({ path: f, rule: 'file-match', trigger: `a file matching ${globList(frontmatterField(f, src, 'fileMatchPattern')).join(', ') || '(no pattern)'} in context` });
    else if (inclusion === 'auto') on_demand.push({ path: f, rule: 'auto', trigger: 'the agent choosing it by its description' });
    else on_demand.push({ path: f, rule: 'manual', trigger: 'a #-mention of the steering file' });
  }
  return { files, on_demand };
}

export const kiroReader: AgentReader = {
  agent: 'kiro',
  client: 'Kiro',
  rules: KIRO_RULES,
  owns: (p) => /^\.kiro\/steering\/[^/]+\.md$/.test(p),
  sentText: wholeText,
  session(_folder, src) {
    return { ...emptySession(), ...kiroSession(src) };
  },
};
