// Roles on real fixture repositories: one doc per rule of scripts/roles/rule-table.ts, the traps of
// issue 15, the copy facts, the artifact and the overrides, and the signals that ask the roles.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from '../scan/helpers.ts';
import { RULES, LIVING_RULE } from '../../scripts/roles/rule-table.ts';
import { isArchivePath } from '../../scripts/roles/assign-roles.ts';
import { ROLE_ORDER } from '../../scripts/contract/role-names.ts';
import { parseConfigText } from '../../scripts/config/load-config.ts';
import { HygieneError } from '../../scripts/shared/errors.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { git, gitRepo, runScript } from '../support/run.ts';
import { proposeAll } from '../../scripts/propose/propose-all.ts';

const KIT = '# Kit\n\nThe kit file, copied into the installer tree byte for byte.\n';

/** path -> [role, rule] for a repository holding one doc per rule. */
const EXPECTED: Record<string, [string, string]> = {
  'docs/archive/README.md': ['archive', 'archive-folder'],
  'notes/meeting-notes-archive/agenda.md': ['archive', 'archive-folder'],
  'staged-for-removal/old.md': ['archive', 'removal-folder'],
  'docs/old-setup.md': ['archive', 'archived-banner'],
  'docs/v1-guide.md': ['archive', 'archived-tag'],
  'docs/api.md': ['generated', 'generated-marker'],
  'docs/cli.md': ['generated', 'generated-note'],
  'docs/flags.md': ['generated', 'do-not-edit'],
  'docs/schema.md': ['generated', 'generated-frontmatter'],
  'docs/rules/no-x.mdx': ['generated', 'generated-frontmatter-comment'],
  '.claude/skills/openspec-propose/SKILL.md': ['generated', 'generated-by-frontmatter'],
  '.claude/commands/opsx/apply.md': ['generated', 'installer-output'],
  '.agents/skills/turbo/SKILL.md': ['generated', 'vendored-skill'],
  'content/commands/tool_list.md': ['generated', 'cobra-cli-page'],
  'docs/reference/api/index.md': ['generated', 'generator-output'],
  'gen/skills/a.md': ['generated', 'generated-folder'],
  'gen/skills/README.md': ['living', LIVING_RULE],
  '.changeset/README.md': ['generated', 'generator-file'],
  'website/versioned_docs/version-1.0/intro.md': ['copy', 'docusaurus-versioned'],
  'reference/7.4/a.md': ['copy', 'version-sibling'],
  'reference/7.4/b.md': ['copy', 'version-sibling'],
  'reference/7.5/a.md': ['living', LIVING_RULE],
  'reference/7.5/b.md': ['living', LIVING_RULE],
  'manual/v3/a.md': ['copy', 'version-sibling'],
  'manual/v3/b.md': ['copy', 'version-sibling'],
  'manual/a.md': ['living', LIVING_RULE],
  'manual/b.md': ['living', LIVING_RULE],
  'i18n/fr/guide.md': ['copy', 'i18n-folder'],
  'docs/intro.md': ['living', LIVING_RULE],
  'docs/zh-CN/intro.md': ['copy', 'locale-folder'],
  'README.md': ['living', LIVING_RULE],
  'README.zh-CN.md': ['copy', 'translated-name'],
  'docs/guide.md': ['living', LIVING_RULE],
  'docs/guide-fr.md': ['copy', 'translated-name'],
  'kit/a.md': ['living', LIVING_RULE],
  'kit/b.md': ['living', LIVING_RULE],
  'installer/kit/a.md': ['copy', 'mirror'],
  'installer/kit/b.md': ['copy', 'mirror'],
  'tests/Api.Tests/Api.verified.md': ['fixture', 'test-snapshot'],
  'tests/format/markdown/simple.md': ['fixture', 'test-runner-folder'],
  'tests/suite/theme/fonts/src/SUMMARY.md': ['fixture', 'test-named-path'],
  'src/render/__fixtures__/case.md': ['fixture', 'fixtures-folder'],
  'templates/issue.md': ['template', 'template-folder'],
  '.github/ISSUE_TEMPLATE/bug.md': ['template', 'template-folder'],
  'docs/page.template.md': ['template', 'template-name'],
  'examples/cron/check.event.md': ['template', 'placeholder-frontmatter'],
  '.github/pull_request_template.md': ['template', 'template-name'],
  'CHANGELOG.md': ['record', 'history-name'],
  '.changeset/brave-moons-refuse.md': ['record', 'changeset-entry'],
  'docs/whats-happening.md': ['record', 'history-heading'],
  'docs/direction.md': ['record', 'historical-status'],
  'site/examples/add-test.md': ['record', 'transcript-head'],
  'site/examples/no-color.md': ['record', 'transcript-parent'],
  'site/examples/index.md': ['living', LIVING_RULE],
  'skills/review/CREATION-LOG.md': ['record', 'record-name'],
  'docs/adr/0001-use-x.md': ['record', 'record-folder'],
  'docs/decisions.md': ['record', 'record-name'],
  'elections/2023/results.md': ['record', 'year-folder'],
  'notes/2024-05-01-standup.md': ['record', 'dated-name'],
  'openspec/changes/add-x/proposal.md': ['plan', 'openspec-change'],
  'docs/2025-01-02-auth-design.md': ['plan', 'dated-plan-name'],
  'plans/2020-01-15-migration.md': ['plan', 'plan-folder'],
  'ROADMAP.md': ['plan', 'plan-name'],
  '.claude/commands/create_plan.md': ['agent-prompt', 'agent-prompt-folder'],
  'internal/agent/templates/coder.md': ['agent-prompt', 'embedded-prompt'],
  'agents/prompts/triage.md': ['agent-prompt', 'code-read-prompt'],
  'skills/review/SKILL.md': ['agent-prompt', 'skill-folder'],
  'skills/review/checklist.md': ['agent-prompt', 'skill-folder'],
  'extensions/bug/commands/speckit.bug.test.md': ['agent-prompt', 'manifest-command'],
  'prompts/review.md': ['agent-prompt', 'command-arguments'],
  'agents/reviewer.md': ['agent-prompt', 'plugin-component'],
  'CLAUDE.md': ['agent-memory', 'memory-file'],
  'pkg1/CLAUDE.md': ['agent-memory', 'memory-file'],
  'pkg2/CLAUDE.md': ['agent-memory', 'memory-file'],
  'docs/conventions.md': ['agent-memory', 'memory-import'],
  'content/claude.md': ['living', LIVING_RULE],
};

