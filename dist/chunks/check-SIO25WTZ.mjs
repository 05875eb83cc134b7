import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-HFFDBBKW.mjs";
import "./chunk-NECZHZZ7.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-IS7NLCS2.mjs";
import "./chunk-BTTYYMZV.mjs";
import "./chunk-OJFONJT3.mjs";
import "./chunk-JODB3Z4N.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-ODV6DNE3.mjs";
import "./chunk-DWGIC4YC.mjs";
import "./chunk-CMP7TI3G.mjs";
import "./chunk-ILX7L5YS.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-PW7O2UFC.mjs";
import "./chunk-BS6X3UKI.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-FGE7NCWT.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-LRYYZ4ZF.mjs";
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
