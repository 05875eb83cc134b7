// Turns one build's output into keyed items a judgment can find again: scanner findings, auto
// entries of the model-free check, and docs (for roles). A key names what the item is about, never
// where a build happened to print it, so judgments survive re-runs and other builds.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScanArtifact, ScanSignal, ReportEntry } from './run-dist.ts';
import { minimatch } from 'minimatch';
import { git } from './corpus.ts';

export interface Finding {
  repo: string;
  path: string;
  line: number | null;
  signal: string;
  source: string | null;
  target: string | null;
  /** The precision stratum: the signal, and for broken_reference its source. */
  stratum: string;
  detail: string;
  /** A hint: listed in report.md, never a reason to hand the file to a classifier. */
  hint: boolean;
}

export interface AutoItem {
  repo: string;
  path: string;
  kind: string;
  /** sha256 (16 hex) of the anchored lines (and, for replace-text, the matched text). */
  anchor_digest: string;
  /** The replacement (replace-text), the canonical copy (dedupe) or the destination. */
  target: string | null;
  lines: [number, number] | null;
  match?: string;
  op: string;
}

export function findingKey(f: Pick<Finding, 'repo' | 'path' | 'line' | 'signal' | 'source' | 'target'>): string {
  return JSON.stringify([f.repo, f.path, f.line ?? null, f.signal, f.source ?? null, f.target ?? null]);
}

export function autoKey(a: Pick<AutoItem, 'repo' | 'path' | 'kind' | 'anchor_digest' | 'target'>): string {
  return JSON.stringify([a.repo, a.path, a.kind, a.anchor_digest, a.target ?? null]);
}

export function roleKey(d: { repo: string; path: string }): string {
  return JSON.stringify([d.repo, d.path]);
}

export function stratumOf(signal: string, source: string | null): string {
  return signal === 'broken_reference' && source ? `broken_reference:${source}` : signal;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** What a signal is about, as (source, target): the identity parts of its key. */
function identity(s: ScanSignal): [string | null, string | null] {
  switch (s.name) {
    case 'broken_reference':
      return [str(s.source), str(s.target)];
    case 'version_skew':
      return [str(s.manifest), `${str(s.subject)} ${str(s.doc_version)}`];
    case 'stale_name_location':
      return [str(s.where), str(s.token)];
    case 'archive_to_live_ratio':
      return s.archived_copy ? ['archived_copy', str(s.archived_copy)] : ['refs', Array.isArray(s.targets) ? s.targets.join(',') : null];
    case 'frontmatter_marker':
      return [str(s.marker), str(s.value)];
    case 'duplicate_block': {
      const o = s.other as { path: string; start_line: number; end_line: number } | undefined;
      return [o ? `${o.path}:${o.start_line}-${o.end_line}` : null, str(s.canonical)];
    }
    case 'edit_recency_vs_churn':
      return [str(s.basis), str((s.doc_last_change as { commit?: string } | undefined)?.commit)];
    case 'lifecycle':
      return [str(s.rule_ref), str(s.path_kind)];
    case 'openspec_completed':
      return [null, str(s.change)];
    case 'command_reference':
      return [str(s.text), Array.isArray(s.looked_in) ? s.looked_in.join(', ') : null];
    case 'vanished_identifier':
      return [str(s.identifier), null];
    default:
      return [str(s.source), str(s.target)];
  }
}

export interface FindingSet {
  findings: Finding[];
  /** Findings a missing blob caused (a reference to a tracked file the work tree lacks): never counted. */
  caused_by_missing: Finding[];
}

export function findingsOf(repo: string, artifact: ScanArtifact, missingFiles: readonly string[]): FindingSet {
  const missing = new Set(missingFiles);
  const findings: Finding[] = [];
  const caused_by_missing: Finding[] = [];
  for (const path of Object.keys(artifact.signals).sort()) {
    for (const s of artifact.signals[path]!) {
      const [source, target] = identity(s);
      const f: Finding = { repo, path, line: s.line ?? null, signal: s.name, source, target, stratum: stratumOf(s.name, source), detail: s.detail, hint: s.hint === true };
      const resolved = typeof s.resolved === 'string' ? s.resolved : null;
      if (resolved && missing.has(resolved)) caused_by_missing.push(f);
      else findings.push(f);
    }
  }
  return { findings, caused_by_missing };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The auto-tier entries of a report, keyed by the text they anchor to (read from the clone). */
export function autoItemsOf(repo: string, root: string, entries: readonly ReportEntry[]): AutoItem[] {
  const files = new Map<string, string[]>();
  const linesOf = (p: string) => {
    let l = files.get(p);
    if (!l) files.set(p, (l = readFileSync(join(root, p), 'utf8').split('\n')));
    return l;
  };
  const out: AutoItem[] = [];
  for (const e of entries) {
    if (e.safety_tier !== 'auto') continue;
    const x = e.exact_edit;
    const kind = x?.kind ?? '(none)';
    const lines: [number, number] | null = x?.anchor ? [x.anchor.start_line, x.anchor.end_line] : null;
    let anchorText = '';
    try {
      anchorText = lines ? linesOf(e.path).slice(lines[0] - 1, lines[1]).join('\n') : '';
    } catch {
      anchorText = `(unreadable ${e.path})`;
    }
    if (x?.match !== undefined) anchorText += '\0' + x.match;
    const target = x?.replacement ?? x?.canonical_ref?.path ?? x?.dest_path ?? null;
    out.push({ repo, path: e.path, kind, anchor_digest: digest(anchorText), target: target ?? null, lines, ...(x?.match !== undefined ? { match: x.match } : {}), op: e.op });
  }
  return out.sort((a, b) => (autoKey(a) < autoKey(b) ? -1 : autoKey(a) > autoKey(b) ? 1 : 0));
}

export interface Doc {
  repo: string;
  path: string;
  /** The role this build gives the doc, when it computes roles. */
  role: string | null;
}

function roleName(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return roleName(o.role ?? o.name ?? null);
  }
  return null;
}

/**
 * The build's docs with their roles, or null when the artifact carries no roles. Accepts `docs` as
 * an array of { path, role } or a map path -> role (a string or { role|name, rule }).
 */
export function rolesOf(repo: string, artifact: ScanArtifact): Doc[] | null {
  const raw = artifact.docs ?? (artifact as Record<string, unknown>).roles;
  if (!raw || typeof raw !== 'object') return null;
  const pairs: Array<[string, unknown]> = Array.isArray(raw)
    ? raw.filter((d) => d && typeof d === 'object').map((d) => [String((d as { path?: unknown }).path), (d as { role?: unknown }).role])
    : Object.entries(raw as Record<string, unknown>);
  const docs = pairs.map(([path, r]) => ({ repo, path, role: roleName(r) }));
  return docs.some((d) => d.role) ? docs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) : null;
}

/** Tracked docs of the clone the scanner's scope takes: its scope globs, its excluded folders left out. */
export function trackedDocs(root: string, artifact: ScanArtifact, missingFiles: readonly string[]): string[] {
  const missing = new Set(missingFiles);
  const excluded = artifact.excluded_dirs ?? [];
  const globs = artifact.scope_globs?.length ? artifact.scope_globs : ['**/*.md'];
  return git(root, ['ls-files', '-z'])
    .split('\0')
    .filter((p) => p && !missing.has(p) && globs.some((g) => minimatch(p, g, { dot: true })))
    .filter((p) => !excluded.some((x) => (x.includes('/') ? p.startsWith(x.replace(/\/$/, '') + '/') : p.split('/').slice(0, -1).includes(x))))
    .sort();
}
