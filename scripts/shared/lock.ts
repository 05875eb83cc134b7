// One advisory lock per project, shared by every writer (check's write-report, clean, sweep):
// `.dochygiene/lock`, created exclusively, holding the owner's pid and purpose. A lock whose
// owner process is gone is stale and is taken over; a live one is refused with a clear message.
import { openSync, writeSync, closeSync, readFileSync, unlinkSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { HygieneError } from './errors.ts';

export interface LockHandle {
  path: string;
  release(): void;
}

interface LockInfo { pid: number; purpose: string; since: string }

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(stateDir: string, purpose: string): LockHandle {
  mkdirSync(stateDir, { recursive: true });
  const path = join(stateDir, 'lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      const info: LockInfo = { pid: process.pid, purpose, since: new Date().toISOString() };
      writeSync(fd, JSON.stringify(info) + '\n');
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          try {
            const cur = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
            if (cur.pid === process.pid) unlinkSync(path);
          } catch { /* already gone */ }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: LockInfo | undefined;
    try {
      holder = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    } catch {
      holder = undefined; // torn or empty: its writer died between create and write
    }
    if (holder && processAlive(holder.pid) && holder.pid !== process.pid) {
      throw new HygieneError('LOCKED', `another doc-hygiene ${holder.purpose} is running on this project (pid ${holder.pid}, since ${holder.since}); try again when it has finished`);
    }
    // Stale: move it aside atomically so two processes cannot both take it over.
    try {
      renameSync(path, `${path}.stale.${process.pid}`);
      unlinkSync(`${path}.stale.${process.pid}`);
    } catch { /* someone else took it over first; retry */ }
  }
  throw new HygieneError('LOCKED', 'could not take the project lock (.dochygiene/lock)');
}

export function withLock<T>(stateDir: string, purpose: string, fn: () => T): T {
  const lock = acquireLock(stateDir, purpose);
  try {
    return fn();
  } finally {
    lock.release();
  }
}
