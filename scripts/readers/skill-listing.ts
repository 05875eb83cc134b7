// The skill listing Claude Code sends every turn: one '- name: description' line per skill and
// command, within a character budget. Observed with 2.1.332 against the scripted API and read in
// its bundled code (tests/e2e/agent-readers.e2e.ts; claude-code.ts RULES 'skill-listing'):
//   - order: the project's .claude/skills (by folder name), its .claude/commands (by name, a
//     subfolder as 'dir:name'), plugin skills and commands ('plugin:name', by name), then the
//     client's own skills; a skill with disable-model-invocation: true is not listed;
//   - a skill is listed by its folder name, 'folder (name)' when its frontmatter name differs; the
//     description is the frontmatter description (a command without one: its first line), with
//     ' - ' and when_to_use appended, cut to 1,536 characters (1,535 and an ellipsis);
//   - the budget is 1% of the model's context window in characters: 1,000,000 tokens x 3 for the
//     client's default model, 30,000; skillListingBudgetFraction and skillListingMaxDescChars in
//     .claude/settings.json change it;
//   - when the full listing (entries joined by line breaks) exceeds the budget, the client's bundled
//     skills keep their descriptions, every other entry starts as its name only, and entries get
//     their description back in listing order while what is left of the budget holds it (an entry
//     too long for the rest is skipped, a later shorter one may still fit). With no usage history
//     (a new skill, a new user) that order is the listing order.
import { joinPath } from './resolve-imports.ts';
import type { ContextProblem, SettingRead } from './adapter.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

/** The default model's context window (tokens) and characters per token, in 2.1.332. */
export const LISTING_CONTEXT_TOKENS = 1_000_000;
export const LISTING_CHARS_PER_TOKEN = 3;
export const LISTING_BUDGET_FRACTION = 0.01;
export const LISTING_MAX_DESC_CHARS = 1536;

/**
 * The client's own entries in 2.1.332 (offline, no account): name, length of the full line, and
 * whether it is a bundled skill (kept whole over budget). Observed in the listing of an empty
 * project; the e2e test fails when a pinned client lists others.
 */
export const CLIENT_ENTRIES: ReadonlyArray<{ name: string; chars: number; bundled: boolean }> = [
  { name: 'dataviz', chars: 1447, bundled: true },
  { name: 'update-config', chars: 707, bundled: true },
  { name: 'keybindings-help', chars: 248, bundled: true },
  { name: 'code-review', chars: 850, bundled: true },
  { name: 'simplify', chars: 188, bundled: true },
  { name: 'fewer-permission-prompts', chars: 191, bundled: true },
  { name: 'loop', chars: 344, bundled: true },
  { name: 'claude-api', chars: 1171, bundled: true },
  { name: 'workflow-authoring', chars: 252, bundled: true },
  { name: 'run', chars: 368, bundled: true },
  { name: 'plugin-authoring', chars: 275, bundled: true },
  { name: 'init', chars: 67, bundled: false },
  { name: 'security-review', chars: 90, bundled: false },
];

export interface ListingEntry {
  /** The name the listing shows. */
  name: string;
  /** The file it comes from ('' for the client's own). */
  path: string;
  source: 'project' | 'plugin' | 'client';
  /** Characters of the full line ('- name: description'). */
  chars: number;
  /** Characters of the name-only line ('- name'). */
  name_chars: number;
  /** The description is longer than the per-entry cap and is cut. */
  cut: boolean;
  bundled: boolean;
  /** What the listing shows: the whole line, or the name only (the description dropped). */
  shown: 'full' | 'name_only';
}

export interface SkillListing {
  budget: number;
  /** Characters of the listing with every description. */
  full_chars: number;
  /** Characters of the listing as sent. */
  chars: number;
  entries: ListingEntry[];
  /** Entries of the repository whose description is dropped. */
  dropped: string[];
  /** Entries of the repository whose description is cut at the cap. */
  cut: string[];
  settings: SettingRead[];
}

interface Candidate {
  name: string;
  path: string;
  source: 'project' | 'plugin';
  description: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function descriptionOf(path: string, src: ReaderSources, fallbackToBody: boolean): string {
  const doc = src.doc(path);
  const data = doc?.frontmatter?.data;
  let d = str(data?.description)?.trim();
  if (d === undefined && fallbackToBody && doc) {
    const body = doc.frontmatter ? doc.lines.slice(doc.frontmatter.end_line) : doc.lines;
    d = body.find((l) => l.trim() !== '')?.trim() ?? '';
  }
  const when = str(data?.when_to_use)?.trim();
  return when ? `${d ?? ''} - ${when}` : d ?? '';
}

function skillsIn(dir: string, prefix: string, source: Candidate['source'], src: ReaderSources, files: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const re = new RegExp(`^${dir.replace(/[.]/g, '\\.')}/([^/]+)/SKILL\\.md$`);
  for (const f of files) {
    const m = re.exec(f);
    if (!m) continue;
    const data = src.doc(f)?.frontmatter?.data;
    if (data?.['disable-model-invocation'] === true) continue;
    const folder = m[1]!;
    const own = str(data?.name);
    const name = prefix + (own !== undefined && own !== folder && prefix === '' ? `${folder} (${own})` : folder);
    out.push({ name, path: f, source, description: descriptionOf(f, src, true) });
  }
  return out.sort((a, b) => byCodeUnit(a.name, b.name));
}

function commandsIn(dir: string, prefix: string, source: Candidate['source'], src: ReaderSources, files: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const f of files) {
    if (!f.startsWith(dir + '/') || !f.endsWith('.md')) continue;
    const data = src.doc(f)?.frontmatter?.data;
    if (data?.['disable-model-invocation'] === true) continue;
    const name = prefix + f.slice(dir.length + 1, -3).split('/').join(':');
    out.push({ name, path: f, source, description: descriptionOf(f, src, true) });
  }
  return out.sort((a, b) => byCodeUnit(a.name, b.name));
}

