// Per-entry token estimates: the raw count of the span an entry removes or reduces, how often
// Claude Code loads that doc, and what a user really saves per session.
import type { TokenEstimate } from '../contract/types.ts';
import type { CountTokens } from './count-tokens.ts';

export type InjectionFrequency = 'per-session' | 'on-demand';

export interface EstimatorOptions {
  /** Project-relative paths Claude Code loads into every session (the scanner's per_session set). */
  per_session: Iterable<string>;
  /** Fraction of an on-demand doc's tokens counted as saved per session (config tokens.on_demand_weight). */
  on_demand_weight: number;
}

export interface Estimator {
  frequency(path: string): InjectionFrequency;
  /** Estimate for `raw_tokens` already counted on `path`. */
  fromRaw(path: string, raw_tokens: number): TokenEstimate;
  /** Estimate for the tokens of `text`, a span of `path`. */
  estimate(path: string, text: string): TokenEstimate;
  count: CountTokens;
}

export function createEstimator(count: CountTokens, opts: EstimatorOptions): Estimator {
  const perSession = new Set(opts.per_session);
  const w = opts.on_demand_weight;
  if (!(w >= 0 && w <= 1)) throw new RangeError(`on_demand_weight must be within 0..1 (got ${w})`);
  const frequency = (path: string): InjectionFrequency => (perSession.has(path) ? 'per-session' : 'on-demand');
  const fromRaw = (path: string, raw: number): TokenEstimate => {
    const injection_frequency = frequency(path);
    const weighted_tokens = injection_frequency === 'per-session' ? raw : Math.round(raw * w);
    return { raw_tokens: raw, injection_frequency, weighted_tokens };
  };
  return { frequency, fromRaw, estimate: (path, text) => fromRaw(path, count(text)), count };
}
