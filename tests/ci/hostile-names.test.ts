// openspec/specs/ci/spec.md, "Names Are Escaped In Every Output": docs whose names hold a line
// break that spells a workflow command, an escape sequence, a tab, a bidirectional override, a
// percent sign, a comma, a colon, a pipe and backticks, against the compiled gate and check.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';

/** A name that, printed raw on its own line, is a GitHub workflow command. */
const INJECTING = 'docs/a\n::error file=CLAUDE.md,line=1::injected\r\nb.md';
const NAMES = {
  escape: 'docs/esc\u001b[31mred.md',
  tab: 'docs/tab\there.md',
  bidi: 'docs/bi\u202edi.md',
  percent: 'docs/p%0A::error::q,r:s.md',
  pipe: 'docs/we|ird`x`.md',
};

function hostileRepo(): string {
  const root = gitRepo({
    'CLAUDE.md': '# Project\n\nSee [the guide](docs/guide.md).\n',
    'docs/guide.md': '# Guide\n\nOld page: [old](old-page.md).\n',
    'docs/old-page.md': '# Old\n',
    [INJECTING]: '# Injected\n\nSee [x](nowhere.md).\n',
    ...Object.fromEntries(Object.values(NAMES).map((n) => [n, `# Doc\n\nSee [the page](old-page.md) and [y](missing-${n.length}.md).\n`])),
    'sub|dir/CLAUDE.md': '# Sub\n\nKeep it short.\n',
  });
  // A moved page: each link to it is an auto edit, so report.md has its per-file totals table.
  git(root, ['mv', 'docs/old-page.md', 'docs/new-page.md']);
  git(root, ['commit', '-q', '-m', 'move the page']);
  return root;
}

/** Lines of a text output that GitHub Actions would run as a workflow command. */
const commands = (out: string) => out.split(/\r?\n|\r/).filter((l) => /^\s*::/.test(l));

/** The columns of a Markdown table row: the pipes that are not escaped. */
const columns = (row: string) => row.split(/(?<!\\)\|/).length - 2;

describe('Names Are Escaped In Every Output', () => {
  it('A name that spells a workflow command starts none in the text or github format', () => {
    const root = hostileRepo();
    const text = runScript('ci.mjs', ['--root', root]);
    assert.equal(text.code, 0, text.stderr);
    assert.deepEqual(commands(text.stdout + text.stderr), [], 'text: no line is a workflow command');
    assert.doesNotMatch(text.stdout, /[\u0000-\u0009\u000b-\u001f\u007f\u202e]/, 'text: no control character printed raw');
    assert.match(text.stdout, /docs\/esc\\x1b\[31mred\.md:3:\d+: warning broken_reference/);
    assert.match(text.stdout, /docs\/tab\\there\.md:3:/);
    assert.match(text.stdout, /docs\/bi\\u202edi\.md:3:/);

    const gh = runScript('ci.mjs', ['--root', root, '--format', 'github']);
    assert.equal(gh.code, 0, gh.stderr);
    const lines = gh.stdout.trimEnd().split('\n');
    for (const l of lines.slice(0, -1)) assert.match(l, /^::(warning|notice) /, `github: every line but the summary is one annotation: ${JSON.stringify(l)}`);
    assert.equal(lines.filter((l) => l.startsWith('::error')).length, 0, 'github: no error annotation (nothing here fails)');
    // Properties escape %, CR, LF, ":" and ","; the message escapes %, CR and LF.
    assert.ok(lines.some((l) => l.startsWith('::warning file=docs/p%250A%3A%3Aerror%3A%3Aq%2Cr%3As.md,line=3,')), gh.stdout);
    assert.ok(lines.some((l) => /^::notice title=doc-hygiene::docs\/a\\n::error file=CLAUDE\.md,line=1::injected\\r\\nb\.md: not scanned/.test(l)), gh.stdout);
  });

  it('A doc whose name holds a line break is skipped with a note; the check and the gate scan the rest', () => {
    const root = hostileRepo();
    const check = runScript('check.mjs', ['--root', root]);
    assert.equal(check.code, 0, check.stderr);
    assert.match(check.stderr, /note: docs\/a\\n::error file=CLAUDE\.md,line=1::injected\\r\\nb\.md: not scanned: its name holds a line break/);
    const report = JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8')) as { scan: { files_scanned: number; notes: string[] } };
    assert.equal(report.scan.files_scanned, 4 + Object.keys(NAMES).length, 'every other doc is scanned');
    const json = runScript('ci.mjs', ['--root', root, '--format', 'json']);
    const out = JSON.parse(json.stdout) as { files_scanned: number; findings: Array<{ path: string }>; notes: string[] };
    assert.equal(out.files_scanned, 4 + Object.keys(NAMES).length);
    assert.ok(!out.findings.some((f) => f.path === INJECTING));
    assert.equal(out.notes.filter((n) => n.includes('not scanned')).length, 1);
  });

  it("A name with a pipe, backticks or a control character keeps report.md's tables and lines whole", () => {
    const root = hostileRepo();
    const check = runScript('check.mjs', ['--root', root]);
    assert.equal(check.code, 0, check.stderr);
    const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
    assert.doesNotMatch(md, /[\u0000-\u0009\u000b-\u001f\u007f\u202e]/, 'no control character printed raw');
    let header = 0;
    let tables = 0;
    for (const line of md.split('\n')) {
      if (!line.startsWith('|')) {
        header = 0;
        continue;
      }
      if (header === 0) {
        header = columns(line);
        tables++;
      } else assert.equal(columns(line), header, `a row keeps its table's ${header} columns: ${line}`);
    }
    assert.ok(tables >= 3, `the summary, the agents and the per-file totals tables: ${tables}`);
    assert.match(md, /\| `sub\\\|dir\/` \|/, "the folder's pipe is escaped in its table");
    assert.match(md, /``docs\/we\\?\|ird`x`\.md``/, 'the name is one code span');
    assert.match(md, /`docs\/esc\\x1b\[31mred\.md`/);
  });

  it('SARIF and JSON carry each name exactly', () => {
    const root = hostileRepo();
    const json = runScript('ci.mjs', ['--root', root, '--format', 'json']);
    const paths = new Set((JSON.parse(json.stdout) as { findings: Array<{ path: string }> }).findings.map((f) => f.path));
    for (const n of Object.values(NAMES)) assert.ok(paths.has(n), `json: ${JSON.stringify(n)}`);
    const sarif = runScript('ci.mjs', ['--root', root, '--format', 'sarif']);
    const uris = new Set((JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> }).runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri));
    for (const n of Object.values(NAMES)) assert.ok(uris.has(n.split('/').map(encodeURIComponent).join('/')), `sarif: ${n}`);
    assert.ok(uris.has('docs/esc%1B%5B31mred.md'));
  });
});
