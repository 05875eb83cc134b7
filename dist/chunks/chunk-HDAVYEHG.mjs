import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  stateDirOf
} from "./chunk-CA6OREP6.mjs";

// scripts/write/state.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var STATE_SCHEMA = 1, STAMP_KEYS = ["last_check", "last_clean", "last_reminded"], EMPTY_STATE = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });
function statePaths(root) {
  let dir = stateDirOf(root);
  return {
    dir,
    state: join(dir, "state.json"),
    report_json: join(dir, "report.json"),
    report_md: join(dir, "report.md"),
    json_next: join(dir, "report.json.next"),
    md_next: join(dir, "report.md.next"),
    rollover: join(dir, "rollover.json")
  };
}
function isIsoInstant(s) {
  return typeof s == "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}
function readStateFile(root) {
  let text;
  try {
    text = readFileSync(statePaths(root).state, "utf8");
  } catch (err) {
    return err.code === "ENOENT" ? { state: { ...EMPTY_STATE } } : { state: { ...EMPTY_STATE }, problem: `cannot read .dochygiene/state.json: ${err.message}` };
  }
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return { state: { ...EMPTY_STATE }, problem: ".dochygiene/state.json is not valid JSON" };
  }
  if (!v || typeof v != "object" || v.schema !== STATE_SCHEMA)
    return { state: { ...EMPTY_STATE }, problem: `.dochygiene/state.json is not a schema ${STATE_SCHEMA} state file` };
  let o = v, state = { ...EMPTY_STATE };
  for (let k of STAMP_KEYS) state[k] = isIsoInstant(o[k]) ? o[k] : null;
  return { state };
}
function readState(root) {
  return readStateFile(root).state;
}

export {
  STATE_SCHEMA,
  STAMP_KEYS,
  statePaths,
  isIsoInstant,
  readStateFile,
  readState
};
