import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  NativeBackend
} from "./chunk-UH2WPPVY.mjs";
import {
  findRepoLayout,
  selectBackend
} from "./chunk-EXSMPJYI.mjs";

// scripts/git/open-backend.ts
async function openBackend(root, force) {
  let layout = findRepoLayout(root);
  if (!layout) return;
  if ((force ?? await selectBackend()) === "native") return new NativeBackend(layout.root, layout);
  let { IsomorphicBackend } = await import("./isomorphic-backend-U64UQQX4.mjs");
  return new IsomorphicBackend(layout.root, layout);
}

export {
  openBackend
};
