import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { derivedFields } from '../../scripts/contract/tier.ts';
import { gitRepo, writeTree, git, runScript, tempDir } from '../support/run.ts';
import { build, sha256 } from '../support/report-builder.ts';
import { buildReport } from '../../scripts/report/build-report.ts';
import { gitStates } from '../../scripts/report/git-state.ts';
import { createEstimator } from '../../scripts/tokens/estimate.ts';
import { loadTokenCounter } from '../../scripts/tokens/count-tokens.ts';

const FILLER = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the project notes explains a convention in some detail.`).join('\n');
const SHARED = ['Shared line A', 'Shared line B', 'Shared line C', 'Shared line D', 'Shared line E', 'Shared line F'].join('\n');
const FILES = {
  '.dochygiene.yaml': 'scan:\n  token_budget: 100\n',
  'CLAUDE.md': `# Project\n\nRun \`npm test\` before committing.\n\n${FILLER}\n\n${SHARED}\n`,
  'docs/guide.md': `---\nsuperseded_by: docs/plan.md\n---\n# Guide\n\nSee [setup](../scripts/old.sh) first.\n\n${SHARED}\n\nEnd.\n`,
  // docs/CLAUDE.md repeats a block of the root CLAUDE.md, which every session in docs/ loads too.
  'docs/CLAUDE.md': `# Docs\n\n${SHARED}\n\nThe docs have a style guide of their own.\n`,
  'docs/archive/README.md': '# Archive\n\nRetired docs.\n',
  'scripts/old.sh': '#!/bin/sh\n',
  'docs/plan.md': '---\nstatus: done\n---\n# Plan\n\n- [x] step one\n- [x] step two\n',
  'notes.md': '# Notes\n',
};
// The scanner's names, cited verbatim (the details are the classifier's gloss).
const BROKEN = { name: 'broken_reference', detail: 'links ../scripts/old.sh, which is gone', line: 6 };
const DUP = { name: 'duplicate_block', detail: 'lines 3-8 stand verbatim in CLAUDE.md:18-23', line: 3 };
const MARKER = { name: 'frontmatter_marker', detail: 'status: done', line: 2 };
const WEIGHT = { name: 'token_weight', detail: 'loaded every session' };

let root: string;
let scan: Record<string, any>;

