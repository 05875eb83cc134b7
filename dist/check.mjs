#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-UCOQRSS2.mjs";
import "./chunks/chunk-MYC5ZHDA.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-TRVWLMGC.mjs";
import "./chunks/chunk-TPOOTLQC.mjs";
import "./chunks/chunk-FZFJHYQ6.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-7UP533V5.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-2DLFYBZ4.mjs";
import "./chunks/chunk-LGXUK6UQ.mjs";
import "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-O3IZS5GD.mjs";
import "./chunks/chunk-DNZ4CZC4.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-OZNO5H75.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-2ZAA3IPR.mjs";
import "./chunks/chunk-5O4UZI4Y.mjs";
import "./chunks/chunk-UIVZPBU2.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
