#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-DSJFX3BB.mjs";
import "./chunks/chunk-M4YCP3GK.mjs";
import "./chunks/chunk-ATQ3LZPQ.mjs";
import "./chunks/chunk-ACP7CLBN.mjs";
import "./chunks/chunk-FTJWT7JC.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-LH6P5VVN.mjs";
import "./chunks/chunk-ZGEDHZ4M.mjs";
import "./chunks/chunk-URNWGAZ6.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/context.ts
await runCli(contextCommand);