/** The real scanner's artifact for a project. */
function scanOf(dir: string): Record<string, any> {
  const r = runScript('scanner.mjs', ['--root', dir]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const p = {
  deleteRange: { path: 'docs/plan.md', category: { class: 'stale', subtype: 'orphaned' }, signals: [MARKER], op: 'Delete the finished checklist.', op_type: 'deterministic', exact_edit: { kind: 'delete-range', anchor: { start_line: 6, end_line: 7 } } },
  move: { path: 'docs/plan.md', category: { class: 'stale', subtype: 'superseded' }, signals: [MARKER], op: 'Archive the plan.', op_type: 'deterministic', exact_edit: { kind: 'move-to-archive', anchor: { start_line: 1, end_line: 7 }, dest_path: 'docs/archive/plan.md' } },
  freeze: { path: 'docs/plan.md', category: { class: 'stale', subtype: 'completed-in-place' }, signals: [MARKER], op: 'Freeze the plan.', op_type: 'deterministic', exact_edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' } },
  replace: { path: 'docs/guide.md', category: { class: 'stale', subtype: 'contradicted' }, signals: [BROKEN], op: 'Fix the link.', op_type: 'deterministic', exact_edit: { kind: 'replace-text', anchor: { start_line: 6, end_line: 6 }, match: '../scripts/old.sh', replacement: '../tools/setup.sh' } },
  dedupe: { path: 'docs/CLAUDE.md', category: { class: 'stale', subtype: 'duplicated' }, signals: [DUP], op: 'Remove the copy.', op_type: 'deterministic', exact_edit: { kind: 'dedupe', anchor: { start_line: 3, end_line: 8 }, canonical_ref: { path: 'CLAUDE.md', start_line: 18, end_line: 23 } } },
  distill: { path: 'CLAUDE.md', category: { class: 'bloat', subtype: 'distill' }, signals: [WEIGHT], op: 'Distill the notes.', op_type: 'generative', reducible_range: { start_line: 5, end_line: 16 }, confidence: 0.8, why: 'The notes repeat one convention twelve times.' },
};

/** The fixture committed, then scripts/old.sh moved to tools/setup.sh: git history proves the link fix. */
function movedRepo(files: Record<string, string>): string {
  const dir = gitRepo(files, '2026-01-05T10:00:00Z');
  mkdirSync(join(dir, 'tools'));
  git(dir, ['mv', 'scripts/old.sh', 'tools/setup.sh']);
  git(dir, ['commit', '-q', '-m', 'move setup'], { GIT_AUTHOR_DATE: '2026-01-06T10:00:00Z', GIT_COMMITTER_DATE: '2026-01-06T10:00:00Z' });
  return dir;
}

before(() => {
  root = movedRepo(FILES);
  scan = scanOf(root);
  assert.deepEqual(scan.shortlist, ['CLAUDE.md', 'docs/CLAUDE.md', 'docs/guide.md', 'docs/plan.md']);
  assert.deepEqual(scan.per_session, ['CLAUDE.md']);
});

const stderrLines = (s: string) => s.split('\n').map((l) => l.trim()).filter(Boolean);

describe('Proposals Are Judgment Only', () => {
  it('A proposal carrying a computed field is rejected', () => {
    const bad1 = { ...p.distill, safety_tier: 'auto' };
    const bad2 = { ...p.deleteRange, exact_edit: { ...p.deleteRange.exact_edit, expected_sha256: 'a'.repeat(64) } };
    const r = build(root, scan, [[bad1, bad2]]);
    assert.equal(r.code, 1, r.stderr);
    const lines = stderrLines(r.stderr);
    assert.ok(lines.includes('proposals[0].safety_tier: safety_tier is computed by report-builder from the file and the kind table; a proposal must not carry it (rejected, not overwritten)'), r.stderr);
    assert.ok(lines.some((l) => l.startsWith('proposals[1].exact_edit.expected_sha256: expected_sha256 is computed by report-builder')), r.stderr);
    assert.equal(existsSync(join(r.out, 'report.json')), false);
    assert.equal(existsSync(join(r.out, 'report.md')), false);
  });

  it('Rejections are located across proposals files', () => {
    const noRef = { ...p.dedupe, exact_edit: { kind: 'dedupe', anchor: { start_line: 3, end_line: 8 } } };
    const r = build(root, scan, [[p.deleteRange, p.distill], [p.replace, noRef]]);
    assert.equal(r.code, 1);
    const lines = stderrLines(r.stderr);
    assert.equal(lines[1], 'proposals[3].exact_edit.canonical_ref: required for kind dedupe');
    assert.match(lines[2]!, /^\(proposals\[0\]-\[1\]: \S+\/proposals-0\.json; proposals\[2\]-\[3\]: \S+\/proposals-1\.json\)$/);
    assert.equal(lines.length, 3);
  });
});

describe('Proposals Are Checked Against The Working Tree', () => {
  it('A path outside the shortlist is rejected', () => {
    const r = build(root, scan, [[{ ...p.freeze, path: 'notes.md', signals: [] }]]);
    assert.equal(r.code, 1);
    assert.ok(stderrLines(r.stderr).includes(`proposals[0].path: "notes.md" is not in the scanner's shortlist`), r.stderr);
  });

  it('An anchor outside the file is rejected', () => {
    const r = build(root, scan, [[{ ...p.deleteRange, exact_edit: { kind: 'delete-range', anchor: { start_line: 6, end_line: 9 } } }]]);
    assert.equal(r.code, 1);
    assert.ok(stderrLines(r.stderr).includes('proposals[0].exact_edit.anchor: end_line 9 is past the end of the file (7 lines)'), r.stderr);
  });

  it('A replace-text match outside its anchor is rejected', () => {
    const r = build(root, scan, [[{ ...p.replace, exact_edit: { ...p.replace.exact_edit, anchor: { start_line: 1, end_line: 2 } } }]]);
    assert.equal(r.code, 1);
    assert.ok(stderrLines(r.stderr).includes('proposals[0].exact_edit.match: does not occur in lines 1-2 of "docs/guide.md"'), r.stderr);
  });

  it('A dedupe whose canonical text differs is rejected', () => {
    const r = build(root, scan, [[{ ...p.dedupe, exact_edit: { ...p.dedupe.exact_edit, canonical_ref: { path: 'CLAUDE.md', start_line: 17, end_line: 22 } } }]]);
    assert.equal(r.code, 1);
    assert.ok(stderrLines(r.stderr).some((l) => l.startsWith('proposals[0].exact_edit.canonical_ref: the text at CLAUDE.md:17-22 differs from the removed span docs/CLAUDE.md:3-8')), r.stderr);
  });

  it('A signal the scanner did not report is rejected', () => {
    const r = build(root, scan, [[{ ...p.distill, signals: [WEIGHT, { name: 'version_skew', detail: 'invented' }] }]]);
    assert.equal(r.code, 1);
    assert.ok(stderrLines(r.stderr).includes('proposals[0].signals[1].name: the scanner reported no "version_skew" signal for "CLAUDE.md"; signals are passed through verbatim'), r.stderr);
  });
});

describe('The Builder Computes Every Guarded Field', () => {
  it('expected_sha256 is the digest of the bytes read', () => {
    const r = build(root, scan, [[p.deleteRange, p.distill]]);
    assert.equal(r.code, 0, r.stderr);
    const byPath = Object.fromEntries(r.report.entries.map((e: any) => [e.path, e]));
    assert.equal(byPath['docs/plan.md'].exact_edit.expected_sha256, sha256(readFileSync(join(root, 'docs/plan.md'))));
    assert.deepEqual(byPath['CLAUDE.md'].reducible_range, { start_line: 5, end_line: 16, expected_sha256: sha256(readFileSync(join(root, 'CLAUDE.md'))) });
  });

  it('The tier comes from the one tier function', () => {
    const all = [p.deleteRange, p.move, p.freeze, p.replace, p.dedupe, p.distill];
    const r = build(root, scan, [all]);
    assert.equal(r.code, 0, r.stderr);
    const got = Object.fromEntries(r.report.entries.map((e: any) => [e.exact_edit?.kind ?? 'generative', e]));
    const expected: Record<string, string> = { 'delete-range': 'confirm', 'move-to-archive': 'auto', 'insert-frontmatter': 'auto', 'replace-text': 'auto', dedupe: 'auto', generative: 'confirm' };
    assert.deepEqual(Object.keys(got).sort(), Object.keys(expected).sort());
    for (const [kind, tier] of Object.entries(expected)) {
      const e = got[kind];
      const d = derivedFields({ op_type: e.op_type, kind: e.exact_edit?.kind, lifecycle: e.lifecycle });
      assert.deepEqual({ is_destructive: e.is_destructive, is_reversible: e.is_reversible, safety_tier: e.safety_tier }, d, kind);
      assert.equal(e.safety_tier, tier, kind);
    }
    assert.equal(got['insert-frontmatter'].exact_edit.expected_sha256, undefined);
    assert.equal(r.report.schema_version, '1.0');
    assert.equal(r.report.tool_version, JSON.parse(readFileSync(join(import.meta.dirname, '../../.claude-plugin/plugin.json'), 'utf8')).version);
    assert.equal(r.report.policy_version, '1');
  });

  it('Each entry is stamped when its file was read', async () => {
    // The builder reads every file, then asks git for the lifecycle paths' state. That step is held
    // for 300 ms here: stamps taken when each file was read fall before it; stamps taken at the end
    // of the run would fall after it.
    const now = new Date();
    const marks: { gitAsked?: number; gitAnswered?: number } = {};
    const built = await buildReport({
      scan: scan as any,
      proposals: [p.distill, p.replace] as any,
      now,
      tool_version: '0.1.0',
      estimator: createEstimator(await loadTokenCounter(), { per_session: scan.per_session, on_demand_weight: 0 }),
      conventions: [],
      gitStates: async (dir, paths) => {
        marks.gitAsked = Date.now();
        await new Promise((r) => setTimeout(r, 300));
        const states = await gitStates(dir, paths);
        marks.gitAnswered = Date.now();
        return states;
      },
    });
    assert.deepEqual(built.violations, []);
    assert.ok(marks.gitAsked !== undefined && marks.gitAnswered! - marks.gitAsked >= 290);
    assert.equal(built.report!.generated_at, now.toISOString());
    assert.equal(built.report!.entries.length, 2);
    for (const e of built.report!.entries) {
      const at = Date.parse(e.generated_at);
      assert.ok(at >= now.getTime() - 1, `${e.path}: ${e.generated_at} before the envelope ${built.report!.generated_at}`);
      assert.ok(at <= marks.gitAsked!, `${e.path}: stamped ${e.generated_at}, after its file was read (git was asked at ${new Date(marks.gitAsked!).toISOString()})`);
    }

    // The compiled builder keeps the same order: every stamp within the run, none before the envelope.
    const t0 = Date.now();
    const r = build(root, scan, [[p.deleteRange, p.distill, p.replace]]);
    const t1 = Date.now();
    assert.equal(r.code, 0, r.stderr);
    const env = Date.parse(r.report.generated_at);
    assert.ok(env >= t0 - 1 && env <= t1, `${r.report.generated_at} not within the run`);
    for (const e of r.report.entries) assert.ok(Date.parse(e.generated_at) >= env && Date.parse(e.generated_at) <= t1, e.path);
  });

  it('A lifecycle delete gets its git state from git', () => {
    // Plans are deleted once served: once src/<name>.js exists. Both plans are served; one of them
    // carries an uncommitted edit.
    const repo = gitRepo({
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: plans\n      files: "plans/*.md"\n      lifetime: delete-once-served\n      served_when_path: "src/{name}.js"\n',
      'plans/search.md': '# Plan: search\n\nBuild the search endpoint.\n',
      'plans/paging.md': '# Plan: paging\n\nBuild cursor paging.\n',
      'src/search.js': 'export {};\n',
      'src/paging.js': 'export {};\n',
    }, '2025-06-01T00:00:00Z');
    writeTree(repo, { 'plans/paging.md': '# Plan: paging\n\nBuild cursor paging.\n\nA local note nobody committed.\n' });
    const lscan = scanOf(repo);
    const del = (path: string) => {
      const sig = lscan.signals[path]?.find((s: any) => s.name === 'lifecycle');
      assert.ok(sig, `no lifecycle signal on ${path}: ${JSON.stringify(lscan.signals)}`);
      return {
        path, category: { class: 'stale', subtype: 'completed-in-place' }, signals: [{ name: 'lifecycle', detail: sig.detail }], op: 'Delete the served plan.', op_type: 'deterministic',
        exact_edit: { kind: 'delete', anchor: { whole: 'file' } }, lifecycle: { rule_ref: 'plans', lifetime: 'delete-once-served', served_when_path: sig.served_when_path, served_by: sig.served_by },
      };
    };
    const r = build(repo, lscan, [[del('plans/search.md'), del('plans/paging.md')]]);
    assert.equal(r.code, 0, r.stderr);
    const by = Object.fromEntries(r.report.entries.map((e: any) => [e.path, e]));
    assert.deepEqual(by['plans/search.md'].lifecycle.git_state, { tracked: true, clean: true });
    assert.equal(by['plans/search.md'].lifecycle.served_by, 'src/search.js');
    assert.equal(by['plans/search.md'].safety_tier, 'auto');
    assert.deepEqual(by['plans/paging.md'].lifecycle.git_state, { tracked: true, clean: false });
    assert.equal(by['plans/paging.md'].safety_tier, 'confirm');
    assert.equal(by['plans/search.md'].exact_edit.expected_sha256, sha256(readFileSync(join(repo, 'plans/search.md'))));

    // A proposal cannot claim the git state.
    const claimed = { ...del('plans/paging.md') };
    claimed.lifecycle = { ...claimed.lifecycle, git_state: { tracked: true, clean: true } } as any;
    const bad = build(repo, lscan, [[claimed]]);
    assert.equal(bad.code, 1);
    assert.ok(stderrLines(bad.stderr).some((l) => l.startsWith('proposals[0].lifecycle.git_state: git_state is computed by report-builder')), bad.stderr);
  });
});

describe('Token Estimates Are Local And Weighted By Injection Frequency', () => {
  it('A per-session doc saves its raw tokens every session', () => {
    const r = build(root, scan, [[p.distill]]);
    assert.equal(r.code, 0, r.stderr);
    const span = FILES['CLAUDE.md'].split('\n').slice(4, 16).join('\n');
    const raw = countTokens(span);
    assert.deepEqual(r.report.entries[0].token_estimate, { raw_tokens: raw, injection_frequency: 'per-session', weighted_tokens: raw });
  });

  it('A move-to-archive counts only the lines it moves', () => {
    const move = { ...p.replace, category: { class: 'stale', subtype: 'superseded' }, op: 'Archive the stale link line.', exact_edit: { kind: 'move-to-archive', anchor: { start_line: 6, end_line: 6 }, dest_path: 'docs/archive/guide.md' } };
    const r = build(root, scan, [[move]]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.report.entries[0].token_estimate.raw_tokens, countTokens('See [setup](../scripts/old.sh) first.'));
    assert.ok(r.report.entries[0].token_estimate.raw_tokens < countTokens(FILES['docs/guide.md']));
  });

  it('An on-demand doc saves nothing per session by default', () => {
    const r = build(root, scan, [[p.deleteRange]]);
    assert.equal(r.code, 0, r.stderr);
    const raw = countTokens('- [x] step one\n- [x] step two');
    assert.deepEqual(r.report.entries[0].token_estimate, { raw_tokens: raw, injection_frequency: 'on-demand', weighted_tokens: 0 });

    const repo = movedRepo({ ...FILES, '.dochygiene.yaml': 'scan:\n  token_budget: 100\ntokens:\n  on_demand_weight: 0.5\n' });
    const r2 = build(repo, scanOf(repo), [[p.deleteRange, p.dedupe]]);
    assert.equal(r2.code, 0, r2.stderr);
    for (const e of r2.report.entries) {
      assert.equal(e.token_estimate.injection_frequency, 'on-demand');
      assert.equal(e.token_estimate.weighted_tokens, Math.round(e.token_estimate.raw_tokens * 0.5));
    }
  });

  it('The roll-up sums file, category and total', () => {
    const work = join(tempDir('dh-summary-'), 'summary.json');
    const r = build(root, scan, [[p.deleteRange, p.move, p.replace, p.dedupe, p.distill]], ['--summary', work]);
    assert.equal(r.code, 0, r.stderr);
    const s = JSON.parse(readFileSync(work, 'utf8'));
    const entries = r.report.entries as any[];
    const sum = (es: any[], f: (e: any) => number) => es.reduce((n, e) => n + f(e), 0);
    const totals = (es: any[]) => ({
      raw_tokens: sum(es, (e) => e.token_estimate.raw_tokens),
      weighted_tokens: sum(es, (e) => e.token_estimate.weighted_tokens),
      per_session_tokens: sum(es, (e) => (e.token_estimate.injection_frequency === 'per-session' ? e.token_estimate.raw_tokens : 0)),
      on_demand_tokens: sum(es, (e) => (e.token_estimate.injection_frequency === 'on-demand' ? e.token_estimate.raw_tokens : 0)),
      entries: es.length,
    });
    assert.deepEqual(s.total, totals(entries));
    assert.deepEqual(s.files.map((f: any) => f.path), ['CLAUDE.md', 'docs/CLAUDE.md', 'docs/guide.md', 'docs/plan.md']);
    for (const f of s.files) {
      const { path, categories, ...t } = f;
      assert.deepEqual(t, totals(entries.filter((e) => e.path === path)));
      for (const c of categories) {
        const { category, ...ct } = c;
        assert.deepEqual(ct, totals(entries.filter((e) => e.path === path && `${e.category.class}/${e.category.subtype}` === category)));
      }
    }
    assert.deepEqual(s.categories.map((c: any) => c.category), ['bloat/distill', 'stale/contradicted', 'stale/duplicated', 'stale/orphaned', 'stale/superseded']);
    assert.match(r.md!, /^\| \*\*Total\*\* \| 5 \| /m);
  });
});

describe('The Human Report', () => {
  it('report.md names its report.json digest', () => {
    const r = build(root, scan, [[p.distill]]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.md!.split('\n')[0], `<!-- report.json sha256: ${sha256(r.json!)} -->`);
  });

  it('Entries are grouped as Stale, Bloat and Cleared', () => {
    const r = build(root, scan, [[p.deleteRange, p.distill, p.replace]]);
    assert.equal(r.code, 0, r.stderr);
    const md = r.md!;
    assert.match(md, /^\| Files scanned \| 5 \|$/m);
    assert.match(md, /^\| Candidates \| 4 of 4 shortlisted files carry a scanner signal \|$/m);
    assert.match(md, /^\| Entries \| 3 \(1 auto, 2 confirm\) \|$/m);
    assert.match(md, /^## Stale \(2\)$/m);
    assert.match(md, /^## Bloat \(1\)$/m);
    // A finding no proposal answers is never "cleared" or "judged": no classifier was asked about it.
    assert.match(md, /^## Cleared \(0\)$/m);
    assert.ok(!md.includes('judged clean'), md);
    assert.match(md, /^## No answer \(4\)$/m);
    assert.match(md, /^- `docs\/CLAUDE\.md`:\n {2}- duplicate_block \(line 3\): lines 3-8 \(6 lines\) stand verbatim in CLAUDE\.md:18-23/m);
    // One answer per finding: the delete cites the marker on line 2; the ticked boxes on line 6 stay open.
    assert.match(md, /^- `docs\/plan\.md`:\n {2}- frontmatter_marker \(line 6\): all 2 task boxes are ticked$/m);
    const plan = r.report.entries.find((e: any) => e.path === 'docs/plan.md');
    assert.ok(md.includes(`- **stale/orphaned** · delete-range · tier **confirm** · ~${plan.token_estimate.raw_tokens} tokens (on-demand) · id \`${plan.id}\``), md);
    assert.ok(md.includes('- Signals: frontmatter_marker (line 2): status: done'), md);
    assert.ok(md.includes('- Why: The notes repeat one convention twelve times.'), md);
    assert.ok(md.indexOf('## Stale') < md.indexOf('## Bloat') && md.indexOf('## Bloat') < md.indexOf('## Cleared'));
    assert.match(md, /^Run `\/hygiene clean`: it will apply the 1 auto entry without a prompt and ask you about the 2 confirm entries one by one\.$/m);
    assert.match(md, /approximate Claude's tokenizer/);
  });

  it('A model-free run lists unclassified candidates', () => {
    const r = build(root, scan, [[p.distill]], ['--model-free']);
    assert.equal(r.code, 0, r.stderr);
    const md = r.md!;
    assert.match(md, /^## Needs classification \(4\)$/m);
    const needs = md.slice(md.indexOf('## Needs classification'), md.indexOf('## Cleared'));
    for (const f of ['CLAUDE.md', 'docs/CLAUDE.md', 'docs/guide.md', 'docs/plan.md']) assert.ok(needs.includes(`- \`${f}\`: `), f);
    assert.match(md, /^## Cleared \(0\)$/m);
  });
});

describe('Scoping', () => {
  it('The category filter keeps matching entries only', () => {
    const r = build(root, scan, [[p.deleteRange, p.distill, p.replace]], ['--category', 'bloat']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.report.entries.map((e: any) => e.path), ['CLAUDE.md']);
    assert.equal(r.report.scan.category_filter, 'bloat');
    assert.match(r.md!, /^\| Category filter \| `bloat` \|$/m);
    assert.match(r.md!, /^## Outside the category filter \(2\)$/m);
    const bad = build(root, scan, [[p.distill]], ['--category', 'bloaty']);
    assert.equal(bad.code, 2);
  });
});

describe('Validate Before Rollover', () => {
  it('report-builder refuses to write into .dochygiene', () => {
    mkdirSync(join(root, '.dochygiene'), { recursive: true });
    const scanPath = join(tempDir('dh-scanfile-'), 'scan.json');
    writeFileSync(scanPath, JSON.stringify(scan));
    // (not through build(): it passes an --out of its own, and a second --out is a usage error too)
    const builder = (out: string) => runScript('report-builder.mjs', ['--scan', scanPath, '--out', out]);
    for (const out of [join(root, '.dochygiene'), join(root, '.dochygiene', 'tmp')]) {
      const r = builder(out);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /--out must be a scratch folder \(state-store scratch makes one\), not elsewhere in \.dochygiene\//);
      assert.equal(existsSync(join(out, 'report.json')), false);
    }
    // a scratch folder of the state store's is where it belongs
    const scratch = runScript('state-store.mjs', ['--root', root, 'scratch']).stdout.trim();
    const ok = builder(join(scratch, 'out'));
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(existsSync(join(scratch, 'out', 'report.json')), true);
    assert.equal(existsSync(join(root, '.dochygiene', 'report.json')), false);
  });
});

describe('The Human Report', () => {
  it('A move-to-archive of a few lines answers only the signals it cites', () => {
    // guide.md carries frontmatter_marker (line 2) and broken_reference (line 6); moving line 6 away
    // leaves the marker for a classifier.
    const move = { ...p.replace, category: { class: 'stale', subtype: 'superseded' }, op: 'Archive the stale link line.', exact_edit: { kind: 'move-to-archive', anchor: { start_line: 6, end_line: 6 }, dest_path: 'docs/archive/guide.md' } };
    const r = build(root, scan, [[move]], ['--model-free']);
    assert.equal(r.code, 0, r.stderr);
    const needs = r.md!.slice(r.md!.indexOf('## Needs classification'), r.md!.indexOf('## Cleared'));
    assert.match(needs, /^- `docs\/guide\.md`: frontmatter_marker/m);
    assert.doesNotMatch(needs, /^- `docs\/guide\.md`:.*broken_reference/m);
  });

  it('a model-free run lists only the signals no entry answers', () => {
    const r = build(root, scan, [[p.replace, p.dedupe]], ['--model-free']);
    assert.equal(r.code, 0, r.stderr);
    const md = r.md!;
    const needs = md.slice(md.indexOf('## Needs classification'), md.indexOf('## Cleared'));
    // guide.md's broken link is answered, its marker is not (its duplicates with living docs are
    // hints); docs/CLAUDE.md's duplicate is answered by the dedupe removing it, and the root's by the
    // dedupe pointing at it.
    assert.ok(!needs.includes('`docs/CLAUDE.md`') && !/^- `docs\/guide\.md`:.*broken_reference/m.test(needs), needs);
    assert.ok(needs.includes('- `CLAUDE.md`: token_weight') && needs.includes('- `docs/plan.md`: frontmatter_marker'), needs);
    assert.doesNotMatch(needs, /^- `CLAUDE\.md`:.*duplicate_block/m);
  });
});
