import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-7T6FFX42.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-MKYYINCK.mjs";
import "./chunk-BVODZNRD.mjs";
import "./chunk-J62RODN2.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-67NXSKO3.mjs";
import "./chunk-62Y7UQ2G.mjs";
import "./chunk-OFPQSJNL.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-YJMNUN4O.mjs";
import "./chunk-TTBGBOLD.mjs";
import "./chunk-VLNZDBGM.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-64BVRNTQ.mjs";
import "./chunk-7CNQJT4V.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  scannerCommand
};
