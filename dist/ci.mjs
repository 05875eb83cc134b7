#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ciCommand
} from "./chunks/chunk-4BBBDJHR.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-KEKPLELM.mjs";
import "./chunks/chunk-GVNPHW7I.mjs";
import "./chunks/chunk-WNRO4Z4V.mjs";
import "./chunks/chunk-ZVGKOJJZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-ATQ3LZPQ.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-7PCMOZ74.mjs";
import "./chunks/chunk-46CCUIBM.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-ACP7CLBN.mjs";
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

// scripts/cli/ci.ts
await runCli(ciCommand);
