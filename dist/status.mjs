#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunks/chunk-3F3FTGBW.mjs";
import "./chunks/chunk-I76WQHHN.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/status.ts
await runCli(statusCommand);
