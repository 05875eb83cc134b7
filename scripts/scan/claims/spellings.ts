// The other ways code defines a name a doc writes: a flag `--dry-run` is the field `dry_run` an
// argument parser derives it from (clap's derive, typer, pydantic-settings), the property `dryRun`
// (yargs' camel-case expansion, commander's option values) or the struct field `DryRun` (kong); a
// config key `sync.branch` is the nested key `branch` under `sync` of a JSON, YAML or TOML file, or
// a JSON Schema's `properties` tree. A name still defined one of these ways has not vanished.
import { parse as parseYaml } from 'yaml';
import { projectFileText } from '../../shared/paths.ts';
import type { RepoIndex } from '../types.ts';
import { isEvidencePath } from './code-search.ts';
import { pushAll } from '../../shared/arrays.ts';

/** The other spellings of a hyphenated flag's name (`dry-run`): snake, camel and Pascal case. */
export function flagSpellings(term: string): string[] {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(term)) return [];
  const words = term.split('-');
  const camel = words[0] + words.slice(1).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return [words.join('_'), camel, camel.charAt(0).toUpperCase() + camel.slice(1)];
}

/**
 * The fixed strings, besides the term itself, whose presence in the code means the name the doc
 * writes is still there: a quoted term (`"list`, a subcommand, one-word flag or config key) quoted
 * with `'` or a backtick too (`super('list')`, `name: 'set-status'`: a command registry in a
 * single-quote code style); a flag written whole (`.option('--generate')`); a hyphenated flag or
 * subcommand in the other cases a parser derives it from (`add-task` as `addTask`).
 */
export function codeSpellings(kind: 'flag' | 'env' | 'symbol' | 'config_key' | 'subcommand', term: string): string[] {
  const bare = term.replace(/^"/, '');
  const out: string[] = [];
  if (term.startsWith('"')) out.push(`'${bare}`, `\`${bare}`);
  if (kind === 'flag') out.push(`--${bare}`);
  if (kind === 'flag' || kind === 'subcommand') pushAll(out, flagSpellings(bare));
  return out;
}

/**
 * A line that declares `name` as an object key or field, as a registry of commands or options
 * does (`update: {`, `'add-task': handler`, `watch?: boolean`, a clap field `update: bool`): an
 * extended regular expression for `git grep -E`, anchored at the line's start so a value or a call
 * does not count. Searched outside data files (a YAML's `update:` is configuration, not code).
 */
export function keyLinePattern(name: string): string {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^[[:space:]]*(pub[[:space:]]+)?["'\`]?${esc}["'\`]?[?!]?[[:space:]]*:([^:]|$)`;
}

/** Config files read for key paths, at most this many, each at most this big. */
const MAX_CONFIG_FILES = 2000;
const MAX_CONFIG_BYTES = 512 * 1024;
/** JSON Schema's own words between a key and its children: `properties.sync.properties.branch` is `sync.branch`. */
const SCHEMA_WORDS = new Set(['properties', 'patternProperties', 'items', 'definitions', '$defs', 'additionalProperties', 'allOf', 'anyOf', 'oneOf']);
const CONFIG_FILE = /\.(?:json|jsonc|json5|ya?ml|toml)$/i;

/** Every dotted key path of the repository's JSON, YAML and TOML files (schema words left out), read once per scan. */
export class ConfigKeys {
  private paths: Set<string> | undefined;
  constructor(
    private readonly root: string,
    private readonly repo: RepoIndex,
  ) {}

  /** Whether a file defines `key` (`sync.branch`) as a nested key path, at its top or under other keys. */
  has(key: string): boolean {
    this.paths ??= this.read();
    if (this.paths.has(key)) return true;
    for (const p of this.paths) if (p.endsWith(`.${key}`)) return true;
    return false;
  }

  private read(): Set<string> {
    const out = new Set<string>();
    let n = 0;
    for (const f of [...this.repo.files].sort()) {
      if (!CONFIG_FILE.test(f) || f.includes('node_modules/') || !isEvidencePath(f) || /(?:^|\/)(?:package-lock|pnpm-lock|composer\.lock)/.test(f)) continue;
      if (++n > MAX_CONFIG_FILES) break;
      const text = projectFileText(this.root, f, MAX_CONFIG_BYTES);
      if (text === undefined) continue;
      let data: unknown;
      try {
        data = /\.toml$/i.test(f) ? tomlKeys(text) : /\.ya?ml$/i.test(f) ? parseYaml(text) : JSON.parse(text);
      } catch {
        continue;
      }
      walk(data, [], out, 0);
    }
    return out;
  }
}

function walk(v: unknown, at: string[], out: Set<string>, depth: number): void {
  if (depth > 12 || v === null || typeof v !== 'object' || Array.isArray(v)) return;
  for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
    const next = SCHEMA_WORDS.has(k) ? at : [...at, k];
    if (next.length > 1) out.add(next.join('.'));
    walk(child, next, out, depth + 1);
  }
}

/** A TOML file's key tree, enough for key paths: `[a.b]` tables and `key =` lines (values left out). */
function tomlKeys(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let table = root;
  for (const line of text.split(/\r?\n/)) {
    const h = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/.exec(line);
    if (h) {
      table = root;
      for (const part of h[1]!.split('.').map((p) => p.trim().replace(/^["']|["']$/g, ''))) table = (table[part] ??= {}) as Record<string, unknown>;
      continue;
    }
    const k = /^\s*([\w.-]+|"[^"]+")\s*=/.exec(line);
    if (!k) continue;
    let t = table;
    const parts = k[1]!.replace(/^"|"$/g, '').split('.');
    for (const part of parts.slice(0, -1)) t = (t[part] ??= {}) as Record<string, unknown>;
    t[parts[parts.length - 1]!] ??= {};
  }
  return root;
}
