import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-R3VAW6K6.mjs";
import "./chunk-N2AU6K2M.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-IK6SVZEF.mjs";
import "./chunk-UGMFJRXG.mjs";
import "./chunk-CCIYNFHP.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-SWAU2R54.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-UEVQUYCS.mjs";
import "./chunk-QLCCVKTV.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-4AFPJYB5.mjs";
import "./chunk-CCCYTP6P.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-HIFGKBPV.mjs";
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