function readSettings(src: ReaderSources): { fraction: number; cap: number; read: SettingRead[] } {
  const path = joinPath('', '.claude/settings.json');
  const out = { fraction: LISTING_BUDGET_FRACTION, cap: LISTING_MAX_DESC_CHARS, read: [] as SettingRead[] };
  if (!src.isFile(path)) return out;
  let data: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(src.doc(path)?.text ?? '');
    if (isJsonObject(v)) data = v;
  } catch {
    return out;
  }
  const f = data.skillListingBudgetFraction;
  if (typeof f === 'number' && f > 0 && f <= 1) {
    out.fraction = f;
    out.read.push({ path, key: 'skillListingBudgetFraction', value: f });
  }
  const c = data.skillListingMaxDescChars;
  if (typeof c === 'number' && Number.isInteger(c) && c > 0) {
    out.cap = c;
    out.read.push({ path, key: 'skillListingMaxDescChars', value: c });
  }
  return out;
}

/** The listing of the repository's skills, commands and plugin skills, with the client's own, as sent. */
export function skillListing(src: ReaderSources): SkillListing {
  const files = memoryFilesOf(src);
  const settings = readSettings(src);
  const candidates: Candidate[] = [...skillsIn('.claude/skills', '', 'project', src, files), ...commandsIn('.claude/commands', '', 'project', src, files)];
  let plugin: string | undefined;
  try {
    const manifest: unknown = JSON.parse(src.doc('.claude-plugin/plugin.json')?.text ?? 'null');
    plugin = isJsonObject(manifest) ? str(manifest.name) : undefined;
  } catch {
    plugin = undefined;
  }
  if (plugin) {
    const own = [...skillsIn('skills', `${plugin}:`, 'plugin', src, files), ...commandsIn('commands', `${plugin}:`, 'plugin', src, files)];
    pushAll(candidates, own.sort((a, b) => byCodeUnit(a.name, b.name)));
  }
  const entries: ListingEntry[] = candidates.map((c) => {
    const cut = c.description.length > settings.cap;
    const desc = cut ? c.description.slice(0, settings.cap - 1) + '\u2026' : c.description;
    const nameLine = `- ${c.name}`;
    return { name: c.name, path: c.path, source: c.source, chars: `${nameLine}: ${desc}`.length, name_chars: nameLine.length, cut, bundled: false, shown: 'full' };
  });
  for (const e of CLIENT_ENTRIES) entries.push({ name: e.name, path: '', source: 'client', chars: e.chars, name_chars: `- ${e.name}`.length, cut: false, bundled: e.bundled, shown: 'full' });
  const budget = Math.max(1, Math.floor(LISTING_CONTEXT_TOKENS * LISTING_CHARS_PER_TOKEN * settings.fraction));
  const joins = Math.max(0, entries.length - 1);
  const full = entries.reduce((n, e) => n + e.chars, 0) + joins;
  let chars = full;
  if (full > budget) {
    let left = budget - (entries.reduce((n, e) => n + (e.bundled ? e.chars : e.name_chars), 0) + joins);
    for (const e of entries) {
      if (e.bundled) continue;
      const gain = e.chars - e.name_chars;
      if (gain <= left) left -= gain;
      else e.shown = 'name_only';
    }
    chars = entries.reduce((n, e) => n + (e.shown === 'full' ? e.chars : e.name_chars), 0) + joins;
  }
  const mine = entries.filter((e) => e.source !== 'client');
  return {
    budget,
    full_chars: full,
    chars,
    entries,
    dropped: mine.filter((e) => e.shown === 'name_only').map((e) => e.name),
    cut: mine.filter((e) => e.cut).map((e) => e.name),
    settings: settings.read,
  };
}

/** The problem a listing over budget (or with cut descriptions) is, on the root Claude Code context. */
export function skillListingProblem(l: SkillListing): ContextProblem | undefined {
  if (l.dropped.length === 0 && l.cut.length === 0) return undefined;
  const first = l.entries.find((e) => e.source !== 'client' && (e.shown === 'name_only' || e.cut))!;
  const parts: string[] = [];
  if (l.dropped.length > 0) {
    const names = l.dropped.slice(0, 10).join(', ') + (l.dropped.length > 10 ? `, and ${l.dropped.length - 10} more` : '');
    parts.push(`the skill listing is ${l.full_chars} characters, over Claude Code's ${l.budget}-character budget: ${l.dropped.length} description${l.dropped.length === 1 ? '' : 's'} dropped, the model sees only the name (${names})`);
  }
  if (l.cut.length > 0) parts.push(`${l.cut.length} description${l.cut.length === 1 ? '' : 's'} cut at ${LISTING_MAX_DESC_CHARS} characters (${l.cut.slice(0, 10).join(', ')})`);
  return { kind: 'skill_listing_over_budget', path: first.path, dropped: l.dropped, cut: l.cut, budget: l.budget, chars: l.full_chars, detail: parts.join('; ') };
}
