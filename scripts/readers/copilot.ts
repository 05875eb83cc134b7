// What GitHub Copilot (the CLI and the coding agent) adds to a request in `folder`, from GitHub's
// documentation (not run here): .github/copilot-instructions.md; the AGENTS.md files of the root,
// the start folder and the folders between (the root one primary), and those of folders below when
// it works on a file there; a root CLAUDE.md and GEMINI.md; .github/instructions/**/*.instructions.md
// whose applyTo matches a file it works on.
import { emptySession, frontmatterField, globList, withoutFrontmatter, wholeText, type AgentReader, type LoadedFile, type OnDemandFile, type ReaderRule } from './adapter.ts';
import { folderChain, isWithin, joinPath } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

const CLI = 'github/docs@0afe69c8 content/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions.md; https://docs.github.com/en/enterprise-cloud@latest/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions';

export const COPILOT_RULES: readonly ReaderRule[] = [
  { id: 'repository', text: '.github/copilot-instructions.md applies to every request in the repository', source: { kind: 'docs', ref: CLI } },
  { id: 'agents-md', text: 'AGENTS.md of the root (primary instructions), of the start folder and of the folders between; the root one is used beside copilot-instructions.md', source: { kind: 'docs', ref: CLI } },
  { id: 'nested-agents', text: 'AGENTS.md of a folder in the path of a file it works on', source: { kind: 'docs', ref: CLI } },
  { id: 'claude-gemini', text: 'CLAUDE.md and GEMINI.md at the root of the repository are read as agent instructions', source: { kind: 'docs', ref: CLI } },
  { id: 'path-specific', text: '.github/instructions/**/*.instructions.md (at the root and in the start folder) apply to files their applyTo globs match', source: { kind: 'docs', ref: CLI } },
];

export interface CopilotSession {
  folder: string;
  files: LoadedFile[];
  on_demand: OnDemandFile[];
}

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export function copilotSession(folder: string, src: ReaderSources): CopilotSession {
  const files: LoadedFile[] = [];
  const on_demand: OnDemandFile[] = [];
  if (src.isFile('.github/copilot-instructions.md')) files.push({ path: '.github/copilot-instructions.md', rule: 'repository', hops: 0 });
  for (const dir of folderChain(folder)) if (src.isFile(joinPath(dir, 'AGENTS.md'))) files.push({ path: joinPath(dir, 'AGENTS.md'), rule: 'agents-md', hops: 0 });
  for (const n of ['CLAUDE.md', 'GEMINI.md']) if (src.isFile(n)) files.push({ path: n, rule: 'claude-gemini', hops: 0 });
  const instructionDirs = new Set([joinPath('', '.github/instructions') + '/', joinPath(folder, '.github/instructions') + '/']);
  for (const f of memoryFilesOf(src)) {
    if (f.endsWith('.instructions.md') && [...instructionDirs].some((d) => f.startsWith(d))) {
      const globs = globList(frontmatterField(f, src, 'applyTo'));
      on_demand.push({ path: f, rule: 'path-specific', trigger: globs.length > 0 ? `working on a file matching ${globs.join(', ')}` : 'no applyTo: not applied on its own' });
    } else if (f.endsWith('/AGENTS.md') && parentOf(f) !== folder && isWithin(parentOf(f), folder)) {
      on_demand.push({ path: f, rule: 'nested-agents', trigger: `working on a file in ${parentOf(f)}/` });
    }
  }
  return { folder, files, on_demand };
}

export const copilotReader: AgentReader = {
  agent: 'copilot',
  client: 'GitHub Copilot',
  rules: COPILOT_RULES,
  owns: (p) => /(?:^|\/)AGENTS\.md$/.test(p) || p === '.github/copilot-instructions.md' || (p.startsWith('.github/instructions/') && p.endsWith('.instructions.md')),
  sentText: (path, src) => (path.endsWith('.instructions.md') ? withoutFrontmatter(path, src) : wholeText(path, src)),
  session(folder, src) {
    const s = copilotSession(folder, src);
    return { ...emptySession(), files: s.files, on_demand: s.on_demand };
  },
};
