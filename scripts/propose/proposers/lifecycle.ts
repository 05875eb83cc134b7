// The lifecycle proposer of the deterministic registry (../registry.ts): scanner-proven
// lifecycle evidence -> delete / extract-then-delete (../../lifecycle/propose.ts). served_when stays for a classifier.
import { ROLE_ORDER } from '../../contract/role-names.ts';
import type { Proposer } from '../types-proposer.ts';
import { proposeLifecycle } from '../../lifecycle/propose.ts';

export const lifecycleProposer: Proposer = {
  name: 'lifecycle',
  description: 'A doc a lifecycle rule proves served (a tracked served_when_path match) or past retention (temporary): delete it, or extract then delete it when the rule says so.',
  // The repository's lifecycle rules decide what they match, whatever its role.
  roles: ROLE_ORDER,
  propose: (ctx) => proposeLifecycle(ctx.scan),
};
