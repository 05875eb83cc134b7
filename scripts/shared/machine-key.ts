// The secret that binds state to this machine's user. A journal run is sealed with an HMAC under
// this key, so a run folder that arrived with the repository (committed, unpacked, planted by
// another user) never verifies and is refused instead of replayed. The key lives in the user's
// cache folder ($XDG_CACHE_HOME/doc-hygiene, else ~/.cache/doc-hygiene), never in a project.
import { closeSync, fstatSync, linkSync, lstatSync, mkdirSync, openSync, readSync, realpathSync, unlinkSync, writeSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HygieneError } from './errors.ts';
import { isInside } from './paths.ts';

const KEY_BYTES = 32;

export function machineKeyPath(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache');
  return join(base, 'doc-hygiene', 'journal-key');
}

const cache = new Map<string, Buffer>();

function readKey(path: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK); // a FIFO planted there cannot block
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new HygieneError('IO', `cannot read the journal key ${path}: ${code === 'ELOOP' ? 'it is a symlink' : code}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size !== KEY_BYTES) throw new HygieneError('IO', `the journal key ${path} is not a ${KEY_BYTES}-byte file; remove it and run again`);
    if (typeof process.getuid === 'function' && st.uid !== process.getuid())
      throw new HygieneError('IO', `the journal key ${path} belongs to another user; remove it and run again`);
    const buf = Buffer.alloc(KEY_BYTES);
    let off = 0;
    while (off < KEY_BYTES) {
      const n = readSync(fd, buf, off, KEY_BYTES - off, off);
      if (n === 0) break;
      off += n;
    }
    return buf;
  } finally {
    closeSync(fd);
  }
}

/**
 * This user's key, created on first use (0600, in a 0700 folder). `root`, when given, is the
 * project the key must not live in: a key inside the project would travel with it.
 */
export function machineKey(root?: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const path = machineKeyPath(env);
  const hit = cache.get(path);
  if (hit) return hit;
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new HygieneError('IO', `cannot create ${dir} for the journal key: ${(err as NodeJS.ErrnoException).code}`);
  }
  if (root !== undefined && isInside(realpathSync(root), realpathSync(dir)))
    throw new HygieneError('REFUSED', `the journal key folder ${dir} is inside the project; set XDG_CACHE_HOME to a folder outside it`);
  if (lstatSync(dir).isSymbolicLink()) throw new HygieneError('IO', `${dir} is a symlink; the journal key is not kept there`);
  let key = readKey(path);
  if (!key) {
    // Create under a temporary name, then link: two first runs at once agree on one key.
    const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(KEY_BYTES));
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      try { unlinkSync(tmp); } catch { /* gone */ }
    }
    key = readKey(path);
    if (!key) throw new HygieneError('IO', `cannot create the journal key ${path}`);
  }
  cache.set(path, key);
  return key;
}

/** The seal of a piece of state: HMAC-SHA256 under this user's key, with a purpose label. */
export function sealOf(purpose: string, text: string, root?: string): string {
  return createHmac('sha256', machineKey(root)).update(`doc-hygiene ${purpose}\n`).update(text).digest('hex');
}

export function sealMatches(purpose: string, text: string, seal: unknown, root?: string): boolean {
  if (typeof seal !== 'string' || !/^[0-9a-f]{64}$/.test(seal)) return false;
  return timingSafeEqual(Buffer.from(sealOf(purpose, text, root), 'hex'), Buffer.from(seal, 'hex'));
}
