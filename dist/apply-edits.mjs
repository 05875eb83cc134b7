#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  applyEditsCommand
} from "./chunks/chunk-KRMHZOFT.mjs";
import "./chunks/chunk-DC5BEGV3.mjs";
import "./chunks/chunk-46U4RVP2.mjs";
import "./chunks/chunk-MHYDBFUG.mjs";
import "./chunks/chunk-Q5ICIA6H.mjs";
import "./chunks/chunk-YB4JLI42.mjs";
import "./chunks/chunk-OOYS3BZM.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-CPC6OGV2.mjs";
import "./chunks/chunk-HS32WYSH.mjs";
import "./chunks/chunk-IS46G6AC.mjs";
import "./chunks/chunk-SCWWJ2DI.mjs";
import "./chunks/chunk-U6PXCGOV.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-7RPNGHKW.mjs";
import "./chunks/chunk-STL67XWJ.mjs";
import "./chunks/chunk-ABBVZWLW.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QIF5UGBK.mjs";
import "./chunks/chunk-6O4F3RVI.mjs";
import "./chunks/chunk-XXNPGW5R.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-55APMHMM.mjs";
import "./chunks/chunk-W7O7WCZN.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  runCli
} from "./chunks/chunk-Q5DWSZJV.mjs";
import "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/apply-edits.ts
await runCli(applyEditsCommand);
