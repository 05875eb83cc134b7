#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-N2IWW5MI.mjs";
import "./chunks/chunk-Q6J32PVW.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
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

// scripts/cli/init.ts
await runCli(initCommand);
