// The closed list of frontmatter an `insert-frontmatter` may add unattended. A key or value outside it
// is never auto, whoever proposes it: the applier writes exactly these strings, nothing a model wrote.
export const AUTO_FRONTMATTER: Readonly<Record<string, readonly string[]>> = Object.freeze({
  status: Object.freeze(['completed', 'superseded']),
  hygiene: Object.freeze(['frozen']),
});

export function isAutoFrontmatter(key: unknown, value: unknown): boolean {
  return typeof key === 'string' && typeof value === 'string' && Object.hasOwn(AUTO_FRONTMATTER, key) && AUTO_FRONTMATTER[key]!.includes(value);
}
