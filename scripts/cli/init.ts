// `init`: writes a starter .dochygiene.yaml from what the repository holds; never overwrites one.
import { relative } from 'node:path';
import { runCli, writeStdout } from '../shared/cli.ts';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { EXIT, HygieneError } from '../shared/errors.ts';
import { findProjectRoot } from '../git/root.ts';
import { listProjectFiles } from '../git/files.ts';
import { renderStarter, starterFor, writeStarter } from '../lifecycle/init-config.ts';

const HELP = `init: write a starter .dochygiene.yaml from what this repository holds

Usage: node dist/init.mjs [--root DIR] [--print]

  --root DIR   the project (default: the git toplevel of the current directory)
  --print      print the starter configuration instead of writing it

Looks at the repository's files and writes lifecycle rules it visibly needs: OpenSpec changes -> the
leftover rule (a live change whose archived copy exists is deleted on proof); a plans folder -> a
served_when rule a classifier judges and you confirm; scratch notes (tmp-*.md, scratch/) -> a
temporary rule keeping the newest 3 and deleting those older than 30 days; agent files (CLAUDE.md,
AGENTS.md) and decision records -> keep. It lists the conventions you may adopt. The text is checked
against the config schema before it is written.

Never overwrites: when .dochygiene.yaml exists, init changes nothing and exits 1.
Exit codes: 0 written (or printed), 1 refused (the file exists), 2 usage error.`;

await runCli({
  name: 'init',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { root: { type: 'string' }, print: { type: 'boolean' } });
    if (args.positionals.length > 0) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const { root } = await findProjectRoot(stringFlag(args, 'root') ?? process.cwd());
    const starter = starterFor(await listProjectFiles(root));
    const text = renderStarter(starter);
    if (args.flags.print) {
      await writeStdout(text);
      return EXIT.OK;
    }
    const path = writeStarter(root, text);
    const found = starter.found.length ? starter.found.map((f) => `  found ${f}\n`).join('') : '  found nothing that needs a lifecycle rule; defaults apply\n';
    await writeStdout(
      `wrote ${relative(process.cwd(), path) || path} (${starter.rules.length} lifecycle rule${starter.rules.length === 1 ? '' : 's'})\n${found}` +
        'Review it, commit it, then run /hygiene sweep (or node dist/check.mjs) to apply it.\n',
    );
    return EXIT.OK;
  },
});
