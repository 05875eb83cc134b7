import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  contextCommand
} from "./chunk-OXJ7ZFPR.mjs";
import "./chunk-XDPJWR6P.mjs";
import "./chunk-EAJZASD2.mjs";
import "./chunk-5VCSN5G4.mjs";
import "./chunk-DUOPAI4E.mjs";
import "./chunk-UIVZPBU2.mjs";
import "./chunk-Z45Y2YWL.mjs";
import "./chunk-WMYYX4YZ.mjs";
import "./chunk-7CNQJT4V.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-Q5DWSZJV.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  contextCommand
};
