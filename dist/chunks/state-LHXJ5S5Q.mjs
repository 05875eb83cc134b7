import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  headCommit,
  pathGitState
} from "./chunk-N3AK7VGR.mjs";
import "./chunk-XB5E6UXY.mjs";
import "./chunk-JUSPQGE5.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import "./chunk-6ISAVYID.mjs";
import "./chunk-6K57MRJR.mjs";
export {
  headCommit,
  pathGitState
};
