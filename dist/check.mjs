#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-VZ4LMHSN.mjs";
import "./chunks/chunk-UF7Q2JKE.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-V2X2ABFJ.mjs";
import "./chunks/chunk-XRSWABHP.mjs";
import "./chunks/chunk-MWZIREYQ.mjs";
import "./chunks/chunk-ZGFM7DYT.mjs";
import "./chunks/chunk-WOXRQQJ6.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-K63K27Z2.mjs";
import "./chunks/chunk-GK5SQFTG.mjs";
import "./chunks/chunk-Q6YZXLA7.mjs";
import "./chunks/chunk-OXJKOKLE.mjs";
import "./chunks/chunk-MJAXJ565.mjs";
import "./chunks/chunk-KHOE7THA.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-GQXV6XTJ.mjs";
import "./chunks/chunk-W4OT4UIZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
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
import "./chunks/chunk-FDPJKH6S.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
