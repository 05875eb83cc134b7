#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-5F4VVUTB.mjs";
import "./chunks/chunk-N7DGHI5B.mjs";
import "./chunks/chunk-EQHIAA44.mjs";
import "./chunks/chunk-MHYDBFUG.mjs";
import "./chunks/chunk-A7VLNZUU.mjs";
import "./chunks/chunk-ZGFM7DYT.mjs";
import "./chunks/chunk-WOXRQQJ6.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-JLG2AZ5G.mjs";
import "./chunks/chunk-BZZ2XPUG.mjs";
import "./chunks/chunk-VQEBOWVH.mjs";
import "./chunks/chunk-KYSSHBXB.mjs";
import "./chunks/chunk-LCBLWRDP.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-ABDWCM6Y.mjs";
import "./chunks/chunk-Q6J32PVW.mjs";
import "./chunks/chunk-7CWNC7SZ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-UZSRAQER.mjs";
import "./chunks/chunk-HT5NWYGS.mjs";
import "./chunks/chunk-UJUVGSND.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-J2L4G75O.mjs";
import "./chunks/chunk-DMW6D347.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
