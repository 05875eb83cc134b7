// One source of truth: the tier is derived in scripts/contract/tier.ts and nowhere else; the role
// rules (what a changelog, an archive, a versioned tree, a template, a translation, a generated doc
// is) are written in scripts/roles/ and nowhere else.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/run.ts';

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

  it('no module outside scripts/roles writes a role rule', () => {
    // Code (not comments) that recognizes a role by name: a second copy of a role rule.
    const ROLE_RULE_PATTERNS: Array<[string, RegExp]> = [
      ['changelog or release notes', /change\[?-?_?\]?\??log|changelog|release\[?[-_ ]*\]?\??notes/i],
      ['archive folder', /(?:seg\w*|part)\s*===\s*['"`]archived?['"`]|\[\s*['"`]archive['"`]\s*,\s*['"`]archived['"`]|archives\?\|archived|\(\?:archives\?\|/],
      ['versioned tree', /versioned_docs|version-\\d|version-\[/],
      ['template', /ISSUE_TEMPLATE|pull_request_template|\.template\\?\.md|templates\?/i],
      ['translation', /zh-CN|\bi18n\b|Hans\|Hant/],
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
  // the @import syntax and of the loading limits. Code elsewhere asks it; comments and help text
  // may name the files, code may not match on them.
  it('no module outside scripts/readers/ writes a loading rule of its own', () => {
    const offenders: string[] = [];
    const MEMORY_NAME = /(['"`/])[^'"`\n]*(?:CLAUDE\.md|CLAUDE\.local|AGENTS\.md|AGENTS\.override|GEMINI\.md|copilot-instructions|cursorrules|\.cursor\\?\/rules|\.claude\\?\/rules|CLAUDE\||AGENTS\|)/;
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
