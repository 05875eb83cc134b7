import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  recover,
  setStamp,
  storeStatus,
  writeReport
} from "./chunk-4H54IBQU.mjs";
import "./chunk-ZBNOP6GM.mjs";
import "./chunk-NV33TUK6.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-HDAVYEHG.mjs";
import "./chunk-CA6OREP6.mjs";
import "./chunk-GPUNALMA.mjs";
import "./chunk-LQ3WGZX4.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  recover,
  setStamp,
  storeStatus,
  writeReport
};
