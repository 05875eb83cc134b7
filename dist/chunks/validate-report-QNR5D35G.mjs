import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-LDNMRTIY.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-ERKIDGZ2.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-OTBD3CMQ.mjs";
import "./chunk-V7PQUGJ4.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
