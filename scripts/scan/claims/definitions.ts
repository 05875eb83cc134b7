// What the repository defines that a doc's command can name: package.json scripts (the package the
// command runs in, its ancestors and, for workspace commands, every workspace package), Makefile
// targets (with the makefiles they include), justfile recipes, Taskfile tasks, pyproject scripts,
// cargo aliases and `go run ./path` packages. Each file is read once, on first use. A lookup answers
// defined / missing (with the files looked in) / unknown: unknown when the repository cannot say
// (no such file, a makefile with computed targets, an include we cannot resolve) — never a finding.
import { posix } from 'node:path';
import { projectFileText } from '../../shared/paths.ts';
import { minimatch } from 'minimatch';
import { parse as parseYaml } from 'yaml';
import { byCodeUnit } from '../../shared/order.ts';
import type { RepoIndex } from '../types.ts';
import type { CommandUse } from './doc-commands.ts';
import { pushAll } from '../../shared/arrays.ts';
import { packageLockBins, yarnLockBins, type LockfileBins } from './lockfile-bins.ts';

export type Lookup =
  | { state: 'defined' }
  | { state: 'unknown' }
  /** `files`: the definition files looked in; `kind`: what they define (for the detail). */
  | { state: 'missing'; files: string[]; kind: string };

interface NameSet {
  names: Set<string>;
  /** Patterns (`%` make rules, `*` tasks) a name may match. */
  patterns: RegExp[];
  /** True when the file defines names we cannot read (computed targets, unresolved includes). */
  open: boolean;
}

const MAX_INCLUDE_DEPTH = 5;
/** Package manifests read for scripts and bins defined anywhere in the repository, at most this many. */
const MAX_ANY_PACKAGES = 2000;
const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
const JUSTFILES = ['justfile', 'Justfile', '.justfile', 'JUSTFILE'];
const TASKFILES = ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml', 'taskfile.yaml', 'Taskfile.dist.yml', 'Taskfile.dist.yaml'];
const CARGO_BUILTIN = new Set(['add', 'b', 'bench', 'build', 'c', 'check', 'clean', 'clippy', 'config', 'd', 'doc', 'fetch', 'fix', 'fmt', 'generate-lockfile', 'help', 'info', 'init', 'install', 'locate-project', 'login', 'logout', 'metadata', 'miri', 'new', 'owner', 'package', 'pkgid', 'publish', 'r', 'remove', 'report', 'rm', 'run', 'rustc', 'rustdoc', 'search', 't', 'test', 'tree', 'uninstall', 'update', 'vendor', 'verify-project', 'version', 'yank']);
const PY_TOOLS = new Set(['python', 'python3', 'pip', 'pip3', 'pytest', 'py.test', 'ruff', 'mypy', 'black', 'isort', 'flake8', 'pylint', 'pre-commit', 'coverage', 'tox', 'nox', 'jupyter', 'ipython', 'sphinx-build', 'mkdocs', 'uvicorn', 'gunicorn', 'alembic', 'django-admin', 'celery', 'pyright', 'basedpyright', 'maturin', 'twine', 'build', 'hatch', 'poetry', 'uv', 'pdm', 'streamlit', 'fastapi', 'flask', 'bandit', 'pyinstaller', 'playwright', 'locust', 'ty']);

export class CommandDefinitions {
  private readonly text = new Map<string, string | undefined>();
  private readonly parsed = new Map<string, NameSet | undefined>();
  private workspaceDirs: string[] | undefined;

  constructor(
    private readonly root: string,
    private readonly repo: RepoIndex,
  ) {}

  private read(path: string): string | undefined {
    if (!this.text.has(path)) {
      // Inside the project, regular (a tracked link to /dev/zero is not code), bounded.
      this.text.set(path, this.repo.files.has(path) ? projectFileText(this.root, path) : undefined);
    }
    return this.text.get(path);
  }

  private cached(key: string, make: () => NameSet | undefined): NameSet | undefined {
    if (!this.parsed.has(key)) this.parsed.set(key, make());
    return this.parsed.get(key);
  }

  /** The folders a command may run in: the one it names (relative to the doc, else to the root), else the doc's folder and its ancestors. */
  private folders(docDir: string, cwd: string | undefined): string[] {
    if (cwd !== undefined) {
      const out: string[] = [];
      for (const base of [docDir, '']) {
        const d = posix.normalize(posix.join(base, cwd)).replace(/\/$/, '');
        const dir = d === '.' ? '' : d;
        if (!dir.startsWith('..') && (dir === '' || this.repo.dirs.has(dir)) && !out.includes(dir)) out.push(dir);
      }
      return out;
    }
    const out: string[] = [];
    for (let d = docDir; ; d = posix.dirname(d)) {
      const dir = d === '.' ? '' : d;
      out.push(dir);
      if (dir === '') break;
    }
    return out;
  }

