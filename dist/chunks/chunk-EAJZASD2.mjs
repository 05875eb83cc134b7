import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/thousands.ts
function thousands(x) {
  if (!Number.isSafeInteger(x)) return x.toLocaleString("en-US");
  let digits = String(Math.abs(x)).replace(/\B(?=(\d{3})+$)/g, ",");
  return x < 0 ? `-${digits}` : digits;
}

export {
  thousands
};
