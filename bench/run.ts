// npm run bench: every benchmark, side by side with its peers in one run, reported as ratios.
// Each area's benchmark is bench/<area>.ts exporting `run(): Promise<string>` (a printed table).
// Speed is never asserted in tests; it is measured here.
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const AREAS = ['scanner', 'history', 'ci', 'lifecycle', 'hook', 'pipeline', 'apply', 'model-cost'];
const only = process.argv.slice(2);

for (const area of AREAS) {
  if (only.length && !only.includes(area)) continue;
  const file = join(here, `${area}.ts`);
  if (!existsSync(file)) continue;
  process.stdout.write(`\n## ${area}\n\n`);
  const mod = (await import(pathToFileURL(file).href)) as { run?: () => Promise<string> };
  if (typeof mod.run !== 'function') {
    process.stdout.write(`(bench/${area}.ts exports no run())\n`);
    continue;
  }
  const started = Date.now();
  try {
    process.stdout.write((await mod.run()).trimEnd() + '\n');
  } catch (err) {
    process.stdout.write(`FAILED: ${(err as Error).message}\n`);
    process.exitCode = 1;
  }
  process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}
