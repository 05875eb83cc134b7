// Rename evidence for a missing command: in the history of the files it was looked for in (one
// bounded `git log -p` over all of them), the newest commit that removed a definition of that name
// without adding it back, and the name that commit added in the same file that is still defined —
// the most similar one, or the only one.
import { posix } from 'node:path';
import { runGit } from '../../git/exec.ts';
import { similarity, subjectSaysRenamed, swappedLine, type RenameEvidence } from './similar.ts';
import type { UnreadableObjects } from './code-search.ts';

export interface DefinitionChange {
  commit: string;
  date: string;
  subject: string;
  file: string;
  removed: Set<string>;
  added: Set<string>;
  /** The diff lines that define a name, removed and added (a rename keeps the rest of its line). */
  removed_lines: string[];
  added_lines: Set<string>;
}

/** A line of a diff that defines a name, per kind of definition file. */
function definedOnLine(file: string, line: string): string | undefined {
  const b = posix.basename(file);
  if (b === 'package.json') return /^\s*"([^"]+)"\s*:\s*"/.exec(line)?.[1];
  if (/^(?:GNUmakefile|makefile|Makefile)$|\.mk$/.test(b)) {
    if (line.startsWith('\t')) return undefined;
    const m = /^([A-Za-z0-9_.\-/]+)\s*::?(?!=)/.exec(line);
    return m && !m[1]!.startsWith('.') ? m[1] : undefined;
  }
  if (/^(?:justfile|Justfile|\.justfile|JUSTFILE)$|\.just$/.test(b)) return /^(?:alias\s+)?@?([A-Za-z_][\w-]*)(?:\s+[^:=]*)?\s*:(?!=)/.exec(line)?.[1] ?? /^alias\s+([\w-]+)\s*:=/.exec(line)?.[1];
  if (/^[Tt]askfile/.test(b)) return /^ {2}([\w:.-]+):\s*(?:#.*)?$/.exec(line)?.[1];
  if (b === 'config.toml' || b === 'config') return /^\s*([\w-]+)\s*=/.exec(line)?.[1];
  return undefined;
}

/** Definition changes in `files`, newest first, from at most `maxCommits` commits. */
export async function definitionChanges(root: string, files: string[], maxCommits: number, lost?: UnreadableObjects): Promise<DefinitionChange[] | undefined> {
  if (files.length === 0) return [];
  const r = await runGit(root, ['log', `-n${maxCommits}`, '--no-merges', '--format=%x00%H%x09%cI%x09%s', '-p', '--unified=0', '--no-color', '--no-ext-diff', '--no-renames', '--', ...files]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, 'the history of definition files');
    return undefined;
  }
  const out: DefinitionChange[] = [];
  for (const record of r.stdout.toString('utf8').split('\0')) {
    if (record === '') continue;
    const lines = record.split('\n');
    const [commit, date, ...subject] = lines[0]!.split('\t');
    if (!commit || !date) continue;
    let cur: DefinitionChange | undefined;
    for (const line of lines.slice(1)) {
      const d = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
      if (d) {
        cur = { commit, date, subject: subject.join('\t'), file: d[2]!, removed: new Set(), added: new Set(), removed_lines: [], added_lines: new Set() };
        out.push(cur);
        continue;
      }
      if (!cur || line.startsWith('+++') || line.startsWith('---')) continue;
      const into = line.startsWith('+') ? cur.added : line.startsWith('-') ? cur.removed : undefined;
      if (!into) continue;
      const name = definedOnLine(cur.file, line.slice(1));
      if (name === undefined) continue;
      into.add(name);
      if (into === cur.added) cur.added_lines.add(line.slice(1));
      else cur.removed_lines.push(line.slice(1));
    }
  }
  return out.filter((c) => c.removed.size > 0 || c.added.size > 0);
}

export interface Rename {
  renamed_to?: string;
  /** Why renamed_to is the same definition under a new name; absent: only the most similar name added. */
  evidence?: RenameEvidence;
  removed_in: { commit: string; date: string; subject: string; file: string };
}

/** What history says became of `name`, defined in one of `files` once; undefined when history never defined it there. */
export function renameOf(name: string, files: string[], changes: DefinitionChange[], definedNow: (file: string) => Set<string> | undefined): Rename | undefined {
  for (const c of changes) {
    if (!files.includes(c.file) || !c.removed.has(name) || c.added.has(name)) continue;
    const now = definedNow(c.file);
    const candidates = [...c.added].filter((n) => !c.removed.has(n) && now?.has(n) === true);
    let best: string | undefined;
    let bestScore = -1;
    let tie = false;
    for (const n of candidates) {
      const s = similarity(name, n);
      if (s > bestScore) {
        best = n;
        bestScore = s;
        tie = false;
      } else if (s === bestScore) tie = true;
    }
    const removed_in = { commit: c.commit, date: c.date, subject: c.subject, file: c.file };
    const clear = best !== undefined && !tie && (candidates.length === 1 ? bestScore >= 0.3 : bestScore >= 0.5);
    if (!clear) return { removed_in };
    const evidence: RenameEvidence | undefined = swappedLine(c.removed_lines, c.added_lines, name, best!) ? 'swap' : subjectSaysRenamed(c.subject, name, best!) ? 'commit-message' : undefined;
    return { renamed_to: best, ...(evidence ? { evidence } : {}), removed_in };
  }
  return undefined;
}
