import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-JTZQHOGO.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-ZC6IZ5AB.mjs";
import "./chunk-PDPAF3C2.mjs";
import "./chunk-ZK4BPWAX.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
