#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunks/chunk-IUJHKPFF.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-V2X2ABFJ.mjs";
import "./chunks/chunk-K63K27Z2.mjs";
import "./chunks/chunk-OXJKOKLE.mjs";
import "./chunks/chunk-MJAXJ565.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-GQXV6XTJ.mjs";
import "./chunks/chunk-W4OT4UIZ.mjs";
import "./chunks/chunk-UAW47W66.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-GY2ACEOO.mjs";
import "./chunks/chunk-JHSBCOFN.mjs";
import "./chunks/chunk-IHVSR5WO.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-OJT5LCDX.mjs";
import "./chunks/chunk-JUSPQGE5.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/scanner.ts
await runCli(scannerCommand);
