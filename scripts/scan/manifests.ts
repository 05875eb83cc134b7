// Version pins from the repository's manifests: package.json (engines, packageManager,
// dependencies), .nvmrc, .node-version, .python-version, pyproject.toml, go.mod, Cargo.toml and
// Dockerfile base images. Each pin keeps the spec exactly as written and the line it stands on.
// The TOML files are read line by line for the few tables we need (no TOML dependency).
import { posix } from 'node:path';
import type { VersionPin } from './types.ts';

/** Canonical subject names: what a doc may call the same runtime or image. */
export const SUBJECT_ALIASES: Record<string, string> = {
  node: 'node',
  'node.js': 'node',
  nodejs: 'node',
  python: 'python',
  python3: 'python',
  cpython: 'python',
  go: 'go',
  golang: 'go',
  rust: 'rust',
  postgres: 'postgres',
  postgresql: 'postgres',
};

export function canonicalSubject(name: string): string {
  const n = name.toLowerCase();
  return SUBJECT_ALIASES[n] ?? n;
}

export function isManifestPath(p: string): boolean {
  const b = posix.basename(p);
  return (
    b === 'package.json' ||
    b === '.nvmrc' ||
    b === '.node-version' ||
    b === '.python-version' ||
    b === 'pyproject.toml' ||
    b === 'go.mod' ||
    b === 'Cargo.toml' ||
    isDockerfile(b)
  );
}

function isDockerfile(b: string): boolean {
  return b === 'Dockerfile' || b.startsWith('Dockerfile.') || /\.dockerfile$/i.test(b);
}

function lineOf(lines: string[], test: (l: string) => boolean, from = 0): number | undefined {
  for (let i = from; i < lines.length; i++) if (test(lines[i]!)) return i + 1;
  return undefined;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function readPins(manifest: string, text: string): VersionPin[] {
  const b = posix.basename(manifest);
  const lines = text.split(/\r?\n/);
  if (b === 'package.json') return packageJson(manifest, text, lines);
  if (b === '.nvmrc' || b === '.node-version' || b === '.python-version') {
    const i = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    if (i < 0) return [];
    const spec = lines[i]!.trim();
    const subject = b === '.python-version' ? 'python' : 'node';
    return [{ subject, spec, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'partial' }];
  }
  if (b === 'pyproject.toml') return pyproject(manifest, lines);
  if (b === 'go.mod') return goMod(manifest, lines);
  if (b === 'Cargo.toml') return cargo(manifest, lines);
  if (isDockerfile(b)) return dockerfile(manifest, lines);
  return [];
}

function packageJson(manifest: string, text: string, lines: string[]): VersionPin[] {
  let j: Record<string, unknown>;
  try {
    j = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  const out: VersionPin[] = [];
  const at = (name: string, spec: string) =>
    lineOf(lines, (l) => new RegExp(`"${escapeRe(name)}"\\s*:\\s*"${escapeRe(spec)}"`).test(l));
  const engines = j.engines;
  if (engines && typeof engines === 'object') {
    for (const [name, spec] of Object.entries(engines as Record<string, unknown>)) {
      if (typeof spec === 'string') out.push({ subject: canonicalSubject(name), spec, manifest, manifest_line: at(name, spec), kind: 'runtime', bare: 'partial' });
    }
  }
  if (typeof j.packageManager === 'string') {
    const m = /^([^@]+)@([^+]+)/.exec(j.packageManager);
    if (m) out.push({ subject: m[1]!.toLowerCase(), spec: m[2]!, manifest, manifest_line: lineOf(lines, (l) => l.includes('"packageManager"')), kind: 'runtime', bare: 'partial' });
  }
  for (const section of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const deps = j[section];
    if (!deps || typeof deps !== 'object') continue;
    for (const [name, spec] of Object.entries(deps as Record<string, unknown>)) {
      if (typeof spec === 'string') out.push({ subject: name.toLowerCase(), spec, manifest, manifest_line: at(name, spec), kind: 'package', bare: 'partial' });
    }
  }
  return out;
}

function tomlString(v: string): string | undefined {
  const m = /^\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? (m[1] ?? m[2]) : undefined;
}

function tomlVersion(v: string): string | undefined {
  const direct = tomlString(v);
  if (direct !== undefined) return direct;
  const m = /\bversion\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? (m[1] ?? m[2]) : undefined;
}

function pythonName(n: string): string {
  return n.toLowerCase().replace(/[_.]+/g, '-');
}

/** A PEP 508 requirement: `name[extra] (>=1.0) ; marker`. */
function pep508(req: string): { name: string; spec: string } | undefined {
  const m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;)]*)\)?/.exec(req);
  if (!m || m[2]!.trim() === '') return undefined;
  return { name: pythonName(m[1]!), spec: m[2]!.trim() };
}

