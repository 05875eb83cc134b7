import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunk-WMJKHBXX.mjs";
import "./chunk-BYJ2HSH6.mjs";
import "./chunk-PWYTOBDR.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-XPE3MLC3.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  statusCommand
};
