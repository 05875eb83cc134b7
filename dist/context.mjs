#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunks/chunk-OXJ7ZFPR.mjs";
import "./chunks/chunk-XDPJWR6P.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
import "./chunks/chunk-5VCSN5G4.mjs";
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

// scripts/cli/context.ts
await runCli(contextCommand);
