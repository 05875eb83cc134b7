import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/contract/role-names.ts
var ROLE_ORDER = ["archive", "generated", "copy", "template", "record", "plan", "agent-prompt", "agent-memory", "living"];

export {
  ROLE_ORDER
};
