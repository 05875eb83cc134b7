import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-P5FBVE55.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-3JQUOFGA.mjs";
import "./chunk-JMCMRLRE.mjs";
import "./chunk-ABSG675N.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-TCJFTE6D.mjs";
import "./chunk-6ZIZLOEU.mjs";
import "./chunk-4N3WRXMT.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QDKWU22L.mjs";
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
  scannerCommand
};
