// Every role rule, as data: one row per rule, grouped by role in precedence order (../contract/role-names.ts).
// The evaluator (./assign-roles.ts) tries the rows in order and the first match gives the role, so
// a row never needs to know about another. Path rows see posix project-relative paths; `folder`
// rows test each folder segment (never the file name); `head` rows see the first lines after the
// frontmatter; `fact` rows ask the repository facts (./repo-facts.ts) what the file list shows.
import type { RoleName } from '../contract/role-names.ts';

/** Facts that need more than one path: the file list, the site configs, file contents. */
export type FactName =
  | 'generator-output'
  | 'generated-folder'
  | 'version-sibling'
  | 'locale-folder'
  | 'translated-name'
  | 'mirror'
  | 'skill-folder'
  | 'plugin-component'
  | 'memory-file'
  | 'memory-import'
  | 'installer-output'
  | 'vendored-skill'
  | 'manifest-command'
  | 'verb-named-prompt'
  | 'embedded-prompt'
  | 'code-read-prompt'
  | 'test-runner-folder'
  | 'test-named-path';

export type Match =
  | { folder: RegExp }
  | { name: RegExp }
  | { path: RegExp }
  | { head: RegExp }
  | { frontmatter: string; value: RegExp }
  /** Any string value of the frontmatter, nested ones included. */
  | { frontmatterValue: RegExp }
  /** The frontmatter's own comment lines (`# This file is auto-generated ...` between the `---` fences). */
  | { frontmatterComment: RegExp }
  | { fact: FactName };

export interface RoleRule {
  /** Stable id, shown in the scan artifact and report.md (`role.rule`). */
  id: string;
  role: RoleName;
  match: Match;
  /** The rule does not apply where this matches (a dated plan in a plans folder is a plan, not a record). */
  except?: readonly Match[];
  /** One line for people: what the rule recognizes. */
  says: string;
}

/** How many lines after the frontmatter the `head` rules read. */
export const HEAD_LINES = 5;

const MD = String.raw`\.(?:md|mdx|markdown)$`;
/** A folder that names an archive (archive/, archived/, meeting-notes-archive/). */
export const ARCHIVE_FOLDER = /^(?:.+[-_.])?(?:archives?|archived)(?:[-_.].+)?$/i;
const PLAN_FOLDER = /^(?:plans?|planning|roadmaps?|proposals?|rfcs?|work[-_]items?|slices|explorations)$/i;
/** A live OpenSpec change folder: its name is a change id (`apply-archive`), never an archive. */
const OPENSPEC_LIVE_CHANGE = /(?:^|\/)openspec\/changes\/(?!archive\/)[^/]+\//;
/**
 * A main OpenSpec spec, under no archive folder: its folder name is a capability id (`cli-archive`,
 * `opsx-archive-skill`), never an archive; OpenSpec archives changes, not specs.
 */
const OPENSPEC_MAIN_SPEC = /^(?:(?![^/]*archiv)[^/]+\/)*openspec\/specs\/[^/]+\/spec\.md$/i;
/** A dated intention (2025-11-22-opencode-support-design.md): a plan, though dated. */
const DATED_PLAN_NAME = new RegExp(String.raw`^(?:19|20)\d{2}-\d{2}-\d{2}[-_].*[-_](?:design|plan|proposal|rfc)${MD}`, 'i');
/** A plan by name: ROADMAP.md, PLAN.md, FUTURE.md (features not built yet), *-plan.md, proposal.md, tasks.md. */
const PLAN_NAME = new RegExp(String.raw`^(?:roadmap|plan|proposal|tasks|future)(?:[-_.][\w.-]*)?${MD}|[-_](?:plan|proposal|roadmap)${MD}`, 'i');
/**
 * The folders agents load commands, subagents, skills and workflows from (the layouts the OpenSpec and
 * Spec Kit installers write for each agent: .amazonq/prompts, .kilocode/workflows, .roo/commands, ...).
 */
