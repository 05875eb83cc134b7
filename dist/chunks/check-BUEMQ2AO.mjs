import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-UWYYUIYY.mjs";
import "./chunk-C6EVI37G.mjs";
import "./chunk-VFH6CZSO.mjs";
import "./chunk-WNL54DAA.mjs";
import "./chunk-TTOBHSEG.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-ZR4M4LGO.mjs";
import "./chunk-IX57FDZF.mjs";
import "./chunk-WNRO4Z4V.mjs";
import "./chunk-ZVGKOJJZ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-R37TXYPA.mjs";
import "./chunk-KLTKTSIC.mjs";
import "./chunk-APAOSAO7.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-7TMXSX77.mjs";
import "./chunk-SQVXCXPT.mjs";
import "./chunk-JFU5ESDQ.mjs";
import "./chunk-YIRSMZBC.mjs";
import "./chunk-YVT32W6E.mjs";
import "./chunk-WS47WQDK.mjs";
import "./chunk-46CCUIBM.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-NFMPTW74.mjs";
import "./chunk-PZXKRPQM.mjs";
import "./chunk-Z45Y2YWL.mjs";
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
  checkCommand,
  runCheckCli
};
