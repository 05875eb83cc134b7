// Which docs make claims about the code today: agent memory, agent prompts and living docs. Records,
// plans, copies, archives, templates and generated files describe another time or another tree, so
// their commands and names are never checked. The role comes from the roles model when the doc
// summary carries one; until then `interimRole` guesses it from the path alone (one small function,
// replaced by the roles model when it lands).
import { isArchivedPath } from '../references.ts';
import { isAgentFileName } from '../resolve.ts';

export type DocRoleName = 'agent-memory' | 'agent-prompt' | 'record' | 'plan' | 'copy' | 'generated' | 'template' | 'archive' | 'living';

export interface DocRole {
  name: DocRoleName | string;
  rule: string;
}

const CLAIM_ROLES = new Set<string>(['agent-memory', 'agent-prompt', 'living']);

/** True when a doc of this role states how the code is today. */
export function makesClaims(role: DocRole): boolean {
  return CLAIM_ROLES.has(role.name);
}

const RECORD_NAME = /^(?:[\w-]*audit[\w-]*|changelog|changes|history|releases?|release[-_ ]?notes|news|retro|retrospective|minutes|meeting[-_ ]?notes|session[-_ ]?log)(?:[-_.]|$)/i;
const RECORD_DIR = new Set(['adr', 'adrs', 'decisions', 'decision-log', 'changelog', 'changelogs', 'releases', 'release-notes', 'minutes', 'meeting-notes', 'retros', 'history', 'reviews', 'audits', 'dev-notes']);
const PLAN_DIR = new Set(['plans', 'plan', 'proposals', 'rfcs', 'rfc', 'roadmap', 'design-docs', 'kep', 'keps']);
const COPY_DIR = /^(?:versioned_docs|i18n|locales?|translations?|version-\d[\w.-]*)$/;
const TEMPLATE_DIR = new Set(['templates', 'template', 'ISSUE_TEMPLATE', 'PULL_REQUEST_TEMPLATE', 'scaffold', 'scaffolds']);
const DATED = /(?<!\d)\d{4}-?\d{2}-?\d{2}(?!\d)/;
const TRANSLATION = /[._-](?:zh|ja|ko|fr|de|es|pt|ru|it)(?:[-_][A-Za-z]{2,4})?\.md$/i;

/** The interim role: path rules of the roles model, in its order (archive first, living last). */
export function interimRole(path: string): DocRole {
  const segs = path.split('/');
  const base = segs[segs.length - 1]!;
  const dirs = segs.slice(0, -1);
  if (isArchivedPath(path) || dirs.some((d) => d === 'deprecated' || d === 'staged-for-removal')) return { name: 'archive', rule: 'archive folder' };
  if (dirs.some((d) => COPY_DIR.test(d)) || TRANSLATION.test(base)) return { name: 'copy', rule: 'versioned or translated tree' };
  if (dirs.some((d) => TEMPLATE_DIR.has(d)) || /\.template\.md$|\.tmpl$/i.test(base)) return { name: 'template', rule: 'template' };
  if (RECORD_NAME.test(base) || dirs.some((d) => RECORD_DIR.has(d.toLowerCase())) || DATED.test(base)) return { name: 'record', rule: 'record name or folder' };
  if (path.startsWith('openspec/changes/') || dirs.some((d) => PLAN_DIR.has(d.toLowerCase()))) return { name: 'plan', rule: 'plan folder' };
  if (/^(?:\.claude|\.cursor|\.github\/prompts)\//.test(path) || /(?:^|\/)(?:commands|agents|skills)\/.+\.md$/.test(path)) {
    if (!isAgentFileName(path)) return { name: 'agent-prompt', rule: 'agent prompt folder' };
  }
  if (isAgentFileName(path) || /(?:^|\/)(?:GEMINI\.md|AGENTS\.override\.md|copilot-instructions\.md)$/.test(path)) return { name: 'agent-memory', rule: 'agent file name' };
  return { name: 'living', rule: 'no other rule' };
}

/** The doc's role: the roles model's when present, else the interim guess. */
export function roleOf(doc: { path: string; role?: DocRole }): DocRole {
  return doc.role ?? interimRole(doc.path);
}
