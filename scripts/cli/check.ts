#!/usr/bin/env node
// dist/check.mjs (the `doc-hygiene-check` bin): the model-free check, or with --ci the CI gate;
// the commands are scripts/cli/commands/check.ts and ci.ts.
import { runCheckCli } from './commands/check.ts';

process.exitCode = await runCheckCli(process.argv.slice(2));
