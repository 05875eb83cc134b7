#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunks/chunk-YJS7DUMB.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-VQPCO5PP.mjs";
import "./chunks/chunk-EHFICAE6.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-XI2KAPJU.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
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

// scripts/cli/scanner.ts
await runCli(scannerCommand);
