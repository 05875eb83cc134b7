// Names a doc states as facts about the code, in code spans: CLI flags (`--resolve-collisions`, also
// in fenced shell blocks), environment variables (`BD_FOO`, `$BD_FOO`), functions and types
// (`loadConfig`, `parse_doc()`, `RepoIndex`, `pkg.Func`), dotted config keys (`sync.branch`) and
// subcommands of the repository's own CLI (`bd sync`). A plain word (`config`, `README`) is no
// identifier: it needs a case change inside, an underscore, a hyphen (flags), call parentheses or a
// qualifier. `term` is what is searched for in the code: the bare (hyphenated) flag name or the quoted one-word
// flag, the bare identifier, the quoted config key and subcommand name.
import { locate } from '../../doc/parse-doc.ts';
import { scenarioRanges } from '../references.ts';
import type { ParsedDoc } from '../types.ts';

export type IdentifierKind = 'flag' | 'env' | 'symbol' | 'config_key' | 'subcommand';

export interface IdentifierUse {
  kind: IdentifierKind;
  /** The name as the doc writes it (`--resolve-collisions`, `loadConfig()`, `bd sync`). */
  name: string;
  /** The fixed string looked up in the code (matched at word boundaries). */
  term: string;
  line: number;
  column: number;
  /** A function the doc's own code block defines too: the code's only where the code defines it outside its examples and tests. */
  sample?: true;
}