  lookup(use: CommandUse, docPath: string): Lookup {
    const d = posix.dirname(docPath);
    const docDir = d === '.' ? '' : d;
    const folders = this.folders(docDir, use.cwd);
    switch (use.runner) {
      case 'npm':
      case 'pnpm':
      case 'yarn':
      case 'bun':
        return this.packageScript(use, folders);
      case 'make':
        return this.nearest(use.name, folders, MAKEFILES, (p) => this.makeTargets(p, 0), 'targets');
      case 'just': {
        const r = this.nearest(use.name, folders, JUSTFILES, (p) => this.justRecipes(p, 0), 'recipes');
        return r;
      }
      case 'task':
        return this.nearest(use.name, folders, TASKFILES, (p) => this.tasks(p), 'tasks');
      case 'uv':
      case 'poetry':
      case 'hatch':
        return this.pyScript(use.name, folders);
      case 'cargo':
        return this.cargoAlias(use.name, folders);
      case 'go':
        return this.goPackage(use.name, folders);
    }
  }

  /**
   * The definition files of the command's folder and its ancestors decide (a doc in a subfolder may
   * mean the root's Makefile); a name some other file of that kind defines is no finding either (the
   * doc may mean that folder without saying so).
   */
  private nearest(name: string, folders: string[], names: string[], read: (path: string) => NameSet | undefined, kind: string): Lookup {
    const looked: string[] = [];
    // A doc deep in a content tree, far from any such file, is about another checkout (a docs
    // repository describing its project's build): only the doc's folder and its parent count.
    for (const dir of folders.slice(0, 2)) {
      for (const n of names) {
        const p = dir === '' ? n : `${dir}/${n}`;
        if (!this.repo.files.has(p)) continue;
        const set = read(p);
        if (!set || set.open) return { state: 'unknown' };
        if (has(set, name)) return { state: 'defined' };
        looked.push(p);
        break;
      }
    }
    if (looked.length === 0) return { state: 'unknown' };
    for (const f of this.repo.files) {
      if (!names.includes(posix.basename(f)) || looked.includes(f) || f.includes('node_modules/')) continue;
      const set = read(f);
      if (!set || set.open || has(set, name)) return { state: 'unknown' };
    }
    return { state: 'missing', files: looked, kind };
  }

  // ---- package.json

