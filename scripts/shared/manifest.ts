// Reads the plugin's own manifest at run time: tool_version is never hard-coded.
// Bundles live in dist/, sources in scripts/<area>/, so the manifest is searched upwards.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This module's folder (the CommonJS hook bundle gets `import.meta.url` from scripts/build.ts). */
function moduleDir(): string {
  return dirname(fileURLToPath(import.meta.url));
}

export function pluginRoot(): string {
  let dir = moduleDir();
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, '.claude-plugin', 'plugin.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error('cannot find .claude-plugin/plugin.json above ' + moduleDir());
}

export function toolVersion(): string {
  const manifest = JSON.parse(readFileSync(join(pluginRoot(), '.claude-plugin', 'plugin.json'), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('plugin.json has no version');
  return manifest.version;
}
