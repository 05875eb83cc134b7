#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-GDM2SURE.mjs";
import "./chunks/chunk-34RHY25L.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
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

// scripts/cli/init.ts
await runCli(initCommand);
