// `/hygiene context`: what each coding agent loads, per folder with agent context. Read-only.
import { runCli, writeStdout } from '../shared/cli.ts';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { HygieneError } from '../shared/errors.ts';
import { formatContexts } from '../readers/format-contexts.ts';
import { knownAgent, projectContexts } from '../readers/project-contexts.ts';

const HELP = `context: what each coding agent loads as memory, per folder (read-only: no scan, no model)

Usage: node dist/context.mjs [--root DIR] [--folder F] [--agent NAME]... [--all-agents] [--json]

  --root DIR     the project (default: the git root above the current folder)
  --folder F     only sessions started in this project-relative folder
  --agent NAME   only this client (repeatable): claude-code, codex, gemini, cursor, copilot,
                 windsurf, kiro, aider
  --all-agents   every client, also one that loads nothing here (its context is empty)
  --json         machine output: { project_root, readers: [{ agent, client, rules: [{ id, text,
                 source }] }], contexts: [{ agent, client, folder, files: [{ path, rule, source,
                 tokens, ... }], tokens, on_demand, skipped, problems, settings, truncation? }],
                 skill_listing }

For each folder with agent context (the root, and every folder with memory of its own) and each
client: the files a session started there loads, in the client's order, with their tokens; what
loads later on demand; the settings it read from the repository (.codex/config.toml,
.gemini/settings.json, .claude/settings.json, .aider.conf.yml); and the problems: content loaded
twice, twin files, a byte budget cutting the chain, a file over a client's size limit, AGENTS.md
switched off by CLAUDE.local.md, Claude Code's skill listing over its budget, imports that do not
resolve. Every rule names its source (the client version it was observed with, or the source file
or page it was read in). Exit 0 whatever it finds; 2 on a usage error.`;

await runCli({
  name: 'context',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { root: { type: 'string' }, folder: { type: 'string' }, agent: { type: 'string', repeatable: true }, 'all-agents': { type: 'boolean' }, json: { type: 'boolean' } });
    if (args.positionals.length > 0) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const agent = args.flags.agent;
    const agents = agent === undefined ? undefined : (Array.isArray(agent) ? agent : [String(agent)]).map(knownAgent);
    const folder = stringFlag(args, 'folder');
    const r = await projectContexts(stringFlag(args, 'root') ?? process.cwd(), {
      ...(folder !== undefined ? { folder } : {}),
      ...(agents !== undefined ? { agents } : {}),
      all_agents: args.flags['all-agents'] === true,
    });
    await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + '\n' : formatContexts(r.project_root, r.contexts, r.skill_listing));
    return 0;
  },
});
