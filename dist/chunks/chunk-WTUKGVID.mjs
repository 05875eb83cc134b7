import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  EXIT,
  HygieneError,
  exitCodeFor
} from "./chunk-FC3EPPNQ.mjs";

// scripts/shared/arrays.ts
function pushAll(into, items) {
  for (let item of items) into.push(item);
  return into;
}

// scripts/shared/args.ts
function parseArgs(argv, spec) {
  let flags = {}, positionals = [];
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    if (arg === "--") {
      pushAll(positionals, argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "--") {
      positionals.push(arg);
      continue;
    }
    let name = arg.slice(2), inline, eq = name.indexOf("=");
    eq >= 0 && (inline = name.slice(eq + 1), name = name.slice(0, eq));
    let s = spec[name];
    if (!s) throw new HygieneError("USAGE", `unknown option --${name}`);
    if (s.type === "boolean") {
      if (inline !== void 0) throw new HygieneError("USAGE", `--${name} takes no value`);
      flags[name] = !0;
      continue;
    }
    let values = [];
    if (inline !== void 0) values.push(inline);
    else
      for (; i + 1 < argv.length && !argv[i + 1].startsWith("--") && (values.push(argv[++i]), s.type !== "string"); )
        ;
    if (values.length === 0) throw new HygieneError("USAGE", `--${name} needs a value`);
    if (s.type === "string" && !s.repeatable) {
      if (flags[name] !== void 0) throw new HygieneError("USAGE", `--${name} given twice`);
      flags[name] = values[0];
    } else {
      let prev = flags[name] ?? [];
      flags[name] = [...prev, ...values];
    }
  }
  return { flags, positionals };
}
function stringFlag(p, name) {
  let v = p.flags[name];
  return typeof v == "string" ? v : void 0;
}
function listFlag(p, name) {
  let v = p.flags[name];
  return Array.isArray(v) ? v : typeof v == "string" ? [v] : void 0;
}

// scripts/shared/cli.ts
async function runCli(opts) {
  let argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(opts.help.endsWith(`
`) ? opts.help : opts.help + `
`), process.exitCode = EXIT.OK;
    return;
  }
  try {
    process.exitCode = await opts.run(argv);
  } catch (err) {
    if (err instanceof HygieneError)
      process.stderr.write(`${opts.name}: ${err.location ? err.location + ": " : ""}${err.message}
`), err.code === "USAGE" && process.stderr.write(`Run '${opts.name} --help' for usage.
`), process.exitCode = exitCodeFor(err.code);
    else {
      let msg = err instanceof Error ? err.message : String(err);
      process.stderr.write(`${opts.name}: internal error: ${msg}
`), process.exitCode = EXIT.INVALID;
    }
  }
}
function writeStdout(text) {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (err) => err ? reject(err) : resolve());
  });
}

export {
  pushAll,
  parseArgs,
  stringFlag,
  listFlag,
  runCli,
  writeStdout
};
