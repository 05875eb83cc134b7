#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-ZK6XXACT.mjs";
import "./chunks/chunk-KNLGMAYK.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-KBLAF3QP.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-2DZTRQRS.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-AHNZCVT6.mjs";
import "./chunks/chunk-3PMHXER3.mjs";
import "./chunks/chunk-MVPVGSXC.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-Z7W7L2EA.mjs";
import "./chunks/chunk-GB4FN7MS.mjs";
import "./chunks/chunk-6URPZNX3.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import "./chunks/chunk-6BO4R5UH.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-XI2KAPJU.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-EUSEQJEU.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-AW5QHWGI.mjs";
import "./chunks/chunk-EKGFEPOJ.mjs";
import "./chunks/chunk-EUERCRF2.mjs";
import "./chunks/chunk-35ANI543.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
