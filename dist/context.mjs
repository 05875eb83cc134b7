#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-COLOPXXU.mjs";
import "./chunks/chunk-ZVWURIDT.mjs";
import "./chunks/chunk-L5ACA74M.mjs";
import "./chunks/chunk-OXUH3KCP.mjs";
import "./chunks/chunk-DJ244A2Q.mjs";
import "./chunks/chunk-WSFSKU5Y.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-M5XAM4HX.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
