#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ciCommand
} from "./chunks/chunk-TTOBHSEG.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-ZR4M4LGO.mjs";
import "./chunks/chunk-IX57FDZF.mjs";
import "./chunks/chunk-WNRO4Z4V.mjs";
import "./chunks/chunk-ZVGKOJJZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-R37TXYPA.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-WS47WQDK.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-NFMPTW74.mjs";
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

// scripts/cli/ci.ts
await runCli(ciCommand);