const FLAG = /(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z][a-z0-9]{4,})(?![\w-])/g;
const ENV = /(?<![\w$.-])\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?(?![\w.-])/g;
const SYMBOL = /^(?:[A-Za-z_][\w]*[.:]{1,2})*([A-Za-z_]\w*)(?:\(\s*[^()]*\))?$/;
const CONFIG_KEY = /^[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*){1,4}$/;
const FILE_EXT = /\.(?:json|jsonl|md|mdx|ya?ml|toml|ts|tsx|js|jsx|mjs|cjs|go|py|rs|rb|java|kt|sh|bash|txt|lock|html|css|scss|sql|db|log|env|ini|cfg|conf|xml|csv|png|svg|jpg|gif|pdf|zip|tar|gz|exe|dll|so|dylib|wasm|proto|c|h|cpp|hpp|cs|swift|php|lua|vim|el|tmpl|tpl|local|com|org|io|net|dev|ai|app|sh)$/;
/** Names too generic to be a claim about this repository even when they look like identifiers. */
const COMMON = new Set(['README', 'TODO', 'FIXME', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'NODE_ENV', 'NODE_OPTIONS', 'PATH', 'HOME', 'CI', 'GITHUB_TOKEN', 'GOPATH', 'GOOS', 'GOARCH', 'CGO_ENABLED', 'LD_LIBRARY_PATH', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME', 'EDITOR']);
/** Variables of other vendors' tools and platforms: the reader sets them for those, not for this code. */
const VENDOR_ENV = /^(?:OPENAI|ANTHROPIC|AWS|AZURE|GOOGLE|GCP|GCLOUD|GITHUB|GH|GITLAB|NPM|YARN|PNPM|DOCKER|KUBE|NODE|PYTHON|PIP|JAVA|GO|CARGO|RUSTUP|RUST|HOMEBREW|XDG|SSH|GPG|LC|LANG|TERM|DYLD|LD)_/;
/**
 * The OpenTelemetry specification's SDK variables (`OTEL_TRACES_SAMPLER`, `OTEL_EXPORTER_OTLP_ENDPOINT`):
 * the SDK the code links reads them, whatever the code names. A project's own `OTEL_` variable
 * (`OTEL_METRICS_INCLUDE_SESSION_ID`) is not among them and stays a claim.
 */
const OTEL_SDK_ENV = /^OTEL_(?:SDK_DISABLED|RESOURCE_ATTRIBUTES|SERVICE_NAME|LOG_LEVEL|PROPAGATORS|TRACES_SAMPLER(?:_ARG)?|(?:TRACES|METRICS|LOGS)_EXPORTER|EXPORTER_[A-Z0-9_]+|BSP_[A-Z0-9_]+|BLRP_[A-Z0-9_]+|(?:ATTRIBUTE|SPAN|EVENT|LINK)_[A-Z0-9_]+|METRIC_EXPORT_(?:INTERVAL|TIMEOUT)|METRICS_EXEMPLAR_FILTER|CONFIG_FILE)$/;
const COMMON_FLAGS = new Set(['help', 'version', 'verbose', 'quiet', 'force', 'json', 'yes', 'dry-run', 'debug', 'global', 'save-dev', 'no-verify', 'oneline', 'amend', 'hard', 'soft']);

/**
 * Whose the flag at `at` is: `bare` (`--x` alone), `own` on a command line whose program is the
 * repository's own CLI (`bd import --x`, `npx bd --x`, a script of the repository `./scripts/x --y`),
 * or `foreign`: another tool's flag (`git log --oneline`, `npx wrangler deploy --project-name`) says
 * nothing about this code.
 */
function programAt(text: string, at: number, cli: Set<string>): 'bare' | 'own' | 'foreign' {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('&&'), before.lastIndexOf('|'), before.lastIndexOf(';'));
  const toks = before.slice(start + 1).trim().replace(/^[$>%]\s+/, '').split(/\s+/).filter((t) => t !== '' && !/^[A-Za-z_]\w*=/.test(t) && t !== 'sudo');
  const prog = toks[0];
  if (prog === undefined || prog.startsWith('-')) return 'bare';
  if (cli.has(prog) || /^\.{0,2}\//.test(prog)) return 'own';
  return ['npx', 'bunx', 'pnpx'].includes(prog) && toks[1] !== undefined && cli.has(toks[1]) ? 'own' : 'foreign';
}

/** A code span's whole content as a symbol, or undefined when it is a plain word or not code-like. */
function symbolOf(content: string): { name: string; term: string; kind: IdentifierKind } | undefined {
  const s = content.trim();
  if (s.length < 4 || s.length > 80 || /\s/.test(s) || s.includes('/')) return undefined;
  if (CONFIG_KEY.test(s) && !FILE_EXT.test(s) && !/^(?:e\.g|i\.e|etc)\b/.test(s)) {
    return { name: s, term: `"${s}`, kind: 'config_key' }; // a key is read as a string literal
  }
  const m = SYMBOL.exec(s);
  if (!m) return undefined;
  const last = m[1]!;
  const qualified = /[.:]/.test(s.replace(/\(.*$/, ''));
  const call = s.endsWith(')');
  if (/^[A-Z][A-Z0-9_]*$/.test(last)) return undefined; // constants and env vars: ENV handles them
  if (FILE_EXT.test(s.replace(/\(.*$/, ''))) return undefined;
  const camel = /[a-z][A-Z]/.test(last) || /[A-Z][a-z]+[A-Z]/.test(last);
  const snake = /[A-Za-z0-9]_[A-Za-z0-9]/.test(last);
  if (last.length < 4) return undefined;
  if (!(camel || snake || ((call || qualified) && /^[A-Za-z]/.test(last) && last.length >= 5))) return undefined;
  return { name: s, term: last, kind: 'symbol' };
}

export interface IdentifierOptions {
  /** The repository's own CLI names (package.json bin, cmd/<name>, [project.scripts], Cargo bins). */
  cli_names: Set<string>;
  /** False when the doc's bare flags belong to another program (see ./claim-context.ts). */
  bare_flags_own?: boolean;
}

export function docIdentifiers(doc: ParsedDoc, opts: IdentifierOptions): IdentifierUse[] {
  const out: IdentifierUse[] = [];
  const seen = new Set<string>();
  const add = (u: IdentifierUse) => {
    const k = `${u.line}:${u.kind}:${u.term}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(u);
  };
  // A bare flag the doc also shows on another program's command line (`client-gen --input=...`) is that program's.
  const foreignFlags = new Set<string>();
  const bare = new Set<IdentifierUse>();
  const examples = scenarioRanges(doc);
  const inExample = (line: number) => examples.some(([a, b]) => line >= a && line <= b);
  const scanShell = (text: string, at: (offset: number, frag: string) => { line: number; column: number }, spanWhole: boolean) => {
    for (const m of text.matchAll(FLAG)) {
      if (COMMON_FLAGS.has(m[1]!)) continue;
      const prog = programAt(text, m.index!, opts.cli_names);
      if (prog === 'foreign') foreignFlags.add(m[0]);
      if (prog === 'foreign' || (prog === 'bare' && opts.bare_flags_own === false)) continue;
      // A one-word flag (`--build`) is searched as the quoted name its definition holds: the bare word is everywhere.
      const use: IdentifierUse = { kind: 'flag', name: m[0], term: m[1]!.includes('-') ? m[1]! : `"${m[1]}`, ...at(m.index!, m[0]) };
      if (prog === 'bare') bare.add(use);
      add(use);
    }
    for (const m of text.matchAll(ENV)) {
      if (COMMON.has(m[1]!) || VENDOR_ENV.test(m[1]!) || OTEL_SDK_ENV.test(m[1]!) || m[1]!.length < 5) continue;
      const off = m.index! + m[0].indexOf(m[1]!);
      add({ kind: 'env', name: m[1]!, term: m[1]!, ...at(off, m[1]!) });
    }
    // `<cli> <subcommand>` for the repository's own CLI.
    for (const m of text.matchAll(/(?<![\w./-])([a-z][\w-]*)\s+([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w./])/g)) {
      if (!opts.cli_names.has(m[1]!) || m[2]!.length < 3) continue;
      add({ kind: 'subcommand', name: `${m[1]} ${m[2]}`, term: `"${m[2]}`, ...at(m.index!, m[0]) });
    }
    if (spanWhole) {
      const s = symbolOf(text);
      if (s) add({ ...s, ...at(text.indexOf(s.name.trim()), s.name.trim()) });
    }
  };
  for (const block of doc.inlines) {
    if (inExample(block.first_line)) continue;
    for (const span of block.code_spans) {
      scanShell(span.content, (off, frag) => locate(doc, block, span.content_start + off, frag), true);
    }
  }
  for (const fence of doc.fences) {
    const info = fence.info.trim().split(/\s+/)[0] ?? '';
    if (!/^(?:sh|bash|shell|zsh|console|shell-session|terminal|)$/i.test(info) || inExample(fence.first_line)) continue;
    const lines = fence.content.split('\n');
    for (let k = 0; k < lines.length; k++) {
      const lineNo = fence.first_line + k;
      const fileLine = doc.lines[lineNo - 1] ?? '';
      const raw = lines[k]!;
      if (/^\s*#/.test(raw)) continue;
      scanShell(raw, (_off, frag) => {
        const col = fileLine.indexOf(frag);
        return { line: lineNo, column: (col >= 0 ? col : 0) + 1 };
      }, false);
    }
  }
  const kept = out.filter((u) => !(bare.has(u) && foreignFlags.has(u.name)));
  kept.sort((a, b) => a.line - b.line || a.column - b.column);
  return kept;
}
