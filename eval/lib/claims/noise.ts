// The noise rules of the claims miner: mined classes the hand check (ground-truth/claims/checked.jsonl)
// found mostly not to be stale claims a fix corrected. A case a rule matches is kept apart, in
// ground-truth/claims/excluded/, with the rule's name; nothing is deleted by hand.
import type { ClaimCase } from './mine.ts';

/** Programs that are not the repository's own: their flags are theirs, whatever the repository's scripts once passed them. */
const EXTERNAL = new Set(
  'git gh npm npx pnpm yarn bun node deno python python3 pip pip3 uv uvx poetry docker docker-compose podman kubectl helm kind minikube curl wget go cargo rustc rustup make cmake brew apt apt-get jq yq rg grep find sed awk ls cat cp mv rm mkdir tar zip unzip ssh scp rsync chmod xargs claude codex gemini cursor code terraform aws gcloud az hugo mkdocs sphinx-build mdbook tsc eslint prettier vitest jest mocha pytest ruff black mypy pre-commit tmux open echo sort head tail diff patch'.split(' '),
);

/** The name of the first noise rule `c` matches, or null. */
export function noiseRule(c: ClaimCase): string | null {
  if (c.claim_kind === 'flag' && c.program && EXTERNAL.has(c.program)) return 'external-program-flag';
  if ((c.claim_kind === 'flag' || c.claim_kind === 'identifier') && c.evidence.defined_in_code === false) return 'only-mentioned-in-code';
  return null;
}
