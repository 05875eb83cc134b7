// One closed set of error codes for every CLI and library module.
// Validation findings are data ({ location, code, message }); exceptions are reserved
// for conditions that stop a command, and always carry one of these codes.

export const EXIT = { OK: 0, INVALID: 1, USAGE: 2 } as const;

export type ErrorCode =
  | 'USAGE'
  | 'IO'
  | 'PARSE'
  | 'SCHEMA_VIOLATION'
  | 'UNSAFE_PATH'
  | 'STALE_HASH'
  | 'GRANT_MISSING'
  | 'GRANT_INVALID'
  | 'LOCKED'
  | 'CONFIG'
  | 'REFUSED'
  | 'INTERNAL';

/** Exit code each error code maps to: usage problems are 2, everything refused or invalid is 1. */
export function exitCodeFor(code: ErrorCode): number {
  return code === 'USAGE' ? EXIT.USAGE : EXIT.INVALID;
}

export class HygieneError extends Error {
  readonly code: ErrorCode;
  readonly location: string | undefined;
  constructor(code: ErrorCode, message: string, location?: string) {
    super(message);
    this.name = 'HygieneError';
    this.code = code;
    this.location = location;
  }
}

export interface Violation {
  location: string;
  code: ErrorCode;
  message: string;
}

export function formatViolation(v: Violation): string {
  return v.location ? `${v.location}: ${v.message}` : v.message;
}
