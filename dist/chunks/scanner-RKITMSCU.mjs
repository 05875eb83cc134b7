import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scannerCommand
} from "./chunk-5HRR6HXZ.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-2DZTRQRS.mjs";
import "./chunk-AHNZCVT6.mjs";
import "./chunk-6BO4R5UH.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-XI2KAPJU.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-EUSEQJEU.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-AW5QHWGI.mjs";
import "./chunk-EKGFEPOJ.mjs";
import "./chunk-EUERCRF2.mjs";
import "./chunk-35ANI543.mjs";
import "./chunk-XNXIIZTN.mjs";
import "./chunk-UCIKVBE6.mjs";
import "./chunk-5UMPEWDD.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  scannerCommand
};
