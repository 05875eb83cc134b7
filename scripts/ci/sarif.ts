// SARIF 2.1.0 for code scanning (GitHub's upload-sarif and others): one rule per signal with its
// help text, one result per finding shown, each located by a start line (and column where known),
// the content-derived id as the partial fingerprint (so a finding keeps its alert when lines move),
// and the scan's notes as tool notifications. Validated in tests against the official 2.1.0 schema
// and the rules GitHub adds.
import type { CiFinding } from './run-ci.ts';
import { ruleInfo } from './rules.ts';
import { BASELINE_FILE } from '../shared/state-dir.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'docHygiene/v1';

export interface SarifInput {
  findings: CiFinding[];
  /** Ids of findings the baseline accepts: reported, marked as suppressed. */
  baselined: Set<string>;
  notes: string[];
  tool_version: string;
}

export function toSarif(input: SarifInput): object {
  const signals = [...new Set(input.findings.map((f) => f.signal))].sort();
  const ruleIndex = new Map(signals.map((s, i) => [s, i]));
  const rules = signals.map((s) => {
    const r = ruleInfo(s);
    return {
      id: r.id,
      name: r.id.replace(/(^|_)([a-z])/g, (_, __: string, c: string) => c.toUpperCase()),
      shortDescription: { text: r.description },
      fullDescription: { text: r.description },
      help: { text: r.help, markdown: r.help },
      defaultConfiguration: { level: 'warning' },
    };
  });
  const results = input.findings.map((f) => {
    // Every result is located (code scanning needs region.startLine): a finding about a whole file
    // is at its line 1, one about a folder at line 1 of its key file (run-ci.ts).
    const region: Record<string, number> = { startLine: f.at.line };
    if (f.at.column !== undefined) region.startColumn = f.at.column;
    const result: Record<string, unknown> = {
      ruleId: f.signal,
      ruleIndex: ruleIndex.get(f.signal)!,
      level: f.severity,
      message: { text: f.detail },
      locations: [{ physicalLocation: { artifactLocation: { uri: encodeUri(f.at.path), uriBaseId: '%SRCROOT%' }, region } }],
      partialFingerprints: { [FINGERPRINT_KEY]: f.id },
      properties: { agent_memory: f.agent_memory, ...(f.hint ? { hint: true } : {}), ...(f.at.path !== f.path ? { finding_path: f.path } : {}) },
    };
    if (input.baselined.has(f.id)) result.suppressions = [{ kind: 'external', justification: `listed in ${BASELINE_FILE}` }];
    return result;
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'doc-hygiene', version: input.tool_version, informationUri: 'https://github.com/doc-hygiene/doc-hygiene', rules } },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: input.notes.map((n) => ({ level: 'note', message: { text: n } })),
          },
        ],
        results,
      },
    ],
  };
}

/** A project-relative posix path as a relative URI reference (each segment percent-encoded). */
function encodeUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
