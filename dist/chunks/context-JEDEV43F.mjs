import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-326Q6CFL.mjs";
import "./chunk-ZRMFFXXK.mjs";
import "./chunk-DC3374VC.mjs";
import "./chunk-RVUQCIUY.mjs";
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
  contextCommand
};
