#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-HVKWHN32.mjs";
import "./chunks/chunk-ED7IYM2W.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-7IJQQVRU.mjs";
import "./chunks/chunk-BDFQSA7K.mjs";
import "./chunks/chunk-BNKVQM5P.mjs";
import "./chunks/chunk-RMAIFTBM.mjs";
import "./chunks/chunk-NGE5IIQB.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-SC7SJQJM.mjs";
import "./chunks/chunk-ANCV5LSJ.mjs";
import "./chunks/chunk-6KIUNBV3.mjs";
import "./chunks/chunk-4SANUARC.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
import "./chunks/chunk-ADP672MZ.mjs";
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
import "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
