import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-3QFUMUM2.mjs";
import "./chunk-B4LDAZBI.mjs";
import "./chunk-HA7252FB.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-LQ3WGZX4.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
