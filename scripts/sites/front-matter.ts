// A site page's YAML front matter, for the site readers (page routes, Hugo aliases): parsed only when
// it names one of the keys the reader wants, with the YAML parser's warnings silenced (Hugo pages
// hold `{{ }}` template values that YAML reads as flow maps and warns about).
import { parse as parseYaml } from 'yaml';
import { isJsonObject, type JsonObject } from '../shared/json-object.ts';

const FRONT_MATTER = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The page's front matter as an object when it has a top-level key matching `keys`; else undefined. */
export function frontMatterWith(text: string, keys: RegExp): JsonObject | undefined {
  const m = FRONT_MATTER.exec(text);
  if (!m || !new RegExp(String.raw`^(?:${keys.source})\s*:`, 'm').test(m[1]!)) return undefined;
  try {
    const data: unknown = parseYaml(m[1]!, { logLevel: 'silent' });
    return isJsonObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}
