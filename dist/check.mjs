#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-5EEP7ERG.mjs";
import "./chunks/chunk-ZMTIVPVN.mjs";
import "./chunks/chunk-VFH6CZSO.mjs";
import "./chunks/chunk-WNL54DAA.mjs";
import "./chunks/chunk-4BBBDJHR.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-KEKPLELM.mjs";
import "./chunks/chunk-GVNPHW7I.mjs";
import "./chunks/chunk-WNRO4Z4V.mjs";
import "./chunks/chunk-ZVGKOJJZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-ATQ3LZPQ.mjs";
import "./chunks/chunk-NEBUZIBF.mjs";
import "./chunks/chunk-RF5FOCDA.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-X6ZTVQER.mjs";
import "./chunks/chunk-XUTIRUTR.mjs";
import "./chunks/chunk-6GQUVHQO.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
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
import "./chunks/chunk-UCIKVBE6.mjs";
import "./chunks/chunk-5UMPEWDD.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
