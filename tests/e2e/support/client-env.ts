// The environment the Claude Code client runs under in the e2e tests: a throwaway HOME (its temp
// folder inside it, so the client's temp files and a skill's `mktemp -d` go with it), the mock API
// on 127.0.0.1, no network besides it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The client's environment: a throwaway HOME, the mock API, no network besides it. */
export function claudeEnv(home: string, apiUrl: string, path = process.env.PATH ?? '/usr/bin:/bin'): Record<string, string> {
  return {
    PATH: path,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    TMPDIR: tmpIn(home),
    LANG: 'C.UTF-8',
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: apiUrl,
    ANTHROPIC_API_KEY: 'test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
  };
}

function tmpIn(home: string): string {
  const dir = join(home, 'tmp');
  mkdirSync(dir, { recursive: true });
  return dir;
}
