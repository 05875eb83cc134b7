import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/contract/digest-line.ts
var DIGEST_LINE_PREFIX = "<!-- report.json sha256: ";
function digestLine(jsonSha256) {
  return `${DIGEST_LINE_PREFIX}${jsonSha256} -->`;
}
function digestNamedBy(md) {
  return /^<!-- report\.json sha256: ([0-9a-f]{64}) -->\r?\n/.exec(md)?.[1];
}

export {
  DIGEST_LINE_PREFIX,
  digestLine,
  digestNamedBy
};
