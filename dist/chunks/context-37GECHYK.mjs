import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-R6QYKKZX.mjs";
import "./chunk-HN4CJEQS.mjs";
import "./chunk-F26UI52S.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-DPKCEWCR.mjs";
import "./chunk-7UDMEKL3.mjs";
import "./chunk-LCPSJP2T.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
