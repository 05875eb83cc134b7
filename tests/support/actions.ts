// Runs a composite GitHub Action's `run:` steps here, as the runner would: its inputs (with their
// defaults) and the `github` context substituted into each step's `env:` expressions, the script
// run by `bash --noprofile --norc -eo pipefail` (GitHub's `shell: bash`), GITHUB_OUTPUT collected.
// Only the expressions this repository's action and workflow use are understood; any other is an
// error, so a test cannot pass on an expression it did not evaluate.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { tempDir } from './run.ts';

export interface ActionStep { name?: string; id?: string; uses?: string; run?: string; shell?: string; env?: Record<string, string>; with?: Record<string, unknown>; if?: string }
export interface ActionFile {
  name: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs?: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: ActionStep[] };
}
export interface StepRun { name: string; code: number | null; stdout: string; stderr: string; outputs: Record<string, string> }

export function readAction(dir: string): ActionFile {
  return parse(readFileSync(join(dir, 'action.yml'), 'utf8')) as ActionFile;
}

/** `${{ inputs.x }}` and `${{ github.x }}` in `text`, from the given contexts. */
export function expand(text: string, ctx: { inputs: Record<string, string>; github: Record<string, string> }): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    const m = /^(inputs|github)\.([\w-]+)$/.exec(expr);
    if (!m) throw new Error(`expression not understood by the test runner: ${expr}`);
    const v = ctx[m[1] as 'inputs' | 'github'][m[2]!];
    if (v === undefined) throw new Error(`no value for ${expr}`);
    return v;
  });
}

/** Runs every step of the composite action in `dir` with `inputs`, in `cwd`; stops at the first failure. */
export function runComposite(dir: string, given: Record<string, unknown>, opts: { cwd: string; github: Record<string, string>; env?: NodeJS.ProcessEnv }): StepRun[] {
  const action = readAction(dir);
  if (action.runs.using !== 'composite') throw new Error(`not a composite action: ${action.runs.using}`);
  const inputs: Record<string, string> = {};
  for (const [k, spec] of Object.entries(action.inputs)) inputs[k] = spec.default ?? '';
  for (const [k, v] of Object.entries(given)) {
    if (!(k in action.inputs)) throw new Error(`the action has no input ${k}`);
    inputs[k] = String(v);
  }
  const github = { action_path: dir, ...opts.github };
  const out: StepRun[] = [];
  for (const step of action.runs.steps) {
    if (step.run === undefined) throw new Error(`step ${step.name}: only run steps are run here`);
    if (step.shell !== 'bash') throw new Error(`step ${step.name}: shell ${step.shell}`);
    const outputFile = join(tempDir('dh-action-'), 'output');
    writeFileSync(outputFile, '');
    const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: outputFile };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expand(v, { inputs, github });
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', expand(step.run, { inputs, github })], { cwd: opts.cwd, env, encoding: 'utf8' });
    const outputs = Object.fromEntries(
      readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    out.push({ name: step.name ?? '', code: r.status, stdout: r.stdout, stderr: r.stderr, outputs });
    if (r.status !== 0) break;
  }
  return out;
}
