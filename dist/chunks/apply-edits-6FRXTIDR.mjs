import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-5F4VVUTB.mjs";
import "./chunk-N7DGHI5B.mjs";
import "./chunk-EQHIAA44.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-A7VLNZUU.mjs";
import "./chunk-ZGFM7DYT.mjs";
import "./chunk-WOXRQQJ6.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-JLG2AZ5G.mjs";
import "./chunk-BZZ2XPUG.mjs";
import "./chunk-VQEBOWVH.mjs";
import "./chunk-KYSSHBXB.mjs";
import "./chunk-LCBLWRDP.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-ABDWCM6Y.mjs";
import "./chunk-Q6J32PVW.mjs";
import "./chunk-7CWNC7SZ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-UZSRAQER.mjs";
import "./chunk-HT5NWYGS.mjs";
import "./chunk-UJUVGSND.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-J2L4G75O.mjs";
import "./chunk-DMW6D347.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  APPLY_COMMANDS,
  applyEditsCommand
};
