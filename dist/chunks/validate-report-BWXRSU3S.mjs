import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-GUHQLK5X.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-ERKIDGZ2.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-MT66A3VG.mjs";
import "./chunk-FC3EPPNQ.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
