#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-SFU36ZMM.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-QORVSQMQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-RB6S3SZ5.mjs";
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

// scripts/cli/init.ts
await runCli(initCommand);
