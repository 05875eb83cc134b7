import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-MFWJRHY2.mjs";
import "./chunk-6K57MRJR.mjs";
export default require_dist();
