import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
} from "./chunk-Q45VF46N.mjs";
import "./chunk-YD3PZMIB.mjs";
import "./chunk-LOW4D37T.mjs";
import "./chunk-2IUSOGX2.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-PDPAF3C2.mjs";
import "./chunk-ZK4BPWAX.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  MAX_REPORT_BYTES,
  loadReportFile,
  validateReport
};
