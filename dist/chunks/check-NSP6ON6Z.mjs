import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-SZLO4L6Z.mjs";
import "./chunk-IFGAXUI7.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-NB67JNLC.mjs";
import "./chunk-I7MP6GV4.mjs";
import "./chunk-T2S5KLW6.mjs";
import "./chunk-FRCOAPVB.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-YAQFLCKY.mjs";
import "./chunk-DNWFKL2D.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-DVLC4SYW.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-QORVSQMQ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-RB6S3SZ5.mjs";
import "./chunk-HQDTXVWB.mjs";
import "./chunk-EMBFLFFC.mjs";
import "./chunk-CX4Q3VJC.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  checkCommand,
  runCheckCli
};
