// What Windsurf's Cascade puts in a request in `folder`, from Windsurf's documentation (not run
// here): .windsurf/rules/**/*.md of the workspace, its subfolders and its parents up to the git
// root, by their `trigger:` frontmatter (always_on in every request; glob when a file its globs
// match is read or edited; model_decision when the model picks it by its description; manual, or
// none, on an @-mention); the legacy root .windsurfrules in every request; the root AGENTS.md in
// every request and a subfolder's AGENTS.md as a glob rule for `<folder>/**`. A rule file holds at
// most 12,000 characters.
import { emptySession, frontmatterField, globList, withoutFrontmatter, wholeText, type AgentReader, type ContextProblem, type LoadedFile, type OnDemandFile, type ReaderRule } from './adapter.ts';
import { isWithin } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

const RULES_DOC = 'https://docs.windsurf.com/windsurf/cascade/memories (Rules: discovery, activation modes, 12,000-character limit)';
const AGENTS_DOC = 'https://docs.windsurf.com/windsurf/cascade/agents-md';
export const WINDSURF_RULE_MAX_CHARS = 12_000;

export const WINDSURF_RULES: readonly ReaderRule[] = [
  { id: 'always-on', text: '.windsurf/rules/**/*.md with trigger: always_on, found in the workspace, its subfolders and its parents up to the git root, in every request', source: { kind: 'docs', ref: RULES_DOC } },
  { id: 'glob', text: 'trigger: glob rules apply when a file their globs match is read or edited', source: { kind: 'docs', ref: RULES_DOC } },
  { id: 'model-decision', text: 'trigger: model_decision rules apply when the model decides from their description', source: { kind: 'docs', ref: RULES_DOC } },
  { id: 'manual', text: 'trigger: manual rules (and rules without a trigger) apply only on an @-mention', source: { kind: 'docs', ref: RULES_DOC } },
  { id: 'legacy', text: 'The legacy root .windsurfrules applies to every request', source: { kind: 'docs', ref: RULES_DOC } },
  { id: 'agents-md', text: 'The root AGENTS.md is an always-on rule; a subfolder AGENTS.md is a glob rule for <folder>/**', source: { kind: 'docs', ref: AGENTS_DOC } },
  { id: 'limit', text: 'A rule file holds at most 12,000 characters', source: { kind: 'docs', ref: RULES_DOC } },
];

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export function windsurfSession(folder: string, src: ReaderSources): { files: LoadedFile[]; on_demand: OnDemandFile[]; problems: ContextProblem[] } {
  const files: LoadedFile[] = [];
  const on_demand: OnDemandFile[] = [];
  const problems: ContextProblem[] = [];
  if (src.isFile('.windsurfrules')) files.push({ path: '.windsurfrules', rule: 'legacy', hops: 0 });
  if (src.isFile('AGENTS.md')) files.push({ path: 'AGENTS.md', rule: 'agents-md', hops: 0 });
  for (const f of memoryFilesOf(src)) {
    const rulesAt = f.indexOf('.windsurf/rules/');
    if (rulesAt >= 0 && f.endsWith('.md') && (rulesAt === 0 || f[rulesAt - 1] === '/')) {
      const trigger = frontmatterField(f, src, 'trigger');
      if (trigger === 'always_on') files.push({ path: f, rule: 'always-on', hops: 0 });
      else if (trigger === 'glob') on_demand.push({ path: f, rule: 'glob', trigger: `reading or editing a file matching ${globList(frontmatterField(f, src, 'globs')).join(', ') || '(no globs)'}` });
      else if (trigger === 'model_decision') on_demand.push({ path: f, rule: 'model-decision', trigger: 'the model choosing it by its description' });
      else on_demand.push({ path: f, rule: 'manual', trigger: 'an @-mention of the rule' });
      const chars = withoutFrontmatter(f, src).length;
      if (chars > WINDSURF_RULE_MAX_CHARS) problems.push({ kind: 'over_limit', path: f, chars, limit: WINDSURF_RULE_MAX_CHARS, detail: `${f} holds ${chars} characters; Windsurf takes at most ${WINDSURF_RULE_MAX_CHARS} from a rule file` });
    } else if (f.endsWith('/AGENTS.md') && (isWithin(parentOf(f), folder) || isWithin(folder, parentOf(f)))) {
      on_demand.push({ path: f, rule: 'agents-md', trigger: `reading or editing a file in ${parentOf(f)}/` });
    }
  }
  return { files, on_demand, problems };
}

export const windsurfReader: AgentReader = {
  agent: 'windsurf',
  client: 'Windsurf',
  rules: WINDSURF_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|\.windsurf\/rules\/.+\.md)$/.test(p) || p === '.windsurfrules',
  sentText: (path, src) => (path.includes('.windsurf/rules/') ? withoutFrontmatter(path, src) : wholeText(path, src)),
  session(folder, src) {
    const s = windsurfSession(folder, src);
    return { ...emptySession(), ...s };
  },
};
