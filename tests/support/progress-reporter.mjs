// The test reporter of `npm test` and `npm run test:faults`: a line per finished top-level describe
// as it finishes (file, title, time, running counts), and what a test writes to stderr as it writes
// it (the long loops print their progress there), so a long run is never silent; then every
// failure in full, the totals, and the slowest files. Node's own runner decides the exit code.
import { relative } from 'node:path';

// Plain JavaScript: node loads a reporter before any --import loader, so it cannot be TypeScript.

const rel = (f) => (f ? relative(process.cwd(), f) : '?');
const secs = (ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

function errorText(e) {
  const cause = e.cause;
  const inner = typeof cause === 'object' && cause ? cause.stack ?? cause.message : typeof cause === 'string' ? cause : undefined;
  return (inner ?? e.stack ?? e.message ?? String(e)).split('\n').slice(0, 30).join('\n');
}

export default async function* progressReporter(source) {
  const started = Date.now();
  let passed = 0;
  let failed = 0;
  const failures = [];
  const perFile = new Map();
  const summary = [];
  for await (const e of source) {
    const d = e.data;
    if (e.type === 'test:fail' && d.details?.error?.failureType !== 'subtestsFailed')
      failures.push(`✖ ${rel(d.file)} › ${d.name}\n${errorText(d.details.error).replace(/^/gm, '    ')}`);
    if ((e.type === 'test:pass' || e.type === 'test:fail') && d.nesting === 0) {
      if (e.type === 'test:pass') passed++;
      else failed++;
      const f = rel(d.file);
      perFile.set(f, (perFile.get(f) ?? 0) + (d.details?.duration_ms ?? 0));
      const clock = secs(Date.now() - started).padStart(8);
      yield `${clock}  ${e.type === 'test:pass' ? 'ok  ' : 'FAIL'}  ${f} › ${d.name} (${secs(d.details?.duration_ms)})  [${passed} ok, ${failed} failed]\n`;
    }
    if (e.type === 'test:diagnostic' && d.nesting === 0 && d.message) summary.push(d.message);
    // What a test writes to stderr arrives as it is written: a long loop's progress lines.
    if (e.type === 'test:stderr' && d.message) yield `          ${rel(d.file)}: ${d.message.endsWith('\n') ? d.message : d.message + '\n'}`;
  }
  if (failures.length) yield `\nFailures (${failures.length}):\n${failures.join('\n\n')}\n`;
  const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  yield `\nSlowest files: ${slowest.map(([f, ms]) => `${f} ${secs(ms)}`).join(', ')}\n`;
  yield `${summary.join('; ')}\nwall ${secs(Date.now() - started)}\n`;
}
