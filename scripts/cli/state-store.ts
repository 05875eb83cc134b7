#!/usr/bin/env node
// dist/state-store.mjs: the command is scripts/cli/commands/state-store.ts.
import { runCli } from '../shared/cli.ts';
import { stateStoreCommand } from './commands/state-store.ts';

await runCli(stateStoreCommand);
