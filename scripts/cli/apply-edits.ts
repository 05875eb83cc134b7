#!/usr/bin/env node
// dist/apply-edits.mjs: the command is scripts/cli/commands/apply-edits.ts.
import { runCli } from '../shared/cli.ts';
import { applyEditsCommand } from './commands/apply-edits.ts';

await runCli(applyEditsCommand);
