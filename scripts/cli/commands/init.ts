// `doc-hygiene init` (dist/init.mjs): writes a starter .dochygiene.yaml from what the repository
// holds; never overwrites one.
import { relative } from 'node:path';
import { noPositionals, rootFlag } from '../../shared/args.ts';
import { ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT } from '../../shared/errors.ts';
import { count } from '../../shared/words.ts';
import { findProjectRoot } from '../../git/root.ts';
import { listProjectFiles } from '../../git/files.ts';
import { renderStarter, starterFor, writeStarter } from '../../lifecycle/init-config.ts';

export const initCommand: CliSpec = {
  name: 'init',
  summary: 'Write a starter .dochygiene.yaml from what this repository holds.',
  usage: ['[--root DIR] [--print]'],
  description:
    "Looks at the repository's files and writes lifecycle rules it visibly needs: OpenSpec changes -> the leftover rule (a live change " +
    'whose archived copy exists is deleted on proof); a plans folder -> a served_when rule a classifier judges and you confirm; scratch ' +
    'notes (tmp-*.md, scratch/) -> a temporary rule keeping the newest 3 and deleting those older than 30 days; ' +
    'agent files (CLAUDE.md, AGENTS.md) and decision records -> keep. It lists the conventions you may adopt. The text is checked against the config schema ' +
    'before it is written. Never overwrites: when .dochygiene.yaml exists, init changes nothing and exits 1.',
  options: {
    root: ROOT_OPTION,
    print: { type: 'boolean', help: 'print the starter configuration instead of writing it' },
  },
  exitCodes: '0 written (or printed), 1 refused (the file exists), 2 usage error.',
  run: async (args) => {
    noPositionals(args);
    const { root } = await findProjectRoot(rootFlag(args));
    const starter = starterFor(await listProjectFiles(root));
    const text = renderStarter(starter);
    if (args.flags.print) {
      await writeStdout(text);
      return EXIT.OK;
    }
    const path = writeStarter(root, text);
    const found = starter.found.length ? starter.found.map((f) => `  found ${f}\n`).join('') : '  found nothing that needs a lifecycle rule; defaults apply\n';
    await writeStdout(
      `wrote ${relative(process.cwd(), path) || path} (${count(starter.rules.length, 'lifecycle rule')})\n${found}` +
        'Review it, commit it, then run /hygiene sweep (or doc-hygiene check) to apply it.\n',
    );
    return EXIT.OK;
  },
};
