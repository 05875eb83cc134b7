import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-CZBUUALA.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-PUQQVOK6.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-D7DCINOO.mjs";
import "./chunk-DPKCEWCR.mjs";
import "./chunk-7UDMEKL3.mjs";
import "./chunk-LCPSJP2T.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
