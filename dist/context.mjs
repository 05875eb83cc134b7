#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-SWRRV6O7.mjs";
import "./chunks/chunk-LOP5QU6I.mjs";
import "./chunks/chunk-XI2KAPJU.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-EKGFEPOJ.mjs";
import "./chunks/chunk-AHNZCVT6.mjs";
import "./chunks/chunk-EUERCRF2.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
