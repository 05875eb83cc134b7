import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-XGJESDFK.mjs";
import "./chunk-IUYFOT4I.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-6UQM3ZKX.mjs";
import "./chunk-HL6VMJXD.mjs";
import "./chunk-ETX252PY.mjs";
import "./chunk-RMAIFTBM.mjs";
import "./chunk-NGE5IIQB.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-ZD2NV4VZ.mjs";
import "./chunk-ANCV5LSJ.mjs";
import "./chunk-UC5DCGJJ.mjs";
import "./chunk-DYSSVL52.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-3DDAAEE5.mjs";
import "./chunk-D7NQNMNR.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-TQJJVIUO.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-Z7QSMAN3.mjs";
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
  checkCommand,
  runCheckCli
};
