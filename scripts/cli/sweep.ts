#!/usr/bin/env node
// dist/sweep.mjs: the command is scripts/cli/commands/sweep.ts.
import { runCli } from '../shared/cli.ts';
import { sweepCommand } from './commands/sweep.ts';

await runCli(sweepCommand);
