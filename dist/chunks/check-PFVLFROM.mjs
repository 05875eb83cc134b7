import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-VUYQKQJ5.mjs";
import "./chunk-VTBG2ZZG.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-TRLFGIJS.mjs";
import "./chunk-UTFCWXIE.mjs";
import "./chunk-BXQOABIL.mjs";
import "./chunk-RMAIFTBM.mjs";
import "./chunk-NGE5IIQB.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-QHOXXMJG.mjs";
import "./chunk-ANCV5LSJ.mjs";
import "./chunk-PQTE4A6Z.mjs";
import "./chunk-62CQIEDW.mjs";
import "./chunk-F36NUIMB.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-FN7Y53QP.mjs";
import "./chunk-ROE3H6IX.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-A4TOIJSQ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-OFYCUQPA.mjs";
import "./chunk-RVUQCIUY.mjs";
import "./chunk-VLNZDBGM.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-64BVRNTQ.mjs";
import "./chunk-7CNQJT4V.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  checkCommand,
  runCheckCli
};
