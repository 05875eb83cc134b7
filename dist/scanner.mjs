#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunks/chunk-CO3YX75V.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-3537BZFP.mjs";
import "./chunks/chunk-26I7CKLA.mjs";
import "./chunks/chunk-K2GFINFZ.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-L5ACA74M.mjs";
import "./chunks/chunk-34RHY25L.mjs";
import "./chunks/chunk-XUN4QJTP.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QIF5UGBK.mjs";
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

// scripts/cli/scanner.ts
await runCli(scannerCommand);
