import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-BJ764QOG.mjs";
import "./chunk-I76WQHHN.mjs";
import "./chunk-QM5O3JGV.mjs";
import "./chunk-DXJB7GCO.mjs";
import "./chunk-T6SIGH7W.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-46NZQFSH.mjs";
import "./chunk-XWFALQ5B.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-F26UI52S.mjs";
import "./chunk-Z45Y2YWL.mjs";
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
  APPLY_COMMANDS,
  applyEditsCommand
};
