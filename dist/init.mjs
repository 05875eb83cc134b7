#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-FVPPN6PM.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-CCBARMMR.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-4BBT3HAU.mjs";
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

// scripts/cli/init.ts
await runCli(initCommand);
