import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-CKF4D4HB.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-RLG4ODJ7.mjs";
import "./chunk-O7CG3VVX.mjs";
import "./chunk-TLKSJ5DM.mjs";
import "./chunk-WEU5YMW3.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-NMCJ4WUT.mjs";
import "./chunk-HZOYTRLB.mjs";
import "./chunk-ZRTRVRTY.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-IKXI5PQJ.mjs";
import "./chunk-PHB56W2J.mjs";
import "./chunk-7XCZYUQP.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-XB5E6UXY.mjs";
import "./chunk-JUSPQGE5.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  scannerCommand
};
