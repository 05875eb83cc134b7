// `apply-edits` (dist/apply-edits.mjs; `doc-hygiene apply`, `doc-hygiene undo`): the clean step.
// Thin entry: parse, call one library function, print JSON.
import { readRegularFile } from '../../shared/read-bounded.ts';
import { resolve } from 'node:path';
import { rootFlag, stringFlag, listFlag, type ParsedArgs } from '../../shared/args.ts';
import { JSON_OPTION, ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError } from '../../shared/errors.ts';
import { findProjectRoot } from '../../git/root.ts';
import { pathGitState } from '../../git/state.ts';
import { setStampLocked } from '../../state/state-store.ts';
import { verifyAuditChain } from '../../apply/audit.ts';
import { runApply } from '../../apply/apply.ts';
import { runGrant, runPlan } from '../../apply/commands.ts';
import { runPreview } from '../../apply/preview.ts';
import { runUndo } from '../../apply/undo.ts';
import { openSession, withSession, type CommandEnv } from '../../apply/session.ts';
import type { SuppliedTexts } from '../../apply/types.ts';

const MAX_TEXT_BYTES = 1024 * 1024;

function readText(file: string, flag: string): string {
  // A regular file (never a FIFO or a device), bounded.
  const read = readRegularFile(resolve(file), MAX_TEXT_BYTES, { followSymlink: true });
  if (!read.ok) throw new HygieneError('USAGE', read.reason.startsWith('is larger than') ? `--${flag}: ${file} is over ${MAX_TEXT_BYTES} bytes` : `--${flag}: cannot read ${file}: it ${read.reason}`);
  return read.bytes.toString('utf8');
}

/** --replacement / --extraction values: ID=FILE, or FILE when the command names one entry. */
function texts(args: ParsedArgs, single?: string): Map<string, SuppliedTexts> {
  const out = new Map<string, SuppliedTexts>();
  for (const flag of ['replacement', 'extraction'] as const) {
    for (const v of listFlag(args, flag) ?? []) {
      const m = /^([0-9a-f]{16})=(.+)$/.exec(v);
      const id = m ? m[1]! : single;
      if (!id) throw new HygieneError('USAGE', `--${flag} needs ID=FILE here`);
      const t = out.get(id) ?? {};
      t[flag] = readText(m ? m[2]! : v, flag);
      out.set(id, t);
    }
  }
  return out;
}

/**
 * Test hook for the fault-injection test: DOC_HYGIENE_TEST_KILL_AT_STEP=N kills the process at the
 * N-th durable step of a run (0: count the steps and print "steps: N" to stderr on exit).
 */
function faultHook(): ((label: string) => void) | undefined {
  const raw = process.env.DOC_HYGIENE_TEST_KILL_AT_STEP;
  const at = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(at) || at < 0) return undefined;
  let n = 0;
  if (at === 0) process.on('exit', () => process.stderr.write(`steps: ${n}\n`));
  return () => {
    if (++n === at) process.kill(process.pid, 'SIGKILL');
  };
}

/** The commands, also run by the umbrella (`doc-hygiene apply`, `doc-hygiene undo`, ...). */
export const APPLY_COMMANDS = ['plan', 'apply', 'preview', 'grant', 'undo', 'audit'] as const;

