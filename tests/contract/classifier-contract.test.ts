// openspec/specs/check/spec.md, "The Classifier Prompt And The Builder Share One Contract": the
// decision rules a classifier reads (a batch file's header, from CLASSIFIER_RULES) are read as data and held against the classifier
// contract (scripts/contract/classifier-contract.ts), the scanner's signal registry and the report
// builder itself: a proposal written by each rule, on a real scanned repository, must pass with the
// tier the rule states. A rule naming a kind, category or tier the builder refuses from a
// classifier fails here.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, gitRepo, git, writeTree } from '../support/run.ts';
import { SIGNAL_CONTRACT, CLASSIFIER_FIXES, CLASSIFIER_KINDS, categoriesFor } from '../../scripts/contract/classifier-contract.ts';
import { renderBatch } from '../../scripts/classify/batch-file.ts';
import { EDIT_KINDS, KIND_TABLE } from '../../scripts/contract/kind-table.ts';
import { SIGNAL_NAMES } from '../../scripts/scan/signals/index.ts';
import { LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL } from '../../scripts/lifecycle/detect.ts';
import { runScan } from '../../scripts/scan/run-scan.ts';
import { openProject } from '../../scripts/scan/project.ts';
import { runReport } from '../../scripts/report/run-report.ts';
import type { ScanArtifact } from '../../scripts/contract/stage-types.ts';

const AGENT = readFileSync(join(REPO_ROOT, 'agents', 'hygiene-classifier.md'), 'utf8');
/** What a classifier is told of the rules: the header of the batch file it Reads (before its first doc). */
const PROMPT = renderBatch(1, [], ['docs/archive']);

interface Rule {
  text: string;
  signals: string[];
  category?: { class: string; subtype: string };
  kind: string;
  tiers: Set<string>;
}

/** The rows of the prompt's decision table, as data. */
function rules(): Rule[] {
  const start = PROMPT.indexOf('## Decision rules');
  assert.ok(start >= 0, 'the batch header has its decision rules');
  const end = PROMPT.indexOf('\n## ', start + 5);
  const section = PROMPT.slice(start, end < 0 ? undefined : end);
  const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| finding') && !l.startsWith('|---'));
  return rows.map((row) => {
    const cells = row.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, ''));
    assert.equal(cells.length, 4, `a decision rule has four cells: ${row}`);
    const ticks = (c: string) => [...c.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const cat = /`(stale|bloat)`\/`([a-z-]+)`/.exec(cells[1]!);
    const kinds = ticks(cells[2]!).filter((t) => t in CLASSIFIER_FIXES || t === 'no_edit' || (EDIT_KINDS as readonly string[]).includes(t));
    assert.equal(kinds.length, 1, `a decision rule names one fix: ${row}`);
    const tiers = new Set([...cells[3]!.matchAll(/\b(auto|confirm)\b/g)].map((m) => m[1]!));
    return { text: row, signals: ticks(cells[0]!).filter((t) => t in SIGNAL_CONTRACT), category: cat ? { class: cat[1]!, subtype: cat[2]! } : undefined, kind: kinds[0]!, tiers };
  });
}

/** The tiers the contract gives a fix. */
function contractTiers(kind: string): Set<string> {
  const fix = CLASSIFIER_FIXES[kind as keyof typeof CLASSIFIER_FIXES];
  if (!fix) return new Set();
  return new Set(fix.tier === 'confirm' ? ['confirm'] : fix.tier === 'auto-when-proven' ? ['auto'] : ['auto', 'confirm']);
}

