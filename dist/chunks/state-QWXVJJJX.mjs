import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  headCommit,
  pathGitState
} from "./chunk-MM6Z7CDC.mjs";
import "./chunk-6K7LX5MF.mjs";
import "./chunk-A4CSYVLB.mjs";
import "./chunk-PLG4TFWS.mjs";
import "./chunk-MT66A3VG.mjs";
import "./chunk-FC3EPPNQ.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  headCommit,
  pathGitState
};
