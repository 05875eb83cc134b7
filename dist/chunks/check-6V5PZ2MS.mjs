import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-2P4R6S7Z.mjs";
import "./chunk-WFOEFAHN.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-VQPCO5PP.mjs";
import "./chunk-ML3DA7VB.mjs";
import "./chunk-AZG3QJJP.mjs";
import "./chunk-HDOL2J7Q.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-YUGUR27Q.mjs";
import "./chunk-EHFICAE6.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-XI2KAPJU.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-CCBARMMR.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-4BBT3HAU.mjs";
import "./chunk-EKGFEPOJ.mjs";
import "./chunk-AHNZCVT6.mjs";
import "./chunk-EUERCRF2.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  checkCommand,
  runCheckCli
};
