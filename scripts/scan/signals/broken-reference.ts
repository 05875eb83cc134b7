// broken_reference: a relative link, image, reference definition, `@path` import or backticked
// repository path that resolves to nothing in the working tree, or a `doc.md#fragment` that matches
// no heading of doc.md (GitHub slugs). Case-sensitive; the evidence names a case-insensitive match.
// Paths the ignore rules match exist at run time (.env, logs, build output) and never count. Inside
// a docs site (scripts/sites/), a `.md`-less or case-only link the platform serves is reported as
// that form (missing: form, priority low), never as breakage. A translation (a copy by role) is
// hand-maintained text whose links its readers follow: its links, images and definitions count; so
// do those in a generated doc's hand-written regions (the rest is its generator's to fix).
import { siteOf } from '../../sites/docs-sites.ts';
import { TRANSLATION_RULES } from '../../roles/rule-table.ts';
import { caseInsensitiveMatch, exists, existsLoose } from '../../doc/resolve.ts';
import { isMarkdownPath, referencesOf } from '../references.ts';
import { posix } from 'node:path';
import type { DocSummary, RefSource, RepositorySignal, ResolvedRef, ScanContext, SignalHit } from '../types.ts';

const VERB: Record<RefSource, string> = {
  link: 'links to',
  image: 'shows the image',
  definition: 'defines a link to',
  import: 'imports',
  code_path: 'names the path',
};

function folderListed(ctx: ScanContext, p: string): boolean {
  const i = p.lastIndexOf('/');
  return i < 0 || ctx.repo.dirs.has(p.slice(0, i));
}

/** `[intro](./intro)` for intro.md: the Markdown file a `.md`-less link names, if one exists. */
function markdownWithoutExtension(ctx: ScanContext, p: string): string | undefined {
  if (/\.[A-Za-z0-9]+$/.test(p)) return undefined;
  return [p + '.md', p + '.mdx'].find((f) => ctx.repo.files.has(f));
}

/**
 * A backticked path that resolves inside a folder the same line names (`apps/daemon/` ... `Makefile`)
 * is that folder's file: prose names it relative to the folder, not broken. Links are not read this
 * way: a link resolves where Markdown says it does.
 */
