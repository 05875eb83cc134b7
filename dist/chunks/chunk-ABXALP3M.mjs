import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/git/history/notes.ts
function isoDate(unixSeconds) {
  return new Date(unixSeconds * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
}
function shallowNote(oldestTime) {
  return `history is shallow: commits before ${isoDate(oldestTime)} are not in this clone`;
}
function budgetNote(kind, limit, oldestTime) {
  let what = kind === "max_commits" ? `history.max_commits (${limit})` : `history.time_budget_ms (${limit} ms)`;
  return `isomorphic-git path: ${oldestTime === void 0 ? "all history" : `history before ${isoDate(oldestTime)}`} left out by ${what}; install git for the full history`;
}
function packSizeNote(bytes, limit) {
  let mb = (n) => `${Math.round(n / 1048576)} MB`;
  return `isomorphic-git reads whole pack files into memory and this repository's hold ${mb(bytes)} (more than ${mb(limit)}); working-tree status not computed (treated as not clean); install git to read it`;
}
function isoUnreadableNote(what, err) {
  let text = err instanceof Error ? err.message : String(err), msg = /this error message: (.+)$/s.exec(text)?.[1]?.trim() ?? text.split(`
`)[0];
  return `the isomorphic path could not read this repository's ${what} (${msg}); ${what === "history" ? "history left out" : "treated as not tracked and not clean"}; install git to read it`;
}
function objectFormatNote(format) {
  return `the isomorphic path reads SHA-1 repositories only and this one uses ${format} object names; history left out, working-tree status treated as not tracked and not clean; install git to read it`;
}

export {
  isoDate,
  shallowNote,
  budgetNote,
  packSizeNote,
  isoUnreadableNote,
  objectFormatNote
};
