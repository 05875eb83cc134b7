import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
} from "./chunk-7MKNONRO.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-ZCWGEVAV.mjs";
import "./chunk-A643RPKR.mjs";
import "./chunk-HH64MXDL.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-EETINJRE.mjs";
import "./chunk-4G3RTJ7A.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-NE4D45PW.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-B37EC2MP.mjs";
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
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
};
