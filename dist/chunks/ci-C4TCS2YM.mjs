import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  runGate
} from "./chunk-MUW65QXV.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-HFC5TWDZ.mjs";
import "./chunk-OUPZIBFH.mjs";
import "./chunk-2CQETUGN.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-6H2WW6U4.mjs";
import "./chunk-C6FPYYYJ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-FIGLGZH3.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-DNYQXRSY.mjs";
import "./chunk-JHSBCOFN.mjs";
import "./chunk-IHVSR5WO.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-OJT5LCDX.mjs";
import "./chunk-JUSPQGE5.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  CI_OPTIONS,
  ciCommand,
  runGate
};
