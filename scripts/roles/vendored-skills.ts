// A skill copied into an agent's folder from another repository (a third-party skill vendored in):
// its text is its publisher's, written about the publisher's repository or about "your project",
// and its fixes go upstream (`npx skills update`), so nothing in it is a claim about this
// repository. Recognized from what the repository holds: a skills lock file naming the skill with a
// source elsewhere (the `skills` CLI's skills-lock.json, skills-lock's skills.lock), or a SKILL.md
// whose frontmatter names a publisher, the fields the Agent Skills format gives a published skill
// (license, metadata.author, metadata.version, a source). A skill the repository also holds outside
// every agent folder is its own, whatever its frontmatter says: the agent folder holds an installer
// copy of it (issue 27), whose stale claims count.
import { posix } from 'node:path';
import { readFrontmatter } from '../doc/parse-doc.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { AGENT_PROMPT_PATH } from './rule-table.ts';

/** Lock files skill installers write in a project, naming each skill's source. */
const SKILLS_LOCK = /(?:^|\/)(?:skills-lock\.json|skills\.lock)$/;
/** Frontmatter keys (dotted: nested under `metadata`) that name who publishes the skill. */
const PUBLISHER_KEYS = ['license', 'author', 'metadata.author', 'version', 'metadata.version', 'source', 'metadata.source', 'repository', 'metadata.repository'] as const;
/** Lock entries whose source is a path of this project (the `skills` CLI's sourceType local). */
const LOCAL_SOURCE = /^(?:\.{1,2}\/|\/|file:)/;

const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export interface VendoredSkillInputs {
  files: ReadonlySet<string>;
  text(path: string): string | undefined;
}

interface LockEntry {
  source: string;
  local: boolean;
  lock: string;
}

function valueAt(data: Record<string, unknown>, key: string): unknown {
  let v: unknown = data;
  for (const k of key.split('.')) v = isJsonObject(v) ? v[k] : undefined;
  return v;
}

/** skill name -> where a lock file says it came from (the first lock by path that names it). */
function lockEntries(inputs: VendoredSkillInputs): Map<string, LockEntry> {
  const out = new Map<string, LockEntry>();
  for (const lock of [...inputs.files].filter((f) => SKILLS_LOCK.test(f)).sort()) {
    let skills: unknown;
    try {
      skills = (JSON.parse(inputs.text(lock) ?? '') as { skills?: unknown }).skills;
    } catch {
      continue;
    }
    if (!isJsonObject(skills)) continue;
    for (const [name, e] of Object.entries(skills)) {
      const x = (e ?? {}) as { source?: unknown; sourceType?: unknown };
      if (typeof x.source !== 'string' || x.source === '' || out.has(name)) continue;
      out.set(name, { source: x.source, local: x.sourceType === 'local' || LOCAL_SOURCE.test(x.source), lock });
    }
  }
  return out;
}

/** Answers, per path, whether it lies in a vendored skill and why (the evidence), or undefined. */
export function vendoredSkills(inputs: VendoredSkillInputs): (path: string) => string | undefined {
  const skillDirs = new Set<string>();
  const ownNames = new Set<string>();
  for (const f of inputs.files) {
    if (posix.basename(f) !== 'SKILL.md' || !f.includes('/')) continue;
    skillDirs.add(dirOf(f));
    if (!AGENT_PROMPT_PATH.test(f)) ownNames.add(posix.basename(dirOf(f)));
  }
  let locks: Map<string, LockEntry> | undefined;
  const verdicts = new Map<string, string | undefined>();
  const verdict = (dir: string): string | undefined => {
    if (verdicts.has(dir)) return verdicts.get(dir);
    const name = posix.basename(dir);
    let v: string | undefined;
    if (!ownNames.has(name)) {
      locks ??= lockEntries(inputs);
      const lock = locks.get(name);
      if (lock !== undefined) v = lock.local ? undefined : `installed from ${lock.source} (${lock.lock})`;
      else {
        const data = readFrontmatter((inputs.text(`${dir}/SKILL.md`) ?? '').split(/\r?\n/))?.data;
        const key = data && PUBLISHER_KEYS.find((k) => { const x = valueAt(data, k); return (typeof x === 'string' && x.trim() !== '') || typeof x === 'number'; });
        if (key !== undefined) v = `its SKILL.md names a publisher (${key}: ${String(valueAt(data!, key)).trim().slice(0, 60)})`;
      }
    }
    verdicts.set(dir, v);
    return v;
  };
  return (path) => {
    if (!AGENT_PROMPT_PATH.test(path)) return undefined;
    for (let d = dirOf(path); d !== ''; d = dirOf(d)) if (skillDirs.has(d)) return verdict(d);
    return undefined;
  };
}
