import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-EJ5DD2CX.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-K5PXBO2J.mjs";
import "./chunk-H5V7XDLJ.mjs";
import "./chunk-TFVGQHCS.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-DC3374VC.mjs";
import "./chunk-KG323CJP.mjs";
import "./chunk-NNXKEZBL.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-GLQSMB4U.mjs";
import "./chunk-RVUQCIUY.mjs";
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
