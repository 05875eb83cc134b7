// One source of truth: the tier is derived in scripts/contract/tier.ts and nowhere else.
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
