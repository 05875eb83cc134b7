// A classifier's judged fix of a broken reference must point at something that exists: the
// references its replacement puts on the line are read and resolved as the scanner reads them
// (../doc/resolve.ts), from the doc's own folder (and, in a doc an agent reads, from the project
// root the agent works in). A model that found the right file may still write its path from the
// repository root in a page that sits in a subfolder (`docs/guide/x.md` in docs/guide/page.md): the
// link would stay broken, only moved. A new `#fragment` must name a heading or anchor of the doc it
// points into (this doc for a bare `#x`), by the scanner's one rule (fragmentNamesAnchor of
// ../doc/published-anchors.ts), read in the doc as the edit leaves it.
import { posix } from 'node:path';
import { parseDoc } from '../doc/parse-doc.ts';
import { fragmentNamesAnchor, publishedAnchors } from '../doc/published-anchors.ts';
import { mdxImports } from '../doc/mdx-imports.ts';
import { exists, existsLoose, inside, linkFromProjectRoot, pathReadings, resolveRef } from '../doc/resolve.ts';
import type { DocRef, RepoIndex } from '../doc/types.ts';
import { codePathRefs, isMarkdownPath } from '../scan/references.ts';
import { extractImports } from '../readers/imports.ts';
import { siteOf } from '../sites/docs-sites.ts';
import { lineAfter } from '../propose/line-fixes.ts';
import type { EvidenceFacts } from '../propose/auto-evidence.ts';
import type { SignalHit } from '../contract/types.ts';
import { AGENT_READ_ROLES } from '../contract/role-names.ts';

type Facts = Pick<EvidenceFacts, 'scan' | 'lines' | 'repo'>;

/** The references a doc makes on one line, read as the scanner reads them. */
function refsOn(path: string, lines: readonly string[], lineNo: number, facts: Facts, imports: boolean): DocRef[] {
  const doc = parseDoc(path, lines.join('\n') + '\n');
  const all = [...doc.refs, ...(imports && facts.repo ? extractImports(doc, facts.repo).map(({ client_target: _, ...r }) => r) : []), ...codePathRefs(doc)];
  return all.filter((r) => r.line === lineNo);
}

/**
 * Why a fragment a new reference names is no heading or anchor of the Markdown file it points into,
 * or undefined (as the scanner, only a listed Markdown file's fragments are judged). A page that
 * renders partials or components has headings this stage does not read: left to the user.
 */
function missingAnchor(path: string, edited: readonly string[], target: string, resolved: string, fragment: string | undefined, facts: Facts, repo: RepoIndex): string | undefined {
  if (fragment === undefined || !isMarkdownPath(resolved) || !repo.files.has(resolved)) return undefined;
  const lines = resolved === path ? edited : facts.lines(resolved);
  if (!lines) return undefined;
  const text = lines.join('\n') + '\n';
  if (mdxImports(resolved, text, (p) => repo.files.has(p)) !== undefined) return undefined;
  if (fragmentNamesAnchor(publishedAnchors(parseDoc(resolved, text), repo.sites), fragment)) return undefined;
  return `the new target ${target} does not resolve: ${resolved === path ? `this document (${path})` : resolved} has no heading or anchor "${fragment}"`;
}

/**
 * Why the new reference(s) a judged replace-text of a broken reference puts on its line do not
 * resolve, or undefined. A site-absolute route (`/guides/x`) in a doc a docs site publishes is left
 * to the user: the site's router, not the tree, decides what it serves.
 */
export function unresolvedNewTarget(path: string, lineNo: number, match: string, replacement: string, finding: SignalHit, facts: Facts): string | undefined {
  if (finding.name !== 'broken_reference' || !facts.repo) return undefined;
  const repo = facts.repo;
  const lines = facts.lines(path);
  const line = lines?.[lineNo - 1];
  const after = line === undefined ? undefined : lineAfter(line, match, replacement);
  if (!lines || after === undefined) return undefined;
  const imports = finding.source === 'import';
  const key = (r: DocRef) => `${r.source}\0${r.target}`;
  const before = new Set(refsOn(path, lines, lineNo, facts, imports).map(key));
  const edited = [...lines.slice(0, lineNo - 1), after, ...lines.slice(lineNo)];
  const dir = posix.dirname(path);
  const agentRead = AGENT_READ_ROLES.has(facts.scan.docs?.[path]?.role.name ?? '');
  const from = dir === '.' ? 'the repository root' : `${dir}/`;
  for (const ref of refsOn(path, edited, lineNo, facts, imports)) {
    if (before.has(key(ref))) continue;
    if (ref.target.startsWith('/') && ref.source !== 'import' && siteOf(repo.sites, path)) continue;
    // A doc an agent reads finds a link written from the project root, as the scanner reads it.
    if (ref.source === 'link' && agentRead && linkFromProjectRoot(path, ref.target, repo)) continue;
    const r = resolveRef(path, ref, facts.scan.project_root, repo);
    let would: string | undefined;
    if (r.kind === 'path') {
      if (ref.source === 'code_path' ? existsLoose(repo, r.resolved) : exists(repo, r.resolved)) {
        const missing = missingAnchor(path, edited, ref.target, r.resolved, r.fragment, facts, repo);
        if (missing) return missing;
        continue;
      }
      would = r.resolved;
    } else if (ref.source === 'code_path') {
      // No folder holds its first segment: every reading of it names nothing.
      would = pathReadings(path, ref.target, repo)?.[0];
      if (would === undefined) continue;
    } else continue;
    const fromRoot = inside('', ref.target.replace(/[#?].*$/, ''));
    const hint = dir !== '.' && fromRoot !== undefined && fromRoot !== would && exists(repo, fromRoot) ? `; ${fromRoot} exists from the repository root, which ${path} reaches as ${posix.relative(dir, fromRoot)}` : '';
    return `the new target ${ref.target} does not resolve from ${from} (it would be ${would})${hint}`;
  }
  return undefined;
}
