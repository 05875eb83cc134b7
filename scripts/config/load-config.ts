// Loads .dochygiene.yaml from the project root: absent -> defaults; present -> parsed with line
// numbers in every error, validated against the published schema, merged over the defaults.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument, LineCounter } from 'yaml';
import configSchema from '../contract/schemas/config.schema.json' with { type: 'json' };
import { HygieneError, type Violation } from '../shared/errors.ts';
import { readRegularFile } from '../shared/read-bounded.ts';
import { compileSchema, schemaViolations } from '../validate/schema-pass.ts';
import { DEFAULT_CONFIG } from './defaults.ts';
import { unknownConventionViolations } from './convention-names.ts';
import type { Config, LifecycleRule } from './config-types.ts';
import { pushAll } from '../shared/arrays.ts';
import { isJsonObject } from '../shared/json-object.ts';

export const CONFIG_FILE = '.dochygiene.yaml';

export interface ConfigLoad {
  config: Config;
  /** Absolute path of the file read, or undefined when defaults were used. */
  source: string | undefined;
}

/** Names people give the file that doc-hygiene does not read: finding one is an error naming the right name. */
export const MISNAMED_CONFIG_FILES = ['.dochygiene.yml', '.dochygiene.json'];

export function loadConfig(root: string, file?: string): Config {
  return loadConfigWithSource(root, file).config;
}

/** A config is a few kilobytes; a larger one (or a FIFO, /dev/zero) is refused, never read to the end. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * The project's config: `file` when given (--config, an absolute path), else .dochygiene.yaml at the
 * root; absent, the defaults, unless a misnamed copy stands there (.dochygiene.yml, .json), which is
 * an error naming the right name rather than a config silently ignored.
 */
export function loadConfigWithSource(root: string, file?: string): ConfigLoad {
  const path = file ?? join(root, CONFIG_FILE);
  const name = file ? basename(file) : CONFIG_FILE;
  const read = readRegularFile(path, MAX_CONFIG_BYTES, { followSymlink: true });
  if (!read.ok) {
    if (read.reason === 'absent' && file !== undefined) throw new HygieneError('CONFIG', `--config ${file}: no such file`);
    if (read.reason === 'absent') {
      const misnamed = MISNAMED_CONFIG_FILES.find((n) => readdirSafe(root).includes(n));
      if (misnamed !== undefined)
        throw new HygieneError('CONFIG', `doc-hygiene reads its configuration from ${CONFIG_FILE}, not ${misnamed}: rename the file (or pass --config ${misnamed})`, misnamed);
      return { config: structuredClone(DEFAULT_CONFIG), source: undefined };
    }
    throw new HygieneError('CONFIG', `${name} ${read.reason}; doc-hygiene reads a config of at most ${MAX_CONFIG_BYTES} bytes, as a regular file`, name);
  }
  const text = read.bytes.toString('utf8');
  return { config: parseConfigText(text, name), source: path };
}

/** The names in a folder (exact case), none when it cannot be read. */
function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Parses and validates config text; throws HygieneError('CONFIG') listing every problem with its line. */
export function parseConfigText(text: string, name = CONFIG_FILE): Config {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    const lines = doc.errors.map((e) => {
      const pos = e.pos?.[0] !== undefined ? lineCounter.linePos(e.pos[0]) : undefined;
      return `${name}${pos ? `:${pos.line}:${pos.col}` : ''}: ${e.message.split('\n')[0]}`;
    });
    throw new HygieneError('CONFIG', `invalid YAML\n${lines.join('\n')}`);
  }
  const value = (doc.toJS() ?? {}) as unknown;
  const rules = ruleViolations(value);
  const violations = [...schemaViolations(compileSchema(configSchema as object), value, '', rules.length), ...rules];
  if (violations.length) {
    const lines = violations.map((v) => `${name}${lineOf(doc, lineCounter, v)}: ${v.location || '(top level)'}: ${v.message}`);
    throw new HygieneError('CONFIG', `invalid configuration\n${lines.join('\n')}`);
  }
  const config = mergeDefaults(value as Partial<Config>);
  SET_BY_FILE.set(config, setKeys(value));
  return config;
}

