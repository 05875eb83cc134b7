import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  EXIT,
  HygieneError,
  exitCodeFor
} from "./chunk-LQ3WGZX4.mjs";

// scripts/shared/cli.ts
async function runCli(opts) {
  let argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(opts.help.endsWith(`
`) ? opts.help : opts.help + `
`), process.exitCode = EXIT.OK;
    return;
  }
  try {
    process.exitCode = await opts.run(argv);
  } catch (err) {
    if (err instanceof HygieneError)
      process.stderr.write(`${opts.name}: ${err.location ? err.location + ": " : ""}${err.message}
`), err.code === "USAGE" && process.stderr.write(`Run '${opts.name} --help' for usage.
`), process.exitCode = exitCodeFor(err.code);
    else {
      let msg = err instanceof Error ? err.message : String(err);
      process.stderr.write(`${opts.name}: internal error: ${msg}
`), process.exitCode = EXIT.INVALID;
    }
  }
}
function writeStdout(text) {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (err) => err ? reject(err) : resolve());
  });
}

export {
  runCli,
  writeStdout
};
