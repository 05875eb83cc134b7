#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-2Z3K4XW6.mjs";
import "./chunks/chunk-I76WQHHN.mjs";
import "./chunks/chunk-ZMTIVPVN.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-GVNPHW7I.mjs";
import "./chunks/chunk-ATQ3LZPQ.mjs";
import "./chunks/chunk-RF5FOCDA.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-X6ZTVQER.mjs";
import "./chunks/chunk-6GQUVHQO.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import "./chunks/chunk-7PCMOZ74.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-FTJWT7JC.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-TFRHD4DL.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-6BMTKRGW.mjs";
import "./chunks/chunk-LH6P5VVN.mjs";
import "./chunks/chunk-ZGEDHZ4M.mjs";
import "./chunks/chunk-URNWGAZ6.mjs";
import "./chunks/chunk-XNXIIZTN.mjs";
import {
  runCli
} from "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
