// The plugin's always-on token cost as the client itself projects it
// (`claude --plugin-dir <root> plugin details doc-hygiene`), shared by the e2e test and bench/hook.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ensureClaude } from './ensure-claude.ts';

export interface PluginDetails {
  text: string;
  always_on_tokens: number;
  /** component -> [always-on, on-invoke] as printed (e.g. "~20", "< 20"). */
  components: Record<string, [string, string]>;
}

export function pluginDetails(pluginRoot: string): PluginDetails {
  const home = mkdtempSync(join(tmpdir(), 'dh-details-home-'));
  try {
    const text = execFileSync(ensureClaude(), ['--plugin-dir', pluginRoot, 'plugin', 'details', 'doc-hygiene'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' },
      timeout: 60_000,
    });
    const m = /Always-on:\s*~?\s*(\d+)\s*tok/.exec(text);
    if (!m) throw new Error(`no "Always-on: ~N tok" line in:\n${text}`);
    const components: PluginDetails['components'] = {};
    const table = text.split('Per-component')[1] ?? '';
    for (const line of table.split('\n')) {
      const cells = /^\s{2}(\S+)\s{2,}(\S.*?)\s{2,}(\S.*?)\s*$/.exec(line);
      if (cells && cells[1] !== 'component') components[cells[1]!] = [cells[2]!, cells[3]!];
    }
    return { text, always_on_tokens: Number(m[1]), components };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
