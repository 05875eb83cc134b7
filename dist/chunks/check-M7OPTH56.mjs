import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  checkCommand,
  runCheckCli
} from "./chunk-A6XIFE2T.mjs";
import "./chunk-DZ2PRLA4.mjs";
import "./chunk-6D625TZO.mjs";
import "./chunk-YFVCKLU5.mjs";
import "./chunk-UCNBHG2E.mjs";
import "./chunk-TJEJ3GOH.mjs";
import "./chunk-ZGFM7DYT.mjs";
import "./chunk-WOXRQQJ6.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-K63K27Z2.mjs";
import "./chunk-CPC6OGV2.mjs";
import "./chunk-Q6YZXLA7.mjs";
import "./chunk-6HO23AQ3.mjs";
import "./chunk-IIPYXGOB.mjs";
import "./chunk-KHOE7THA.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-GPCHO7CP.mjs";
import "./chunk-MW2EL4ZX.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-TT4N27BP.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QIF5UGBK.mjs";
import "./chunk-JHSBCOFN.mjs";
import "./chunk-IHVSR5WO.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-OJT5LCDX.mjs";
import "./chunk-JUSPQGE5.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  checkCommand,
  runCheckCli
};
