// The next items to judge: a seeded random sample of what is not judged yet, enough to bring each
// stratum to the coverage target. Written to <out>/<kind>/<owner>+<name>.jsonl, one item per line
// with its key fields, some context for the judge, and empty verdict fields to fill in.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusMeasure, Judged } from './measure.ts';
import { findingKey, autoKey, roleKey, type Finding } from './items.ts';
import { sample } from './stats.ts';
import { repoSlug } from './corpus.ts';

export interface SampleSizes {
  /** Findings per stratum. */
  findings: number;
  auto: number;
  roles: number;
}

function lineText(root: string, path: string, line: number | null, cache: Map<string, string[]>): string | undefined {
  if (!line) return undefined;
  let lines = cache.get(path);
  if (!lines) {
    try {
      lines = readFileSync(join(root, path), 'utf8').split('\n');
    } catch {
      lines = [];
    }
    cache.set(path, lines);
  }
  const t = lines[line - 1];
  return t === undefined ? undefined : t.length > 400 ? t.slice(0, 400) + '…' : t;
}

export function writeToJudge(out: string, corpusDir: string, m: CorpusMeasure, judged: Judged, sizes: SampleSizes, seed: string): { findings: number; auto: number; roles: number } {
  const slug = repoSlug(m.repo);
  const cache = new Map<string, string[]>();
  const byStratum = new Map<string, Finding[]>();
  for (const f of m.produced.findings) byStratum.set(f.stratum, [...(byStratum.get(f.stratum) ?? []), f]);
  const findings: object[] = [];
  for (const [stratum, list] of [...byStratum].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const done = list.filter((f) => judged.findings.byKey.has(findingKey(f))).length;
    const todo = list.filter((f) => !judged.findings.byKey.has(findingKey(f)));
    for (const f of sample(todo, Math.max(0, sizes.findings - done), `${seed}:findings:${m.repo}:${stratum}`)) {
      findings.push({ repo: f.repo, path: f.path, line: f.line, signal: f.signal, source: f.source, target: f.target, stratum, detail: f.detail, text: lineText(corpusDir, f.path, f.line, cache), verdict: '', fp_class: null, evidence: '' });
    }
  }
  const autoDone = m.produced.auto.filter((a) => judged.auto.byKey.has(autoKey(a))).length;
  const autoTodo = m.produced.auto.filter((a) => !judged.auto.byKey.has(autoKey(a)));
  const auto = sample(autoTodo, Math.max(0, sizes.auto - autoDone), `${seed}:auto:${m.repo}`).map((a) => ({ ...a, verdict: '', reason_class: null, reason: '', evidence: '' }));
  const rolesDone = m.produced.docs.filter((p) => judged.roles.byKey.has(roleKey({ repo: m.repo, path: p }))).length;
  const rolesTodo = m.produced.docs.filter((p) => !judged.roles.byKey.has(roleKey({ repo: m.repo, path: p })));
  const buildRole = new Map((m.produced.roles ?? []).map((d) => [d.path, d.role]));
  const roles = sample(rolesTodo, Math.max(0, sizes.roles - rolesDone), `${seed}:roles:${m.repo}`).map((p) => ({ repo: m.repo, path: p, role: '', ...(buildRole.has(p) ? { build_role: buildRole.get(p) } : {}), evidence: '' }));
  for (const [kind, items] of [['findings', findings], ['auto', auto], ['roles', roles]] as const) {
    mkdirSync(join(out, kind), { recursive: true });
    writeFileSync(join(out, kind, `${slug}.jsonl`), items.map((x) => JSON.stringify(x)).join('\n') + (items.length ? '\n' : ''));
  }
  return { findings: findings.length, auto: auto.length, roles: roles.length };
}
