import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-AI5ITMFV.mjs";
import "./chunk-N7DGHI5B.mjs";
import "./chunk-RLG4ODJ7.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-WIFHUXJ6.mjs";
import "./chunk-ZGFM7DYT.mjs";
import "./chunk-WOXRQQJ6.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-O7CG3VVX.mjs";
import "./chunk-S3JR6ZS5.mjs";
import "./chunk-N3AK7VGR.mjs";
import "./chunk-TLKSJ5DM.mjs";
import "./chunk-WEU5YMW3.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-VFCBVGFI.mjs";
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
  APPLY_COMMANDS,
  applyEditsCommand
};