/**
 * The dotted keys a config file set itself (`scan.token_budget`), by config object: a rule that acts
 * only on the user's own choice asks `fileSets`. Kept beside the config, not in it, so the config
 * keeps the schema's shape; a config built otherwise (defaults, a copy) set nothing.
 */
const SET_BY_FILE = new WeakMap<Config, ReadonlySet<string>>();

/** Whether the file this config was parsed from set `key` (dotted: `scan.token_budget`). */
export function fileSets(config: Config, key: string): boolean {
  return SET_BY_FILE.get(config)?.has(key) ?? false;
}

function setKeys(value: unknown): Set<string> {
  const out = new Set<string>();
  if (!isJsonObject(value)) return out;
  for (const [section, inner] of Object.entries(value)) {
    out.add(section);
    if (isJsonObject(inner)) for (const k of Object.keys(inner)) out.add(`${section}.${k}`);
  }
  return out;
}

/** Conditions the schema states with oneOf/not, reported with precise messages. */
function ruleViolations(value: unknown): Violation[] {
  const out: Violation[] = [];
  const adopted = (value as { conventions?: unknown } | null)?.conventions;
  if (Array.isArray(adopted)) pushAll(out, unknownConventionViolations(adopted));
  const rules = (value as { lifecycle?: { rules?: unknown } } | null)?.lifecycle?.rules;
  if (!Array.isArray(rules)) return out;
  const ids = new Set<string>();
  rules.forEach((r: Partial<LifecycleRule>, i) => {
    if (!r || typeof r !== 'object') return;
    const at = `lifecycle.rules[${i}]`;
    if ((r.files === undefined) === (r.dirs === undefined)) out.push({ location: at, code: 'CONFIG', message: 'needs exactly one of files or dirs' });
    if (r.served_when_path !== undefined && r.served_when !== undefined) out.push({ location: at, code: 'CONFIG', message: 'has both served_when_path and served_when; exactly one is allowed' });
    if (r.lifetime === 'delete-once-served' && r.served_when_path === undefined && r.served_when === undefined)
      out.push({ location: at, code: 'CONFIG', message: 'delete-once-served needs served_when_path or served_when' });
    if (r.lifetime === 'temporary' && (r.served_when_path !== undefined || r.served_when !== undefined))
      out.push({ location: at, code: 'CONFIG', message: 'a temporary rule is keyed on age and takes no served field' });
    if (r.on_served === 'extract-then-delete' && r.extract_to === undefined) out.push({ location: at, code: 'CONFIG', message: 'on_served: extract-then-delete needs extract_to' });
    if (typeof r.id === 'string') {
      if (ids.has(r.id)) out.push({ location: `${at}.id`, code: 'CONFIG', message: `duplicate rule id "${r.id}"` });
      ids.add(r.id);
    }
  });
  return out;
}

function lineOf(doc: ReturnType<typeof parseDocument>, lc: LineCounter, v: Violation): string {
  const path = v.location.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== '').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  for (let n = path.length; n > 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node && node.range) return `:${lc.linePos(node.range[0]).line}`;
  }
  return '';
}

function mergeDefaults(v: Partial<Config>): Config {
  const d = structuredClone(DEFAULT_CONFIG);
  return {
    scan: { ...d.scan, ...(v.scan ?? {}) },
    history: { ...d.history, ...(v.history ?? {}) },
    tokens: { ...d.tokens, ...(v.tokens ?? {}) },
    classify: { ...d.classify, ...(v.classify ?? {}) },
    clean: { ...d.clean, ...(v.clean ?? {}) },
    reminder: { ...d.reminder, ...(v.reminder ?? {}) },
    lifecycle: {
      rules: v.lifecycle?.rules ?? d.lifecycle.rules,
      openspec: { ...d.lifecycle.openspec, ...(v.lifecycle?.openspec ?? {}) },
    },
    conventions: v.conventions ?? d.conventions,
    roles: v.roles ?? d.roles,
  };
}
