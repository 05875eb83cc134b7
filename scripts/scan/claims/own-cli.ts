// The names of the command-line programs this repository builds: package.json `bin`, Go `cmd/<name>/`
// folders, pyproject `[project.scripts]` and Cargo `[[bin]]` names. A doc's `<name> <word>` is then a
// claim that the program has that subcommand.
import { posix } from 'node:path';
import { projectFileText } from '../../shared/paths.ts';
import type { RepoIndex } from '../types.ts';
import { tomlTableKeys } from './definitions.ts';

const MAX_MANIFESTS = 200;

export function ownCliNames(root: string, repo: RepoIndex): Set<string> {
  const names = new Set<string>();
  const read = (p: string): string | undefined => projectFileText(root, p); // inside, regular, bounded
  let manifests = 0;
  for (const f of repo.files) {
    const b = posix.basename(f);
    if (f.includes('node_modules/') || f.includes('vendor/') || f.includes('testdata/')) continue;
    const cmd = /(?:^|\/)cmd\/([a-z][\w-]*)\/[^/]+\.go$/.exec(f);
    if (cmd) names.add(cmd[1]!);
    if ((b !== 'package.json' && b !== 'pyproject.toml' && b !== 'Cargo.toml') || ++manifests > MAX_MANIFESTS) continue;
    const t = read(f);
    if (t === undefined) continue;
    if (b === 'package.json') {
      try {
        const j = JSON.parse(t) as { name?: unknown; bin?: unknown };
        if (typeof j.bin === 'string' && typeof j.name === 'string') names.add(j.name.replace(/^@[^/]+\//, ''));
        else if (j.bin && typeof j.bin === 'object') for (const k of Object.keys(j.bin)) names.add(k);
      } catch {
        // not JSON: no names
      }
    } else if (b === 'pyproject.toml') {
      for (const k of tomlTableKeys(t, 'project.scripts') ?? []) names.add(k);
      for (const k of tomlTableKeys(t, 'tool.poetry.scripts') ?? []) names.add(k);
    } else {
      for (const m of t.matchAll(/\[\[bin\]\][^[]*?\bname\s*=\s*"([^"]+)"/g)) names.add(m[1]!);
    }
  }
  for (const n of [...names]) if (n.length < 2 || ['main', 'server', 'app', 'test', 'tests', 'tools'].includes(n)) names.delete(n);
  return names;
}
