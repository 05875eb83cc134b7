// The claims ground truth (eval/lib/claims/): the miner finds, from git alone, each kind of stale
// claim a fix commit removed from an agent instruction file, with its removing commit and successor;
// the replay runs the compiled scanner at the parent and matches findings to cases.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, git, gitRepo, writeTree } from '../support/run.ts';
import { mineClaims, type ClaimCase } from '../../eval/lib/claims/mine.ts';
import { replayClaims, outcomeOf, summarize } from '../../eval/lib/claims/recall.ts';
import { agentFileKind, skillDirs } from '../../eval/lib/claims/agent-files.ts';
import { noiseRule } from '../../eval/lib/claims/noise.ts';
import { claimsOnLine } from '../../eval/lib/claims/extract.ts';
import { allClaimCases, checkKey, noiseSample } from '../../eval/lib/claims/noise-sample.ts';
import { readFileSync } from 'node:fs';
import { CLAIMS_DIR } from '../../eval/lib/claims/recall.ts';
import { join } from 'node:path';

const SKILL = '---\nname: x\ndescription: X.\n---\n\nRead `docs/setup.md` first.\n';

/** A repository whose history holds one stale-claim fix of each kind, and claims that are no case. */
function history(): { repo: string; removal: string; fix: string } {
  const repo = gitRepo({
    'CLAUDE.md': [
      '# Agent notes',
      '',
      'Setup is in `docs/setup.md`.',
      'Build with `make build-all`; test with `npm run test:unit`.',
      'Preview with `./bin/tool --dry-run`.',
      'Config comes from `loadConfig()` and `APP_TOKEN_PATH` env.',
      'My checkout is /Users/jdoe/src/tool.',
      'Never in this repository: `docs/roadmap.md`; `git rev-parse --show-toplevel` is fine.',
      'Kept: `src/cli.ts`.',
      '',
    ].join('\n'),
    'docs/setup.md': '# Setup\n',
    Makefile: 'build-all:\n\techo build\n',
    'package.json': JSON.stringify({ name: 't', scripts: { 'test:unit': 'node --test' } }, null, 2) + '\n',
    'src/cli.ts': "program.option('--dry-run', 'preview');\nexport function loadConfig() { return process.env.APP_TOKEN_PATH; }\n",
    'skills/x/SKILL.md': SKILL,
    '.agents/skills/x/SKILL.md': SKILL,
    'scripts/sync.sh': 'git rev-parse --show-toplevel\n',
  });
  git(repo, ['mv', 'docs/setup.md', 'docs/install.md']);
  writeTree(repo, {
    Makefile: 'build:\n\techo build\n',
    'package.json': JSON.stringify({ name: 't', scripts: { test: 'node --test' } }, null, 2) + '\n',
    'src/cli.ts': 'export function readConfig() { return process.env.APP_CONFIG_PATH; }\n',
    'scripts/sync.sh': 'pwd\n',
  });
  git(repo, ['commit', '-qam', 'Rename loadConfig to readConfig; remove the --dry-run flag']);
  const removal = git(repo, ['rev-parse', 'HEAD']).trim();
  writeTree(repo, {
    'CLAUDE.md': [
      '# Agent notes',
      '',
      'Setup is in `docs/install.md`.',
      'Build with `make build`; test with `npm test`.',
      'Preview with `./bin/tool`.',
      'Config comes from `readConfig()` and `APP_CONFIG_PATH` env.',
      'Your checkout is anywhere.',
      'Never here: nothing; git is fine.',
      'Kept: `src/cli.ts`, re-worded.',
      '',
    ].join('\n'),
    'skills/x/SKILL.md': SKILL.replace('docs/setup.md', 'docs/install.md'),
    '.agents/skills/x/SKILL.md': SKILL.replace('docs/setup.md', 'docs/install.md'),
  });
  git(repo, ['commit', '-qam', 'docs: fix stale agent notes']);
  return { repo, removal, fix: git(repo, ['rev-parse', 'HEAD']).trim() };
}

