#!/usr/bin/env node
// dist/check-steps.mjs: the command is scripts/cli/commands/check-steps.ts.
import { runCli } from '../shared/cli.ts';
import { checkStepsCommand } from './commands/check-steps.ts';

await runCli(checkStepsCommand);
