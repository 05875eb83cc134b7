#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-EKVL5O6F.mjs";
import "./chunks/chunk-ZVGKOJJZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-ATQ3LZPQ.mjs";
import "./chunks/chunk-TFRHD4DL.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-6BMTKRGW.mjs";
import "./chunks/chunk-LH6P5VVN.mjs";
import "./chunks/chunk-ZGEDHZ4M.mjs";
import "./chunks/chunk-URNWGAZ6.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/init.ts
await runCli(initCommand);
