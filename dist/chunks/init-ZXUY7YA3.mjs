import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-SFU36ZMM.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-QORVSQMQ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-RB6S3SZ5.mjs";
import "./chunk-HQDTXVWB.mjs";
import "./chunk-EMBFLFFC.mjs";
import "./chunk-CX4Q3VJC.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
