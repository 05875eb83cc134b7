import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/hash.ts
import { createHash } from "node:crypto";
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value == "object") {
    let out = {};
    for (let k of Object.keys(value).sort()) out[k] = sortKeys(value[k]);
    return out;
  }
  return value;
}

export {
  sha256Hex,
  canonicalJson
};
