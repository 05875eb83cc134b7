#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-XNQ6CH44.mjs";
import "./chunks/chunk-LHNYR3HG.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-3JQUOFGA.mjs";
import "./chunks/chunk-5XJUQEIZ.mjs";
import "./chunks/chunk-BTC3HUZE.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-SWAU2R54.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-JMCMRLRE.mjs";
import "./chunks/chunk-ABSG675N.mjs";
import "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-TCJFTE6D.mjs";
import "./chunks/chunk-6ZIZLOEU.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-4N3WRXMT.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QDKWU22L.mjs";
import "./chunks/chunk-JI3H2A75.mjs";
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
