// A repository that points every code-running key of git at a marker script: each script leaves a
// file named after its key in the markers folder when it runs (tests/git/code-running-config.test.ts).
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, tempDir, writeTree } from '../support/run.ts';

/** Every hook a read-only git command could conceivably run. */
const HOOKS = [
  'post-index-change', 'reference-transaction', 'post-checkout', 'post-merge', 'post-commit', 'pre-commit',
  'pre-auto-gc', 'post-rewrite', 'fsmonitor-watchman', 'push-to-checkout', 'pre-push', 'post-update',
  'prepare-commit-msg', 'commit-msg', 'sendemail-validate', 'p4-pre-submit',
];

/** Config keys whose value git runs as a program (each gets its own marker). */
const PROGRAM_KEYS = [
  'core.fsmonitor', 'core.pager', 'core.editor', 'core.sshCommand', 'core.askPass', 'core.gitProxy',
  'core.alternateRefsCommand', 'diff.external', 'gpg.program', 'gpg.ssh.program', 'gpg.x509.program',
  'gpg.ssh.defaultKeyCommand', 'sequence.editor', 'credential.helper', 'uploadpack.packObjectsHook',
  'pager.log', 'pager.status', 'pager.diff', 'pager.show', 'pager.grep', 'interactive.diffFilter',
  'diff.evil.textconv', 'diff.evil.command', 'filter.evil.clean', 'filter.evil.smudge',
  'merge.evil.driver', 'diff.evil2.textconv', 'filter.evil2.clean', 'filter.evil3.process',
  'filter.a=b.clean',
];

export interface Hostile {
  root: string;
  markers: string;
}

/** A script that writes the marker `name` when it runs, then passes bytes on (as a filter or textconv would). */
function markerScript(dir: string, markers: string, name: string, file = name): string {
  const p = join(dir, file);
  writeFileSync(p, `#!/bin/sh\necho "$0 $*" > '${join(markers, name)}'\nif [ -f "$1" ]; then cat "$1"; elif [ ! -t 0 ]; then cat; fi\nexit 0\n`);
  chmodSync(p, 0o755);
  return p;
}

/**
 * A repository with docs, code and history for every signal (a moved link target, a vanished
 * name, commands, churn), committed before the hostile settings are written (so setting it up runs
 * nothing), then a dirty and a stat-dirty work tree so status and diff have files to hash.
 */
export function hostileRepo(): Hostile {
  const root = gitRepo({
    'package.json': '{"name":"x","scripts":{"test":"node t.js"}}\n',
    'src/app.ts': 'export function startServer() {}\nexport function stopServer() {}\n',
    'docs/old-name.md': '# Old\n\nThe guide.\n',
    'docs/guide.md': '# Guide\n\nRead [the old page](old-name.md). Call `stopServer()` in `src/app.ts`.\n',
    '.gitattributes': '* diff=evil filter=evil merge=evil\n*.md diff=evil2 filter=evil2\n*.ts filter=evil3\n*.txt filter=a=b\n',
    'docs/data.txt': 'some data\n',
  }, '2024-01-01T00:00:00Z');
  git(root, ['mv', 'docs/old-name.md', 'docs/new-name.md']);
  git(root, ['commit', '-q', '-m', 'rename'], { GIT_AUTHOR_DATE: '2024-02-01T00:00:00Z', GIT_COMMITTER_DATE: '2024-02-01T00:00:00Z' });
  writeTree(root, {
    'src/app.ts': 'export function startServer() {}\n',
    'CLAUDE.md': '# Project\n\nRun `npm test`. See [the guide](docs/guide.md) and [old](docs/old-name.md).\nCall `stopServer()` then `npm run gone`.\n',
    'AGENTS.md': '# Agents\n\nSee CLAUDE.md.\n',
    '.claude/rules/style.md': '# Style\n\nKeep it short.\n',
  });
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'drop stopServer'], { GIT_AUTHOR_DATE: '2024-03-01T00:00:00Z', GIT_COMMITTER_DATE: '2024-03-01T00:00:00Z' });

  const markers = tempDir('dh-markers-');
  const bin = tempDir('dh-marker-bin-');
  const hooks = join(root, '.git', 'evil-hooks');
  mkdirSync(hooks);
  for (const h of HOOKS) {
    markerScript(hooks, markers, `hooksPath-${h}`, h);
    markerScript(join(root, '.git', 'hooks'), markers, `gitdir-hook-${h}`, h);
  }
  git(root, ['config', 'core.hooksPath', hooks]);
  for (const key of PROGRAM_KEYS) git(root, ['config', key, markerScript(bin, markers, key)]);
  git(root, ['config', 'filter.evil.required', 'true']);
  git(root, ['config', 'log.showSignature', 'true']);
  git(root, ['config', 'core.fsmonitorHookVersion', '2']);
  git(root, ['config', 'core.untrackedCache', 'true']);
  git(root, ['config', 'remote.origin.url', 'ssh://example.invalid/x.git']);
  git(root, ['config', 'remote.origin.uploadpack', markerScript(bin, markers, 'remote.origin.uploadpack')]);
  git(root, ['config', 'core.attributesFile', join(root, '.git', 'more-attributes')]);
  writeFileSync(join(root, '.git', 'more-attributes'), '*.json diff=evil filter=evil\n');
  writeFileSync(join(root, '.git', 'info', 'attributes'), '*.yaml diff=evil filter=evil\n');

  // A dirty doc, an untracked doc, and docs whose stat changed but content did not (git hashes
  // those again, through the clean filter when one is allowed to run).
  writeFileSync(join(root, 'docs', 'guide.md'), '# Guide\n\nRead [the old page](old-name.md). Call `stopServer()` in `src/app.ts`.\nMore.\n');
  writeFileSync(join(root, 'docs', 'notes.md'), '# Notes\n\nSee `src/app.ts`.\n');
  const later = new Date('2030-01-01T00:00:00Z');
  for (const f of ['CLAUDE.md', 'AGENTS.md', 'src/app.ts', 'docs/new-name.md', 'docs/data.txt', 'package.json']) {
    writeFileSync(join(root, f), readFileSync(join(root, f)));
    utimesSync(join(root, f), later, later);
  }
  return { root, markers };
}

export function ran(h: Hostile): string[] {
  return readdirSync(h.markers).map((m) => `${m}: ${readFileSync(join(h.markers, m), 'utf8').trim().replace(h.root, '<root>')}`);
}

export function clear(h: Hostile): void {
  for (const m of readdirSync(h.markers)) rmSync(join(h.markers, m));
}

