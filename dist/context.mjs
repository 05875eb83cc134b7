#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-IWV3QOCL.mjs";
import "./chunks/chunk-5OOGYDNM.mjs";
import "./chunks/chunk-ABDWCM6Y.mjs";
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

// scripts/cli/context.ts
await runCli(contextCommand);
