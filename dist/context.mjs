#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-VZ44N4RW.mjs";
import "./chunks/chunk-DZAA3KIC.mjs";
import "./chunks/chunk-NMCJ4WUT.mjs";
import "./chunks/chunk-PHB56W2J.mjs";
import "./chunks/chunk-7XCZYUQP.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-XB5E6UXY.mjs";
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
