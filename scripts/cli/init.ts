#!/usr/bin/env node
// dist/init.mjs: the command is scripts/cli/commands/init.ts.
import { runCli } from '../shared/cli.ts';
import { initCommand } from './commands/init.ts';

await runCli(initCommand);
