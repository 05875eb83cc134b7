import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
} from "./chunk-MYC5ZHDA.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-TRVWLMGC.mjs";
import "./chunk-2DLFYBZ4.mjs";
import "./chunk-LGXUK6UQ.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-O3IZS5GD.mjs";
import "./chunk-DNZ4CZC4.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-OZNO5H75.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-2ZAA3IPR.mjs";
import "./chunk-5O4UZI4Y.mjs";
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