describe('claims ground truth', () => {
  let h: ReturnType<typeof history>;
  let cases: ClaimCase[];
  let excluded: ClaimCase[];
  before(() => {
    h = history();
    ({ cases, excluded } = mineClaims('t/repo', h.repo));
  });
  const one = (kind: string, name: string, path = 'CLAUDE.md') => {
    const c = [...cases, ...excluded].find((x) => x.claim_kind === kind && x.name === name && x.path === path);
    assert.ok(c, `no ${kind} case ${name} in ${path}: ${JSON.stringify(cases.map((x) => [x.path, x.claim_kind, x.name]))}`);
    assert.equal(c.fix_commit, h.fix);
    return c;
  };

  it('a path the parent no longer has is a case with the commit that moved it and the destination', () => {
    const c = one('path', 'docs/setup.md');
    assert.deepEqual([c.line, c.resolved, c.evidence.removed_by, c.evidence.successor, c.evidence.successor_from], [3, 'docs/setup.md', h.removal, 'docs/install.md', 'rename']);
  });

  it('a make target and an npm script no longer defined are cases with their removing commit and the similar name it added', () => {
    const make = one('command', 'build-all');
    assert.deepEqual([make.sub, make.line, make.evidence.removed_by, make.evidence.successor], ['make', 4, h.removal, 'build']);
    const npm = one('command', 'test:unit');
    assert.deepEqual([npm.sub, npm.evidence.removed_by, npm.evidence.successor], ['npm', h.removal, 'test']);
  });

  it('a flag gone from the code is a case with the removing commit; an identifier renamed in the message names its successor', () => {
    const flag = one('flag', 'dry-run');
    assert.deepEqual([flag.line, flag.evidence.removed_by, flag.evidence.defined_in_code], [5, h.removal, true]);
    const id = one('identifier', 'loadConfig');
    assert.deepEqual([id.sub, id.evidence.removed_by, id.evidence.successor, id.evidence.successor_from], ['function', h.removal, 'readConfig', 'message']);
    const env = one('identifier', 'APP_TOKEN_PATH');
    assert.deepEqual([env.sub, env.evidence.successor, env.evidence.successor_from], ['env', 'APP_CONFIG_PATH', 'similar']);
  });

  it("a personal absolute path is a case; a path history never had, a claim the fix wrote again and another program's flag are not", () => {
    assert.equal(one('personal_path', 'jdoe').claim, '/Users/jdoe');
    const names = cases.map((c) => c.name);
    assert.ok(!names.includes('docs/roadmap.md'), 'a path history never had is no case');
    assert.ok(!names.includes('src/cli.ts'), 'a claim the fix wrote again is no case');
    const git_ = excluded.find((c) => c.name === 'show-toplevel');
    assert.ok(!names.includes('show-toplevel') && git_, "git's flag is set aside, not a case");
    assert.equal(noiseRule(git_), git_.excluded);
  });

  it('a skill copy an installer wrote is marked, with its canonical copy', () => {
    const copy = one('path', 'docs/setup.md', '.agents/skills/x/SKILL.md');
    assert.deepEqual([copy.doc_kind, copy.copy.installer_copy, copy.copy.canonical], ['skill', true, 'skills/x/SKILL.md']);
    const canonical = one('path', 'docs/setup.md', 'skills/x/SKILL.md');
    assert.deepEqual([canonical.copy.installer_copy, canonical.copy.copies], [false, ['.agents/skills/x/SKILL.md']]);
  });

  it("a flag given through a runner of scripts is the script's; another program's flag, or one the code only mentioned, is set aside", () => {
    const flagOf = (line: string) => claimsOnLine(line, false).find((c) => c.claim_kind === 'flag');
    assert.equal(flagOf('Run `npx tsx scripts/gen.ts --fast`.')?.program, 'gen.ts');
    assert.equal(flagOf('Run `python3 tools/x.py --all`.')?.program, 'x.py');
    assert.equal(flagOf('Run `git log --oneline`.')?.program, 'git');
    const flag = one('flag', 'dry-run');
    assert.equal(noiseRule(flag), null);
    assert.equal(noiseRule({ ...flag, program: 'docker' }), 'external-program-flag');
    assert.equal(noiseRule({ ...flag, evidence: { ...flag.evidence, defined_in_code: false } }), 'only-mentioned-in-code');
  });

  it('the agent instruction formats are recognised, and a file beside a SKILL.md is a skill file', () => {
    const skills = skillDirs(['tools/s/SKILL.md']);
    for (const p of ['.cursor/rules/a.mdc', '.cursorrules', '.windsurfrules', '.windsurf/rules/a.md', '.github/copilot-instructions.md', '.github/instructions/x.instructions.md', '.clinerules', '.clinerules/a.md', '.kiro/steering/a.md', 'pkg/GEMINI.md', '.claude/commands/a/b.md', '.claude/agents/r.md', 'tools/s/references/api.md']) assert.ok(agentFileKind(p, skills), p);
    for (const p of ['README.md', 'docs/guide.md', 'tools/other.md', '.github/workflows/ci.yml']) assert.equal(agentFileKind(p, skills), null, p);
  });

  it('the miner is deterministic', () => {
    assert.deepEqual(mineClaims('t/repo', h.repo).cases, cases);
  });

  it("the replay runs the build's scanner at each parent outside the repository and gives each case an outcome", () => {
    const head = git(h.repo, ['rev-parse', 'HEAD']).trim();
    const results = replayClaims(DIST, h.repo, cases);
    assert.equal(results.length, cases.length);
    assert.ok(results.every((r) => r.outcome !== null && !r.not_counted), JSON.stringify(results));
    const path = results.find((r) => r.claim_kind === 'path' && r.path === 'CLAUDE.md')!;
    assert.deepEqual([path.outcome, path.finding?.signal], ['found', 'broken_reference']);
    assert.equal(git(h.repo, ['rev-parse', 'HEAD']).trim(), head);
    assert.equal(git(h.repo, ['status', '--porcelain', '--ignored']), '');
    const s = summarize(results);
    assert.equal(s.cases, cases.length);
    assert.ok(s.distinct.cases < s.cases, 'the canonical skill and its copy hold one distinct claim');
  });

  it('a finding matches a case on the same claim within one line; further away, as a hint, or on another claim it does not', () => {
    const c = one('path', 'docs/setup.md');
    const f = { name: 'broken_reference', detail: '', line: 4, target: 'docs/setup.md', resolved: 'docs/setup.md' };
    assert.equal(outcomeOf(c, [f], true).outcome, 'found');
    assert.equal(outcomeOf(c, [{ ...f, line: 5 }], true).outcome, 'on-another-line');
    assert.equal(outcomeOf(c, [{ ...f, hint: true }], true).outcome, 'hint-only');
    assert.equal(outcomeOf(c, [{ ...f, target: 'docs/other.md', resolved: 'docs/other.md' }], true).outcome, 'other-finding');
    assert.equal(outcomeOf(c, [], false).outcome, 'doc-not-scanned');
  });

  it('the noise hand-check judges exactly the seeded sample of the committed ground truth, each case stale or noise with the reason', () => {
    const checked = readFileSync(join(CLAIMS_DIR, 'noise-check.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Parameters<typeof checkKey>[0] & { verdict: string; why?: string });
    assert.deepEqual(checked.map(checkKey), noiseSample(allClaimCases()).map(checkKey));
    for (const c of checked) {
      assert.ok(c.verdict === 'stale' || c.verdict === 'noise', `${checkKey(c)}: verdict ${c.verdict}`);
      if (c.verdict === 'noise') assert.ok(c.why, `${checkKey(c)}: a noise verdict gives its reason`);
    }
  });
});
