#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-E5AJYZWM.mjs";
import "./chunks/chunk-I76WQHHN.mjs";
import "./chunks/chunk-VQPCO5PP.mjs";
import "./chunks/chunk-AZG3QJJP.mjs";
import "./chunks/chunk-HDOL2J7Q.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-YUGUR27Q.mjs";
import "./chunks/chunk-EHFICAE6.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-XI2KAPJU.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-CCBARMMR.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-4BBT3HAU.mjs";
import "./chunks/chunk-EKGFEPOJ.mjs";
import "./chunks/chunk-AHNZCVT6.mjs";
import "./chunks/chunk-EUERCRF2.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
