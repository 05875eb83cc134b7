import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/errors.ts
var EXIT = { OK: 0, INVALID: 1, USAGE: 2 };
function exitCodeFor(code) {
  return code === "USAGE" ? EXIT.USAGE : EXIT.INVALID;
}
var HygieneError = class extends Error {
  code;
  location;
  constructor(code, message, location) {
    super(message), this.name = "HygieneError", this.code = code, this.location = location;
  }
};
function formatViolation(v) {
  return v.location ? `${v.location}: ${v.message}` : v.message;
}

export {
  EXIT,
  exitCodeFor,
  HygieneError,
  formatViolation
};
