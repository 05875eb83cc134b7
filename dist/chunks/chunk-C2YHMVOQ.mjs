import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/words.ts
function count(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function duration(ms) {
  if (ms < 6e4) return `${(Math.max(0, ms) / 1e3).toFixed(1)} s`;
  let s = Math.round(ms / 1e3);
  return s < 3600 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${Math.floor(s / 3600)} h ${Math.floor(s % 3600 / 60)} min`;
}
function age(ms) {
  let min = Math.floor(ms / 6e4);
  if (min < 1) return "less than a minute";
  if (min < 60) return count(min, "minute");
  let h = Math.floor(min / 60);
  return h < 24 ? count(h, "hour") : count(Math.floor(h / 24), "day");
}
function ago(ms) {
  return ms < 6e4 ? "just now" : `${age(ms)} ago`;
}
function old(ms) {
  return ms < 6e4 ? "written just now" : `${age(ms)} old`;
}

export {
  count,
  duration,
  ago,
  old
};
