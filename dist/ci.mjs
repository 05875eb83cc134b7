#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ciCommand
} from "./chunks/chunk-SPR3CSB5.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-QM5O3JGV.mjs";
import "./chunks/chunk-XWFALQ5B.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-F26UI52S.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-PUQQVOK6.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-D7DCINOO.mjs";
import "./chunks/chunk-DPKCEWCR.mjs";
import "./chunks/chunk-7UDMEKL3.mjs";
import "./chunks/chunk-LCPSJP2T.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/ci.ts
await runCli(ciCommand);
