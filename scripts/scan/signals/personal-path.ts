// personal_path: an absolute path into one person's home folder (`/Users/<name>/...`,
// `/home/<name>/...`, `C:\Users\<name>\...`) in a doc an agent loads (agent memory and what it
// imports, a skill, command or subagent, and every file of a skill's folder, which ships with the
// skill to every user's machine): every other contributor's session reads a folder that does not
// exist on their machine. A placeholder (`/home/user/`, `/Users/you/`, `C:\Users\<name>\`,
// `$USER`) and a service account's home (`/home/runner` on CI, `/home/ubuntu`, `/home/node` in
// containers) say nothing about one person's machine and are not reported; a real-looking name is
// reported even inside an example, since the agent reads the example as this repository's.
import { posix } from 'node:path';
import type { ParseContext, ParseSignal, ReadDoc, RepoIndex } from '../types.ts';

/** What a personal_path hit carries. */
export type PersonalPathHit = {
  name: 'personal_path';
  detail: string;
  line: number;
  column: number;
  /** The path as written, from its root to the end of the path text. */
  text: string;
  /** The home folder's owner as the path names it. */
  user: string;
  platform: 'macos' | 'linux' | 'windows';
};

/** Names that stand for "your user", and the homes of accounts no one person owns. */
const NOT_A_PERSON = new Set([
  'user', 'username', 'user-name', 'user_name', 'users', 'you', 'your', 'yourname', 'your-name', 'your_name', 'youruser', 'your-user', 'your_user',
  'yourusername', 'me', 'myname', 'my-name', 'myuser', 'name', 'someone', 'somebody', 'person', 'example', 'foo', 'bar', 'baz', 'xxx', 'x',
  'john', 'jane', 'johndoe', 'janedoe', 'jdoe', 'alice', 'bob', 'dev', 'developer',
  'runner', 'ubuntu', 'node', 'vscode', 'codespace', 'codespaces', 'coder', 'gitpod', 'admin', 'administrator', 'root', 'default', 'public', 'shared', 'guest', 'all users',
]);

/** The start of a home-folder path: macOS, Linux, or a Windows drive (either slash). */
const HOME = /(\/Users\/|\/home\/|[A-Za-z]:[\\/]Users[\\/])([A-Za-z0-9][A-Za-z0-9._-]*)(?=[\\/`'")\]\s,;:]|$)([^\s`'")\]<>,;]*)/g;
/** What may stand before a path's root: nothing, space, quotes, brackets, `=`, `:` (`PATH=`, `file://`). */
const BEFORE = /[\s`'"([<=:,;]/;

/** Whether a folder on the doc's way up (its own included) holds a SKILL.md: the skill's files are installed with it. */
function inSkillFolder(path: string, repo: RepoIndex): boolean {
  for (let d = posix.dirname(path); d !== '.' && d !== ''; d = posix.dirname(d)) if (repo.files.has(`${d}/SKILL.md`)) return true;
  return false;
}

function platformOf(root: string): PersonalPathHit['platform'] {
  return root.startsWith('/Users/') ? 'macos' : root.startsWith('/home/') ? 'linux' : 'windows';
}

export const personalPath: ParseSignal<PersonalPathHit> = {
  name: 'personal_path',
  description: "An absolute path into one person's home folder in a doc an agent loads (memory, skills and their files, commands).",
  help: 'Write the path relative to the repository root, or as `~/...` or an environment variable for a folder of the user\'s own, so every contributor\'s session can follow it.',
  // A folder that exists on one machine only: wrong for everyone else, not always wrong for its author.
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['line', 'column', 'text', 'user', 'platform'],
    properties: {
      column: { $ref: '#/$defs/line' },
      text: { type: 'string', minLength: 1, description: 'The path as written, from its root to the end of the path text.' },
      user: { type: 'string', minLength: 1, description: "The home folder's owner as the path names it." },
      platform: { enum: ['macos', 'linux', 'windows'] },
    },
  },
  // Whatever its role, a doc an agent loads is read as instructions; a skill's creation log (a
  // record) ships in the skill's folder all the same.
  roles: ['agent-memory', 'agent-prompt', 'living', 'template', 'plan', 'record'],
  stage: 'parse',
  needs: [],
  appliesTo: (doc: ReadDoc, ctx: ParseContext) => ctx.agent_docs.has(doc.path) || ctx.roles.get(doc.path)?.name === 'agent-prompt' || inSkillFolder(doc.path, ctx.repo),
  detect(doc: ReadDoc): PersonalPathHit[] {
    const hits: PersonalPathHit[] = [];
    doc.lines.forEach((line, i) => {
      if (!line.includes('Users') && !line.includes('/home/')) return;
      const seen = new Set<string>();
      for (const m of line.matchAll(HOME)) {
        const at = m.index!;
        const before = at === 0 ? ' ' : line[at - 1]!;
        // `file:///Users/...` is a path too; `https://host/home/x` and `src/home/x` are not roots.
        if (!BEFORE.test(before) && !line.slice(0, at).endsWith('file://')) continue;
        const user = m[2]!;
        if (NOT_A_PERSON.has(user.toLowerCase())) continue;
        const text = m[1]! + user + m[3]!;
        if (seen.has(text)) continue;
        seen.add(text);
        const platform = platformOf(m[1]!);
        hits.push({
          name: 'personal_path',
          detail: `names ${text}, a folder in ${user}'s home on one ${platform === 'macos' ? 'Mac' : platform === 'linux' ? 'Linux machine' : 'Windows machine'}: other contributors' sessions have no such folder`,
          line: i + 1,
          column: at + 1,
          text,
          user,
          platform,
        });
      }
    });
    return hits;
  },
};
