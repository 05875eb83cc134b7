// The judging vocabulary: verdicts, false-positive classes and doc roles. eval/README.md explains
// each; the judgment loader rejects anything else, so the classes stay countable.

export const FINDING_VERDICTS = ['TP', 'FP', 'UNCLEAR'] as const;
export const AUTO_VERDICTS = ['ACCEPT', 'REJECT'] as const;

/** Why a finding is false: the maintainer's reason, in one closed list. */
export const FP_CLASSES = {
  'not-a-path': 'the text is not a reference to a file of this repository (a command, a placeholder, an example, a package or URL path)',
  'other-root': 'a real path, but relative to another root: an install location, a user folder, another repository, a runtime or build output',
  'site-resolved': 'the docs site or platform resolves it (.md-less link, site-absolute link, case, GitHub relative URL)',
  'record': 'the doc records the past (changelog, minutes, notes, release notes): it is true as of its date and must not change',
  'intended-copy': 'the duplicate is intended: template, translation, versioned copy, per-package copy, self-contained prompt',
  'not-stale': 'the doc is current: the churn, age or marker does not make it out of date',
  'legit-version': 'the version statement is true or not about the manifest it is compared with',
  'exists': 'the target exists (the scanner resolved or parsed it wrongly)',
  'parse': 'the scanner misread the Markdown (code block, HTML, escaping, inline code)',
  'intended-state': 'the flagged state is intended (a finished change kept on purpose, an archive by design)',
  'other': 'none of the above (say why in the evidence)',
  // Used by the command/name judgments (names-*.jsonl); kept so those files stay countable.
  'role-record-or-plan': 'the doc is a record or a plan, where a command or name of its time is not a claim about today',
  'plan-content': 'the command or name is one a plan proposes, not one it says exists',
  'other-project': "the command or name belongs to another project's tooling",
  'data-file': 'the name only ever occurred in tracked data (a .jsonl issue export), never in code',
} as const;
export type FpClass = keyof typeof FP_CLASSES;

/** Doc roles (issue 15): what a doc is, for what may be flagged and edited. */
export const ROLES = ['agent-memory', 'agent-prompt', 'record', 'plan', 'copy', 'generated', 'fixture', 'template', 'archive', 'living'] as const;

/** Why a maintainer rejects an unattended edit. */
export const AUTO_REJECT_CLASSES = {
  'intended-copy': 'the removed block is an intended copy (a self-contained prompt, template, per-package doc, translation, versioned page)',
  'record': 'the edit rewrites a record of the past (changelog, release notes, minutes, archived plan)',
  'loses-content': 'the doc loses content its readers need where they read it',
  'wrong-target': 'the new target is not what the reference meant',
  'needs-review': 'plausible, but not something to apply without a person looking',
  'other': 'none of the above (say why)',
} as const;

/**
 * What kind of repository a corpus is (eval/corpora.json `kind`): the variety the corpus must cover.
 * One kind per corpus, the one its documentation is shaped by.
 */
export const CORPUS_KINDS = {
  'docfx-site': 'a documentation site published with DocFX (learn.microsoft.com docsets)',
  'docusaurus-site': 'a documentation site built with Docusaurus',
  'mkdocs-site': 'a documentation site built with MkDocs (Material)',
  'sphinx-myst-site': 'a documentation site built with Sphinx or MyST',
  'hugo-site': 'a documentation site built with Hugo',
  'starlight-site': 'a documentation site built with Astro Starlight',
  'vitepress-site': 'a documentation site built with VitePress',
  'fumadocs-site': 'a documentation site built with Fumadocs or another Next.js docs framework (Nextra)',
  'mdbook-site': 'a book or guide built with mdBook',
  'jekyll-site': 'a documentation site or project website built with Jekyll (GitHub Pages)',
  'cheat-sheets': 'a collection of command cheat sheets or a tool manual: pages that document other programs',
  'project-docs': "a project's contributor and governance docs in plain Markdown, no site generator",
  'monorepo': 'a monorepo with per-package docs and agent files (CLAUDE.md, AGENTS.md, GEMINI.md)',
  'skill-library': 'a library of skills, agents or prompts, often copied for several agents',
  'spec-driven': 'a spec-driven development method or project (OpenSpec, Spec Kit and similar)',
  'library-go': 'a Go library or tool with agent files',
  'library-python': 'a Python library or tool with agent files',
  'library-rust': 'a Rust library or tool with agent files',
  'library-typescript': 'a TypeScript library or tool with agent files',
  'agent-rules': 'a collection of agent rules: Cursor .mdc rules, Copilot instructions, GEMINI.md',
} as const;
export type CorpusKind = keyof typeof CORPUS_KINDS;

/**
 * `tune`: its findings may be looked at to design rules. `fresh`: held out; nobody looks at its
 * findings while changing rules, so its precision counts. A fresh corpus someone looked at turns tune.
 */
export const CORPUS_SETS = ['tune', 'fresh'] as const;
export type CorpusSet = (typeof CORPUS_SETS)[number];
