// The scan's progress as a status line on stderr (a terminal only, never with --quiet): docs read,
// then the git history and signal phase, which is the long one on a first run (no history cache).
import type { CliContext } from '../../shared/cli.ts';

export function scanProgress(ctx: CliContext): (done: number, total: number, phase?: 'docs' | 'history' | 'done') => void {
  return (done, total, phase) => {
    if (phase === 'done') ctx.status();
    else if (phase === 'history') ctx.status(`${total}/${total} docs read; reading git history and running the signals (a first run builds the history cache)`);
    else ctx.status(`${done}/${total} docs read`);
  };
}
