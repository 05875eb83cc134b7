// Appending one list to another without spreading it into arguments: `a.push(...b)` passes every
// element of b on the stack and overflows it past some 100,000 elements (a doc with 150,000 links,
// a folder with 200,000 files). Everything a repository can make long is appended with this.
export function pushAll<T>(into: T[], items: readonly T[]): T[] {
  for (const item of items) into.push(item);
  return into;
}
