// --fail-on: which findings make the CI gate fail. A comma- or space-separated list of terms, each
// a severity (that severity or worse) or a signal name (that signal anywhere); `none` never fails.
// The default, `error`, is: broken references, stale commands and vanished names in agent memory.
import { HygieneError } from '../shared/errors.ts';
import { atLeast, knownSignals, SEVERITIES, type Severity } from './rules.ts';

export const DEFAULT_FAIL_ON = 'error';

export interface FailOn {
  severities: Severity[];
  signals: Set<string>;
}

export function parseFailOn(text: string): FailOn {
  const terms = text.split(/[\s,]+/).filter(Boolean);
  if (terms.length === 0) throw new HygieneError('USAGE', '--fail-on needs a severity or a signal name');
  const known = new Set(knownSignals());
  const out: FailOn = { severities: [], signals: new Set() };
  for (const t of terms) {
    if (t === 'none') continue;
    if ((SEVERITIES as readonly string[]).includes(t)) out.severities.push(t as Severity);
    else if (known.has(t)) out.signals.add(t);
    else throw new HygieneError('USAGE', `--fail-on: "${t}" is neither a severity (${SEVERITIES.join(', ')}, none) nor a signal (${[...known].join(', ')})`);
  }
  return out;
}

export function fails(f: FailOn, finding: { signal: string; severity: Severity }): boolean {
  return f.signals.has(finding.signal) || f.severities.some((s) => atLeast(finding.severity, s));
}
