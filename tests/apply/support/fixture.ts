// Test fixtures for the clean step: real git repositories with real files, and reports built with
// the contract's own functions (entry ids, derived tiers), so every report is one the validator
// accepts unless a test breaks it on purpose.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, lstatSync, readlinkSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { derivedFields } from '../../../scripts/contract/tier.ts';
import { entryId } from '../../../scripts/contract/entry-id.ts';
import { directoryDigest } from '../../../scripts/shared/content-digest.ts';
import type { Entry, ExactEdit, Lifecycle, Report } from '../../../scripts/contract/types.ts';
import { DIST as DEFAULT_DIST, runScript, type RunResult } from '../../support/run.ts';

import { gitRepo as plainGitRepo, git as gitIn } from '../../support/run.ts';
export { git, tempDir, writeTree } from '../../support/run.ts';

/**
 * The committed rulebook the lifecycle fixtures below name: a lifecycle delete is applied only when
 * a rule of the project's own .dochygiene.yaml proves it (scripts/apply/evidence.ts).
 */
export const RULEBOOK = [
  'lifecycle:',
  '  rules:',
  '    - { id: test-rule, files: "**/*.md", lifetime: delete-once-served, served_when_path: "done/*" }',
  '    - { id: test-dir-rule, dirs: "**", lifetime: delete-once-served, served_when_path: "done/*" }',
  '    - { id: plans, files: "**/*.md", lifetime: delete-once-served, served_when: "the feature shipped" }',
  '    - { id: plans-dirs, dirs: "**", lifetime: delete-once-served, served_when: "the feature shipped" }',
  '',
].join('\n');

/** A git repository with `files` and the fixtures' rulebook committed (unless `files` has its own config). */
export function gitRepo(files: Record<string, string | Buffer>, date?: string): string {
  return plainGitRepo({ '.dochygiene.yaml': RULEBOOK, ...files }, date);
}

/** The compiled scripts under test. */
export const DIST = DEFAULT_DIST;

export const sha = (b: string | Buffer): string => createHash('sha256').update(b).digest('hex');
export const GENERATED_AT = '2026-11-29T10:00:00Z';

export function fileSha(root: string, rel: string): string {
  return sha(readFileSync(join(root, rel)));
}

export function dirSha(root: string, rel: string): string {
  return directoryDigest(join(root, rel));
}

export interface EntrySpec {
  path: string;
  edit?: ExactEdit;
  generative?: { start_line: number; end_line: number; expected_sha256: string };
  lifecycle?: Lifecycle;
  subtype?: string;
  tokens?: number;
  perSession?: boolean;
  op?: string;
}

export function entry(spec: EntrySpec): Entry {
  const op_type = spec.generative ? 'generative' : 'deterministic';
  const d = derivedFields({ op_type, kind: spec.edit?.kind, lifecycle: spec.lifecycle });
  const subtype = spec.subtype ?? (spec.generative ? 'distill' : 'orphaned');
  const cls = ['distill', 'split', 'freeze'].includes(subtype) ? 'bloat' : 'stale';
  const e: Record<string, unknown> = {
    id: '',
    path: spec.path,
    category: { class: cls, subtype },
    signals: [],
    op: spec.op ?? `${spec.edit?.kind ?? 'rewrite'} ${spec.path}`,
    op_type,
    ...d,
  };
  if (spec.edit) e.exact_edit = spec.edit;
  if (spec.generative) e.reducible_range = spec.generative;
  const raw = spec.tokens ?? 10;
  e.token_estimate = { raw_tokens: raw, injection_frequency: spec.perSession ? 'per-session' : 'on-demand', weighted_tokens: spec.perSession ? raw : 0 };
  if (spec.lifecycle) e.lifecycle = spec.lifecycle;
  e.generated_at = GENERATED_AT;
  e.id = entryId(e as unknown as Entry);
  return e as unknown as Entry;
}

export function report(root: string, entries: Entry[]): Report {
  return {
    schema_version: '1.0',
    tool_version: '0.1.0',
    policy_version: '1',
    generated_at: GENERATED_AT,
    scan: { project_root: root, scope_globs: ['**/*.md'], excluded_dirs: ['.git', '.dochygiene'], files_scanned: entries.length },
    shortlist: [...new Set(entries.map((e) => e.path))].sort(),
    entries,
    promotion_candidates: [],
  };
}

