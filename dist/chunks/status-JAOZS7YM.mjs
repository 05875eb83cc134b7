import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunk-ZNPGD5FT.mjs";
import "./chunk-N7DGHI5B.mjs";
import "./chunk-WOXRQQJ6.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-K63K27Z2.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  statusCommand
};
