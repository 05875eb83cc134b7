// `session-start` (dist/session-start.cjs, run by hooks/session-start.sh): the SessionStart
// reminder. When a docs check is due, one line to the model (additionalContext) and the user
// (systemMessage), and `last_reminded` is stamped; otherwise nothing. It never fails a session:
// every error ends in exit 0, silent. Reads only .dochygiene/state.json, the reminder keys of
// .dochygiene.yaml (and their cache) and file mtimes, each a regular file with a small size bound;
// a symlinked state folder makes it silent and it writes nothing.
import type { CliSpec } from '../../shared/cli.ts';
import { findGitRoot } from '../../reminder/project-root.ts';
import { readStateFile } from '../../state/state.ts';
import { loadReminderConfig } from '../../reminder/reminder-config.ts';
import { docsMetadata, type DocsMetadata } from '../../reminder/docs-metadata.ts';
import { decide } from '../../reminder/due.ts';
import { stateDistrustWithoutGit } from '../../state/state-trust.ts';

export const sessionStartCommand: CliSpec = {
  name: 'session-start',
  summary: 'The doc-hygiene SessionStart reminder (a Claude Code hook).',
  usage: ['[--explain]'],
  description:
    'Project: $CLAUDE_PROJECT_DIR, else the current folder; its git root is used.\n' +
    'Prints a hook JSON line when a check is due, nothing otherwise.\n' +
    'Settings (.dochygiene.yaml): reminder.enabled (default true), reminder.interval_days (default 7).',
  options: { explain: { type: 'boolean', help: 'print the decision and the doc walk (null: none) as JSON on stderr' } },
  exitCodes: 'always 0.',
  exitMode: 'hook',
  run: async (args) => {
    const explainIt = args.flags.explain === true;
    try {
      if (Number(process.versions.node.split('.')[0]) < 20) return 0;
      const start = process.env.CLAUDE_PROJECT_DIR || process.cwd();
      const root = findGitRoot(start);
      if (root === null) return 0;
      // A symlinked .dochygiene/ (or a subfolder) would take our writes outside the project, and a
      // tracked one is not ours to read or stamp: stay silent (the one rule, read without git).
      const distrust = stateDistrustWithoutGit(root);
      if (distrust) throw new Error(distrust.message);
      const config = await loadReminderConfig(root);
      const now = new Date();
      const { state, problem } = readStateFile(root);
      if (problem) throw new Error(problem); // never overwrite a state file we cannot read
      let docs: DocsMetadata | null = null; // null: the state settled it, no doc was looked at
      const decision = decide(now, state, config, (after) => (docs = docsMetadata(root, { stop_at_change_after: after })));
      if (explainIt) process.stderr.write(JSON.stringify({ root, config, decision, docs }) + '\n');
      if (!decision.due) return 0;
      // The write side (lock, atomic writer, rollover recovery) loads only when a reminder is due.
      const { setStamp } = await import('../../state/state-store.ts');
      setStamp(root, 'last_reminded', now.toISOString()); // atomic, under the project lock
      const out = {
        systemMessage: decision.message,
        hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: decision.message },
      };
      process.stdout.write(JSON.stringify(out) + '\n');
    } catch (err) {
      if (explainIt) process.stderr.write(`session-start: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    return 0;
  },
};
