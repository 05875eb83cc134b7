import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-5MURXYO2.mjs";
import "./chunk-UWF7YCSU.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-MV2WHEJY.mjs";
import "./chunk-W335JD6H.mjs";
import "./chunk-4MOFRNZ5.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-HBXZAXMD.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-FHBUNKFD.mjs";
import "./chunk-P5PHBLJO.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-VQSENW2I.mjs";
import "./chunk-KNLXCCW5.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-I6NWMS5F.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-POARCXT5.mjs";
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
