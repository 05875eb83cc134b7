// The claims one line of an agent instruction file makes about its repository: paths, commands
// (make targets, package scripts, just recipes, cargo aliases), flags, identifiers and personal
// absolute paths. The miner's own reading, written apart from the scanner's so the ground truth does
// not inherit the scanner's blind spots; what counts as stale is decided from git (./mine.ts).

export type ClaimKind = 'path' | 'command' | 'flag' | 'identifier' | 'personal_path';

export interface LineClaim {
  claim_kind: ClaimKind;
  /** The claim as written (the path, `make x`, `--flag`, the identifier, the absolute path). */
  claim: string;
  /** What is looked up: the path, the target or script name, the flag without dashes, the identifier. */
  name: string;
  /** path: link | image | definition | import | backtick | code | prose. command: the runner. identifier: function | constant | env | symbol. */
  sub: string;
  /** command: the folder named by -C / --prefix / --dir, when given. */
  dir?: string;
  /** flag: the program the flag is given to (the first word of its command), when the line shows one. */
  program?: string;
}

const FILE_EXT = new Set('md mdc mdx json jsonc yaml yml toml ts tsx js jsx mjs cjs py go rs sh bash zsh ps1 psm1 psd1 txt lock cfg ini html css scss sql rb java kt swift c h cc cpp hpp cs xml env lua vue svelte astro proto gradle tf nix ex exs dart zig php pl ipynb csv tsv svg png jpg gif rst adoc'.split(' '));