  private scripts(pkgPath: string): NameSet | undefined {
    return this.cached(pkgPath, () => {
      const t = this.read(pkgPath);
      if (t === undefined) return undefined;
      try {
        const j = JSON.parse(t) as { scripts?: Record<string, unknown>; dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
        // Dependencies' names and the bins their lockfile entries list, marked: `pnpm x` / `yarn x`
        // also run an installed package's binary (`yarn lerna` runs @lerna-lite/cli's `lerna`).
        const depNames = [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {})];
        const bins = this.lockfileBins(posix.dirname(pkgPath) === '.' ? '' : posix.dirname(pkgPath));
        const deps = depNames.flatMap((d) => [d.replace(/^@[^/]+\//, ''), ...bins.flatMap((b) => b.get(d) ?? [])]).map((n) => `\0${n}`);
        return { names: new Set([...Object.keys(j.scripts ?? {}), ...deps]), patterns: [], open: false };
      } catch {
        return { names: new Set(), patterns: [], open: true };
      }
    });
  }

  private readonly bins = new Map<string, LockfileBins>();

  /** The bins the lockfiles of the package's folder and of the repository root list (where a workspace's lockfile lives). */
  private lockfileBins(dir: string): LockfileBins[] {
    const out: LockfileBins[] = [];
    for (const d of new Set([dir, ''])) {
      for (const [name, parse] of [['yarn.lock', yarnLockBins], ['package-lock.json', packageLockBins]] as const) {
        const p = d === '' ? name : `${d}/${name}`;
        if (!this.bins.has(p)) {
          const t = this.read(p);
          this.bins.set(p, t === undefined ? new Map() : parse(t));
        }
        out.push(this.bins.get(p)!);
      }
    }
    return out;
  }

  private workspaces(): string[] {
    if (this.workspaceDirs) return this.workspaceDirs;
    const globs: string[] = [];
    const rootPkg = this.read('package.json');
    if (rootPkg !== undefined) {
      try {
        const w = (JSON.parse(rootPkg) as { workspaces?: unknown }).workspaces;
        const list = Array.isArray(w) ? w : w && typeof w === 'object' ? (w as { packages?: unknown }).packages : undefined;
        if (Array.isArray(list)) for (const g of list) if (typeof g === 'string') globs.push(g);
      } catch {
        // unreadable: no workspaces
      }
    }
    const pnpm = this.read('pnpm-workspace.yaml');
    if (pnpm !== undefined) {
      try {
        const y = parseYaml(pnpm) as { packages?: unknown } | null;
        if (y && Array.isArray(y.packages)) for (const g of y.packages) if (typeof g === 'string') globs.push(g);
      } catch {
        // unreadable
      }
    }
    const include = globs.filter((g) => !g.startsWith('!')).map((g) => g.replace(/^\.\//, '').replace(/\/$/, ''));
    const exclude = globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1).replace(/^\.\//, '').replace(/\/$/, ''));
    const dirs: string[] = [];
    if (include.length > 0) {
      for (const f of this.repo.files) {
        if (!f.endsWith('/package.json') || f.includes('node_modules/')) continue;
        const dir = f.slice(0, -'/package.json'.length);
        if (include.some((g) => minimatch(dir, g)) && !exclude.some((g) => minimatch(dir, g))) dirs.push(dir);
      }
    }
    this.workspaceDirs = dirs.sort(byCodeUnit);
    return this.workspaceDirs;
  }

  private packageScript(use: CommandUse, folders: string[]): Lookup {
    const looked: string[] = [];
    const check = (dir: string, record = true): boolean | undefined => {
      const p = dir === '' ? 'package.json' : `${dir}/package.json`;
      const s = this.repo.files.has(p) ? this.scripts(p) : undefined;
      if (!s) return undefined;
      if (s.open) return true;
      if (record) looked.push(p);
      return s.names.has(use.name) || (use.implicit === true && s.names.has(`\0${use.name}`));
    };
    let any = false;
    if (use.package !== undefined) {
      // yarn workspace <pkg> <script>: that package's scripts.
      for (const dir of this.workspaces()) {
        const t = this.read(`${dir}/package.json`);
        let name: unknown;
        try {
          name = t === undefined ? undefined : (JSON.parse(t) as { name?: unknown }).name;
        } catch {
          name = undefined;
        }
        if (name === use.package) return check(dir) === false ? { state: 'missing', files: looked, kind: 'scripts' } : { state: 'defined' };
      }
      return { state: 'unknown' };
    }
    for (const dir of folders) {
      const r = check(dir);
      if (r === true) return { state: 'defined' };
      if (r === false) any = true;
    }
    if (!any) return { state: 'unknown' }; // no package here: the command is about another project
    // A script another workspace package defines may be meant for that package: not a finding.
    for (const dir of this.workspaces()) if (check(dir, false) === true) return { state: 'defined' };
    // Nor one any package of the repository defines as a script or a bin (a package outside the
    // workspaces, an app with its own lock file): the doc may mean that package without saying so.
    if (this.definedInAnyPackage(use.name)) return { state: 'defined' };
    return { state: 'missing', files: [...new Set(looked)].sort(byCodeUnit), kind: 'scripts' };
  }

  private anyPackage: Set<string> | undefined;

  /** Whether some package.json of the repository (not under node_modules) has `name` among its scripts or bins. */
  private definedInAnyPackage(name: string): boolean {
    if (!this.anyPackage) {
      this.anyPackage = new Set();
      let n = 0;
      for (const f of [...this.repo.files].sort(byCodeUnit)) {
        if (posix.basename(f) !== 'package.json' || f.includes('node_modules/')) continue;
        if (++n > MAX_ANY_PACKAGES) break;
        const t = this.read(f);
        if (t === undefined) continue;
        try {
          const j = JSON.parse(t) as { name?: unknown; scripts?: unknown; bin?: unknown };
          if (j.scripts && typeof j.scripts === 'object') for (const k of Object.keys(j.scripts)) this.anyPackage.add(k);
          if (j.bin && typeof j.bin === 'object') for (const k of Object.keys(j.bin)) this.anyPackage.add(k);
          else if (typeof j.bin === 'string' && typeof j.name === 'string') this.anyPackage.add(j.name.replace(/^@[^/]+\//, ''));
        } catch {
          // not JSON: defines nothing readable
        }
      }
    }
    return this.anyPackage.has(name);
  }

  // ---- Makefiles

  private makeTargets(path: string, depth: number): NameSet | undefined {
    return this.cached(`make:${path}`, () => {
      const t = this.read(path);
      if (t === undefined) return undefined;
      const set: NameSet = { names: new Set(), patterns: [], open: false };
      const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
      const lines = t.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
      for (const line of lines) {
        if (line.startsWith('\t') || /^\s*#/.test(line)) continue;
        const inc = /^\s*-?(?:include|sinclude)\s+(.+)$/.exec(line);
        if (inc) {
          for (const f of inc[1]!.replace(/#.*$/, '').trim().split(/\s+/)) {
            if (f.includes('$') || f.includes('*')) {
              set.open = true;
              continue;
            }
            const candidates = [posix.normalize(posix.join(dir, f)), posix.normalize(f)];
            const found = candidates.find((c) => this.repo.files.has(c));
            if (!found) {
              if (!inc[0].trimStart().startsWith('-') && !inc[0].trimStart().startsWith('s')) set.open = true;
              continue;
            }
            const sub = depth < MAX_INCLUDE_DEPTH ? this.makeTargets(found, depth + 1) : undefined;
            if (!sub) set.open = true;
            else merge(set, sub);
          }
          continue;
        }
        const m = /^([^\s:=#][^:=#]*?)\s*(::?)(?![=])/.exec(line);
        if (!m || /^\s*(?:export|override|define|ifeq|ifneq|ifdef|ifndef|else|endif|vpath)\b/.test(line)) continue;
        if (/^[^:]*:[^=]*\?=|^[^:]*::=/.test(line)) continue;
        for (const target of m[1]!.trim().split(/\s+/)) {
          if (target.includes('$')) set.open = true;
          else if (target.includes('%')) set.patterns.push(new RegExp('^' + escapeRe(target).replace('%', '.+') + '$'));
          else set.names.add(target);
        }
        const phony = /^\.PHONY\s*:(.*)$/.exec(line);
        if (phony) for (const n of phony[1]!.trim().split(/\s+/)) if (n && !n.includes('$')) set.names.add(n);
      }
      return set;
    });
  }

  // ---- justfiles

  private justRecipes(path: string, depth: number): NameSet | undefined {
    return this.cached(`just:${path}`, () => {
      const t = this.read(path);
      if (t === undefined) return undefined;
      const set: NameSet = { names: new Set(), patterns: [], open: false };
      const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
      for (const line of t.split(/\r?\n/)) {
        if (/^\s/.test(line) || line.startsWith('#')) continue;
        const imp = /^import(\?)?\s+['"]([^'"]+)['"]/.exec(line);
        if (imp) {
          const p = posix.normalize(posix.join(dir, imp[2]!));
          const sub = this.repo.files.has(p) && depth < MAX_INCLUDE_DEPTH ? this.justRecipes(p, depth + 1) : undefined;
          if (sub) merge(set, sub);
          else if (!imp[1]) set.open = true;
          continue;
        }
        const mod = /^mod(\?)?\s+([\w-]+)/.exec(line);
        if (mod) {
          set.names.add(mod[2]!); // `just mod recipe` and `just mod::recipe`
          set.patterns.push(new RegExp('^' + escapeRe(mod[2]!) + '::'));
          continue;
        }
        const alias = /^alias\s+([\w-]+)\s*:=/.exec(line);
        if (alias) {
          set.names.add(alias[1]!);
          continue;
        }
        if (/^(?:set|export)\s/.test(line) || /^[\w-]+\s*:=/.test(line)) continue;
        const r = /^(?:\[[^\]]*\]\s*)*@?([A-Za-z_][\w-]*)(?:\s+[^:]*)?:(?!=)/.exec(line);
        if (r) set.names.add(r[1]!);
      }
      return set;
    });
  }

  // ---- Taskfiles

  private tasks(path: string): NameSet | undefined {
    return this.cached(`task:${path}`, () => {
      const t = this.read(path);
      if (t === undefined) return undefined;
      const set: NameSet = { names: new Set(), patterns: [], open: false };
      let y: { tasks?: Record<string, unknown>; includes?: Record<string, unknown> } | null;
      try {
        y = parseYaml(t) as typeof y;
      } catch {
        return { ...set, open: true };
      }
      for (const [name, task] of Object.entries(y?.tasks ?? {})) {
        if (name.includes('*')) set.patterns.push(new RegExp('^' + escapeRe(name).replace(/\\\*/g, '.+') + '$'));
        else set.names.add(name);
        const aliases = task && typeof task === 'object' ? (task as { aliases?: unknown }).aliases : undefined;
        if (Array.isArray(aliases)) for (const a of aliases) if (typeof a === 'string') set.names.add(a);
      }
      for (const ns of Object.keys(y?.includes ?? {})) set.patterns.push(new RegExp('^' + escapeRe(ns) + ':'));
      return set;
    });
  }

  // ---- pyproject

  private pyScript(name: string, folders: string[]): Lookup {
    if (PY_TOOLS.has(name)) return { state: 'defined' };
    for (const dir of folders) {
      const p = dir === '' ? 'pyproject.toml' : `${dir}/pyproject.toml`;
      const t = this.read(p);
      if (t === undefined) continue;
      // A dependency or any other mention of the name in the project's files: it may be installed.
      const word = new RegExp(`(?<![\\w-])${escapeRe(name)}(?![\\w-])`, 'i');
      if (word.test(t)) return { state: 'defined' };
      for (const lock of ['uv.lock', 'poetry.lock', 'pdm.lock', 'requirements.txt', 'requirements-dev.txt']) {
        const l = this.read(dir === '' ? lock : `${dir}/${lock}`);
        if (l !== undefined && word.test(l)) return { state: 'defined' };
      }
      return { state: 'missing', files: [p], kind: 'scripts and dependencies' };
    }
    return { state: 'unknown' };
  }

  // ---- cargo

  private cargoAlias(name: string, folders: string[]): Lookup {
    if (CARGO_BUILTIN.has(name)) return { state: 'defined' };
    for (const dir of folders) {
      for (const f of ['.cargo/config.toml', '.cargo/config']) {
        const p = dir === '' ? f : `${dir}/${f}`;
        const t = this.read(p);
        if (t === undefined) continue;
        const aliases = tomlTableKeys(t, 'alias');
        if (aliases === undefined) return { state: 'unknown' }; // no aliases: `cargo x` is an installed subcommand
        if (aliases.has(name)) return { state: 'defined' };
        // An in-repository `cargo-x` crate or binary is a subcommand too.
        for (const d of this.repo.dirs) if (posix.basename(d) === `cargo-${name}`) return { state: 'defined' };
        return { state: 'missing', files: [p], kind: 'aliases' };
      }
    }
    return { state: 'unknown' };
  }

  // ---- go run ./path

  private goPackage(name: string, folders: string[]): Lookup {
    const rel = name.replace(/\/\.\.\.$/, '').replace(/\/$/, '');
    for (const dir of folders) {
      if (this.repo.files.has(dir === '' ? 'go.mod' : `${dir}/go.mod`) || dir === '') {
        const p = posix.normalize(posix.join(dir, rel));
        if (this.repo.dirs.has(p) || this.repo.files.has(p) || p === '.') return { state: 'defined' };
        if (dir === '' && !this.repo.files.has('go.mod')) return { state: 'unknown' };
        // A path whose first folder this module has not got (`./test/e2e` in a docs repository) is
        // run in another project's checkout: no claim about this one.
        const top = posix.join(dir, rel.replace(/^\.\//, '').split('/')[0] ?? '');
        if (!this.repo.dirs.has(top)) return { state: 'unknown' };
        return { state: 'missing', files: [dir === '' ? 'go.mod' : `${dir}/go.mod`], kind: 'packages' };
      }
    }
    return { state: 'unknown' };
  }

  /** The names a definition file defines now (for rename evidence); undefined when unreadable. */
  namesIn(file: string): Set<string> | undefined {
    const b = posix.basename(file);
    const set = b === 'package.json' ? { names: new Set([...(this.scripts(file)?.names ?? [])].filter((n) => !n.startsWith('\0'))), patterns: [], open: false } : MAKEFILES.includes(b) ? this.makeTargets(file, 0) : JUSTFILES.includes(b) ? this.justRecipes(file, 0) : TASKFILES.includes(b) ? this.tasks(file) : b.startsWith('config') ? { names: tomlTableKeys(this.read(file) ?? '', 'alias') ?? new Set<string>(), patterns: [], open: false } : undefined;
    return set?.names;
  }
}

function has(set: NameSet, name: string): boolean {
  return set.names.has(name) || set.patterns.some((p) => p.test(name));
}

function merge(into: NameSet, from: NameSet): void {
  for (const n of from.names) into.names.add(n);
  pushAll(into.patterns, from.patterns);
  if (from.open) into.open = true;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keys of one TOML table (`[alias]`); undefined when the table is absent. */
export function tomlTableKeys(text: string, table: string): Set<string> | undefined {
  let inTable = false;
  let found = false;
  const keys = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const h = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (h) {
      inTable = h[1]!.trim() === table;
      if (inTable) found = true;
      continue;
    }
    if (!inTable) continue;
    const k = /^\s*["']?([\w.-]+)["']?\s*=/.exec(line);
    if (k) keys.add(k[1]!);
  }
  return found ? keys : undefined;
}
