// Builds the demo project at examples/demo/repo/ (gitignored): a small git repository made from
// the checked-in files in tree/ and later/, with a scripted history at fixed dates, so that every
// scanner signal fires and the model-free check has something to prove:
//   2024-01-10  the project as in tree/
//   2024-03-01  scripts/install.sh moves to tools/install.sh (docs still link the old path)
//   2024-04..06 six commits grow src/server.js (docs/api.md falls behind its code)
//   2024-07-01  docs/contributing.md arrives, repeating a block of docs/conventions.md, and
//               src/CLAUDE.md, repeating a block of the root CLAUDE.md that every session there loads
//
//   npx tsx examples/demo/build-demo.ts [DIR]   (default DIR: examples/demo/repo;
//                                                npm run demo builds it, then checks it)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(process.argv[2] ?? join(here, 'repo'));

// Git sees only what we tell it: no user or system configuration, a fixed identity.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Demo Author',
  GIT_AUTHOR_EMAIL: 'demo@example.invalid',
  GIT_COMMITTER_NAME: 'Demo Author',
  GIT_COMMITTER_EMAIL: 'demo@example.invalid',
};
for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[k];

function git(args: string[], date?: string): void {
  const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: date ? { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : env,
  });
  if (r.error) throw new Error(`cannot run git: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${r.stderr}`);
}

function commit(message: string, date: string): void {
  git(['add', '-A']);
  git(['commit', '-q', '-m', message], date);
}

/** One more route in src/server.js: about fifty changed lines per commit. */
function growServer(n: number): void {
  const path = join(repo, 'src', 'server.js');
  const lines = [`\n// Catalogue section ${n}.`];
  for (let i = 0; i < 48; i++) lines.push(`app.get('/items/${n}/${i}', (_req, res) => res.json({ section: ${n}, item: ${i} }));`);
  writeFileSync(path, readFileSync(path, 'utf8') + lines.join('\n') + '\n');
}

rmSync(repo, { recursive: true, force: true });
mkdirSync(repo, { recursive: true });
git(['init', '-q', '-b', 'main']);

cpSync(join(here, 'tree'), repo, { recursive: true });
commit('Initial project', '2024-01-10T09:00:00Z');

mkdirSync(join(repo, 'tools'), { recursive: true });
git(['mv', 'scripts/install.sh', 'tools/install.sh']);
commit('Move the install script to tools/', '2024-03-01T09:00:00Z');

for (let n = 1; n <= 6; n++) {
  growServer(n);
  commit(`Catalogue section ${n}`, `2024-0${3 + Math.ceil(n / 2)}-${n % 2 ? '05' : '20'}T09:00:00Z`);
}

cpSync(join(here, 'later'), repo, { recursive: true });
commit('Add contributing guide and src/CLAUDE.md', '2024-07-01T09:00:00Z');

if (!existsSync(join(repo, '.git'))) throw new Error('demo repository was not created');
process.stdout.write(`demo repository built at ${repo}\n`);
