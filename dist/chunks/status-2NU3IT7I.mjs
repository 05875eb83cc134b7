import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  statusCommand
} from "./chunk-TCSA5ZTJ.mjs";
import "./chunk-HKDYGA56.mjs";
import "./chunk-NGE5IIQB.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-F36NUIMB.mjs";
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