export const AGENT_PROMPT_PATH = /(?:^|\/)(?:\.claude\/(?:commands|agents|skills|output-styles)|\.github\/(?:prompts|chatmodes|agents|skills)|\.codex\/(?:prompts|skills)|\.opencode\/(?:commands?|agents?|skills?)|\.(?:windsurf|devin|kilocode|agent|clinerules)\/workflows|\.amazonq\/prompts|\.continue\/prompts|\.(?:cursor|gemini|augment|bob|codebuddy|commandcode|crush|factory|iflow|junie|qoder|qwen|roo|trae|kiro|lingma|shai|agents|cline|forge|kimi-code|pi|omp|zcode|rovodev|hermes|vibe|cospec\/openspec)\/(?:commands|skills|agents|prompts|steering))\//;
/** Inside an agent command, skill or plugin component: a name there (create_plan.md, release-notes.md, template.md) names the prompt's job, not the doc's role. */
const IN_PROMPT: readonly Match[] = [{ path: AGENT_PROMPT_PATH }, { fact: 'skill-folder' }, { fact: 'plugin-component' }, { fact: 'manifest-command' }, { fact: 'embedded-prompt' }, { fact: 'code-read-prompt' }];
/**
 * A doc that declares itself archived or legacy in its opening lines ("Legacy documentation (archived)", "> **Archived**",
 * "This page is deprecated", a heading ending "(legacy)"); "## Archived releases" names a section, not the doc.
 */
const ARCHIVED_BANNER = /^\W{0,6}(?:legacy documentation\b|archived\b(?!\s+\w)|this (?:doc|document|page|file|guide) (?:is|has been) (?:archived|deprecated|obsolete)\b)|^#{1,6} [^\n]*\((?:archived|legacy)\)[ \t]*$/im;
/**
 * A placeholder a template leaves to be filled (your-org/your-repo, /path/to/x, <your-name>, [PROJECT NAME]);
 * a word of a slug (adding-a-badge-to-your-project) is none; never `{{ x }}`, which MyST substitutions, GitHub Actions and Jinja resolve when the doc is used.
 */