function everyRuleRepo(): string {
  const files: Record<string, string> = {};
  for (const p of Object.keys(EXPECTED)) files[p] = `# ${p}\n\nText.\n`;
  Object.assign(files, {
    'docs/api.md': '<!-- This file is auto-generated by gen.ts -->\n# API\n',
    'docs/cli.md': '# CLI\n\n> Generated from cli.ts by `make docs`.\n',
    'docs/flags.md': '<!-- DO NOT EDIT: see flags.yaml -->\n# Flags\n',
    'docs/schema.md': '---\ngenerated: true\n---\n# Schema\n',
    'docs/rules/no-x.mdx': '---\n# This file is auto generated from source; do not modify it here.\ntitle: noX\n---\n# noX\n',
    '.github/workflows/triage.yml': 'jobs:\n  triage:\n    steps:\n      - run: |\n          cat agents/prompts/triage.md > prompt.txt\n',
    'docs/old-setup.md': '# Setup\n\n> Legacy documentation (archived). See the new guide.\n',
    'docs/v1-guide.md': '---\ntitle: V1 guide\ntags: [Guide, Archived]\n---\n# V1 guide\n',
    'internal/agent/prompts.go': 'package agent\n\nimport _ "embed"\n\n//go:embed templates/coder.md\nvar coderPrompt string\n',
    '.claude/skills/openspec-propose/SKILL.md': '---\nname: openspec-propose\nmetadata:\n  author: openspec\n  generatedBy: "1.2.0"\n---\n# Propose\n',
    '.agents/skills/turbo/SKILL.md': '---\nname: turbo\nmetadata:\n  version: 2.0.0\n---\n# Turbo\n',
    'content/commands/tool_list.md': '---\ntitle: tool list\n---\n## tool list\n\nList things\n\n### Synopsis\n\nLists the things.\n',
    'examples/cron/check.event.md': '---\nid: check\nworkspaceRoot: /absolute/path/to/repo\nfilters:\n  repository: your-org/your-repo\n---\nCheck the pull request.\n',
    'extensions/bug/extension.yml': 'extension:\n  id: bug\nprovides:\n  commands:\n    - name: speckit.bug.test\n',
    'extensions/bug/commands/speckit.bug.test.md': '---\ndescription: "Validate the fix"\n---\n# Test Bug Fix\n',
    'prompts/review.md': '---\ndescription: Review a change\n---\nReview the change named in $ARGUMENTS.\n',
    'typedoc.json': '{ "out": "docs/reference/api" }\n',
    'docs/whats-happening.md': '# Release notes\n\n## 1.2\n',
    'docs/direction.md': '# Direction\n\nStatus: historical beta direction.\n',
    'site/examples/add-test.md': '---\nparent: Examples\n---\n# Create a test case\n\nIn this chat transcript, the user asks for a test of `tests/test_commands.py`.\n',
    'site/examples/no-color.md': '---\nparent: Example chat transcripts\nnav_order: 2\n---\n# Honor NO_COLOR\n\nThe user pastes a specification into the chat.\n',
    'site/examples/index.md': '---\ntitle: Example chat transcripts\n---\n# Example chat transcripts\n\nBelow are some chat transcripts showing the tool at work.\n',
    'gen/skills/README.md': '# Skills\n\nInstall them.\n\n## Layout\n\nOne folder per skill.\n\nThese files are generated from the skill templates; do not edit by hand.\n',
    'tests/format/markdown/format.test.js': 'runFormatTest(import.meta, ["markdown"]);\n',
    'tests/suite/theme.rs': '#[test]\nfn fonts() {\n    BookTest::from_dir("theme/fonts").build();\n}\n',
    'kit/a.md': KIT,
    'kit/b.md': KIT + 'b\n',
    'installer/kit/a.md': KIT,
    'installer/kit/b.md': KIT + 'b\n',
    'pkg1/CLAUDE.md': '# Package\n\nRun the tests.\n',
    'pkg2/CLAUDE.md': '# Package\n\nRun the tests.\n',
    'CLAUDE.md': '# Project\n\nFollow @docs/conventions.md\n',
    '.claude-plugin/plugin.json': '{ "name": "p" }\n',
  });
  return makeRepo({ files, symlinks: { 'AGENTS.md': 'CLAUDE.md' } });
}

