import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-XFIOL62Q.mjs";
import "./chunk-BYJ2HSH6.mjs";
import "./chunk-XRRGOZ4V.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-OLRYRSF4.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-E5QLAB6W.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-2EXK6II3.mjs";
import "./chunk-OXQTWV6P.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-6YV3A2MW.mjs";
import "./chunk-ROZ4RR35.mjs";
import "./chunk-I37L4JWO.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-AQXBN6O7.mjs";
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
