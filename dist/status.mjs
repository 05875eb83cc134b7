#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunks/chunk-GYYBHUOX.mjs";
import "./chunks/chunk-WHRHGLGE.mjs";
import "./chunks/chunk-CO55T22M.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-2ZQK7WNS.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import {
  runCli
} from "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/status.ts
await runCli(statusCommand);
