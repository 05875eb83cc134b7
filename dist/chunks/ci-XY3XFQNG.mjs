import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
} from "./chunk-55QSSCJH.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-YJWCHDA5.mjs";
import "./chunk-QMJUDCQB.mjs";
import "./chunk-FR77C2U7.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-6J3CZP3G.mjs";
import "./chunk-M5HUY2HA.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-2JPN3FPB.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-DEKZ4XDQ.mjs";
import "./chunk-JI3H2A75.mjs";
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
