import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-OIML27HE.mjs";
import "./chunk-MSFRQQDY.mjs";
import "./chunk-ALTVVJBL.mjs";
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
  contextCommand
};
