#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ciCommand
} from "./chunks/chunk-AQITAYS6.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-RLG4ODJ7.mjs";
import "./chunks/chunk-TLKSJ5DM.mjs";
import "./chunks/chunk-WEU5YMW3.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-NMCJ4WUT.mjs";
import "./chunks/chunk-HZOYTRLB.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-ZRTRVRTY.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-IKXI5PQJ.mjs";
import "./chunks/chunk-PHB56W2J.mjs";
import "./chunks/chunk-7XCZYUQP.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-XB5E6UXY.mjs";
import "./chunks/chunk-JUSPQGE5.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/ci.ts
await runCli(ciCommand);
