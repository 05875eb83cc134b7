#!/usr/bin/env node
// dist/scanner.mjs: the command is scripts/cli/commands/scanner.ts.
import { runCli } from '../shared/cli.ts';
import { scannerCommand } from './commands/scanner.ts';

await runCli(scannerCommand);
