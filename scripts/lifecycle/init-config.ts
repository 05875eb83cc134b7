// `init`: a starter `.dochygiene.yaml` written from what the repository holds. Each rule it writes is
// one the repository visibly needs (OpenSpec changes, a plans folder, scratch notes, agent files,
// decision records); everything else is left to the defaults. The text is validated with the real
// config loader before it is written, and an existing file is never overwritten.
import { linkSync, unlinkSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { minimatch } from 'minimatch';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { HygieneError } from '../shared/errors.ts';
import { CONFIG_FILE, parseConfigText } from '../config/load-config.ts';
import { DEFAULT_CONFIG } from '../config/defaults.ts';
import { CONVENTIONS } from './conventions.ts';
import { OPENSPEC_ARCHIVED_PATTERN, changeFolders } from './openspec.ts';
import { foldersOf } from './rules.ts';
import { folderRole, isArchivePath } from '../roles/assign-roles.ts';
import { justifiedOverrides, type JustifiedOverride } from '../roles/init-overrides.ts';

export interface StarterRule {
  comment: string;
  fields: Array<[string, string | number | string[]]>;
}

export interface Starter {
  rules: StarterRule[];
  openspec: boolean;
  /** Role overrides the file list justifies (intended copies). */
  roles: JustifiedOverride[];
  /** What was found, one line each, for the CLI to print. */
  found: string[];
}

const GLOB = { dot: true } as const;
/** Subfolders of a plans folder that hold finished plans: archives (the roles' rule) and these. */
const DONE_NAMES = ['completed', 'done'];
const finished = (dir: string, name: string) => DONE_NAMES.includes(name) || isArchivePath(`${dir}/${name}/x`);
const DECISION_DOCS = ['docs/decisions.md', 'DECISIONS.md', 'docs/DECISIONS.md'];

export function starterFor(files: readonly string[]): Starter {
  const rules: StarterRule[] = [];
  const found: string[] = [];
  const has = (glob: string) => files.filter((f) => minimatch(f, glob, GLOB));

  const agentFiles = has('**/{CLAUDE,AGENTS,CLAUDE.local}.md');
  if (agentFiles.length) {
    found.push(`agent files: ${agentFiles.slice(0, 3).join(', ')}${agentFiles.length > 3 ? ', ...' : ''}`);
    rules.push({ comment: 'Agent memory: never a deletion candidate.', fields: [['id', 'agent-memory'], ['files', '**/{CLAUDE,AGENTS,CLAUDE.local}.md'], ['lifetime', 'keep']] });
  }
  // Folders of records (ADRs, decisions, minutes, ...), by the roles' folder rules.
  const recordDirs = foldersOf(files).filter((d) => folderRole(d.slice(d.lastIndexOf('/') + 1))?.name === 'record' && !d.split('/').includes('node_modules'));
  for (const d of recordDirs.slice(0, 3)) {
    found.push(`records: ${d}/`);
    rules.push({ comment: 'Records (decisions, minutes, ...) are history: keep them.', fields: [['id', `records-${slug(d)}`], ['dirs', d], ['lifetime', 'keep']] });
  }

  const openspec = changeFolders(files).length > 0 || files.some((f) => f.startsWith('openspec/'));
  if (openspec) {
    found.push('OpenSpec: openspec/');
    rules.push({
      comment: 'A live OpenSpec change whose archived copy exists is a leftover: deleted on proof (auto when tracked and clean).',
      fields: [['id', 'openspec-leftovers'], ['dirs', 'openspec/changes/*'], ['exclude', ['openspec/changes/archive']], ['lifetime', 'delete-once-served'], ['served_when_path', OPENSPEC_ARCHIVED_PATTERN]],
    });
  }

  const decisions = DECISION_DOCS.find((d) => files.includes(d));
  const planDirs = foldersOf(files).filter((d) => /(^|\/)plans$/.test(d) && !d.split('/').some((s) => s === 'node_modules' || s === 'openspec'));
  for (const d of planDirs.slice(0, 3)) {
    const direct = files.filter((f) => f.startsWith(d + '/') && !f.slice(d.length + 1).includes('/') && f.endsWith('.md') && !/\/README\.md$/i.test(f));
    let sub = foldersOf(files.filter((f) => f.startsWith(d + "/")))
      .filter((s) => s.startsWith(d + '/') && !s.slice(d.length + 1).includes('/'));
    const done = sub.filter((s) => finished(d, s.slice(d.length + 1)));
    sub = sub.filter((s) => !done.includes(s));
    if (direct.length === 0 && sub.length === 0) continue;
    found.push(`plans: ${d}/ (${direct.length} plan file${direct.length === 1 ? '' : 's'}, ${sub.length} plan folder${sub.length === 1 ? '' : 's'})`);
    const judged: Array<[string, string | number | string[]]> = [
      ['lifetime', 'delete-once-served'],
      ['served_when', 'the work this plan describes has shipped (merged, and nothing in it is still to do)'],
      ...(decisions ? ([['on_served', 'extract-then-delete'], ['extract_to', decisions]] as Array<[string, string]>) : []),
    ];
    const comment = `Plans are served once their work has shipped; a classifier judges it and you confirm each delete${decisions ? `, after what should last is extracted to ${decisions}` : ''}.`;
    if (direct.length) rules.push({ comment, fields: [['id', `plans-${slug(d)}`], ['files', `${d}/*.md`], ['exclude', [`${d}/README.md`]], ...judged] });
    if (sub.length) rules.push({ comment, fields: [['id', `plan-folders-${slug(d)}`], ['dirs', `${d}/*`], ['exclude', [...new Set([`${d}/archive`, ...done])].sort()], ...judged] });
  }

  const scratchGlobs = ['**/tmp-*.md', '**/scratch-*.md', '**/*.scratch.md', '**/scratch/**/*.md'];
  for (const g of scratchGlobs) {
    const hits = has(g).filter((f) => !f.split('/').includes('node_modules'));
    if (!hits.length) continue;
    const dirs = [...new Set(hits.map((f) => f.slice(0, Math.max(0, f.lastIndexOf('/')))))];
    const glob = dirs.length === 1 && !g.includes('/scratch/') ? `${dirs[0] ? dirs[0] + '/' : ''}${g.slice(3)}` : g;
    found.push(`scratch notes: ${hits.length} matching ${glob}`);
    rules.push({
      comment: 'Scratch notes are temporary: the newest are kept, older ones deleted (auto when tracked and clean).',
      fields: [['id', `scratch-${rules.filter((r) => String(r.fields[0]![1]).startsWith('scratch-')).length + 1}`], ['files', glob], ['lifetime', 'temporary'], ['retain_recent', 3], ['max_age_days', 30]],
    });
  }
  const roles = justifiedOverrides(files);
  for (const r of roles) found.push(`${r.role}: ${r.glob} (${r.because})`);
  return { rules, openspec, roles, found };
}

function slug(dir: string): string {
  return dir.replace(/^\.+/, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'root';
}

const q = (s: string) => JSON.stringify(s);
const yamlValue = (v: string | number | string[]) => (Array.isArray(v) ? `[${v.map(q).join(', ')}]` : typeof v === 'number' ? String(v) : q(v));

export function renderStarter(s: Starter): string {
  const out: string[] = [
    '# doc-hygiene configuration, written by `init` from what this repository holds.',
    '# Every key is optional; the schema is dist/schemas/config.schema.json in the plugin.',
    '# Lifecycle rules: first match wins; `keep` protects what it matches wherever it stands.',
    '# A delete is auto only with scanner-proven evidence on a tracked, clean path; all else asks you.',
    'lifecycle:',
  ];
  if (s.rules.length === 0) out.push('  rules: []');
  else {
    out.push('  rules:');
    for (const r of s.rules) {
      out.push(`    # ${r.comment}`);
      r.fields.forEach(([k, v], i) => out.push(`    ${i === 0 ? '- ' : '  '}${k}: ${yamlValue(v)}`));
    }
  }
  out.push('  openspec:', '    enabled: true', `    abandoned_after_days: ${DEFAULT_CONFIG.lifecycle.openspec.abandoned_after_days}`);
  out.push('# Conventions turn a judged rule into a deterministic one. Adopt one by listing its name:');
  for (const c of CONVENTIONS) out.push(`#   ${c.name}: ${c.pitch}`);
  out.push('conventions: []');
  if (s.roles.length) {
    out.push('# Roles: what a doc is, before the computed roles (first match wins). Intended copies are never judged.', 'roles:');
    for (const r of s.roles) out.push(`  # ${r.because}`, `  - glob: ${q(r.glob)}`, `    role: ${r.role}`);
  }
  out.push('');
  return out.join('\n');
}

/**
 * Writes the starter file, never over an existing one: the text goes to a temporary file through
 * the atomic writer, then is hard-linked into place, which fails when the name already exists.
 */
export function writeStarter(root: string, text: string): string {
  parseConfigText(text); // a starter that does not load is a bug, never written
  const target = join(root, CONFIG_FILE);
  if (existsSync(target)) throw new HygieneError('REFUSED', `${CONFIG_FILE} already exists; init never overwrites it`);
  const tmp = join(root, `.${CONFIG_FILE}.init-${randomBytes(4).toString('hex')}.tmp`);
  writeFileAtomic(tmp, text);
  try {
    linkSync(tmp, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new HygieneError('REFUSED', `${CONFIG_FILE} already exists; init never overwrites it`);
    throw err;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
  }
  return target;
}
