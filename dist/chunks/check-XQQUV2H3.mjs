import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-SJHPM2MO.mjs";
import "./chunk-KHREFF5I.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-5UPCPBEV.mjs";
import "./chunk-AVYDTBRM.mjs";
import "./chunk-FUP7ZMK6.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-BZZ2XPUG.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-GLC6WKTY.mjs";
import "./chunk-LEMDRFIG.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-IDUZJ5OR.mjs";
import "./chunk-X2LGWYUM.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-V3SENXON.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-UZSRAQER.mjs";
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
  checkCommand,
  runCheckCli
};
