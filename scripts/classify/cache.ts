// The classification cache: .dochygiene/cache/classify/<sha256 of the path>.json, one entry per
// path, holding what a classifier answered for that path (its proposals, and its "no edit" answers
// with their reasons, so a persisting finding is never shown as judged without one) and the key it
// answered under:
// the content digest of the path, the digest of the evidence it was shown, and the classifier
// version (its prompt and the policy). An entry is reused only when all three match now. Anything
// else is ignored, never trusted: an unreadable or oversized file, a symlink, bad JSON, another
// format, a path that is not the file name's, a proposal for another path, an entry whose seal is
// not this user's (an HMAC under the machine key, as the grants are: an entry that came with the
// repository, or was written by hand, never verifies). Reused proposals then go through every check
// of the report builder like any classifier's.
import { lstatSync, mkdirSync } from 'node:fs';
import { readRegularFile } from '../shared/read-bounded.ts';
import { sealMatches, sealOf } from '../shared/machine-key.ts';
import { join } from 'node:path';
import { ensureStateDir, stateDirOf } from '../shared/state-dir.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { sha256Hex } from '../shared/hash.ts';
import { isJsonObject } from '../shared/json-object.ts';

export const CACHE_FORMAT = 'doc-hygiene-classification/2';
const MAX_ENTRY_BYTES = 1 << 20;

export interface CacheKey {
  /** contentDigest of the path when it was classified (file bytes, or a directory's listing). */
  sha256: string;
  signal_digest: string;
  classifier_version: string;
}

/** A classifier's answer that a finding needs no edit: the finding as it was shown, and why. */
export interface CachedNoEdit {
  name: string;
  line?: number;
  why: string;
}

export interface CacheEntry {
  format: typeof CACHE_FORMAT;
  path: string;
  key: CacheKey;
  proposals: Record<string, unknown>[];
  no_edit: CachedNoEdit[];
  /** HMAC of the rest under this user's machine key: this user wrote the entry here. */
  seal?: string;
}

const SEAL_PURPOSE = 'classification cache';

/** The sealed text of an entry: its fields in a fixed order, the seal left out. */
function sealedText(e: CacheEntry): string {
  const k = e.key;
  return JSON.stringify({ format: e.format, path: e.path, key: { sha256: k.sha256, signal_digest: k.signal_digest, classifier_version: k.classifier_version }, proposals: e.proposals, no_edit: e.no_edit });
}

/** Whether this user wrote the entry here (a key that cannot be read or made trusts nothing). */
function sealedHere(e: CacheEntry, root: string): boolean {
  try {
    return sealMatches(SEAL_PURPOSE, sealedText(e), e.seal, root);
  } catch {
    return false;
  }
}

export interface CachedAnswer {
  proposals: Record<string, unknown>[];
  no_edit: CachedNoEdit[];
}

const isNoEdit = (v: unknown): v is CachedNoEdit =>
  isJsonObject(v) && typeof v.name === 'string' && typeof v.why === 'string' && (v.line === undefined || (typeof v.line === 'number' && Number.isInteger(v.line) && v.line > 0));

const isHex64 = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);

/** The cache folder, or undefined when it (or a folder above it in .dochygiene/) is not a real folder. */
function cacheDir(root: string, create: boolean): string | undefined {
  const state = stateDirOf(root);
  try {
    if (!lstatSync(state).isDirectory()) return undefined; // a symlink or a file: never followed
  } catch {
    if (!create) return undefined;
    ensureStateDir(root);
  }
  let dir = state;
  for (const part of ['cache', 'classify']) {
    dir = join(dir, part);
    try {
      if (!lstatSync(dir).isDirectory()) return undefined;
    } catch {
      if (!create) return undefined;
      try {
        mkdirSync(dir); // one level at a time, so nothing is made through a link
      } catch {
        return undefined;
      }
    }
  }
  return dir;
}

export function entryFileName(path: string): string {
  return `${sha256Hex(path)}.json`;
}

/** A well-formed entry for `path`, or undefined (missing, corrupt or foreign: ignored). */
export function parseEntry(text: string, path: string): CacheEntry | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isJsonObject(v) || v.format !== CACHE_FORMAT || v.path !== path) return undefined;
  const k = v.key;
  if (!isJsonObject(k) || !isHex64(k.sha256) || !isHex64(k.signal_digest) || typeof k.classifier_version !== 'string') return undefined;
  if (!Array.isArray(v.proposals) || !v.proposals.every((p) => isJsonObject(p) && p.path === path)) return undefined;
  if (!Array.isArray(v.no_edit) || !v.no_edit.every(isNoEdit)) return undefined;
  return v as unknown as CacheEntry;
}

function sameKey(a: CacheKey, b: CacheKey): boolean {
  return a.sha256 === b.sha256 && a.signal_digest === b.signal_digest && a.classifier_version === b.classifier_version;
}

/** The answer cached for `path` under exactly `key`, or undefined. */
export function lookup(root: string, path: string, key: CacheKey): CachedAnswer | undefined {
  const dir = cacheDir(root, false);
  if (!dir) return undefined;
  const file = join(dir, entryFileName(path));
  const read = readRegularFile(file, MAX_ENTRY_BYTES); // no link, no FIFO, bounded
  if (!read.ok) return undefined;
  const entry = parseEntry(read.bytes.toString('utf8'), path);
  return entry && sameKey(entry.key, key) && sealedHere(entry, root) ? { proposals: entry.proposals, no_edit: entry.no_edit } : undefined;
}

/** Records (or replaces) the entry for `path`. Returns false when the cache folder is not usable. */
export function store(root: string, path: string, key: CacheKey, answer: CachedAnswer): boolean {
  const dir = cacheDir(root, true);
  if (!dir) return false;
  const file = join(dir, entryFileName(path));
  try {
    if (!lstatSync(file).isFile()) return false; // a link or folder planted there: left alone
  } catch {
    /* absent: created below */
  }
  const entry: CacheEntry = { format: CACHE_FORMAT, path, key, proposals: answer.proposals, no_edit: answer.no_edit };
  entry.seal = sealOf(SEAL_PURPOSE, sealedText(entry), root);
  writeFileAtomic(file, JSON.stringify(entry) + '\n');
  return true;
}
