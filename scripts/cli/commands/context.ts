// `doc-hygiene context` (dist/context.mjs, `/hygiene context`): what each coding agent loads, per
// folder with agent context. Read-only.
import { noPositionals, rootFlag, stringFlag } from '../../shared/args.ts';
import { JSON_OPTION, ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT } from '../../shared/errors.ts';
import { formatContexts } from '../../readers/format-contexts.ts';
import { projectContexts } from '../../readers/project-contexts.ts';

export const contextCommand: CliSpec = {
  name: 'context',
  summary: 'What each coding agent loads as memory, per folder (read-only: no scan, no model).',
  usage: ['[--root DIR] [--folder F] [--json]'],
  description:
    'For each folder with agent context (the root, and every folder with a CLAUDE.md, AGENTS.md, GEMINI.md, .claude/, .cursor/ rules of\n' +
    'its own) and each agent (claude-code, codex, gemini, cursor, copilot): the files a session started there loads, in the client\'s\n' +
    'order, with their tokens; what loads later on demand; and the problems: content loaded twice in one context, Codex\'s 32 KiB\n' +
    'budget cutting the AGENTS.md chain, imports that do not resolve.',
  options: {
    root: ROOT_OPTION,
    folder: { type: 'string', arg: 'F', help: 'only sessions started in this project-relative folder' },
    json: { ...JSON_OPTION, help: 'machine output: { project_root, contexts: [{ agent, folder, files, tokens, on_demand, skipped, problems, truncation? }] }' },
  },
  exitCodes: '0 whatever it finds, 2 usage error.',
  run: async (args) => {
    noPositionals(args);
    const r = await projectContexts(rootFlag(args), stringFlag(args, 'folder'));
    await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + '\n' : formatContexts(r.project_root, r.contexts));
    return EXIT.OK;
  },
};