function insideFolderOnLine(ctx: ScanContext, refs: ResolvedRef[], at: ResolvedRef): boolean {
  const rel = at.ref.target.replace(/^\.\//, '').replace(/[#?].*$/, '');
  if (rel === '' || rel.startsWith('/') || rel.startsWith('../')) return false;
  // `at` is missing, so it is none of these folders.
  for (const folder of foldersByLine(ctx, refs).get(at.ref.line) ?? []) if (existsLoose(ctx.repo, posix.join(folder, rel))) return true;
  return false;
}

const lineFolders = new WeakMap<ResolvedRef[], Map<number, Set<string>>>();

/** The folders a doc's references name, by line, gathered once (a line of 200,000 paths is read once, not once per path). */
function foldersByLine(ctx: ScanContext, refs: ResolvedRef[]): Map<number, Set<string>> {
  let byLine = lineFolders.get(refs);
  if (!byLine) {
    byLine = new Map();
    for (const r of refs) {
      if (r.resolved === '' || !ctx.repo.dirs.has(r.resolved)) continue;
      let set = byLine.get(r.ref.line);
      if (!set) byLine.set(r.ref.line, (set = new Set()));
      set.add(r.resolved);
    }
    lineFolders.set(refs, byLine);
  }
  return byLine;
}

const lowered = new WeakMap<Set<string>, Set<string>>();

function fragmentFound(anchors: Set<string>, fragment: string): boolean {
  const f = fragment.replace(/^user-content-/, '');
  if (anchors.has(f)) return true;
  let lower = lowered.get(anchors);
  if (!lower) {
    lower = new Set([...anchors].map((a) => a.toLowerCase()));
    lowered.set(anchors, lower);
  }
  return lower.has(f.toLowerCase());
}

export const brokenReference: RepositorySignal = {
  name: 'broken_reference',
  description: 'A reference (link, image, definition, @import, backticked path) to a path or heading that does not exist.',
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template', 'generated'],
  rules: TRANSLATION_RULES,
  stage: 'repository',
  needs: ['history'],
  appliesTo: () => true,
  detect(doc: DocSummary, ctx: ScanContext): SignalHit[] {
    const hits: SignalHit[] = [];
    const refs = referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) });
    // A plan names the files it will create, delete or rename (OpenSpec's openspec/work/.../plan.md
    // naming src/commands/initiative.ts it deletes): only its links are claims about today.
    const plan = ctx.roles.get(doc.path)?.name === 'plan';
    // A translation's backticked paths name its source's files as the source does: they are judged there.
    const translation = ctx.roles.get(doc.path)?.name === 'copy';
    const generated = ctx.roles.get(doc.path)?.name === 'generated';
    for (const at of refs) {
      const { ref, resolved, fragment } = at;
      if ((plan || translation || generated) && ref.source === 'code_path') continue;
      if (generated && !(doc.hand_written ?? []).some(([a, b]) => ref.line >= a && ref.line <= b)) continue;
      const base = {
        line: ref.line,
        column: ref.column,
        source: ref.source,
        target: ref.target,
        raw: ref.raw,
        resolved,
      };
      const found = ref.source === 'code_path' ? existsLoose(ctx.repo, resolved) : exists(ctx.repo, resolved);
      const withExtension = found || ref.source === 'code_path' ? undefined : markdownWithoutExtension(ctx, resolved);
      const ci = found ? undefined : caseInsensitiveMatch(ctx.repo, resolved);
      const site = found ? undefined : siteOf(ctx.repo.sites, doc.path);
      const form = site?.extensionless && withExtension ? 'extensionless' : site?.case_insensitive && ci !== undefined && ref.source !== 'code_path' ? 'case_only' : undefined;
      if (site && form) {
        const served = form === 'extensionless' ? withExtension! : ci!;
        hits.push({
          name: 'broken_reference',
          detail: `${VERB[ref.source]} ${resolved}, ${form === 'extensionless' ? 'without its .md' : 'in another letter case'}; ${site.generator} (${site.config}) serves ${served} there`,
          ...base,
          missing: 'form',
          form,
          served_as: served,
          site: `${site.generator} (${site.config})`,
          priority: 'low',
        });
        continue;
      }
      if (!found) {
        const fate = ctx.history?.fateOf(resolved);
        const gone = fate?.renamed_to !== undefined || fate?.deleted_in !== undefined;
        // A backticked path is a claim about the repository only where its folder exists, or where
        // history knows the path: `openspec/changes/add-x` in prose about a layout is not a reference.
        if (ref.source === 'code_path' && !gone && !folderListed(ctx, resolved)) continue;
        if (ref.source === 'code_path' && insideFolderOnLine(ctx, refs, at)) continue;
        const hit: SignalHit = {
          name: 'broken_reference',
          detail: `${VERB[ref.source]} ${resolved}, which does not exist`,
          ...base,
          missing: 'path',
        };
        if (withExtension !== undefined) {
          hit.with_extension = withExtension;
          hit.detail += `; ${withExtension} exists, but no docs site here serves .md-less links`;
        }
        if (ci !== undefined) {
          hit.case_insensitive_match = ci;
          hit.detail += `; ${ci} matches except for letter case`;
        }
        // renamed_to is a fix target only when the new location exists in the working tree too
        // (history knows HEAD, not what the user deleted or moved since).
        if (fate?.renamed_to !== undefined && exists(ctx.repo, fate.renamed_to)) {
          hit.renamed_to = fate.renamed_to;
          hit.detail += `; history: moved to ${fate.renamed_to}`;
        } else if (fate?.renamed_to !== undefined) {
          hit.detail += `; history: moved to ${fate.renamed_to}, which is not in the working tree either`;
        } else if (fate?.deleted_in !== undefined) {
          hit.deleted_in = fate.deleted_in;
          hit.detail += `; history: deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`;
        }
        // A backticked path history never saw here is mostly a path of another root (the user's
        // project, kubernetes/kubernetes' hack/ scripts named from kubernetes/community), an example
        // or a file still to be written: a hint, measured at 6 true of 58 judged on the evaluation
        // corpora. Only history showing it was real and is gone makes it a claim.
        if (ref.source === 'code_path' && !gone) {
          hit.hint = true;
          hit.detail += '; history never had this path (a hint)';
        }
        hits.push(hit);
        continue;
      }
      if (fragment === undefined || !isMarkdownPath(resolved) || !ctx.repo.files.has(resolved)) continue;
      const anchors = resolved === doc.path ? doc.anchors : ctx.anchors_of(resolved);
      if (anchors === undefined || fragmentFound(anchors, fragment)) continue;
      hits.push({
        name: 'broken_reference',
        detail: `${VERB[ref.source]} ${resolved}#${fragment}, but ${resolved === doc.path ? 'this document' : resolved} has no heading or anchor "${fragment}"`,
        ...base,
        fragment,
        missing: 'fragment',
      });
    }
    return hits;
  },
};
