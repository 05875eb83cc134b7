// The state-store tests' helpers: the compiled state store as a process, report pairs of any size,
// and the state folder as it is on disk (shared by state-store.test.ts and its kill suite).
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../support/run.ts';
import { entryId } from '../../scripts/contract/entry-id.ts';
import { sha256 } from '../support/report-builder.ts';

export const store = (root: string, ...args: string[]) => runScript('state-store.mjs', ['--root', root, ...args]);

/** A valid report pair (report.json text, report.md text) whose size grows with `notes`. */
export function pair(tag: string, notes = 0): { json: string; md: string; sha: string } {
  const entry: any = {
    id: '', path: 'docs/a.md', category: { class: 'stale', subtype: 'orphaned' }, signals: [{ name: 'frontmatter_marker', detail: tag }],
    op: `Delete lines 1-2 (${tag}).`, op_type: 'deterministic', is_destructive: true, is_reversible: false, safety_tier: 'confirm',
    exact_edit: { kind: 'delete-range', anchor: { start_line: 1, end_line: 2 }, expected_sha256: sha256(tag) },
    token_estimate: { raw_tokens: 3, injection_frequency: 'on-demand', weighted_tokens: 0 }, generated_at: '2026-02-01T10:00:00.000Z',
  };
  entry.id = entryId(entry);
  const report = {
    schema_version: '1.0', tool_version: '0.1.0', policy_version: '1', generated_at: '2026-02-01T10:00:00.000Z',
    scan: { project_root: '/p', scope_globs: ['**/*.md'], excluded_dirs: [], files_scanned: 1, notes: Array.from({ length: notes }, (_, i) => `${tag} note ${i} ${'x'.repeat(1000)}`) },
    shortlist: ['docs/a.md'], entries: [entry], promotion_candidates: [],
  };
  const json = JSON.stringify(report, null, 2) + '\n';
  const sha = sha256(json);
  return { json, md: `<!-- report.json sha256: ${sha} -->\n# doc-hygiene report (${tag})\n`, sha };
}

export function files(dir: string, p: { json: string; md: string }, name: string): [string, string] {
  const j = join(dir, `${name}.json`);
  const m = join(dir, `${name}.md`);
  writeFileSync(j, p.json);
  writeFileSync(m, p.md);
  return [j, m];
}

export const listState = (root: string) => (existsSync(join(root, '.dochygiene')) ? readdirSync(join(root, '.dochygiene')).sort() : []);
export const readPairOnDisk = (root: string) => ({
  json: readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8'),
  md: readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8'),
});
