#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-VYWTYBKP.mjs";
import "./chunks/chunk-LKBB44Z6.mjs";
import "./chunks/chunk-GQXV6XTJ.mjs";
import "./chunks/chunk-JHSBCOFN.mjs";
import "./chunks/chunk-IHVSR5WO.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-OJT5LCDX.mjs";
import "./chunks/chunk-JUSPQGE5.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
