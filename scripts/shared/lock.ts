// One advisory lock per project, shared by every writer (check's write-report, clean, sweep):
// `.dochygiene/lock`, holding the owner's pid and purpose. It is taken atomically with its content:
// the owner record is written to a private file first, then hard-linked to `lock` (link fails when
// the lock exists), so no process ever sees an empty or half-written lock. A lock is stale only
// when its owner is provably gone (a well-formed record whose pid no longer exists); a lock whose
// owner cannot be read is never taken over, it is refused with the way out.
import { closeSync, constants, fstatSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
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

function parseInfo(text: string): LockInfo | undefined {
  try {
    const v = JSON.parse(text) as LockInfo;
    return v && Number.isSafeInteger(v.pid) && v.pid > 0 && typeof v.purpose === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** An owner record is a line of JSON: anything longer was not written by a taker. */
const MAX_LOCK_BYTES = 4096;

/**
 * The lock's owner record and inode, or undefined when it is gone. A lock that is not a regular
 * file (a symlink, a FIFO, a device planted there) has no owner record, and is never opened in a
 * way that could block or read without end.
 */
function readHolder(path: string): { info: LockInfo | undefined; ino: number } | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    try {
      return { info: undefined, ino: lstatSync(path).ino };
    } catch {
      return undefined;
    }
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > MAX_LOCK_BYTES) return { info: undefined, ino: st.ino };
    const buf = Buffer.alloc(MAX_LOCK_BYTES);
    const n = readSync(fd, buf, 0, MAX_LOCK_BYTES, 0);
    return { info: parseInfo(buf.toString('utf8', 0, n)), ino: st.ino };
  } finally {
    closeSync(fd);
  }
}

/** Creates `path` holding `info`, atomically; false when it already exists. */
function createWithContent(path: string, info: LockInfo): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.new`;
  const fd = openSync(tmp, 'wx', 0o644);
  try {
    writeSync(fd, JSON.stringify(info) + '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    try { unlinkSync(tmp); } catch { /* gone */ }
  }
}

/** The private files a taker writes next to the lock (`lock.<pid>.<hex>.new`, `lock.stale.<pid>.<hex>`). */
const TAKER_FILE = /^lock\.(?:stale\.)?(\d+)\.[0-9a-f]{8}(?:\.new)?$/;

/** Removes the private files of takers that were killed before they cleaned up (their pid is gone). */
function sweepDeadTakers(stateDir: string): void {
  let names: string[];
  try {
    names = readdirSync(stateDir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(TAKER_FILE.exec(name)?.[1]);
    if (!pid || pid === process.pid || processAlive(pid)) continue;
    try { unlinkSync(join(stateDir, name)); } catch { /* another taker swept it */ }
  }
}

export function acquireLock(stateDir: string, purpose: string): LockHandle {
  mkdirSync(stateDir, { recursive: true });
  sweepDeadTakers(stateDir);
  const path = join(stateDir, 'lock');
  const info: LockInfo = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWithContent(path, info)) {
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          const cur = readHolder(path);
          if (cur?.info?.pid === process.pid) {
            try { unlinkSync(path); } catch { /* already gone */ }
          }
        },
      };
    }
    const holder = readHolder(path);
    if (!holder) continue; // released meanwhile: try again
    const h = holder.info;
    if (!h)
      throw new HygieneError('LOCKED', `the project lock .dochygiene/lock holds no owner record doc-hygiene wrote; if no doc-hygiene command is running on this project, remove that file and try again`);
    if (h.pid === process.pid || processAlive(h.pid))
      throw new HygieneError('LOCKED', `another doc-hygiene ${h.purpose} is running on this project (pid ${h.pid}, since ${h.since}); try again when it has finished`);
    // Its owner is gone: move that very file aside (the inode tells it is still the one judged stale).
    const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      renameSync(path, aside);
    } catch {
      continue; // someone else moved it first
    }
    let movedIno = -1;
    try { movedIno = lstatSync(aside).ino; } catch { /* gone */ }
    if (movedIno !== holder.ino) {
      // A live lock was taken between our look and the move: put it back.
      try { linkSync(aside, path); } catch { /* a third process holds it now */ }
    }
    try { unlinkSync(aside); } catch { /* gone */ }
  }
  throw new HygieneError('LOCKED', 'could not take the project lock (.dochygiene/lock); try again');
}

export function withLock<T>(stateDir: string, purpose: string, fn: () => T): T {
  const lock = acquireLock(stateDir, purpose);
  try {
    return fn();
  } finally {
    lock.release();
  }
}
