#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-53I5ZI7I.mjs";
import "./chunks/chunk-7L2D7LG3.mjs";
import "./chunks/chunk-LT4ZCGLP.mjs";
import "./chunks/chunk-RVUQCIUY.mjs";
import "./chunks/chunk-VLNZDBGM.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-64BVRNTQ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
