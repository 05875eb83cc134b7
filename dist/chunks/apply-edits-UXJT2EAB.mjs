import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-MMQJTHTB.mjs";
import "./chunk-BYJ2HSH6.mjs";
import "./chunk-TRVWLMGC.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-FZFJHYQ6.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-7UP533V5.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-2DLFYBZ4.mjs";
import "./chunk-LGXUK6UQ.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-O3IZS5GD.mjs";
import "./chunk-DNZ4CZC4.mjs";
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
  APPLY_COMMANDS,
  applyEditsCommand
};
