#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-NFGFID5Y.mjs";
import "./chunks/chunk-ZEX3TV4M.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-MY4YGMDM.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-YJMNUN4O.mjs";
import "./chunks/chunk-3WGWXMBN.mjs";
import "./chunks/chunk-VLNZDBGM.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-64BVRNTQ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/init.ts
await runCli(initCommand);
