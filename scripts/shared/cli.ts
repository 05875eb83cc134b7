// The one way a CLI entry runs: --help, error-code -> exit-code mapping, and no stack
// traces for expected failures.
import { HygieneError, exitCodeFor, EXIT } from './errors.ts';

export interface CliOptions {
  name: string;
  /** Full --help text, printed to stdout with exit 0. */
  help: string;
  /** The command body. Returns the exit code. */
  run: (argv: string[]) => Promise<number> | number;
}

export async function runCli(opts: CliOptions): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(opts.help.endsWith('\n') ? opts.help : opts.help + '\n');
    process.exitCode = EXIT.OK;
    return;
  }
  try {
    process.exitCode = await opts.run(argv);
  } catch (err) {
    if (err instanceof HygieneError) {
      process.stderr.write(`${opts.name}: ${err.location ? err.location + ': ' : ''}${err.message}\n`);
      if (err.code === 'USAGE') process.stderr.write(`Run '${opts.name} --help' for usage.\n`);
      process.exitCode = exitCodeFor(err.code);
    } else {
      const msg = err instanceof Error ? err.message : String(err);
      process.stderr.write(`${opts.name}: internal error: ${msg}\n`);
      process.exitCode = EXIT.INVALID;
    }
  }
}

/** Writes a string to stdout and resolves once it is flushed (large JSON on a pipe). */
export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (err) => (err ? reject(err) : resolve()));
  });
}