export function writeReport(root: string, entries: Entry[] | Report): string {
  const r = Array.isArray(entries) ? report(root, entries) : entries;
  const p = join(root, '.dochygiene', 'report.json');
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(join(root, '.dochygiene', '.gitignore'), '*\n');
  writeFileSync(p, JSON.stringify(r, null, 2) + '\n');
  // The report a test writes stands alone: a report.md an earlier check left names another report.json.
  rmSync(join(root, '.dochygiene', 'report.md'), { force: true });
  return p;
}

/** A scanner-proven lifecycle for a tracked, clean path (served_by must exist in the repo). */
export function provenLifecycle(servedBy: string, kind: 'file' | 'directory' = 'file'): Lifecycle {
  return { rule_ref: kind === 'file' ? 'test-rule' : 'test-dir-rule', lifetime: 'delete-once-served', served_when_path: 'done/*', served_by: servedBy, git_state: { tracked: true, clean: true } };
}

export function judgedLifecycle(kind: 'file' | 'directory' = 'file'): Lifecycle {
  return { rule_ref: kind === 'file' ? 'plans' : 'plans-dirs', lifetime: 'delete-once-served', served_when: 'the feature shipped', git_state: { tracked: true, clean: true } };
}

export function applyEdits(root: string, args: string[], env: NodeJS.ProcessEnv = {}): RunResult & { json: any } {
  const r = runScript('apply-edits.mjs', [...args, '--root', root], { cwd: root, dist: DIST, env: { ...process.env, ...env } });
  let json: unknown;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { ...r, json };
}

/**
 * Applies entries as a user who approved each would: a grant for every one the plan says needs one,
 * then one apply run of them all. The fixtures' synthetic edits have no evidence a scan could find
 * (the applier re-derives auto from the repository), so they run as the user's approved edits.
 */
export function applyApproved(root: string, ids: string[], extra: string[] = []): RunResult & { json: any } {
  const plan = applyEdits(root, ['plan']);
  if (plan.code !== 0) return plan;
  for (const id of ids) {
    const pe = plan.json.entries.find((e: { id: string }) => e.id === id);
    if (!pe?.needs?.includes('grant')) continue;
    const g = applyEdits(root, ['grant', id, '--confirmation', 'yes']);
    if (g.code !== 0) return g;
  }
  return applyEdits(root, ['apply', '--ids', ...ids, ...extra]);
}

/**
 * A doc line whose link fix the repository proves: `note.md` beside the doc was moved to `notes.md`
 * (moveNotes commits that), so the applier, re-deriving auto on a fresh scan, finds a broken link
 * to a moved file and takes NOTE_FIX unattended.
 */
export const NOTE_LINK = 'see [the note](note.md)';
export const NOTE_LINK_FIXED = 'see [the note](notes.md)';

/** Commits `note.md` in each doc's folder, then its move to `notes.md` (git pairs them at 100%). */
export function moveNotes(root: string, docs: string[]): void {
  const dirs = [...new Set(docs.map((d) => (d.includes('/') ? d.slice(0, d.lastIndexOf('/')) : '')))];
  const note = (d: string, name: string) => (d ? `${d}/${name}` : name);
  for (const d of dirs) writeFileSync(join(root, note(d, 'note.md')), '# Note\n\nKept for the link fixes.\n');
  gitIn(root, ['add', '-A']);
  gitIn(root, ['commit', '-q', '-m', 'add the notes']);
  for (const d of dirs) gitIn(root, ['mv', note(d, 'note.md'), note(d, 'notes.md')]);
  gitIn(root, ['commit', '-q', '-m', 'rename note.md to notes.md']);
}

/** The provable link fix of NOTE_LINK on line `line` of `p` (an auto replace-text). */
export function noteFix(root: string, p: string, line = 2): Entry {
  return entry({ path: p, edit: { kind: 'replace-text', anchor: { start_line: line, end_line: line }, match: '(note.md)', replacement: '(notes.md)', expected_sha256: fileSha(root, p) } });
}

/** Every file under root (except .git and .dochygiene) -> sha256 ("link:<target>" for symlinks). */
export function snapshot(root: string, skip = ['.git', '.dochygiene']): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir).sort()) {
      const rel = prefix ? `${prefix}/${name}` : name;
      if (!prefix && skip.includes(name)) continue;
      const abs = join(dir, name);
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) out[rel] = `link:${readlinkSync(abs)}`;
      else if (st.isDirectory()) walk(abs, rel);
      else out[rel] = sha(readFileSync(abs));
    }
  };
  if (existsSync(root)) walk(root, '');
  return out;
}

export function read(root: string, rel: string): Buffer {
  return readFileSync(join(root, rel));
}
