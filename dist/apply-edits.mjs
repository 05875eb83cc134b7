#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-YVPJOCDQ.mjs";
import "./chunks/chunk-I76WQHHN.mjs";
import "./chunks/chunk-NB67JNLC.mjs";
import "./chunks/chunk-T2S5KLW6.mjs";
import "./chunks/chunk-FRCOAPVB.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-YAQFLCKY.mjs";
import "./chunks/chunk-DNWFKL2D.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-DVLC4SYW.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-QORVSQMQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-RB6S3SZ5.mjs";
import "./chunks/chunk-HQDTXVWB.mjs";
import "./chunks/chunk-EMBFLFFC.mjs";
import "./chunks/chunk-CX4Q3VJC.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
