import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_STATUS_PACK_BYTES,
  changedPaths,
  statusUnreadable
} from "./chunk-QRG2SGCT.mjs";
import "./chunk-EEE4JTCP.mjs";
import "./chunk-JXMLLRMW.mjs";
import "./chunk-37BHWVG7.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_STATUS_PACK_BYTES,
  changedPaths,
  statusUnreadable
};
