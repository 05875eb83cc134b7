import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  runGate
} from "./chunk-SPR3CSB5.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-QM5O3JGV.mjs";
import "./chunk-XWFALQ5B.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-F26UI52S.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-PUQQVOK6.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-D7DCINOO.mjs";
import "./chunk-DPKCEWCR.mjs";
import "./chunk-7UDMEKL3.mjs";
import "./chunk-LCPSJP2T.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  CI_OPTIONS,
  ciCommand,
  runGate
};
