// The check's two script calls as processes (dist/check-steps.mjs) on real repositories.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript, type RunResult } from '../support/run.ts';

export interface Begun extends RunResult {
  scratch: string;
  counts: string;
  batches: Array<{ batch_file: string; answer_file: string }>;
  plan: any;
}

export function begin(root: string, args: string[] = []): Begun {
  const r = runScript('check-steps.mjs', ['begin', '--root', root, ...args]);
  const lines = r.stdout.split('\n');
  const scratch = /^scratch (.+)$/.exec(lines[0] ?? '')?.[1] ?? '';
  assert.ok(scratch, `begin printed its scratch folder: ${r.stdout}${r.stderr}`);
  const batches = lines.filter((l) => l.startsWith('batch\t')).map((l) => {
    const [, batch_file, answer_file] = l.split('\t');
    return { batch_file: batch_file!, answer_file: answer_file! };
  });
  return { ...r, scratch, counts: lines[1] ?? '', batches, plan: JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) };
}

export function finish(root: string, scratch: string): RunResult {
  return runScript('check-steps.mjs', ['finish', scratch, '--root', root]);
}

export function answer(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value));
}

export const reportMd = (root: string) => readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
export const reportJson = (root: string) => JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8'));
