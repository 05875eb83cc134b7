import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-3JFURGCI.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-X7LHJ5LB.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-H2BCTS7P.mjs";
import "./chunk-ZK4BPWAX.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
