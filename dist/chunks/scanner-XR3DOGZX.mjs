import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-TKH3GIPH.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-CAC2GK4P.mjs";
import "./chunk-4RC6JRBB.mjs";
import "./chunk-C4WSIBCX.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-2MW6WWS2.mjs";
import "./chunk-C7NIITY4.mjs";
import "./chunk-2ADOUMPJ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QDKWU22L.mjs";
import "./chunk-WTHYZ2F3.mjs";
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
  scannerCommand
};
