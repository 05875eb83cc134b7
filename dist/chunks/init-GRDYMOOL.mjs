import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-5NXII4PD.mjs";
import "./chunk-ZVGKOJJZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-R37TXYPA.mjs";
import "./chunk-R6K4BACY.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-ERKIDGZ2.mjs";
import "./chunk-36Q3SGFD.mjs";
import "./chunk-N2CHJXRZ.mjs";
import "./chunk-URNWGAZ6.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
