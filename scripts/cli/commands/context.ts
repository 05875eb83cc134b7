// `doc-hygiene context` (dist/context.mjs, `/hygiene context`): what each coding agent loads, per
// folder with agent context. Read-only.
import { noPositionals, rootFlag, stringFlag } from '../../shared/args.ts';
import { JSON_OPTION, ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT } from '../../shared/errors.ts';
import { formatContexts } from '../../readers/format-contexts.ts';
import { knownAgent, projectContexts } from '../../readers/project-contexts.ts';

export const contextCommand: CliSpec = {
  name: 'context',
  summary: 'What each coding agent loads as memory, per folder (read-only: no scan, no model).',
  usage: ['[--root DIR] [--folder F] [--agent NAME]... [--all-agents] [--json]'],
  description:
    'For each folder with agent context (the root, and every folder with memory of its own) and each client: the files a session\n' +
    "started there loads, in the client's order, with their tokens; what loads later on demand; the settings it read from the\n" +
    'repository (.codex/config.toml, .gemini/settings.json, .claude/settings.json, .aider.conf.yml); and the problems: content loaded\n' +
    "twice, twin files, a byte budget cutting the chain, a file over a client's size limit, AGENTS.md switched off by CLAUDE.local.md,\n" +
    "Claude Code's skill listing over its budget, imports that do not resolve. Every rule names its source (the client version it was\n" +
    'observed with, or the source file or page it was read in).',
  options: {
    root: ROOT_OPTION,
    folder: { type: 'string', arg: 'F', help: 'only sessions started in this project-relative folder' },
    agent: { type: 'string', repeatable: true, arg: 'NAME', help: 'only this client (repeatable): claude-code, codex, gemini, cursor, copilot, windsurf, kiro, aider' },
    'all-agents': { type: 'boolean', help: 'every client, also one that loads nothing here (its context is empty)' },
    json: { ...JSON_OPTION, help: 'machine output: { project_root, readers: [{ agent, client, rules: [{ id, text, source }] }], contexts: [{ agent, client, folder, files: [{ path, rule, source, tokens, ... }], tokens, on_demand, skipped, problems, settings, truncation? }], skill_listing }' },
  },
  exitCodes: '0 whatever it finds, 2 usage error.',
  run: async (args) => {
    noPositionals(args);
    const agent = args.flags.agent;
    const agents = agent === undefined ? undefined : (Array.isArray(agent) ? agent : [String(agent)]).map(knownAgent);
    const folder = stringFlag(args, 'folder');
    const r = await projectContexts(rootFlag(args), {
      ...(folder !== undefined ? { folder } : {}),
      ...(agents !== undefined ? { agents } : {}),
      all_agents: args.flags['all-agents'] === true,
    });
    await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + '\n' : formatContexts(r.project_root, r.contexts, r.skill_listing));
    return EXIT.OK;
  },
};