export const PLACEHOLDER = /(?:^|[\s/:@"'=])your[-_](?:org|repo|name|project|user(?:name)?|company|team|app|domain|email)\b|(?:^|[\s"'])\/(?:absolute\/)?path\/to\/|<your[-_ ][^>]*>|\[(?:YOUR|PROJECT|FEATURE|PLACEHOLDER)[ _A-Z]*\]/;

/**
 * A doc inside a templates, examples or fixtures folder at any depth, a skill's `templates/plan.md`
 * too (which IN_PROMPT leaves an agent prompt): its status lines are placeholders or sample data
 * (frontmatter_marker reads this).
 */
export const TEMPLATE_OR_SAMPLE_PATH = /(?:^|\/)(?:_?templates?|scaffolds?|skeletons?|boilerplates?|examples?|samples?|fixtures?|__fixtures__|testdata|test-data)\//i;

const GENERATED_MARKER = /\bauto[- ]?generated\b|\bautomatically generated\b|\bthis (?:file|document|page|doc) (?:is|was|has been) (?:auto[- ]?)?generated\b/i;
/** What a generator writes as a YAML or TOML comment inside the frontmatter: the marker, "generated by/from", or do not edit. */
const GENERATED_COMMENT = new RegExp(String.raw`${GENERATED_MARKER.source}|\bgenerated (?:by|from|with|using)\b|\bdo not (?:edit|modify)\b|\bdon't (?:edit|modify)\b`, 'i');

const README_NAME = new RegExp(String.raw`^readme${MD}`, 'i');
/** README.md, CONTRIBUTING.md, DISCOVERY.md: a doc about its folder, by the naming custom. */
export const DOC_IN_CAPITALS = new RegExp(String.raw`^(?:[Rr]eadme|[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*)${MD}`);

export const RULES: readonly RoleRule[] = [
  // ---- archive: kept as history, never judged.
  { id: 'archive-folder', role: 'archive', match: { folder: ARCHIVE_FOLDER }, except: [{ path: OPENSPEC_LIVE_CHANGE }, { path: OPENSPEC_MAIN_SPEC }, { fact: 'verb-named-prompt' }], says: 'a folder that names an archive (archive/, archived/, meeting-notes-archive/, ...)' },
  { id: 'removal-folder', role: 'archive', match: { folder: /^(?:staged[-_]for[-_]removal|deprecated|attic)$/i }, says: 'a folder of docs on their way out (staged-for-removal/, deprecated/, attic/)' },
  { id: 'archived-banner', role: 'archive', match: { head: ARCHIVED_BANNER }, except: IN_PROMPT, says: 'a doc whose opening lines declare it archived or legacy ("Legacy documentation (archived)", "This page is deprecated")' },
  { id: 'archived-tag', role: 'archive', match: { frontmatter: 'tags', value: /(?:^|,)\s*(?:archived|deprecated|legacy)\s*(?:,|$)/i }, except: IN_PROMPT, says: 'frontmatter tags holding Archived, Deprecated or Legacy' },

  // ---- generated: its source is elsewhere.
  { id: 'generated-marker', role: 'generated', match: { head: GENERATED_MARKER }, says: 'a generated marker near the top ("auto-generated", "this file was generated")' },
  { id: 'generated-frontmatter-comment', role: 'generated', match: { frontmatterComment: GENERATED_COMMENT }, says: 'a comment inside the frontmatter saying the file is generated ("# This file is auto generated from source", "# Do not edit")' },
  { id: 'generated-note', role: 'generated', match: { head: /^\s*(?:<!--|\{\/\*|\/\/|>|[*_]{1,2})[^\n]*\bgenerated (?:by|from|with|using)\b/im }, says: 'a comment, quote or emphasized note near the top saying "generated by/from"' },
  { id: 'do-not-edit', role: 'generated', match: { head: /DO NOT EDIT|DO NOT MODIFY|<!--[^>]*\b[Dd]o not (?:edit|modify)\b|\{\/\*[^*]*\b[Dd]o not (?:edit|modify)\b/ }, says: 'a "DO NOT EDIT" banner or comment near the top' },
  { id: 'generated-frontmatter', role: 'generated', match: { frontmatter: 'generated', value: /^(?:true|yes)$/i }, says: 'frontmatter generated: true' },
  { id: 'generated-by-frontmatter', role: 'generated', match: { frontmatter: 'metadata.generatedBy', value: /\S/ }, says: "frontmatter metadata.generatedBy (a skill an installer such as OpenSpec writes)" },
  { id: 'installer-output', role: 'generated', match: { fact: 'installer-output' }, says: "a command or skill a spec tool's installer writes into an agent folder (opsx-*, speckit.*), in a repository configured for that tool" },
  { id: 'vendored-skill', role: 'generated', match: { fact: 'vendored-skill' }, says: "a skill copied into an agent folder from another repository: a skills lock file names its source, or its SKILL.md names a publisher (license, metadata.author, metadata.version), and the repository holds no skill of that name outside agent folders" },
  // spf13/cobra's GenMarkdownTree page: "## tool sub", the short line, "### Synopsis".
  { id: 'cobra-cli-page', role: 'generated', match: { head: /^#{1,2} [\w.-]+(?: [\w.-]+)*\n\n[^\n]+\n\n### Synopsis$/m }, says: 'a CLI reference page in the layout cobra generates ("## tool sub", its short line, "### Synopsis")' },
  { id: 'generated-folder', role: 'generated', match: { fact: 'generated-folder' }, says: 'in a folder whose README says its files are generated ("These files are generated from ...")' },
  { id: 'generator-file', role: 'generated', match: { path: /(?:^|\/)\.changeset\/README\.md$/ }, says: "a tool's own scaffold (changesets' .changeset/README.md)" },
  { id: 'generator-output', role: 'generated', match: { fact: 'generator-output' }, says: "inside a known generator's output folder (typedoc out, a docs site's build folder)" },

  // ---- fixture: a test's input, fed to the program under test; nothing in it is a claim about the repository.
  // A README or an agent's memory file there explains the tests to people, and stays documentation;
  // beside a runner, so does a doc named in capitals (DISCOVERY.md, CONTRIBUTING.md).
  // Snapshot tests: the expected output a test compares against (Jest and Vitest __snapshots__/, Verify's *.verified.md and *.received.md).
  { id: 'test-snapshot', role: 'fixture', match: { path: /(?:^|\/)__snapshots__\/|\.(?:verified|received)\.[^/.]+$/ }, says: "a test snapshot (__snapshots__/, Verify's *.verified.md, *.received.md)" },
  { id: 'test-runner-folder', role: 'fixture', match: { fact: 'test-runner-folder' }, except: [{ name: DOC_IN_CAPITALS }, { fact: 'memory-file' }], says: "in a tests tree, in a folder holding a test runner's file or snapshots (format.test.js, *_test.go, test_*.py, __snapshots__/)" },
  { id: 'fixtures-folder', role: 'fixture', match: { folder: /^(?:fixtures?|__fixtures__|testdata|test-data)$/i }, except: [{ name: README_NAME }, { fact: 'memory-file' }], says: 'a test-fixtures folder at any depth (fixtures/, __fixtures__/, testdata/)' },
  { id: 'test-named-path', role: 'fixture', match: { fact: 'test-named-path' }, except: [{ name: README_NAME }, { fact: 'memory-file' }], says: 'a file or folder a tests tree\'s code names by a quoted path: relative to itself (BookTest::from_dir("theme/fonts_css")), to the package above the tests folder where the runner starts (root = "./resources/mdtest"), or from a build output folder below it ("../../../../samples"); outside the tests tree, folders only' },

  // ---- copy: intended copies of another doc.
  { id: 'docusaurus-versioned', role: 'copy', match: { folder: /^(?:versioned_docs|version-\d[\w.-]*)$/ }, says: 'a Docusaurus versioned tree (versioned_docs/, version-x.y/)' },
  { id: 'version-sibling', role: 'copy', match: { fact: 'version-sibling' }, says: 'an older version folder beside a newer one that shares most file names (reference/7.4/ beside reference/7.5/), or inside the current tree it mirrors (docs/v3/ beside docs/\'s own pages)' },
  { id: 'i18n-folder', role: 'copy', match: { folder: /^(?:i18n|l10n|locales?|translations?)$/i }, says: 'a translations folder (i18n/, locales/, translations/)' },
  { id: 'locale-folder', role: 'copy', match: { fact: 'locale-folder' }, says: 'a locale folder (zh-CN/, fr/) whose file the source-language tree holds too' },
  { id: 'translated-name', role: 'copy', match: { fact: 'translated-name' }, says: 'a translation named after its source (README.zh-CN.md, guide-fr.md beside guide.md)' },
  { id: 'mirror', role: 'copy', match: { fact: 'mirror' }, except: IN_PROMPT, says: 'a file another tree holds byte for byte (a mirror or install asset)' },

  // ---- template: filled in by someone else.
  { id: 'template-folder', role: 'template', match: { folder: /^(?:_?templates?|templates?[-_][\w.-]+|[\w.-]+[-_]templates?|scaffolds?|skeletons?|boilerplates?|ISSUE_TEMPLATE|DISCUSSION_TEMPLATE|PULL_REQUEST_TEMPLATE)$/i }, except: IN_PROMPT, says: 'a templates or scaffolds folder (templates/, a scaffolder\'s template-react/ or react-template/, .github/ISSUE_TEMPLATE/)' },
  { id: 'placeholder-frontmatter', role: 'template', match: { frontmatterValue: PLACEHOLDER }, except: IN_PROMPT, says: 'frontmatter holding placeholders to fill in (your-org/your-repo, /path/to/repo, <your-name>)' },
  // A name ending in "template" (page.template.md, biotemplate.md), or in "templates" after a word
  // (election-templates.md: a set of them); a bare templates.md is more often a page about templates.
  { id: 'template-name', role: 'template', match: { name: new RegExp(String.raw`(?:^|[._-])(?:template|tmpl|tpl)${MD}|[a-z](?<!con)templates?${MD}|[._-]templates${MD}|^(?:pull_request|issue)_template${MD}`, 'i') }, except: IN_PROMPT, says: 'a template by name (*.template.md, *-templates.md, pull_request_template.md)' },

  // ---- record: describes the past; never rewritten.
  { id: 'changeset-entry', role: 'record', match: { path: /(?:^|\/)\.changeset\/(?:pre\/)?(?!README\.md$)[^/]+\.md$/ }, says: 'a changesets entry (.changeset/<name>.md, or .changeset/pre/<name>.md where a pre-release moved it): a release note folded into the changelog at release' },
  { id: 'history-name', role: 'record', match: { name: new RegExp(String.raw`^(?:change[-_]?log|changes|history|releases|release[-_]?notes?|news|whats[-_]?new)(?:[-_.]v?\d[\w.-]*)?${MD}`, 'i') }, except: IN_PROMPT, says: 'a changelog, release notes, history or news file' },
  { id: 'history-heading', role: 'record', match: { head: /^#\s+(?:change ?log|release notes|what's new|version history)\b/im }, says: 'a doc that opens as a changelog or release notes' },
  // A transcript shows one past session as it ran: the paths and commands in it were true then, and
  // rewriting them would make the record false (a Jekyll collection of chat transcripts).
  { id: 'transcript-head', role: 'record', match: { head: /^(?:in )?this (?:is an? )?(?:(?:example|chat|session|terminal) )*transcript\b/im }, except: IN_PROMPT, says: 'a doc whose opening lines call it a transcript ("This transcript shows...", "In this chat transcript, ...")' },
  { id: 'transcript-parent', role: 'record', match: { frontmatter: 'parent', value: /\btranscripts?\b/i }, except: IN_PROMPT, says: 'a page whose frontmatter `parent` is a collection of transcripts (`parent: Example chat transcripts`)' },
  { id: 'historical-status', role: 'record', match: { head: /^\W{0,4}status\W{0,4}:\W{0,4}(?:historical|a historical|snapshot)\b/im }, says: 'a status line near the top calling it historical' },
  { id: 'record-folder', role: 'record', match: { folder: /^(?:change[-_]?logs?|release[-_]?notes|releases|adrs?|decisions|decision[-_]?(?:records?|logs?)|minutes|meeting[-_]?notes|meetings|retros?|retrospectives?|post[-_]?mortems?|incidents|annual[-_]?reports?|reviews|session[-_]?logs?|blogs?|_posts|news)$/i }, says: 'a folder of records (ADRs, decisions, minutes, meeting notes, retros, postmortems, reviews, session logs, blog posts)' },
  { id: 'record-name', role: 'record', match: { name: new RegExp(String.raw`^(?:adr[-_]?\d+.*|decisions|minutes|meeting[-_]notes|evidence|[\w.-]*[-_]log|retro(?:spective)?|post[-_]?mortem|annual[-_]report|incident[-_]?reports?)(?:[-_.][\w.-]*)?${MD}`, 'i') }, says: 'a record by name (ADR-0001, minutes, evidence, a *-log such as a decision, merge, session or creation log, retro, annual report, incident report)' },
  { id: 'year-folder', role: 'record', match: { folder: /^(?:19|20)\d{2}(?:[-_][\w-]+)?$/ }, except: [{ folder: PLAN_FOLDER }, { folder: /^(?:19|20)\d{2}[-_]edition$/i }], says: 'inside a year folder of a dated series (elections/2023/, events/2019/), outside a plans folder' },
  // A full date anywhere in the name, or a year opening it (2020-award-recipients.md, 2021-h1.md,
  // 2019SeptSurvey.md; 1970-2039, so that 2048-game.md is no year).
  { id: 'dated-name', role: 'record', match: { name: /(?<!\d)(?:19|20)\d{2}[-_.]?(?:0[1-9]|1[0-2])[-_.]?(?:0[1-9]|[12]\d|3[01])(?!\d)|^(?:19[7-9]\d|20[0-3]\d)(?!\d)/ }, except: [{ folder: PLAN_FOLDER }, { name: DATED_PLAN_NAME }, { name: PLAN_NAME }, ...IN_PROMPT], says: 'one of a dated series (a date in the file name), outside a plans folder' },

  // ---- plan: point-in-time intentions; lifecycle rules judge their staleness.
  { id: 'openspec-change', role: 'plan', match: { path: /(?:^|\/)openspec\/changes\/[^/]+\// }, says: 'a live OpenSpec change and its deltas (openspec/changes/<name>/)' },
  { id: 'dated-plan-name', role: 'plan', match: { name: DATED_PLAN_NAME }, says: 'a dated design, plan or proposal (2025-11-22-x-design.md)' },
  { id: 'plan-folder', role: 'plan', match: { folder: PLAN_FOLDER }, says: 'a plans, roadmap, proposals, RFC, work-items, slices or explorations folder' },
  { id: 'plan-name', role: 'plan', match: { name: PLAN_NAME }, except: IN_PROMPT, says: 'a plan by name (ROADMAP.md, PLAN.md, *-plan.md, proposal.md, tasks.md)' },

  // ---- agent-prompt: loaded alone, as one prompt.
  { id: 'agent-prompt-folder', role: 'agent-prompt', match: { path: AGENT_PROMPT_PATH }, says: 'an agent command, subagent, skill or prompt folder (.claude/commands/, .github/prompts/, ...)' },
  { id: 'embedded-prompt', role: 'agent-prompt', match: { fact: 'embedded-prompt' }, says: 'a .md file the code embeds as a prompt (a go:embed directive beside it names it)' },
  { id: 'skill-folder', role: 'agent-prompt', match: { fact: 'skill-folder' }, says: 'a SKILL.md or a file inside its skill folder' },
  { id: 'manifest-command', role: 'agent-prompt', match: { fact: 'manifest-command' }, says: "a command, agent or skill file an extension or preset manifest installs (commands/ beside extension.yml, preset.yml, gemini-extension.json)" },
  { id: 'code-read-prompt', role: 'agent-prompt', match: { fact: 'code-read-prompt' }, says: "in a prompts or instructions folder, a .md file the repository's code or workflows read (its path or name in a code file, `cat agents/prompts/x.md` in a workflow)" },
  { id: 'command-arguments', role: 'agent-prompt', match: { head: /\$ARGUMENTS\b/ }, says: 'a slash-command prompt taking $ARGUMENTS near the top' },
  { id: 'plugin-component', role: 'agent-prompt', match: { fact: 'plugin-component' }, says: "a Claude Code plugin's commands/, agents/ or skills/ (beside .claude-plugin/plugin.json)" },

  // ---- agent-memory: what a reader loads as memory, and what such a file @imports.
  { id: 'memory-file', role: 'agent-memory', match: { fact: 'memory-file' }, says: 'a file an agent loads as memory, by the readers\' exact names (scripts/readers/memory-files.ts)' },
  { id: 'memory-import', role: 'agent-memory', match: { fact: 'memory-import' }, says: 'a file an agent-memory file @imports' },
];

/** The rule id of a `living` doc: no rule matched. */
export const LIVING_RULE = 'default';

/**
 * The copy rows that make a doc a translation: an intended copy of its source, yet hand-maintained
 * text whose own links its readers follow (kubernetes/community's translated contributor cheatsheets).
 */
export const TRANSLATION_RULES: readonly string[] = ['i18n-folder', 'locale-folder', 'translated-name'];
