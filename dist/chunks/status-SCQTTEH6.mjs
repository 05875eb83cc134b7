import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunk-GYYBHUOX.mjs";
import "./chunk-WHRHGLGE.mjs";
import "./chunk-CO55T22M.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-2ZQK7WNS.mjs";
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
