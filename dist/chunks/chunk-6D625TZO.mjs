import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/cli/commands/scan-progress.ts
function scanProgress(ctx) {
  return (done, total, phase) => {
    phase === "done" ? ctx.status() : phase === "history" ? ctx.status(`${total}/${total} docs read; reading git history and running the signals (a first run builds the history cache)`) : ctx.status(`${done}/${total} docs read`);
  };
}

export {
  scanProgress
};
