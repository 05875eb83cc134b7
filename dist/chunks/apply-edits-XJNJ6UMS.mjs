import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  APPLY_COMMANDS,
  applyEditsCommand
} from "./chunk-SRXN3BO2.mjs";
import "./chunk-WHRHGLGE.mjs";
import "./chunk-XKRX5VDB.mjs";
import "./chunk-MHYDBFUG.mjs";
import "./chunk-57XNLDQH.mjs";
import "./chunk-WVAKTJSG.mjs";
import "./chunk-CO55T22M.mjs";
import "./chunk-OUZCCNIE.mjs";
import "./chunk-CPC6OGV2.mjs";
import "./chunk-Q6YZXLA7.mjs";
import "./chunk-F3BM6IDG.mjs";
import "./chunk-QIVKW47J.mjs";
import "./chunk-2ZQK7WNS.mjs";
import "./chunk-VFCBVGFI.mjs";
import "./chunk-3MRBJ7GN.mjs";
import "./chunk-ALTVVJBL.mjs";
import "./chunk-RXESKR3R.mjs";
import "./chunk-6DSSVBLS.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-QIF5UGBK.mjs";
import "./chunk-JHSBCOFN.mjs";
import "./chunk-IHVSR5WO.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-OJT5LCDX.mjs";
import "./chunk-JUSPQGE5.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  APPLY_COMMANDS,
  applyEditsCommand
};
