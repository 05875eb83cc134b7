import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-2CD5M6QL.mjs";
import "./chunk-R2IWS2T6.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-NYJMZFI6.mjs";
import "./chunk-QABWRTQM.mjs";
import "./chunk-ZB2E6BHU.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-SWAU2R54.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-34NTM5B5.mjs";
import "./chunk-AOBSUUCC.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-4AFPJYB5.mjs";
import "./chunk-ZTFNVM4V.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-RLL7AO36.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QDKWU22L.mjs";
import "./chunk-D3DGCNBM.mjs";
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
