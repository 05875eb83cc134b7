import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  headCommit,
  pathGitState
} from "./chunk-LEPY5VLW.mjs";
import "./chunk-KFSSTQWH.mjs";
import "./chunk-TJPBVXC3.mjs";
import "./chunk-OJWJ664K.mjs";
import "./chunk-OTBD3CMQ.mjs";
import "./chunk-V7PQUGJ4.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  headCommit,
  pathGitState
};
