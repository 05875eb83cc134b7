#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCheckCli
} from "./chunks/chunk-FWCEKLMQ.mjs";
import "./chunks/chunk-7MKNONRO.mjs";
import "./chunks/chunk-6D625TZO.mjs";
import "./chunks/chunk-ZCWGEVAV.mjs";
import "./chunks/chunk-GIYUDTJ4.mjs";
import "./chunks/chunk-IPZIKPHZ.mjs";
import "./chunks/chunk-RMAIFTBM.mjs";
import "./chunks/chunk-NGE5IIQB.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-W4QNMP3E.mjs";
import "./chunks/chunk-ANCV5LSJ.mjs";
import "./chunks/chunk-A643RPKR.mjs";
import "./chunks/chunk-HH64MXDL.mjs";
import "./chunks/chunk-F36NUIMB.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-EETINJRE.mjs";
import "./chunks/chunk-4G3RTJ7A.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-NE4D45PW.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-B37EC2MP.mjs";
import "./chunks/chunk-RVUQCIUY.mjs";
import "./chunks/chunk-VLNZDBGM.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-64BVRNTQ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
process.exitCode = await runCheckCli(process.argv.slice(2));
