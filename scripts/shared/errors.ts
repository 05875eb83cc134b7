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

/**
 * How a command's exit code reads. `command` (every entry but two): 0 ok, 1 refused or invalid,
 * 2 usage. `gate` (the CI gate): 1 means "findings fail", so every error is 2, a malformed baseline
 * and a crash included (a CI job must not read a broken run as a verdict). `hook` (the
 * SessionStart reminder): always 0, so no session ever fails on it.
 */
export type ExitMode = 'command' | 'gate' | 'hook';

/** The one map from an error code to an exit code. */
export function exitCodeFor(code: ErrorCode, mode: ExitMode = 'command'): number {
  if (mode === 'hook') return EXIT.OK;
  if (mode === 'gate') return EXIT.USAGE;
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
