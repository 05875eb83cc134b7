import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-OWJREJ2N.mjs";
import "./chunk-42HCVFL2.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-ILJRLPLY.mjs";
import "./chunk-ONJW5W5L.mjs";
import "./chunk-IO5JC4PS.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-WYORRQ22.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-TSMJIRLP.mjs";
import "./chunk-BCMECYEQ.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-6CHA3VAK.mjs";
import "./chunk-J7UNSD4M.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-XZVAPXSI.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-VJOYXVE7.mjs";
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
