import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-WXDRPKL6.mjs";
import "./chunk-FSEEPOPH.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-K5KB3CPT.mjs";
import "./chunk-R4J3VPCG.mjs";
import "./chunk-AO2CLP4T.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-73XJTB4Z.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-JSVPAYNG.mjs";
import "./chunk-KJS3JWDF.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-EAJZASD2.mjs";
import "./chunk-3TJ7OACH.mjs";
import "./chunk-6DDGBSZ6.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-PQLMFJBY.mjs";
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
  checkCommand,
  runCheckCli
};
