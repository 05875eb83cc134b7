import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-ZGXSWLQ4.mjs";
import "./chunk-PH3FBUSO.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-D7EBO3US.mjs";
import "./chunk-67SKOUPO.mjs";
import "./chunk-KJVTXWBP.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-E5QLAB6W.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-COKFQXZL.mjs";
import "./chunk-IOHBXNAI.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-6YV3A2MW.mjs";
import "./chunk-N7FDIS4C.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-ZQABV5EE.mjs";
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
  checkCommand,
  runCheckCli
};
