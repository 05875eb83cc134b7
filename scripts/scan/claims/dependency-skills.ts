// A skill that documents a library the repository depends on but does not build (a vendored
// `opentui` skill in a repository depending on `@opentui/core`): its references are that library's
// manual, and the commands in them (`bun run test:native`) are scripts of the library's own
// repository, no claim about this one's.
import { posix } from 'node:path';
import { projectFileText } from '../../shared/paths.ts';
import type { RepoIndex } from '../types.ts';

const MAX_MANIFESTS = 200;

export class DependencySkills {
  private deps: Set<string> | undefined;
  private own: Set<string> | undefined;
  constructor(
    private readonly root: string,
    private readonly repo: RepoIndex,
  ) {}

  /** The skill folder holding `path` (the nearest folder above it with a SKILL.md), when its name is a dependency's the repository does not build. */
  foreignSkill(path: string): string | undefined {
    let dir = posix.dirname(path);
    while (dir !== '.' && dir !== '') {
      if (this.repo.files.has(`${dir}/SKILL.md`)) {
        const name = posix.basename(dir).toLowerCase();
        this.read();
        return this.deps!.has(name) && !this.own!.has(name) ? dir : undefined;
      }
      dir = posix.dirname(dir);
    }
    return undefined;
  }

  /** package.json dependency names (a scoped name gives its scope too), and the names of the packages the repository builds. */
  private read(): void {
    if (this.deps) return;
    this.deps = new Set();
    this.own = new Set();
    let n = 0;
    for (const f of [...this.repo.files].sort()) {
      const b = posix.basename(f);
      if (f.includes('node_modules/') || b !== 'package.json' || ++n > MAX_MANIFESTS) continue;
      const t = projectFileText(this.root, f);
      if (t === undefined) continue;
      try {
        const j = JSON.parse(t) as { name?: unknown; dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown>; peerDependencies?: Record<string, unknown> };
        if (typeof j.name === 'string') for (const x of npmNames(j.name)) this.own.add(x);
        for (const d of [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {}), ...Object.keys(j.peerDependencies ?? {})]) for (const x of npmNames(d)) this.deps.add(x);
      } catch {
        // not JSON: nothing
      }
    }
  }
}

/** `@opentui/core` → `@opentui/core` and its scope `opentui` (a bare `core` names too much); `react` → `react`. */
function npmNames(name: string): string[] {
  const n = name.toLowerCase();
  const m = /^@([^/]+)\/(.+)$/.exec(n);
  return m ? [n, m[1]!] : [n];
}
