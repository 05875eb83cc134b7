#!/usr/bin/env node
// dist/ci.mjs: the command is scripts/cli/commands/ci.ts.
import { runCli } from '../shared/cli.ts';
import { ciCommand } from './commands/ci.ts';

await runCli(ciCommand);
