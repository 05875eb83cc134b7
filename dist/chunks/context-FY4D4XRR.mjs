import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-DSJFX3BB.mjs";
import "./chunk-M4YCP3GK.mjs";
import "./chunk-ATQ3LZPQ.mjs";
import "./chunk-ACP7CLBN.mjs";
import "./chunk-FTJWT7JC.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-LH6P5VVN.mjs";
import "./chunk-ZGEDHZ4M.mjs";
import "./chunk-URNWGAZ6.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
