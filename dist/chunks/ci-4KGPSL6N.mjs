import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
} from "./chunk-V2OYWQCZ.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-TOLTPJJN.mjs";
import "./chunk-J4DREI2C.mjs";
import "./chunk-5BET6CWN.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-KSDISNSI.mjs";
import "./chunk-YAOXNYQZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-TEETDZ3D.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-KNQS6EFH.mjs";
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
