#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-5UISWL6R.mjs";
import "./chunks/chunk-BYJ2HSH6.mjs";
import "./chunks/chunk-L6RSWUXZ.mjs";
import "./chunks/chunk-MHYDBFUG.mjs";
import "./chunks/chunk-3DAOPGZW.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-73XJTB4Z.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-PLTFT22Z.mjs";
import "./chunks/chunk-JZLM7UPL.mjs";
import "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-5VCSN5G4.mjs";
import "./chunks/chunk-FIJFGDGO.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QVJDJ4Q2.mjs";
import "./chunks/chunk-DUOPAI4E.mjs";
import "./chunks/chunk-UIVZPBU2.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
