import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  initCommand
} from "./chunk-N2IWW5MI.mjs";
import "./chunk-Q6J32PVW.mjs";
import "./chunk-C2YHMVOQ.mjs";
import "./chunk-7CWNC7SZ.mjs";
import "./chunk-2SEPAG6N.mjs";
import "./chunk-UZSRAQER.mjs";
import "./chunk-HT5NWYGS.mjs";
import "./chunk-UJUVGSND.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-J2L4G75O.mjs";
import "./chunk-DMW6D347.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-FDPJKH6S.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  initCommand
};