describe('The Classifier Prompt And The Builder Share One Contract', () => {
  it('Every decision rule of the classifier prompt names signals, a category, a fix and a tier the contract gives', () => {
    const all = rules();
    assert.ok(all.length >= 10, `the prompt has its decision table (${all.length} rows)`);
    for (const r of all) {
      if (r.kind === 'no_edit') {
        assert.equal(r.category, undefined, r.text);
        continue;
      }
      assert.ok(r.signals.length > 0, `names the findings it is for: ${r.text}`);
      assert.ok(r.kind in CLASSIFIER_FIXES, `${r.kind} is a fix a classifier may propose: ${r.text}`);
      assert.ok(r.kind === 'generative' || KIND_TABLE[r.kind as keyof typeof KIND_TABLE].classifier_proposes, r.text);
      assert.ok(r.category, `names its category: ${r.text}`);
      for (const name of r.signals) {
        assert.equal(SIGNAL_CONTRACT[name]!.route, 'classifier', `${name} is a classifier's to answer: ${r.text}`);
        assert.ok(SIGNAL_CONTRACT[name]!.categories.some((c) => c.class === r.category!.class && c.subtype === r.category!.subtype), `${r.category!.class}/${r.category!.subtype} is a category of ${name}: ${r.text}`);
      }
      assert.ok(r.tiers.size > 0 && [...r.tiers].every((t) => contractTiers(r.kind).has(t)), `the tier it states is the contract's: ${r.text}`);
    }
    // The kinds the prompt never offers are the ones the kind table keeps from a classifier.
    const never = EDIT_KINDS.filter((k) => !KIND_TABLE[k].classifier_proposes);
    const line = PROMPT.split('\n').find((l) => l.startsWith('- Never propose'))!;
    for (const k of never) assert.ok(line.includes(`\`${k}\``), `the prompt says never to propose ${k}`);
    for (const k of CLASSIFIER_KINDS) assert.ok(all.some((r) => r.kind === k), `some rule offers ${k}`);
    // One home: the agent prompt, resent with every request, points at the batch header and restates no rule.
    assert.ok(!/## (Answer|Decision rules)|^\| `/m.test(AGENT), 'the agent prompt restates no answer format or decision rule');
    assert.match(AGENT, /Read it first; its header says how it is laid out, the answer format and the decision rules/);
  });

  it('Every signal the scanner reports has a route, and every one a classifier answers has a decision rule and a category', () => {
    const reported = [...SIGNAL_NAMES, LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL].sort();
    assert.deepEqual(Object.keys(SIGNAL_CONTRACT).sort(), reported, 'the contract lists exactly the signals the scanner reports');
    const all = rules();
    for (const [name, c] of Object.entries(SIGNAL_CONTRACT)) {
      if (c.route !== 'classifier') {
        assert.deepEqual(c.categories, [], `${name} is never a classifier's: it has no category`);
        continue;
      }
      assert.ok(c.categories.length > 0, `${name} has a category`);
      assert.ok(all.some((r) => r.signals.includes(name)), `a decision rule answers ${name}`);
    }
  });

  describe('against the report builder', () => {
    let root: string;
    let scan: ScanArtifact;
    before(async () => {
      const code = ['package main', '', 'func main() {', '\tflags.Bool("resolve-collisions", false, "resolve")', '}', ''].join('\n');
      const filler = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the project notes explains a convention in some detail and at length.`).join('\n');
      const shared = ['Shared line A', 'Shared line B', 'Shared line C', 'Shared line D', 'Shared line E', 'Shared line F'].join('\n');
      root = gitRepo({
        '.dochygiene.yaml': 'scan:\n  token_budget: 300\n',
        'go.mod': 'module example.com/x\n\ngo 1.22\n',
        'package.json': JSON.stringify({ name: 'x', scripts: { test: 'node t.js', check: 'node c.js' } }, null, 2) + '\n',
        'cmd/tool/main.go': code,
        'CLAUDE.md': `# Project\n\n## Notes\n\n${filler}\n\n## Shared\n\n${shared}\n\nBuild logs land in \`/Users/mkowalski/work/x/logs/\`.\n`,
        'docs/CLAUDE.md': `# Docs\n\n${shared}\n\nThe docs have a style guide of their own.\n`,
        'docs/guide.md': '# Guide\n\nSee [the setup](setup-gone.md) first.\n\nRun `npm run lint` before you push.\n\nRequires Go 1.21 or later.\n\nImport with `tool import --resolve-collisions`.\n\nThe [notes](notes-old.md) say more.\n',
        'docs/notes-old.md': '# Notes\n',
        'docs/setup.md': '# Setup\n',
        'docs/plans/plan-a.md': '# Plan A\n\n- [x] step one\n- [x] step two\n',
        'docs/archive/old-a.md': '# Old A\n',
        'docs/archive/old-b.md': '# Old B\n',
        'docs/index.md': '# Index\n\n- [A](archive/old-a.md)\n- [B](archive/old-b.md)\n',
      }, '2026-01-05T10:00:00Z');
      writeTree(root, { 'cmd/tool/main.go': code.replace('\tflags.Bool("resolve-collisions", false, "resolve")\n', '') });
      git(root, ['commit', '-qam', 'Remove the --resolve-collisions flag'], { GIT_AUTHOR_DATE: '2026-02-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T00:00:00Z' });
      git(root, ['mv', 'docs/notes-old.md', 'docs/notes.md']);
      git(root, ['commit', '-qm', 'Rename the notes'], { GIT_AUTHOR_DATE: '2026-02-02T00:00:00Z', GIT_COMMITTER_DATE: '2026-02-02T00:00:00Z' });
      scan = (await runScan({ project: await openProject(root), startDir: root })) as unknown as ScanArtifact;
    });

    /** The scanner's hit of `name` on `path` (line), cited as a classifier cites it. */
    const cite = (path: string, name: string, line?: number) => {
      const h = (scan.signals[path] ?? []).find((x) => x.name === name && (line === undefined || x.line === line));
      assert.ok(h, `the fixture's scan reports ${name} on ${path}${line ? `:${line}` : ''} (${JSON.stringify(scan.signals[path]?.map((x) => `${x.name}:${x.line}`))})`);
      return { name: h.name, detail: h.detail, ...(h.line !== undefined ? { line: h.line } : {}) };
    };
    const proposal = (path: string, category: [string, string], signals: unknown[], fix: Record<string, unknown>) => ({
      path, category: { class: category[0], subtype: category[1] }, signals, op: 'The fix the rule gives.', confidence: 0.9,
      ...('kind' in fix ? { op_type: 'deterministic', exact_edit: fix } : { op_type: 'generative', reducible_range: fix }),
    });
    const line = (n: number) => ({ start_line: n, end_line: n });

    /** One proposal per decision rule: (signal, kind, subtype) -> the proposal and the tier it gets. */
    const cases = (): Array<{ signal: string; kind: string; subtype: string; proposal: unknown }> => [
      { signal: 'broken_reference', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'broken_reference', 3)], { kind: 'replace-text', anchor: line(3), match: 'setup-gone.md', replacement: 'setup.md' }) },
      { signal: 'broken_reference', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'broken_reference', 11)], { kind: 'replace-text', anchor: line(11), match: 'notes-old.md', replacement: 'notes.md' }) },
      { signal: 'broken_reference', kind: 'delete-range', subtype: 'orphaned', proposal: proposal('docs/guide.md', ['stale', 'orphaned'], [cite('docs/guide.md', 'broken_reference', 3)], { kind: 'delete-range', anchor: line(3) }) },
      { signal: 'command_reference', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'command_reference', 5)], { kind: 'replace-text', anchor: line(5), match: 'npm run lint', replacement: 'npm run check' }) },
      { signal: 'vanished_identifier', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'vanished_identifier', 9)], { kind: 'replace-text', anchor: line(9), match: '--resolve-collisions', replacement: '--merge' }) },
      { signal: 'command_reference', kind: 'delete-range', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'command_reference', 5)], { kind: 'delete-range', anchor: line(5) }) },
      { signal: 'vanished_identifier', kind: 'generative', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'vanished_identifier', 9)], line(9)) },
      { signal: 'version_skew', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('docs/guide.md', ['stale', 'contradicted'], [cite('docs/guide.md', 'version_skew', 7)], { kind: 'replace-text', anchor: line(7), match: '1.21', replacement: '1.22' }) },
      { signal: 'frontmatter_marker', kind: 'insert-frontmatter', subtype: 'completed-in-place', proposal: proposal('docs/plans/plan-a.md', ['stale', 'completed-in-place'], [cite('docs/plans/plan-a.md', 'frontmatter_marker')], { kind: 'insert-frontmatter', key: 'status', value: 'completed' }) },
      { signal: 'archive_to_live_ratio', kind: 'move-to-archive', subtype: 'superseded', proposal: proposal('docs/index.md', ['stale', 'superseded'], [cite('docs/index.md', 'archive_to_live_ratio')], { kind: 'move-to-archive', anchor: { start_line: 1, end_line: 4 }, dest_path: 'docs/archive/index.md' }) },
      { signal: 'frontmatter_marker', kind: 'delete-range', subtype: 'provisional', proposal: proposal('docs/plans/plan-a.md', ['stale', 'provisional'], [cite('docs/plans/plan-a.md', 'frontmatter_marker')], { kind: 'delete-range', anchor: { start_line: 3, end_line: 4 } }) },
      { signal: 'token_weight', kind: 'generative', subtype: 'distill', proposal: proposal('CLAUDE.md', ['bloat', 'distill'], [cite('CLAUDE.md', 'token_weight')], { start_line: 5, end_line: 44 }) },
      { signal: 'token_weight', kind: 'generative', subtype: 'split', proposal: proposal('CLAUDE.md', ['bloat', 'split'], [cite('CLAUDE.md', 'token_weight')], { start_line: 3, end_line: 44 }) },
      { signal: 'personal_path', kind: 'replace-text', subtype: 'contradicted', proposal: proposal('CLAUDE.md', ['stale', 'contradicted'], [cite('CLAUDE.md', 'personal_path', 55)], { kind: 'replace-text', anchor: line(55), match: '/Users/mkowalski/work/x/logs/', replacement: 'logs/' }) },
      { signal: 'duplicate_block', kind: 'generative', subtype: 'duplicated', proposal: proposal('docs/CLAUDE.md', ['stale', 'duplicated'], [cite('docs/CLAUDE.md', 'duplicate_block')], { start_line: 3, end_line: 8 }) },
    ];

    const buildOne = (p: unknown) =>
      runReport({ scan, sources: [{ name: 'answer.json', value: { proposals: [p] }, origin: 'classifier' }], now: new Date(), tool_version: '0.1.0', on_demand_weight: 0, conventions: [], model_free: false });

    it("A proposal written by each decision rule passes the report builder with the rule's tier", async () => {
      const all = cases();
      const seen = new Map<string, Set<string>>();
      for (const r of rules()) {
        if (r.kind === 'no_edit') continue;
        const mine = all.filter((c) => r.signals.includes(c.signal) && c.kind === r.kind && c.subtype === r.category!.subtype);
        assert.ok(mine.length > 0, `the test has a case for the rule: ${r.text}`);
        const tiers = new Set<string>();
        for (const c of mine) {
          const out = await buildOne(c.proposal);
          assert.equal(out.stage, 'ok', `the builder takes the rule's proposal (${r.text}): ${out.violations.map((v) => `${v.location}: ${v.message}`).join('; ')}`);
          const e = out.report!.entries.find((x) => x.path === (c.proposal as { path: string }).path)!;
          tiers.add(e.safety_tier);
          assert.ok(r.tiers.has(e.safety_tier), `${e.safety_tier} is a tier the rule states: ${r.text}`);
        }
        seen.set(r.text, tiers);
      }
      // A rule stating "auto when proven, else confirm" is shown both ways.
      const link = [...seen.entries()].find(([t]) => t.includes('`broken_reference`, the right target found'))!;
      assert.deepEqual([...link[1]].sort(), ['auto', 'confirm']);
    });

    it('A proposal filed under a category its findings do not allow is refused', async () => {
      const distillLink = proposal('docs/guide.md', ['bloat', 'distill'], [cite('docs/guide.md', 'broken_reference', 3)], line(3));
      const out = await buildOne(distillLink);
      assert.equal(out.stage, 'proposals');
      assert.deepEqual(out.violations.map((v) => `${v.location}: ${v.message}`), ['proposals[0].category: bloat/distill is not a category of the findings it cites (broken_reference: stale/contradicted, stale/orphaned, stale/superseded)']);
      assert.equal(categoriesFor(['edit_recency_vs_churn']), undefined, 'a hint gives no category to check');
    });
  });
});
