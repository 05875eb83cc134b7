import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-FVPPN6PM.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-CCBARMMR.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-4BBT3HAU.mjs";
import "./chunk-EKGFEPOJ.mjs";
import "./chunk-AHNZCVT6.mjs";
import "./chunk-EUERCRF2.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
