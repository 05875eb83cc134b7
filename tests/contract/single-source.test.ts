// One source of truth: the tier is derived in scripts/contract/tier.ts and nowhere else; what a kind
// is lives in the kind table; sort order, line sameness and the reader model have one home each; the
// role rules (what a changelog, an archive, a versioned tree, a template, a translation, a generated
// doc is) are written in scripts/roles/ and nowhere else.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';
import { EDIT_KINDS } from '../../scripts/contract/kind-table.ts';
import { DEFAULT_CONFIG } from '../../scripts/config/defaults.ts';
import { CONFIG_FILE } from '../../scripts/config/load-config.ts';
import { CONFIG_FILE as REMINDER_CONFIG_FILE, DEFAULT_REMINDER } from '../../scripts/reminder/reminder-config.ts';

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('Single sources of truth', () => {
  it('no module other than the tier function writes an auto tier', () => {
    const offenders: string[] = [];
    const pattern = /(safety_tier\s*[:=]\s*['"`]auto)|(return\s+['"`]auto['"`])|(\?\s*['"`]auto['"`]\s*:)/;
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === join('scripts', 'contract', 'tier.ts')) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, []);
  });

  it('no module other than the escalation rule compares a confidence with a number', () => {
    // The threshold and the hard choices live in scripts/contract/escalation.ts; code elsewhere asks it.
    const pattern = /confidence\s*[<>]=?\s*\d|\d\s*[<>]=?\s*\S*confidence|ESCALATION_CONFIDENCE\s*=/;
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === join('scripts', 'contract', 'escalation.ts')) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, []);
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, 'scripts', 'contract', 'escalation.ts'), 'utf8')), 'the pattern finds the rule in its home');
  });

  it('no module other than shared/json-object.ts tests for a JSON object by hand', () => {
    // "An object, not null, not an array" is read from untrusted JSON in many places: one test of it.
    const pattern = /typeof \w+ === ['"]object['"] && !Array\.isArray\(|!Array\.isArray\(\w+\) && typeof \w+ === ['"]object['"]/;
    const home = join('scripts', 'shared', 'json-object.ts');
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === home) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, []);
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), 'the pattern finds the test in its home');
  });

  it('no module other than shared/prng.ts writes a seeded generator, nor other than shared/list-files.ts a recursive file lister', () => {
    // Tests, eval/ and bench/ each had their own mulberry32, xorshift and listFiles: one home each.
    const rules: Array<[string, RegExp]> = [
      [join('scripts', 'shared', 'prng.ts'), /0x6d2b79f5|\^=\s*\w+\s*<<\s*13\b/],
      [join('scripts', 'shared', 'list-files.ts'), /function\s+listFiles\s*\(/],
    ];
    const offenders: string[] = [];
    for (const dir of ['scripts', 'tests', 'eval', 'bench']) {
      for (const f of tsFiles(join(REPO_ROOT, dir))) {
        const rel = relative(REPO_ROOT, f);
        if (rel === join('tests', 'contract', 'single-source.test.ts')) continue; // the patterns themselves
        readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
          for (const [home, pattern] of rules) if (rel !== home && pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    assert.deepEqual(offenders, []);
    for (const [home, pattern] of rules) assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), `the pattern finds ${home}`);
  });

  it('no module outside scripts/roles writes a role rule', () => {
    // Code (not comments) that recognizes a role by name: a second copy of a role rule.
    const ROLE_RULE_PATTERNS: Array<[string, RegExp]> = [
      ['changelog or release notes', /change\[?-?_?\]?\??log|changelog|release\[?[-_ ]*\]?\??notes/i],
      ['archive folder', /(?:seg\w*|part)\s*===\s*['"`]archived?['"`]|\[\s*['"`]archive['"`]\s*,\s*['"`]archived['"`]|archives\?\|archived|\(\?:archives\?\|/],
      ['versioned tree', /versioned_docs|version-\\d|version-\[/],
      ['template', /ISSUE_TEMPLATE|pull_request_template|\.template\\?\.md|templates\?/i],
      // `i18n` in an alternation of folder names (`(?:i18n|l10n|...)`): the translations-folder rule; a
      // site config's plugin key (MkDocs' `- i18n:`) names no role.
      ['translation', /zh-CN|\bi18n\\?\||Hans\|Hant/],
      ['generated marker', /auto\[?[- ]*\]?\??generated|DO NOT EDIT/],
      ['dated record', /meeting\[?[-_]*\]?\??notes|post\[?[-_]*\]?\??mortem|retrospective/i],
    ];
    const home = [join('scripts', 'roles') + '/', join('scripts', 'contract', 'generated') + '/'];
    const code = (line: string) => !/^\s*(?:\/\/|\*|\/\*)/.test(line);
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (home.some((h) => rel.startsWith(h))) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        for (const [what, re] of ROLE_RULE_PATTERNS) if (code(line) && re.test(line)) offenders.push(`${rel}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      });
    }
    assert.deepEqual(offenders, []);
    // Each pattern finds its rule in the rule table, so it would find a copy elsewhere.
    const table = readFileSync(join(REPO_ROOT, 'scripts', 'roles', 'rule-table.ts'), 'utf8') + readFileSync(join(REPO_ROOT, 'scripts', 'roles', 'repo-facts.ts'), 'utf8');
    for (const [what, re] of ROLE_RULE_PATTERNS) assert.ok(re.test(table), `${what}: the pattern no longer matches its rule`);
  });

  // The reader model (scripts/readers/) is the one home of which files agents load as memory, of
  // the @import syntax and of the loading limits. Code elsewhere asks it; comments, help text and
  // prose strings may name the files, code may not match on them (a path or pattern has no spaces).
  it('no module outside scripts/readers/ writes a loading rule of its own', () => {
    const offenders: string[] = [];
    const MEMORY_NAME = /(['"`/])[^'"`\s]*(?:CLAUDE\.md|CLAUDE\.local|AGENTS\.md|AGENTS\.override|GEMINI\.md|copilot-instructions|cursorrules|\.cursor\\?\/rules|\.claude\\?\/rules|CLAUDE\||AGENTS\|)/;
    const LOADING = [
      MEMORY_NAME,
      /\(\^\|\\s\)@/, // the @import pattern
      /project_doc_max_bytes|\b32\s*\*\s*1024\b(?!\s*\*)|\b32768\b/, // Codex's budget
      /IMPORT_HOPS|MAX_HOPS|importMaxHops\s*=/, // import depth limits
      /['"]paths['"]\s+in\b|alwaysApply/, // conditional rules
    ];
    // Not loading rules: the default scan globs (which files are docs), the doc trees whose mtimes the
    // reminder stats, and the keep-rule glob init writes into a user's .dochygiene.yaml.
    const allowed: Array<[string, string]> = [
      ['scripts/config/defaults.ts', 'globs: ['],
      ['scripts/reminder/docs-metadata.ts', 'export const DOC_TREES'],
      ['scripts/lifecycle/init-config.ts', "'**/{CLAUDE,AGENTS,CLAUDE.local}.md'"],
    ];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f).split('\\').join('/');
      if (rel.startsWith('scripts/readers/') || rel.startsWith('scripts/contract/generated/')) continue;
      let inTemplate = false;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        const ticks = (line.match(/`/g) ?? []).length;
        const wasInTemplate = inTemplate;
        if (ticks % 2 === 1) inTemplate = !inTemplate;
        if (wasInTemplate && inTemplate) return; // a line of a multi-line help text
        const code = line.trim();
        if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
        const uncommented = code.replace(/\s\/\/\s.*$/, '');
        if (!LOADING.some((re) => re.test(uncommented))) return;
        if (!allowed.some(([file, snippet]) => file === rel && code.includes(snippet))) offenders.push(`${rel}:${i + 1}: ${code}`);
      });
    }
    assert.deepEqual(offenders, []);
  });
});

/** Code lines of the plugin's sources (comments and generated validators left out), with their place. */
function codeLines(): Array<{ rel: string; n: number; code: string }> {
  const out: Array<{ rel: string; n: number; code: string }> = [];
  for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
    const rel = relative(REPO_ROOT, f).split('\\').join('/');
    if (rel.startsWith('scripts/contract/generated/')) continue;
    readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
      out.push({ rel, n: i + 1, code: code.replace(/\s\/\/\s.*$/, '') });
    });
  }
  return out;
}

/** The edit kinds a line lists together in one array or set literal. */
function kindSetsIn(code: string): string[][] {
  const sets: string[][] = [];
  for (const m of code.matchAll(/\[([^\[\]]*)\]/g)) {
    const names = [...m[1]!.matchAll(/['"]([a-z-]+)['"]/g)].map((x) => x[1]!).filter((n) => (EDIT_KINDS as readonly string[]).includes(n));
    if (new Set(names).size >= 2) sets.push(names);
  }
  return sets;
}

describe('One home per rule', () => {
  it('no module outside the kind table lists a set of edit kinds', () => {
    // A set of kinds is a property of kinds: it belongs in KIND_TABLE (whole_document, token_span, lifecycle, ...).
    assert.deepEqual(kindSetsIn("const WHOLE = new Set(['delete', 'extract-then-delete', 'move-to-archive']);").length, 1);
    assert.deepEqual(kindSetsIn("for (const f of ['dest_path', 'key'] as const)"), []);
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/contract/kind-table.ts' && kindSetsIn(l.code).length > 0)
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, []);
  });

  it('no module outside the tier function spells the tier type', () => {
    const TIER_UNION = /['"]auto['"]\s*\|\s*['"]confirm['"]|['"]confirm['"]\s*\|\s*['"]auto['"]/;
    assert.ok(TIER_UNION.test("tier: 'auto' | 'confirm';"));
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/contract/tier.ts' && TIER_UNION.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'import SafetyTier from scripts/contract/tier.ts');
  });

  it('no module outside shared/order.ts defines the code-unit order', () => {
    const COMPARATOR = /(\w[\w.]*) < (\w[\w.]*) \? -1 : \1 > \2 \? 1 : 0/;
    assert.ok(COMPARATOR.test('return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;'));
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/shared/order.ts' && COMPARATOR.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'import byCodeUnit from scripts/shared/order.ts');
  });

  // The hook keeps its own copy for speed (it must not load the config loader); this ties the copy to the home.
  it("the reminder's copy of its defaults is the config's", () => {
    assert.deepEqual({ ...DEFAULT_REMINDER }, { ...DEFAULT_CONFIG.reminder });
    assert.equal(REMINDER_CONFIG_FILE, CONFIG_FILE);
  });

  it('no module outside contract/types.ts narrows an anchor by hand', () => {
    const NARROWING = /['"](?:whole|start_line)['"] in\b/;
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/contract/types.ts' && NARROWING.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use lineRange / wholeOf from scripts/contract/types.ts');
  });

  it('no module outside shared/order.ts searches a sorted list for a prefix', () => {
    const PREFIX_SEARCH = /\[mid\]!? < /;
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/shared/order.ts' && PREFIX_SEARCH.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use lowerBound / withPrefix from scripts/shared/order.ts');
  });

  it('no module spreads a list into arguments: shared/arrays.ts appends', () => {
    // `a.push(...b)` puts every element of b on the stack: a doc with 150,000 links overflowed it.
    const SPREAD_ARGS = /\.(?:push|unshift)\(\.\.\.|Math\.(?:max|min)\(\.\.\.|fromCharCode\(\.\.\./;
    assert.ok(SPREAD_ARGS.test('list.push(...signal.detect(doc));'));
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/build.ts' && SPREAD_ARGS.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use pushAll from scripts/shared/arrays.ts');
  });

  it('no module outside doc/sections.ts decides where a section ends', () => {
    // A section runs to the next heading of its level or higher: the duplicate index, proposal
    // ranges and scenario ranges each had a copy of this loop.
    const SECTION_END = /\.level <= \w[\w.!\[\]]*\.level/;
    assert.ok(SECTION_END.test('if (hs[j]!.level <= hs[i]!.level) {'));
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/doc/sections.ts' && SECTION_END.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use sectionEnd / sectionRanges from scripts/doc/sections.ts');
  });

  it('no module outside shared/output-escape.ts escapes text for a workflow command or a Markdown table', () => {
    // A file name can end a line (and start `::error::`), end a table cell or a code span: each
    // output format escapes it in one place.
    const ESCAPES = /%0[AD]|'\\\\\|'/;
    assert.ok(ESCAPES.test(".replace(/\\|/g, '\\\\|')") && ESCAPES.test("s.replace(/\\n/g, '%0A')"));
    const offenders = codeLines()
      .filter((l) => l.rel !== 'scripts/shared/output-escape.ts' && ESCAPES.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use printable, workflowData / workflowProperty, mdCode / mdLine / mdCell from scripts/shared/output-escape.ts');
  });

  it('no module outside doc/fences.ts writes the fenced-code opener', () => {
    // What opens a code fence (three backticks or tildes, at most three spaces in) has one home; a
    // second copy drifts (the closing rule did, once).
    const pattern = /`\{3,\}\|~\{3,\}/;
    const home = join('scripts', 'doc', 'fences.ts');
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === home) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, [], 'import FENCE or linesOutsideFences from scripts/doc/fences.ts');
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), 'the pattern finds the opener in its home');
  });

  it('no module outside doc/sentences.ts writes the sentence-end pattern', () => {
    // Where a sentence ends (and which abbreviations end none) has one home: the scan's "gone" words
    // and the proposer's "illustrates" words once read sentences by two patterns that drifted.
    const pattern = /\[\.!\?;?\]\(\?=\\s\|\$\)/;
    const home = join('scripts', 'doc', 'sentences.ts');
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === home) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, [], 'use sentenceEnds or nextSentenceEnd from scripts/doc/sentences.ts');
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), 'the pattern finds the sentence end in its home');
  });

  it('no module outside contract/role-names.ts lists the roles an agent reads', () => {
    // Which roles are read by an agent as instructions decides how links and paths are read there;
    // a second list would let the scanner and the report builder disagree.
    const pattern = /\[\s*'agent-memory',\s*'agent-prompt'\s*\]/;
    const home = join('scripts', 'contract', 'role-names.ts');
    const offenders: string[] = [];
    for (const f of tsFiles(join(REPO_ROOT, 'scripts'))) {
      const rel = relative(REPO_ROOT, f);
      if (rel === home) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, [], 'use AGENT_READ_ROLES from scripts/contract/role-names.ts');
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), 'the pattern finds the list in its home');
  });

  it('no module outside doc/published-anchors.ts decides whether a fragment names an anchor', () => {
    // The scanner's broken_reference, the link-rename proof and the report builder's check of a
    // classifier's new target ask fragmentNamesAnchor: GitHub's `user-content-` ids and its
    // letter-case matching once lived in the scanner alone, and the other two tested set membership.
    const pattern = /user-content-|\banchors(?:Of\([^)]*\))?\??\.has\(/;
    assert.ok(pattern.test("if (fragment && !anchorsOf(to)?.has(decodePercent(fragment.slice(1)))) return undefined;"));
    const home = 'scripts/doc/published-anchors.ts';
    const offenders = codeLines()
      .filter((l) => l.rel !== home && pattern.test(l.code))
      .map((l) => `${l.rel}:${l.n}: ${l.code}`);
    assert.deepEqual(offenders, [], 'use fragmentNamesAnchor from scripts/doc/published-anchors.ts');
    assert.ok(pattern.test(readFileSync(join(REPO_ROOT, home), 'utf8')), 'the pattern finds the rule in its home');
  });
});
