#!/usr/bin/env node
// dist/context.mjs: the command is scripts/cli/commands/context.ts.
import { runCli } from '../shared/cli.ts';
import { contextCommand } from './commands/context.ts';

await runCli(contextCommand);
