import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
} from "./chunk-TVVPG5TN.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-6HWUEEJO.mjs";
import "./chunk-RU5OQV7C.mjs";
import "./chunk-OYN2PAJV.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-5IBSUZ6M.mjs";
import "./chunk-XAG6SIYZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-V476B5OK.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-DEKZ4XDQ.mjs";
import "./chunk-DUOPAI4E.mjs";
import "./chunk-UIVZPBU2.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-WMYYX4YZ.mjs";
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
