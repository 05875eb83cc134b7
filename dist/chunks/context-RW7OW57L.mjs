import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-VYWTYBKP.mjs";
import "./chunk-LKBB44Z6.mjs";
import "./chunk-GQXV6XTJ.mjs";
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
  contextCommand
};
