#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-O53445ID.mjs";
import "./chunks/chunk-27U4WN65.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-MKYYINCK.mjs";
import "./chunks/chunk-BV5AJQLN.mjs";
import "./chunks/chunk-TCKY4JCR.mjs";
import "./chunks/chunk-RMAIFTBM.mjs";
import "./chunks/chunk-NGE5IIQB.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-SC7SJQJM.mjs";
import "./chunks/chunk-ANCV5LSJ.mjs";
import "./chunks/chunk-BVODZNRD.mjs";
import "./chunks/chunk-J62RODN2.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
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
import "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
