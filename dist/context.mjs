#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-R6QYKKZX.mjs";
import "./chunks/chunk-HN4CJEQS.mjs";
import "./chunks/chunk-F26UI52S.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-DPKCEWCR.mjs";
import "./chunks/chunk-7UDMEKL3.mjs";
import "./chunks/chunk-LCPSJP2T.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
