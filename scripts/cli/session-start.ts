// dist/session-start.cjs: the SessionStart hook; the command is scripts/cli/commands/session-start.ts.
// Built apart from the other entries, as one CommonJS file: node starts a CommonJS file as fast as
// `node -e 0`, while its ESM loader alone adds ~8 ms. Its dynamic imports (the YAML parser, the
// writers) become files of their own in dist/lazy/, required only when needed.
import { runCli } from '../shared/cli.ts';
import { sessionStartCommand } from './commands/session-start.ts';

// No top-level await: this entry is emitted as CommonJS (runCli sets process.exitCode itself).
void runCli(sessionStartCommand);
