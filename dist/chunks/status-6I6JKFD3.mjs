import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunk-AZ6UN4UH.mjs";
import "./chunk-DC5BEGV3.mjs";
import "./chunk-OOYS3BZM.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-U6PXCGOV.mjs";
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
