import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-IAMII5LN.mjs";
import "./chunk-3FRUUPKF.mjs";
import "./chunk-7RPNGHKW.mjs";
import "./chunk-6O4F3RVI.mjs";
import "./chunk-XXNPGW5R.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-55APMHMM.mjs";
import "./chunk-W7O7WCZN.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
