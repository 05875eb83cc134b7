import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  headCommit,
  pathGitState
} from "./chunk-VQEBOWVH.mjs";
import "./chunk-J2L4G75O.mjs";
import "./chunk-DMW6D347.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  headCommit,
  pathGitState
};
