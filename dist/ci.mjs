#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ciCommand
} from "./chunks/chunk-27U4WN65.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-MKYYINCK.mjs";
import "./chunks/chunk-BVODZNRD.mjs";
import "./chunks/chunk-J62RODN2.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-67NXSKO3.mjs";
import "./chunks/chunk-62Y7UQ2G.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-OFPQSJNL.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-YJMNUN4O.mjs";
import "./chunks/chunk-TTBGBOLD.mjs";
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

// scripts/cli/ci.ts
await runCli(ciCommand);
