// `/hygiene context`: what each coding agent loads, per folder with agent context. Read-only.
import { runCli, writeStdout } from '../shared/cli.ts';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { HygieneError } from '../shared/errors.ts';
import { formatContexts } from '../readers/format-contexts.ts';
import { projectContexts } from '../readers/project-contexts.ts';

const HELP = `context: what each coding agent loads as memory, per folder (read-only: no scan, no model)

Usage: node dist/context.mjs [--root DIR] [--folder F] [--json]

  --root DIR   the project (default: the git root above the current folder)
  --folder F   only sessions started in this project-relative folder
  --json       machine output: { project_root, contexts: [{ agent, folder, files, tokens, on_demand,
               skipped, problems, truncation? }] }

For each folder with agent context (the root, and every folder with a CLAUDE.md, AGENTS.md, GEMINI.md,
.claude/, .cursor/ rules of its own) and each agent (claude-code, codex, gemini, cursor, copilot):
the files a session started there loads, in the client's order, with their tokens; what loads later
on demand; and the problems: content loaded twice in one context, Codex's 32 KiB budget cutting the
AGENTS.md chain, imports that do not resolve. Exit 0 whatever it finds; 2 on a usage error.`;

await runCli({
  name: 'context',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { root: { type: 'string' }, folder: { type: 'string' }, json: { type: 'boolean' } });
    if (args.positionals.length > 0) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const r = await projectContexts(stringFlag(args, 'root') ?? process.cwd(), stringFlag(args, 'folder'));
    await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + '\n' : formatContexts(r.project_root, r.contexts));
    return 0;
  },
});
