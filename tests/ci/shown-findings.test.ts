// What the CI gate shows a reviewer: no hint unless asked, one finding per duplicated pair, every
// SARIF result located the way code scanning needs, and a job-summary table past GitHub's
// annotation cap. The gate runs as a process (dist/ci.mjs) on real temporary repositories.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT, gitRepo, runScript, tempDir } from '../support/run.ts';

const ci = (root: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env) => runScript('ci.mjs', ['--root', root, ...args], { env });

function sarifValidator() {
  const ajv = new (Ajv as unknown as typeof Ajv.default)({ allErrors: true, strict: false });
  (addFormats as unknown as typeof addFormats.default)(ajv);
  return ajv.compile(JSON.parse(readFileSync(join(REPO_ROOT, 'tests', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8')));
}

/**
 * What GitHub code scanning requires of an uploaded log beyond the schema ("SARIF support for code
 * scanning", docs.github.com): at most 20 runs and 25,000 results a run; a driver name; each result
 * a ruleId naming a rule of the run, a message text, a level GitHub reads, and a location (at most
 * 1,000) whose artifact URI is relative to the checkout and whose region has a startLine >= 1.
 */
function githubSarifProblems(log: any): string[] {
  const out: string[] = [];
  if (!Array.isArray(log.runs) || log.runs.length === 0 || log.runs.length > 20) out.push('runs: 1 to 20');
  for (const [r, run] of (log.runs ?? []).entries()) {
    if (typeof run.tool?.driver?.name !== 'string') out.push(`runs[${r}].tool.driver.name missing`);
    const rules = new Set((run.tool?.driver?.rules ?? []).map((x: any) => x.id));
    if ((run.results ?? []).length > 25_000) out.push(`runs[${r}]: over 25,000 results`);
    for (const [i, res] of (run.results ?? []).entries()) {
      const at = `runs[${r}].results[${i}]`;
      if (!rules.has(res.ruleId)) out.push(`${at}.ruleId ${res.ruleId} names no rule`);
      if (typeof res.message?.text !== 'string' || res.message.text === '') out.push(`${at}.message.text missing`);
      if (!['error', 'warning', 'note'].includes(res.level)) out.push(`${at}.level ${res.level}`);
      const locs = res.locations ?? [];
      if (locs.length === 0 || locs.length > 1000) out.push(`${at}.locations: 1 to 1000`);
      for (const [j, l] of locs.entries()) {
        const uri = l.physicalLocation?.artifactLocation?.uri;
        if (typeof uri !== 'string' || /^[a-z]+:|^\//i.test(uri)) out.push(`${at}.locations[${j}] uri ${uri} is not relative`);
        const line = l.physicalLocation?.region?.startLine;
        if (!Number.isInteger(line) || line < 1) out.push(`${at}.locations[${j}].region.startLine ${line}`);
      }
    }
  }
  return out;
}

describe('CI gate', () => {
  it('Hints are not shown unless --hints', () => {
    // A backticked path history never had, in a folder that exists: a hint, the repository's only finding.
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRun `scripts/never-here.sh` first.\n', 'scripts/run.sh': 'echo\n' });
    const text = ci(root);
    assert.equal(text.code, 0, text.stderr);
    assert.equal(text.stdout.split('\n').filter((l) => l.startsWith('CLAUDE.md')).length, 0, text.stdout);
    assert.match(text.stdout, /1 hint not shown \(--hints\)/);
    const github = ci(root, ['--format', 'github']);
    assert.deepEqual(github.stdout.split('\n').filter((l) => l.startsWith('::')), [], github.stdout);
    const sarif = JSON.parse(ci(root, ['--format', 'sarif']).stdout);
    assert.deepEqual(sarif.runs[0].results, []);
    // The json summary still lists it, marked.
    const json = JSON.parse(ci(root, ['--format', 'json']).stdout);
    assert.deepEqual(json.findings.map((f: any) => [f.signal, f.hint, f.shown]), [['broken_reference', true, false]]);

    const shownText = ci(root, ['--hints']);
    assert.match(shownText.stdout, /^CLAUDE\.md:3:\d+: note broken_reference \[ok\] names the path scripts\/never-here\.sh/m);
    assert.doesNotMatch(shownText.stdout, /not shown/);
    assert.match(ci(root, ['--hints', '--format', 'github']).stdout, /^::notice file=CLAUDE\.md,line=3,col=\d+,title=doc-hygiene broken_reference::/m);
    assert.equal(JSON.parse(ci(root, ['--hints', '--format', 'sarif']).stdout).runs[0].results.length, 1);
    // A hint that --fail-on picks is shown: a reviewer sees what fails the run.
    const failing = ci(root, ['--fail-on', 'note']);
    assert.equal(failing.code, 1);
    assert.match(failing.stdout, /^CLAUDE\.md:3:\d+: note broken_reference \[FAIL\]/m);
  });

  it('A duplicated block is one finding, on the copy to change', () => {
    const block = Array.from({ length: 8 }, (_, i) => `- rule ${i}: keep the build green and the docs true`).join('\n');
    // sub/CLAUDE.md loads with the root CLAUDE.md in a session started in sub/: the same text twice in one context.
    const root = gitRepo({ 'CLAUDE.md': `# Root\n\n${block}\n`, 'sub/CLAUDE.md': `# Sub\n\n${block}\n` });
    const scan = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout);
    assert.deepEqual(Object.keys(scan.signals).filter((p) => scan.signals[p].some((h: any) => h.name === 'duplicate_block')).sort(), ['CLAUDE.md', 'sub/CLAUDE.md'], 'the scan pairs both copies');
    const out = JSON.parse(ci(root, ['--format', 'json']).stdout);
    const dups = out.findings.filter((f: any) => f.signal === 'duplicate_block');
    assert.deepEqual(dups.map((f: any) => [f.path, f.hint]), [['sub/CLAUDE.md', false]]);
    assert.match(dups[0].detail, /canonical copy: CLAUDE\.md/);
    assert.equal(JSON.parse(ci(root, ['--format', 'sarif']).stdout).runs[0].results.filter((r: any) => r.ruleId === 'duplicate_block').length, 1);
  });
});

describe('SARIF and annotations', () => {
  it("Every SARIF result is located and meets GitHub's rules", () => {
    const root = gitRepo({
      'CLAUDE.md': '# Agent\n\nRead [the guide](docs/guide.md).\n',
      // a file-level finding: a folder name that marks the doc as old (a hint: shown with --hints)
      'docs/old/setup.md': '# Setup\n',
      // a folder finding: an OpenSpec change whose tasks are all ticked
      'openspec/changes/add-x/proposal.md': '# Add x\n',
      'openspec/changes/add-x/tasks.md': '- [x] one\n- [x] two\n',
    });
    const r = ci(root, ['--format', 'sarif', '--hints']);
    assert.equal(r.code, 1, r.stderr);
    const log = JSON.parse(r.stdout);
    const validate = sarifValidator();
    assert.equal(validate(log), true, JSON.stringify(validate.errors, null, 2));
    assert.deepEqual(githubSarifProblems(log), []);
    const at = (rule: string) => log.runs[0].results.filter((x: any) => x.ruleId === rule).map((x: any) => [x.locations[0].physicalLocation.artifactLocation.uri, x.locations[0].physicalLocation.region]);
    assert.deepEqual(at('broken_reference'), [['CLAUDE.md', { startLine: 3, startColumn: 18 }]]);
    assert.deepEqual(at('stale_name_location'), [['docs/old/setup.md', { startLine: 1 }]]);
    assert.deepEqual(at('openspec_completed'), [['openspec/changes/add-x/tasks.md', { startLine: 1 }]]);
    const folder = log.runs[0].results.find((x: any) => x.ruleId === 'openspec_completed');
    assert.equal(folder.properties.finding_path, 'openspec/changes/add-x');
    // The same places in the annotations.
    const gh = ci(root, ['--format', 'github', '--hints']).stdout;
    assert.match(gh, /^::warning file=openspec\/changes\/add-x\/tasks\.md,line=1,title=doc-hygiene openspec_completed::/m);
    assert.match(gh, /^::notice file=docs\/old\/setup\.md,line=1,title=doc-hygiene stale_name_location::/m);
  });

  it('The GitHub rules check fails on a result without a start line', () => {
    // githubSarifProblems above can fail for the reason the test gives.
    const log = { runs: [{ tool: { driver: { name: 'x', rules: [{ id: 'r' }] } }, results: [{ ruleId: 'r', level: 'note', message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'a.md' } } }] }] }] };
    assert.deepEqual(githubSarifProblems(log), ['runs[0].results[0].locations[0].region.startLine undefined']);
  });

  it("Annotations beyond GitHub's cap go to the job summary", () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`docs/page-${String(i).padStart(2, '0')}.md`, `# Page ${i}\n\nSee [the plan](plan-${i}.md).\n`]));
    const root = gitRepo(many);
    const summary = join(tempDir(), 'summary.md');
    writeFileSync(summary, '');
    const r = ci(root, ['--format', 'github'], { ...process.env, GITHUB_STEP_SUMMARY: summary });
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.match(lines[0]!, /^::notice title=doc-hygiene::12 findings to show, more than GitHub annotates in one step \(10 of each kind\): the job summary lists them all$/);
    assert.equal(lines.filter((l) => l.startsWith('::warning')).length, 12, 'the log keeps every annotation');
    const md = readFileSync(summary, 'utf8');
    assert.match(md, /^\| status \| severity \| signal \| where \| finding \|$/m);
    const rows = md.split('\n').filter((l) => /^\| (FAIL|ok|baseline) \|/.test(l));
    assert.equal(rows.length, 12);
    assert.match(rows[0]!, /^\| ok \| warning \| broken_reference \| `docs\/page-00\.md:3:16` \| links to docs\/plan-0\.md, which does not exist \|$/);

    // Under the cap, the summary file is left alone.
    const few = gitRepo({ 'docs/a.md': '# A\n\n[x](x.md)\n', 'docs/b.md': '# B\n\n[y](y.md)\n', 'docs/c.md': '# C\n\n[z](z.md)\n' });
    const quiet = join(tempDir(), 'summary.md');
    writeFileSync(quiet, '');
    const f = ci(few, ['--format', 'github'], { ...process.env, GITHUB_STEP_SUMMARY: quiet });
    assert.equal(f.stdout.split('\n').filter((l) => l.startsWith('::warning')).length, 3);
    assert.doesNotMatch(f.stdout, /job summary/);
    assert.equal(readFileSync(quiet, 'utf8'), '');
    assert.equal(existsSync(join(few, '.dochygiene', 'report.json')), false);
  });
});
