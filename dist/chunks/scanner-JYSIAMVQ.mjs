import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-CO3YX75V.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-3537BZFP.mjs";
import "./chunk-26I7CKLA.mjs";
import "./chunk-K2GFINFZ.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-L5ACA74M.mjs";
import "./chunk-34RHY25L.mjs";
import "./chunk-XUN4QJTP.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QIF5UGBK.mjs";
import "./chunk-OXUH3KCP.mjs";
import "./chunk-DJ244A2Q.mjs";
import "./chunk-WSFSKU5Y.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-M5XAM4HX.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  scannerCommand
};
