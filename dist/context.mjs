#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-VP4YH73Q.mjs";
import "./chunks/chunk-OYWZR7EP.mjs";
import "./chunks/chunk-DVLC4SYW.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-HQDTXVWB.mjs";
import "./chunks/chunk-EMBFLFFC.mjs";
import "./chunks/chunk-CX4Q3VJC.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
