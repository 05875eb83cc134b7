// The one test of "a JSON object" (not null, not an array) that every reader of untrusted JSON uses.

export type JsonObject = Record<string, unknown>;

/** Whether a parsed JSON value is an object: not null, not an array. */
export function isJsonObject(v: unknown): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
