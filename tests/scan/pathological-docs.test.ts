// openspec/specs/scanner/spec.md, "A Pathological Doc Costs Linear Time": generated docs far past
// what a person writes (150,000 links, 200,000 backticked paths, 100,000 flags), under the 5 MiB
// read cap. Costs are compared as ratios of CPU time between two sizes of the same doc (sixteen times
// larger: linear work takes about sixteen times as long, quadratic work 256 times), so a loaded
// machine does not decide the verdict: the bound (64x) is four times linear and a quarter of quadratic. The spawn timeouts are hang detectors, not measurements.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';
import { parseDoc } from '../../scripts/doc/parse-doc.ts';
import { codePathRefs, sentenceSaysGone } from '../../scripts/scan/references.ts';
import { BoundedTerms } from '../../scripts/shared/bounded-terms.ts';
import { writeFileSync } from 'node:fs';

const HANG_MS = 15 * 60_000;

const links = (n: number) => '# Links\n\n' + Array.from({ length: n }, (_, i) => `[l${i}](missing/p${i}.md)`).join(' ') + '\n';
const paths = (n: number) => '# Paths\n\n' + Array.from({ length: n }, (_, i) => `\`src/p${i}.ts\``).join(' ') + '\n';

/** CPU milliseconds `fn` takes (the best of three, after one warm-up run). */
function cpuMs(fn: () => void): number {
  fn();
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    best = Math.min(best, (d.user + d.system) / 1000);
  }
  return best;
}

/** How much longer the large input takes than the small one, sixteen times smaller. */
function growth(make: (n: number) => string, work: (text: string) => void, small: number): number {
  const a = make(small);
  const b = make(small * 16);
  // The smaller of two measurements: a burst of load on a shared machine slows one, not both.
  const once = () => cpuMs(() => work(b)) / Math.max(1, cpuMs(() => work(a)));
  return Math.min(once(), once());
}

describe('A Pathological Doc Costs Linear Time', () => {
  it('Locating the links of one long line is linear in their number', () => {
    const ratio = growth(links, (t) => parseDoc('CLAUDE.md', t), 2000);
    assert.ok(ratio < 64, `16x the links took ${ratio.toFixed(1)}x the time`);
  });

  it('The sentences around backticked paths are found in linear time', () => {
    const ratio = growth(paths, (t) => codePathRefs(parseDoc('CLAUDE.md', t)), 2000);
    assert.ok(ratio < 64, `16x the paths took ${ratio.toFixed(1)}x the time`);
  });

  it('The sentence test agrees with reading the sentence around each span', () => {
    // The words and sentence ends of scripts/scan/references.ts, tested the way the scanner read
    // them before: the sentence sliced out around the span, then searched.
    const GONE = /\b(?:removed|deleted?|deletes|deleting|obsolete|legacy|deprecated|replaced|renamed|retired|no longer|formerly|previously)\b|\bthe old\b/i;
    const around = (src: string, start: number, end: number): string => {
      let from = 0;
      for (const m of src.slice(0, start).matchAll(/[.!?;](?=\s|$)|\n\s*\n/g)) from = m.index + m[0].length;
      const stop = src.slice(end).search(/[.!?;](?=\s|$)|\n\s*\n/);
      return src.slice(from, stop < 0 ? src.length : end + stop);
    };
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const words = ['removed', 'no longer', 'the old', 'a', 'b/c', 'x', '.', '. ', ';', '!', '\n', '\n\n', ' ', 'legacy.', 'oldremoved', 'the', 'old'];
    let compared = 0;
    for (let n = 0; n < 3000; n++) {
      const parts = Array.from({ length: 1 + Math.floor(rnd() * 14) }, () => (rnd() < 0.3 ? '`p/q`' : words[Math.floor(rnd() * words.length)]!));
      const doc = parseDoc('CLAUDE.md', parts.join(rnd() < 0.5 ? ' ' : ''));
      for (const block of doc.inlines) {
        if (block.block === 'table') continue;
        for (const span of block.code_spans) {
          assert.equal(sentenceSaysGone(doc, block, span.start, span.end), GONE.test(around(block.src, span.start, span.end)), JSON.stringify(block.src));
          compared++;
        }
      }
    }
    assert.ok(compared > 1000, `${compared} spans compared`);
  });

  it('A whole-name test of many terms against one text agrees with the regular expression', () => {
    // Seeded: every run tests the same texts and terms.
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = 'ab_-.1 "`\n';
    const pick = (n: number, k: number) => Array.from({ length: 1 + Math.floor(rnd() * n) }, () => alphabet[Math.floor(rnd() * k)]).join('');
    let compared = 0;
    for (let n = 0; n < 2000; n++) {
      const text = pick(30, alphabet.length);
      const terms = new BoundedTerms(text);
      for (let j = 0; j < 10; j++) {
        const term = pick(6, alphabet.length - 1);
        const re = new RegExp(`(?<![A-Za-z0-9_])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`);
        assert.equal(terms.has(term), re.test(text), `${JSON.stringify(term)} in ${JSON.stringify(text)}`);
        compared++;
      }
    }
    assert.equal(compared, 20000);
  });

  it('A doc with 150,000 links ends the scan with a note, never an internal error', () => {
    const root = gitRepo({ 'CLAUDE.md': links(150_000) });
    const r = runScript('scanner.mjs', ['--no-history'], { cwd: root, timeoutMs: HANG_MS });
    assert.equal(r.signal, null, 'the scan returned');
    assert.equal(r.code, 0, r.stderr);
    const artifact = JSON.parse(r.stdout) as { signals: Record<string, Array<{ name: string }>>; notes: string[] };
    assert.equal(artifact.signals['CLAUDE.md']!.filter((h) => h.name === 'broken_reference').length, 1000);
    assert.ok(artifact.notes.includes('CLAUDE.md: broken_reference found 150000 times; the first 1000 are reported'), artifact.notes.join('\n'));
  });

  it('A doc naming 100,000 flags is not looked up, with a note', () => {
    const flags = Array.from({ length: 100_000 }, (_, i) => `\`--flag-n${i}\``).join(' ');
    const root = gitRepo({ 'CLAUDE.md': `# Flags\n\nThe CLI takes these flags:\n\n${flags}\n`, 'src/cli.ts': 'program.option("--flag-n1");\n' });
    writeFileSync(join(root, 'src', 'cli.ts'), 'program.option("--other");\n');
    git(root, ['commit', '-qam', 'drop the flag']);
    const r = runScript('scanner.mjs', [], { cwd: root, timeoutMs: HANG_MS });
    assert.equal(r.signal, null, 'the scan returned');
    assert.equal(r.code, 0, r.stderr);
    const artifact = JSON.parse(r.stdout) as { notes: string[] };
    assert.ok(artifact.notes.includes('vanished_identifier: CLAUDE.md names 100000 names, more than 2000; not looked up'), artifact.notes.join('\n'));
  });
});
