// The next items to judge: a seeded random sample of what is not judged yet, enough to bring each
// stratum to the coverage target. Written to <out>/<kind>/<owner>+<name>.jsonl, one item per line
// with its key fields, some context for the judge, and empty verdict fields to fill in.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import type { CorpusMeasure, Judged } from './measure.ts';
import { findingKey, autoKey, roleKey, type Finding, type AutoItem } from './items.ts';
import { sample } from './stats.ts';
import { repoSlug } from './corpus.ts';

export interface SampleSizes {
  /** Findings per stratum. */
  findings: number;
  auto: number;
  roles: number;
  /**
   * A fresh sample: candidate-making findings only (no hints), N never judged per stratum however
   * many are judged already — measures rules on items they were not tuned on.
   */
  fresh?: boolean;
}

/**
 * The lines a judge fills in. Each keeps the key fields of its kind, some context and empty verdict
 * fields; filled in (verdict, fp_class or reason_class, evidence; or role and evidence) it is a line
 * lib/judgments.ts accepts as it stands.
 */
export function findingToJudge(f: Finding, corpusDir: string, cache: Map<string, string[]>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { repo: f.repo, path: f.path, line: f.line, signal: f.signal, source: f.source, target: f.target, stratum: f.stratum, ...(f.hint ? { hint: true } : {}), detail: f.detail, text: lineText(corpusDir, f.path, f.line, cache), ...extra, verdict: '', fp_class: null, evidence: '' };
}

export function autoToJudge(a: AutoItem, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...a, ...extra, verdict: '', reason_class: null, reason: '', evidence: '' };
}

export function roleToJudge(repo: string, path: string, buildRole: Map<string, string | null>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { repo, path, role: '', ...(buildRole.has(path) ? { build_role: buildRole.get(path) } : {}), ...extra, evidence: '' };
}

/** A labelled sample's manifest.json: how it was drawn (seed, sizes, build) and what it holds. */
export function writeSampleManifest(out: string, manifest: object): void {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/** Writes one JSON object a line (an empty file for none). */
export function writeJsonl(file: string, items: readonly object[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, items.map((x) => JSON.stringify(x)).join('\n') + (items.length ? '\n' : ''));
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

/**
 * `skipEmpty`: write no file for a kind with nothing to judge (in a labelled folder of its own, where
 * no earlier sample can be left behind); otherwise an empty file replaces the earlier sample.
 */
export function writeToJudge(out: string, corpusDir: string, m: CorpusMeasure, judged: Judged, sizes: SampleSizes, seed: string, opts: { skipEmpty?: boolean } = {}): { findings: number; auto: number; roles: number } {
  const slug = repoSlug(m.repo);
  const cache = new Map<string, string[]>();
  const byStratum = new Map<string, Finding[]>();
  for (const f of m.produced.findings) {
    if (sizes.fresh && f.hint) continue;
    const list = byStratum.get(f.stratum);
    if (list) list.push(f);
    else byStratum.set(f.stratum, [f]);
  }
  const findings: object[] = [];
  for (const [stratum, list] of [...byStratum].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const done = sizes.fresh ? 0 : list.filter((f) => judged.findings.byKey.has(findingKey(f))).length;
    const todo = list.filter((f) => !judged.findings.byKey.has(findingKey(f)));
    for (const f of sample(todo, Math.max(0, sizes.findings - done), `${seed}:findings:${m.repo}:${stratum}`)) {
      findings.push(findingToJudge(f, corpusDir, cache));
    }
  }
  const autoDone = m.produced.auto.filter((a) => judged.auto.byKey.has(autoKey(a))).length;
  const autoTodo = m.produced.auto.filter((a) => !judged.auto.byKey.has(autoKey(a)));
  const auto = sample(autoTodo, Math.max(0, sizes.auto - autoDone), `${seed}:auto:${m.repo}`).map((a) => autoToJudge(a));
  const rolesDone = m.produced.docs.filter((p) => judged.roles.byKey.has(roleKey({ repo: m.repo, path: p }))).length;
  const rolesTodo = m.produced.docs.filter((p) => !judged.roles.byKey.has(roleKey({ repo: m.repo, path: p })));
  const buildRole = new Map((m.produced.roles ?? []).map((d) => [d.path, d.role]));
  const roles = sample(rolesTodo, Math.max(0, sizes.roles - rolesDone), `${seed}:roles:${m.repo}`).map((p) => roleToJudge(m.repo, p, buildRole));
  for (const [kind, items] of [['findings', findings], ['auto', auto], ['roles', roles]] as const) if (items.length || !opts.skipEmpty) writeJsonl(join(out, kind, `${slug}.jsonl`), items);
  return { findings: findings.length, auto: auto.length, roles: roles.length };
}

/**
 * Items for an independent second judging: a seeded sample of judged items (findings and auto
 * entries) of one repository that nobody judged twice yet, with every verdict field blanked, written
 * to <out>/second/<kind>/<owner>+<name>.jsonl. The second judge must not open the first judgments.
 */
export function writeSecondSample(out: string, repo: string, judged: Judged, second: Judged, n: number, seed: string): { findings: number; auto: number } {
  const counts = { findings: 0, auto: 0 };
  for (const kind of ['findings', 'auto'] as const) {
    const pool = [...judged[kind].byKey.values()].filter((j) => j.repo === repo && !second[kind].byKey.has(j.key)).sort((a, b) => (a.key < b.key ? -1 : 1));
    const size = kind === 'findings' ? n : Math.ceil(n / 2);
    const picked = sample(pool, size, `${seed}:second:${kind}:${repo}`).map((j) => {
      const { verdict: _v, fp_class: _f, reason_class: _r, reason: _re, evidence: _e, judge: _j, ...keep } = j.raw;
      return { ...keep, verdict: '', ...(kind === 'findings' ? { fp_class: null } : { reason_class: null, reason: '' }), evidence: '' };
    });
    counts[kind] = picked.length;
    mkdirSync(join(out, 'second', kind), { recursive: true });
    writeFileSync(join(out, 'second', kind, `${repoSlug(repo)}.jsonl`), picked.map((x) => JSON.stringify(x)).join('\n') + (picked.length ? '\n' : ''));
  }
  return counts;
}
