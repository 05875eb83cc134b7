import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-EKVL5O6F.mjs";
import "./chunk-ZVGKOJJZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-ATQ3LZPQ.mjs";
import "./chunk-TFRHD4DL.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-6BMTKRGW.mjs";
import "./chunk-LH6P5VVN.mjs";
import "./chunk-ZGEDHZ4M.mjs";
import "./chunk-URNWGAZ6.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
