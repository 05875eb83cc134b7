import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-VP4YH73Q.mjs";
import "./chunk-OYWZR7EP.mjs";
import "./chunk-DVLC4SYW.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-HQDTXVWB.mjs";
import "./chunk-EMBFLFFC.mjs";
import "./chunk-CX4Q3VJC.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
