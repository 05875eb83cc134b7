#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunks/chunk-5NXII4PD.mjs";
import "./chunks/chunk-ZVGKOJJZ.mjs";
import "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-R37TXYPA.mjs";
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

// scripts/cli/init.ts
await runCli(initCommand);
