import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-NFGFID5Y.mjs";
import "./chunk-ZEX3TV4M.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-MY4YGMDM.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-YJMNUN4O.mjs";
import "./chunk-3WGWXMBN.mjs";
import "./chunk-VLNZDBGM.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-64BVRNTQ.mjs";
import "./chunk-7CNQJT4V.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
