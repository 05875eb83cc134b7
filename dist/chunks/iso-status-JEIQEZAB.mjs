import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_STATUS_PACK_BYTES,
  changedPaths,
  statusUnreadable
} from "./chunk-7R64PHN4.mjs";
import "./chunk-EEE4JTCP.mjs";
import "./chunk-JXMLLRMW.mjs";
import "./chunk-ABXALP3M.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_STATUS_PACK_BYTES,
  changedPaths,
  statusUnreadable
};
