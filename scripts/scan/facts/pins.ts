// The version pins version_skew reads, from every manifest the scan does not exclude (../manifests.ts).
import { isManifestPath, readPins } from '../manifests.ts';
import type { VersionPin } from '../types.ts';
import type { PlanFact } from './fact.ts';
import { pushAll } from '../../shared/arrays.ts';

export const pinsFact: PlanFact<'pins'> = {
  need: 'pins',
  stage: 'plan',
  gather(plan) {
    const pins: VersionPin[] = [];
    for (const f of plan.files) {
      if (!isManifestPath(f) || plan.scope.isExcluded(f)) continue;
      const text = plan.readText(f);
      if (text !== undefined) pushAll(pins, readPins(f, text));
    }
    return { pins };
  },
};
