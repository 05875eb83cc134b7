import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-SWRRV6O7.mjs";
import "./chunk-LOP5QU6I.mjs";
import "./chunk-XI2KAPJU.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-EKGFEPOJ.mjs";
import "./chunk-AHNZCVT6.mjs";
import "./chunk-EUERCRF2.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