export const applyEditsCommand: CliSpec = {
  name: 'apply-edits',
  summary: 'Apply the edits of .dochygiene/report.json, guarded, journaled and undoable.',
  usage: ['<command> [options]'],
  commands: [
    ['plan', 'sort every entry into auto / confirm / generative / skipped (with reasons); auto entries re-derived from the repository, with what they change and why safe'],
    ['apply --tier auto', 'apply every auto entry, without asking'],
    ['apply --ids ID...', 'apply these entries; confirm and generative ones need a grant'],
    ['apply ... --decline ID...', 'the user declined these: never applied, journaled and audited as declined'],
    ['preview ID', 'the unified diff of what entry ID would do now'],
    ['grant ID --confirmation TEXT', "record the user's approval of a confirm or generative entry"],
    ['undo', 'restore every file the last clean changed (refuses files changed since)'],
    ['audit', 'verify the hash chain of .dochygiene/audit.jsonl'],
  ],
  options: {
    root: ROOT_OPTION,
    report: { type: 'string', arg: 'FILE', help: 'the report (default: .dochygiene/report.json)' },
    tier: { type: 'string', arg: 'auto', help: 'apply: every entry of this tier (only auto)' },
    ids: { type: 'list', arg: 'ID', help: 'apply: these entries' },
    decline: { type: 'list', arg: 'ID', help: 'apply: entries the user declined (journaled and audited, never applied)' },
    confirmation: { type: 'string', arg: 'TEXT', help: "grant: the user's words" },
    replacement: { type: 'string', repeatable: true, arg: '[ID=]FILE', help: "a generative entry's rewritten text (apply: ID=FILE, repeatable)" },
    extraction: { type: 'string', repeatable: true, arg: '[ID=]FILE', help: "an extract-then-delete entry's extraction (apply: ID=FILE, repeatable)" },
    json: { ...JSON_OPTION, help: 'preview: JSON instead of the diff' },
  },
  epilogue:
    'Output is JSON (preview: a diff). Only one clean, check or sweep runs at a time. Every journal run and grant is sealed with a key\n' +
    'kept outside the project ($XDG_CACHE_HOME/doc-hygiene/journal-key, else ~/.cache/doc-hygiene/journal-key); a run folder or grant\n' +
    'this user did not write here, or a .dochygiene/ that git tracks, is refused.',
  exitCodes: '0 done (skipped entries are listed with reasons), 1 refused or invalid (nothing was written), 2 usage.',
  run: async (args) => {
    const [cmd, ...rest] = args.positionals;
    const root = (await findProjectRoot(rootFlag(args))).root;
    const env: CommandEnv = { root, reportPath: stringFlag(args, 'report') && resolve(stringFlag(args, 'report')!), now: () => new Date(), gitState: pathGitState, onStep: faultHook() };
    const print = (v: unknown) => writeStdout(JSON.stringify(v, null, 2) + '\n');
    const one = () => {
      if (rest.length !== 1) throw new HygieneError('USAGE', `${cmd} takes exactly one entry id`);
      return rest[0]!;
    };
    if (cmd !== 'preview' && cmd !== 'grant' && rest.length > 0) throw new HygieneError('USAGE', `unexpected argument ${rest[0]}`);
    switch (cmd) {
      case 'plan':
        await print(await withSession(env, 'clean', (rec) => runPlan(openSession(env, rec))));
        return EXIT.OK;
      case 'apply': {
        const tier = stringFlag(args, 'tier');
        const ids = listFlag(args, 'ids')?.flatMap((s) => s.split(',')).filter(Boolean);
        const decline = listFlag(args, 'decline')?.flatMap((s) => s.split(',')).filter(Boolean);
        if (tier !== undefined && tier !== 'auto') throw new HygieneError('USAGE', '--tier takes only "auto"; confirm edits are applied by id after a grant');
        if (tier === undefined && !ids?.length && !decline?.length) throw new HygieneError('USAGE', 'apply needs --tier auto, --ids ID... or --decline ID...');
        const result = await withSession(env, 'clean', async (rec) => {
          const r = await runApply(openSession(env, rec), { tier: tier as 'auto' | undefined, ids, decline, texts: texts(args) });
          setStampLocked(root, 'last_clean', new Date().toISOString()); // a clean ran, whatever it applied
          return r;
        });
        await print({ ...result, undo: 'doc-hygiene undo (node dist/apply-edits.mjs undo)' });
        return EXIT.OK;
      }
      case 'preview': {
        const id = one();
        const r = await withSession(env, 'clean', (rec) => runPreview(openSession(env, rec), id, texts(args, id).get(id) ?? {}));
        if (args.flags.json) await print(r);
        else await writeStdout(`# ${r.id}: ${r.bucket} (${r.tier})\n${r.diff}`);
        return EXIT.OK;
      }
      case 'grant': {
        const id = one();
        const words = stringFlag(args, 'confirmation');
        if (words === undefined) throw new HygieneError('USAGE', 'grant needs --confirmation "<the user\'s words>"');
        await print(await withSession(env, 'clean', (rec) => runGrant(openSession(env, rec), id, words, texts(args, id).get(id) ?? {})));
        return EXIT.OK;
      }
      case 'undo': {
        const r = await withSession(env, 'clean', () => runUndo(env));
        await print(r);
        return r.refused.length > 0 ? EXIT.INVALID : EXIT.OK;
      }
      case 'audit': {
        const chain = verifyAuditChain(root);
        await print({ ok: chain.ok, records: chain.records.length, problems: chain.problems });
        return chain.ok ? EXIT.OK : EXIT.INVALID;
      }
      default:
        throw new HygieneError('USAGE', cmd ? `unknown command ${cmd}` : 'a command is required: plan, apply, preview, grant, undo or audit');
    }
  },
};