/** `tok` as a project path (trailing punctuation, `./`, `:line` and anchors removed), or null when it is not one. */
export function asPath(tok: string, requireExt = false): string | null {
  let t = tok.trim().replace(/^["'(<[]+/, '').replace(/[>"')\],;:.!?]+$/, '');
  t = t.replace(/[?#].*$/, '').replace(/:\d+(?::\d+)?(?:-\d+)?$/, '');
  while (t.startsWith('./')) t = t.slice(2);
  if (!t || t.length > 200) return null;
  if (/:\/\/|^[/~$@-]|[*{}<>$%|=\\\s]|\.\.\.|\/\/|^\.$/.test(t)) return null;
  if (!/^[\w.+-]+(?:\/[\w.@+-]+)*\/?$/.test(t) && !/^\.\.\//.test(t)) return null;
  if (/^(?:\.\.\/)+[\w.@+-]+(?:\/[\w.@+-]+)*\/?$/.test(t) === false && t.startsWith('../')) return null;
  const last = t.replace(/\/$/, '').split('/').pop()!;
  const ext = /\.([A-Za-z][A-Za-z0-9]{0,5})$/.exec(last)?.[1]?.toLowerCase();
  const hasSlash = t.replace(/\/$/, '').includes('/') || t.endsWith('/');
  if (!hasSlash) return !requireExt && ext && FILE_EXT.has(ext) && last.length > ext.length + 1 ? t : null;
  if (/^\d+(\.\d+)*\/?$/.test(last) && !ext) return null;
  if (requireExt && !(ext && FILE_EXT.has(ext))) return null;
  return t;
}

const SPAN = /`([^`\n]+)`/g;
const LINK = /(!?)\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+["'(][^)]*)?\)/g;
const DEF = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const IMPORT = /(?:^|\s)@((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.[A-Za-z]\w{0,5})(?=\s|$|[,;)])/g;

function pathClaims(text: string, inCode: boolean): LineClaim[] {
  const out: LineClaim[] = [];
  const add = (raw: string, sub: string, requireExt = false) => {
    const p = asPath(raw, requireExt);
    if (p) out.push({ claim_kind: 'path', claim: p, name: p.replace(/\/$/, ''), sub });
  };
  const d = DEF.exec(text);
  if (d) add(d[1]!, 'definition');
  for (const m of text.matchAll(LINK)) if (!/^[a-z][a-z0-9+.-]*:|^#/i.test(m[2]!)) add(m[2]!, m[1] ? 'image' : 'link');
  for (const m of text.matchAll(IMPORT)) add(m[1]!, 'import');
  const spans = [...text.matchAll(SPAN)].map((m) => m[1]!);
  for (const s of spans) {
    if (asPath(s)) add(s, 'backtick');
    else for (const tok of s.split(/\s+/)) add(tok, 'backtick');
  }
  const rest = text.replace(SPAN, ' ').replace(LINK, ' ');
  for (const tok of rest.split(/\s+/)) if (tok) add(tok, inCode ? 'code' : 'prose', !inCode);
  return out;
}

const PNPM_BUILTIN = new Set('add install i update up upgrade remove rm un uninstall link ln unlink import rebuild rb prune fetch patch patch-commit audit list ls outdated why exec dlx create init publish pack store env setup config c root bin server deploy doctor licenses help approve-builds self-update dedupe sbom recursive -r run'.split(' '));
const YARN_BUILTIN = new Set('add install remove upgrade up info init link unlink list outdated pack publish why workspaces workspace config cache global bin create dlx exec audit autoclean check import licenses login logout owner policy tag team version versions help node set plugin constraints explain npm patch rebuild search stage unplug dedupe run'.split(' '));
const CARGO_BUILTIN = new Set('build b check c clean doc d new init add remove rm run r test t bench update search publish install uninstall fmt clippy tree vendor fix metadata package login logout owner yank version help locate-project generate-lockfile fetch pkgid report rustc rustdoc verify-project config info miri nextest llvm-cov expand audit deny watch outdated udeps insta binstall make xtask'.split(' '));
const NAME = /^[A-Za-z0-9_][\w.:/-]*$/;

/** The command contexts of a line: its backticked spans, and the whole line inside a code block. */
function commandContexts(text: string, inCode: boolean): string[] {
  const ctx = [...text.matchAll(SPAN)].map((m) => m[1]!);
  if (inCode) ctx.push(text);
  return ctx.flatMap((c) => c.split(/&&|\|\||[;|()]/)).map((s) => s.trim().replace(/^(?:\$|>|#|%)\s+/, ''));
}

function commandClaims(text: string, inCode: boolean): LineClaim[] {
  const out: LineClaim[] = [];
  for (const seg of commandContexts(text, inCode)) {
    const toks = seg.split(/\s+/).filter(Boolean);
    let i = 0;
    while (i < toks.length && (/^[A-Z_][A-Z0-9_]*=/.test(toks[i]!) || toks[i] === 'sudo' || toks[i] === 'time')) i++;
    const runner = toks[i];
    if (!runner) continue;
    const argv = toks.slice(i + 1);
    const written = toks.slice(i).join(' ').slice(0, 120);
    const push = (name: string, r: string, dir?: string) => {
      if (NAME.test(name) && !name.startsWith('-')) out.push({ claim_kind: 'command', claim: written, name, sub: r, ...(dir ? { dir: dir.replace(/^\.\//, '').replace(/\/$/, '') } : {}) });
    };
    if (runner === 'make' || runner === 'gmake') {
      let dir: string | undefined;
      for (let k = 0; k < argv.length; k++) {
        const a = argv[k]!;
        if (a === '-C' || a === '--directory') dir = argv[++k];
        else if (/^-C./.test(a)) dir = a.slice(2);
        else if (a.startsWith('--directory=')) dir = a.slice(12);
        else if (a === '-f' || a === '--file' || a === '-j' || a === '-l' || a === '-o' || a === '-W') k++;
        else if (a.startsWith('-') || a.includes('=')) continue;
        else if (/^[#<>&]/.test(a)) break;
        else push(a, 'make', dir);
      }
    } else if (runner === 'npm') {
      let dir: string | undefined;
      let k = 0;
      for (; k < argv.length && argv[k]!.startsWith('-'); k++) if (argv[k] === '--prefix' || argv[k] === '-C' || argv[k] === '-w' || argv[k] === '--workspace') dir = argv[++k];
      const sub = argv[k];
      if (sub === 'run' || sub === 'run-script' || sub === 'rum' || sub === 'urn') {
        let j = k + 1;
        for (; j < argv.length && argv[j]!.startsWith('-'); j++) if (argv[j] === '--prefix' || argv[j] === '-w' || argv[j] === '--workspace') dir = argv[++j];
        if (argv[j]) push(argv[j]!, 'npm', dir);
      } else if (sub === 'test' || sub === 't' || sub === 'start' || sub === 'stop' || sub === 'restart') push(sub === 't' ? 'test' : sub, 'npm', dir);
    } else if (runner === 'pnpm' || runner === 'yarn' || runner === 'bun') {
      let dir: string | undefined;
      let k = 0;
      for (; k < argv.length; k++) {
        const a = argv[k]!;
        if (a === '-C' || a === '--dir' || a === '--cwd' || a === '--prefix') dir = argv[++k];
        else if (a === '--filter' || a === '-F' || a === '--workspace') k++;
        else if (runner === 'yarn' && a === 'workspace') k++;
        else if (!a.startsWith('-')) break;
      }
      let sub = argv[k];
      if (!sub) continue;
      if (sub === 'run') sub = argv[k + 1];
      else if (runner === 'bun') continue; // `bun x` also runs files and binaries: only `bun run x` names a script
      else if ((runner === 'pnpm' ? PNPM_BUILTIN : YARN_BUILTIN).has(sub)) continue;
      if (sub) push(sub, runner, dir);
    } else if (runner === 'just') {
      let dir: string | undefined;
      let k = 0;
      for (; k < argv.length && argv[k]!.startsWith('-'); k++) if (argv[k] === '-f' || argv[k] === '--justfile' || argv[k] === '-d' || argv[k] === '--working-directory') dir = argv[++k];
      if (argv[k] && !argv[k]!.includes('=')) push(argv[k]!, 'just', dir);
    } else if (runner === 'cargo') {
      const sub = argv.find((a) => !a.startsWith('-') && !a.startsWith('+'));
      if (sub && !CARGO_BUILTIN.has(sub)) push(sub, 'cargo');
    }
  }
  return out;
}

const FLAG = /(?<![\w./-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w-]|\/)/g;
const ENV_REF = /\$\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?/g;
const ENV_SET = /(?:^|\s)(?:export\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g;
const QUALIFIED = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->|#)[A-Za-z_$][\w$]*)*(\(\))?$/;

function identifierClaims(text: string, inCode: boolean): LineClaim[] {
  const out: LineClaim[] = [];
  const seen = new Set<string>();
  const add = (name: string, sub: string, claim = name) => {
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ claim_kind: 'identifier', claim, name, sub });
  };
  for (const m of text.matchAll(ENV_REF)) if (m[1]!.length >= 5) add(m[1]!, 'env', m[0]);
  if (inCode) for (const m of text.matchAll(ENV_SET)) if (m[1]!.length >= 5) add(m[1]!, 'env');
  const envWords = /\benv(?:ironment)?\b|\bexport\b|\bvariables?\b|\bvars?\b/i.test(text);
  for (const m of text.matchAll(SPAN)) {
    const s = m[1]!.trim().replace(/^\$/, '');
    const q = QUALIFIED.exec(s);
    if (!q) continue;
    const last = s.replace(/\(\)$/, '').split(/\.|::|->|#/).pop()!;
    if (last.length < 4) continue;
    if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(last)) add(last, envWords ? 'env' : 'constant', m[1]!);
    else if (q[1] || text.slice((m.index ?? 0) + m[0].length).startsWith('(')) add(last, 'function', m[1]!);
    else if (/[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(last)) add(last, 'symbol', m[1]!);
  }
  return out;
}

/** The first word of the command a flag at `at` belongs to: the backticked span or code line it is in, up to a shell separator. */
function programOf(text: string, at: number, inCode: boolean): string | undefined {
  let seg: string | undefined;
  for (const m of text.matchAll(SPAN)) if (m.index! < at && at < m.index! + m[0].length) seg = text.slice(m.index! + 1, at);
  if (seg === undefined && inCode) seg = text.slice(0, at);
  if (seg === undefined) return undefined;
  const cmd = seg.split(/&&|\|\||[;|(]/).pop()!.trim().replace(/^(?:\$|>|#|%)\s+/, '');
  const toks = cmd.split(/\s+/).filter((t) => t && !/^[A-Z_][A-Z0-9_]*=/.test(t) && t !== 'sudo');
  let k = 0;
  // A runner of scripts gives the flag to the script it runs: `npx tsx scripts/x.ts --flag` is x.ts's.
  while (WRAPPERS.has(toks[k] ?? '') && k + 1 < toks.length) {
    k++;
    while (k < toks.length - 1 && (toks[k]!.startsWith('-') || toks[k] === 'run' || toks[k] === 'exec')) k++;
  }
  const first = toks[k];
  return first && !first.startsWith('-') ? first.replace(/^.*\//, '') : undefined;
}

const WRAPPERS = new Set(['npx', 'node', 'python', 'python3', 'uv', 'uvx', 'bun', 'bunx', 'tsx', 'ts-node', 'deno', 'bash', 'sh', 'zsh', 'poetry', 'pipx', 'env']);

function flagClaims(text: string, inCode: boolean): LineClaim[] {
  const out: LineClaim[] = [];
  for (const m of text.matchAll(FLAG)) {
    if (m[1]!.length < 3) continue;
    const program = programOf(text, m.index!, inCode);
    out.push({ claim_kind: 'flag', claim: `--${m[1]}`, name: m[1]!, sub: 'flag', ...(program ? { program } : {}) });
  }
  return out;
}

/** Names that stand for anyone: an example or a machine of a CI service, not one person's. */
const PLACEHOLDER_USER = /^(?:user|username|users|you|your[-_]?(?:name|user(?:name)?)?|name|me|myuser|myname|runner|ubuntu|vscode|node|root|codespace|codespaces|jovyan|admin|dev|developer|guest|example|foo|bar|john|jane|johndoe|alice|bob|x+|u|yourusername|yourself|someone|person|shared|linuxbrew|coder|app|circleci|travis|build|docker|pi|git)$/i;
const PERSONAL = /(?:(?<![\w.])\/(?:Users|home)\/([A-Za-z0-9][\w.-]*)|(?<![\w])[A-Za-z]:\\{1,2}Users\\{1,2}([\w.-]+))/g;

function personalClaims(text: string): LineClaim[] {
  const out: LineClaim[] = [];
  for (const m of text.matchAll(PERSONAL)) {
    const who = m[1] ?? m[2]!;
    if (PLACEHOLDER_USER.test(who)) continue;
    out.push({ claim_kind: 'personal_path', claim: m[0], name: who, sub: m[1] ? 'unix' : 'windows' });
  }
  return out;
}

/** Every claim of one line (`inCode`: the line is inside a fenced code block). */
export function claimsOnLine(text: string, inCode: boolean): LineClaim[] {
  const all = [...pathClaims(text, inCode), ...commandClaims(text, inCode), ...flagClaims(text, inCode), ...identifierClaims(text, inCode), ...personalClaims(text)];
  const seen = new Set<string>();
  return all.filter((c) => {
    const k = `${c.claim_kind}\0${c.name}\0${c.dir ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Which lines (1-based) of a Markdown text are inside a fenced code block (fence lines included). */
export function codeLines(text: string): Set<number> {
  const out = new Set<number>();
  let fence: string | null = null;
  text.split('\n').forEach((l, i) => {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(l);
    if (fence) {
      out.add(i + 1);
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && l.trim() === m[1]) fence = null;
    } else if (m) {
      fence = m[1]!;
      out.add(i + 1);
    }
  });
  return out;
}
