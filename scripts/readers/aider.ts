// What Aider adds to a chat, from Aider's documentation (aider.chat/docs/usage/conventions.html,
// aider.chat/docs/config/aider_conf.html; not run here): the files that `read:` names in
// .aider.conf.yml (a name or a list), read-only, at the start of every chat. Aider loads the config
// of the git root, then of the folder it starts in, the later winning; the paths are taken from the
// start folder. It loads no file by name on its own (CONVENTIONS.md only when `read:` names it).
import { parse as parseYaml } from 'yaml';
import { emptySession, wholeText, type AgentReader, type LoadedFile, type ReaderRule, type SettingRead } from './adapter.ts';
import { joinPath } from './resolve-imports.ts';
import { posix } from 'node:path';
import type { ReaderSources } from './sources.ts';
import { isJsonObject } from '../shared/json-object.ts';

const DOCS = 'https://aider.chat/docs/usage/conventions.html; https://aider.chat/docs/config/aider_conf.html (home, git root, current directory; later files win)';

export const AIDER_RULES: readonly ReaderRule[] = [
  { id: 'read', text: 'The files `read:` names in .aider.conf.yml (the start folder\'s winning over the git root\'s) are added read-only to every chat', source: { kind: 'docs', ref: DOCS } },
];

export function aiderSession(folder: string, src: ReaderSources): { files: LoadedFile[]; settings: SettingRead[] } {
  let read: string[] | undefined;
  let from: SettingRead | undefined;
  for (const dir of folder === '' ? [''] : ['', folder]) {
    const path = joinPath(dir, '.aider.conf.yml');
    if (!src.isFile(path)) continue;
    let data: unknown;
    try {
      data = parseYaml(src.doc(path)?.text ?? '');
    } catch {
      continue;
    }
    const v = isJsonObject(data) ? data.read : undefined;
    const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
    if (list === undefined) continue;
    read = list;
    from = { path, key: 'read', value: v };
  }
  const files: LoadedFile[] = [];
  for (const r of read ?? []) {
    const p = posix.normalize(joinPath(folder, r));
    if (p.startsWith('..') || p.startsWith('/') || !src.isFile(p) || files.some((f) => f.path === p)) continue;
    files.push({ path: p, rule: 'read', hops: 0 });
  }
  return { files, settings: from ? [from] : [] };
}

export const aiderReader: AgentReader = {
  agent: 'aider',
  client: 'Aider',
  rules: AIDER_RULES,
  owns: (p) => /(?:^|\/)\.aider\.conf\.yml$/.test(p),
  sentText: wholeText,
  session(folder, src) {
    return { ...emptySession(), ...aiderSession(folder, src) };
  },
};
