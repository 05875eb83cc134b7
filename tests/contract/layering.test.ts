// Data flows one way through the stages: scripts/README.md writes the stage order once, and this test
// reads it there. Every relative import in scripts/ (static, type-only, re-export or dynamic) must
// stay in its folder or go to a folder earlier in the order; no set of files may import each other
// in a circle at run time (type-only imports are erased); every folder of scripts/ has its place in
// the order. Tests mirror scripts/: every stage of the README's table has its tests/<folder>/, and
// every folder of tests/ is named after a folder of scripts/ (or is one of the harness folders).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';

const SCRIPTS = join(REPO_ROOT, 'scripts');
/** Outside the order: the bundler, and the validators it generates from the schemas. */
const OUTSIDE = new Set(['build.ts']);

interface Import {
  from: string;
  line: number;
  to: string;
  /** `import type` / `export type`: erased when compiled, so it can close no circle at run time. */
  typeOnly: boolean;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (n === 'generated') return [];
    return statSync(p).isDirectory() ? tsFiles(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** Every relative import of a source text, with its line. */
function importsOf(file: string, text: string): Import[] {
  const out: Import[] = [];
  const lines = text.split('\n');
  lines.forEach((l, i) => {
    for (const m of l.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      // The statement starts on this line or, for `} from '...'`, on the nearest line above that opens it.
      let start = i;
      while (start > 0 && !/^\s*(?:import|export)\b/.test(lines[start]!)) start--;
      out.push({ from: file, line: i + 1, to: resolve(dirname(file), m[1]!), typeOnly: /^\s*(?:import|export)\s+type\b/.test(lines[start]!) });
    }
  });
  return out;
}

function stageOrder(): string[] {
  const readme = readFileSync(join(SCRIPTS, 'README.md'), 'utf8');
  const at = readme.indexOf('<!-- stage-order');
  assert.ok(at >= 0, 'scripts/README.md has no stage-order line');
  const line = readme.slice(at).split('\n')[1]!;
  const order = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
  assert.ok(order.length > 3, `unreadable stage-order line: ${line}`);
  return order;
}

/** The folders of tests/ that test no one folder of scripts/: helpers, end-to-end runs, the eval harness. */
const TEST_HARNESS = new Set(['support', 'fixtures', 'e2e', 'eval']);

/** The scripts/ folder of each stage in the README's table (its third column's first path). */
function stageFolders(): string[] {
  const readme = readFileSync(join(SCRIPTS, 'README.md'), 'utf8');
  const out = new Set<string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || cells[1] === 'stage' || /^-+$/.test(cells[1] ?? '')) continue;
    const m = /`([a-z-]+)\//.exec(cells[3] ?? '');
    if (m) out.add(m[1]!);
  }
  assert.ok(out.size > 5, 'scripts/README.md has no readable stage table');
  return [...out].sort();
}

/** The top folder of a path under scripts/, or undefined for a file directly in scripts/. */
function folderOf(abs: string): string | undefined {
  const parts = relative(SCRIPTS, abs).split(/[\\/]/);
  return parts.length > 1 ? parts[0] : undefined;
}

function backImports(imports: readonly Import[], order: readonly string[]): string[] {
  const rank = new Map(order.map((f, i) => [f, i]));
  const out: string[] = [];
  for (const imp of imports) {
    const a = folderOf(imp.from);
    const b = folderOf(imp.to);
    if (a === undefined || b === undefined || a === b) continue;
    if (rank.get(b)! > rank.get(a)!) out.push(`${relative(REPO_ROOT, imp.from)}:${imp.line} (${a}) imports ${relative(REPO_ROOT, imp.to)} (${b}, later)`);
  }
  return out;
}

/** Sets of files that import each other in a circle at run time (Tarjan's strongly connected components; type-only imports left out). */
function fileCycles(imports: readonly Import[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const i of imports) if (!i.typeOnly) graph.set(i.from, [...(graph.get(i.from) ?? []), i.to]);
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(relative(REPO_ROOT, w));
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const files = tsFiles(SCRIPTS).filter((f) => !OUTSIDE.has(relative(SCRIPTS, f)));
const imports = files.flatMap((f) => importsOf(f, readFileSync(f, 'utf8')));

describe('layering', () => {
  it('every folder of scripts/ has its place in the stage order', () => {
    const order = stageOrder();
    const folders = readdirSync(SCRIPTS).filter((n) => statSync(join(SCRIPTS, n)).isDirectory());
    const missing = folders.filter((f) => !order.includes(f));
    assert.deepEqual(missing, [], `add these folders to the stage-order line of scripts/README.md: ${missing.join(', ')}`);
    assert.deepEqual(order.filter((f) => !folders.includes(f)), [], 'the stage order names a folder that does not exist');
  });

  it('tests mirror scripts: every stage has its tests folder, and every tests folder names a scripts folder', () => {
    const tests = join(REPO_ROOT, 'tests');
    const testFolders = readdirSync(tests).filter((n) => statSync(join(tests, n)).isDirectory());
    const scriptFolders = readdirSync(SCRIPTS).filter((n) => statSync(join(SCRIPTS, n)).isDirectory());
    assert.deepEqual(stageFolders().filter((f) => !testFolders.includes(f)), [], 'these stages have no tests/<folder>/: put their tests there');
    assert.deepEqual(testFolders.filter((f) => !TEST_HARNESS.has(f) && !scriptFolders.includes(f)), [], 'these tests/ folders name no scripts/ folder: move their tests to the folder of the code they test');
  });

  it('no import runs from a stage to a later one', () => {
    assert.deepEqual(backImports(imports, stageOrder()), []);
  });

  it('no files import each other in a circle at run time', () => {
    assert.deepEqual(fileCycles(imports), []);
  });

  it('the checks see a back-import and a cycle (type-only, dynamic and re-export imports included)', () => {
    const scan = join(SCRIPTS, 'scan', 'x.ts');
    const report = join(SCRIPTS, 'report', 'y.ts');
    const typeOnly = importsOf(scan, "import type {\n  Entry,\n} from '../report/y.ts';");
    const runtime = importsOf(scan, "import { b } from '../report/y.ts';");
    const back = importsOf(report, "export { a } from '../scan/x.ts';\nconst m = await import('../scan/x.ts');");
    assert.deepEqual([typeOnly.length, typeOnly[0]!.typeOnly, runtime[0]!.typeOnly, back.length], [1, true, false, 2]);
    // A type-only import to a later stage is still a back-import; only a run-time circle counts as a cycle.
    assert.equal(backImports(typeOnly, stageOrder()).length, 1);
    assert.deepEqual(fileCycles([...typeOnly, ...back]), []);
    assert.deepEqual(fileCycles([...runtime, ...back]), [['scripts/report/y.ts', 'scripts/scan/x.ts']]);
  });
});
