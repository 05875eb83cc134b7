// Paths only history can judge in agent instruction files (issue 27 item 2): a backticked path whose
// first folder is nowhere in the tree (`humanlayer/` after the SDK folder was deleted, `old-cli/x.go`
// after `old-cli/` moved), and a path written in a code block or in prose (`Use template at
// skills/collaboration/code-reviewer.md`), which the agent follows as it follows a backticked one.
// None of them is a reference the resolver keeps (../doc/resolve.ts: a first segment that exists);
// broken_reference reports one only when history shows the path, or a backticked path's first
// folder, existed here and was moved or deleted, with that commit as the evidence.
import { AGENT_READ_ROLES, type RoleName } from '../contract/role-names.ts';
import { codePathCandidates, pathReadings } from '../doc/resolve.ts';
import { codePathRefs, scenarioRanges } from './references.ts';
import { pushAll } from '../shared/arrays.ts';
import type { DocRef, ParsedDoc, RepoIndex } from './types.ts';

/** A path-shaped word no tree path backs, with every folder it may be read from. */
export interface HistoryPathRef {
  ref: DocRef;
  /** The project paths it may name (../doc/resolve.ts pathReadings), root first. */
  readings: string[];
  /** How the doc writes it: in backticks, in a fenced code block, or in running text. */
  written: 'backticks' | 'code_block' | 'prose';
}

/** A path of two or more segments in running text, not inside a word, a URL, a `~/` or `/abs` path or a `${VAR}/` path. */
const TEXT_PATH = /(?<![\w.@~/$}{%:-])((?:\.{1,2}\/)?[A-Za-z0-9_@][\w.@+-]*(?:\/[\w.@+-]+)+\/?)/g;
/** A line saying what it names is gone ("removed", "renamed to"), or giving an example. */
const GONE_OR_EXAMPLE = /\b(?:removed|deleted?|obsolete|legacy|deprecated|replaced|renamed|moved|retired|no longer|formerly|previously|e\.g\.|for example)\b|\bthe old\b/i;

/** Blanks what is not running text on a line: code spans, link destinations, autolinks and HTML, URLs (columns kept). */
function proseOnly(line: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  return line
    .replace(/`+[^`]*`+/g, blank)
    .replace(/\]\([^)]*\)/g, blank)
    .replace(/<[^>\s][^>]*>/g, blank)
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, blank);
}

/** The doc's lines inside fenced code blocks (1-based), and the frontmatter's. */
function fencedLines(doc: ParsedDoc): Set<number> {
  const out = new Set<number>();
  for (const f of doc.fences) {
    const n = f.content === '' ? 0 : f.content.replace(/\n$/, '').split('\n').length;
    for (let i = 0; i < n; i++) out.add(f.first_line + i);
  }
  return out;
}

/** Paths in the doc's code blocks and prose, outside backticks and links. */
function textPaths(doc: ParsedDoc, repo: RepoIndex): HistoryPathRef[] {
  const out: HistoryPathRef[] = [];
  const fenced = fencedLines(doc);
  const examples = scenarioRanges(doc);
  const start = doc.frontmatter?.end_line ?? 0;
  for (let i = start; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    if (!line.includes('/') || GONE_OR_EXAMPLE.test(line)) continue;
    const n = i + 1;
    if (examples.some(([a, b]) => n >= a && n <= b)) continue;
    const code = fenced.has(n);
    const text = code ? line : proseOnly(line);
    for (const m of text.matchAll(TEXT_PATH)) {
      const raw = m[1]!.replace(/[.,:;!?)]+$/, '');
      if (!raw.includes('/')) continue;
      const readings = pathReadings(doc.path, raw, repo);
      if (!readings?.length) continue;
      out.push({ ref: { source: 'code_path', target: raw, raw, line: n, column: m.index! + 1 }, readings, written: code ? 'code_block' : 'prose' });
    }
  }
  return out;
}

/** The paths of an agent instruction file that only history can make claims of. */
export function historyPathRefs(doc: ParsedDoc, role: RoleName, repo: RepoIndex): HistoryPathRef[] {
  const out: HistoryPathRef[] = [];
  // Only agent instruction files (memory, skills, commands, subagents): the claims the agent acts on.
  // A living doc's path under a deleted folder is as often the layout of another root (OpenSpec's
  // docs naming `changes/archive/` of the user's project, after the repository's own early
  // `changes/` was deleted): there only the resolver's paths count.
  if (!AGENT_READ_ROLES.has(role)) return out;
  for (const ref of codePathRefs(doc)) {
    // Only a path whose first segment exists nowhere it may be read from: the resolver keeps the rest.
    if (codePathCandidates(doc.path, ref.target, repo)?.length !== 0) continue;
    const readings = pathReadings(doc.path, ref.target, repo);
    if (readings?.length) out.push({ ref, readings, written: 'backticks' });
  }
  pushAll(out, textPaths(doc, repo));
  return out;
}
