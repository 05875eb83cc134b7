#!/usr/bin/env node
// dist/report-builder.mjs: the command is scripts/cli/commands/report-builder.ts.
import { runCli } from '../shared/cli.ts';
import { reportBuilderCommand } from './commands/report-builder.ts';

await runCli(reportBuilderCommand);
