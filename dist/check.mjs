#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-LSIQB6LV.mjs";
import "./chunks/chunk-OX3JLUJS.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-RPJWHN5L.mjs";
import "./chunks/chunk-QVXLHOGR.mjs";
import "./chunks/chunk-FZLUV7LS.mjs";
import "./chunks/chunk-RMAIFTBM.mjs";
import "./chunks/chunk-NGE5IIQB.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-QHOXXMJG.mjs";
import "./chunks/chunk-ANCV5LSJ.mjs";
import "./chunks/chunk-MSXVZ2J7.mjs";
import "./chunks/chunk-6K2RYPOD.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-FN7Y53QP.mjs";
import "./chunks/chunk-ROE3H6IX.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-A4TOIJSQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-OFYCUQPA.mjs";
import "./chunks/chunk-RVUQCIUY.mjs";
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
