// Real temporary git repositories for the e2e tests: files written, committed at a controlled date.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync, realpathSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';

export interface FixtureRepo {
  root: string;
  write(rel: string, text: string): void;
  commit(message: string, isoDate: string): void;
  /** Sets a file's (or folder's) mtime. */
  touch(rel: string, when: Date): void;
  git(...args: string[]): string;
  dispose(): void;
}

export function makeRepo(files: Record<string, string> = {}, opts: { git?: boolean; commitDate?: string } = {}): FixtureRepo {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'dh-e2e-repo-')));
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: root, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
    });
  const repo: FixtureRepo = {
    root,
    write(rel, text) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    },
    commit(message, isoDate) {
      git('add', '-A');
      execFileSync('git', ['commit', '-q', '--allow-empty', '-m', message], {
        cwd: root,
        env: {
          ...process.env,
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
          GIT_AUTHOR_DATE: isoDate,
          GIT_COMMITTER_DATE: isoDate,
        },
      });
    },
    touch(rel, when) {
      utimesSync(join(root, rel), when, when);
    },
    git,
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
  if (opts.git !== false) git('init', '-q', '-b', 'main');
  for (const [rel, text] of Object.entries(files)) repo.write(rel, text);
  if (opts.git !== false && Object.keys(files).length > 0) repo.commit('initial', opts.commitDate ?? '2026-01-05T10:00:00Z');
  return repo;
}

export const DAY_MS = 86_400_000;

export function isoDaysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString();
}