describe('One role per doc, first in precedence order', () => {
  it('Each role rule gives its role in a fixture repository', async () => {
    const a = await scan(everyRuleRepo(), { history: false });
    const got: Record<string, [string, string]> = {};
    for (const p of Object.keys(EXPECTED)) got[p] = [a.docs[p]?.role.name ?? '(none)', a.docs[p]?.role.rule ?? '(none)'];
    assert.deepEqual(got, EXPECTED);
    // Every rule of the table has a fixture here: a rule added without one fails this test.
    const covered = new Set(Object.values(EXPECTED).map(([, rule]) => rule));
    assert.deepEqual(RULES.map((r) => r.id).filter((id) => !covered.has(id)), []);
    // The table lists rules grouped by role, in precedence order.
    const order = RULES.map((r) => ROLE_ORDER.indexOf(r.role));
    assert.deepEqual(order, [...order].sort((x, y) => x - y));
  });

  it('When several rules apply, the first role in order wins', async () => {
    const root = makeRepo({
      files: {
        'docs/archive/CHANGELOG.md': '# Changelog\n',
        'templates/CHANGELOG.md': '# Changelog\n',
        'gen/CLAUDE.md': '<!-- auto-generated from rules.yaml -->\n# Rules\n',
        'plans/archived/old-plan.md': '# Old plan\n',
      },
    });
    const a = await scan(root, { history: false });
    const roles = Object.fromEntries(Object.entries(a.docs).map(([p, d]) => [p, d.role.name]));
    assert.deepEqual(roles, { 'docs/archive/CHANGELOG.md': 'archive', 'gen/CLAUDE.md': 'generated', 'plans/archived/old-plan.md': 'archive', 'templates/CHANGELOG.md': 'template' });
  });

  it('A lower-case claude.md page in a content tree is not agent memory', async () => {
    const root = makeRepo({ files: { 'content/models/claude.md': '# Claude\n\nA page about the model.\n', 'docs/agents.md': '# Agents\n' } });
    const a = await scan(root, { history: false });
    assert.deepEqual(a.docs['content/models/claude.md']?.role, { name: 'living', rule: LIVING_RULE });
    assert.deepEqual(a.per_session, []);
  });

  it('AGENTS.md committed as a symlink to CLAUDE.md is one file', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Project\n\nRun npm test.\n' }, symlinks: { 'AGENTS.md': 'CLAUDE.md' } });
    const a = await scan(root, { history: false });
    // Scanned once, at its target; the link is listed with the target's role.
    assert.equal(a.files_scanned, 1);
    assert.equal(a.docs['CLAUDE.md']!.role.name, 'agent-memory');
    assert.deepEqual(a.docs['AGENTS.md'], { role: a.docs['CLAUDE.md']!.role, symlink_to: 'CLAUDE.md' });
    assert.deepEqual(Object.keys(a.docs), ['AGENTS.md', 'CLAUDE.md']);
  });

  it('A capability or change named after archiving is no archive; an archive folder above it still is', async () => {
    // The shapes of Fission-AI/OpenSpec: main specs of its archive command and skill, a live change.
    const root = makeRepo({
      files: {
        'openspec/specs/cli-archive/spec.md': '# cli-archive Specification\n',
        'openspec/specs/opsx-archive-skill/spec.md': '# opsx-archive-skill Specification\n',
        'openspec/changes/extend-config-injection-to-apply-archive/proposal.md': '## Why\n',
        'docs/archive/openspec/specs/old/spec.md': '# old Specification\n',
        'committee/meeting-notes-archive/2017.md': '# 2017\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => [a.docs[p]!.role.name, a.docs[p]!.role.rule];
    assert.deepEqual(role('openspec/specs/cli-archive/spec.md'), ['living', LIVING_RULE]);
    assert.deepEqual(role('openspec/specs/opsx-archive-skill/spec.md'), ['living', LIVING_RULE]);
    assert.deepEqual(role('openspec/changes/extend-config-injection-to-apply-archive/proposal.md'), ['plan', 'openspec-change']);
    assert.deepEqual(role('docs/archive/openspec/specs/old/spec.md'), ['archive', 'archive-folder']);
    assert.deepEqual(role('committee/meeting-notes-archive/2017.md'), ['archive', 'archive-folder']);
    // References into them count as references into archives only where the role is archive.
    assert.deepEqual(
      ['openspec/specs/cli-archive/spec.md', 'openspec/changes/extend-config-injection-to-apply-archive/proposal.md', 'docs/archive/openspec/specs/old/spec.md'].map(isArchivePath),
      [false, false, true],
    );
  });

  it('A year opening a file name dates it, a name ending in template is a template, an incident report is a record', async () => {
    // The shapes of kubernetes/community and steveyegge/beads.
    const root = makeRepo({
      files: {
        'events/awards/award-recipients/2020-award-recipients.md': '# Kubernetes Contributor Awards\n',
        'committee-code-of-conduct/transparency-reports/2021-h1.md': '# H1 2021 - Transparency Report\n',
        'sig-docs/survey/2019SeptSurvey.md': 'Title | Kubernetes SIG Docs Survey 2019\n',
        'docs/2026-roadmap.md': '# Roadmap\n',
        'docs/2048-game.md': '# A game\n',
        'elections/steering/2020/biotemplate.md': '# Your Name\n',
        'elections/steering/documentation/messaging/election-templates.md': 'Adjust this template as necessary:\n',
        'docs/templates.md': '# Templates\n\nHow templates work.\n',
        'docs/contemplate.md': '# Contemplate\n',
        'scripts/repro-dolt-hang/INCIDENT-REPORT.md': '# Dolt Server Hang Incident Report\n',
      },
    });
    const a = await scan(root, { history: false });
    const got = Object.fromEntries(Object.entries(a.docs).map(([p, d]) => [p, `${d.role.name} ${d.role.rule}`]));
    assert.deepEqual(got, {
      'committee-code-of-conduct/transparency-reports/2021-h1.md': 'record dated-name',
      'docs/2026-roadmap.md': 'plan plan-name',
      'docs/2048-game.md': `living ${LIVING_RULE}`,
      'docs/contemplate.md': `living ${LIVING_RULE}`,
      'docs/templates.md': `living ${LIVING_RULE}`,
      'elections/steering/2020/biotemplate.md': 'template template-name',
      'elections/steering/documentation/messaging/election-templates.md': 'template template-name',
      'events/awards/award-recipients/2020-award-recipients.md': 'record dated-name',
      'scripts/repro-dolt-hang/INCIDENT-REPORT.md': 'record record-name',
      'sig-docs/survey/2019SeptSurvey.md': 'record dated-name',
    });
  });

  it("A scaffolder's template-<name> folder is a template, and a numbered series of posts is no older version of its newest", async () => {
    const post = (n: number) => `---\ntitle: Issue ${n}\ndate: 2024-01-${String(n % 28 + 1).padStart(2, '0')}\n---\n\nNews of the week.\n`;
    const root = makeRepo({
      files: {
        'packages/create-app/template-react/README.md': '# React + App\n\nThis template provides a minimal setup.\n',
        'packages/create-app/vue-template/README.md': '# Vue\n\nThis template should help get you started.\n',
        'packages/create-app/README.md': '# create-app\n\nScaffold a project.\n',
        'docs/templating.md': '# Templating\n',
        'site/digest/3/index.mdx': post(3),
        'site/digest/11/index.mdx': post(11),
        'site/digest/124/index.mdx': post(124),
        'site/episodes/6/content.mdx': post(6),
        'site/episodes/7/content.mdx': post(7),
        'reference/7.4/a.md': '# a\n',
        'reference/7.4/b.md': '# b\n',
        'reference/7.5/a.md': '# a\n',
        'reference/7.5/b.md': '# b\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => a.docs[p]!.role.name;
    assert.equal(role('packages/create-app/template-react/README.md'), 'template');
    assert.equal(role('packages/create-app/vue-template/README.md'), 'template');
    assert.equal(role('packages/create-app/README.md'), 'living');
    assert.equal(role('docs/templating.md'), 'living');
    for (const p of ['site/digest/3/index.mdx', 'site/digest/11/index.mdx', 'site/episodes/6/content.mdx']) assert.notEqual(role(p), 'copy', p);
    // A version folder still shares a tree of names with its newest sibling.
    assert.equal(role('reference/7.4/a.md'), 'copy');
  });

  it('Installed agent files, skill material, copies for several agents and translated trees get their own roles', async () => {
    // The shapes of github/spec-kit, Fission-AI/OpenSpec, tldr-pages/tldr and rust-lang/book.
    const SKILL = '---\nname: review\ndescription: Review code\n---\n# Review\n';
    const REF = '# Checklist\n\nCheck the tests.\n';
    const root = makeRepo({
      files: {
        '.specify/memory/constitution.md': '# Constitution\n',
        '.github/prompts/speckit.plan.prompt.md': '---\ndescription: Plan\n---\n# Plan\n',
        '.claude/skills/openspec-archive-change/SKILL.md': '---\nname: openspec-archive-change\n---\n# Archive a change\n',
        'skills/archive/old-skill/SKILL.md': '---\nname: old\n---\n# Old\n',
        '.claude/skills/review/SKILL.md': SKILL,
        '.claude/skills/review/references/checklist.md': REF,
        '.cursor/skills/review/SKILL.md': SKILL,
        '.cursor/skills/review/references/checklist.md': REF,
        'skills/report/SKILL.md': '---\nname: report\n---\n# Report\n',
        'skills/report/templates/summary.md': '# Summary of {{ change }}\n',
        'pages/common/tar.md': '# tar\n\n> Archive files.\n',
        'pages.fr/common/tar.md': '# tar\n\n> Archiver des fichiers.\n',
        'blog/posts/badge.md': '---\ntitle: Adding a badge\nslug: adding-a-badge-to-your-project\n---\n# Adding a badge\n',
        '2018-edition/src/ch04-00-ownership.md': '# Ownership\n\nThe 2018 edition is no longer distributed; see the current chapter.\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => `${a.docs[p]!.role.name} ${a.docs[p]!.role.rule}`;
    assert.equal(role('.github/prompts/speckit.plan.prompt.md'), 'generated installer-output');
    // No OpenSpec configuration here: the archive-verb skill is a prompt, not an archive.
    assert.equal(role('.claude/skills/openspec-archive-change/SKILL.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('skills/archive/old-skill/SKILL.md'), 'archive archive-folder');
    assert.equal(role('.cursor/skills/review/SKILL.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('.cursor/skills/review/references/checklist.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('skills/report/templates/summary.md'), 'agent-prompt skill-folder');
    assert.equal(role('pages.fr/common/tar.md'), 'copy locale-folder');
    assert.equal(role('pages/common/tar.md'), `living ${LIVING_RULE}`);
    assert.equal(role('2018-edition/src/ch04-00-ownership.md'), `living ${LIVING_RULE}`);
    // A word of a slug is no placeholder: the post stays a record.
    assert.equal(role('blog/posts/badge.md'), 'record record-folder');
  });

  it('A name inside a skill or command names its job: template.md there is a prompt, not a template', async () => {
    // The shape of steveyegge/beads: the skill's command file for `bd template`.
    const root = makeRepo({
      files: {
        'plugins/beads/skills/beads/SKILL.md': '---\nname: beads\n---\n# Beads\n',
        'plugins/beads/skills/beads/commands/template.md': '# bd template\n\nManage issue templates.\n',
        '.claude/commands/template.md': '# Make a template\n',
        'docs/template.md': '# Title\n\nFill this in.\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => `${a.docs[p]!.role.name} ${a.docs[p]!.role.rule}`;
    assert.equal(role('plugins/beads/skills/beads/commands/template.md'), 'agent-prompt skill-folder');
    assert.equal(role('.claude/commands/template.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('docs/template.md'), 'template template-name');
  });

  it('A README.md inside an archive folder is archive', async () => {
    const root = makeRepo({ files: { 'docs/archived/README.md': '# Old docs\n\n[gone](gone.md)\n', 'README.md': '# Project\n' } });
    const a = await scan(root, { history: false });
    assert.deepEqual(a.docs['docs/archived/README.md']?.role, { name: 'archive', rule: 'archive-folder' });
    assert.deepEqual(hitsOf(a, 'docs/archived/README.md'), []);
  });
});

describe('One role per doc, first in precedence order', () => {
  it('A changesets note a pre-release moved into .changeset/pre/ is a record', async () => {
    const a = await scan(makeRepo({ files: { '.changeset/pre/brave-moons.md': '---\n"pkg": patch\n---\nFix the parser.\n', 'README.md': '# R\n' } }), { history: false });
    assert.deepEqual([a.docs['.changeset/pre/brave-moons.md']?.role.name, a.docs['.changeset/pre/brave-moons.md']?.role.rule], ['record', 'changeset-entry']);
  });

  it('A markdown file a go:embed directive names is an agent prompt, even in a templates folder', async () => {
    const a = await scan(makeRepo({ files: {
      'internal/tools/bash.md': 'Run shell commands. Use this tool when you need to run a command.\n',
      'internal/tools/bash.go': 'package tools\n\nimport _ "embed"\n\n//go:embed bash.md\nvar bashDescription []byte\n',
      'internal/agent/templates/title.md': 'You write a short title for the conversation.\n',
      'internal/agent/agent.go': 'package agent\n\n//go:embed templates/*.md\nvar prompts embed.FS\n',
      'internal/tools/notes.md': '# Notes\n\nNot embedded.\n',
    } }), { history: false });
    const got = (p: string) => [a.docs[p]?.role.name, a.docs[p]?.role.rule];
    assert.deepEqual(got('internal/tools/bash.md'), ['agent-prompt', 'embedded-prompt']);
    assert.deepEqual(got('internal/agent/templates/title.md'), ['agent-prompt', 'embedded-prompt']);
    assert.deepEqual(got('internal/tools/notes.md'), ['living', LIVING_RULE]);
  });

  it("A test's input is a fixture whose links are no claims; a README, a memory file or a doc named in capitals beside the tests stays documentation", async () => {
    const a = await scan(makeRepo({ files: {
      // A runner beside its cases (prettier's format.test.js), and snapshots beside theirs.
      'tests/format/markdown/format.test.js': 'runFormatTest(import.meta, ["markdown"]);\n',
      'tests/format/markdown/links.md': '[foo]: /url1\n\n![x](a.png) [y](missing.md)\n',
      'tests/format/markdown/README.md': '# Markdown cases\n\nSee [the runner](missing-runner.md).\n',
      'tests/format/markdown/CLAUDE.md': '# Cases\n\nAdd one file per case.\n',
      'tests/snap/__snapshots__/input.md.snap': 'exports[`input.md`] = ``;\n',
      'tests/snap/input.md': '[a](nowhere.md)\n',
      'tests/regression/regression_test.go': 'package regression\n\n// BUG-1 in DISCOVERY.md\n',
      'tests/regression/DISCOVERY.md': '# Discovery\n\nSee [the log](gone-log.md).\n',
      // A case folder the tests' code names by a path relative to itself (mdBook's BookTest::from_dir).
      'tests/suite/theme.rs': 'fn fonts() {\n    BookTest::from_dir("theme/fonts").build();\n}\n// theme/unnamed is only mentioned\n',
      'tests/suite/theme/fonts/src/SUMMARY.md': '- [Intro](index.md)\n',
      'tests/suite/theme/fonts/README.md': '# Fonts book\n',
      'tests/suite/theme/unnamed/src/SUMMARY.md': '- [Intro](intro.md)\n',
      // Outside a tests tree a runner beside a doc is a module with its tests and its notes.
      'src/parse/parse.test.ts': 'test("x", () => {});\n',
      'src/parse/notes.md': '# Parser notes\n',
    } }), { history: false });
    const got = (p: string) => [a.docs[p]?.role.name, a.docs[p]?.role.rule];
    assert.deepEqual(got('tests/format/markdown/links.md'), ['fixture', 'test-runner-folder']);
    assert.deepEqual(got('tests/snap/input.md'), ['fixture', 'test-runner-folder']);
    assert.deepEqual(got('tests/suite/theme/fonts/src/SUMMARY.md'), ['fixture', 'test-named-path']);
    for (const p of ['tests/format/markdown/README.md', 'tests/regression/DISCOVERY.md', 'tests/suite/theme/fonts/README.md', 'tests/suite/theme/unnamed/src/SUMMARY.md', 'src/parse/notes.md']) assert.deepEqual(got(p), ['living', LIVING_RULE], p);
    assert.equal(a.docs['tests/format/markdown/CLAUDE.md']?.role.name, 'agent-memory');
    const broken = allHits(a, 'broken_reference').map((h) => h.path).sort();
    assert.deepEqual(broken, ['tests/format/markdown/README.md', 'tests/regression/DISCOVERY.md', 'tests/suite/theme/unnamed/src/SUMMARY.md']);
  });

  it("A folder of Markdown cases a package's tests name from the package root, and snapshots, are fixtures; docs, examples and specs a test checks stay what they are", async () => {
    const a = await scan(makeRepo({ files: {
      // A Rust crate's integration test runs every .md under resources/mdtest (cargo runs it in the crate).
      'crates/checker/tests/mdtest.rs': 'datatest_stable::harness! {\n    { test = mdtest, root = "./resources/mdtest", pattern = r"\\.md$" },\n    { test = lint_doc, root = "./resources/lint_docs", pattern = r"\\.md$" },\n}\n',
      'crates/checker/resources/mdtest/call.md': '# Calls\n\nSee [the spec](missing-spec.md).\n',
      'crates/checker/resources/lint_docs/empty-body.md': '# empty-body\n\nSee [the rule](gone.md).\n',
      // Another crate's harness names the same kind of folder by climbing to it.
      'crates/runner/tests/mdtest.rs': 'harness! { root = "../linter/resources/mdtest" }\n',
      'crates/linter/resources/mdtest/noqa.md': '# noqa\n',
      // A test that validates the repository's own specs and keeps its examples running.
      'test/validate.test.ts': 'validate("openspec/specs"); run("examples/demo");\n',
      'openspec/specs/cli/spec.md': '# cli\n',
      'examples/demo/guide.md': '# Demo\n',
      // Verify's accepted snapshots.
      'test/Docs.Tests/Build.Seed/Cat.verified.md': '# Cat\n\n[a](nowhere.md)\n',
      // Two fixture trees that happen to hold the same cases are fixtures, not copies.
      'packages/p/test/fixtures/a/one.md': '# One\n\nThe same case.\n',
      'packages/p/test/fixtures/a/two.md': '# Two\n\nThe same case.\n',
      'packages/p/test/fixtures/b/one.md': '# One\n\nThe same case.\n',
      'packages/p/test/fixtures/b/two.md': '# Two\n\nThe same case.\n',
    } }), { history: false });
    const got = (p: string) => [a.docs[p]?.role.name, a.docs[p]?.role.rule];
    assert.deepEqual(got('crates/checker/resources/mdtest/call.md'), ['fixture', 'test-named-path']);
    assert.deepEqual(got('crates/linter/resources/mdtest/noqa.md'), ['fixture', 'test-named-path']);
    assert.deepEqual(got('test/Docs.Tests/Build.Seed/Cat.verified.md'), ['fixture', 'test-snapshot']);
    for (const p of ['packages/p/test/fixtures/a/one.md', 'packages/p/test/fixtures/b/one.md', 'packages/p/test/fixtures/b/two.md']) assert.deepEqual(got(p), ['fixture', 'fixtures-folder'], p);
    for (const p of ['crates/checker/resources/lint_docs/empty-body.md', 'openspec/specs/cli/spec.md', 'examples/demo/guide.md']) assert.equal(a.docs[p]?.role.name, 'living', p);
    const broken = allHits(a, 'broken_reference').map((h) => h.path).sort();
    assert.deepEqual(broken, ['crates/checker/resources/lint_docs/empty-body.md']);
  });

  it("A generator's note in a frontmatter comment makes the page generated; another comment does not", async () => {
    const a = await scan(makeRepo({ files: {
      'src/content/docs/rules/use-x/javascript.mdx': "---\n# Don't modify this file manually. This file is auto generated from source.\neditUrl: false\n\ntitle: useX (JavaScript)\n---\n\n## Summary\n",
      'src/content/docs/guide.mdx': '---\n# keep the title short\ntitle: Guide\n---\n\nRead this first.\n',
    } }), { history: false });
    assert.deepEqual([a.docs['src/content/docs/rules/use-x/javascript.mdx']?.role.name, a.docs['src/content/docs/rules/use-x/javascript.mdx']?.role.rule], ['generated', 'generated-frontmatter-comment']);
    assert.deepEqual([a.docs['src/content/docs/guide.mdx']?.role.name, a.docs['src/content/docs/guide.mdx']?.role.rule], ['living', LIVING_RULE]);
  });

  it("typedoc's out in the script that runs typedoc makes its folder generated; an out key of another tool's config does not", async () => {
    const a = await scan(makeRepo({ files: {
      'packages/docs/typedoc-markdown.mjs': "import path from 'node:path'\n\nconst DEFAULT_OPTIONS = {\n  plugin: ['typedoc-plugin-markdown'],\n  out: path.resolve(__dirname, './api'),\n}\n",
      'packages/docs/api/pinia/functions/defineStore.md': '# Function: defineStore()\n\nCreates a store.\n',
      'typedoc.config.mjs': "export default {\n  entryPoints: ['src/index.ts'],\n  out: 'reference',\n};\n",
      'reference/index.md': '# API\n',
      'rollup.config.mjs': "export default { out: 'guide' };\n",
      'guide/intro.md': '# Intro\n',
    } }), { history: false });
    const role = (p: string) => [a.docs[p]?.role.name, a.docs[p]?.role.rule];
    assert.deepEqual(role('packages/docs/api/pinia/functions/defineStore.md'), ['generated', 'generator-output']);
    assert.deepEqual(role('reference/index.md'), ['generated', 'generator-output']);
    assert.deepEqual(role('guide/intro.md'), ['living', LIVING_RULE]);
  });

  it("A Markdown file in a prompts folder that the repository's code or workflows read is an agent prompt", async () => {
    const a = await scan(makeRepo({ files: {
      // A workflow feeds the file to an agent.
      '.github/workflows/reproduce.yml': 'jobs:\n  run:\n    steps:\n      - run: |\n          cat agents/prompts/reproduce-bug.md >> "$PROMPT"\n',
      'agents/prompts/reproduce-bug.md': '# Reproduce the bug\n\nWrite a failing test.\n',
      'agents/prompts/unused.md': '# Unused\n',
      // Code beside the folder loads a template by its name (importlib.resources).
      'pkg/agent/prompts.py': "import importlib.resources\n\nname = 'system_prompt_flash.md'\ntext = importlib.resources.files('pkg.agent.system_prompts').joinpath(name).read_text()\n",
      'pkg/agent/system_prompts/system_prompt_flash.md': 'You are a browsing agent.\n',
      // Code naming a folder with a *.md glob reads every prompt in it.
      'tools/load.ts': "const dir = 'tools/instructions';\nfor (const f of glob('*.md', { cwd: dir })) read(f);\n",
      'tools/instructions/review.md': 'Review the diff.\n',
      // A doc code reads outside a prompts folder is no prompt.
      'build.py': "open('docs/guide.md').read()\n",
      'docs/guide.md': '# Guide\n',
    } }), { history: false });
    const got = (p: string) => [a.docs[p]?.role.name, a.docs[p]?.role.rule];
    for (const p of ['agents/prompts/reproduce-bug.md', 'pkg/agent/system_prompts/system_prompt_flash.md', 'tools/instructions/review.md']) assert.deepEqual(got(p), ['agent-prompt', 'code-read-prompt'], p);
    for (const p of ['agents/prompts/unused.md', 'docs/guide.md']) assert.deepEqual(got(p), ['living', LIVING_RULE], p);
  });

  it('A FUTURE.md describing features not built yet is a plan', async () => {
    const a = await scan(makeRepo({ files: { 'docs/hooks/FUTURE.md': '# Future hooks\n\nHooks we intend to add.\n', 'docs/hooks/README.md': '# Hooks\n' } }), { history: false });
    assert.deepEqual([a.docs['docs/hooks/FUTURE.md']?.role.name, a.docs['docs/hooks/FUTURE.md']?.role.rule], ['plan', 'plan-name']);
  });

  it('A doc whose opening declares it archived or legacy is an archive; a page that only mentions archiving is not', async () => {
    const a = await scan(makeRepo({ files: {
      'docs/old.md': '# Old installer\n\n> **Legacy documentation (archived).** Use the new installer.\n',
      'docs/tagged.md': '---\ntags: [Archived]\n---\n# Tagged\n',
      'docs/backup.md': '# Backups\n\nHow to restore archived snapshots.\n',
      'docs/heading.md': '# Old API (legacy)\n\nKept for reference.\n',
      'docs/remark.md': '# Note\n\nSee the helper (legacy).\n',
      'docs/banner.md': '# Exporter\n\n> **Archived**: use the new exporter.\n',
      'docs/section.md': '# Releases\n\n## Archived releases\n\nOlder builds are kept here.\n',
    } }), { history: false });
    const got = (p: string) => a.docs[p]?.role.name;
    // "(legacy)" in a heading declares the page; in a sentence it only describes what the sentence names.
    // A bare "Archived" banner declares the doc; "## Archived releases" only names a section of it.
    assert.deepEqual(['old', 'tagged', 'backup', 'heading', 'remark', 'banner', 'section'].map((n) => got(`docs/${n}.md`)), ['archive', 'archive', 'living', 'archive', 'living', 'archive', 'living']);
  });
});

describe('Copies are recognized from the repository', () => {
  it('Older version folders that share most names with the newest are copies', async () => {
    const files: Record<string, string> = {};
    for (const v of ['7.4', '7.5', '7.10']) for (const n of ['a', 'b', 'c']) files[`reference/${v}/${n}.md`] = `# ${n} ${v}\n`;
    files['api/v1/only.md'] = '# v1\n';
    files['api/v2/other.md'] = '# v2\n';
    const a = await scan(makeRepo({ files }), { history: false });
    assert.equal(a.docs['reference/7.4/a.md']!.role.name, 'copy');
    assert.equal(a.docs['reference/7.5/c.md']!.role.name, 'copy');
    assert.match(a.docs['reference/7.5/c.md']!.role.evidence!, /reference\/7\.10\/ is newer/);
    assert.equal(a.docs['reference/7.10/a.md']!.role.name, 'living');
    // Version folders that share no file are not copies of each other.
    assert.equal(a.docs['api/v1/only.md']!.role.name, 'living');
  });

  it('A version folder inside the current tree it mirrors is a copy', async () => {
    const files: Record<string, string> = {};
    for (const n of ['servers/a', 'servers/b', 'clients/c']) {
      files[`docs/${n}.mdx`] = `# ${n}\n\nToday's API.\n`;
      files[`docs/v3/${n}.mdx`] = `# ${n}\n\nThe version 3 API.\n`;
    }
    files['docs/v3/only-in-v3.mdx'] = '# Gone\n';
    files['guides/v2/new.md'] = '# New\n';
    files['guides/intro.md'] = '# Intro\n';
    const a = await scan(makeRepo({ files }), { history: false });
    assert.equal(a.docs['docs/v3/servers/a.mdx']!.role.name, 'copy');
    assert.match(a.docs['docs/v3/only-in-v3.mdx']!.role.evidence!, /docs\/ holds the current docs: 3 of its 4 files/);
    assert.equal(a.docs['docs/servers/a.mdx']!.role.name, 'living');
    // A version folder whose pages the tree around it does not hold is the tree's own (guides/v2/new.md).
    assert.equal(a.docs['guides/v2/new.md']!.role.name, 'living');
  });

  it('Translations are copies of their source', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# P\n',
        'README.ja.md': '# P\n',
        'README-es.md': '# P\n',
        'docs/en/setup.md': '# Setup\n',
        'docs/fr/setup.md': '# Installation\n',
        'docs/fr/only-fr.md': '# Seulement\n',
        'go/notes.md': '# Go\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => a.docs[p]!.role.name;
    assert.deepEqual(['README.ja.md', 'README-es.md', 'docs/fr/setup.md'].map(role), ['copy', 'copy', 'copy']);
    assert.deepEqual(['README.md', 'docs/en/setup.md', 'docs/fr/only-fr.md', 'go/notes.md'].map(role), ['living', 'living', 'living', 'living']);
  });

  it('A tree held byte for byte elsewhere is a mirror; one identical file is not', async () => {
    const root = makeRepo({
      files: {
        'rules/a.md': KIT,
        'rules/b.md': KIT + 'b\n',
        'plugin/assets/rules/a.md': KIT,
        'plugin/assets/rules/b.md': KIT + 'b\n',
        'one/NOTES.md': KIT,
        'two/NOTES.md': KIT,
      },
    });
    const a = await scan(root, { history: false });
    assert.equal(a.docs['plugin/assets/rules/a.md']!.role.name, 'copy');
    assert.match(a.docs['plugin/assets/rules/a.md']!.role.evidence!, /identical to rules\/a\.md/);
    assert.equal(a.docs['rules/a.md']!.role.name, 'living');
    assert.equal(a.docs['two/NOTES.md']!.role.name, 'living');
  });
});

describe('A skill vendored from another repository is generated', () => {
  it('A skill a lock file or its publisher frontmatter places in another repository is generated; a copy of the repository\'s own skill stays an agent prompt', async () => {
    const OWN = '---\nname: review\nlicense: MIT\n---\n# Review\n';
    const root = makeRepo({
      files: {
        'skills-lock.json': JSON.stringify({ version: 1, skills: { tui: { source: 'someone/tui-skill', sourceType: 'github' }, notes: { source: './skills/notes', sourceType: 'local' } } }),
        '.agents/skills/tui/SKILL.md': '---\nname: tui\ndescription: Build terminal interfaces.\n---\n# TUI\n',
        '.agents/skills/tui/references/layout.md': '# Layout\n',
        '.agents/skills/notes/SKILL.md': '---\nname: notes\ndescription: Keep notes.\n---\n# Notes\n',
        '.claude/skills/react-patterns/SKILL.md': '---\nname: react-patterns\nlicense: MIT\nmetadata:\n  author: someone\n  version: "1.0.0"\n---\n# React patterns\n',
        '.claude/skills/react-patterns/rules/state.md': '# State\n',
        'skills/review/SKILL.md': OWN,
        '.claude/skills/review/SKILL.md': OWN,
        '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the app.\n---\n# Deploy\n',
        'skills/pdf/SKILL.md': '---\nname: pdf\nlicense: Apache-2.0\n---\n# PDF\n',
      },
    });
    const a = await scan(root, { history: false });
    const role = (p: string) => `${a.docs[p]!.role.name} ${a.docs[p]!.role.rule}`;
    // The lock file names the skill with a source elsewhere: every file of it is generated.
    assert.equal(role('.agents/skills/tui/SKILL.md'), 'generated vendored-skill');
    assert.equal(role('.agents/skills/tui/references/layout.md'), 'generated vendored-skill');
    assert.match(a.docs['.agents/skills/tui/SKILL.md']!.role.evidence!, /installed from someone\/tui-skill \(skills-lock\.json\)/);
    // The frontmatter names a publisher.
    assert.equal(role('.claude/skills/react-patterns/rules/state.md'), 'generated vendored-skill');
    assert.match(a.docs['.claude/skills/react-patterns/SKILL.md']!.role.evidence!, /license: MIT/);
    // A skill installed from this project's own folder, a copy of a skill the repository holds
    // outside agent folders, a skill with no publisher, and a published skill at its home stay prompts.
    assert.equal(role('.agents/skills/notes/SKILL.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('.claude/skills/review/SKILL.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('.claude/skills/deploy/SKILL.md'), 'agent-prompt agent-prompt-folder');
    assert.equal(role('skills/pdf/SKILL.md'), 'agent-prompt skill-folder');
  });
});

describe('Roles are in the scan artifact and can be overridden', () => {
  it('Every scanned doc carries its role and rule in the artifact', async () => {
    const root = makeRepo({ files: { 'README.md': '# P\n', 'CHANGELOG.md': '# Changelog\n', 'docs/archive/x.md': '# X\n' } });
    const a = await scan(root, { history: false });
    assert.deepEqual(a.docs, {
      'CHANGELOG.md': { role: { name: 'record', rule: 'history-name' } },
      'README.md': { role: { name: 'living', rule: 'default' } },
      'docs/archive/x.md': { role: { name: 'archive', rule: 'archive-folder' } },
    });
  });

  it('A roles override in .dochygiene.yaml wins over the computed role', async () => {
    const root = makeRepo({
      files: {
        '.dochygiene.yaml': 'roles:\n  - glob: CHANGELOG.md\n    role: living\n  - glob: "legacy/**"\n    role: archive\n',
        'CHANGELOG.md': '# Changelog\n',
        'legacy/guide.md': '# Guide\n\n[gone](gone.md)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(a.docs['CHANGELOG.md']!.role, { name: 'living', rule: 'config:roles[0]', evidence: 'CHANGELOG.md' });
    assert.deepEqual(a.docs['legacy/guide.md']!.role, { name: 'archive', rule: 'config:roles[1]', evidence: 'legacy/**' });
    assert.deepEqual(hitsOf(a, 'legacy/guide.md'), []);
  });

  it('Init writes the role overrides it can justify', async () => {
    const files: Record<string, string> = { 'README.md': '# P\n', 'docs/intro.md': '# Intro\n', 'docs/ja/intro.md': '# Intro\n', 'docs/adr/0001-x.md': '# ADR\n' };
    for (const v of ['1.0', '2.0']) for (const n of ['a', 'b']) files[`api/${v}/${n}.md`] = `# ${n}\n`;
    const root = makeRepo({ files });
    const r = runScript('init.mjs', ['--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const text = readFileSync(join(root, '.dochygiene.yaml'), 'utf8');
    assert.ok(text.includes('roles:\n  # an older version: api/2.0/ is newer and holds 2 of its 2 files\n  - glob: "api/1.0/**"\n    role: copy\n'), text);
    assert.ok(text.includes('  - glob: "docs/ja/**"\n    role: copy\n'), text);
    assert.ok(text.includes('- id: "records-docs-adr"'), text);
    // The overrides name the roles the rules compute anyway: the scan is the same with them.
    const a = await scan(root, { history: false });
    assert.deepEqual(a.docs['api/1.0/a.md']!.role, { name: 'copy', rule: 'config:roles[0]', evidence: 'api/1.0/**' });
    assert.equal(a.docs['docs/ja/intro.md']!.role.name, 'copy');
  });

  it('An invalid roles entry is refused with its line', () => {
    assert.throws(
      () => parseConfigText('scan:\n  token_budget: 100\nroles:\n  - glob: "docs/**"\n    role: museum\n'),
      (e: unknown) => e instanceof HygieneError && /\.dochygiene\.yaml:5: roles\[0\]\.role/.test(e.message),
    );
  });
});

describe('Signals ask the roles', () => {
  it("A changelog's old versions are not version skew", async () => {
    const root = makeRepo({
      files: {
        'package.json': JSON.stringify({ name: 'x', engines: { node: '>=20' } }) + '\n',
        'CHANGELOG.md': '# Changelog\n\n## 1.0\n\nRequires Node 16.\n',
        'docs/release-notes/1.0.md': '# 1.0\n\nRequires Node 16.\n',
        'README.md': '# X\n\nRequires Node 16.\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(allHits(a, 'version_skew').map((h) => h.path), ['README.md']);
  });

  it('Archived docs are not read or judged', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# P\n',
        'notes/meeting-notes-archive/2019.md': '---\nstatus: done\n---\n# 2019\n\n[gone](gone.md)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.equal(a.docs['notes/meeting-notes-archive/2019.md']!.role.name, 'archive');
    assert.deepEqual(hitsOf(a, 'notes/meeting-notes-archive/2019.md'), []);
    assert.equal(a.files_scanned, 1);
  });

  it('Versioned copies are not duplicates', async () => {
    const section = '## Errors\n\n' + ['one', 'two', 'three', 'four', 'five', 'six', 'seven'].map((w) => `The ${w} error means retry.`).join('\n') + '\n';
    const root = makeRepo({ files: { 'reference/7.4/errors.md': '# Errors 7.4\n\n' + section, 'reference/7.5/errors.md': '# Errors 7.5\n\n' + section, 'docs/faq.md': '# FAQ\n\n' + section } });
    const a = await scan(root, { history: false });
    assert.deepEqual([...new Set(allHits(a, 'duplicate_block').map((h) => h.path))].sort(), ['docs/faq.md', 'reference/7.5/errors.md']);
  });
});

describe('Proposers and the report ask the roles', () => {
  it('A proposer edits only docs of the roles it declares', () => {
    const root = gitRepo({ 'docs/setup.md': '# Setup\n\n[s](../scripts/setup.sh)\n', 'CHANGELOG.md': '# Changelog\n\n[s](scripts/setup.sh)\n' });
    const hit = (line: number, raw: string, resolved: string) => ({ name: 'broken_reference', detail: 'x', line, column: 5, source: 'link', target: raw, raw, resolved, missing: 'path', renamed_to: 'tools/setup.sh' });
    mkdirSync(join(root, 'tools'));
    writeFileSync(join(root, 'tools/setup.sh'), '#!/bin/sh\n');
    const scanOf = (changelogRole: string) => ({
      project_root: root,
      scope_globs: ['**/*.md'],
      excluded_dirs: [],
      files_scanned: 2,
      shortlist: ['CHANGELOG.md', 'docs/setup.md'],
      signals: { 'CHANGELOG.md': [hit(3, 'scripts/setup.sh', 'scripts/setup.sh')], 'docs/setup.md': [hit(3, '../scripts/setup.sh', 'scripts/setup.sh')] },
      docs: { 'CHANGELOG.md': { role: { name: changelogRole, rule: 'x' } }, 'docs/setup.md': { role: { name: 'living', rule: 'default' } } },
    }) as unknown as Parameters<typeof proposeAll>[0];
    assert.deepEqual(proposeAll(scanOf('record')).proposals.map((p) => p.path), ['docs/setup.md']);
    assert.deepEqual(proposeAll(scanOf('living')).proposals.map((p) => p.path).sort(), ['CHANGELOG.md', 'docs/setup.md']);
  });

  it("report.md names each entry's role and rule", () => {
    const root = gitRepo({ 'scripts/setup.sh': '#!/bin/sh\n', 'docs/setup.md': '# Setup\n\nRun the [setup script](../scripts/setup.sh) once.\n', 'CHANGELOG.md': '# Changelog\n' }, '2025-01-10T09:00:00Z');
    mkdirSync(join(root, 'tools'));
    git(root, ['mv', 'scripts/setup.sh', 'tools/setup.sh']);
    git(root, ['commit', '-q', '-m', 'move setup'], { GIT_AUTHOR_DATE: '2025-02-01T09:00:00Z', GIT_COMMITTER_DATE: '2025-02-01T09:00:00Z' });
    const r = runScript('check.mjs', ['--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
    assert.match(md, /\| Roles \| record 1, living 1 \|/);
    assert.match(md, /### `docs\/setup\.md` \(line 3\)\n\n.*\n- Op: .*\n- Doc: role \*\*living\*\* \(`default`\)\n/);
  });
});
