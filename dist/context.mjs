#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-ZOL6ZYAA.mjs";
import "./chunks/chunk-JPVDANWB.mjs";
import "./chunks/chunk-R37TXYPA.mjs";
import "./chunks/chunk-NFMPTW74.mjs";
import "./chunks/chunk-PZXKRPQM.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-36Q3SGFD.mjs";
import "./chunks/chunk-N2CHJXRZ.mjs";
import "./chunks/chunk-URNWGAZ6.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
