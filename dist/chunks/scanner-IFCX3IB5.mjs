import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-PZ5A4GBR.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-L6RSWUXZ.mjs";
import "./chunk-PLTFT22Z.mjs";
import "./chunk-JZLM7UPL.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-5VCSN5G4.mjs";
import "./chunk-FIJFGDGO.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QVJDJ4Q2.mjs";
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
  scannerCommand
};
