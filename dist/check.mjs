#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-5MURXYO2.mjs";
import "./chunks/chunk-UWF7YCSU.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-MV2WHEJY.mjs";
import "./chunks/chunk-W335JD6H.mjs";
import "./chunks/chunk-4MOFRNZ5.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-HBXZAXMD.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-FHBUNKFD.mjs";
import "./chunks/chunk-P5PHBLJO.mjs";
import "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-VQSENW2I.mjs";
import "./chunks/chunk-KNLXCCW5.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-I6NWMS5F.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-POARCXT5.mjs";
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
