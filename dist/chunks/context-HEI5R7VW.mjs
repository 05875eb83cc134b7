import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-ZOL6ZYAA.mjs";
import "./chunk-JPVDANWB.mjs";
import "./chunk-R37TXYPA.mjs";
import "./chunk-NFMPTW74.mjs";
import "./chunk-PZXKRPQM.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-36Q3SGFD.mjs";
import "./chunk-N2CHJXRZ.mjs";
import "./chunk-URNWGAZ6.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
