// Every file under a folder, recursively (a missing folder has none), as absolute paths in
// directory order: the build's output and the dist-freshness test compare the same listing.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pushAll } from './arrays.ts';

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) pushAll(out, listFiles(p));
    else out.push(p);
  }
  return out;
}
