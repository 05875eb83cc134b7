import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-7HVCP5JE.mjs";
import "./chunk-HKDYGA56.mjs";
import "./chunk-7IJQQVRU.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-BNKVQM5P.mjs";
import "./chunk-RMAIFTBM.mjs";
import "./chunk-NGE5IIQB.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-SC7SJQJM.mjs";
import "./chunk-ANCV5LSJ.mjs";
import "./chunk-6KIUNBV3.mjs";
import "./chunk-4SANUARC.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-ADP672MZ.mjs";
import "./chunk-ZEX3TV4M.mjs";
import "./chunk-MY4YGMDM.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-YJMNUN4O.mjs";
import "./chunk-3WGWXMBN.mjs";
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
  APPLY_COMMANDS,
  applyEditsCommand
};
