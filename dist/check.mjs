#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-XGJESDFK.mjs";
import "./chunks/chunk-IUYFOT4I.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-6UQM3ZKX.mjs";
import "./chunks/chunk-HL6VMJXD.mjs";
import "./chunks/chunk-ETX252PY.mjs";
import "./chunks/chunk-RMAIFTBM.mjs";
import "./chunks/chunk-NGE5IIQB.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-ZD2NV4VZ.mjs";
import "./chunks/chunk-ANCV5LSJ.mjs";
import "./chunks/chunk-UC5DCGJJ.mjs";
import "./chunks/chunk-DYSSVL52.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-3DDAAEE5.mjs";
import "./chunks/chunk-D7NQNMNR.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-TQJJVIUO.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-Z7QSMAN3.mjs";
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
