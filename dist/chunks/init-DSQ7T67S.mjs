import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-DY2K4QO7.mjs";
import "./chunk-62Y7UQ2G.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-OFPQSJNL.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-YJMNUN4O.mjs";
import "./chunk-TTBGBOLD.mjs";
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
