// The executables installed packages provide, as the repository's lockfile records them: `yarn
// lerna` and `pnpm x` run a dependency's bin, whose name need not be the package's (`@lerna-lite/cli`
// provides `lerna`). Yarn Berry's yarn.lock lists each package's `bin:` map; npm's package-lock.json
// (lockfileVersion 2 and 3) its `packages["node_modules/<name>"].bin`. Yarn 1 and pnpm lockfiles
// record no bin names: they give none. Pure: the caller reads the file.

/** Package name -> the bin names its lockfile entry lists. */
export type LockfileBins = Map<string, string[]>;

/** The package name of a yarn.lock descriptor (`"@lerna-lite/cli@npm:^4.3.0"`, `dedent@npm:^1.7.2`). */
function descriptorName(descriptor: string): string | undefined {
  const d = descriptor.trim().replace(/^"|"$/g, '');
  const at = d.indexOf('@', d.startsWith('@') ? 1 : 0);
  return at > 0 ? d.slice(0, at) : undefined;
}

/** The bins of each package a Yarn Berry yarn.lock lists (its entries' `bin:` maps). */
export function yarnLockBins(text: string): LockfileBins {
  const out: LockfileBins = new Map();
  let names: string[] = [];
  let inBin = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      // An entry's key: one or more descriptors, comma-separated, ending with a colon.
      inBin = false;
      names = line.endsWith(':') ? [...new Set(line.slice(0, -1).split(',').map(descriptorName).filter((n): n is string => n !== undefined))] : [];
      continue;
    }
    if (/^ {2}\S/.test(line)) {
      inBin = line.trim() === 'bin:';
      continue;
    }
    const m = inBin ? /^ {4}"?([^":\s]+)"?\s*:/.exec(line) : null;
    if (!m) continue;
    for (const n of names) {
      const list = out.get(n) ?? out.set(n, []).get(n)!;
      if (!list.includes(m[1]!)) list.push(m[1]!);
    }
  }
  return out;
}

/** The bins of each top-level package an npm package-lock.json (v2, v3) lists. */
export function packageLockBins(text: string): LockfileBins {
  const out: LockfileBins = new Map();
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch {
    return out;
  }
  const packages = (j as { packages?: unknown } | null)?.packages;
  if (!packages || typeof packages !== 'object') return out;
  for (const [key, entry] of Object.entries(packages as Record<string, unknown>)) {
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key);
    const bin = (entry as { bin?: unknown } | null)?.bin;
    if (!m || !bin) continue;
    const names = typeof bin === 'object' ? Object.keys(bin as object) : typeof bin === 'string' ? [m[1]!.replace(/^@[^/]+\//, '')] : [];
    if (names.length > 0) out.set(m[1]!, names);
  }
  return out;
}
