import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/json-object.ts
function isJsonObject(v) {
  return v !== null && typeof v == "object" && !Array.isArray(v);
}

export {
  isJsonObject
};
