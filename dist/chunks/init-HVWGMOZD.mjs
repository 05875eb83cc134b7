import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-PDVUZS4T.mjs";
import "./chunk-C6FPYYYJ.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-FIGLGZH3.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-DNYQXRSY.mjs";
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
  initCommand
};
