import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-MOWPZHZO.mjs";
import "./chunk-LCUWUXRS.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-VTXP56TS.mjs";
import "./chunk-Q6AH65DB.mjs";
import "./chunk-SVCNGFI2.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-VQL7OVVM.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-LVXYAYMC.mjs";
import "./chunk-MXH32S2E.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-WUK5EHWU.mjs";
import "./chunk-VTGS7HVQ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-J4QMMZ6X.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-OT6EKUVI.mjs";
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
