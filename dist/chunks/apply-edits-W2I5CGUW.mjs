import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-SR4P2YRM.mjs";
import "./chunk-I76WQHHN.mjs";
import "./chunk-KNLGMAYK.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-2DZTRQRS.mjs";
import "./chunk-AHNZCVT6.mjs";
import "./chunk-MVPVGSXC.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-Z7W7L2EA.mjs";
import "./chunk-6URPZNX3.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-6BO4R5UH.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
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
  APPLY_COMMANDS,
  applyEditsCommand
};
