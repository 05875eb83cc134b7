// Bundles every CLI entry in scripts/cli/ into a self-contained dist/<name>.mjs that runs under
// plain `node` with no node_modules (a plugin installed from git gets no install step).
// Shared code is split into content-hashed chunks so heavy dependencies are committed once and
// loaded only by the entries that import them. Published JSON Schemas are copied to dist/schemas/.
//
//   tsx scripts/build.ts [--outdir DIR]
import { build } from 'esbuild';
import { readdirSync, rmSync, mkdirSync, copyFileSync, existsSync, readFileSync, mkdtempSync, statSync } from 'node:fs';
import { join, dirname, basename, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { writeFileAtomic } from './shared/atomic-write.ts';
import { generateValidatorsSource, GENERATED } from './contract/generate-validators.ts';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const outIdx = argv.indexOf('--outdir');
const outdir = outIdx >= 0 ? argv[outIdx + 1]! : join(root, 'dist');

const cliDir = join(root, 'scripts', 'cli');
const entryPoints = readdirSync(cliDir)
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map((f) => join(cliDir, f));

// Schema validators are generated code, committed beside the schemas; regenerate when they change.
const validators = generateValidatorsSource();
if (!existsSync(GENERATED) || readFileSync(GENERATED, 'utf8') !== validators) writeFileAtomic(GENERATED, validators);

// Build into a scratch folder, then replace changed files one by one atomically and drop stale
// ones, so a process running dist/ while a build happens never sees a missing or torn file.
const scratch = mkdtempSync(join(tmpdir(), 'dh-build-'));

await build({
  entryPoints,
  outdir: scratch,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  minifySyntax: true,
  // CommonJS dependencies bundled into ESM still call require() for node builtins.
  banner: { js: "import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Published schemas: other tools can validate against the same contract.
const schemaSrc = join(root, 'scripts', 'contract', 'schemas');
if (existsSync(schemaSrc)) {
  mkdirSync(join(scratch, 'schemas'), { recursive: true });
  for (const f of readdirSync(schemaSrc).filter((f) => f.endsWith('.json')).sort()) {
    copyFileSync(join(schemaSrc, f), join(scratch, 'schemas', basename(f)));
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

const fresh = new Set(listFiles(scratch).map((p) => relative(scratch, p)));
for (const rel of fresh) {
  const next = readFileSync(join(scratch, rel));
  const target = join(outdir, rel);
  if (existsSync(target) && readFileSync(target).equals(next)) continue;
  writeFileAtomic(target, next);
}
for (const p of listFiles(outdir)) {
  if (!fresh.has(relative(outdir, p))) rmSync(p);
}
rmSync(scratch, { recursive: true, force: true });
