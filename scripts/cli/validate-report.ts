#!/usr/bin/env node
// dist/validate-report.mjs: the command is scripts/cli/commands/validate-report.ts.
import { runCli } from '../shared/cli.ts';
import { validateReportCommand } from './commands/validate-report.ts';

await runCli(validateReportCommand);
