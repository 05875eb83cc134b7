// Installer copies (issue 27 item 1): the skills, commands and subagents an installer writes into
// an agent's folder (`.claude/skills/`, `.agents/skills/`, `.cursor/commands/`, ...) are what the
// agent reads, so they are scanned like any doc; a copy byte for byte of another doc repeats its
// findings. Each such finding is reported once, on the canonical copy (the one outside every agent
// folder; when all are inside one, the first by path), naming in `copies` every copy it reaches:
// the fix goes to the canonical copy and the copies follow, by the repository's own generator when
// it has one. A finding only a copy has (a relative path that resolves beside the canonical copy
// but not beside the copy) stays on the copy.
import { AGENT_PROMPT_PATH } from '../roles/rule-table.ts';
import { readProjectFile } from '../shared/paths.ts';
import { byCodeUnit } from '../shared/order.ts';
import { sha256Hex } from '../shared/hash.ts';
import type { SignalHit } from './types.ts';

/** Copies are compared as regular files within this bound. */
const MAX_COMPARED_BYTES = 4 * 1024 * 1024;

/** What makes two hits of identical docs the same finding: the signal, where it stands and what it names. */
function sameFinding(h: SignalHit): string {
  const x = h as Record<string, unknown>;
  return JSON.stringify([h.name, h.line ?? null, x.column ?? null, x.source ?? null, x.raw ?? x.text ?? x.term ?? x.target ?? null, x.missing ?? null, h.hint ?? null]);
}

const NOTE = '; the same text stands in ';

/** The detail without the sentence naming the copies (CI ids stay the same when a copy is added or removed). */
export function withoutCopiesNote(detail: string): string {
  const at = detail.indexOf(NOTE);
  return at < 0 ? detail : detail.slice(0, at);
}

/**
 * Folds the findings of installer copies into their canonical copy's, in place. `hits` maps each
 * doc to its hits; only docs with hits are compared, by size first, then byte for byte.
 */
export function foldInstallerCopies(root: string, hits: Map<string, SignalHit[]>): void {
  const paths = [...hits.keys()].sort(byCodeUnit);
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const names = new Set(paths.filter((p) => AGENT_PROMPT_PATH.test(p)).map(base));
  if (names.size === 0) return;
  // Docs with hits named like a copy, grouped by their bytes.
  const groups = new Map<string, string[]>();
  for (const p of paths) {
    if (!names.has(base(p))) continue;
    const r = readProjectFile(root, p, MAX_COMPARED_BYTES);
    if (!r.ok) continue;
    const key = sha256Hex(r.bytes);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    const copies = group.filter((p) => AGENT_PROMPT_PATH.test(p));
    if (group.length < 2 || copies.length === 0) continue;
    const canonical = group.find((p) => !AGENT_PROMPT_PATH.test(p)) ?? group[0]!;
    const own = new Map(hits.get(canonical)!.map((h) => [sameFinding(h), h]));
    const reached = new Map<SignalHit, string[]>();
    for (const copy of copies) {
      if (copy === canonical) continue;
      const kept = hits.get(copy)!.filter((h) => {
        const twin = own.get(sameFinding(h));
        if (!twin) return true;
        reached.set(twin, [...(reached.get(twin) ?? []), copy]);
        return false;
      });
      if (kept.length > 0) hits.set(copy, kept);
      else hits.delete(copy);
    }
    for (const [h, at] of reached) {
      const x = h as Record<string, unknown>;
      x.copies = at;
      h.detail += `${NOTE}${at.length === 1 ? 'the installer copy' : `${at.length} installer copies`} ${at.join(', ')}, which the agent loads (fix it here; the copies follow)`;
    }
  }
}
