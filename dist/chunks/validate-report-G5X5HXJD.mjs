import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-YO7FOCQO.mjs";
import "./chunk-G2IQGSW3.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-LQ3WGZX4.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
