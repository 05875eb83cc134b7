import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  NativeBackend
} from "./chunk-2UP7KL73.mjs";
import {
  findRepoLayout,
  selectBackend
} from "./chunk-L77WKODJ.mjs";

// scripts/git/open-backend.ts
async function openBackend(root, force) {
  let layout = findRepoLayout(root);
  if (!layout) return;
  if ((force ?? await selectBackend()) === "native") return new NativeBackend(layout.root, layout);
  let { IsomorphicBackend } = await import("./isomorphic-backend-4HSK3GXB.mjs");
  return new IsomorphicBackend(layout.root, layout);
}

export {
  openBackend
};
