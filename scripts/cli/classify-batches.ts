#!/usr/bin/env node
// dist/classify-batches.mjs: the command is scripts/cli/commands/classify-batches.ts.
import { runCli } from '../shared/cli.ts';
import { classifyBatchesCommand } from './commands/classify-batches.ts';

await runCli(classifyBatchesCommand);
