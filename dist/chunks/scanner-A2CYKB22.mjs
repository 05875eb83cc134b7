import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-SA2ZN4NG.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-KEKPLELM.mjs";
import "./chunk-GVNPHW7I.mjs";
import "./chunk-WNRO4Z4V.mjs";
import "./chunk-ZVGKOJJZ.mjs";
import "./chunk-ATQ3LZPQ.mjs";
import "./chunk-YVT32W6E.mjs";
import "./chunk-7PCMOZ74.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-ACP7CLBN.mjs";
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
  scannerCommand
};
