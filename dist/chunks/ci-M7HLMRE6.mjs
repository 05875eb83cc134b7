import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand,
  runGate
} from "./chunk-UF7Q2JKE.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-V2X2ABFJ.mjs";
import "./chunk-OXJKOKLE.mjs";
import "./chunk-MJAXJ565.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-GQXV6XTJ.mjs";
import "./chunk-W4OT4UIZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-UAW47W66.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-GY2ACEOO.mjs";
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
