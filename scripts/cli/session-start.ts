// SessionStart hook (matcher `startup`), run by hooks/session-start.sh: when a docs check is due,
// one line to the model (additionalContext) and the user (systemMessage), and `last_reminded` is
// stamped; otherwise nothing. It never fails a session: every error ends in exit 0, silent.
// Reads only .dochygiene/state.json, the reminder keys of .dochygiene.yaml (and their cache) and
// file mtimes, each a regular file with a small size bound; a symlinked state folder makes it
// silent and it writes nothing. Built apart from the other entries, as one CommonJS file (dist/session-start.cjs):
// node starts a CommonJS file as fast as `node -e 0`, while its ESM loader alone adds ~8 ms. Its
// dynamic imports (the YAML parser, the writers) become files of their own in dist/lazy/, required
// only when needed.
import { runCli } from '../shared/cli.ts';
import { findGitRoot } from '../reminder/project-root.ts';
import { readStateFile } from '../state/state.ts';
import { loadReminderConfig } from '../reminder/reminder-config.ts';
import { docsMetadata, type DocsMetadata } from '../reminder/docs-metadata.ts';
import { decide } from '../reminder/due.ts';
import { stateDistrustWithoutGit } from '../state/state-trust.ts';

const HELP = `session-start: the doc-hygiene SessionStart reminder (a Claude Code hook)

Usage: node dist/session-start.cjs [--explain]

Project: $CLAUDE_PROJECT_DIR, else the current folder; its git root is used.
Prints a hook JSON line when a check is due, nothing otherwise. Always exits 0.
  --explain   print the decision and the doc walk (null: none) as JSON on stderr
Settings (.dochygiene.yaml): reminder.enabled (default true), reminder.interval_days (default 7).`;

// No top-level await: this entry is emitted as CommonJS (runCli sets process.exitCode itself).
void runCli({
  name: 'session-start',
  help: HELP,
  run: async (argv) => {
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
      if (argv.includes('--explain')) process.stderr.write(JSON.stringify({ root, config, decision, docs }) + '\n');
      if (!decision.due) return 0;
      // The write side (lock, atomic writer, rollover recovery) loads only when a reminder is due.
      const { setStamp } = await import('../state/state-store.ts');
      setStamp(root, 'last_reminded', now.toISOString()); // atomic, under the project lock
      const out = {
        systemMessage: decision.message,
        hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: decision.message },
      };
      process.stdout.write(JSON.stringify(out) + '\n');
    } catch (err) {
      if (argv.includes('--explain')) process.stderr.write(`session-start: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    return 0;
  },
});
