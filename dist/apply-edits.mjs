#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-R76NVFZU.mjs";
import "./chunks/chunk-I76WQHHN.mjs";
import "./chunks/chunk-C6EVI37G.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-IX57FDZF.mjs";
import "./chunks/chunk-R37TXYPA.mjs";
import "./chunks/chunk-APAOSAO7.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-7TMXSX77.mjs";
import "./chunks/chunk-JFU5ESDQ.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import "./chunks/chunk-WS47WQDK.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-PZXKRPQM.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-R6K4BACY.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-ERKIDGZ2.mjs";
import "./chunks/chunk-36Q3SGFD.mjs";
import "./chunks/chunk-N2CHJXRZ.mjs";
import "./chunks/chunk-URNWGAZ6.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
