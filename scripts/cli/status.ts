#!/usr/bin/env node
// dist/status.mjs: the command is scripts/cli/commands/status.ts.
import { runCli } from '../shared/cli.ts';
import { statusCommand } from './commands/status.ts';

await runCli(statusCommand);
