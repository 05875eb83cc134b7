// Bundles every CLI entry in scripts/cli/ into a self-contained dist/<name>.mjs that runs under
// plain `node` with no node_modules (a plugin installed from git gets no install step).
// Shared code is split into content-hashed chunks so heavy dependencies are committed once and
// loaded only by the entries that import them. Published JSON Schemas are copied to dist/schemas/.
// The SessionStart hook runs at every session start and is the exception: see COMMONJS_ENTRIES.
//
//   tsx scripts/build.ts [--outdir DIR]
import { build, type Plugin } from 'esbuild';
import { readdirSync, rmSync, mkdirSync, copyFileSync, existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { join, dirname, basename, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { writeFileAtomic } from './shared/atomic-write.ts';
import { listFiles } from './shared/list-files.ts';
import { generateValidatorsSource, GENERATED } from './contract/generate-validators.ts';
import { generatedScanSchema, SCAN_SCHEMA } from './scan/signal-schema.ts';
import { fileURLToPath } from 'node:url';
import { compactRankTable } from './tokens/rank-table-plugin.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const outIdx = argv.indexOf('--outdir');
const outdir = outIdx >= 0 ? argv[outIdx + 1]! : join(root, 'dist');

const cliDir = join(root, 'scripts', 'cli');
/** Entries emitted as one CommonJS file each, for start time (node's ESM loader alone costs ~8 ms). */
const COMMONJS_ENTRIES = new Set(['session-start.ts']);
const entryPoints = readdirSync(cliDir)
  .filter((f) => f.endsWith('.ts') && !COMMONJS_ENTRIES.has(f))
  .sort()
  .map((f) => join(cliDir, f));

// scan.schema.json's per-signal part comes from the signal modules; then the schema validators are
// generated code, committed beside the schemas. Each is rewritten only when it changed.
const scanSchema = generatedScanSchema();
if (readFileSync(SCAN_SCHEMA, 'utf8') !== scanSchema) writeFileAtomic(SCAN_SCHEMA, scanSchema);
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
  plugins: [compactRankTable],
});

// A CommonJS entry cannot be split into chunks, and inlining its lazy dependencies (the YAML parser)
// would make node parse them at every start. So every dynamic import() becomes its own CommonJS
// file in dist/lazy/, which the entry require()s only when that code path runs.
const lazyTargets = new Map<string, string>(); // resolved source path -> dist/lazy/<name>.cjs
const lazyImportsApart: Plugin = {
  name: 'lazy-imports-apart',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy') return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'lazy' });
      if (r.errors.length > 0) return { errors: r.errors };
      const name = basename(args.path).replace(/\.[cm]?[jt]s$/, '');
      lazyTargets.set(r.path, `lazy/${name}.cjs`);
      return { path: `./lazy/${name}.cjs`, external: true };
    });
  },
};
const commonjs = {
  bundle: true,
  format: 'cjs' as const,
  platform: 'node' as const,
  target: 'node20',
  legalComments: 'none' as const,
  minifySyntax: true,
  logLevel: 'warning' as const,
  // import() from CommonJS would start node's ESM loader (~50 ms); as require() it costs nothing extra.
  supported: { 'dynamic-import': false },
  // `import.meta.url` (shared/manifest.ts finds the plugin's manifest from it) is the file's own URL.
  define: { 'import.meta.url': '__dh_import_meta_url' },
  banner: { js: "const __dh_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
};
for (const f of [...COMMONJS_ENTRIES].sort()) {
  await build({ ...commonjs, entryPoints: [join(cliDir, f)], outfile: join(scratch, f.replace(/\.ts$/, '.cjs')), plugins: [lazyImportsApart] });
}
for (const [src, out] of [...lazyTargets].sort()) {
  await build({ ...commonjs, entryPoints: [src], outfile: join(scratch, out) });
}

// Published schemas: other tools can validate against the same contract.
const schemaSrc = join(root, 'scripts', 'contract', 'schemas');
if (existsSync(schemaSrc)) {
  mkdirSync(join(scratch, 'schemas'), { recursive: true });
  for (const f of readdirSync(schemaSrc).filter((f) => f.endsWith('.json')).sort()) {
    copyFileSync(join(schemaSrc, f), join(scratch, 'schemas', basename(f)));
  }
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
