// The scanner's findings do not depend on how busy the machine is: no wall-clock budget decides
// one. vanished_identifier's history look-ups stop at a work bound counted in file versions read
// (scripts/scan/signals/vanished-identifier.ts), so a repository big enough to be cut is cut at the
// same revision on every run: here once on an idle core and once pinned to one core (taskset) that
// two busy loops share with it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { DIST, git, runScript, tempDir } from '../support/run.ts';
import { join } from 'node:path';
import { VANISHED_WORK } from '../../scripts/scan/signals/vanished-identifier.ts';

/** Code files each commit changes: the versions read per doc revision. */
const FILES = 400;
/** Enough doc revisions that the file versions they need pass the bound by 10 revisions. */
const REVS = Math.ceil(VANISHED_WORK.file_versions / FILES) + 10;

/**
 * REVS commits, each changing every code file and one doc; the doc of commit k names
 * `TOOL_SETTING_<k>`, which the code held at commit k when k is a multiple of 10 (a finding) and
 * never otherwise (read, no finding). A last commit drops every name. Written with git fast-import:
 * about 45,000 file versions in a second or two.
 */
function boundFixture(): string {
  const root = tempDir('dh-bound-');
  git(root, ['init', '-q', '-b', 'main']);
  const chunks: string[] = [];
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  const commit = (k: number, files: Array<[string, string]>) => {
    chunks.push(`commit refs/heads/main\ncommitter T <t@example.invalid> ${1_767_225_600 + k * 86_400} +0000\n${data(`commit ${k}`)}`);
    for (const [path, body] of files) chunks.push(`M 100644 inline ${path}\n${data(body)}`);
  };
  for (let k = 1; k <= REVS; k++) {
    const files: Array<[string, string]> = [[`docs/guide-${k}.md`, `# Guide ${k}\n\nSet \`TOOL_SETTING_${k}\` to tune it.\n`]];
    for (let i = 0; i < FILES; i++) files.push([`pkg/f${i}.go`, `package pkg\n\nvar v${i} = "rev ${k}"\n${i === 0 && k % 10 === 0 ? `var s = "TOOL_SETTING_${k}"\n` : ''}`]);
    commit(k, files);
  }
  const last: Array<[string, string]> = [];
  for (let i = 0; i < FILES; i++) last.push([`pkg/f${i}.go`, `package pkg\n\nvar v${i} = "final"\n`]);
  commit(REVS + 1, last);
  const r = spawnSync('git', ['fast-import', '--quiet'], { cwd: root, input: chunks.join(''), encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  git(root, ['reset', '-q', '--hard', 'main']);
  return root;
}

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** The compiled scanner's artifact, optionally on core 0 beside `busy` busy loops pinned there too. */
async function scanUnder(root: string, busy: number): Promise<string> {
  const pin = (cmd: string[]) => (hasTaskset ? ['taskset', '-c', '0', ...cmd] : cmd);
  const loops: ChildProcess[] = [];
  for (let i = 0; i < busy; i++) {
    const [bin, ...args] = pin([process.execPath, '-e', 'for (;;) {}']);
    loops.push(spawn(bin!, args, { stdio: 'ignore' }));
  }
  try {
    if (busy === 0) return runScript('scanner.mjs', ['--root', root, '--quiet']).stdout;
    const [bin, ...args] = pin([process.execPath, join(DIST, 'scanner.mjs'), '--root', root, '--quiet']);
    const r = spawnSync(bin!, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  } finally {
    for (const l of loops) l.kill('SIGKILL');
  }
}

describe('vanished_identifier', () => {
  it('The scanner gives the same findings on an idle machine and on one loaded core, its history look-ups cut at the same revision', async () => {
    const root = boundFixture();
    const idle = await scanUnder(root, 0);
    const loaded = await scanUnder(root, 2);
    const a = JSON.parse(idle);
    // The bound cut this fixture: the note says how many doc revisions were left, by a count, not a time.
    const cut = a.notes.filter((n: string) => n.startsWith('vanished_identifier: '));
    assert.deepEqual(cut, [`vanished_identifier: 10 doc revisions not searched within the work bound (${VANISHED_WORK.file_versions} file versions)`]);
    const found = Object.values(a.signals).flat().filter((h: any) => h.name === 'vanished_identifier');
    assert.ok(found.length > 0 && found.length <= REVS / 10, `${found.length} findings`);
    assert.equal(loaded, idle, `the artifact differs under load${hasTaskset ? ' (taskset -c 0)' : ''}`);
  });
});
