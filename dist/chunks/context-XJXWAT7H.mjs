import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-COLOPXXU.mjs";
import "./chunk-ZVWURIDT.mjs";
import "./chunk-L5ACA74M.mjs";
import "./chunk-OXUH3KCP.mjs";
import "./chunk-DJ244A2Q.mjs";
import "./chunk-WSFSKU5Y.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-M5XAM4HX.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
