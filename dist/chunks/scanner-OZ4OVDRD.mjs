import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-537FL3KH.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-46U4RVP2.mjs";
import "./chunk-IS46G6AC.mjs";
import "./chunk-SCWWJ2DI.mjs";
import "./chunk-U6PXCGOV.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-7RPNGHKW.mjs";
import "./chunk-STL67XWJ.mjs";
import "./chunk-ABBVZWLW.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QIF5UGBK.mjs";
import "./chunk-6O4F3RVI.mjs";
import "./chunk-XXNPGW5R.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-55APMHMM.mjs";
import "./chunk-W7O7WCZN.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  scannerCommand
};
