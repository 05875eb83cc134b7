import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-2Z3K4XW6.mjs";
import "./chunk-I76WQHHN.mjs";
import "./chunk-ZMTIVPVN.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-GVNPHW7I.mjs";
import "./chunk-ATQ3LZPQ.mjs";
import "./chunk-RF5FOCDA.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-X6ZTVQER.mjs";
import "./chunk-6GQUVHQO.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-7PCMOZ74.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-FTJWT7JC.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-TFRHD4DL.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-6BMTKRGW.mjs";
import "./chunk-LH6P5VVN.mjs";
import "./chunk-ZGEDHZ4M.mjs";
import "./chunk-URNWGAZ6.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  APPLY_COMMANDS,
  applyEditsCommand
};
