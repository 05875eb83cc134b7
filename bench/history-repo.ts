// A generated repository for the history benchmark, made in seconds with `git fast-import`:
// code files and docs, commits changing a few lines in a few files, additions, renames (some with
// edits), deletions, and first-parent merges of short side branches. Deterministic (seeded).
import { gitTextSync, runGitSync, spawnGitProcess } from '../scripts/git/exec.ts';
import { mkdirSync } from 'node:fs';
import { xorshift32 } from '../scripts/shared/prng.ts';

export interface RepoShape {
  commits: number;
  codeFiles: number;
  docFiles: number;
  seed: number;
  /** Unix seconds of the first commit; later commits are an hour apart. */
  start: number;
}

/** Appends commits to the repository at `dir` (created when missing) through one fast-import stream. */
export async function generateRepo(dir: string, shape: RepoShape): Promise<void> {
  mkdirSync(dir, { recursive: true });
  gitTextSync(dir, ['init', '-q', '-b', 'main', dir]);
  const rnd = xorshift32(shape.seed);
  const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)]!;
  const word = () => Math.floor(rnd() * 1e9).toString(36);
  const line = () => `  const ${word()} = ${word()}(${word()});`;
  const files = new Map<string, string[]>();
  let serial = 0;
  const newPath = (kind: 'code' | 'doc') =>
    kind === 'code' ? `src/mod${serial % 40}/file${serial++}.ts` : `docs/area${serial % 25}/note${serial++}.md`;
  for (let i = 0; i < shape.codeFiles; i++) files.set(newPath('code'), Array.from({ length: 20 + Math.floor(rnd() * 60) }, line));
  for (let i = 0; i < shape.docFiles; i++) files.set(newPath('doc'), Array.from({ length: 10 + Math.floor(rnd() * 30) }, () => `Text ${word()} ${word()}.`));

  const child = spawnGitProcess(dir, ['fast-import', '--quiet', '--done'], ['pipe', 'inherit', 'inherit']);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`fast-import exit ${code}`))));
  });
  let buf: string[] = [];
  let bufLen = 0;
  const out = async (s: string) => {
    buf.push(s);
    bufLen += s.length;
    if (bufLen > 1 << 20) await flush();
  };
  const flush = async () => {
    const chunk = buf.join('');
    buf = [];
    bufLen = 0;
    if (!child.stdin!.write(chunk)) await new Promise((r) => child.stdin!.once('drain', r));
  };
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  const modify = (p: string) => `M 100644 inline ${p}\n${data(files.get(p)!.join('\n') + '\n')}`;

  let mark = 0;
  let time = shape.start;
  let mainTip = 0;
  const header = (ref: string, msg: string) => {
    mark++;
    time += 3600;
    return `commit ${ref}\nmark :${mark}\nauthor Bench <bench@example.com> ${time} +0000\ncommitter Bench <bench@example.com> ${time} +0000\n${data(msg)}`;
  };
  // The first commit adds everything.
  let first = header('refs/heads/main', 'initial');
  for (const p of [...files.keys()].sort()) first += modify(p);
  await out(first);
  mainTip = mark;

  // Path lists, rebuilt only when a commit adds, renames or deletes a file.
  let paths: string[] = [];
  let hot: string[] = [];
  const refreshPaths = () => {
    paths = [...files.keys()];
    hot = paths.filter((q) => q.startsWith('src/')).slice(0, 400);
  };
  refreshPaths();
  const editSome = (touched: Set<string>): void => {
    const n = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < n; i++) {
      const p = rnd() < 0.85 && hot.length > 0 ? pick(hot) : pick(paths);
      const lines = files.get(p)!;
      const k = 1 + Math.floor(rnd() * 8);
      for (let j = 0; j < k; j++) lines[Math.floor(rnd() * lines.length)] = line();
      if (rnd() < 0.3) lines.push(line());
      touched.add(p);
    }
  };

  let c = 1;
  while (c < shape.commits) {
    const roll = rnd();
    if (roll < 0.025 && c + 3 < shape.commits) {
      // A side branch of two commits, merged into main (the merge is the first-parent change).
      const touched = new Set<string>();
      let side = header('refs/heads/side', `side work ${c}`) + `from :${mainTip}\n`;
      editSome(touched);
      for (const p of touched) side += modify(p);
      await out(side);
      const sideTip1 = mark;
      const touched2 = new Set<string>();
      let side2 = header('refs/heads/side', `side work ${c + 1}`) + `from :${sideTip1}\n`;
      editSome(touched2);
      for (const p of touched2) side2 += modify(p);
      await out(side2);
      const sideTip2 = mark;
      let merge = header('refs/heads/main', `merge side ${c + 2}`) + `from :${mainTip}\nmerge :${sideTip2}\n`;
      for (const p of new Set([...touched, ...touched2])) merge += modify(p);
      await out(merge);
      mainTip = mark;
      c += 3;
      continue;
    }
    let body = header('refs/heads/main', `change ${c}`) + `from :${mainTip}\n`;
    const touched = new Set<string>();
    if (roll < 0.035) {
      const p = pick(paths);
      const kind = p.startsWith('src/') ? 'code' : 'doc';
      const q = newPath(kind);
      files.set(q, files.get(p)!);
      files.delete(p);
      if (rnd() < 0.5) files.get(q)![0] = line(); // a rename with a small edit
      body += `D ${p}\n`;
      touched.add(q);
      refreshPaths();
    } else if (roll < 0.042) {
      const p = pick(paths);
      files.delete(p);
      body += `D ${p}\n`;
      refreshPaths();
    } else if (roll < 0.06) {
      const q = newPath(rnd() < 0.8 ? 'code' : 'doc');
      files.set(q, Array.from({ length: 20 + Math.floor(rnd() * 40) }, line));
      touched.add(q);
      refreshPaths();
    } else {
      editSome(touched);
    }
    for (const p of touched) body += modify(p);
    await out(body);
    mainTip = mark;
    c++;
  }
  await out(`reset refs/heads/main\nfrom :${mainTip}\n\ndone\n`);
  await flush();
  child.stdin!.end();
  await done;
  runGitSync(dir, ['branch', '-D', 'side']); // absent when the history made no side branch
  gitTextSync(dir, ['checkout', '-q', '-f', 'main']);
}