function pyproject(manifest: string, lines: string[]): VersionPin[] {
  const out: VersionPin[] = [];
  let table = '';
  let inArray = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\s+#.*$/, '');
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header && !inArray) {
      table = header[1]!.trim();
      continue;
    }
    if (inArray) {
      for (const m of line.matchAll(/"([^"]+)"|'([^']+)'/g)) {
        const r = pep508(m[1] ?? m[2]!);
        if (r) out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: 'package', bare: 'partial' });
      }
      if (line.includes(']')) inArray = false;
      continue;
    }
    const kv = /^\s*([A-Za-z0-9_.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!.replace(/"/g, '');
    const value = kv[2]!;
    if (table === 'project' && key === 'requires-python') {
      const spec = tomlString(value);
      if (spec) out.push({ subject: 'python', spec, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'partial' });
    } else if ((table === 'project' && key === 'dependencies') || table === 'project.optional-dependencies') {
      if (value.trim().startsWith('[')) {
        for (const m of value.matchAll(/"([^"]+)"|'([^']+)'/g)) {
          const r = pep508(m[1] ?? m[2]!);
          if (r) out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: 'package', bare: 'partial' });
        }
        if (!value.includes(']')) inArray = true;
      }
    } else if (/^tool\.poetry\.(?:group\.[^.]+\.)?(?:dev-)?dependencies$/.test(table)) {
      const spec = tomlVersion(value);
      if (!spec) continue;
      if (key === 'python') out.push({ subject: 'python', spec, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'caret' });
      else out.push({ subject: pythonName(key), spec, manifest, manifest_line: i + 1, kind: 'package', bare: 'caret' });
    }
  }
  return out;
}

function goMod(manifest: string, lines: string[]): VersionPin[] {
  const out: VersionPin[] = [];
  let inRequire = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\/\/.*$/, '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^go\s+(\d+(?:\.\d+){0,2})$/.exec(line))) {
      out.push({ subject: 'go', spec: m[1]!, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'minimum' });
    } else if ((m = /^toolchain\s+go(\d+(?:\.\d+){0,2})$/.exec(line))) {
      out.push({ subject: 'go', spec: m[1]!, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'partial' });
    } else if (/^require\s*\($/.test(line)) {
      inRequire = true;
    } else if (inRequire && line === ')') {
      inRequire = false;
    } else if ((m = (inRequire ? /^(\S+)\s+(v\S+)/ : /^require\s+(\S+)\s+(v\S+)/).exec(line))) {
      out.push({ subject: m[1]!.toLowerCase(), spec: m[2]!, manifest, manifest_line: i + 1, kind: 'package', bare: 'partial' });
    }
  }
  return out;
}

function cargo(manifest: string, lines: string[]): VersionPin[] {
  const out: VersionPin[] = [];
  let table = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\s+#.*$/, '');
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      table = header[1]!.trim();
      continue;
    }
    const kv = /^\s*([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!;
    const value = kv[2]!;
    const depTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies$/.test(table);
    const depSubTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies\.([A-Za-z0-9_-]+)$/.exec(table);
    if ((table === 'package' || table === 'workspace.package') && key === 'rust-version') {
      const spec = tomlString(value);
      if (spec) out.push({ subject: 'rust', spec, manifest, manifest_line: i + 1, kind: 'runtime', bare: 'minimum' });
    } else if (depTable) {
      const spec = tomlVersion(value);
      if (spec) out.push({ subject: key.toLowerCase(), spec, manifest, manifest_line: i + 1, kind: 'package', bare: 'caret' });
    } else if (depSubTable && key === 'version') {
      const spec = tomlString(value);
      if (spec) out.push({ subject: depSubTable[1]!.toLowerCase(), spec, manifest, manifest_line: i + 1, kind: 'package', bare: 'caret' });
    }
  }
  return out;
}

function dockerfile(manifest: string, lines: string[]): VersionPin[] {
  const out: VersionPin[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*FROM\s+(?:--\S+\s+)*(\S+)/i.exec(lines[i]!);
    if (!m || m[1]!.includes('$')) continue;
    const ref = m[1]!.replace(/@sha256:[0-9a-f]+$/i, '');
    const slash = ref.lastIndexOf('/');
    const colon = ref.lastIndexOf(':');
    if (colon <= slash) continue;
    const name = ref.slice(slash + 1, colon).toLowerCase();
    const tag = ref.slice(colon + 1);
    const v = /^v?(\d+(?:\.\d+){0,2})/.exec(tag);
    if (!v) continue;
    const subject = canonicalSubject(name);
    const runtime = subject === 'node' || subject === 'python' || subject === 'go' || subject === 'rust';
    out.push({ subject, spec: v[1]!, manifest, manifest_line: i + 1, kind: runtime ? 'runtime' : 'image', bare: 'partial' });
  }
  return out;
}
