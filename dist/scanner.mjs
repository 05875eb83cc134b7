#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunks/chunk-RREONXRQ.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-NQP6DCWF.mjs";
import "./chunks/chunk-JLG2AZ5G.mjs";
import "./chunks/chunk-UZSFMJ22.mjs";
import "./chunks/chunk-NWNRYYOB.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-WTW2NCY2.mjs";
import "./chunks/chunk-MMFQGXWM.mjs";
import "./chunks/chunk-5WV7M5EO.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-KQYD33RB.mjs";
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

// scripts/cli/scanner.ts
await runCli(scannerCommand);
