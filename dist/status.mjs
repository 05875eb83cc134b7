#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunks/chunk-ZNPGD5FT.mjs";
import "./chunks/chunk-N7DGHI5B.mjs";
import "./chunks/chunk-WOXRQQJ6.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-K63K27Z2.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import {
  runCli
} from "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/status.ts
await runCli(statusCommand);
