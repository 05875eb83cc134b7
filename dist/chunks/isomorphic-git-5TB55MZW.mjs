import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  require_isomorphic_git
} from "./chunk-Q2EMCJ2V.mjs";
import "./chunk-6K57MRJR.mjs";
export default require_isomorphic_git();
