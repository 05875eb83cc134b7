// The checks a journal run passes before anything replays, undoes or reads it: every field has its
// shape, every path is confined exactly like a report path (project-relative, outside .git/ and
// .dochygiene/, never through a symlink out of the project: fs-state.ts guardPath), every blob
// name is a slice of the run's own pack or its own trash slot, and the seal verifies under this
// user's machine key. The first problem found is returned, naming its field.
import { HygieneError } from '../shared/errors.ts';
import { sealMatches } from '../shared/machine-key.ts';
import { canonicalJson } from '../shared/hash.ts';
import { guardPath } from './fs-state.ts';
import { isJsonObject } from '../shared/json-object.ts';

export const PACK = 'blobs.pack';
export const PACK_REF = /^blobs\.pack:(\d{1,15}):(\d{1,15})$/;
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

const HEX64 = /^[0-9a-f]{64}$/;
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function opStateProblem(v: unknown): string | undefined {
  if (!isJsonObject(v)) return 'is not a state';
  if (v.type === 'absent') return undefined;
  if (v.type === 'file') return isStr(v.sha256) && HEX64.test(v.sha256) ? undefined : 'has no sha256';
  if (v.type === 'dir') return isStr(v.digest) && HEX64.test(v.digest) ? undefined : 'has no digest';
  return 'has an unknown type';
}

function pathProblem(root: string, p: unknown, at: string): string | undefined {
  if (!isStr(p)) return `${at} is not a path`;
  try {
    guardPath(root, p, at);
    return undefined;
  } catch (err) {
    if (err instanceof HygieneError) return `${at}: ${err.message}`;
    throw err;
  }
}

function fieldsProblem(root: string, name: string, m: Record<string, unknown>): string | undefined {
  if (m.schema !== 1) return 'has a manifest of an unknown schema';
  if (m.run_id !== name) return `has a manifest for another run (${String(m.run_id)})`;
  if (!isNat(m.seq) || `r${String(m.seq).padStart(6, '0')}` !== name.slice(0, 7)) return 'has a manifest whose seq does not match its name';
  if (!isNat(m.pid)) return 'has no pid';
  if (m.status !== 'prepared' && m.status !== 'committed') return 'has an unknown status';
  if (!isStr(m.pack_sha256) || !HEX64.test(m.pack_sha256)) return 'has no pack_sha256';
  if (!isJsonObject(m.report) || !isStr(m.report.digest) || !HEX64.test(m.report.digest) || !isStr(m.report.generated_at)) return 'has no report digest';
  if (!Array.isArray(m.consumed_grants) || !m.consumed_grants.every(isStr)) return 'has malformed consumed_grants';
  if (!Array.isArray(m.entries)) return 'has no entries';
  for (const [i, e] of m.entries.entries()) {
    const at = `entries[${i}]`;
    if (!isJsonObject(e) || !isStr(e.id) || !isStr(e.kind) || (e.tier !== 'auto' && e.tier !== 'confirm')) return `${at} is malformed`;
    const p = pathProblem(root, e.path, `${at}.path`);
    if (p) return p;
    if (e.texts !== undefined) {
      if (!isJsonObject(e.texts)) return `${at}.texts is malformed`;
      for (const [k, v] of Object.entries(e.texts)) {
        if ((k !== 'replacement' && k !== 'extraction') || !isStr(v) || !PACK_REF.test(v)) return `${at}.texts.${k} is not a slice of the run's ${PACK}`;
      }
    }
  }
  if (m.declined !== undefined) {
    if (!Array.isArray(m.declined)) return 'has malformed declined';
    for (const [i, d] of m.declined.entries()) {
      const at = `declined[${i}]`;
      if (!isJsonObject(d) || !isStr(d.id) || !isStr(d.kind)) return `${at} is malformed`;
      const p = pathProblem(root, d.path, `${at}.path`);
      if (p) return p;
    }
  }
  if (!Array.isArray(m.ops)) return 'has no ops';
  for (const [i, o] of m.ops.entries()) {
    const at = `ops[${i}]`;
    if (!isJsonObject(o) || o.n !== i) return `${at} is malformed`;
    const p = pathProblem(root, o.path, `${at}.path`);
    if (p) return p;
    const path = o.path as string;
    for (const k of ['pre', 'post'] as const) {
      const sp = opStateProblem(o[k]);
      if (sp) return `${at}.${k} ${sp}`;
    }
    const pre = o.pre as { type: string };
    const post = o.post as { type: string };
    if (o.action === 'write') {
      if (post.type !== 'file') return `${at} writes something other than a file`;
      if (!isStr(o.post_blob) || !PACK_REF.test(o.post_blob)) return `${at}.post_blob is not a slice of the run's ${PACK}`;
      if (pre.type === 'file' ? !isStr(o.pre_blob) || !PACK_REF.test(o.pre_blob) : o.pre_blob !== undefined) return `${at}.pre_blob is not a slice of the run's ${PACK}`;
    } else if (o.action === 'delete') {
      if (post.type !== 'absent' || pre.type === 'absent') return `${at} is a malformed delete`;
      if (o.pre_blob !== `trash/${i}` || o.post_blob !== undefined) return `${at}.pre_blob is not the run's own trash/${i}`;
    } else return `${at} has an unknown action`;
    if (!Array.isArray(o.created_dirs) || !Array.isArray(o.entries) || !o.entries.every(isStr)) return `${at} is malformed`;
    for (const [j, d] of o.created_dirs.entries()) {
      if (!isStr(d) || !path.startsWith(d + '/')) return `${at}.created_dirs[${j}] is not a folder above ${path}`;
      const dp = pathProblem(root, d, `${at}.created_dirs[${j}]`);
      if (dp) return dp;
    }
  }
  return undefined;
}

/** Why a parsed manifest of run folder `name` may not be used, or undefined when it may. */
export function manifestProblem(root: string, name: string, value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'has a manifest.json that is not an object';
  const f = fieldsProblem(root, name, value);
  if (f) return f;
  const { seal, ...rest } = value;
  if (!sealMatches('journal run', canonicalJson(rest), seal, root)) return 'is not sealed by this user on this machine (its manifest seal does not verify)';
  return undefined;
}
