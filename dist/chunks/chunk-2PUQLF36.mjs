import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  minimatch,
  require_dist
} from "./chunk-5O4UZI4Y.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  projectRelativeProblem,
  readProjectFile,
  walkSymlinks
} from "./chunk-MIYAM7C7.mjs";
import {
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  __commonJS,
  __export,
  __toESM
} from "./chunk-6K57MRJR.mjs";

// node_modules/punycode.js/punycode.js
var require_punycode = __commonJS({
  "node_modules/punycode.js/punycode.js"(exports, module) {
    "use strict";
    var regexPunycode = /^xn--/, regexNonASCII = /[^\0-\x7F]/, regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g, errors = {
      overflow: "Overflow: input needs wider integers to process",
      "not-basic": "Illegal input >= 0x80 (not a basic code point)",
      "invalid-input": "Invalid input"
    }, baseMinusTMin = 35, floor = Math.floor, stringFromCharCode = String.fromCharCode;
    function error(type) {
      throw new RangeError(errors[type]);
    }
    function map(array, callback) {
      let result = [], length = array.length;
      for (; length--; )
        result[length] = callback(array[length]);
      return result;
    }
    function mapDomain(domain, callback) {
      let parts = domain.split("@"), result = "";
      parts.length > 1 && (result = parts[0] + "@", domain = parts[1]), domain = domain.replace(regexSeparators, ".");
      let labels = domain.split("."), encoded = map(labels, callback).join(".");
      return result + encoded;
    }
    function ucs2decode(string) {
      let output = [], counter = 0, length = string.length;
      for (; counter < length; ) {
        let value = string.charCodeAt(counter++);
        if (value >= 55296 && value <= 56319 && counter < length) {
          let extra = string.charCodeAt(counter++);
          (extra & 64512) == 56320 ? output.push(((value & 1023) << 10) + (extra & 1023) + 65536) : (output.push(value), counter--);
        } else
          output.push(value);
      }
      return output;
    }
    var ucs2encode = (codePoints) => String.fromCodePoint(...codePoints), basicToDigit = function(codePoint) {
      return codePoint >= 48 && codePoint < 58 ? 26 + (codePoint - 48) : codePoint >= 65 && codePoint < 91 ? codePoint - 65 : codePoint >= 97 && codePoint < 123 ? codePoint - 97 : 36;
    }, digitToBasic = function(digit, flag) {
      return digit + 22 + 75 * (digit < 26) - ((flag != 0) << 5);
    }, adapt = function(delta, numPoints, firstTime) {
      let k = 0;
      for (delta = firstTime ? floor(delta / 700) : delta >> 1, delta += floor(delta / numPoints); delta > baseMinusTMin * 26 >> 1; k += 36)
        delta = floor(delta / baseMinusTMin);
      return floor(k + (baseMinusTMin + 1) * delta / (delta + 38));
    }, decode2 = function(input) {
      let output = [], inputLength = input.length, i = 0, n = 128, bias = 72, basic = input.lastIndexOf("-");
      basic < 0 && (basic = 0);
      for (let j = 0; j < basic; ++j)
        input.charCodeAt(j) >= 128 && error("not-basic"), output.push(input.charCodeAt(j));
      for (let index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
        let oldi = i;
        for (let w = 1, k = 36; ; k += 36) {
          index >= inputLength && error("invalid-input");
          let digit = basicToDigit(input.charCodeAt(index++));
          digit >= 36 && error("invalid-input"), digit > floor((2147483647 - i) / w) && error("overflow"), i += digit * w;
          let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
          if (digit < t)
            break;
          let baseMinusT = 36 - t;
          w > floor(2147483647 / baseMinusT) && error("overflow"), w *= baseMinusT;
        }
        let out = output.length + 1;
        bias = adapt(i - oldi, out, oldi == 0), floor(i / out) > 2147483647 - n && error("overflow"), n += floor(i / out), i %= out, output.splice(i++, 0, n);
      }
      return String.fromCodePoint(...output);
    }, encode2 = function(input) {
      let output = [];
      input = ucs2decode(input);
      let inputLength = input.length, n = 128, delta = 0, bias = 72;
      for (let currentValue of input)
        currentValue < 128 && output.push(stringFromCharCode(currentValue));
      let basicLength = output.length, handledCPCount = basicLength;
      for (basicLength && output.push("-"); handledCPCount < inputLength; ) {
        let m = 2147483647;
        for (let currentValue of input)
          currentValue >= n && currentValue < m && (m = currentValue);
        let handledCPCountPlusOne = handledCPCount + 1;
        m - n > floor((2147483647 - delta) / handledCPCountPlusOne) && error("overflow"), delta += (m - n) * handledCPCountPlusOne, n = m;
        for (let currentValue of input)
          if (currentValue < n && ++delta > 2147483647 && error("overflow"), currentValue === n) {
            let q = delta;
            for (let k = 36; ; k += 36) {
              let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
              if (q < t)
                break;
              let qMinusT = q - t, baseMinusT = 36 - t;
              output.push(
                stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0))
              ), q = floor(qMinusT / baseMinusT);
            }
            output.push(stringFromCharCode(digitToBasic(q, 0))), bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength), delta = 0, ++handledCPCount;
          }
        ++delta, ++n;
      }
      return output.join("");
    }, toUnicode = function(input) {
      return mapDomain(input, function(string) {
        return regexPunycode.test(string) ? decode2(string.slice(4).toLowerCase()) : string;
      });
    }, toASCII = function(input) {
      return mapDomain(input, function(string) {
        return regexNonASCII.test(string) ? "xn--" + encode2(string) : string;
      });
    }, punycode2 = {
      /**
       * A string representing the current Punycode.js version number.
       * @memberOf punycode
       * @type String
       */
      version: "2.3.1",
      /**
       * An object of methods to convert from JavaScript's internal character
       * representation (UCS-2) to Unicode code points, and back.
       * @see <https://mathiasbynens.be/notes/javascript-encoding>
       * @memberOf punycode
       * @type Object
       */
      ucs2: {
        decode: ucs2decode,
        encode: ucs2encode
      },
      decode: decode2,
      encode: encode2,
      toASCII,
      toUnicode
    };
    module.exports = punycode2;
  }
});

// scripts/shared/lines.ts
function splitLines(text2) {
  if (text2.length === 0) return [];
  let lines = text2.split(`
`);
  return lines[lines.length - 1] === "" && lines.pop(), lines;
}
function lineSpan(lines, start, end) {
  return lines.slice(start - 1, end).join(`
`);
}
function rangeProblem(start, end, count) {
  if (start > end) return `start_line ${start} is after end_line ${end}`;
  if (end > count) return `end_line ${end} is past the end of the file (${count} line${count === 1 ? "" : "s"})`;
}
var CR = 13;
function lineContent(line) {
  return typeof line == "string" ? line.endsWith("\r") ? line.slice(0, -1) : line : line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}
function sameContent(a, b) {
  return typeof a == "string" && typeof b == "string" ? lineContent(a) === lineContent(b) : typeof a != "string" && typeof b != "string" ? Buffer.compare(lineContent(a), lineContent(b)) === 0 : !1;
}
function sameLines(a, b) {
  return a.length === b.length && a.every((l, i) => sameContent(l, b[i]));
}

// scripts/doc/repo-index.ts
import { posix } from "node:path";
function buildRepoIndex(files) {
  let fileSet = new Set(files), dirs = /* @__PURE__ */ new Set(), lower = /* @__PURE__ */ new Map(), stems = /* @__PURE__ */ new Set(), addLower = (p) => {
    let k = p.toLowerCase(), list2 = lower.get(k);
    list2 ? list2.includes(p) || list2.push(p) : lower.set(k, [p]);
  };
  for (let f of files) {
    addLower(f);
    let ext = posix.extname(f);
    ext !== "" && ext !== f && !posix.basename(f).startsWith(".") && stems.add(f.slice(0, -ext.length));
    for (let i = f.lastIndexOf("/"); i > 0; i = f.lastIndexOf("/", i - 1)) {
      let d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d), addLower(d);
    }
  }
  return { files: fileSet, dirs, lower, stems, ignored: /* @__PURE__ */ new Set(), on_disk: /* @__PURE__ */ new Set(), in_head: /* @__PURE__ */ new Set(), sites: [], redirects: /* @__PURE__ */ new Map(), page_routes: { byUrl: /* @__PURE__ */ new Map(), urlOf: /* @__PURE__ */ new Map(), targets: /* @__PURE__ */ new Map(), targetsIn: /* @__PURE__ */ new Map() } };
}

// scripts/readers/adapter.ts
var emptySession = () => ({ files: [], on_demand: [], skipped: [], problems: [], settings: [] });
function sourceLine(s) {
  return `${s.kind}: ${s.ref}`;
}
function ruleTable(rules) {
  let byId = new Map(rules.map((r) => [r.id, r]));
  return (id) => {
    let r = byId.get(id);
    if (!r) throw new Error(`reader rule ${id} is not in the reader's rule list`);
    return r;
  };
}
function withoutFrontmatter(path, src) {
  let doc = src.doc(path);
  return doc ? doc.frontmatter ? doc.lines.slice(doc.frontmatter.end_line).join(`
`) : doc.text : "";
}
function wholeText(path, src) {
  return src.doc(path)?.text ?? "";
}
function frontmatterField(path, src, key) {
  let data = src.doc(path)?.frontmatter?.data;
  return data && key in data ? data[key] : void 0;
}
function globList(v) {
  return typeof v == "string" ? v.split(",").map((s) => s.trim()).filter((s) => s !== "") : Array.isArray(v) ? v.filter((x) => typeof x == "string").map((s) => s.trim()).filter((s) => s !== "") : [];
}

// scripts/readers/resolve-imports.ts
import { posix as posix6 } from "node:path";

// scripts/doc/resolve.ts
import { posix as posix5 } from "node:path";

// scripts/sites/docs-sites.ts
import { posix as posix3 } from "node:path";

// scripts/sites/generators.ts
import { posix as posix2 } from "node:path";

// scripts/sites/js-objects.ts
var LABEL = /(?:['"]?([\w$-]+)['"]?\s*:|\b(?:const|let|var)\s+([\w$]+)(?:\s*:\s*[\w$.<>[\], |]+)?\s*=|['"]([^'"\n]+)['"]\s*,)\s*$/;
function jsObjects(text2) {
  let out = [], stack = [], emit = (s) => stack[stack.length - 1]?.flat.push(s), i = 0;
  for (; i < text2.length; ) {
    let c = text2[i];
    if (c === "/" && text2[i + 1] === "/") {
      let end = text2.indexOf(`
`, i);
      i = end < 0 ? text2.length : end;
      continue;
    }
    if (c === "/" && text2[i + 1] === "*") {
      let end = text2.indexOf("*/", i + 2);
      i = end < 0 ? text2.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      for (; j < text2.length && text2[j] !== c && text2[j] !== `
`; ) j += text2[j] === "\\" ? 2 : 1;
      emit(text2.slice(i, j + 1)), i = j + 1;
      continue;
    }
    if (c === "`") {
      let j = i + 1, depth = 0;
      for (; j < text2.length && !(text2[j] === "`" && depth === 0); )
        text2[j] === "\\" ? j++ : text2[j] === "$" && text2[j + 1] === "{" ? (depth++, j++) : text2[j] === "}" && depth > 0 && depth--, j++;
      emit("``"), i = j + 1;
      continue;
    }
    if (c === "{") {
      let m = LABEL.exec(text2.slice(Math.max(0, i - 200), i));
      emit("{}"), stack.push({ label: m ? m[1] ?? m[2] ?? m[3] ?? "" : "", flat: [] }), i++;
      continue;
    }
    if (c === "}") {
      let top = stack.pop();
      top && out.push({ label: top.label, flat: top.flat.join("") }), i++;
      continue;
    }
    emit(c), i++;
  }
  return out;
}
function ownValue(o, key) {
  return new RegExp(String.raw`(?:^|[\s,])['"]?${key}['"]?\s*:\s*['"]([^'"\n]*)['"]`).exec(o.flat)?.[1];
}

// scripts/sites/generators.ts
var dirOf = (p) => posix2.dirname(p) === "." ? "" : posix2.dirname(p);
function valueOf(text2, key, within) {
  let scope = within ? within.exec(text2)?.[0] ?? "" : text2;
  return new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?\s*[:=]\s*['"]([^'"\n]*)['"]`, "m").exec(scope)?.[1];
}
function docfxBuildDest(text2) {
  try {
    let dest = JSON.parse(text2).build?.dest;
    return typeof dest == "string" && dest !== "" && dest !== "." ? dest : void 0;
  } catch {
    return;
  }
}
function yamlValue(text2, key) {
  return new RegExp(String.raw`^${key}\s*:\s*['"]?([^'"#\n]*?)['"]?\s*(?:#.*)?$`, "m").exec(text2)?.[1]?.trim() || void 0;
}
var route = (s) => s === void 0 ? void 0 : "/" + s.replace(/^\/+|\/+$/g, ""), urlPath = (s) => {
  if (s === void 0) return;
  let m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(s);
  return route(m ? m[1] ?? "/" : s);
}, folder = (s) => s === void 0 ? void 0 : posix2.normalize(s.replace(/^\.\/+/, "")).replace(/\/+$/, "").replace(/^\.$/, ""), MOUNT_ENTRY = /^[ \t]*\[\[module\.mounts\]\][ \t]*$|^[ \t]*-[ \t]+/m, MOUNT_OBJECT = /\{/, mountValue = (entry, key) => new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?[ \t]*[:=][ \t]*(?:&[\w-]+[ \t]+)?(['"]?)([^\s'"\n,}#*&][^'"\n,}#]*?)\1[ \t]*(?:[,}#]|$)`, "m").exec(entry)?.[2]?.trim() || void 0;
function hugoMounts(text2) {
  let at = [...text2.matchAll(/\[\[module\.mounts\]\]|['"]?\bmounts['"]?[ \t]*[:=]/g)].find((m) => !/#/.test(text2.slice(text2.lastIndexOf(`
`, m.index) + 1, m.index)))?.index ?? -1;
  if (at < 0) return [];
  let inline2 = /^\s*\{/.test(text2) || /\bmounts['"]?[ \t]*=[ \t]*\[/.test(text2), out = [];
  for (let entry of text2.slice(at).split(inline2 ? MOUNT_OBJECT : MOUNT_ENTRY)) {
    let source = mountValue(entry, "source"), target = mountValue(entry, "target");
    if (source === void 0 || target === void 0) continue;
    let lang = mountValue(entry, "lang"), list2 = /\blanguages['"]?[ \t]*[:=][ \t]*\[([^\]\n]*)\]/.exec(entry)?.[1], languages = lang !== void 0 ? [lang] : list2 !== void 0 ? list2.split(",").map((s) => s.trim().replace(/^['"]|['"]$/g, "")).filter(Boolean) : void 0;
    out.push({ source: source.replace(/^\.\/+/, ""), target: target.replace(/^\/+|\/+$/g, ""), ...languages ? { languages } : {} });
  }
  return out;
}
function contentMount(text2) {
  let lang = valueOf(text2, "defaultContentLanguage") ?? "en";
  return hugoMounts(text2).find((m) => m.target === "content" && (m.languages === void 0 || m.languages.includes(lang)))?.source;
}
function otherContentMounts(text2) {
  let main = contentMount(text2);
  return hugoMounts(text2).filter((m) => m.target === "content" && m.source !== main).map((m) => ({ docs_dir: folder(m.source) }));
}
function contentFileMounts(text2) {
  return hugoMounts(text2).filter((m) => m.target.startsWith("content/")).map((m) => ({ source: m.source, target: m.target.slice(8) }));
}
function hugoConfigCompanions(configPath, listed2) {
  if (!/(?:^|\/)config\/[^/]+\/(?:hugo|config)\.[^/]+$/.test(configPath)) return [];
  let dir = dirOf(configPath), here = listed2.filter((f) => dirOf(f) === dir || dirOf(f) === `${dir}/module`), own = here.find((f) => /^module\.(?:toml|ya?ml|json)$/.test(posix2.basename(f)));
  if (own !== void 0) return [own];
  let template = here.find((f) => /^module[-._][\w.-]*\.(?:toml|ya?ml|json)$/.test(posix2.basename(f)));
  return template !== void 0 ? [template] : [];
}
function mkdocsSlugify(text2) {
  let toc = /^([ \t]*)(?:-[ \t]*)?(?:markdown\.extensions\.)?toc[ \t]*:[ \t]*\n((?:\1[ \t]+.*\n?)*)/m.exec(text2), m = toc ? /^\s*slugify\s*:\s*(.+)$/m.exec(toc[2]) : null;
  return m && /pymdownx\.slugs/.test(m[1]) ? "github" : void 0;
}
function mkdocsI18n(text2) {
  let body = /^([ \t]*)-[ \t]*i18n[ \t]*:[ \t]*\n((?:\1[ \t]+.*(?:\n|$)|[ \t]*\n)*)/m.exec(text2)?.[2];
  if (body === void 0 || !/^[ \t]*docs_structure[ \t]*:[ \t]*['"]?folder\b/m.test(body) || /^[ \t]*fallback_to_default[ \t]*:[ \t]*false\b/m.test(body)) return {};
  let entries = [...body.matchAll(/^[ \t]*-[ \t]*locale[ \t]*:[ \t]*['"]?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?)['"]?[ \t]*$/gm)];
  if (entries.length === 0) return {};
  let isDefault = (i) => /^[ \t]*default[ \t]*:[ \t]*true\b/m.test(body.slice(entries[i].index, entries[i + 1]?.index ?? body.length)), def = entries.findIndex((_, i) => isDefault(i));
  return { locale_fallback: !0, locales: entries.map((m) => m[1]), ...def >= 0 ? { default_locale: entries[def][1] } : {} };
}
function starlightDefaultLocale(text2) {
  if (/\broot\s*:\s*\{/.test(text2)) return;
  let d = valueOf(text2, "defaultLocale");
  return d !== void 0 && d !== "root" && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(d) ? d : void 0;
}
function docusaurusDocs(text2) {
  let objects = jsObjects(text2), named = (plugin) => new Set([...text2.matchAll(new RegExp(String.raw`['"]@docusaurus/${plugin}['"]\s*,\s*([\w$]+)\s*\]`, "g"))].map((m) => m[1])), docsVars = named("plugin-content-docs"), blogVars = named("plugin-content-blog"), routed = (o) => ownValue(o, "path") !== void 0 || ownValue(o, "routeBasePath") !== void 0, presetDocs = objects.filter((o) => o.label === "docs"), main = presetDocs.find(routed) ?? presetDocs[0], others = objects.filter(
    (o) => o !== main && o.label !== "blog" && o.label !== "docs" && (o.label === "@docusaurus/plugin-content-docs" || docsVars.has(o.label) || ownValue(o, "id") !== void 0 && ownValue(o, "path") !== void 0 && ownValue(o, "routeBasePath") !== void 0)
  ), blog = objects.find((o) => o.label === "blog" || o.label === "@docusaurus/plugin-content-blog" || blogVars.has(o.label)), pages = /(?:^|[\s,{])['"]?pages['"]?\s*:\s*false\b/.test(text2) ? !1 : objects.find((o) => o.label === "pages" || o.label === "@docusaurus/plugin-content-pages");
  return { ...main ? { main } : {}, others, ...blog ? { blog } : {}, ...pages !== void 0 ? { pages } : {} };
}
function unmodelled(generator, config2, facts, confirm, siteDir = dirOf) {
  return {
    generator,
    config: config2,
    siteDir,
    ...confirm ? { confirm } : {},
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: [], ...facts },
    read: () => ({}),
    extensionless: !1,
    case_insensitive: !1,
    unmodelled: !0
  };
}
var UNMODELLED = [
  unmodelled("jekyll", /(?:^|\/)_config\.ya?ml$/, { output_dirs: ["_site"] }),
  unmodelled("docsify", /^(?:[^/]+\/)?index\.html$/, {}, /window\.\$docsify\b/),
  unmodelled("nextra", /(?:^|\/)next\.config\.(?:js|ts|mjs|cjs|mts)$/, { static_dirs: ["public"], output_dirs: [".next", "out"] }, /\bnextra\b/),
  // Nextra's `_meta.*` files order the pages of a folder (https://nextra.site/docs/file-conventions/meta-file).
  unmodelled("nextra", /(?:^|\/)_meta\.(?:js|jsx|ts|tsx|mjs|json)$/, {}),
  unmodelled("antora", /(?:^|\/)antora\.ya?ml$/, { docs_dir: "modules", output_dirs: ["build"] }),
  unmodelled("zola", /(?:^|\/)config\.toml$/, { docs_dir: "content", static_dirs: ["static"], output_dirs: ["public"] }, /^\s*(?:compile_sass|build_search_index)\s*=/m),
  unmodelled("gatsby", /(?:^|\/)gatsby-config\.(?:js|ts|mjs|cjs)$/, { static_dirs: ["static"], output_dirs: ["public", ".cache"] }),
  unmodelled("eleventy", /(?:^|\/)(?:\.eleventy|eleventy\.config)\.(?:js|cjs|mjs|ts)$/, { output_dirs: ["_site"] })
], aboveContent = (p) => /^(?:(.*)\/)?content\//.exec(p)?.[1] ?? "", NEXT_CONTENT = [
  ...[
    [/(?:^|\/)source\.config\.(?:ts|mts|js|mjs)$/, /\bfumadocs-/, dirOf],
    [/(?:^|\/)package\.json$/, /"fumadocs-(?:core|mdx|ui)"\s*:/, dirOf],
    [/(?:^|\/)content\/(?:[^/]+\/)*meta\.json$/, /"pages"\s*:\s*\[/, aboveContent]
  ].map(([config2, confirm, siteDir]) => ({
    generator: "fumadocs",
    config: config2,
    confirm,
    siteDir,
    defaults: { docs_dir: "content", route_base: "/", static_dirs: ["public"], output_dirs: [".next", "out", ".source"] },
    read: () => ({}),
    extensionless: !0,
    case_insensitive: !1,
    number_prefixes: !0,
    docs_dir_fallback: !0
  })),
  {
    generator: "mintlify",
    config: /(?:^|\/)(?:mint|docs)\.json$/,
    siteDir: dirOf,
    confirm: /mintlify|"navigation"\s*:/,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: [] },
    read: () => ({}),
    extensionless: !0,
    case_insensitive: !1,
    // Images and files are served from their path in the docs folder (https://mintlify.com/docs/create/image-embeds).
    assets_as_files: !0
  }
], GENERATORS = [
  {
    generator: "docusaurus",
    config: /(?:^|\/)docusaurus\.config\.(?:js|ts|mjs|cjs|mts|cts)$/,
    siteDir: dirOf,
    defaults: { docs_dir: "docs", route_base: "/docs", static_dirs: ["static"], output_dirs: ["build"] },
    read(text2) {
      let { main, others } = docusaurusDocs(text2), lone = main === void 0 && others.length === 0 ? valueOf(text2, "routeBasePath") : void 0;
      return { docs_dir: folder(main && ownValue(main, "path")), route_base: route((main && ownValue(main, "routeBasePath")) ?? lone) };
    },
    instances(text2) {
      let { others, blog, pages } = docusaurusDocs(text2), out = [];
      for (let o of others) out.push({ docs_dir: folder(ownValue(o, "path")) ?? "docs", route_base: route(ownValue(o, "routeBasePath")) ?? "/docs" });
      return blog !== void 0 && out.push({ docs_dir: folder(ownValue(blog, "path")) ?? "blog", route_base: route(ownValue(blog, "routeBasePath")) ?? "/blog", dated_posts: !0 }), pages !== !1 && out.push({ docs_dir: folder(pages && ownValue(pages, "path")) ?? "src/pages", route_base: route(pages && ownValue(pages, "routeBasePath")) ?? "/", pages_plugin: !0 }), out;
    },
    extensionless: !0,
    case_insensitive: !1,
    // plugin-content-docs' default numberPrefixParser (https://docusaurus.io/docs/sidebar/autogenerated#using-number-prefixes).
    number_prefixes: !0
  },
  ...NEXT_CONTENT,
  // `mkdocs.yml`, or a config the build names with `-f` (`mkdocs-online.yml`, `mkdocs.insiders.yml`)
  // that says it is one: a `site_name` (MkDocs' one required key) or an `INHERIT` of another.
  ...[
    [/(?:^|\/)mkdocs\.ya?ml$/, void 0],
    [/(?:^|\/)mkdocs[-_.][^/]+\.ya?ml$/, /^(?:site_name|INHERIT)[ \t]*:/m]
  ].map(([config2, confirm]) => ({
    generator: "mkdocs",
    config: config2,
    ...confirm ? { confirm } : {},
    siteDir: dirOf,
    defaults: { docs_dir: "docs", route_base: "/", static_dirs: [], output_dirs: ["site"] },
    read: (text2) => ({
      docs_dir: folder(yamlValue(text2, "docs_dir")),
      route_base: urlPath(yamlValue(text2, "site_url")),
      output_dirs: yamlValue(text2, "site_dir") ? [folder(yamlValue(text2, "site_dir"))] : void 0,
      heading_ids: mkdocsSlugify(text2),
      ...mkdocsI18n(text2),
      .../^(?:false|no|off)$/i.test(yamlValue(text2, "use_directory_urls") ?? "") ? { directory_urls: !1 } : {}
    }),
    extensionless: !1,
    case_insensitive: !1,
    // Python-Markdown's toc extension makes the heading ids unless `toc: slugify:` names another function
    // (https://python-markdown.github.io/extensions/toc/#usage: "slugify ... Default: markdown.extensions.toc.slugify").
    heading_ids: "python-markdown",
    // https://www.mkdocs.org/user-guide/configuration/#use_directory_urls: "Default: true", `about.md` at `about/`.
    directory_urls: !0
  })),
  {
    generator: "vitepress",
    config: /(?:^|\/)\.vitepress\/config\.(?:js|ts|mjs|mts|cjs|cts)$/,
    siteDir: (p) => dirOf(dirOf(p)),
    defaults: { docs_dir: "", route_base: "/", static_dirs: ["public"], output_dirs: [".vitepress/dist"] },
    read(text2) {
      let src = folder(valueOf(text2, "srcDir"));
      return { docs_dir: src, route_base: route(valueOf(text2, "base")), static_dirs: src ? [posix2.join(src, "public")] : void 0 };
    },
    extensionless: !0,
    case_insensitive: !1,
    // https://vitepress.dev/guide/routing#linking-between-pages: a link may name a page with or without
    // its `.md`/`.html` suffix; pages build to `x.html` (or `x` with cleanUrls, which serves both).
    html_pages: !0,
    // Heading ids from markdown.anchor's slugify, @mdit-vue/shared's by default (https://vitepress.dev/reference/site-config#markdown):
    // diacritics and punctuation dropped, `app.config.x` -> `app-config-x`.
    heading_ids: "mdit-vue"
  },
  // Zola's config.toml has Hugo's base_url too: its own keys decide first.
  UNMODELLED.find((g) => g.generator === "zola"),
  {
    generator: "hugo",
    config: /(?:^|\/)(?:hugo|config)\.(?:toml|ya?ml|json)$|(?:^|\/)config\/_default\/(?:hugo|config)\.(?:toml|ya?ml|json)$/,
    siteDir: (p) => /config\/_default\//.test(p) ? dirOf(dirOf(dirOf(p))) : dirOf(p),
    confirm: /\bbase_?url\b|\btheme\b\s*[:=]|\bcontentDir\b/i,
    defaults: { docs_dir: "content", route_base: "/", static_dirs: ["static"], output_dirs: ["public", "resources"] },
    read: (text2) => ({
      docs_dir: folder(contentMount(text2) ?? valueOf(text2, "contentDir")),
      route_base: urlPath(valueOf(text2, "baseURL") ?? valueOf(text2, "baseurl")),
      output_dirs: valueOf(text2, "publishDir") ? [folder(valueOf(text2, "publishDir"))] : void 0,
      // https://gohugo.io/configuration/markup/#parserautodefinitiontermid: "Whether to automatically add
      // id attributes to description list terms (i.e., dt elements)", made like heading ids.
      .../\bautoDefinitionTermID['"]?\s*[:=]\s*true\b/i.test(text2) ? { definition_term_ids: !0 } : {},
      ...contentFileMounts(text2).length > 0 ? { content_mounts: contentFileMounts(text2) } : {},
      // https://gohugo.io/content-management/urls/#appearance: `uglyURLs: true` serves `a/b.md` at a/b.html.
      .../\buglyURLs['"]?\s*[:=]\s*true\b/i.test(text2) ? { directory_urls: !1 } : {}
    }),
    companions: hugoConfigCompanions,
    instances: otherContentMounts,
    extensionless: !0,
    case_insensitive: !0,
    // Pages are served as folders (`a/b.md` at /a/b/) unless uglyURLs says otherwise.
    directory_urls: !0
  },
  {
    generator: "starlight",
    config: /(?:^|\/)astro\.config\.(?:js|ts|mjs|cjs|mts|cts)$/,
    siteDir: dirOf,
    // An Astro site is a docs site only with the Starlight integration; its pages are the docs collection.
    confirm: /@astrojs\/starlight/,
    defaults: { docs_dir: "src/content/docs", route_base: "/", static_dirs: ["public"], output_dirs: ["dist"] },
    // Astro's srcDir (default ./src) holds content/docs/, the Starlight docs collection; publicDir (default
    // ./public) is served at `/` (https://docs.astro.build/en/reference/configuration-reference/#srcdir,
    // https://starlight.astro.build/guides/pages/).
    read(text2) {
      let src = folder(valueOf(text2, "srcDir")), pub = folder(valueOf(text2, "publicDir"));
      return {
        docs_dir: src !== void 0 ? posix2.join(src || ".", "content/docs") : void 0,
        static_dirs: pub !== void 0 ? [pub] : void 0,
        route_base: route(valueOf(text2, "base")),
        output_dirs: valueOf(text2, "outDir") ? [folder(valueOf(text2, "outDir"))] : void 0,
        default_locale: starlightDefaultLocale(text2)
      };
    },
    extensionless: !0,
    // Astro's content collections slug file names in lower case: `/guides/Foo/` and `/guides/foo/` are one page.
    case_insensitive: !0,
    locale_fallback: !0
  },
  {
    generator: "vocs",
    config: /(?:^|\/)vocs\.config\.(?:ts|tsx|js|jsx|mjs|mts)$/,
    siteDir: dirOf,
    // https://vocs.dev/docs/structure: the root directory (`rootDir`, default `docs`, relative to the
    // config) holds `pages/` (file-based routes, `pages/servers/tools.mdx` at `/servers/tools`) and
    // `public/` (static assets at `/`); `basePath` prefixes every page (https://vocs.dev/docs/api/config).
    defaults: { docs_dir: "docs/pages", route_base: "/", static_dirs: ["docs/public"], output_dirs: ["docs/dist"] },
    read(text2) {
      let root = folder(valueOf(text2, "rootDir")), within = (sub) => root === void 0 ? void 0 : posix2.join(root || ".", sub);
      return { docs_dir: within("pages"), static_dirs: root === void 0 ? void 0 : [within("public")], output_dirs: root === void 0 ? void 0 : [within("dist")], route_base: route(valueOf(text2, "basePath")) };
    },
    extensionless: !0,
    case_insensitive: !1
  },
  {
    generator: "sphinx",
    config: /(?:^|\/)conf\.py$/,
    siteDir: dirOf,
    confirm: /\bextensions\s*=|\bhtml_theme\s*=|\bproject\s*=|\bsphinx\b/,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: ["_build"] },
    // MyST's default destination resolution (https://myst-parser.readthedocs.io/en/latest/syntax/cross-referencing.html#default-destination-resolution):
    // a `#x` no heading of the file answers is looked up among the project's explicit targets, and a
    // destination that is no file becomes a cross-reference to any target (myst_parser's render_link_unknown).
    read: (text2) => /['"]myst_(?:parser|nb)['"]/.test(text2) ? { named_targets: !0 } : {},
    extensionless: !1,
    case_insensitive: !1
  },
  {
    generator: "myst",
    // mystmd (Jupyter Book 2): `myst.yml` with a `project:` or `site:` block; its folder is the project.
    config: /(?:^|\/)myst\.ya?ml$/,
    siteDir: dirOf,
    confirm: /^(?:project|site)\s*:/m,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: ["_build"] },
    // Labels are project-wide (https://mystmd.org/guide/cross-references): `[](#label)` names a target
    // any page of the project declares, `other.md#label` one of other.md's.
    read: () => ({ named_targets: !0 }),
    extensionless: !1,
    case_insensitive: !1
  },
  {
    generator: "mdbook",
    config: /(?:^|\/)book\.toml$/,
    siteDir: dirOf,
    defaults: { docs_dir: "src", route_base: "/", static_dirs: [], output_dirs: ["book"] },
    read: (text2) => ({ docs_dir: folder(valueOf(text2, "src")), route_base: urlPath(valueOf(text2, "site-url")), output_dirs: valueOf(text2, "build-dir") ? [folder(valueOf(text2, "build-dir"))] : void 0 }),
    extensionless: !1,
    case_insensitive: !1,
    html_pages: !0,
    // https://rust-lang.github.io/mdBook/format/configuration/preprocessors.html: the `index` preprocessor
    // (on by default) renders README.md chapters as index.md, and so as the folder's index.html.
    readme_index: !0
  },
  {
    generator: "docfx",
    config: /(?:^|\/)docfx\.json$/,
    siteDir: dirOf,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: ["_site", "obj"] },
    // build.dest, not the first "dest": each content entry has its own (`"dest": "."` maps files into the site).
    read: (text2) => {
      let dest = docfxBuildDest(text2);
      return { output_dirs: dest ? [folder(dest)] : void 0 };
    },
    extensionless: !1,
    case_insensitive: !1
  },
  ...UNMODELLED.filter((g) => g.generator !== "zola")
];

// scripts/sites/docs-sites.ts
var MANY_CONFIGS = new Set(GENERATORS.filter((g, i) => GENERATORS.findIndex((o) => o.generator === g.generator) !== i).map((g) => g.generator)), LINK_HOOK = /(?:^|\/)layouts\/(?:[^/]+\/)*_markup\/render-link[^/]*\.html$/, HOOK_LITERAL = /\beq\s+\(?\$[\w.]+\)?\s+"([\w-]{1,40})"/g, OPEN_PUBLISHING = /(?:^|\/)\.openpublishing\.publish\.config\.json$/, join = (a, b) => a === "" ? b : b === "" ? a : posix3.normalize(`${a}/${b}`), clamp = (p) => p === "." || p.startsWith("../") || p === ".." ? "" : p;
function detectSites(files, read) {
  let out = [], all = [...files].sort(), publishing = all.filter((f) => OPEN_PUBLISHING.test(f)), dirs, folders = () => dirs ??= new Set(all.flatMap((f) => f.split("/").slice(0, -1).map((_, i, segs) => segs.slice(0, i + 1).join("/"))));
  for (let f of all) {
    let specs = GENERATORS.filter((g) => g.config.test(f));
    if (specs.length === 0) continue;
    let own = read(f);
    if (own === void 0) continue;
    let spec = specs.find((g) => !g.confirm || g.confirm.test(own));
    if (!spec) continue;
    let text2 = [own, ...(spec.companions?.(f, all) ?? []).map((c) => read(c) ?? "")].join(`
`), dir = spec.siteDir(f), found = spec.read(text2), facts = { ...spec.defaults, ...Object.fromEntries(Object.entries(found).filter(([k, v]) => v !== void 0 && k in spec.defaults)) }, host = spec.generator === "docfx" ? publishing.find((p) => under(f, dirOfPath(p))) : void 0, hooked = /* @__PURE__ */ new Set();
    if (spec.generator === "hugo") {
      for (let h of all)
        if (!(!LINK_HOOK.test(h) || !under(h, dir)))
          for (let m of (read(h) ?? "").matchAll(HOOK_LITERAL)) hooked.add(m[1]);
    }
    let versioned = spec.generator === "docusaurus" && all.includes(join(dir, "versions.json")), headingIds = found.heading_ids === "github" ? void 0 : found.heading_ids ?? spec.heading_ids, site = {
      generator: spec.generator,
      config: f,
      docs_root: spec.docs_dir_fallback ? authoredDocs(dir, facts.docs_dir, folders()) : clamp(join(dir, facts.docs_dir)),
      route_base: facts.route_base,
      static_roots: facts.static_dirs.map((s) => clamp(join(dir, s))),
      output_roots: facts.output_dirs.map((s) => clamp(join(dir, s))).filter((s) => s !== ""),
      extensionless: spec.extensionless,
      case_insensitive: spec.case_insensitive || host !== void 0,
      ...spec.html_pages ? { html_pages: !0 } : {},
      ...spec.directory_urls && found.directory_urls !== !1 ? { directory_urls: !0 } : {},
      ...spec.readme_index ? { readme_index: !0 } : {},
      ...spec.locale_fallback || found.locale_fallback ? { locale_fallback: !0 } : {},
      ...found.locales !== void 0 ? { locales: found.locales } : {},
      ...host !== void 0 ? { shared_host: host } : {},
      ...hooked.size > 0 ? { hooked_destinations: [...hooked].sort() } : {},
      // Docusaurus serves the unreleased docs at /docs/next/ once versions.json exists.
      ...versioned ? { current_version: "next" } : {},
      ...headingIds !== void 0 ? { heading_ids: headingIds } : {},
      ...found.definition_term_ids ? { definition_term_ids: !0 } : {},
      ...found.default_locale !== void 0 ? { default_locale: found.default_locale } : {},
      ...found.named_targets ? { named_targets: !0 } : {},
      ...spec.number_prefixes ? { number_prefixes: !0 } : {},
      ...spec.assets_as_files ? { assets_as_files: !0 } : {},
      ...spec.unmodelled ? { unmodelled: !0 } : {},
      ...mountsOf(dir, found.content_mounts)
    };
    if (!(MANY_CONFIGS.has(spec.generator) && out.some((o) => o.generator === site.generator && o.docs_root === site.docs_root && o.route_base === site.route_base))) {
      out.push(site);
      for (let extra of spec.instances?.(text2) ?? []) {
        let docs_root = clamp(join(dir, extra.docs_dir ?? "")), route_base = extra.route_base ?? "/";
        if (out.some((o) => o.config === f && o.docs_root === docs_root && o.route_base === route_base) || extra.pages_plugin && !folders().has(docs_root)) continue;
        let { current_version: _, number_prefixes: prefixes, ...rest } = site;
        out.push({
          ...rest,
          docs_root,
          route_base,
          ...prefixes && !extra.pages_plugin ? { number_prefixes: prefixes } : {},
          ...extra.dated_posts ? { dated_posts: !0 } : {},
          ...extra.pages_plugin ? { pages_plugin: !0 } : {}
        });
      }
    }
  }
  return out.filter((s) => !s.unmodelled || !out.some((o) => o !== s && o.generator === s.generator && o.docs_root !== s.docs_root && under(s.docs_root, o.docs_root)));
}
function authoredDocs(dir, docsDir, dirs) {
  let named = clamp(join(dir, docsDir));
  if (dirs.has(named)) return named;
  for (let d = dir; d !== ""; d = dirOfPath(d)) {
    let up = clamp(join(dirOfPath(d), docsDir));
    if (dirs.has(up)) return up;
  }
  return named;
}
function mountsOf(dir, mounts) {
  let out = [];
  for (let m of mounts ?? []) {
    let source = projectPath(dir === "" ? m.source : `${dir}/${m.source}`);
    source !== void 0 && source !== "" && m.target !== "" && out.push({ source, target: m.target });
  }
  return out.length > 0 ? { content_mounts: out } : {};
}
function mountedSource(site, path) {
  if (site.content_mounts === void 0 || !under(path, site.docs_root)) return;
  let fold = (s) => site.case_insensitive ? s.toLowerCase() : s, rel = fold(site.docs_root === "" ? path : path.slice(site.docs_root.length + 1));
  for (let m of site.content_mounts) {
    let target = fold(m.target);
    if (rel === target) return m.source;
    if (rel.startsWith(target + "/")) return projectPath(`${m.source}/${path.slice(path.length - (rel.length - target.length - 1))}`);
  }
}
var under = (p, dir) => dir === "" || p.startsWith(dir + "/"), dirOfPath = (p) => posix3.dirname(p) === "." ? "" : posix3.dirname(p);
function projectPath(p) {
  let n = posix3.normalize(p === "" ? "." : p).replace(/\/+$/, "");
  if (!(n === ".." || n.startsWith("../") || n.startsWith("/")))
    return n === "." ? "" : n;
}
var LOCALE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;
function localeFallback(site, path, has) {
  if (!site.locale_fallback || !under(path, site.docs_root)) return;
  let rest = site.docs_root === "" ? path : path.slice(site.docs_root.length + 1), locale = rest.split("/")[0];
  if (locale === site.default_locale || !(site.locales ? site.locales.includes(locale) : LOCALE.test(locale) && has(join(site.docs_root, locale)) !== void 0)) return;
  let own = site.default_locale !== void 0 && has(join(site.docs_root, site.default_locale)) !== void 0;
  return projectPath(join(join(site.docs_root, own ? site.default_locale : ""), rest.slice(locale.length)));
}
var CONTENT_FILE = /\.(?:md|markdown|mdx|html?|adoc|asciidoc|org|rst|pandoc|pdc)$/i;
function translatedResource(sites, site, path, has) {
  if (site.generator !== "hugo" || CONTENT_FILE.test(path) || !under(path, site.docs_root) || path === site.docs_root) return;
  let rest = site.docs_root === "" ? path : path.slice(site.docs_root.length + 1);
  for (let other of sites) {
    if (other === site || other.config !== site.config || other.generator !== "hugo") continue;
    let p = projectPath(join(other.docs_root, rest)), hit = p === void 0 || p === "" ? void 0 : has(p);
    if (hit !== void 0) return hit;
  }
}
function siteOf(sites, docPath) {
  let best;
  for (let s of sites) under(docPath, s.docs_root) && (!best || s.docs_root.length > best.docs_root.length) && (best = s);
  return best;
}
var HUGO = GENERATORS.find((g) => g.generator === "hugo");
function templateSite(sites, docPath) {
  return sites.find((s) => {
    if (s.generator !== "hugo") return !1;
    let dir = HUGO.siteDir(s.config), rel = dir === "" ? docPath : docPath.startsWith(dir + "/") ? docPath.slice(dir.length + 1) : void 0;
    return rel !== void 0 && /^(?:themes\/[^/]+\/)?layouts\//.test(rel);
  });
}
var ROUTE_FILES = ["", ".md", ".mdx", ".mdoc", ".markdown", "/index.md", "/index.mdx", "/index.mdoc", "/README.md", "/_index.md"], REACT_PAGES = [".js", ".jsx", ".ts", ".tsx", "/index.js", "/index.jsx", "/index.ts", "/index.tsx"];
function routePages(sites, path) {
  let site = siteOf(sites, path);
  return !site || path === site.docs_root || /\.[A-Za-z0-9]+$/.test(posix3.basename(path)) ? [] : ROUTE_FILES.filter((s) => s !== "").map((s) => path + s);
}
function routeTarget(site, urlPath2, listed2, real = (p) => listed2(p) ? p : void 0) {
  let has = (p) => listed2(p) ? p : site.case_insensitive ? real(p) : void 0, base = site.route_base === "/" ? "" : site.route_base, rest;
  base === "" ? rest = urlPath2.replace(/^\/+/, "") : (urlPath2 === base || urlPath2.startsWith(base + "/")) && (rest = urlPath2.slice(base.length).replace(/^\/+/, "")), rest !== void 0 && site.current_version !== void 0 && (rest === site.current_version || rest.startsWith(site.current_version + "/")) && (rest = rest.slice(site.current_version.length));
  let page = rest === void 0 ? void 0 : projectPath(join(site.docs_root, rest)), candidates = [];
  if (page !== void 0) {
    candidates.push(page);
    let dated = site.dated_posts ? /^\/*(\d{4})\/(\d{2})\/(\d{2})\/([^/]+)\/*$/.exec(rest) : null;
    if (dated) {
      let post = projectPath(join(site.docs_root, `${dated[1]}-${dated[2]}-${dated[3]}-${dated[4]}`));
      post !== void 0 && candidates.push(post);
    }
    let fallback = localeFallback(site, page, has);
    if (fallback !== void 0 && candidates.push(fallback), site.html_pages)
      for (let c of [...candidates])
        /(?:^|\/)index\.html$/.test(c) ? candidates.push(c.replace(/\/?index\.html$/, "")) : c.endsWith(".html") && candidates.push(c.slice(0, -5));
  }
  let unlisted;
  for (let c of candidates)
    for (let suffix of site.pages_plugin ? [...ROUTE_FILES, ...REACT_PAGES] : ROUTE_FILES) {
      let p = c === "" ? void 0 : has(c + suffix);
      if (p !== void 0) return p;
      let mounted2 = c === "" ? void 0 : mountedSource(site, c + suffix), m = mounted2 === void 0 ? void 0 : has(mounted2);
      if (m !== void 0) return m;
      mounted2 !== void 0 && !under(mounted2, site.docs_root) && (unlisted ??= mounted2);
    }
  let fromStatic = urlPath2.replace(/^\/+/, "");
  for (let s of site.static_roots) {
    let p = projectPath(join(s, fromStatic)), hit = p === void 0 || p === "" ? void 0 : has(p);
    if (hit !== void 0) return hit;
  }
  return unlisted ?? (page === "" ? void 0 : page);
}

// scripts/sites/page-routes.ts
import { posix as posix4 } from "node:path";

// scripts/sites/front-matter.ts
var import_yaml = __toESM(require_dist(), 1);
var FRONT_MATTER = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
function frontMatterWith(text2, keys) {
  let m = FRONT_MATTER.exec(text2);
  if (!(!m || !new RegExp(String.raw`^(?:${keys.source})\s*:`, "m").test(m[1])))
    try {
      let data = (0, import_yaml.parse)(m[1], { logLevel: "silent" });
      return isJsonObject(data) ? data : void 0;
    } catch {
      return;
    }
}

// scripts/sites/page-routes.ts
var PAGE = /\.(?:md|mdx|mdoc|markdown)$/i;
function routeKey(url, site) {
  let k = "/" + url.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "");
  return site.html_pages && (k = k.replace(/(?:\/index)?\.html$/, "")), site.case_insensitive ? k.toLowerCase() : k;
}
function stripNumberPrefix(name) {
  if (/^\d+[-_.]\d+/.test(name)) return name;
  let m = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return m ? m[1] : name;
}
var str = (v) => typeof v == "string" && v.trim() !== "" ? v.trim() : typeof v == "number" ? String(v) : void 0, joinUrl = (...parts) => "/" + parts.join("/").split("/").filter((s) => s !== "" && s !== ".").join("/");
function docusaurusUrl(rel, fm) {
  let parts = rel.split("/"), file = parts.pop().replace(PAGE, ""), dirs = parts.map(stripNumberPrefix), slug = str(fm?.slug);
  if (slug !== void 0) return slug.startsWith("/") ? joinUrl(slug) : joinUrl(...dirs, slug);
  let name = stripNumberPrefix(file), id = str(fm?.id);
  return id !== void 0 ? joinUrl(...dirs, id) : /^(?:index|readme)$/i.test(name) || dirs.length > 0 && name.toLowerCase() === dirs[dirs.length - 1].toLowerCase() ? joinUrl(...dirs) : joinUrl(...dirs, name);
}
function fumadocsUrl(rel) {
  let parts = rel.replace(PAGE, "").split("/").filter((seg) => !/^\(.+\)$/.test(seg)).map(stripNumberPrefix);
  return parts.length > 0 && parts[parts.length - 1] === "index" && parts.pop(), joinUrl(...parts);
}
function starlightUrl(_rel, fm) {
  let slug = str(fm?.slug);
  return slug === void 0 ? void 0 : joinUrl(slug);
}
function hugoUrl(rel, fm) {
  let url = str(fm?.url);
  if (url !== void 0) return joinUrl(url.replace(/^[a-z]+:\/\/[^/]+/i, ""));
  let slug = str(fm?.slug);
  if (!(slug === void 0 || /(?:^|\/)_?index\.[^/]+$/.test(rel)))
    return joinUrl(posix4.dirname(rel), slug);
}
function vitepressRewrites(configText) {
  let block2 = /\brewrites\s*:\s*\{([^{}]*)\}/.exec(configText)?.[1];
  if (block2 === void 0) return [];
  let out = [];
  for (let m of block2.matchAll(/['"]([^'"\n]+)['"]\s*:\s*['"]([^'"\n]+)['"]/g)) {
    let names = [], source = m[1].split(/(:[A-Za-z_]\w*|\(\.\*\))/).map((part) => part === "(.*)" ? (names.push("*"), "(.*)") : /^:[A-Za-z_]\w*$/.test(part) ? (names.push(part), "([^/]+)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(""), re = new RegExp(`^${source}$`), to = m[2];
    out.push((rel) => {
      let hit = re.exec(rel);
      if (!hit) return;
      let dest = to;
      return names.forEach((n, i) => dest = n === "*" ? dest.replace("(.*)", hit[i + 1]) : dest.split(n).join(hit[i + 1])), dest;
    });
  }
  return out;
}
function vitepressUrl(dest) {
  return joinUrl(dest.replace(PAGE, "").replace(/(?:^|\/)index$/, ""));
}
function explicitTargets(text2) {
  let out = [];
  for (let m of text2.matchAll(/^[ \t]*\(([^()\s][^()]*)\)=[ \t]*$|^[ \t]*:(?:name|label):[ \t]+(\S+)[ \t]*$|^[ \t]*\{#([^}\s]+)\}[ \t]*$|^\.\.[ \t]+_([^:\n]+):[ \t]*$|\]\{#([^}\s]+)\}/gm)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).trim());
  return out;
}
function readPageRoutes(files, sites, read) {
  let routes = { byUrl: /* @__PURE__ */ new Map(), urlOf: /* @__PURE__ */ new Map(), targets: /* @__PURE__ */ new Map(), targetsIn: /* @__PURE__ */ new Map() };
  if (sites.some((s) => s.named_targets))
    for (let f of files) {
      if (!/\.(?:md|rst|txt)$/i.test(f)) continue;
      let site = siteOf(sites, f);
      if (!site?.named_targets) continue;
      let found = explicitTargets(read(f) ?? "");
      if (found.length === 0) continue;
      routes.targetsIn.set(f, new Set(found));
      let all = routes.targets.get(site.config);
      all || routes.targets.set(site.config, all = /* @__PURE__ */ new Set());
      for (let t of found) all.add(t);
    }
  let rewrites = /* @__PURE__ */ new Map();
  for (let s of sites) s.generator === "vitepress" && rewrites.set(s, vitepressRewrites(read(s.config) ?? ""));
  for (let f of files) {
    if (!PAGE.test(f)) continue;
    let site = siteOf(sites, f);
    if (!site || site.pages_plugin || !["docusaurus", "starlight", "hugo", "vitepress", "fumadocs"].includes(site.generator)) continue;
    let rel = site.docs_root === "" ? f : f.slice(site.docs_root.length + 1), url;
    if (site.dated_posts) {
      let text2 = read(f), slug = text2 !== void 0 && /^slug\s*:/m.test(text2.slice(0, 4e3)) ? str(frontMatterWith(text2, /slug/)?.slug) : void 0;
      if (slug === void 0) continue;
      url = joinUrl(slug);
    } else if (site.generator === "fumadocs") {
      if (!rel.split("/").some((seg) => stripNumberPrefix(seg) !== seg || /^\(.+\)$/.test(seg))) continue;
      url = fumadocsUrl(rel);
    } else if (site.generator === "vitepress") {
      let dest = (rewrites.get(site) ?? []).map((r) => r(rel)).find((d) => d !== void 0);
      url = dest === void 0 ? void 0 : vitepressUrl(dest);
    } else {
      let prefixed = site.generator === "docusaurus" && rel.split("/").some((seg) => stripNumberPrefix(seg) !== seg), sameAsFolder = site.generator === "docusaurus" && posix4.basename(rel).replace(PAGE, "") === posix4.basename(posix4.dirname(rel)), text2 = read(f), fm = text2 !== void 0 && /^(?:id|slug|url)\s*:/m.test(text2.slice(0, 4e3)) ? frontMatterWith(text2, /id|slug|url/) : void 0;
      if (!prefixed && !sameAsFolder && fm === void 0) continue;
      url = site.generator === "docusaurus" ? docusaurusUrl(rel, fm) : site.generator === "starlight" ? starlightUrl(rel, fm) : hugoUrl(rel, fm);
    }
    if (url === void 0) continue;
    let full = (site.route_base === "/" ? "" : site.route_base) + url, bySite = routes.byUrl.get(site.config);
    bySite || routes.byUrl.set(site.config, bySite = /* @__PURE__ */ new Map());
    let key = routeKey(full, site);
    bySite.has(key) || bySite.set(key, f), routes.urlOf.set(f, full);
  }
  return routes;
}

// scripts/doc/resolve.ts
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/, SKIP = { kind: "skip" };
function decodePercent(s) {
  if (!s.includes("%")) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function inside(base, p) {
  let joined = posix5.normalize(posix5.join(base, p));
  if (joined === ".." || joined.startsWith("../") || joined.startsWith("/")) return;
  let path = joined.replace(/\/$/, "");
  return path === "." ? "" : path;
}
function resolveAbsolute(docPath, decoded, repo) {
  let fromRoot = inside("", decoded.slice(1)), site = siteOf(repo.sites, docPath) ?? templateSite(repo.sites, docPath);
  if (!site) return fromRoot;
  let route2 = (s) => routeTarget(s, decoded, (p) => listed(repo, p), (p) => repo.lower.get(p.toLowerCase())?.[0]);
  for (let other of repo.sites) {
    if (other === site || other.config !== site.config) continue;
    let p = route2(other);
    if (p !== void 0 && listed(repo, p)) return p;
  }
  let routed = route2(site);
  if (routed !== void 0 && listed(repo, routed)) return routed;
  for (let other of repo.sites) {
    if (other.config !== site.config) continue;
    let paged = repo.page_routes.byUrl.get(other.config)?.get(routeKey(unversioned(decoded, other), other));
    if (paged !== void 0) return paged;
  }
  return routed === void 0 ? fromRoot : fromRoot === void 0 || !listed(repo, fromRoot) ? routed : fromRoot;
}
function unversioned(url, site) {
  if (site.current_version === void 0) return url;
  let base = site.route_base === "/" ? "" : site.route_base, prefix = `${base}/${site.current_version}`;
  return url === prefix || url.startsWith(prefix + "/") ? base + url.slice(prefix.length) : url;
}
function fromPageUrl(docPath, decoded, repo) {
  let own = siteOf(repo.sites, docPath);
  if (!own || !own.number_prefixes && !NO_TRAILING_SLASH.has(own.generator)) return;
  let url = repo.page_routes.urlOf.get(docPath) ?? defaultUrl(docPath, repo);
  if (url === void 0) return;
  let name = posix5.basename(docPath).replace(/\.[^.]+$/, ""), folderPage = own.generator === "docusaurus" && (/^(?:index|readme)$/i.test(name) || name === posix5.basename(posix5.dirname(docPath))), target = posix5.join(folderPage ? url : posix5.dirname(url), decoded), hit = resolveAbsolute(docPath, target, repo);
  return hit !== void 0 && listed(repo, hit) ? hit : void 0;
}
var NO_TRAILING_SLASH = /* @__PURE__ */ new Set(["fumadocs", "mintlify"]);
function defaultUrl(docPath, repo) {
  let site = siteOf(repo.sites, docPath);
  if (!site || !NO_TRAILING_SLASH.has(site.generator) && (!site.number_prefixes || repo.page_routes.byUrl.size === 0)) return;
  let rel = (site.docs_root === "" ? docPath : docPath.slice(site.docs_root.length + 1)).replace(/\.(?:md|mdx)$/i, "").replace(/(?:^|\/)(?:index|README)$/i, "");
  return posix5.join(site.route_base, rel);
}
function fromSiteRoot(docPath, decoded, repo) {
  let site = siteOf(repo.sites, docPath);
  return site?.generator !== "docfx" ? inside(posix5.dirname(docPath), decoded) : inside(site.docs_root, decoded.slice(2));
}
function htmlPage(docPath, resolved, repo) {
  if (resolved === void 0 || !/\.html$/.test(resolved) || repo.files.has(resolved) || !siteOf(repo.sites, docPath)?.html_pages) return resolved;
  let source = resolved.slice(0, -5) + ".md";
  if (repo.files.has(source)) return source;
  if (!/(?:^|\/)index\.html$/.test(resolved)) return resolved;
  let folder2 = resolved.slice(0, -10);
  return [folder2 + "README.md", folder2 + "index.md"].find((f) => repo.files.has(f)) ?? resolved;
}
function readmeIndex(docPath, resolved, repo) {
  if (resolved === void 0 || !/(?:^|\/)index\.md$/.test(resolved) || repo.files.has(resolved) || !siteOf(repo.sites, docPath)?.readme_index) return resolved;
  let readme = resolved.slice(0, -8) + "README.md";
  return repo.files.has(readme) ? readme : resolved;
}
function fromDirectoryUrl(docPath, decoded, repo) {
  let site = siteOf(repo.sites, docPath);
  if (!site?.directory_urls) return;
  let page = (site.docs_root === "" ? docPath : docPath.slice(site.docs_root.length + 1)).replace(/\.[^./]+$/, ""), folder2 = /^(?:_?index|README)$/i.test(posix5.basename(page)) ? posix5.dirname(page) : page, url = posix5.join("/", site.route_base, folder2 === "." ? "" : folder2, "/", decoded), hit = resolveAbsolute(docPath, url, repo);
  return hit !== void 0 && listed(repo, hit) ? hit : void 0;
}
function rendersVerbatim(docPath, repo) {
  return siteOf(repo.sites, docPath)?.generator === "hugo";
}
function untranslated(docPath, resolved, repo) {
  if (resolved === void 0 || listed(repo, resolved)) return resolved;
  let site = siteOf(repo.sites, docPath), has = (p) => listed(repo, p) ? p : void 0, fallback = site && (localeFallback(site, resolved, has) ?? translatedResource(repo.sites, site, resolved, has));
  return fallback !== void 0 && listed(repo, fallback) ? fallback : resolved;
}
function docusaurusFileLink(docPath, decoded, repo) {
  if (!/\.mdx?$/i.test(decoded) || /^\.\.?\//.test(decoded)) return;
  let site = siteOf(repo.sites, docPath);
  if (site?.generator !== "docusaurus" || site.pages_plugin) return;
  let siteDir = posix5.dirname(site.config) === "." ? "" : posix5.dirname(site.config), aliased = decoded.startsWith("@site/"), bases = aliased ? [siteDir] : decoded.startsWith("/") ? [site.docs_root, siteDir] : [posix5.dirname(docPath), site.docs_root, siteDir], rest = aliased ? decoded.slice(6) : decoded.replace(/^\/+/, "");
  for (let b of bases) {
    let p = inside(b === "." ? "" : b, rest);
    if (p !== void 0 && repo.files.has(p) && (b !== siteDir || under2(p, site.docs_root))) return p;
  }
}
var under2 = (p, dir) => dir === "" || p.startsWith(dir + "/");
function mounted(docPath, resolved, repo) {
  if (resolved === void 0 || listed(repo, resolved)) return resolved;
  let site = siteOf(repo.sites, docPath), source = site && mountedSource(site, resolved);
  return source !== void 0 && listed(repo, source) ? source : resolved;
}
function resolveLink(docPath, target, repo, source, html = !1) {
  let t = target.trim();
  if (t === "" || SCHEME.test(t) || t.startsWith("//") || /\{\{|\{%|^\$/.test(t)) return SKIP;
  let hash = t.indexOf("#"), pathPart = hash >= 0 ? t.slice(0, hash) : t, fragment = hash >= 0 ? decodePercent(t.slice(hash + 1)) : void 0, q = pathPart.indexOf("?");
  if (q >= 0 && (pathPart = pathPart.slice(0, q)), pathPart === "") return fragment === void 0 || fragment === "" ? SKIP : { kind: "path", resolved: docPath, fragment, directory: !1 };
  let decoded = decodePercent(pathPart), fileLink = source === "image" ? void 0 : docusaurusFileLink(docPath, decoded, repo);
  if (fileLink !== void 0) return { kind: "path", resolved: fileLink, fragment: fragment === "" ? void 0 : fragment, directory: !1 };
  let resolved = decoded.startsWith("/") ? resolveAbsolute(docPath, decoded, repo) : decoded.startsWith("~/") ? fromSiteRoot(docPath, decoded, repo) : mounted(docPath, untranslated(docPath, readmeIndex(docPath, htmlPage(docPath, inside(posix5.dirname(docPath), decoded), repo), repo), repo), repo);
  return (html || rendersVerbatim(docPath, repo)) && !decoded.startsWith("/") && !decoded.startsWith("~/") && (resolved === void 0 || !listed(repo, resolved)) && (resolved = fromDirectoryUrl(docPath, decoded, repo) ?? resolved), resolved !== void 0 && !decoded.startsWith("/") && !decoded.startsWith("~/") && !/\.[A-Za-z0-9]+$/.test(decoded) && !listed(repo, resolved) && !repo.files.has(resolved + ".md") && !repo.files.has(resolved + ".mdx") && (resolved = fromPageUrl(docPath, decoded, repo) ?? resolved), resolved === void 0 || resolved === "" ? SKIP : { kind: "path", resolved, fragment: fragment === "" ? void 0 : fragment, directory: decoded.endsWith("/") && !repo.files.has(resolved) };
}
function resolveImport(docPath, target, root) {
  if (target.startsWith("~")) return SKIP;
  if (target.startsWith("/")) {
    if (!target.startsWith(root + "/")) return SKIP;
    let r2 = inside("", target.slice(root.length + 1));
    return r2 ? { kind: "path", resolved: r2, fragment: void 0, directory: !1 } : SKIP;
  }
  let r = inside(posix5.dirname(docPath), target);
  return r ? { kind: "path", resolved: r, fragment: void 0, directory: target.endsWith("/") } : SKIP;
}
var PATH_LIKE = /^(?:\.{1,2}\/)?[A-Za-z0-9_.@+-][A-Za-z0-9_.@+\-/]*$/;
function splitPosition(p) {
  let m = /^(.*?)((?::\d+){1,2}|#L\d+(?:-L?\d+)?)?$/.exec(p);
  return { path: m[1], position: m[2] ?? "" };
}
function stripPosition(p) {
  return splitPosition(p).path;
}
var PLACEHOLDER_SEGMENT = /^(?:\.{3,}.*|[A-Z]|[Xx]{2,}|N{2,}|foo|bar|baz|your[-_][\w-]+|my[-_][\w-]+)(?:\.[\w]+)?$/, RUNTIME_PATH = /^\.[^/]+\/(?:.*\/)?(?:[^/]*\.local(?:\.[^/]+)?|[^/]+\.(?:db|sqlite3?|db-wal|db-shm|log|pid|sock))$/, PACKAGE_MARKERS = ["package.json", "SKILL.md", "pyproject.toml", "go.mod", "Cargo.toml"], SUB_PROJECT_MARKERS = [...PACKAGE_MARKERS, "Makefile"];
function projectRoots(docDir, repo) {
  let out = [];
  for (let d = docDir; d !== "." && d !== ""; d = posix5.dirname(d))
    SUB_PROJECT_MARKERS.some((m) => repo.files.has(`${d}/${m}`)) && out.push(d);
  return out;
}
function resolveCodePath(docPath, content, repo) {
  let valid = codePathCandidates(docPath, content, repo);
  return valid === void 0 || valid.length === 0 ? SKIP : { kind: "path", resolved: valid.find((c) => listed(repo, c) || repo.stems.has(c)) ?? valid[0], fragment: void 0, directory: stripPosition(content.trim()).endsWith("/") };
}
function codePathCandidates(docPath, content, repo) {
  let p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes("/") || p.includes("//") || /^[a-z][a-z0-9+.-]*:/i.test(p) || p.split("/").some((seg) => PLACEHOLDER_SEGMENT.test(seg)) || RUNTIME_PATH.test(p)) return;
  let docDir = posix5.dirname(docPath), dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
  if (dots) {
    let base = inside(docDir, dots[1]), rest = dots[2];
    if (base === void 0 || !rest.includes("/")) return;
    let head = rest.split("/")[0];
    if (!listed(repo, base === "" ? head : `${base}/${head}`)) return;
    let r = inside(base, rest);
    return r ? [r] : void 0;
  }
  let first = p.split("/")[0], candidates = [];
  listed(repo, first) && candidates.push(inside("", p)), docDir !== "." && listed(repo, `${docDir}/${first}`) && candidates.push(inside(docDir, p));
  for (let pkg of projectRoots(docDir, repo)) pkg !== docDir && listed(repo, `${pkg}/${first}`) && candidates.push(inside(pkg, p));
  return candidates.filter((c) => c !== void 0 && c !== "");
}
function pathReadings(docPath, content, repo) {
  let p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes("/") || p.includes("//") || /^[a-z][a-z0-9+.-]*:/i.test(p) || p.split("/").some((seg) => PLACEHOLDER_SEGMENT.test(seg)) || RUNTIME_PATH.test(p)) return;
  let docDir = posix5.dirname(docPath), dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
  if (dots) {
    let base = inside(docDir, dots[1]), r = base === void 0 ? void 0 : inside(base, dots[2]);
    return r ? [r] : void 0;
  }
  let bases = ["", ...docDir === "." ? [] : [docDir], ...projectRoots(docDir, repo).filter((d) => d !== docDir)], out = [];
  for (let b of bases) {
    let r = inside(b, p);
    r !== void 0 && r !== "" && !out.includes(r) && out.push(r);
  }
  return out;
}
function resolveRef(docPath, ref, root, repo) {
  switch (ref.source) {
    case "import":
      return resolveImport(docPath, ref.target, root);
    case "code_path":
      return resolveCodePath(docPath, ref.target, repo);
    default:
      return resolveLink(docPath, ref.target, repo, ref.source, ref.html === !0);
  }
}
function listed(repo, p) {
  return repo.files.has(p) || repo.dirs.has(p);
}
function exists(repo, p) {
  return repo.files.has(p) || repo.dirs.has(p) || repo.ignored.has(p) || repo.on_disk.has(p) || repo.in_head.has(p);
}
function existsLoose(repo, p) {
  return exists(repo, p) || repo.stems.has(p);
}
function caseInsensitiveMatch(repo, p) {
  return repo.lower.get(p.toLowerCase())?.find((h) => h !== p);
}

// node_modules/mdurl/index.mjs
var mdurl_exports = {};
__export(mdurl_exports, {
  decode: () => decode_default,
  encode: () => encode_default,
  format: () => format,
  parse: () => parse_default
});

// node_modules/mdurl/lib/decode.mjs
var decodeCache = {};
function getDecodeCache(exclude) {
  let cache2 = decodeCache[exclude];
  if (cache2)
    return cache2;
  cache2 = decodeCache[exclude] = [];
  for (let i = 0; i < 128; i++) {
    let ch = String.fromCharCode(i);
    cache2.push(ch);
  }
  for (let i = 0; i < exclude.length; i++) {
    let ch = exclude.charCodeAt(i);
    cache2[ch] = "%" + ("0" + ch.toString(16).toUpperCase()).slice(-2);
  }
  return cache2;
}
function decode(string, exclude) {
  typeof exclude != "string" && (exclude = decode.defaultChars);
  let cache2 = getDecodeCache(exclude);
  return string.replace(/(%[a-f0-9]{2})+/gi, function(seq) {
    let result = "";
    for (let i = 0, l = seq.length; i < l; i += 3) {
      let b1 = parseInt(seq.slice(i + 1, i + 3), 16);
      if (b1 < 128) {
        result += cache2[b1];
        continue;
      }
      if ((b1 & 224) === 192 && i + 3 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16);
        if ((b2 & 192) === 128) {
          let chr = b1 << 6 & 1984 | b2 & 63;
          chr < 128 ? result += "\uFFFD\uFFFD" : result += String.fromCharCode(chr), i += 3;
          continue;
        }
      }
      if ((b1 & 240) === 224 && i + 6 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16), b3 = parseInt(seq.slice(i + 7, i + 9), 16);
        if ((b2 & 192) === 128 && (b3 & 192) === 128) {
          let chr = b1 << 12 & 61440 | b2 << 6 & 4032 | b3 & 63;
          chr < 2048 || chr >= 55296 && chr <= 57343 ? result += "\uFFFD\uFFFD\uFFFD" : result += String.fromCharCode(chr), i += 6;
          continue;
        }
      }
      if ((b1 & 248) === 240 && i + 9 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16), b3 = parseInt(seq.slice(i + 7, i + 9), 16), b4 = parseInt(seq.slice(i + 10, i + 12), 16);
        if ((b2 & 192) === 128 && (b3 & 192) === 128 && (b4 & 192) === 128) {
          let chr = b1 << 18 & 1835008 | b2 << 12 & 258048 | b3 << 6 & 4032 | b4 & 63;
          chr < 65536 || chr > 1114111 ? result += "\uFFFD\uFFFD\uFFFD\uFFFD" : (chr -= 65536, result += String.fromCharCode(55296 + (chr >> 10), 56320 + (chr & 1023))), i += 9;
          continue;
        }
      }
      result += "\uFFFD";
    }
    return result;
  });
}
decode.defaultChars = ";/?:@&=+$,#";
decode.componentChars = "";
var decode_default = decode;

// node_modules/mdurl/lib/encode.mjs
var encodeCache = {};
function getEncodeCache(exclude) {
  let cache2 = encodeCache[exclude];
  if (cache2)
    return cache2;
  cache2 = encodeCache[exclude] = [];
  for (let i = 0; i < 128; i++) {
    let ch = String.fromCharCode(i);
    /^[0-9a-z]$/i.test(ch) ? cache2.push(ch) : cache2.push("%" + ("0" + i.toString(16).toUpperCase()).slice(-2));
  }
  for (let i = 0; i < exclude.length; i++)
    cache2[exclude.charCodeAt(i)] = exclude[i];
  return cache2;
}
function encode(string, exclude, keepEscaped) {
  typeof exclude != "string" && (keepEscaped = exclude, exclude = encode.defaultChars), typeof keepEscaped > "u" && (keepEscaped = !0);
  let cache2 = getEncodeCache(exclude), result = "";
  for (let i = 0, l = string.length; i < l; i++) {
    let code2 = string.charCodeAt(i);
    if (keepEscaped && code2 === 37 && i + 2 < l && /^[0-9a-f]{2}$/i.test(string.slice(i + 1, i + 3))) {
      result += string.slice(i, i + 3), i += 2;
      continue;
    }
    if (code2 < 128) {
      result += cache2[code2];
      continue;
    }
    if (code2 >= 55296 && code2 <= 57343) {
      if (code2 >= 55296 && code2 <= 56319 && i + 1 < l) {
        let nextCode = string.charCodeAt(i + 1);
        if (nextCode >= 56320 && nextCode <= 57343) {
          result += encodeURIComponent(string[i] + string[i + 1]), i++;
          continue;
        }
      }
      result += "%EF%BF%BD";
      continue;
    }
    result += encodeURIComponent(string[i]);
  }
  return result;
}
encode.defaultChars = ";/?:@&=+$,-_.!~*'()#";
encode.componentChars = "-_.!~*'()";
var encode_default = encode;

// node_modules/mdurl/lib/format.mjs
function format(url) {
  let result = "";
  return result += url.protocol || "", result += url.slashes ? "//" : "", result += url.auth ? url.auth + "@" : "", url.hostname && url.hostname.indexOf(":") !== -1 ? result += "[" + url.hostname + "]" : result += url.hostname || "", result += url.port ? ":" + url.port : "", result += url.pathname || "", result += url.search || "", result += url.hash || "", result;
}

// node_modules/mdurl/lib/parse.mjs
function Url() {
  this.protocol = null, this.slashes = null, this.auth = null, this.port = null, this.hostname = null, this.hash = null, this.search = null, this.pathname = null;
}
var protocolPattern = /^([a-z0-9.+-]+:)/i, portPattern = /:[0-9]*$/, simplePathPattern = /^(\/\/?(?!\/)[^\?\s]*)(\?[^\s]*)?$/, delims = ["<", ">", '"', "`", " ", "\r", `
`, "	"], unwise = ["{", "}", "|", "\\", "^", "`"].concat(delims), autoEscape = ["'"].concat(unwise), nonHostChars = ["%", "/", "?", ";", "#"].concat(autoEscape), hostEndingChars = ["/", "?", "#"], hostnameMaxLen = 255, hostnamePartPattern = /^[+a-z0-9A-Z_-]{0,63}$/, hostnamePartStart = /^([+a-z0-9A-Z_-]{0,63})(.*)$/, hostlessProtocol = {
  javascript: !0,
  "javascript:": !0
}, slashedProtocol = {
  http: !0,
  https: !0,
  ftp: !0,
  gopher: !0,
  file: !0,
  "http:": !0,
  "https:": !0,
  "ftp:": !0,
  "gopher:": !0,
  "file:": !0
};
function urlParse(url, slashesDenoteHost) {
  if (url && url instanceof Url) return url;
  let u = new Url();
  return u.parse(url, slashesDenoteHost), u;
}
Url.prototype.parse = function(url, slashesDenoteHost) {
  let lowerProto, hec, slashes, rest = url;
  if (rest = rest.trim(), !slashesDenoteHost && url.split("#").length === 1) {
    let simplePath = simplePathPattern.exec(rest);
    if (simplePath)
      return this.pathname = simplePath[1], simplePath[2] && (this.search = simplePath[2]), this;
  }
  let proto = protocolPattern.exec(rest);
  if (proto && (proto = proto[0], lowerProto = proto.toLowerCase(), this.protocol = proto, rest = rest.substr(proto.length)), (slashesDenoteHost || proto || rest.match(/^\/\/[^@\/]+@[^@\/]+/)) && (slashes = rest.substr(0, 2) === "//", slashes && !(proto && hostlessProtocol[proto]) && (rest = rest.substr(2), this.slashes = !0)), !hostlessProtocol[proto] && (slashes || proto && !slashedProtocol[proto])) {
    let hostEnd = -1;
    for (let i = 0; i < hostEndingChars.length; i++)
      hec = rest.indexOf(hostEndingChars[i]), hec !== -1 && (hostEnd === -1 || hec < hostEnd) && (hostEnd = hec);
    let auth, atSign;
    hostEnd === -1 ? atSign = rest.lastIndexOf("@") : atSign = rest.lastIndexOf("@", hostEnd), atSign !== -1 && (auth = rest.slice(0, atSign), rest = rest.slice(atSign + 1), this.auth = auth), hostEnd = -1;
    for (let i = 0; i < nonHostChars.length; i++)
      hec = rest.indexOf(nonHostChars[i]), hec !== -1 && (hostEnd === -1 || hec < hostEnd) && (hostEnd = hec);
    hostEnd === -1 && (hostEnd = rest.length), rest[hostEnd - 1] === ":" && hostEnd--;
    let host = rest.slice(0, hostEnd);
    rest = rest.slice(hostEnd), this.parseHost(host), this.hostname = this.hostname || "";
    let ipv6Hostname = this.hostname[0] === "[" && this.hostname[this.hostname.length - 1] === "]";
    if (!ipv6Hostname) {
      let hostparts = this.hostname.split(/\./);
      for (let i = 0, l = hostparts.length; i < l; i++) {
        let part = hostparts[i];
        if (part && !part.match(hostnamePartPattern)) {
          let newpart = "";
          for (let j = 0, k = part.length; j < k; j++)
            part.charCodeAt(j) > 127 ? newpart += "x" : newpart += part[j];
          if (!newpart.match(hostnamePartPattern)) {
            let validParts = hostparts.slice(0, i), notHost = hostparts.slice(i + 1), bit = part.match(hostnamePartStart);
            bit && (validParts.push(bit[1]), notHost.unshift(bit[2])), notHost.length && (rest = notHost.join(".") + rest), this.hostname = validParts.join(".");
            break;
          }
        }
      }
    }
    this.hostname.length > hostnameMaxLen && (this.hostname = ""), ipv6Hostname && (this.hostname = this.hostname.substr(1, this.hostname.length - 2));
  }
  let hash = rest.indexOf("#");
  hash !== -1 && (this.hash = rest.substr(hash), rest = rest.slice(0, hash));
  let qm = rest.indexOf("?");
  return qm !== -1 && (this.search = rest.substr(qm), rest = rest.slice(0, qm)), rest && (this.pathname = rest), slashedProtocol[lowerProto] && this.hostname && !this.pathname && (this.pathname = ""), this;
};
Url.prototype.parseHost = function(host) {
  let port = portPattern.exec(host);
  port && (port = port[0], port !== ":" && (this.port = port.substr(1)), host = host.substr(0, host.length - port.length)), host && (this.hostname = host);
};
var parse_default = urlParse;

// node_modules/uc.micro/build/index.mjs
var build_exports = {};
__export(build_exports, {
  Any: () => Any,
  Cc: () => Cc,
  Cf: () => Cf,
  P: () => P,
  S: () => S,
  Z: () => Z
});
var Any = /[\0-\uD7FF\uE000-\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, Cc = /[\0-\x1F\x7F-\x9F]/, Cf = /[\xAD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uD804[\uDCBD\uDCCD]|\uD80D[\uDC30-\uDC3F]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|\uDB40[\uDC01\uDC20-\uDC7F]/, P = /[!-#%-\*,-\/:;\?@\[-\]_\{\}\xA1\xA7\xAB\xB6\xB7\xBB\xBF\u037E\u0387\u055A-\u055F\u0589\u058A\u05BE\u05C0\u05C3\u05C6\u05F3\u05F4\u0609\u060A\u060C\u060D\u061B\u061D-\u061F\u066A-\u066D\u06D4\u0700-\u070D\u07F7-\u07F9\u0830-\u083E\u085E\u0964\u0965\u0970\u09FD\u0A76\u0AF0\u0C77\u0C84\u0DF4\u0E4F\u0E5A\u0E5B\u0F04-\u0F12\u0F14\u0F3A-\u0F3D\u0F85\u0FD0-\u0FD4\u0FD9\u0FDA\u104A-\u104F\u10FB\u1360-\u1368\u1400\u166E\u169B\u169C\u16EB-\u16ED\u1735\u1736\u17D4-\u17D6\u17D8-\u17DA\u1800-\u180A\u1944\u1945\u1A1E\u1A1F\u1AA0-\u1AA6\u1AA8-\u1AAD\u1B4E\u1B4F\u1B5A-\u1B60\u1B7D-\u1B7F\u1BFC-\u1BFF\u1C3B-\u1C3F\u1C7E\u1C7F\u1CC0-\u1CC7\u1CD3\u2010-\u2027\u2030-\u2043\u2045-\u2051\u2053-\u205E\u207D\u207E\u208D\u208E\u2308-\u230B\u2329\u232A\u2768-\u2775\u27C5\u27C6\u27E6-\u27EF\u2983-\u2998\u29D8-\u29DB\u29FC\u29FD\u2CF9-\u2CFC\u2CFE\u2CFF\u2D70\u2E00-\u2E2E\u2E30-\u2E4F\u2E52-\u2E5D\u3001-\u3003\u3008-\u3011\u3014-\u301F\u3030\u303D\u30A0\u30FB\uA4FE\uA4FF\uA60D-\uA60F\uA673\uA67E\uA6F2-\uA6F7\uA874-\uA877\uA8CE\uA8CF\uA8F8-\uA8FA\uA8FC\uA92E\uA92F\uA95F\uA9C1-\uA9CD\uA9DE\uA9DF\uAA5C-\uAA5F\uAADE\uAADF\uAAF0\uAAF1\uABEB\uFD3E\uFD3F\uFE10-\uFE19\uFE30-\uFE52\uFE54-\uFE61\uFE63\uFE68\uFE6A\uFE6B\uFF01-\uFF03\uFF05-\uFF0A\uFF0C-\uFF0F\uFF1A\uFF1B\uFF1F\uFF20\uFF3B-\uFF3D\uFF3F\uFF5B\uFF5D\uFF5F-\uFF65]|\uD800[\uDD00-\uDD02\uDF9F\uDFD0]|\uD801\uDD6F|\uD802[\uDC57\uDD1F\uDD3F\uDE50-\uDE58\uDE7F\uDEF0-\uDEF6\uDF39-\uDF3F\uDF99-\uDF9C]|\uD803[\uDD6E\uDEAD\uDED0\uDF55-\uDF59\uDF86-\uDF89]|\uD804[\uDC47-\uDC4D\uDCBB\uDCBC\uDCBE-\uDCC1\uDD40-\uDD43\uDD74\uDD75\uDDC5-\uDDC8\uDDCD\uDDDB\uDDDD-\uDDDF\uDE38-\uDE3D\uDEA9\uDFD4\uDFD5\uDFD7\uDFD8]|\uD805[\uDC4B-\uDC4F\uDC5A\uDC5B\uDC5D\uDCC6\uDDC1-\uDDD7\uDE41-\uDE43\uDE60-\uDE6C\uDEB9\uDF3C-\uDF3E]|\uD806[\uDC3B\uDD44-\uDD46\uDDE2\uDE3F-\uDE46\uDE9A-\uDE9C\uDE9E-\uDEA2\uDF00-\uDF09\uDFE1]|\uD807[\uDC41-\uDC45\uDC70\uDC71\uDEF7\uDEF8\uDF43-\uDF4F\uDFFF]|\uD809[\uDC70-\uDC74]|\uD80B[\uDFF1\uDFF2]|\uD81A[\uDE6E\uDE6F\uDEF5\uDF37-\uDF3B\uDF44]|\uD81B[\uDD6D-\uDD6F\uDE97-\uDE9A\uDFE2]|\uD82F\uDC9F|\uD836[\uDE87-\uDE8B]|\uD839\uDDFF|\uD83A[\uDD5E\uDD5F]/, S = /[\$\+<->\^`\|~\xA2-\xA6\xA8\xA9\xAC\xAE-\xB1\xB4\xB8\xD7\xF7\u02C2-\u02C5\u02D2-\u02DF\u02E5-\u02EB\u02ED\u02EF-\u02FF\u0375\u0384\u0385\u03F6\u0482\u058D-\u058F\u0606-\u0608\u060B\u060E\u060F\u06DE\u06E9\u06FD\u06FE\u07F6\u07FE\u07FF\u0888\u09F2\u09F3\u09FA\u09FB\u0AF1\u0B70\u0BF3-\u0BFA\u0C7F\u0D4F\u0D79\u0E3F\u0F01-\u0F03\u0F13\u0F15-\u0F17\u0F1A-\u0F1F\u0F34\u0F36\u0F38\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE\u0FCF\u0FD5-\u0FD8\u109E\u109F\u1390-\u1399\u166D\u17DB\u1940\u19DE-\u19FF\u1B61-\u1B6A\u1B74-\u1B7C\u1FBD\u1FBF-\u1FC1\u1FCD-\u1FCF\u1FDD-\u1FDF\u1FED-\u1FEF\u1FFD\u1FFE\u2044\u2052\u207A-\u207C\u208A-\u208C\u20A0-\u20C1\u2100\u2101\u2103-\u2106\u2108\u2109\u2114\u2116-\u2118\u211E-\u2123\u2125\u2127\u2129\u212E\u213A\u213B\u2140-\u2144\u214A-\u214D\u214F\u218A\u218B\u2190-\u2307\u230C-\u2328\u232B-\u2429\u2440-\u244A\u249C-\u24E9\u2500-\u2767\u2794-\u27C4\u27C7-\u27E5\u27F0-\u2982\u2999-\u29D7\u29DC-\u29FB\u29FE-\u2B73\u2B76-\u2BFF\u2CE5-\u2CEA\u2E50\u2E51\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3004\u3012\u3013\u3020\u3036\u3037\u303E\u303F\u309B\u309C\u3190\u3191\u3196-\u319F\u31C0-\u31E5\u31EF\u3200-\u321E\u322A-\u3247\u3250\u3260-\u327F\u328A-\u32B0\u32C0-\u33FF\u4DC0-\u4DFF\uA490-\uA4C6\uA700-\uA716\uA720\uA721\uA789\uA78A\uA828-\uA82B\uA836-\uA839\uAA77-\uAA79\uAB5B\uAB6A\uAB6B\uFB29\uFBB2-\uFBD2\uFD40-\uFD4F\uFD90\uFD91\uFDC8-\uFDCF\uFDFC-\uFDFF\uFE62\uFE64-\uFE66\uFE69\uFF04\uFF0B\uFF1C-\uFF1E\uFF3E\uFF40\uFF5C\uFF5E\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFFC\uFFFD]|\uD800[\uDD37-\uDD3F\uDD79-\uDD89\uDD8C-\uDD8E\uDD90-\uDD9C\uDDA0\uDDD0-\uDDFC]|\uD802[\uDC77\uDC78\uDEC8]|\uD803[\uDD8E\uDD8F\uDED1-\uDED8]|\uD805\uDF3F|\uD807[\uDFD5-\uDFF1]|\uD81A[\uDF3C-\uDF3F\uDF45]|\uD82F\uDC9C|\uD833[\uDC00-\uDCEF\uDCFA-\uDCFC\uDD00-\uDEB3\uDEBA-\uDED0\uDEE0-\uDEF0\uDF50-\uDFC3]|\uD834[\uDC00-\uDCF5\uDD00-\uDD26\uDD29-\uDD64\uDD6A-\uDD6C\uDD83\uDD84\uDD8C-\uDDA9\uDDAE-\uDDEA\uDE00-\uDE41\uDE45\uDF00-\uDF56]|\uD835[\uDEC1\uDEDB\uDEFB\uDF15\uDF35\uDF4F\uDF6F\uDF89\uDFA9\uDFC3]|\uD836[\uDC00-\uDDFF\uDE37-\uDE3A\uDE6D-\uDE74\uDE76-\uDE83\uDE85\uDE86]|\uD838[\uDD4F\uDEFF]|\uD83B[\uDCAC\uDCB0\uDD2E\uDEF0\uDEF1]|\uD83C[\uDC00-\uDC2B\uDC30-\uDC93\uDCA0-\uDCAE\uDCB1-\uDCBF\uDCC1-\uDCCF\uDCD1-\uDCF5\uDD0D-\uDDAD\uDDE6-\uDE02\uDE10-\uDE3B\uDE40-\uDE48\uDE50\uDE51\uDE60-\uDE65\uDF00-\uDFFF]|\uD83D[\uDC00-\uDED8\uDEDC-\uDEEC\uDEF0-\uDEFC\uDF00-\uDFD9\uDFE0-\uDFEB\uDFF0]|\uD83E[\uDC00-\uDC0B\uDC10-\uDC47\uDC50-\uDC59\uDC60-\uDC87\uDC90-\uDCAD\uDCB0-\uDCBB\uDCC0\uDCC1\uDCD0-\uDCD8\uDD00-\uDE57\uDE60-\uDE6D\uDE70-\uDE7C\uDE80-\uDE8A\uDE8E-\uDEC6\uDEC8\uDECD-\uDEDC\uDEDF-\uDEEA\uDEEF-\uDEF8\uDF00-\uDF92\uDF94-\uDFEF\uDFFA]/, Z = /[ \xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/;

// node_modules/entities/dist/decode-codepoint.js
var c1 = [
  8364,
  0,
  8218,
  402,
  8222,
  8230,
  8224,
  8225,
  710,
  8240,
  352,
  8249,
  338,
  0,
  381,
  0,
  0,
  8216,
  8217,
  8220,
  8221,
  8226,
  8211,
  8212,
  732,
  8482,
  353,
  8250,
  339,
  0,
  382,
  376
];
function isInvalidCodePoint(codePoint) {
  return codePoint === 0 || codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111;
}
function replaceCodePoint(codePoint) {
  return isInvalidCodePoint(codePoint) ? 65533 : codePoint >= 128 && codePoint <= 159 && c1[codePoint - 128] || codePoint;
}
function codePointToString(codePoint) {
  return codePoint - 1 >>> 0 < 127 || codePoint - 160 >>> 0 < 55136 ? String.fromCharCode(codePoint) : String.fromCodePoint(replaceCodePoint(codePoint));
}

// node_modules/entities/dist/internal/decode-shared.js
var BASE91_INVERSE = /* @__PURE__ */ (() => {
  let table2 = new Uint8Array(127), code2 = 0;
  for (let char = 33; char <= 126; char++)
    char !== 34 && char !== 36 && char !== 92 && (table2[char] = code2++);
  return table2;
})();
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
  let inputLength = input.length, twoCharBias = dictSize * 90, pos = 0, readSlotCode = () => {
    let c12 = BASE91_INVERSE[input.charCodeAt(pos++)];
    return c12 < dictSize ? c12 : c12 * 91 - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
  }, dict2AtomCount = atomCount - dict1AtomCount, slotCount = atomCount + ngramCount, single = new Int32Array(slotCount);
  single.fill(-1, dict1AtomCount, dictSize), single.fill(-1, dictSize + dict2AtomCount, slotCount);
  let start = new Int32Array(slotCount), length = new Int32Array(slotCount);
  function decodeDelta(count, off) {
    let previous = 0, slot = off, end = off + count;
    for (; slot < end; ) {
      let code2 = BASE91_INVERSE[input.charCodeAt(pos++)];
      if (code2 < 89)
        previous += code2, single[slot++] = previous;
      else if (code2 === 89) {
        let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
        for (; runLength--; )
          single[slot++] = ++previous;
      } else {
        let next = BASE91_INVERSE[input.charCodeAt(pos++)];
        previous += 89 + // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
        (next < 90 ? next * 91 + BASE91_INVERSE[input.charCodeAt(pos++)] : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 + BASE91_INVERSE[input.charCodeAt(pos++)] * 91 + BASE91_INVERSE[input.charCodeAt(pos++)]), single[slot++] = previous;
      }
    }
  }
  decodeDelta(dict1AtomCount, 0), decodeDelta(dict2AtomCount, dictSize);
  let references = new Int32Array(ngramCount * 2), poolSize = 0, ngramIndex = 0;
  function readNgramReferences(count, startSlot) {
    for (let index = 0; index < count; index++) {
      let slot = startSlot + index, a = readSlotCode(), b = readSlotCode();
      references[ngramIndex * 2] = a, references[ngramIndex * 2 + 1] = b, ngramIndex += 1, start[slot] = poolSize;
      let entryLength = (single[a] < 0 ? length[a] : 1) + (single[b] < 0 ? length[b] : 1);
      length[slot] = entryLength, poolSize += entryLength;
    }
  }
  readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount), readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
  let pool = new Uint16Array(poolSize), write = 0;
  for (let index = 0; index < ngramIndex; index++)
    for (let half = 0; half < 2; half++) {
      let source = references[index * 2 + half], value = single[source];
      if (value < 0) {
        let read = start[source], readEnd = read + length[source];
        for (; read < readEnd; )
          pool[write++] = pool[read++];
      } else
        pool[write++] = value;
    }
  let out = new Uint16Array(resultLength), outIndex = 0;
  for (; pos < inputLength; ) {
    let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
    slot >= dictSize && (slot = slot * 91 - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)]);
    let value = single[slot];
    if (value < 0) {
      let read = start[slot], readEnd = read + length[slot];
      for (; read < readEnd; )
        out[outIndex++] = pool[read++];
    } else
      out[outIndex++] = value;
  }
  return out;
}

// node_modules/entities/dist/generated/decode-data-html.js
var htmlDecodeTree = /* @__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13494, 2713, 49, 25, 61);

// node_modules/entities/dist/internal/bin-trie-flags.js
var BinTrieFlags;
(function(BinTrieFlags2) {
  BinTrieFlags2[BinTrieFlags2.VALUE_LENGTH = 49152] = "VALUE_LENGTH", BinTrieFlags2[BinTrieFlags2.FLAG13 = 8192] = "FLAG13", BinTrieFlags2[BinTrieFlags2.BRANCH_LENGTH = 8064] = "BRANCH_LENGTH", BinTrieFlags2[BinTrieFlags2.JUMP_TABLE = 127] = "JUMP_TABLE", BinTrieFlags2[BinTrieFlags2.VALUE_MASK = 8191] = "VALUE_MASK";
})(BinTrieFlags || (BinTrieFlags = {}));

// node_modules/entities/dist/decode.js
var CharCodes;
(function(CharCodes2) {
  CharCodes2[CharCodes2.AMP = 38] = "AMP", CharCodes2[CharCodes2.NUM = 35] = "NUM", CharCodes2[CharCodes2.SEMI = 59] = "SEMI", CharCodes2[CharCodes2.EQUALS = 61] = "EQUALS", CharCodes2[CharCodes2.ZERO = 48] = "ZERO", CharCodes2[CharCodes2.NINE = 57] = "NINE", CharCodes2[CharCodes2.LOWER_A = 97] = "LOWER_A", CharCodes2[CharCodes2.LOWER_X = 120] = "LOWER_X";
})(CharCodes || (CharCodes = {}));
var TO_LOWER_BIT = 32, CONSUMED_SHIFT = 21, CODE_POINT_MASK = 2097151, CONSUMED_OVERFLOW = 2047, longNumericConsumed = 0;
function unpackConsumed(packed) {
  let consumed = packed >>> CONSUMED_SHIFT;
  return consumed === CONSUMED_OVERFLOW ? longNumericConsumed : consumed;
}
function isNumber(code2) {
  return code2 - CharCodes.ZERO >>> 0 <= 9;
}
function isHexadecimalCharacter(code2) {
  return (code2 | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 5;
}
function isAlpha(code2) {
  return (code2 | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 25;
}
function isEntityInAttributeInvalidEnd(code2) {
  return code2 === CharCodes.EQUALS || isAlpha(code2) || isNumber(code2);
}
var EntityDecoderState;
(function(EntityDecoderState2) {
  EntityDecoderState2[EntityDecoderState2.EntityStart = 0] = "EntityStart", EntityDecoderState2[EntityDecoderState2.NumericStart = 1] = "NumericStart", EntityDecoderState2[EntityDecoderState2.NumericDecimal = 2] = "NumericDecimal", EntityDecoderState2[EntityDecoderState2.NumericHex = 3] = "NumericHex", EntityDecoderState2[EntityDecoderState2.NamedEntity = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
var DecodingMode;
(function(DecodingMode2) {
  DecodingMode2[DecodingMode2.Legacy = 0] = "Legacy", DecodingMode2[DecodingMode2.Strict = 1] = "Strict", DecodingMode2[DecodingMode2.Attribute = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
function determineBranch(decodeTree, current, nodeIndex, char) {
  let branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7, jumpOffset = current & BinTrieFlags.JUMP_TABLE;
  if (jumpOffset) {
    if (branchCount === 0)
      return char === jumpOffset ? nodeIndex : -1;
    let slot = char - jumpOffset;
    if (slot >>> 0 >= branchCount)
      return -1;
    let stored = decodeTree[nodeIndex + slot];
    return stored === 0 ? -1 : nodeIndex + branchCount + stored - 1 & 65535;
  }
  if (branchCount === 0)
    return -1;
  let packedKeySlots = branchCount + 1 >> 1, branchEnd = nodeIndex + packedKeySlots + branchCount;
  for (let index = 0; index < branchCount; index++) {
    let key = decodeTree[nodeIndex + (index >> 1)] >> ((index & 1) << 3) & 255;
    if (key === char) {
      let pointerIndex = nodeIndex + packedKeySlots + index;
      return branchEnd + decodeTree[pointerIndex] & 65535;
    }
    if (key > char)
      return -1;
  }
  return -1;
}
function readTrieValue(decodeTree, nodeIndex, valueLength) {
  return valueLength === 1 ? String.fromCharCode(decodeTree[nodeIndex] & BinTrieFlags.VALUE_MASK) : valueLength === 2 ? String.fromCharCode(decodeTree[nodeIndex + 1]) : String.fromCharCode(decodeTree[nodeIndex + 1], decodeTree[nodeIndex + 2]);
}
function parseNumericEntity(input, numberStart, inputLength) {
  let offset = numberStart + 1, cp = 0, digitStart = offset;
  if (offset < inputLength && (input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X)
    for (offset += 1, digitStart = offset; offset < inputLength; ) {
      let char = input.charCodeAt(offset);
      if (isNumber(char))
        cp = cp * 16 + (char - CharCodes.ZERO);
      else if (isHexadecimalCharacter(char))
        cp = cp * 16 + ((char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10);
      else
        break;
      offset += 1;
    }
  else
    for (; offset < inputLength; ) {
      let digit = input.charCodeAt(offset) - CharCodes.ZERO;
      if (digit >>> 0 > 9)
        break;
      cp = cp * 10 + digit, offset += 1;
    }
  if (offset === digitStart)
    return 0;
  offset < inputLength && input.charCodeAt(offset) === CharCodes.SEMI && (offset += 1), cp > 1114111 && (cp = 1114112);
  let consumed = offset - numberStart;
  return consumed >= CONSUMED_OVERFLOW && (longNumericConsumed = consumed, consumed = CONSUMED_OVERFLOW), consumed << CONSUMED_SHIFT | cp;
}
function decodeWithTrie(input, isStrict, isAttribute) {
  let decodeTree = htmlDecodeTree, offset = input.indexOf("&");
  if (offset < 0)
    return input;
  let inputLength = input.length, chunkStart = 0, result = "", root = decodeTree[0], rootJumpOffset = root & BinTrieFlags.JUMP_TABLE, rootBranchCount = (root & BinTrieFlags.BRANCH_LENGTH) >> 7;
  do {
    let entityStart = offset + 1, firstChar = input.charCodeAt(entityStart), consumed, value;
    if (firstChar === CharCodes.NUM) {
      let packed = parseNumericEntity(input, entityStart, inputLength);
      consumed = unpackConsumed(packed), isStrict && consumed > 0 && input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI && (consumed = 0), value = consumed === 0 ? "" : codePointToString(packed & CODE_POINT_MASK);
    } else if (isAlpha(firstChar)) {
      consumed = 0, value = "";
      let rootSlotIndex = firstChar - rootJumpOffset, nodeIndex;
      if (rootSlotIndex >>> 0 < rootBranchCount) {
        let stored = decodeTree[1 + rootSlotIndex];
        nodeIndex = stored === 0 ? -1 : rootBranchCount + stored & 65535;
      } else
        nodeIndex = -1;
      let bestNodeIndex = 0, bestValueLength = 0, current = nodeIndex < 0 ? 0 : decodeTree[nodeIndex], index = entityStart + 1;
      trie: for (; index < inputLength; ) {
        for (
          ;
          // Value-less, non-run node with a nonzero jump offset.
          (current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === 0 && (current & BinTrieFlags.JUMP_TABLE) !== 0;
        ) {
          let jumpOffset = current & BinTrieFlags.JUMP_TABLE, branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
          if (branchCount === 0) {
            if (input.charCodeAt(index) !== jumpOffset)
              break trie;
            nodeIndex += 1;
          } else {
            let slot = input.charCodeAt(index) - jumpOffset;
            if (slot >>> 0 >= branchCount)
              break trie;
            let stored = decodeTree[nodeIndex + 1 + slot];
            if (stored === 0)
              break trie;
            nodeIndex = nodeIndex + branchCount + stored & 65535;
          }
          if (current = decodeTree[nodeIndex], index += 1, index >= inputLength)
            break trie;
        }
        if ((current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === BinTrieFlags.FLAG13) {
          let runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
          if (input.charCodeAt(index) !== (current & BinTrieFlags.JUMP_TABLE))
            break;
          index += 1;
          let remaining = runLength - 1, wordIndex = nodeIndex + 1, charIndexInPacked = 0;
          for (; charIndexInPacked + 1 < remaining; charIndexInPacked += 2) {
            let packed = decodeTree[wordIndex];
            if (input.charCodeAt(index) !== (packed & 255) || (index += 1, input.charCodeAt(index) !== (packed >> 8 & 255)))
              break trie;
            index += 1, wordIndex += 1;
          }
          if (charIndexInPacked < remaining) {
            if (input.charCodeAt(index) !== (decodeTree[wordIndex] & 255))
              break;
            index += 1;
          }
          nodeIndex += 1 + (runLength >> 1), current = decodeTree[nodeIndex];
          continue;
        }
        let valueLength = current >>> 14, char = input.charCodeAt(index);
        if (valueLength !== 0) {
          if (char === CharCodes.SEMI) {
            consumed = index - entityStart + 1, value = valueLength === 1 ? String.fromCharCode(current & BinTrieFlags.VALUE_MASK) : readTrieValue(decodeTree, nodeIndex, valueLength);
            break;
          }
          if (!isStrict && (current & BinTrieFlags.FLAG13) === 0 && (consumed = index - entityStart, bestNodeIndex = nodeIndex, bestValueLength = valueLength), valueLength === 1)
            break;
        }
        let next = determineBranch(decodeTree, current, nodeIndex + (valueLength || 1), char);
        if (next < 0)
          break;
        nodeIndex = next, current = decodeTree[nodeIndex], index += 1;
      }
      if (value === "") {
        let finalVL = current >>> 14;
        finalVL !== 0 && !isStrict && (current & BinTrieFlags.FLAG13) === 0 && (consumed = index - entityStart, bestNodeIndex = nodeIndex, bestValueLength = finalVL), consumed > 0 && (value = readTrieValue(decodeTree, bestNodeIndex, bestValueLength));
      }
    } else
      consumed = 0, value = "";
    consumed === 0 || isAttribute && firstChar !== CharCodes.NUM && input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI && entityStart + consumed < inputLength && isEntityInAttributeInvalidEnd(input.charCodeAt(entityStart + consumed)) ? offset = entityStart : (chunkStart < offset && (result += input.slice(chunkStart, offset)), result += value, offset = chunkStart = entityStart + consumed), input.charCodeAt(offset) !== CharCodes.AMP && (offset = input.indexOf("&", offset));
  } while (offset >= 0);
  return result + input.slice(chunkStart);
}
function decodeHTMLStrict(htmlString) {
  return decodeWithTrie(htmlString, !0, !1);
}

// node_modules/entities/dist/index.js
var EntityLevel;
(function(EntityLevel2) {
  EntityLevel2[EntityLevel2.XML = 0] = "XML", EntityLevel2[EntityLevel2.HTML = 1] = "HTML";
})(EntityLevel || (EntityLevel = {}));
var EncodingMode;
(function(EncodingMode2) {
  EncodingMode2[EncodingMode2.UTF8 = 0] = "UTF8", EncodingMode2[EncodingMode2.ASCII = 1] = "ASCII", EncodingMode2[EncodingMode2.Extensive = 2] = "Extensive", EncodingMode2[EncodingMode2.Attribute = 3] = "Attribute", EncodingMode2[EncodingMode2.Text = 4] = "Text";
})(EncodingMode || (EncodingMode = {}));

// node_modules/linkify-it/build/index.mjs
var REBuilder = class {
  src_Any = Any.source;
  src_Cc = Cc.source;
  src_Z = Z.source;
  src_P = P.source;
  src_ZPCc = [
    this.src_Z,
    this.src_P,
    this.src_Cc
  ].join("|");
  src_ZCc = [this.src_Z, this.src_Cc].join("|");
  cache = {};
  opts = {
    maxLength: 1e4,
    urlAuth: !1,
    schema_names: []
  };
  constructor(opts = {}) {
    this.opts = {
      ...this.opts,
      ...opts
    };
  }
  set(opts = {}) {
    return this.opts = {
      ...this.opts,
      ...opts
    }, this.cache = {}, this;
  }
  escapeRE(str3) {
    return str3.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&");
  }
  nestedPairRE(open, close, depth = 4) {
    let openRE = this.escapeRE(open), closeRE = this.escapeRE(close), atom = `(?:(?!${this.src_ZCc}|${openRE}|${closeRE}).)`, pair = `${openRE}${atom}{0,1000}${closeRE}`;
    for (let level = 2; level <= depth; level++) pair = `${openRE}(?:${atom}|${pair}){0,1000}${closeRE}`;
    return pair;
  }
  get_text_separators() {
    return this.cache.text_separators ??= /[><\uff5c]/;
  }
  get_pseudo_letter() {
    return this.cache.src_pseudo_letter ??= new RegExp(`(?:(?!${this.get_text_separators().source}|${this.src_ZPCc})${this.src_Any})`);
  }
  get_ipv4_addr() {
    return this.cache.src_ip4 ??= /* @__PURE__ */ new RegExp("(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])[.]){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])");
  }
  get_ipv6_addr() {
    let h16 = "[0-9A-Fa-f]{1,4}", ls32 = `(?:(?:${h16}:${h16})|${this.get_ipv4_addr().source})`;
    return this.cache.src_ip6_addr ??= new RegExp(`(?:(?:${h16}:){6}${ls32}|::(?:${h16}:){5}${ls32}|(?:${h16})?::(?:${h16}:){4}${ls32}|(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}|(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}|(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}|(?:(?:${h16}:){0,4}${h16})?::${ls32}|(?:(?:${h16}:){0,5}${h16})?::${h16}|(?:(?:${h16}:){0,6}${h16})?::)`);
  }
  get_ipv6_url_host() {
    return this.cache.src_ip6_host ??= new RegExp(`\\[${this.get_ipv6_addr().source}\\]`);
  }
  get_ipv6_mail_host() {
    return this.cache.src_ipv6_mail_host ??= new RegExp(`\\[IPv6:${this.get_ipv6_addr().source}\\]`);
  }
  get_auth() {
    return this.cache.src_auth ??= new RegExp(`(?:(?:(?!${this.src_ZCc}|[@/\\[\\]()]).){1,50}@)?`);
  }
  get_port() {
    return this.cache.src_port ??= /* @__PURE__ */ new RegExp("(?::(?:6(?:[0-4]\\d{3}|5(?:[0-4]\\d{2}|5(?:[0-2]\\d|3[0-5])))|[1-5]?\\d{1,4}))?");
  }
  get_host_terminator() {
    return this.cache.src_host_terminator ??= new RegExp(`(?=$|${this.get_text_separators().source}|${this.src_ZPCc})(?!${this.opts["---"] ? "-(?!--)|" : "-|"}_|:\\d|\\.-|\\.(?!$|${this.src_ZPCc}))`);
  }
  get_path_terminator() {
    return this.cache.src_path_terminator ??= new RegExp(`${this.src_ZPCc}|${this.get_text_separators().source}`);
  }
  get_path() {
    return this.cache.src_path ??= new RegExp(`(?:[/?#](?:${this.nestedPairRE("[", "]")}|${this.nestedPairRE("(", ")")}|${this.nestedPairRE("{", "}")}|\\"(?:(?!${this.src_ZCc}|["]).){1,100}\\"|\\'(?:(?!${this.src_ZCc}|[']).){1,100}\\'|\\'(?=${this.get_pseudo_letter().source}|[-])|\\.{2,20}[:]?[a-zA-Z0-9%/&]|\\.(?!${this.src_ZCc}|[.]|$)|` + (this.opts["---"] ? "\\-(?!--(?:[^-]|$))(?:-{0,19})|" : "\\-{1,20}|") + `,(?!${this.src_ZCc}|$)|;(?!${this.src_ZCc}|$)|\\!{1,20}(?!${this.src_ZCc}|[!]|$)|\\?(?!${this.src_ZCc}|[?]|$)|` + this.get_path_extra().source + `[\\\\/:%@#&=_~*]|(?!${this.get_path_terminator().source}).){1,${this.opts.maxLength}}|\\/)?`);
  }
  get_mail_name() {
    return this.cache.src_mail_name ??= /* @__PURE__ */ new RegExp("[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9](?:[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9]|[.](?=[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9])){0,63}");
  }
  get_xn() {
    return this.cache.src_xn ??= /* @__PURE__ */ new RegExp("xn--[a-z0-9\\-]{1,59}");
  }
  get_tld() {
    if (this.cache.tld) return this.cache.tld;
    let tlds_src = [...new Set(this.opts.tlds || [])].sort().reverse().join("|");
    return this.cache.tld = new RegExp(`${tlds_src || "$#none#$"}|${this.get_xn().source}`), this.cache.tld;
  }
  get_domain_root() {
    return this.cache.src_domain_root ??= new RegExp("(?:" + this.get_xn().source + `|${this.get_pseudo_letter().source}{1,63})`);
  }
  get_domain() {
    return this.cache.src_domain ??= new RegExp("(?:" + this.get_xn().source + `|(?:${this.get_pseudo_letter().source})|(?:${this.get_pseudo_letter().source}(?:-|${this.get_pseudo_letter().source}){0,61}${this.get_pseudo_letter().source}))`);
  }
  get_url_host_port() {
    return this.cache.url_host_port ??= new RegExp("(?:" + this.get_ipv6_url_host().source + `|(?:(?:(?:${this.get_domain().source})\\.){0,10}${this.get_domain().source}))` + this.get_port().source + this.get_host_terminator().source);
  }
  get_fuzzy_url_host_port() {
    return this.cache.fuzzy_url_host_port ??= new RegExp("(?:" + (this.opts.fuzzyIP ? this.get_ipv4_addr().source + "|" : "") + `(?:(?:(?:${this.get_domain().source})\\.){1,10}(?:${this.get_tld().source})))` + this.get_host_terminator().source);
  }
  get_mail_host() {
    return this.cache.src_mail_host ??= new RegExp("(?:" + this.get_ipv6_mail_host().source + `|(?:(?:(?:${this.get_domain().source})\\.){0,4}${this.get_domain().source}))` + this.get_host_terminator().source);
  }
  get_fuzzy_mail_host() {
    return this.cache.src_fuzzy_mail_host ??= new RegExp("(?:" + this.get_ipv6_mail_host().source + `|(?:(?:(?:${this.get_domain().source})[.]){1,4}${this.get_domain_root().source}))` + this.get_host_terminator().source);
  }
  get_path_extra() {
    return this.cache.src_path_extra ??= /* @__PURE__ */ new RegExp("");
  }
  get_fuzzy_mail_host_search() {
    return this.cache.mail_fuzzy_host_search ??= new RegExp(`@${this.get_fuzzy_mail_host().source}`, "ig");
  }
  get_fuzzy_link_search() {
    return this.cache.link_fuzzy_search ??= new RegExp(`(^|(?![.:/\\-_@])(?:[$+<=>^\`|\uFF5C]|${this.src_ZPCc}))(?:(?![$+<=>^\`|\uFF5C])${this.get_fuzzy_url_host_port().source}${this.get_path().source})`, "ig");
  }
  get_http_validator() {
    return this.cache.http_validator ??= new RegExp("\\/\\/" + (this.opts.urlAuth ? this.get_auth().source : "") + this.get_url_host_port().source + this.get_path().source, "iy");
  }
  get_relative_proto_validator() {
    return this.cache.relative_proto_validator ??= new RegExp((this.opts.urlAuth ? this.get_auth().source : "") + `(?:localhost|${this.get_ipv6_url_host().source}|(?:(?:${this.get_domain().source})[.]){1,10}${this.get_domain_root().source})` + this.get_port().source + this.get_host_terminator().source + this.get_path().source, "iy");
  }
  get_mail_name_validator() {
    return this.cache.mail_name_validator ??= new RegExp(`(?:^|${this.get_text_separators().source}|"|\\(|${this.src_ZCc})(${this.get_mail_name().source})$`);
  }
  get_mailto_validator() {
    return this.cache.mailto_validator ??= new RegExp(`${this.get_mail_name().source}@${this.get_mail_host().source}`, "iy");
  }
  get_schema_names() {
    return this.cache.schema_names ??= new RegExp((this.opts.schema_names || []).map((name) => this.escapeRE(name)).join("|"));
  }
  get_schema_search() {
    return this.cache.schema_search ??= new RegExp(`(^|(?!_)(?:[><\uFF5C]|${this.src_ZPCc}))(${this.get_schema_names().source})`, "ig");
  }
  get_schema_at_start() {
    return this.cache.schema_at_start ??= new RegExp(`^${this.get_schema_search().source}`, "i");
  }
}, web_schema = {
  validate: (text2, pos, self) => {
    let re = self.re.get_http_validator();
    re.lastIndex = pos;
    let m = re.exec(text2);
    return m ? m[0].length : 0;
  },
  normalize: (match, self) => self.normalize(match)
}, defaultSchemas = {
  "http:": web_schema,
  "https:": web_schema,
  "ftp:": web_schema,
  "//": {
    validate: function(text2, pos, self) {
      let re = self.re.get_relative_proto_validator();
      re.lastIndex = pos;
      let m = re.exec(text2);
      return m ? pos >= 3 && text2[pos - 3] === ":" || pos >= 3 && text2[pos - 3] === "/" ? 0 : m[0].length : 0;
    },
    normalize: (match, self) => self.normalize(match)
  },
  "mailto:": {
    validate: function(text2, pos, self) {
      let re = self.re.get_mailto_validator();
      re.lastIndex = pos;
      let m = re.exec(text2);
      return m ? m[0].length : 0;
    },
    normalize: (match, self) => self.normalize(match)
  }
}, tlds_2ch = "a:cdefgilmnoqrstuwxz|b:abdefghijmnorstvwyz|c:acdfghiklmnoruvwxyz|d:ejkmoz|e:cegrstu|f:ijkmor|g:abdefghilmnpqrstuwy|h:kmnrtu|i:delmnoqrst|j:emop|k:eghimnprwyz|l:abcikrstuvy|m:acdeghklmnopqrstuvwxyz|n:acefgilopruz|o:m|p:aefghklmnrstwy|q:a|r:eosuw|s:abcdeghijklmnortuvxyz|t:cdfghjklmnortvwz|u:agksyz|v:aceginu|w:fs|y:et|z:amw", tlds_default = "biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|\u0440\u0444";
function unpackTlds() {
  let result = tlds_default.split("|");
  return tlds_2ch.split("|").forEach((item) => {
    let sep2 = item.indexOf(":"), prefix = item.slice(0, sep2);
    for (let suffix of item.slice(sep2 + 1)) result.push(prefix + suffix);
  }), result;
}
var defaultOptions = {
  fuzzyLink: !1,
  fuzzyEmail: !0,
  fuzzyIP: !1,
  "---": !1,
  tlds: unpackTlds(),
  urlAuth: !1,
  maxLength: 1e4
}, Match = class {
  /** Prefix (protocol) for matched string. Empty for fuzzy links. */
  schema;
  /** First position of matched string. */
  index;
  /** Next position after matched string. */
  lastIndex;
  /** Matched string. */
  raw;
  /** Normalized text of matched string. */
  text;
  /** Normalized URL of matched string. */
  url;
  constructor(text2, schema, index, lastIndex) {
    let raw = text2.slice(index, lastIndex);
    this.schema = schema.toLowerCase(), this.index = index, this.lastIndex = lastIndex, this.raw = raw, this.text = raw, this.url = raw;
  }
}, LinkifyIt = class {
  __opts__;
  __schemas__;
  re;
  /**
  * Creates new linkifier instance.
  *
  * By default understands:
  *
  * - `http(s)://...` , `ftp://...`, `mailto:...` & `//...` links
  * - "fuzzy" emails (foo@bar.com).
  *
  * See {@link LinkifyConstructorOptions} for available options.
  *
  * @param options Recognition options.
  *
  * @example
  * ```javascript
  * import { LinkifyIt } from 'linkify-it'
  *
  * const linkify = new LinkifyIt({ fuzzyLink: true })
  *
  * linkify
  *   .tlds(require('tlds'))       // Reload with full TLD list
  *   .tlds('onion', true)         // Add unofficial `.onion` domain
  *   .add('ftp:', null)           // Disable `ftp:` protocol
  *   .set({ fuzzyIP: true })      // Enable IPs in fuzzy links
  *
  * console.log(linkify.test('Site github.com!')) // true
  * console.log(linkify.match('Site github.com!'))
  * ```
  */
  constructor(options = {}) {
    let { rebuilder, ...linkifyOptions } = options;
    this.__opts__ = {
      ...defaultOptions,
      ...linkifyOptions
    }, this.__schemas__ = { ...defaultSchemas }, this.re = rebuilder || new REBuilder(), this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    });
  }
  /**
  * Add new rule definition.
  *
  * `schema` is a link prefix (usually, protocol name with `:` at the end,
  * `skype:` for example). `linkify-it` makes sure that prefix is not
  * preceded with alphanumeric char and symbols. Only whitespaces and
  * punctuation allowed.
  *
  * `definition` is a rule to check tail after link prefix. To disable an
  * existing rule, pass `null`.
  *
  * @param schema Rule name (fixed pattern prefix).
  * @param definition Schema definition, or `null` to disable the rule.
  *
  * See [twitter mentions example](https://github.com/markdown-it/linkify-it/blob/master/examples/twitter.mjs).
  */
  add(schema, definition = null) {
    if (!definition) delete this.__schemas__[schema];
    else {
      let def = {
        normalize: (match, self) => self.normalize(match),
        ...definition
      };
      this.__schemas__[schema] = def;
    }
    return this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Set recognition options for links without schema.
  *
  * @param options Recognition options.
  */
  set(options = {}) {
    return this.__opts__ = {
      ...this.__opts__,
      ...options
    }, this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Searches linkifiable pattern and returns `true` on success or `false` on fail.
  *
  * @param text Text to scan.
  */
  test(text2) {
    if (!text2.length) return !1;
    let m, re;
    for (re = this.re.get_schema_search(), re.lastIndex = 0; (m = re.exec(text2)) !== null; ) if (this.testSchemaAt(text2, m[2], re.lastIndex)) return !0;
    if (this.__opts__.fuzzyLink && this.__schemas__["http:"] && (re = this.re.get_fuzzy_link_search(), re.lastIndex = 0, re.exec(text2) !== null))
      return !0;
    if (this.__opts__.fuzzyEmail && this.__schemas__["mailto:"] && text2.indexOf("@") >= 0) {
      let mailHostRe = this.re.get_fuzzy_mail_host_search(), mailNameRe = this.re.get_mail_name_validator();
      for (mailHostRe.lastIndex = 0; (m = mailHostRe.exec(text2)) !== null; ) {
        let name = text2.slice(Math.max(0, m.index - 65), m.index);
        if (mailNameRe.test(name)) return !0;
      }
    }
    return !1;
  }
  /**
  * Similar to {@link LinkifyIt.test} but checks only specific protocol tail exactly
  * at given position. Returns length of found pattern (0 on fail).
  *
  * @param text Text to scan.
  * @param schema Rule (schema) name.
  * @param pos Text offset to check from.
  */
  testSchemaAt(text2, schema, pos) {
    return this.__schemas__[schema.toLowerCase()] ? this.__schemas__[schema.toLowerCase()].validate(text2.slice(0, pos + this.__opts__.maxLength), pos, this) : 0;
  }
  /**
  * Returns array of found link descriptions or `null` on fail. We strongly
  * recommend to use {@link LinkifyIt.test} first, for best speed.
  *
  * @param text Text to scan.
  */
  match(text2) {
    let result = [], schemaRe = this.re.get_schema_search(), fuzzyLinkRe, mailHostRe, mailNameRe, fuzzyLinkCandidate, fuzzyEmailCandidate, schemaPrefix, schemaDone = !1, fuzzyLinkDone = !1, fuzzyEmailDone = !1, pos = 0;
    if (!text2.length) return null;
    for (schemaRe.lastIndex = 0, this.__opts__.fuzzyLink && this.__schemas__["http:"] && (fuzzyLinkRe = this.re.get_fuzzy_link_search(), fuzzyLinkRe.lastIndex = 0), this.__opts__.fuzzyEmail && this.__schemas__["mailto:"] && (mailHostRe = this.re.get_fuzzy_mail_host_search(), mailHostRe.lastIndex = 0, mailNameRe = this.re.get_mail_name_validator()); ; ) {
      let scanFrom = Math.max(pos - 1, 0);
      if (mailHostRe && mailNameRe && !fuzzyEmailDone && (!fuzzyEmailCandidate || fuzzyEmailCandidate.index < pos))
        for (mailHostRe.lastIndex < scanFrom && (mailHostRe.lastIndex = scanFrom); ; ) {
          let m = mailHostRe.exec(text2);
          if (!m) {
            fuzzyEmailDone = !0, fuzzyEmailCandidate = void 0;
            break;
          }
          let name = mailNameRe.exec(text2.slice(Math.max(0, m.index - 65), m.index));
          if (name) {
            if (fuzzyEmailCandidate = {
              schema: "mailto:",
              index: m.index - name[1].length,
              lastIndex: m.index + m[0].length
            }, fuzzyEmailCandidate.index >= pos) break;
            mailHostRe.lastIndex < scanFrom && (mailHostRe.lastIndex = scanFrom);
          }
        }
      if (fuzzyLinkRe && !fuzzyLinkDone && (!fuzzyLinkCandidate || fuzzyLinkCandidate.index < pos))
        for (fuzzyLinkRe.lastIndex < scanFrom && (fuzzyLinkRe.lastIndex = scanFrom); ; ) {
          let m = fuzzyLinkRe.exec(text2);
          if (!m) {
            fuzzyLinkDone = !0, fuzzyLinkCandidate = void 0;
            break;
          }
          if (fuzzyLinkCandidate = {
            schema: "",
            index: m.index + m[1].length,
            lastIndex: m.index + m[0].length
          }, fuzzyLinkCandidate.index >= pos) break;
          fuzzyLinkRe.lastIndex < scanFrom && (fuzzyLinkRe.lastIndex = scanFrom);
        }
      let fuzzyCandidate = fuzzyEmailCandidate;
      (!fuzzyCandidate || fuzzyLinkCandidate && (fuzzyLinkCandidate.index < fuzzyCandidate.index || fuzzyLinkCandidate.index === fuzzyCandidate.index && fuzzyLinkCandidate.lastIndex > fuzzyCandidate.lastIndex)) && (fuzzyCandidate = fuzzyLinkCandidate);
      let schemaCandidate;
      if (!schemaDone) for (; ; ) {
        if (!schemaPrefix) {
          schemaRe.lastIndex < scanFrom && (schemaRe.lastIndex = scanFrom);
          let m = schemaRe.exec(text2);
          if (!m) {
            schemaDone = !0;
            break;
          }
          schemaPrefix = {
            schema: m[2],
            index: m.index + m[1].length,
            lastIndex: m.index + m[0].length
          };
        }
        if (schemaPrefix.index < pos) {
          schemaPrefix = void 0;
          continue;
        }
        if (fuzzyCandidate && schemaPrefix.index > fuzzyCandidate.index) break;
        let prefix = schemaPrefix;
        schemaPrefix = void 0;
        let len = this.testSchemaAt(text2, prefix.schema, prefix.lastIndex);
        if (len) {
          schemaCandidate = {
            schema: prefix.schema,
            index: prefix.index,
            lastIndex: prefix.lastIndex + len
          };
          break;
        }
      }
      let candidate = schemaCandidate;
      if ((!candidate || fuzzyEmailCandidate && (fuzzyEmailCandidate.index < candidate.index || fuzzyEmailCandidate.index === candidate.index && fuzzyEmailCandidate.lastIndex > candidate.lastIndex)) && (candidate = fuzzyEmailCandidate), (!candidate || fuzzyLinkCandidate && (fuzzyLinkCandidate.index < candidate.index || fuzzyLinkCandidate.index === candidate.index && fuzzyLinkCandidate.lastIndex > candidate.lastIndex)) && (candidate = fuzzyLinkCandidate), !candidate) break;
      candidate === fuzzyEmailCandidate ? fuzzyEmailCandidate = void 0 : candidate === fuzzyLinkCandidate && (fuzzyLinkCandidate = void 0);
      let match = new Match(text2, candidate.schema, candidate.index, candidate.lastIndex);
      match.schema ? this.__schemas__[match.schema].normalize(match, this) : this.normalize(match), result.push(match), pos = candidate.lastIndex;
    }
    return result.length ? result : null;
  }
  /**
  * Returns fully-formed (not fuzzy) link if it starts at the beginning
  * of the string, and null otherwise.
  *
  * @param text Text to scan.
  */
  matchAtStart(text2) {
    if (!text2.length) return null;
    let m = this.re.get_schema_at_start().exec(text2);
    if (!m) return null;
    let len = this.testSchemaAt(text2, m[2], m[0].length);
    if (!len) return null;
    let match = new Match(text2, m[2], m.index + m[1].length, m.index + m[0].length + len);
    return this.__schemas__[match.schema].normalize(match, this), match;
  }
  /**
  * Load (or merge) new TLDs list. Those are used for fuzzy links (without
  * prefix) to avoid false positives. By default this algorithm is used:
  *
  * - hostname with any 2-letter root zones are ok.
  * - biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|рф
  *   are ok.
  * - encoded (`xn--...`) root zones are ok.
  *
  * If list is replaced, then exact match for 2-chars root zones will be checked.
  *
  * @param list List of TLDs.
  * @param keepOld Merge with current list if `true` (`false` by default).
  */
  tlds(list2, keepOld = !1) {
    return list2 = Array.isArray(list2) ? list2 : [list2], keepOld ? this.__opts__.tlds = this.__opts__.tlds.concat(list2) : this.__opts__.tlds = list2, this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Default normalizer (if schema does not define its own).
  *
  * @param match Match to normalize.
  */
  normalize(match) {
    match.schema || (match.url = `http://${match.url}`), match.schema === "mailto:" && !/^mailto:/i.test(match.url) && (match.url = `mailto:${match.url}`);
  }
};

// node_modules/markdown-it/dist/markdown-it.mjs
var import_punycode = __toESM(require_punycode(), 1);
var __defProp = Object.defineProperty, __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all) __defProp(target, name, {
    get: all[name],
    enumerable: !0
  });
  return no_symbols || __defProp(target, Symbol.toStringTag, { value: "Module" }), target;
}, utils_exports = /* @__PURE__ */ __exportAll({
  arrayReplaceAt: () => arrayReplaceAt,
  asciiTrim: () => asciiTrim,
  callable: () => callable,
  escapeHtml: () => escapeHtml,
  escapeRE: () => escapeRE,
  fromCodePoint: () => fromCodePoint,
  isMdAsciiPunct: () => isMdAsciiPunct,
  isPunctChar: () => isPunctChar,
  isPunctCharCode: () => isPunctCharCode,
  isSpace: () => isSpace,
  isValidEntityCode: () => isValidEntityCode,
  isWhiteSpace: () => isWhiteSpace,
  lib: () => lib,
  normalizeReference: () => normalizeReference,
  unescapeAll: () => unescapeAll,
  unescapeMd: () => unescapeMd
});
function callable(cls) {
  let wrapper = function(...args) {
    return Reflect.construct(cls, args, new.target && new.target !== wrapper ? new.target : cls);
  };
  return Object.defineProperty(wrapper, "name", { value: cls.name }), Object.setPrototypeOf(wrapper, cls), wrapper.prototype = cls.prototype, wrapper;
}
function arrayReplaceAt(src, pos, newElements) {
  return [].concat(src.slice(0, pos), newElements, src.slice(pos + 1));
}
function isValidEntityCode(c) {
  return !(c >= 55296 && c <= 57343 || c >= 64976 && c <= 65007 || (c & 65535) === 65535 || (c & 65535) === 65534 || c >= 0 && c <= 8 || c === 11 || c >= 14 && c <= 31 || c >= 127 && c <= 159 || c > 1114111);
}
function fromCodePoint(c) {
  if (c > 65535) {
    c -= 65536;
    let surrogate1 = 55296 + (c >> 10), surrogate2 = 56320 + (c & 1023);
    return String.fromCharCode(surrogate1, surrogate2);
  }
  return String.fromCharCode(c);
}
var UNESCAPE_MD_RE = /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g, UNESCAPE_ALL_RE = new RegExp(`${UNESCAPE_MD_RE.source}|${/&([a-z#][a-z0-9]{1,31});/gi.source}`, "gi"), DIGITAL_ENTITY_TEST_RE = /^#((?:x[a-f0-9]{1,8}|[0-9]{1,8}))$/i;
function replaceEntityPattern(match, name) {
  if (name.charCodeAt(0) === 35 && DIGITAL_ENTITY_TEST_RE.test(name)) {
    let code2 = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return isValidEntityCode(code2) ? fromCodePoint(code2) : match;
  }
  let decoded = decodeHTMLStrict(match);
  return decoded !== match ? decoded : match;
}
function unescapeMd(str3) {
  return str3.indexOf("\\") < 0 ? str3 : str3.replace(UNESCAPE_MD_RE, "$1");
}
function unescapeAll(str3) {
  return str3.indexOf("\\") < 0 && str3.indexOf("&") < 0 ? str3 : str3.replace(UNESCAPE_ALL_RE, function(match, escaped, entity2) {
    return escaped || replaceEntityPattern(match, entity2);
  });
}
var HTML_ESCAPE_TEST_RE = /[&<>"]/, HTML_ESCAPE_REPLACE_RE = /[&<>"]/g, HTML_REPLACEMENTS = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;"
};
function replaceUnsafeChar(ch) {
  return HTML_REPLACEMENTS[ch];
}
function escapeHtml(str3) {
  return HTML_ESCAPE_TEST_RE.test(str3) ? str3.replace(HTML_ESCAPE_REPLACE_RE, replaceUnsafeChar) : str3;
}
var REGEXP_ESCAPE_RE = /[.?*+^$[\]\\(){}|-]/g;
function escapeRE(str3) {
  return str3.replace(REGEXP_ESCAPE_RE, "\\$&");
}
function isSpace(code2) {
  switch (code2) {
    case 9:
    case 32:
      return !0;
  }
  return !1;
}
function isWhiteSpace(code2) {
  if (code2 >= 8192 && code2 <= 8202) return !0;
  switch (code2) {
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
    case 32:
    case 160:
    case 5760:
    case 8239:
    case 8287:
    case 12288:
      return !0;
  }
  return !1;
}
function isPunctChar(ch) {
  return P.test(ch) || S.test(ch);
}
function isPunctCharCode(code2) {
  return isPunctChar(fromCodePoint(code2));
}
function isMdAsciiPunct(ch) {
  switch (ch) {
    case 33:
    case 34:
    case 35:
    case 36:
    case 37:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 45:
    case 46:
    case 47:
    case 58:
    case 59:
    case 60:
    case 61:
    case 62:
    case 63:
    case 64:
    case 91:
    case 92:
    case 93:
    case 94:
    case 95:
    case 96:
    case 123:
    case 124:
    case 125:
    case 126:
      return !0;
    default:
      return !1;
  }
}
function normalizeReference(str3) {
  return str3 = str3.trim().replace(/\s+/g, " "), str3.toLowerCase().toUpperCase();
}
function isAsciiTrimmable(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function asciiTrim(str3) {
  let start = 0;
  for (; start < str3.length && isAsciiTrimmable(str3.charCodeAt(start)); start++) ;
  let end = str3.length - 1;
  for (; end >= start && isAsciiTrimmable(str3.charCodeAt(end)); end--) ;
  return str3.slice(start, end + 1);
}
var lib = {
  mdurl: mdurl_exports,
  ucmicro: build_exports
};
function parseLinkLabel(state, start, disableNested) {
  let level, found, marker, prevPos, max = state.posMax, oldPos = state.pos;
  for (state.pos = start + 1, level = 1; state.pos < max; ) {
    if (marker = state.src.charCodeAt(state.pos), marker === 93 && (level--, level === 0)) {
      found = !0;
      break;
    }
    if (prevPos = state.pos, state.md.inline.skipToken(state), marker === 91) {
      if (prevPos === state.pos - 1) level++;
      else if (disableNested)
        return state.pos = oldPos, -1;
    }
  }
  let labelEnd = -1;
  return found && (labelEnd = state.pos), state.pos = oldPos, labelEnd;
}
function parseLinkDestination(str3, start, max) {
  let code2, pos = start, result = {
    ok: !1,
    pos: 0,
    str: ""
  };
  if (str3.charCodeAt(pos) === 60) {
    for (pos++; pos < max; ) {
      if (code2 = str3.charCodeAt(pos), code2 === 10 || code2 === 60) return result;
      if (code2 === 62)
        return result.pos = pos + 1, result.str = unescapeAll(str3.slice(start + 1, pos)), result.ok = !0, result;
      if (code2 === 92 && pos + 1 < max) {
        pos += 2;
        continue;
      }
      pos++;
    }
    return result;
  }
  let level = 0;
  for (; pos < max && (code2 = str3.charCodeAt(pos), !(code2 === 32 || code2 < 32 || code2 === 127)); ) {
    if (code2 === 92 && pos + 1 < max) {
      if (str3.charCodeAt(pos + 1) === 32) {
        pos++;
        continue;
      }
      pos += 2;
      continue;
    }
    if (code2 === 40 && (level++, level > 32))
      return result;
    if (code2 === 41) {
      if (level === 0) break;
      level--;
    }
    pos++;
  }
  return start === pos || level !== 0 || (result.str = unescapeAll(str3.slice(start, pos)), result.pos = pos, result.ok = !0), result;
}
function parseLinkTitle(str3, start, max, prev_state) {
  let code2, pos = start, state = {
    ok: !1,
    can_continue: !1,
    pos: 0,
    str: "",
    marker: 0
  };
  if (prev_state)
    state.str = prev_state.str, state.marker = prev_state.marker;
  else {
    if (pos >= max) return state;
    let marker = str3.charCodeAt(pos);
    if (marker !== 34 && marker !== 39 && marker !== 40) return state;
    start++, pos++, marker === 40 && (marker = 41), state.marker = marker;
  }
  for (; pos < max; ) {
    if (code2 = str3.charCodeAt(pos), code2 === state.marker)
      return state.pos = pos + 1, state.str += unescapeAll(str3.slice(start, pos)), state.ok = !0, state;
    if (code2 === 40 && state.marker === 41) return state;
    code2 === 92 && pos + 1 < max && pos++, pos++;
  }
  return state.can_continue = !0, state.str += unescapeAll(str3.slice(start, pos)), state;
}
var helpers_exports = /* @__PURE__ */ __exportAll({
  parseLinkDestination: () => parseLinkDestination,
  parseLinkLabel: () => parseLinkLabel,
  parseLinkTitle: () => parseLinkTitle
});
function _typeof(o) {
  "@babel/helpers - typeof";
  return _typeof = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && typeof Symbol == "function" && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof(o);
}
function toPrimitive(t, r) {
  if (_typeof(t) != "object" || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (e !== void 0) {
    var i = e.call(t, r || "default");
    if (_typeof(i) != "object") return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return (r === "string" ? String : Number)(t);
}
function toPropertyKey(t) {
  var i = toPrimitive(t, "string");
  return _typeof(i) == "symbol" ? i : i + "";
}
function _defineProperty(e, r, t) {
  return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
    value: t,
    enumerable: !0,
    configurable: !0,
    writable: !0
  }) : e[r] = t, e;
}
var Token = class {
  constructor(type, tag, nesting) {
    _defineProperty(
      this,
      /**
      * Source map info. Format: `[ line_begin, line_end ]`
      */
      "map",
      null
    ), _defineProperty(
      this,
      /**
      * nesting level, the same as `state.level`
      */
      "level",
      0
    ), _defineProperty(
      this,
      /**
      * An array of child nodes (inline and img tokens)
      */
      "children",
      null
    ), _defineProperty(
      this,
      /**
      * In a case of self-closing tag (code, html, fence, etc.),
      * it has contents of this tag.
      */
      "content",
      ""
    ), _defineProperty(
      this,
      /**
      * '*' or '_' for emphasis, fence string for fence, etc.
      */
      "markup",
      ""
    ), _defineProperty(
      this,
      /**
      * Additional information:
      *
      * - Info string for "fence" tokens
      * - The value "auto" for autolink "link_open" and "link_close" tokens
      * - The string value of the item marker for ordered-list "list_item_open" tokens
      */
      "info",
      ""
    ), _defineProperty(
      this,
      /**
      * True for block-level tokens, false for inline tokens.
      * Used in renderer to calculate line breaks
      */
      "block",
      !1
    ), _defineProperty(
      this,
      /**
      * If it's true, ignore this element when rendering. Used for tight lists
      * to hide paragraphs.
      */
      "hidden",
      !1
    ), this.type = type, this.tag = tag, this.attrs = null, this.nesting = nesting, this.meta = null;
  }
  /**
  * Search attribute index by name.
  */
  attrIndex(name) {
    if (!this.attrs) return -1;
    let attrs = this.attrs;
    for (let i = 0, len = attrs.length; i < len; i++) if (attrs[i][0] === name) return i;
    return -1;
  }
  /**
  * Add `[ name, value ]` attribute to list. Init attrs if necessary
  */
  attrPush(attrData) {
    this.attrs ? this.attrs.push(attrData) : this.attrs = [attrData];
  }
  /**
  * Set `name` attribute to `value`. Override old value if exists.
  */
  attrSet(name, value) {
    let idx = this.attrIndex(name), attrData = [name, value];
    idx < 0 ? this.attrPush(attrData) : this.attrs[idx] = attrData;
  }
  /**
  * Get the value of attribute `name`, or null if it does not exist.
  */
  attrGet(name) {
    let idx = this.attrIndex(name), value = null;
    return idx >= 0 && (value = this.attrs[idx][1]), value;
  }
  /**
  * Join value to existing attribute via space. Or create new attribute if not
  * exists. Useful to operate with token classes.
  */
  attrJoin(name, value) {
    let idx = this.attrIndex(name);
    idx < 0 ? this.attrPush([name, value]) : this.attrs[idx][1] = `${this.attrs[idx][1]} ${value}`;
  }
}, Ruler = class {
  constructor() {
    _defineProperty(
      this,
      /** @internal */
      "__rules__",
      []
    ), _defineProperty(
      this,
      /** @internal */
      "__cache__",
      null
    );
  }
  /** @internal */
  __find__(name) {
    for (let i = 0; i < this.__rules__.length; i++) if (this.__rules__[i].name === name) return i;
    return -1;
  }
  /** @internal */
  __compile__() {
    let chains = /* @__PURE__ */ new Set();
    this.__rules__.forEach((rule) => {
      rule.enabled && rule.alt.forEach((altName) => {
        altName && chains.add(altName);
      });
    }), this.__cache__ = /* @__PURE__ */ Object.create(null), this.__cache__[""] = [], this.__rules__.forEach((rule) => {
      rule.enabled && this.__cache__[""].push(rule.fn);
    }), chains.forEach((chain) => {
      this.__cache__[chain] = [], this.__rules__.forEach((rule) => {
        rule.enabled && rule.alt.indexOf(chain) >= 0 && this.__cache__[chain].push(rule.fn);
      });
    });
  }
  /**
  * Replace rule by name with new function & options. Throws error if name not
  * found.
  *
  * @example Replace existing typographer replacement rule with new one
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.core.ruler.at('replacements', function replace(state) {
  *   //...
  * });
  * ```
  */
  at(name, fn, options = {}) {
    let index = this.__find__(name);
    if (index === -1) throw new Error(`Parser rule not found: ${name}`);
    this.__rules__[index].fn = fn, this.__rules__[index].alt = options.alt || [], this.__cache__ = null;
  }
  /**
  * Add new rule to chain before one with given name. See also
  * {@link Ruler.after}, {@link Ruler.push}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.block.ruler.before('paragraph', 'my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  before(beforeName, ruleName, fn, options = {}) {
    let index = this.__find__(beforeName);
    if (index === -1) throw new Error(`Parser rule not found: ${beforeName}`);
    this.__rules__.splice(index, 0, {
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Add new rule to chain after one with given name. See also
  * {@link Ruler.before}, {@link Ruler.push}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.inline.ruler.after('text', 'my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  after(afterName, ruleName, fn, options = {}) {
    let index = this.__find__(afterName);
    if (index === -1) throw new Error(`Parser rule not found: ${afterName}`);
    this.__rules__.splice(index + 1, 0, {
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Push new rule to the end of chain. See also
  * {@link Ruler.before}, {@link Ruler.after}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.core.ruler.push('my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  push(ruleName, fn, options = {}) {
    this.__rules__.push({
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Enable rules with given names. If any rule name not found - throw Error.
  * Errors can be disabled by second param.
  *
  * See also {@link Ruler.disable}, {@link Ruler.enableOnly}.
  *
  * Returns list of found rule names (if no exception happened).
  */
  enable(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]);
    let result = [];
    return list2.forEach((name) => {
      let idx = this.__find__(name);
      if (idx < 0) {
        if (ignoreInvalid) return;
        throw new Error(`Rules manager: invalid rule name ${name}`);
      }
      this.__rules__[idx].enabled = !0, result.push(name);
    }), this.__cache__ = null, result;
  }
  /**
  * Enable rules with given names, and disable everything else. If any rule name
  * not found - throw Error. Errors can be disabled by second param.
  *
  * See also {@link Ruler.disable}, {@link Ruler.enable}.
  */
  enableOnly(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]), this.__rules__.forEach((rule) => {
      rule.enabled = !1;
    }), this.enable(list2, ignoreInvalid);
  }
  /**
  * Disable rules with given names. If any rule name not found - throw Error.
  * Errors can be disabled by second param.
  *
  * See also {@link Ruler.enable}, {@link Ruler.enableOnly}.
  *
  * Returns list of found rule names (if no exception happened).
  */
  disable(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]);
    let result = [];
    return list2.forEach((name) => {
      let idx = this.__find__(name);
      if (idx < 0) {
        if (ignoreInvalid) return;
        throw new Error(`Rules manager: invalid rule name ${name}`);
      }
      this.__rules__[idx].enabled = !1, result.push(name);
    }), this.__cache__ = null, result;
  }
  /**
  * Return array of active functions (rules) for given chain name. It analyzes
  * rules configuration, compiles caches if not exists and returns result.
  *
  * Default chain name is `''` (empty string). It can't be skipped. That's
  * done intentionally, to keep signature monomorphic for high speed.
  */
  getRules(chainName) {
    return this.__cache__ || this.__compile__(), this.__cache__[chainName] || [];
  }
}, default_rules = {};
default_rules.code_inline = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return `<code${slf.renderAttrs(token)}>${escapeHtml(token.content)}</code>`;
};
default_rules.code_block = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return `<pre${slf.renderAttrs(token)}><code>${escapeHtml(tokens[idx].content)}</code></pre>
`;
};
default_rules.fence = function(tokens, idx, options, env, slf) {
  let token = tokens[idx], info = token.info ? unescapeAll(token.info).trim() : "", langName = "", langAttrs = "";
  if (info) {
    let arr = info.split(/(\s+)/g);
    langName = arr[0], langAttrs = arr.slice(2).join("");
  }
  let highlighted;
  if (options.highlight ? highlighted = options.highlight(token.content, langName, langAttrs) || escapeHtml(token.content) : highlighted = escapeHtml(token.content), highlighted.indexOf("<pre") === 0) return highlighted + `
`;
  if (info) {
    let i = token.attrIndex("class"), tmpAttrs = token.attrs ? token.attrs.slice() : [];
    i < 0 ? tmpAttrs.push(["class", `${options.langPrefix}${langName}`]) : (tmpAttrs[i] = [tmpAttrs[i][0], tmpAttrs[i][1]], tmpAttrs[i][1] += ` ${options.langPrefix}${langName}`);
    let tmpToken = { attrs: tmpAttrs };
    return `<pre><code${slf.renderAttrs(tmpToken)}>${highlighted}</code></pre>
`;
  }
  return `<pre><code${slf.renderAttrs(token)}>${highlighted}</code></pre>
`;
};
default_rules.image = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return token.attrs[token.attrIndex("alt")][1] = slf.renderInlineAsText(token.children, options, env), slf.renderToken(tokens, idx, options);
};
default_rules.hardbreak = function(tokens, idx, options) {
  return options.xhtmlOut ? `<br />
` : `<br>
`;
};
default_rules.softbreak = function(tokens, idx, options) {
  return options.breaks ? options.xhtmlOut ? `<br />
` : `<br>
` : `
`;
};
default_rules.text = function(tokens, idx) {
  return escapeHtml(tokens[idx].content);
};
default_rules.html_block = function(tokens, idx) {
  return tokens[idx].content;
};
default_rules.html_inline = function(tokens, idx) {
  return tokens[idx].content;
};
var Renderer = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * Contains render rules for tokens. Can be updated and extended.
      *
      * See [source code](https://github.com/markdown-it/markdown-it/blob/master/src/renderer.ts)
      * for more details and examples.
      *
      * @example Custom render rules
      * ```javascript
      * import MarkdownIt from 'markdown-it'
      * const md = new MarkdownIt()
      *
      * md.renderer.rules.strong_open  = function () { return '<b>'; };
      * md.renderer.rules.strong_close = function () { return '</b>'; };
      *
      * const result = md.renderInline(...);
      * ```
      *
      * @example Each rule is called as independent static function with fixed signature
      * ```javascript
      * function my_token_render(tokens, idx, options, env, renderer) {
      *   // ...
      *   return renderedHTML;
      * }
      * ```
      */
      "rules",
      Object.assign({}, default_rules)
    );
  }
  /**
  * Render token attributes to string.
  */
  renderAttrs(token) {
    let i, l, result;
    if (!token.attrs) return "";
    for (result = "", i = 0, l = token.attrs.length; i < l; i++) result += ` ${escapeHtml(token.attrs[i][0])}="${escapeHtml(String(token.attrs[i][1]))}"`;
    return result;
  }
  /**
  * Default token renderer. Can be overriden by custom function
  * in {@link Renderer.rules}.
  */
  renderToken(tokens, idx, options) {
    let token = tokens[idx], result = "";
    if (token.hidden) return "";
    let prev = idx - 1;
    for (; prev >= 0 && tokens[prev].hidden && tokens[prev].nesting === 0; ) prev--;
    token.block && token.nesting !== -1 && prev >= 0 && tokens[prev].hidden && tokens[prev].nesting === -1 && (result += `
`), result += (token.nesting === -1 ? "</" : "<") + token.tag, result += this.renderAttrs(token), token.nesting === 0 && options.xhtmlOut && (result += " /");
    let needLf = !1;
    if (token.block && (needLf = !0, token.nesting === 1)) {
      let next = idx + 1;
      for (; next < tokens.length && tokens[next].hidden && tokens[next].nesting === 0; ) next++;
      if (next < tokens.length) {
        let nextToken = tokens[next];
        (nextToken.type === "inline" || nextToken.hidden || nextToken.nesting === -1 && nextToken.tag === token.tag) && (needLf = !1);
      }
    }
    return result += needLf ? `>
` : ">", result;
  }
  /**
  * The same as {@link Renderer.render}, but for single token of `inline` type.
  */
  renderInline(tokens, options, env) {
    let result = "", rules = this.rules;
    for (let i = 0, len = tokens.length; i < len; i++) {
      let type = tokens[i].type;
      typeof rules[type] < "u" ? result += rules[type](tokens, i, options, env, this) : result += this.renderToken(tokens, i, options);
    }
    return result;
  }
  /**
  * Special kludge for image `alt` attributes to conform CommonMark spec.
  * Don't try to use it! Spec requires to show `alt` content with stripped markup,
  * instead of simple escaping.
  */
  renderInlineAsText(tokens, options, env) {
    let result = "";
    for (let i = 0, len = tokens.length; i < len; i++) switch (tokens[i].type) {
      case "text":
      case "code_inline":
        result += tokens[i].content;
        break;
      case "image":
        result += this.renderInlineAsText(tokens[i].children, options, env);
        break;
      case "html_inline":
      case "html_block":
        result += tokens[i].content;
        break;
      case "softbreak":
      case "hardbreak":
        result += `
`;
    }
    return result;
  }
  /**
  * Takes token stream and generates HTML. Probably, you will never need to call
  * this method directly.
  */
  render(tokens, options, env) {
    let result = "", rules = this.rules;
    for (let i = 0, len = tokens.length; i < len; i++) {
      let type = tokens[i].type;
      type === "inline" ? result += this.renderInline(tokens[i].children, options, env) : typeof rules[type] < "u" ? result += rules[type](tokens, i, options, env, this) : result += this.renderToken(tokens, i, options);
    }
    return result;
  }
}, StateCore = class {
  constructor(src, md2, env) {
    _defineProperty(this, "tokens", []), _defineProperty(this, "inlineMode", !1), _defineProperty(this, "Token", Token), this.src = src, this.env = env, this.md = md2;
  }
}, UNNORMALIZED_NEWLINE_RE = /\r\n?/g, NULL_RE = /\0/g;
function normalize(state) {
  let str3;
  str3 = state.src.replace(UNNORMALIZED_NEWLINE_RE, `
`), str3 = str3.replace(NULL_RE, "\uFFFD"), state.src = str3;
}
function block(state) {
  let token;
  state.inlineMode ? (token = new state.Token("inline", "", 0), token.content = state.src, token.map = [0, 1], token.children = [], state.tokens.push(token)) : state.md.block.parse(state.src, state.md, state.env, state.tokens);
}
function strip_references(state) {
  let tokens = state.tokens, last = 0;
  for (let curr = 0; curr < tokens.length; curr++)
    tokens[curr].type !== "reference_definition" && (curr !== last && (tokens[last] = tokens[curr]), last++);
  tokens.length !== last && (tokens.length = last);
}
function inline(state) {
  let tokens = state.tokens;
  for (let i = 0, l = tokens.length; i < l; i++) {
    let tok = tokens[i];
    tok.type === "inline" && state.md.inline.parse(tok.content, state.md, state.env, tok.children);
  }
}
function isLinkOpen$1(str3) {
  return /^<a[>\s]/i.test(str3);
}
function isLinkClose$1(str3) {
  return /^<\/a\s*>/i.test(str3);
}
function linkify$1(state) {
  let blockTokens = state.tokens;
  if (state.md.options.linkify)
    for (let j = 0, l = blockTokens.length; j < l; j++) {
      if (blockTokens[j].type !== "inline" || !state.md.linkify.test(blockTokens[j].content)) continue;
      let tokens = blockTokens[j].children, replacements = [], htmlLinkLevel = 0;
      for (let i = tokens.length - 1; i >= 0; i--) {
        let currentToken = tokens[i];
        if (currentToken.type === "link_close") {
          for (i--; tokens[i].level !== currentToken.level && tokens[i].type !== "link_open"; ) i--;
          continue;
        }
        if (currentToken.type === "html_inline" && (isLinkOpen$1(currentToken.content) && htmlLinkLevel > 0 && htmlLinkLevel--, isLinkClose$1(currentToken.content) && htmlLinkLevel++), !(htmlLinkLevel > 0) && currentToken.type === "text" && state.md.linkify.test(currentToken.content)) {
          let text2 = currentToken.content, links = state.md.linkify.match(text2), nodes = [], level = currentToken.level, lastPos = 0;
          links.length > 0 && links[0].index === 0 && i > 0 && tokens[i - 1].type === "text_special" && (links = links.slice(1));
          for (let ln = 0; ln < links.length; ln++) {
            let url = links[ln].url, fullUrl = state.md.normalizeLink(url);
            if (!state.md.validateLink(fullUrl)) continue;
            let urlText = links[ln].text;
            links[ln].schema ? links[ln].schema === "mailto:" && !/^mailto:/i.test(urlText) ? urlText = state.md.normalizeLinkText(`mailto:${urlText}`).replace(/^mailto:/, "") : urlText = state.md.normalizeLinkText(urlText) : urlText = state.md.normalizeLinkText(`http://${urlText}`).replace(/^http:\/\//, "");
            let pos = links[ln].index;
            if (pos > lastPos) {
              let token = new state.Token("text", "", 0);
              token.content = text2.slice(lastPos, pos), token.level = level, nodes.push(token);
            }
            let token_o = new state.Token("link_open", "a", 1);
            token_o.attrs = [["href", fullUrl]], token_o.level = level++, token_o.markup = "linkify", token_o.info = "auto", nodes.push(token_o);
            let token_t = new state.Token("text", "", 0);
            token_t.content = urlText, token_t.level = level, nodes.push(token_t);
            let token_c = new state.Token("link_close", "a", -1);
            token_c.level = --level, token_c.markup = "linkify", token_c.info = "auto", nodes.push(token_c), lastPos = links[ln].lastIndex;
          }
          if (lastPos < text2.length) {
            let token = new state.Token("text", "", 0);
            token.content = text2.slice(lastPos), token.level = level, nodes.push(token);
          }
          replacements.push({
            index: i,
            nodes
          });
        }
      }
      if (replacements.length > 0) {
        let newTokensLength = tokens.length;
        for (let replacement of replacements) newTokensLength += replacement.nodes.length - 1;
        let newTokens = new Array(newTokensLength), replacementIndex = 0, newTokenIndex = 0;
        replacements.reverse();
        for (let i = 0; i < tokens.length; i++) {
          let replacement = replacements[replacementIndex];
          if (replacement?.index === i) {
            for (let node of replacement.nodes) newTokens[newTokenIndex++] = node;
            replacementIndex++;
          } else newTokens[newTokenIndex++] = tokens[i];
        }
        blockTokens[j].children = newTokens;
      }
    }
}
var RARE_RE = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/, SCOPED_ABBR_TEST_RE = /\((c|tm|r)\)/i, SCOPED_ABBR_RE = /\((c|tm|r)\)/gi, SCOPED_ABBR = {
  c: "\xA9",
  r: "\xAE",
  tm: "\u2122"
};
function replaceFn(match, name) {
  return SCOPED_ABBR[name.toLowerCase()];
}
function replace_scoped(inlineTokens) {
  let inside_autolink = 0;
  for (let i = inlineTokens.length - 1; i >= 0; i--) {
    let token = inlineTokens[i];
    token.type === "text" && !inside_autolink && (token.content = token.content.replace(SCOPED_ABBR_RE, replaceFn)), token.type === "link_open" && token.info === "auto" && inside_autolink--, token.type === "link_close" && token.info === "auto" && inside_autolink++;
  }
}
function replace_rare(inlineTokens) {
  let inside_autolink = 0;
  for (let i = inlineTokens.length - 1; i >= 0; i--) {
    let token = inlineTokens[i];
    token.type === "text" && !inside_autolink && RARE_RE.test(token.content) && (token.content = token.content.replace(/\+-/g, "\xB1").replace(/\.{2,}/g, "\u2026").replace(/([?!])…/g, "$1..").replace(/([?!]){4,}/g, "$1$1$1").replace(/,{2,}/g, ",").replace(/(^|[^-])---(?=[^-]|$)/gm, "$1\u2014").replace(/(^|\s)--(?=\s|$)/gm, "$1\u2013").replace(/(^|[^-\s])--(?=[^-\s]|$)/gm, "$1\u2013")), token.type === "link_open" && token.info === "auto" && inside_autolink--, token.type === "link_close" && token.info === "auto" && inside_autolink++;
  }
}
function replace(state) {
  let blkIdx;
  if (state.md.options.typographer)
    for (blkIdx = state.tokens.length - 1; blkIdx >= 0; blkIdx--)
      state.tokens[blkIdx].type === "inline" && (SCOPED_ABBR_TEST_RE.test(state.tokens[blkIdx].content) && replace_scoped(state.tokens[blkIdx].children), RARE_RE.test(state.tokens[blkIdx].content) && replace_rare(state.tokens[blkIdx].children));
}
var QUOTE_TEST_RE = /['"]/, QUOTE_RE = /['"]/g, APOSTROPHE = "\u2019", MAX_OPENERS = 1e3;
function truncateStack(stack, heads, length) {
  for (; stack.length > length; ) {
    let item = stack.pop();
    item.isSingleQuote ? heads.single = item.prevSameQuoteIdx : heads.double = item.prevSameQuoteIdx;
  }
}
function addReplacement(replacements, tokenIdx, pos, ch) {
  replacements[tokenIdx] || (replacements[tokenIdx] = []), replacements[tokenIdx].push({
    pos,
    ch
  });
}
function applyReplacements(str3, replacements) {
  let result = "", lastPos = 0;
  replacements.sort((a, b) => a.pos - b.pos);
  for (let i = 0; i < replacements.length; i++) {
    let replacement = replacements[i];
    result += str3.slice(lastPos, replacement.pos) + replacement.ch, lastPos = replacement.pos + 1;
  }
  return result + str3.slice(lastPos);
}
function process_inlines(tokens, state) {
  let j, stack = [], heads = {
    single: -1,
    double: -1
  }, replacements = {};
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i], thisLevel = tokens[i].level;
    for (j = stack.length - 1; j >= 0 && !(stack[j].level <= thisLevel); j--) ;
    if (truncateStack(stack, heads, j + 1), token.type !== "text") continue;
    let text2 = token.content, pos = 0, max = text2.length;
    OUTER: for (; pos < max; ) {
      QUOTE_RE.lastIndex = pos;
      let t = QUOTE_RE.exec(text2);
      if (!t) break;
      let canOpen = !0, canClose = !0;
      pos = t.index + 1;
      let isSingle = t[0] === "'", lastChar = 32;
      if (t.index - 1 >= 0) lastChar = text2.charCodeAt(t.index - 1);
      else for (j = i - 1; j >= 0 && !(tokens[j].type === "softbreak" || tokens[j].type === "hardbreak"); j--)
        if (tokens[j].content) {
          lastChar = tokens[j].content.charCodeAt(tokens[j].content.length - 1);
          break;
        }
      let nextChar = 32;
      if (pos < max) nextChar = text2.charCodeAt(pos);
      else for (j = i + 1; j < tokens.length && !(tokens[j].type === "softbreak" || tokens[j].type === "hardbreak"); j++)
        if (tokens[j].content) {
          nextChar = tokens[j].content.charCodeAt(0);
          break;
        }
      let isLastPunctChar = isMdAsciiPunct(lastChar) || isPunctCharCode(lastChar), isNextPunctChar = isMdAsciiPunct(nextChar) || isPunctCharCode(nextChar), isLastWhiteSpace = isWhiteSpace(lastChar), isNextWhiteSpace = isWhiteSpace(nextChar);
      if (isNextWhiteSpace ? canOpen = !1 : isNextPunctChar && (isLastWhiteSpace || isLastPunctChar || (canOpen = !1)), isLastWhiteSpace ? canClose = !1 : isLastPunctChar && (isNextWhiteSpace || isNextPunctChar || (canClose = !1)), nextChar === 34 && t[0] === '"' && lastChar >= 48 && lastChar <= 57 && (canClose = canOpen = !1), canOpen && canClose && (canOpen = isLastPunctChar, canClose = isNextPunctChar), !canOpen && !canClose) {
        isSingle && addReplacement(replacements, i, t.index, APOSTROPHE);
        continue;
      }
      if (canClose && (j = isSingle ? heads.single : heads.double, j >= 0 && stack[j].level === thisLevel)) {
        let item = stack[j], openQuote, closeQuote;
        isSingle ? (openQuote = state.md.options.quotes[2], closeQuote = state.md.options.quotes[3]) : (openQuote = state.md.options.quotes[0], closeQuote = state.md.options.quotes[1]), addReplacement(replacements, i, t.index, closeQuote), addReplacement(replacements, item.tokenIdx, item.contentPos, openQuote), truncateStack(stack, heads, j);
        continue OUTER;
      }
      if (canOpen) {
        if (stack.length >= MAX_OPENERS) return;
        stack.push({
          tokenIdx: i,
          contentPos: t.index,
          isSingleQuote: isSingle,
          level: thisLevel,
          prevSameQuoteIdx: isSingle ? heads.single : heads.double
        }), isSingle ? heads.single = stack.length - 1 : heads.double = stack.length - 1;
      } else canClose && isSingle && addReplacement(replacements, i, t.index, APOSTROPHE);
    }
  }
  Object.keys(replacements).forEach(function(tokenIdx) {
    let idx = Number(tokenIdx);
    tokens[idx].content = applyReplacements(tokens[idx].content, replacements[tokenIdx]);
  });
}
function smartquotes(state) {
  if (state.md.options.typographer)
    for (let blkIdx = state.tokens.length - 1; blkIdx >= 0; blkIdx--)
      state.tokens[blkIdx].type !== "inline" || !QUOTE_TEST_RE.test(state.tokens[blkIdx].content) || process_inlines(state.tokens[blkIdx].children, state);
}
function join_alt(tokens) {
  let curr, last, max = tokens.length;
  for (curr = 0; curr < max; curr++) tokens[curr].type === "text_special" && (tokens[curr].type = "text");
  for (curr = last = 0; curr < max; curr++) tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
  curr !== last && (tokens.length = last);
}
function text_join(state) {
  let curr, last, blockTokens = state.tokens, l = blockTokens.length;
  for (let j = 0; j < l; j++) {
    if (blockTokens[j].type !== "inline") continue;
    let tokens = blockTokens[j].children, max = tokens.length;
    for (curr = 0; curr < max; curr++)
      tokens[curr].type === "text_special" && (tokens[curr].type = "text"), tokens[curr].children && join_alt(tokens[curr].children);
    for (curr = last = 0; curr < max; curr++) tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
    curr !== last && (tokens.length = last);
  }
}
var _rules$2 = [
  ["normalize", normalize],
  ["block", block],
  ["strip_references", strip_references],
  ["inline", inline],
  ["linkify", linkify$1],
  ["replacements", replace],
  ["smartquotes", smartquotes],
  ["text_join", text_join]
], ParserCore = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of core rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(this, "State", StateCore);
    for (let i = 0; i < _rules$2.length; i++) this.ruler.push(_rules$2[i][0], _rules$2[i][1]);
  }
  /**
  * Executes core chain rules.
  */
  process(state) {
    let rules = this.ruler.getRules("");
    for (let i = 0, l = rules.length; i < l; i++) rules[i](state);
  }
}, StateBlock = class {
  constructor(src, md2, env, tokens) {
    _defineProperty(this, "bMarks", []), _defineProperty(this, "eMarks", []), _defineProperty(this, "tShift", []), _defineProperty(this, "sCount", []), _defineProperty(this, "bsCount", []), _defineProperty(this, "blkIndent", 0), _defineProperty(this, "line", 0), _defineProperty(this, "lineMax", 0), _defineProperty(this, "tight", !1), _defineProperty(this, "listIndent", -1), _defineProperty(this, "parentType", "root"), _defineProperty(this, "level", 0), _defineProperty(this, "Token", Token), this.src = src, this.md = md2, this.env = env, this.tokens = tokens;
    let s = this.src;
    for (let start = 0, pos = 0, indent = 0, offset = 0, len = s.length, indent_found = !1; pos < len; pos++) {
      let ch = s.charCodeAt(pos);
      if (!indent_found)
        if (isSpace(ch)) {
          indent++, ch === 9 ? offset += 4 - offset % 4 : offset++;
          continue;
        } else indent_found = !0;
      (ch === 10 || pos === len - 1) && (ch !== 10 && pos++, this.bMarks.push(start), this.eMarks.push(pos), this.tShift.push(indent), this.sCount.push(offset), this.bsCount.push(0), indent_found = !1, indent = 0, offset = 0, start = pos + 1);
    }
    this.bMarks.push(s.length), this.eMarks.push(s.length), this.tShift.push(0), this.sCount.push(0), this.bsCount.push(0), this.lineMax = this.bMarks.length - 1;
  }
  push(type, tag, nesting) {
    let token = new Token(type, tag, nesting);
    return token.block = !0, nesting < 0 && this.level--, token.level = this.level, nesting > 0 && this.level++, this.tokens.push(token), token;
  }
  isEmpty(line) {
    return this.bMarks[line] + this.tShift[line] >= this.eMarks[line];
  }
  skipEmptyLines(from) {
    for (let max = this.lineMax; from < max && !(this.bMarks[from] + this.tShift[from] < this.eMarks[from]); from++) ;
    return from;
  }
  skipSpaces(pos) {
    for (let max = this.src.length; pos < max && isSpace(this.src.charCodeAt(pos)); pos++) ;
    return pos;
  }
  skipSpacesBack(pos, min) {
    if (pos <= min) return pos;
    for (; pos > min; ) if (!isSpace(this.src.charCodeAt(--pos))) return pos + 1;
    return pos;
  }
  skipChars(pos, code2) {
    for (let max = this.src.length; pos < max && this.src.charCodeAt(pos) === code2; pos++) ;
    return pos;
  }
  skipCharsBack(pos, code2, min) {
    if (pos <= min) return pos;
    for (; pos > min; ) if (code2 !== this.src.charCodeAt(--pos)) return pos + 1;
    return pos;
  }
  getLines(begin, end, indent, keepLastLF) {
    if (begin >= end) return "";
    let queue = new Array(end - begin);
    for (let i = 0, line = begin; line < end; line++, i++) {
      let lineIndent = 0, lineStart = this.bMarks[line], first = lineStart, last;
      for (line + 1 < end || keepLastLF ? last = this.eMarks[line] + 1 : last = this.eMarks[line]; first < last && lineIndent < indent; ) {
        let ch = this.src.charCodeAt(first);
        if (isSpace(ch))
          ch === 9 ? lineIndent += 4 - (lineIndent + this.bsCount[line]) % 4 : lineIndent++;
        else if (first - lineStart < this.tShift[line]) lineIndent++;
        else break;
        first++;
      }
      lineIndent > indent ? queue[i] = new Array(lineIndent - indent + 1).join(" ") + this.src.slice(first, last) : queue[i] = this.src.slice(first, last);
    }
    return queue.join("");
  }
}, MAX_AUTOCOMPLETED_CELLS = 65536;
function getLine(state, line) {
  let pos = state.bMarks[line] + state.tShift[line], max = state.eMarks[line];
  return state.src.slice(pos, max);
}
function escapedSplit(str3) {
  let result = [], max = str3.length, pos = 0, ch = str3.charCodeAt(pos), isEscaped = !1, lastPos = 0, current = "";
  for (; pos < max; )
    ch === 124 && (isEscaped ? (current += str3.substring(lastPos, pos - 1), lastPos = pos) : (result.push(current + str3.substring(lastPos, pos)), current = "", lastPos = pos + 1)), isEscaped = ch === 92, pos++, ch = str3.charCodeAt(pos);
  return result.push(current + str3.substring(lastPos)), result;
}
function table(state, startLine, endLine, silent) {
  if (startLine + 2 > endLine) return !1;
  let nextLine = startLine + 1;
  if (state.sCount[nextLine] < state.blkIndent || state.sCount[nextLine] - state.blkIndent >= 4) return !1;
  let pos = state.bMarks[nextLine] + state.tShift[nextLine];
  if (pos >= state.eMarks[nextLine]) return !1;
  let firstCh = state.src.charCodeAt(pos++);
  if (firstCh !== 124 && firstCh !== 45 && firstCh !== 58 || pos >= state.eMarks[nextLine]) return !1;
  let secondCh = state.src.charCodeAt(pos++);
  if (secondCh !== 124 && secondCh !== 45 && secondCh !== 58 && !isSpace(secondCh) || firstCh === 45 && isSpace(secondCh)) return !1;
  for (; pos < state.eMarks[nextLine]; ) {
    let ch = state.src.charCodeAt(pos);
    if (ch !== 124 && ch !== 45 && ch !== 58 && !isSpace(ch)) return !1;
    pos++;
  }
  let lineText = getLine(state, startLine + 1), columns = lineText.split("|"), aligns = [];
  for (let i = 0; i < columns.length; i++) {
    let t = columns[i].trim();
    if (!t) {
      if (i === 0 || i === columns.length - 1) continue;
      return !1;
    }
    if (!/^:?-+:?$/.test(t)) return !1;
    t.charCodeAt(t.length - 1) === 58 ? aligns.push(t.charCodeAt(0) === 58 ? "center" : "right") : t.charCodeAt(0) === 58 ? aligns.push("left") : aligns.push("");
  }
  if (lineText = getLine(state, startLine).trim(), lineText.indexOf("|") === -1 || state.sCount[startLine] - state.blkIndent >= 4) return !1;
  columns = escapedSplit(lineText), columns.length && columns[0] === "" && columns.shift(), columns.length && columns[columns.length - 1] === "" && columns.pop();
  let columnCount = columns.length;
  if (columnCount === 0 || columnCount !== aligns.length) return !1;
  if (silent) return !0;
  let oldParentType = state.parentType;
  state.parentType = "table";
  let terminatorRules = state.md.block.ruler.getRules("blockquote"), token_to = state.push("table_open", "table", 1), tableLines = [startLine, 0];
  token_to.map = tableLines;
  let token_tho = state.push("thead_open", "thead", 1);
  token_tho.map = [startLine, startLine + 1];
  let token_htro = state.push("tr_open", "tr", 1);
  token_htro.map = [startLine, startLine + 1];
  for (let i = 0; i < columns.length; i++) {
    let token_ho = state.push("th_open", "th", 1);
    aligns[i] && (token_ho.attrs = [["style", `text-align:${aligns[i]}`]]);
    let token_il = state.push("inline", "", 0);
    token_il.content = columns[i].trim(), token_il.children = [], state.push("th_close", "th", -1);
  }
  state.push("tr_close", "tr", -1), state.push("thead_close", "thead", -1);
  let tbodyLines, autocompletedCells = 0;
  for (nextLine = startLine + 2; nextLine < endLine && !(state.sCount[nextLine] < state.blkIndent); nextLine++) {
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate || (lineText = getLine(state, nextLine).trim(), !lineText) || state.sCount[nextLine] - state.blkIndent >= 4 || (columns = escapedSplit(lineText), columns.length && columns[0] === "" && columns.shift(), columns.length && columns[columns.length - 1] === "" && columns.pop(), autocompletedCells += columnCount - columns.length, autocompletedCells > MAX_AUTOCOMPLETED_CELLS)) break;
    if (nextLine === startLine + 2) {
      let token_tbo = state.push("tbody_open", "tbody", 1);
      token_tbo.map = tbodyLines = [startLine + 2, 0];
    }
    let token_tro = state.push("tr_open", "tr", 1);
    token_tro.map = [nextLine, nextLine + 1];
    for (let i = 0; i < columnCount; i++) {
      let token_tdo = state.push("td_open", "td", 1);
      aligns[i] && (token_tdo.attrs = [["style", `text-align:${aligns[i]}`]]);
      let token_il = state.push("inline", "", 0);
      token_il.content = columns[i] ? columns[i].trim() : "", token_il.children = [], state.push("td_close", "td", -1);
    }
    state.push("tr_close", "tr", -1);
  }
  return tbodyLines && (state.push("tbody_close", "tbody", -1), tbodyLines[1] = nextLine), state.push("table_close", "table", -1), tableLines[1] = nextLine, state.parentType = oldParentType, state.line = nextLine, !0;
}
function code(state, startLine, endLine) {
  if (state.sCount[startLine] - state.blkIndent < 4) return !1;
  let nextLine = startLine + 1, last = nextLine;
  for (; nextLine < endLine; ) {
    if (state.isEmpty(nextLine)) {
      nextLine++;
      continue;
    }
    if (state.sCount[nextLine] - state.blkIndent >= 4) {
      nextLine++, last = nextLine;
      continue;
    }
    break;
  }
  state.line = last;
  let token = state.push("code_block", "code", 0);
  return token.content = state.getLines(startLine, last, 4 + state.blkIndent, !1) + `
`, token.map = [startLine, state.line], !0;
}
function fence(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || pos + 3 > max) return !1;
  let marker = state.src.charCodeAt(pos);
  if (marker !== 126 && marker !== 96) return !1;
  let mem = pos;
  pos = state.skipChars(pos, marker);
  let len = pos - mem;
  if (len < 3) return !1;
  let markup = state.src.slice(mem, pos), params = state.src.slice(pos, max);
  if (marker === 96 && params.indexOf(String.fromCharCode(marker)) >= 0)
    return !1;
  if (silent) return !0;
  let nextLine = startLine, haveEndMarker = !1;
  for (; nextLine++, !(nextLine >= endLine || (pos = mem = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], pos < max && state.sCount[nextLine] < state.blkIndent)); )
    if (state.src.charCodeAt(pos) === marker && !(state.sCount[nextLine] - state.blkIndent >= 4) && (pos = state.skipChars(pos, marker), !(pos - mem < len) && (pos = state.skipSpaces(pos), !(pos < max)))) {
      haveEndMarker = !0;
      break;
    }
  len = state.sCount[startLine], state.line = nextLine + (haveEndMarker ? 1 : 0);
  let token = state.push("fence", "code", 0);
  return token.info = params, token.content = state.getLines(startLine + 1, nextLine, len, !0), token.markup = markup, token.map = [startLine, state.line], !0;
}
function blockquote(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine], oldLineMax = state.lineMax;
  if (state.sCount[startLine] - state.blkIndent >= 4 || state.src.charCodeAt(pos) !== 62) return !1;
  if (silent) return !0;
  let oldBMarks = [], oldBSCount = [], oldSCount = [], oldTShift = [], terminatorRules = state.md.block.ruler.getRules("blockquote"), oldParentType = state.parentType;
  state.parentType = "blockquote";
  let lastLineEmpty = !1, nextLine;
  for (nextLine = startLine; nextLine < endLine; nextLine++) {
    let isOutdented = state.sCount[nextLine] < state.blkIndent;
    if (pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], pos >= max) break;
    if (state.src.charCodeAt(pos++) === 62 && !isOutdented) {
      let initial = state.sCount[nextLine] + 1, spaceAfterMarker, adjustTab;
      state.src.charCodeAt(pos) === 32 ? (pos++, initial++, adjustTab = !1, spaceAfterMarker = !0) : state.src.charCodeAt(pos) === 9 ? (spaceAfterMarker = !0, (state.bsCount[nextLine] + initial) % 4 === 3 ? (pos++, initial++, adjustTab = !1) : adjustTab = !0) : spaceAfterMarker = !1;
      let offset = initial;
      for (oldBMarks.push(state.bMarks[nextLine]), state.bMarks[nextLine] = pos; pos < max; ) {
        let ch = state.src.charCodeAt(pos);
        if (isSpace(ch))
          ch === 9 ? offset += 4 - (offset + state.bsCount[nextLine] + (adjustTab ? 1 : 0)) % 4 : offset++;
        else break;
        pos++;
      }
      lastLineEmpty = pos >= max, oldBSCount.push(state.bsCount[nextLine]), state.bsCount[nextLine] = state.sCount[nextLine] + 1 + (spaceAfterMarker ? 1 : 0), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] = offset - initial, oldTShift.push(state.tShift[nextLine]), state.tShift[nextLine] = pos - state.bMarks[nextLine];
      continue;
    }
    if (lastLineEmpty) break;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) {
      state.lineMax = nextLine, state.blkIndent !== 0 && (oldBMarks.push(state.bMarks[nextLine]), oldBSCount.push(state.bsCount[nextLine]), oldTShift.push(state.tShift[nextLine]), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] -= state.blkIndent);
      break;
    }
    oldBMarks.push(state.bMarks[nextLine]), oldBSCount.push(state.bsCount[nextLine]), oldTShift.push(state.tShift[nextLine]), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] = -1;
  }
  let oldIndent = state.blkIndent;
  state.blkIndent = 0;
  let token_o = state.push("blockquote_open", "blockquote", 1);
  token_o.markup = ">";
  let lines = [startLine, 0];
  token_o.map = lines, state.md.block.tokenize(state, startLine, nextLine);
  let token_c = state.push("blockquote_close", "blockquote", -1);
  token_c.markup = ">", state.lineMax = oldLineMax, state.parentType = oldParentType, lines[1] = state.line;
  for (let i = 0; i < oldTShift.length; i++)
    state.bMarks[i + startLine] = oldBMarks[i], state.tShift[i + startLine] = oldTShift[i], state.sCount[i + startLine] = oldSCount[i], state.bsCount[i + startLine] = oldBSCount[i];
  return state.blkIndent = oldIndent, !0;
}
function hr(state, startLine, endLine, silent) {
  let max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let pos = state.bMarks[startLine] + state.tShift[startLine], marker = state.src.charCodeAt(pos++);
  if (marker !== 42 && marker !== 45 && marker !== 95) return !1;
  let cnt = 1;
  for (; pos < max; ) {
    let ch = state.src.charCodeAt(pos++);
    if (ch !== marker && !isSpace(ch)) return !1;
    ch === marker && cnt++;
  }
  if (cnt < 3) return !1;
  if (silent) return !0;
  state.line = startLine + 1;
  let token = state.push("hr", "hr", 0);
  return token.map = [startLine, state.line], token.markup = Array(cnt + 1).join(String.fromCharCode(marker)), !0;
}
function skipBulletListMarker(state, startLine) {
  let max = state.eMarks[startLine], pos = state.bMarks[startLine] + state.tShift[startLine], marker = state.src.charCodeAt(pos++);
  return marker !== 42 && marker !== 45 && marker !== 43 || pos < max && !isSpace(state.src.charCodeAt(pos)) ? -1 : pos;
}
function skipOrderedListMarker(state, startLine) {
  let start = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine], pos = start;
  if (pos + 1 >= max) return -1;
  let ch = state.src.charCodeAt(pos++);
  if (ch < 48 || ch > 57) return -1;
  for (; ; ) {
    if (pos >= max) return -1;
    if (ch = state.src.charCodeAt(pos++), ch >= 48 && ch <= 57) {
      if (pos - start >= 10) return -1;
      continue;
    }
    if (ch === 41 || ch === 46) break;
    return -1;
  }
  return pos < max && (ch = state.src.charCodeAt(pos), !isSpace(ch)) ? -1 : pos;
}
function markTightParagraphs(state, idx) {
  let level = state.level + 2;
  for (let i = idx + 2, l = state.tokens.length - 2; i < l; i++) state.tokens[i].level === level && state.tokens[i].type === "paragraph_open" && (state.tokens[i + 2].hidden = !0, state.tokens[i].hidden = !0, i += 2);
}
function list(state, startLine, endLine, silent) {
  let max, pos, start, token, nextLine = startLine, tight = !0;
  if (state.sCount[nextLine] - state.blkIndent >= 4 || state.listIndent >= 0 && state.sCount[nextLine] - state.listIndent >= 4 && state.sCount[nextLine] < state.blkIndent) return !1;
  let isTerminatingParagraph = !1;
  silent && state.parentType === "paragraph" && state.sCount[nextLine] >= state.blkIndent && (isTerminatingParagraph = !0);
  let isOrdered, markerValue, posAfterMarker;
  if ((posAfterMarker = skipOrderedListMarker(state, nextLine)) >= 0) {
    if (isOrdered = !0, start = state.bMarks[nextLine] + state.tShift[nextLine], markerValue = Number(state.src.slice(start, posAfterMarker - 1)), isTerminatingParagraph && markerValue !== 1) return !1;
  } else if ((posAfterMarker = skipBulletListMarker(state, nextLine)) >= 0) isOrdered = !1;
  else return !1;
  if (isTerminatingParagraph && state.skipSpaces(posAfterMarker) >= state.eMarks[nextLine])
    return !1;
  if (silent) return !0;
  let markerCharCode = state.src.charCodeAt(posAfterMarker - 1), listTokIdx = state.tokens.length;
  isOrdered ? (token = state.push("ordered_list_open", "ol", 1), markerValue !== 1 && (token.attrs = [["start", markerValue]])) : token = state.push("bullet_list_open", "ul", 1);
  let listLines = [nextLine, 0];
  token.map = listLines, token.markup = String.fromCharCode(markerCharCode);
  let prevEmptyEnd = !1, terminatorRules = state.md.block.ruler.getRules("list"), oldParentType = state.parentType;
  for (state.parentType = "list"; nextLine < endLine; ) {
    pos = posAfterMarker, max = state.eMarks[nextLine];
    let initial = state.sCount[nextLine] + posAfterMarker - (state.bMarks[nextLine] + state.tShift[nextLine]), offset = initial;
    for (; pos < max; ) {
      let ch = state.src.charCodeAt(pos);
      if (ch === 9) offset += 4 - (offset + state.bsCount[nextLine]) % 4;
      else if (ch === 32) offset++;
      else break;
      pos++;
    }
    let contentStart = pos, indentAfterMarker;
    contentStart >= max ? indentAfterMarker = 1 : indentAfterMarker = offset - initial, indentAfterMarker > 4 && (indentAfterMarker = 1);
    let indent = initial + indentAfterMarker;
    token = state.push("list_item_open", "li", 1), token.markup = String.fromCharCode(markerCharCode);
    let itemLines = [nextLine, 0];
    token.map = itemLines, isOrdered && (token.info = state.src.slice(start, posAfterMarker - 1));
    let oldTight = state.tight, oldTShift = state.tShift[nextLine], oldSCount = state.sCount[nextLine], oldListIndent = state.listIndent;
    if (state.listIndent = state.blkIndent, state.blkIndent = indent, state.tight = !0, state.tShift[nextLine] = contentStart - state.bMarks[nextLine], state.sCount[nextLine] = offset, contentStart >= max && state.isEmpty(nextLine + 1) ? state.line = Math.min(state.line + 2, endLine) : state.md.block.tokenize(state, nextLine, endLine), (!state.tight || prevEmptyEnd) && (tight = !1), prevEmptyEnd = state.line - nextLine > 1 && state.isEmpty(state.line - 1), state.blkIndent = state.listIndent, state.listIndent = oldListIndent, state.tShift[nextLine] = oldTShift, state.sCount[nextLine] = oldSCount, state.tight = oldTight, token = state.push("list_item_close", "li", -1), token.markup = String.fromCharCode(markerCharCode), nextLine = state.line, itemLines[1] = nextLine, nextLine >= endLine || state.sCount[nextLine] < state.blkIndent || state.sCount[nextLine] - state.blkIndent >= 4) break;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
    if (isOrdered) {
      if (posAfterMarker = skipOrderedListMarker(state, nextLine), posAfterMarker < 0) break;
      start = state.bMarks[nextLine] + state.tShift[nextLine];
    } else if (posAfterMarker = skipBulletListMarker(state, nextLine), posAfterMarker < 0) break;
    if (markerCharCode !== state.src.charCodeAt(posAfterMarker - 1)) break;
  }
  return isOrdered ? token = state.push("ordered_list_close", "ol", -1) : token = state.push("bullet_list_close", "ul", -1), token.markup = String.fromCharCode(markerCharCode), listLines[1] = nextLine, state.line = nextLine, state.parentType = oldParentType, tight && markTightParagraphs(state, listTokIdx), !0;
}
var MAX_LABEL_LENGTH = 999;
function countCodePoints(str3) {
  let length = str3.length;
  for (let i = 0; i < str3.length - 1; i++) {
    let high = str3.charCodeAt(i);
    if (high < 55296 || high > 56319) continue;
    let low = str3.charCodeAt(i + 1);
    low >= 56320 && low <= 57343 && (length--, i++);
  }
  return length;
}
function lineEnd(state, line) {
  return Math.min(state.eMarks[line] + 1, state.src.length);
}
function getNextLinePos(state, nextLine) {
  let endLine = state.lineMax;
  if (nextLine >= endLine || state.isEmpty(nextLine)) return -1;
  let isContinuation = !1;
  if (state.sCount[nextLine] - state.blkIndent > 3 && (isContinuation = !0), state.sCount[nextLine] < 0 && (isContinuation = !0), !isContinuation) {
    let terminatorRules = state.md.block.ruler.getRules("reference"), oldParentType = state.parentType;
    state.parentType = "reference";
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (state.parentType = oldParentType, terminate) return -1;
  }
  return state.bMarks[nextLine] + state.tShift[nextLine];
}
function reference(state, startLine, _endLine, silent) {
  let src = state.src, pos = state.bMarks[startLine] + state.tShift[startLine], nextLine = startLine + 1;
  if (state.sCount[startLine] - state.blkIndent >= 4 || src.charCodeAt(pos) !== 91) return !1;
  let max = lineEnd(state, startLine), rawLabel = "", labelEnd = -1, segmentStart = ++pos;
  for (; pos < max; ) {
    if (rawLabel.length + pos - segmentStart > MAX_LABEL_LENGTH * 2) return !1;
    let ch = src.charCodeAt(pos);
    if (ch === 91) return !1;
    if (ch === 93) {
      labelEnd = pos;
      break;
    }
    if (ch === 92 && (ch = src.charCodeAt(++pos)), ch === 10 && pos < max) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) return !1;
      rawLabel += src.slice(segmentStart, max), pos = segmentStart = nextPos, max = lineEnd(state, nextLine++);
      continue;
    }
    pos++;
  }
  if (labelEnd < 0 || src.charCodeAt(labelEnd + 1) !== 58 || (rawLabel += src.slice(segmentStart, labelEnd), rawLabel.length > MAX_LABEL_LENGTH && countCodePoints(rawLabel) > MAX_LABEL_LENGTH)) return !1;
  for (pos = labelEnd + 2; pos < max; ) {
    let ch = src.charCodeAt(pos);
    if (ch === 10) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) break;
      pos = nextPos, max = lineEnd(state, nextLine++);
    } else if (isSpace(ch)) pos++;
    else break;
  }
  let destRes = state.md.helpers.parseLinkDestination(src, pos, max);
  if (!destRes.ok) return !1;
  let href = state.md.normalizeLink(destRes.str);
  if (!state.md.validateLink(href)) return !1;
  pos = destRes.pos;
  let destEndPos = pos, destEndMax = max, destEndLineNo = nextLine;
  for (; pos < max; ) {
    let ch = src.charCodeAt(pos);
    if (ch === 10) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) break;
      pos = nextPos, max = lineEnd(state, nextLine++);
    } else if (isSpace(ch)) pos++;
    else break;
  }
  let titleStart = pos, titleRes = state.md.helpers.parseLinkTitle(src, pos, max);
  for (; titleRes.can_continue; ) {
    let nextPos = getNextLinePos(state, nextLine);
    if (nextPos < 0) break;
    pos = nextPos, max = lineEnd(state, nextLine++), titleRes = state.md.helpers.parseLinkTitle(src, pos, max, titleRes);
  }
  let title;
  for (titleStart !== destEndPos && titleRes.ok ? (title = titleRes.str, pos = titleRes.pos) : (title = "", pos = destEndPos, max = destEndMax, nextLine = destEndLineNo); pos < max && isSpace(src.charCodeAt(pos)); )
    pos++;
  if (pos < max && src.charCodeAt(pos) !== 10 && title)
    for (title = "", pos = destEndPos, max = destEndMax, nextLine = destEndLineNo; pos < max && isSpace(src.charCodeAt(pos)); )
      pos++;
  if (pos < max && src.charCodeAt(pos) !== 10) return !1;
  let label = normalizeReference(rawLabel);
  if (!label) return !1;
  if (silent) return !0;
  typeof state.env.references > "u" && (state.env.references = {}), typeof state.env.references[label] > "u" && (state.env.references[label] = {
    title,
    href
  });
  let token = state.push("reference_definition", "", 0);
  token.map = [startLine, nextLine], token.hidden = !0;
  let meta = /* @__PURE__ */ Object.create(null);
  return meta.label = label, token.meta = meta, state.line = nextLine, !0;
}
var html_blocks_default = [
  "address",
  "article",
  "aside",
  "base",
  "basefont",
  "blockquote",
  "body",
  "caption",
  "center",
  "col",
  "colgroup",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "frame",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "header",
  "hr",
  "html",
  "iframe",
  "legend",
  "li",
  "link",
  "main",
  "menu",
  "menuitem",
  "nav",
  "noframes",
  "ol",
  "optgroup",
  "option",
  "p",
  "param",
  "search",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "title",
  "tr",
  "track",
  "ul"
], open_tag = `<[A-Za-z][A-Za-z0-9\\-]*(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"'=<>\`\\x00-\\x20]+|'[^']*'|"[^"]*"))?)*\\s*\\/?>`, close_tag = "<\\/[A-Za-z][A-Za-z0-9\\-]*\\s*>";
new RegExp(`^(?:${open_tag}|${close_tag}|<!---?>|<!--(?:[^-]|-[^-]|--[^>])*-->|<[?][\\s\\S]*?[?]>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`);
var HTML_OPEN_CLOSE_TAG_RE = new RegExp(`^(?:${open_tag}|${close_tag})`), HTML_SEQUENCES = [
  [
    /^<(script|pre|style|textarea)(?=(\s|>|$))/i,
    /<\/(script|pre|style|textarea)>/i,
    !0
  ],
  [
    /^<!--/,
    /-->/,
    !0
  ],
  [
    /^<\?/,
    /\?>/,
    !0
  ],
  [
    /^<![A-Za-z]/,
    />/,
    !0
  ],
  [
    /^<!\[CDATA\[/,
    /\]\]>/,
    !0
  ],
  [
    new RegExp(`^</?(${html_blocks_default.join("|")})(?=(\\s|/?>|$))`, "i"),
    /^$/,
    !0
  ],
  [
    new RegExp(`${HTML_OPEN_CLOSE_TAG_RE.source}\\s*$`),
    /^$/,
    !1
  ]
];
function html_block(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || !state.md.options.html || state.src.charCodeAt(pos) !== 60) return !1;
  let lineText = state.src.slice(pos, max), i = 0;
  for (; i < HTML_SEQUENCES.length && !HTML_SEQUENCES[i][0].test(lineText); i++) ;
  if (i === HTML_SEQUENCES.length) return !1;
  if (silent) return HTML_SEQUENCES[i][2];
  let nextLine = startLine + 1, endsOnBlankLine = HTML_SEQUENCES[i][1].test("");
  if (!HTML_SEQUENCES[i][1].test(lineText)) {
    for (; nextLine < endLine && !(state.sCount[nextLine] < state.blkIndent && (endsOnBlankLine || !state.isEmpty(nextLine))); nextLine++)
      if (pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], lineText = state.src.slice(pos, max), HTML_SEQUENCES[i][1].test(lineText)) {
        lineText.length !== 0 && nextLine++;
        break;
      }
  }
  state.line = nextLine;
  let token = state.push("html_block", "", 0);
  return token.map = [startLine, nextLine], token.content = state.getLines(startLine, nextLine, state.blkIndent, !0), !0;
}
function heading(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let ch = state.src.charCodeAt(pos);
  if (ch !== 35 || pos >= max) return !1;
  let level = 1;
  for (ch = state.src.charCodeAt(++pos); ch === 35 && pos < max && level <= 6; )
    level++, ch = state.src.charCodeAt(++pos);
  if (level > 6 || pos < max && !isSpace(ch)) return !1;
  if (silent) return !0;
  max = state.skipSpacesBack(max, pos);
  let tmp = state.skipCharsBack(max, 35, pos);
  tmp > pos && isSpace(state.src.charCodeAt(tmp - 1)) && (max = tmp), state.line = startLine + 1;
  let token_o = state.push("heading_open", `h${level}`, 1);
  token_o.markup = "########".slice(0, level), token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  token_i.content = asciiTrim(state.src.slice(pos, max)), token_i.map = [startLine, state.line], token_i.children = [];
  let token_c = state.push("heading_close", `h${level}`, -1);
  return token_c.markup = "########".slice(0, level), !0;
}
function lheading(state, startLine, endLine) {
  let terminatorRules = state.md.block.ruler.getRules("paragraph");
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let oldParentType = state.parentType;
  state.parentType = "paragraph";
  let level = 0, marker, nextLine = startLine + 1;
  for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    if (state.sCount[nextLine] - state.blkIndent > 3) continue;
    if (state.sCount[nextLine] >= state.blkIndent) {
      let pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine];
      if (pos < max && (marker = state.src.charCodeAt(pos), (marker === 45 || marker === 61) && (pos = state.skipChars(pos, marker), pos = state.skipSpaces(pos), pos >= max))) {
        level = marker === 61 ? 1 : 2;
        break;
      }
    }
    if (state.sCount[nextLine] < 0) continue;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
  }
  if (!level)
    return state.parentType = oldParentType, !1;
  let content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, !1));
  state.line = nextLine + 1;
  let token_o = state.push("heading_open", `h${level}`, 1);
  token_o.markup = String.fromCharCode(marker), token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  token_i.content = content, token_i.map = [startLine, state.line - 1], token_i.children = [];
  let token_c = state.push("heading_close", `h${level}`, -1);
  return token_c.markup = String.fromCharCode(marker), state.parentType = oldParentType, !0;
}
function paragraph(state, startLine, endLine) {
  let terminatorRules = state.md.block.ruler.getRules("paragraph"), oldParentType = state.parentType, nextLine = startLine + 1;
  for (state.parentType = "paragraph"; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    if (state.sCount[nextLine] - state.blkIndent > 3 || state.sCount[nextLine] < 0) continue;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
  }
  let content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, !1));
  state.line = nextLine;
  let token_o = state.push("paragraph_open", "p", 1);
  token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  return token_i.content = content, token_i.map = [startLine, state.line], token_i.children = [], state.push("paragraph_close", "p", -1), state.parentType = oldParentType, !0;
}
var _rules$1 = [
  [
    "table",
    table,
    ["paragraph", "reference"]
  ],
  ["code", code],
  [
    "fence",
    fence,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "blockquote",
    blockquote,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "hr",
    hr,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "list",
    list,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  ["reference", reference],
  [
    "html_block",
    html_block,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  [
    "heading",
    heading,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  ["lheading", lheading],
  ["paragraph", paragraph]
], ParserBlock = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of block rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(this, "State", StateBlock);
    for (let i = 0; i < _rules$1.length; i++) this.ruler.push(_rules$1[i][0], _rules$1[i][1], { alt: (_rules$1[i][2] || []).slice() });
  }
  tokenize(state, startLine, endLine) {
    let rules = this.ruler.getRules(""), len = rules.length, maxNesting = state.md.options.maxNesting, line = startLine, hasEmptyLines = !1;
    for (; line < endLine && (state.line = line = state.skipEmptyLines(line), !(line >= endLine || state.sCount[line] < state.blkIndent)); ) {
      if (state.level >= maxNesting) {
        state.line = endLine;
        break;
      }
      let prevLine = state.line, ok = !1;
      for (let i = 0; i < len; i++)
        if (ok = rules[i](state, line, endLine, !1), ok) {
          if (prevLine >= state.line) throw new Error("block rule didn't increment state.line");
          break;
        }
      if (!ok) throw new Error("none of the block rules matched");
      state.tight = !hasEmptyLines, state.isEmpty(state.line - 1) && (hasEmptyLines = !0), line = state.line, line < endLine && state.isEmpty(line) && (hasEmptyLines = !0, line++, state.line = line);
    }
  }
  /**
  * Process input string and push block tokens into `outTokens`
  */
  parse(src, md2, env, outTokens) {
    if (!src) return;
    let state = new this.State(src, md2, env, outTokens);
    this.tokenize(state, state.line, state.lineMax);
  }
}, StateInline = class {
  constructor(src, md2, env, outTokens) {
    _defineProperty(this, "pos", 0), _defineProperty(this, "level", 0), _defineProperty(this, "pending", ""), _defineProperty(this, "pendingLevel", 0), _defineProperty(this, "cache", {}), _defineProperty(this, "backticks", {}), _defineProperty(this, "backticksScanned", !1), _defineProperty(this, "skipHtmlSpecial", !1), _defineProperty(this, "linkLevel", 0), _defineProperty(this, "delimiters", []), _defineProperty(this, "_prev_delimiters", []), _defineProperty(this, "Token", Token), this.src = src, this.env = env, this.md = md2, this.tokens = outTokens, this.tokens_meta = Array(outTokens.length), this.posMax = this.src.length;
  }
  pushPending() {
    let token = new Token("text", "", 0);
    return token.content = this.pending, token.level = this.pendingLevel, this.tokens.push(token), this.pending = "", token;
  }
  push(type, tag, nesting) {
    this.pending && this.pushPending();
    let token = new Token(type, tag, nesting), token_meta;
    return nesting < 0 && (this.level--, this.delimiters = this._prev_delimiters.pop()), token.level = this.level, nesting > 0 && (this.level++, this._prev_delimiters.push(this.delimiters), this.delimiters = [], token_meta = { delimiters: this.delimiters }), this.pendingLevel = this.level, this.tokens.push(token), this.tokens_meta.push(token_meta), token;
  }
  scanDelims(start, canSplitWord) {
    let max = this.posMax, marker = this.src.charCodeAt(start), lastChar;
    if (start === 0) lastChar = 32;
    else if (start === 1)
      lastChar = this.src.charCodeAt(0), (lastChar & 63488) === 55296 && (lastChar = 65533);
    else if (lastChar = this.src.charCodeAt(start - 1), (lastChar & 64512) === 56320) {
      let highSurr = this.src.charCodeAt(start - 2);
      lastChar = (highSurr & 64512) === 55296 ? 65536 + (highSurr - 55296 << 10) + (lastChar - 56320) : 65533;
    } else (lastChar & 64512) === 55296 && (lastChar = 65533);
    let pos = start;
    for (; pos < max && this.src.charCodeAt(pos) === marker; ) pos++;
    let count = pos - start, nextChar = pos < max ? this.src.charCodeAt(pos) : 32;
    if ((nextChar & 64512) === 55296) {
      let lowSurr = this.src.charCodeAt(pos + 1);
      nextChar = (lowSurr & 64512) === 56320 ? 65536 + (nextChar - 55296 << 10) + (lowSurr - 56320) : 65533;
    } else (nextChar & 64512) === 56320 && (nextChar = 65533);
    let isLastPunctChar = isMdAsciiPunct(lastChar) || isPunctCharCode(lastChar), isNextPunctChar = isMdAsciiPunct(nextChar) || isPunctCharCode(nextChar), isLastWhiteSpace = isWhiteSpace(lastChar), isNextWhiteSpace = isWhiteSpace(nextChar), left_flanking = !isNextWhiteSpace && (!isNextPunctChar || isLastWhiteSpace || isLastPunctChar), right_flanking = !isLastWhiteSpace && (!isLastPunctChar || isNextWhiteSpace || isNextPunctChar);
    return {
      can_open: left_flanking && (canSplitWord || !right_flanking || isLastPunctChar),
      can_close: right_flanking && (canSplitWord || !left_flanking || isNextPunctChar),
      length: count
    };
  }
};
function isTerminatorChar(ch) {
  switch (ch) {
    case 10:
    case 33:
    case 35:
    case 36:
    case 37:
    case 38:
    case 42:
    case 43:
    case 45:
    case 58:
    case 60:
    case 61:
    case 62:
    case 64:
    case 91:
    case 92:
    case 93:
    case 94:
    case 95:
    case 96:
    case 123:
    case 125:
    case 126:
      return !0;
    default:
      return !1;
  }
}
function text(state, silent) {
  let pos = state.pos;
  for (; pos < state.posMax && !isTerminatorChar(state.src.charCodeAt(pos)); ) pos++;
  return pos === state.pos ? !1 : (silent || (state.pending += state.src.slice(state.pos, pos)), state.pos = pos, !0);
}
function isAsciiAlpha(code2) {
  return code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122;
}
function isSchemeChar(code2) {
  return code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122 || code2 >= 48 && code2 <= 57 || code2 === 43 || code2 === 45 || code2 === 46;
}
function linkify(state, silent) {
  if (!state.md.options.linkify || state.linkLevel > 0) return !1;
  let pos = state.pos, max = state.posMax;
  if (pos + 3 > max || state.src.charCodeAt(pos) !== 58 || state.src.charCodeAt(pos + 1) !== 47 || state.src.charCodeAt(pos + 2) !== 47) return !1;
  let protoMin = pos - Math.min(10, state.pending.length, pos), protoStart = pos;
  for (; protoStart > protoMin && isSchemeChar(state.src.charCodeAt(protoStart - 1)); ) protoStart--;
  if (protoStart === pos || !isAsciiAlpha(state.src.charCodeAt(protoStart))) return !1;
  let protoLength = pos - protoStart, link2 = state.md.linkify.matchAtStart(state.src.slice(protoStart));
  if (!link2) return !1;
  let url = link2.url;
  if (url.length <= protoLength) return !1;
  let urlEnd = url.length;
  for (; urlEnd > 0 && url.charCodeAt(urlEnd - 1) === 42; ) urlEnd--;
  urlEnd !== url.length && (url = url.slice(0, urlEnd));
  let fullUrl = state.md.normalizeLink(url);
  if (!state.md.validateLink(fullUrl)) return !1;
  if (!silent) {
    state.pending = state.pending.slice(0, -protoLength);
    let token_o = state.push("link_open", "a", 1);
    token_o.attrs = [["href", fullUrl]], token_o.markup = "linkify", token_o.info = "auto";
    let token_t = state.push("text", "", 0);
    token_t.content = state.md.normalizeLinkText(url);
    let token_c = state.push("link_close", "a", -1);
    token_c.markup = "linkify", token_c.info = "auto";
  }
  return state.pos += url.length - protoLength, !0;
}
function newline(state, silent) {
  let pos = state.pos;
  if (state.src.charCodeAt(pos) !== 10) return !1;
  let pmax = state.pending.length - 1, max = state.posMax;
  if (!silent)
    if (pmax >= 0 && state.pending.charCodeAt(pmax) === 32)
      if (pmax >= 1 && state.pending.charCodeAt(pmax - 1) === 32) {
        let ws = pmax - 1;
        for (; ws >= 1 && state.pending.charCodeAt(ws - 1) === 32; ) ws--;
        state.pending = state.pending.slice(0, ws), state.push("hardbreak", "br", 0);
      } else
        state.pending = state.pending.slice(0, -1), state.push("softbreak", "br", 0);
    else state.push("softbreak", "br", 0);
  for (pos++; pos < max && isSpace(state.src.charCodeAt(pos)); ) pos++;
  return state.pos = pos, !0;
}
var ESCAPED = [];
for (let i = 0; i < 256; i++) ESCAPED.push(0);
"\\!\"#$%&'()*+,./:;<=>?@[]^_`{|}~-".split("").forEach(function(ch) {
  ESCAPED[ch.charCodeAt(0)] = 1;
});
function escape(state, silent) {
  let pos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(pos) !== 92 || (pos++, pos >= max)) return !1;
  let ch1 = state.src.charCodeAt(pos);
  if (ch1 === 10) {
    for (silent || state.push("hardbreak", "br", 0), pos++; pos < max && (ch1 = state.src.charCodeAt(pos), !!isSpace(ch1)); )
      pos++;
    return state.pos = pos, !0;
  }
  if (ch1 === 32) {
    if (!silent) {
      let token = state.push("text_special", "", 0);
      token.content = "\\", token.markup = "\\", token.info = "escape";
    }
    return state.pos = pos, !0;
  }
  let escapedStr = state.src[pos];
  if (ch1 >= 55296 && ch1 <= 56319 && pos + 1 < max) {
    let ch2 = state.src.charCodeAt(pos + 1);
    ch2 >= 56320 && ch2 <= 57343 && (escapedStr += state.src[pos + 1], pos++);
  }
  let origStr = "\\" + escapedStr;
  if (!silent) {
    let token = state.push("text_special", "", 0);
    ch1 < 256 && ESCAPED[ch1] !== 0 ? token.content = escapedStr : token.content = origStr, token.markup = origStr, token.info = "escape";
  }
  return state.pos = pos + 1, !0;
}
function buildLastRuns(src) {
  let lastRuns = {}, pos = 0;
  for (; (pos = src.indexOf("`", pos)) !== -1; ) {
    let start = pos;
    for (; src.charCodeAt(++pos) === 96; ) ;
    lastRuns[pos - start] = start;
  }
  return lastRuns;
}
function backtick(state, silent) {
  var _state$backticks$open;
  let start = state.pos;
  if (state.src.charCodeAt(start) !== 96) return !1;
  let max = state.posMax, pos = start + 1;
  for (; pos < max && state.src.charCodeAt(pos) === 96; ) pos++;
  let marker = state.src.slice(start, pos), openerLength = marker.length;
  if (state.backticksScanned || (state.backticks = buildLastRuns(state.src), state.backticksScanned = !0), ((_state$backticks$open = state.backticks[openerLength]) !== null && _state$backticks$open !== void 0 ? _state$backticks$open : -1) >= pos) {
    let matchEnd = pos, matchStart;
    for (; (matchStart = state.src.indexOf("`", matchEnd)) !== -1 && matchStart < max; ) {
      for (matchEnd = matchStart + 1; state.src.charCodeAt(matchEnd) === 96; ) matchEnd++;
      if (matchEnd > max) break;
      if (matchEnd - matchStart === openerLength) {
        if (!silent) {
          let token = state.push("code_inline", "code", 0);
          token.markup = marker;
          let content = state.src.slice(pos, matchStart).replace(/\n/g, " ");
          content.startsWith(" ") && content.endsWith(" ") && /[^ ]/.test(content) && (content = content.slice(1, -1)), token.content = content;
        }
        return state.pos = matchEnd, !0;
      }
    }
  }
  return silent || (state.pending += marker), state.pos = pos, !0;
}
function strikethrough_tokenize(state, silent) {
  let start = state.pos, marker = state.src.charCodeAt(start);
  if (silent || marker !== 126) return !1;
  let scanned = state.scanDelims(state.pos, !0), len = scanned.length, ch = String.fromCharCode(marker);
  if (len < 2) return !1;
  let token;
  len % 2 && (token = state.push("text", "", 0), token.content = ch, len--);
  for (let i = 0; i < len; i += 2)
    token = state.push("text", "", 0), token.content = ch + ch, state.delimiters.push({
      marker,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close
    });
  return state.pos += scanned.length, !0;
}
function postProcess$1(state, delimiters) {
  let token, loneMarkers = [], max = delimiters.length;
  for (let i = 0; i < max; i++) {
    let startDelim = delimiters[i];
    if (startDelim.marker !== 126 || startDelim.end === -1) continue;
    let endDelim = delimiters[startDelim.end];
    token = state.tokens[startDelim.token], token.type = "s_open", token.tag = "s", token.nesting = 1, token.markup = "~~", token.content = "", token = state.tokens[endDelim.token], token.type = "s_close", token.tag = "s", token.nesting = -1, token.markup = "~~", token.content = "", state.tokens[endDelim.token - 1].type === "text" && state.tokens[endDelim.token - 1].content === "~" && loneMarkers.push(endDelim.token - 1);
  }
  for (; loneMarkers.length; ) {
    let i = loneMarkers.pop(), j = i + 1;
    for (; j < state.tokens.length && state.tokens[j].type === "s_close"; ) j++;
    j--, i !== j && (token = state.tokens[j], state.tokens[j] = state.tokens[i], state.tokens[i] = token);
  }
}
function strikethrough_postProcess(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  postProcess$1(state, state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && postProcess$1(state, delimiters);
  }
}
var strikethrough_default = {
  tokenize: strikethrough_tokenize,
  postProcess: strikethrough_postProcess
};
function emphasis_tokenize(state, silent) {
  let start = state.pos, marker = state.src.charCodeAt(start);
  if (silent || marker !== 95 && marker !== 42) return !1;
  let scanned = state.scanDelims(state.pos, marker === 42);
  for (let i = 0; i < scanned.length; i++) {
    let token = state.push("text", "", 0);
    token.content = String.fromCharCode(marker), state.delimiters.push({
      marker,
      length: scanned.length,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close
    });
  }
  return state.pos += scanned.length, !0;
}
function postProcess(state, delimiters) {
  let max = delimiters.length;
  for (let i = max - 1; i >= 0; i--) {
    let startDelim = delimiters[i];
    if (startDelim.marker !== 95 && startDelim.marker !== 42 || startDelim.end === -1) continue;
    let endDelim = delimiters[startDelim.end], isStrong = i > 0 && delimiters[i - 1].end === startDelim.end + 1 && delimiters[i - 1].marker === startDelim.marker && delimiters[i - 1].token === startDelim.token - 1 && delimiters[startDelim.end + 1].token === endDelim.token + 1, ch = String.fromCharCode(startDelim.marker), token_o = state.tokens[startDelim.token];
    token_o.type = isStrong ? "strong_open" : "em_open", token_o.tag = isStrong ? "strong" : "em", token_o.nesting = 1, token_o.markup = isStrong ? ch + ch : ch, token_o.content = "";
    let token_c = state.tokens[endDelim.token];
    token_c.type = isStrong ? "strong_close" : "em_close", token_c.tag = isStrong ? "strong" : "em", token_c.nesting = -1, token_c.markup = isStrong ? ch + ch : ch, token_c.content = "", isStrong && (state.tokens[delimiters[i - 1].token].content = "", state.tokens[delimiters[startDelim.end + 1].token].content = "", i--);
  }
}
function emphasis_post_process(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  postProcess(state, state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && postProcess(state, delimiters);
  }
}
var emphasis_default = {
  tokenize: emphasis_tokenize,
  postProcess: emphasis_post_process
};
function link(state, silent) {
  let code2, label, res, ref, href = "", title = "", start = state.pos, parseReference = !0;
  if (state.src.charCodeAt(state.pos) !== 91) return !1;
  let oldPos = state.pos, max = state.posMax, labelStart = state.pos + 1, labelEnd = state.md.helpers.parseLinkLabel(state, state.pos, !0);
  if (labelEnd < 0) return !1;
  let pos = labelEnd + 1;
  if (pos < max && state.src.charCodeAt(pos) === 40) {
    for (parseReference = !1, pos++; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (pos >= max) return !1;
    if (start = pos, res = state.md.helpers.parseLinkDestination(state.src, pos, state.posMax), res.ok) {
      for (href = state.md.normalizeLink(res.str), state.md.validateLink(href) ? pos = res.pos : href = "", start = pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
        ;
      if (res = state.md.helpers.parseLinkTitle(state.src, pos, state.posMax), pos < max && start !== pos && res.ok)
        for (title = res.str, pos = res.pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
          ;
    }
    (pos >= max || state.src.charCodeAt(pos) !== 41) && (parseReference = !0), pos++;
  }
  if (parseReference) {
    if (typeof state.env.references > "u") return !1;
    if (pos < max && state.src.charCodeAt(pos) === 91 ? (start = pos + 1, pos = state.md.helpers.parseLinkLabel(state, pos), pos >= 0 ? label = state.src.slice(start, pos++) : pos = labelEnd + 1) : pos = labelEnd + 1, label || (label = state.src.slice(labelStart, labelEnd)), label = normalizeReference(label), ref = state.env.references[label], !ref)
      return state.pos = oldPos, !1;
    href = ref.href, title = ref.title;
  }
  if (!silent) {
    state.pos = labelStart, state.posMax = labelEnd;
    let token_o = state.push("link_open", "a", 1), attrs = [["href", href]];
    if (token_o.attrs = attrs, title && attrs.push(["title", title]), label) {
      let meta = /* @__PURE__ */ Object.create(null);
      meta.label = label, token_o.meta = meta;
    }
    state.linkLevel++, state.md.inline.tokenize(state), state.linkLevel--, state.push("link_close", "a", -1);
  }
  return state.pos = pos, state.posMax = max, !0;
}
function image(state, silent) {
  let code2, content, label, pos, ref, res, title, start, href = "", oldPos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(state.pos) !== 33 || state.src.charCodeAt(state.pos + 1) !== 91) return !1;
  let labelStart = state.pos + 2, labelEnd = state.md.helpers.parseLinkLabel(state, state.pos + 1, !1);
  if (labelEnd < 0) return !1;
  if (pos = labelEnd + 1, pos < max && state.src.charCodeAt(pos) === 40) {
    for (pos++; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (pos >= max) return !1;
    for (start = pos, res = state.md.helpers.parseLinkDestination(state.src, pos, state.posMax), res.ok && (href = state.md.normalizeLink(res.str), state.md.validateLink(href) ? pos = res.pos : href = ""), start = pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (res = state.md.helpers.parseLinkTitle(state.src, pos, state.posMax), pos < max && start !== pos && res.ok)
      for (title = res.str, pos = res.pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
        ;
    else title = "";
    if (pos >= max || state.src.charCodeAt(pos) !== 41)
      return state.pos = oldPos, !1;
    pos++;
  } else {
    if (typeof state.env.references > "u") return !1;
    if (pos < max && state.src.charCodeAt(pos) === 91 ? (start = pos + 1, pos = state.md.helpers.parseLinkLabel(state, pos), pos >= 0 ? label = state.src.slice(start, pos++) : pos = labelEnd + 1) : pos = labelEnd + 1, label || (label = state.src.slice(labelStart, labelEnd)), label = normalizeReference(label), ref = state.env.references[label], !ref)
      return state.pos = oldPos, !1;
    href = ref.href, title = ref.title;
  }
  if (!silent) {
    content = state.src.slice(labelStart, labelEnd);
    let tokens = [];
    state.md.inline.parse(content, state.md, state.env, tokens);
    let token = state.push("image", "img", 0), attrs = [["src", href], ["alt", ""]];
    if (token.attrs = attrs, token.children = tokens, token.content = content, title && attrs.push(["title", title]), label) {
      let meta = /* @__PURE__ */ Object.create(null);
      meta.label = label, token.meta = meta;
    }
  }
  return state.pos = pos, state.posMax = max, !0;
}
var EMAIL_RE = /^([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)$/, AUTOLINK_RE = /^([a-zA-Z][a-zA-Z0-9+.-]{1,31}):([^<>\x00-\x20]*)$/;
function autolink(state, silent) {
  let pos = state.pos;
  if (state.src.charCodeAt(pos) !== 60) return !1;
  let start = state.pos, max = state.posMax;
  for (; ; ) {
    if (++pos >= max) return !1;
    let ch = state.src.charCodeAt(pos);
    if (ch === 60) return !1;
    if (ch === 62) break;
  }
  let url = state.src.slice(start + 1, pos);
  if (AUTOLINK_RE.test(url)) {
    let fullUrl = state.md.normalizeLink(url);
    if (!state.md.validateLink(fullUrl)) return !1;
    if (!silent) {
      let token_o = state.push("link_open", "a", 1);
      token_o.attrs = [["href", fullUrl]], token_o.markup = "autolink", token_o.info = "auto";
      let token_t = state.push("text", "", 0);
      token_t.content = state.md.normalizeLinkText(url);
      let token_c = state.push("link_close", "a", -1);
      token_c.markup = "autolink", token_c.info = "auto";
    }
    return state.pos += url.length + 2, !0;
  }
  if (EMAIL_RE.test(url)) {
    let fullUrl = state.md.normalizeLink(`mailto:${url}`);
    if (!state.md.validateLink(fullUrl)) return !1;
    if (!silent) {
      let token_o = state.push("link_open", "a", 1);
      token_o.attrs = [["href", fullUrl]], token_o.markup = "autolink", token_o.info = "auto";
      let token_t = state.push("text", "", 0);
      token_t.content = state.md.normalizeLinkText(url);
      let token_c = state.push("link_close", "a", -1);
      token_c.markup = "autolink", token_c.info = "auto";
    }
    return state.pos += url.length + 2, !0;
  }
  return !1;
}
function isLinkOpen(str3) {
  return /^<a[>\s]/i.test(str3);
}
function isLinkClose(str3) {
  return /^<\/a\s*>/i.test(str3);
}
function isLetter(ch) {
  let lc = ch | 32;
  return lc >= 97 && lc <= 122;
}
function scanSpecial(state, pos) {
  let src = state.src, start, terminator;
  if (src.startsWith("<!--", pos)) {
    if (src.startsWith(">", pos + 4)) return pos + 5;
    if (src.startsWith("->", pos + 4)) return pos + 6;
    start = pos + 4, terminator = "-->";
  } else if (src.startsWith("<![CDATA[", pos))
    start = pos + 9, terminator = "]]>";
  else if (src.charCodeAt(pos + 1) === 63)
    start = pos + 2, terminator = "?>";
  else if (isLetter(src.charCodeAt(pos + 2)))
    start = pos + 3, terminator = ">";
  else return -1;
  if (state.skipHtmlSpecial) return -1;
  let end = src.indexOf(terminator, start);
  return end < 0 ? (state.skipHtmlSpecial = !0, -1) : end + terminator.length;
}
function html_inline(state, silent) {
  if (!state.md.options.html) return !1;
  let max = state.posMax, pos = state.pos;
  if (state.src.charCodeAt(pos) !== 60 || pos + 2 >= max) return !1;
  let end, ch = state.src.charCodeAt(pos + 1);
  if (ch === 33 || ch === 63) end = scanSpecial(state, pos);
  else if (ch === 47 || isLetter(ch)) {
    let match = state.src.slice(pos).match(HTML_OPEN_CLOSE_TAG_RE);
    end = match ? pos + match[0].length : -1;
  } else return !1;
  if (end < 0) return !1;
  if (!silent) {
    let token = state.push("html_inline", "", 0);
    token.content = state.src.slice(pos, end), isLinkOpen(token.content) && state.linkLevel++, isLinkClose(token.content) && state.linkLevel--;
  }
  return state.pos = end, !0;
}
var DIGITAL_RE = /^&#((?:x[a-f0-9]{1,6}|[0-9]{1,7}));/i, NAMED_RE = /^&([a-z][a-z0-9]{1,31});/i;
function entity(state, silent) {
  let pos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(pos) !== 38 || pos + 1 >= max) return !1;
  if (state.src.charCodeAt(pos + 1) === 35) {
    let match = state.src.slice(pos).match(DIGITAL_RE);
    if (match) {
      if (!silent) {
        let code2 = match[1][0].toLowerCase() === "x" ? parseInt(match[1].slice(1), 16) : parseInt(match[1], 10), token = state.push("text_special", "", 0);
        token.content = isValidEntityCode(code2) ? fromCodePoint(code2) : fromCodePoint(65533), token.markup = match[0], token.info = "entity";
      }
      return state.pos += match[0].length, !0;
    }
  } else {
    let match = state.src.slice(pos).match(NAMED_RE);
    if (match) {
      let decoded = decodeHTMLStrict(match[0]);
      if (decoded !== match[0]) {
        if (!silent) {
          let token = state.push("text_special", "", 0);
          token.content = decoded, token.markup = match[0], token.info = "entity";
        }
        return state.pos += match[0].length, !0;
      }
    }
  }
  return !1;
}
function processDelimiters(delimiters) {
  let openersBottom = {}, max = delimiters.length;
  if (!max) return;
  let headerIdx = 0, lastTokenIdx = -2, jumps = [];
  for (let closerIdx = 0; closerIdx < max; closerIdx++) {
    let closer = delimiters[closerIdx];
    if (jumps.push(0), (delimiters[headerIdx].marker !== closer.marker || lastTokenIdx !== closer.token - 1) && (headerIdx = closerIdx), lastTokenIdx = closer.token, closer.length = closer.length || 0, !closer.close) continue;
    openersBottom.hasOwnProperty(closer.marker) || (openersBottom[closer.marker] = [
      -1,
      -1,
      -1,
      -1,
      -1,
      -1
    ]);
    let minOpenerIdx = openersBottom[closer.marker][(closer.open ? 3 : 0) + closer.length % 3], openerIdx = headerIdx - jumps[headerIdx] - 1, newMinOpenerIdx = openerIdx;
    for (; openerIdx > minOpenerIdx; openerIdx -= jumps[openerIdx] + 1) {
      let opener = delimiters[openerIdx];
      if (opener.marker === closer.marker && opener.open && opener.end < 0) {
        let isOddMatch = !1;
        if ((opener.close || closer.open) && (opener.length + closer.length) % 3 === 0 && (opener.length % 3 !== 0 || closer.length % 3 !== 0) && (isOddMatch = !0), !isOddMatch) {
          let lastJump = openerIdx > 0 && !delimiters[openerIdx - 1].open ? jumps[openerIdx - 1] + 1 : 0;
          jumps[closerIdx] = closerIdx - openerIdx + lastJump, jumps[openerIdx] = lastJump, closer.open = !1, opener.end = closerIdx, opener.close = !1, newMinOpenerIdx = -1, lastTokenIdx = -2;
          break;
        }
      }
    }
    newMinOpenerIdx !== -1 && (openersBottom[closer.marker][(closer.open ? 3 : 0) + (closer.length || 0) % 3] = newMinOpenerIdx);
  }
}
function link_pairs(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  processDelimiters(state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && processDelimiters(delimiters);
  }
}
function fragments_join(state) {
  let curr, last, level = 0, tokens = state.tokens, max = state.tokens.length;
  for (curr = last = 0; curr < max; curr++)
    tokens[curr].nesting < 0 && level--, tokens[curr].level = level, tokens[curr].nesting > 0 && level++, tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
  curr !== last && (tokens.length = last);
}
var _rules = [
  ["text", text],
  ["linkify", linkify],
  ["newline", newline],
  ["escape", escape],
  ["backticks", backtick],
  ["strikethrough", strikethrough_default.tokenize],
  ["emphasis", emphasis_default.tokenize],
  ["link", link],
  ["image", image],
  ["autolink", autolink],
  ["html_inline", html_inline],
  ["entity", entity]
], _rules2 = [
  ["balance_pairs", link_pairs],
  ["strikethrough", strikethrough_default.postProcess],
  ["emphasis", emphasis_default.postProcess],
  ["fragments_join", fragments_join]
], ParserInline = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of inline rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Second ruler used for post-processing
      * (e.g. in emphasis-like rules).
      */
      "ruler2",
      new Ruler()
    ), _defineProperty(this, "State", StateInline);
    for (let i = 0; i < _rules.length; i++) this.ruler.push(_rules[i][0], _rules[i][1]);
    for (let i = 0; i < _rules2.length; i++) this.ruler2.push(_rules2[i][0], _rules2[i][1]);
  }
  skipToken(state) {
    let pos = state.pos, rules = this.ruler.getRules(""), len = rules.length, maxNesting = state.md.options.maxNesting, cache2 = state.cache;
    if (typeof cache2[pos] < "u") {
      state.pos = cache2[pos];
      return;
    }
    let ok = !1;
    if (state.level < maxNesting) {
      for (let i = 0; i < len; i++)
        if (state.level++, ok = rules[i](state, !0), state.level--, ok) {
          if (pos >= state.pos) throw new Error("inline rule didn't increment state.pos");
          break;
        }
    } else state.pos = state.posMax;
    ok || state.pos++, cache2[pos] = state.pos;
  }
  tokenize(state) {
    let rules = this.ruler.getRules(""), len = rules.length, end = state.posMax, maxNesting = state.md.options.maxNesting;
    for (; state.pos < end; ) {
      let prevPos = state.pos, ok = !1;
      if (state.level < maxNesting) {
        for (let i = 0; i < len; i++)
          if (ok = rules[i](state, !1), ok) {
            if (prevPos >= state.pos) throw new Error("inline rule didn't increment state.pos");
            break;
          }
      }
      if (ok) {
        if (state.pos >= end) break;
        continue;
      }
      state.pending += state.src[state.pos++];
    }
    state.pending && state.pushPending();
  }
  /**
  * Process input string and push inline tokens into `outTokens`
  */
  parse(str3, md2, env, outTokens) {
    let state = new this.State(str3, md2, env, outTokens);
    this.tokenize(state);
    let rules = this.ruler2.getRules(""), len = rules.length;
    for (let i = 0; i < len; i++) rules[i](state);
  }
}, config = {
  default: {
    options: {
      html: !1,
      xhtmlOut: !1,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 100
    },
    components: {
      core: {},
      block: {},
      inline: {}
    }
  },
  zero: {
    options: {
      html: !1,
      xhtmlOut: !1,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 20
    },
    components: {
      core: { rules: [
        "normalize",
        "block",
        "strip_references",
        "inline",
        "text_join"
      ] },
      block: { rules: ["paragraph"] },
      inline: {
        rules: ["text"],
        rules2: ["balance_pairs", "fragments_join"]
      }
    }
  },
  commonmark: {
    options: {
      html: !0,
      xhtmlOut: !0,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 20
    },
    components: {
      core: { rules: [
        "normalize",
        "block",
        "strip_references",
        "inline",
        "text_join"
      ] },
      block: { rules: [
        "blockquote",
        "code",
        "fence",
        "heading",
        "hr",
        "html_block",
        "lheading",
        "list",
        "reference",
        "paragraph"
      ] },
      inline: {
        rules: [
          "autolink",
          "backticks",
          "emphasis",
          "entity",
          "escape",
          "html_inline",
          "image",
          "link",
          "newline",
          "text"
        ],
        rules2: [
          "balance_pairs",
          "emphasis",
          "fragments_join"
        ]
      }
    }
  }
}, BAD_PROTO_RE = /^(vbscript|javascript|file|data):/, GOOD_DATA_RE = /^data:image\/(gif|png|jpeg|webp);/, RECODE_HOSTNAME_FOR = [
  "http:",
  "https:",
  "mailto:"
], MarkdownIt = class {
  /**
  * Link validation function. CommonMark allows too much in links. By default
  * we disable `javascript:`, `vbscript:`, `file:` schemas, and almost all `data:...` schemas
  * except some embedded image types.
  *
  * You can change this behaviour:
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * // enable everything
  * md.validateLink = function () { return true; }
  * ```
  */
  validateLink(url) {
    let str3 = url.trim().toLowerCase();
    return BAD_PROTO_RE.test(str3) ? GOOD_DATA_RE.test(str3) : !0;
  }
  /**
  * Function used to encode link url to a machine-readable format,
  * which includes url-encoding, punycode, etc.
  */
  normalizeLink(url) {
    let parsed = parse_default(url, !0);
    if (parsed.hostname && (!parsed.protocol || RECODE_HOSTNAME_FOR.indexOf(parsed.protocol) >= 0))
      try {
        parsed.hostname = import_punycode.default.toASCII(parsed.hostname);
      } catch {
      }
    return parsed.auth && (parsed.auth = encode_default(parsed.auth)), parsed.hostname && (parsed.hostname = encode_default(parsed.hostname)), parsed.pathname && (parsed.pathname = encode_default(parsed.pathname)), parsed.search && (parsed.search = encode_default(parsed.search)), parsed.hash && (parsed.hash = encode_default(parsed.hash)), format(parsed);
  }
  /**
  * Function used to decode link url to a human-readable format`
  */
  normalizeLinkText(url) {
    let parsed = parse_default(url, !0);
    if (parsed.hostname && (!parsed.protocol || RECODE_HOSTNAME_FOR.indexOf(parsed.protocol) >= 0))
      try {
        parsed.hostname = import_punycode.default.toUnicode(parsed.hostname);
      } catch {
      }
    return decode_default(format(parsed), decode_default.defaultChars + "%");
  }
  constructor(...args) {
    _defineProperty(
      this,
      /**
      * Instance of {@link ParserInline}. You may need it to add new rules when
      * writing plugins. For simple rules control use {@link MarkdownIt.disable}
      * and {@link MarkdownIt.enable}.
      */
      "inline",
      new ParserInline()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link ParserBlock}. You may need it to add new rules when
      * writing plugins. For simple rules control use {@link MarkdownIt.disable}
      * and {@link MarkdownIt.enable}.
      */
      "block",
      new ParserBlock()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link ParserCore} chain executor. You may need it to add new
      * rules when writing plugins. For simple rules control use
      * {@link MarkdownIt.disable} and {@link MarkdownIt.enable}.
      */
      "core",
      new ParserCore()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link Renderer}. Use it to modify output look. Or to add rendering
      * rules for new token types, generated by plugins.
      *
      * See {@link Renderer} docs and
      * [source code](https://github.com/markdown-it/markdown-it/blob/master/src/renderer.ts).
      *
      * @example
      * ```javascript
      * import MarkdownIt from 'markdown-it'
      * const md = new MarkdownIt()
      *
      * function myToken(tokens, idx, options, env, self) {
      *   //...
      *   return result;
      * };
      *
      * md.renderer.rules['my_token'] = myToken
      * ```
      */
      "renderer",
      new Renderer()
    ), _defineProperty(
      this,
      /**
      * [linkify-it](https://github.com/markdown-it/linkify-it) instance.
      * Used by [linkify](https://github.com/markdown-it/markdown-it/blob/master/src/rules_core/linkify.ts)
      * rule.
      */
      "linkify",
      new LinkifyIt()
    ), _defineProperty(
      this,
      /**
      * Assorted utility functions, useful to write plugins. See details
      * [here](https://github.com/markdown-it/markdown-it/blob/master/src/common/utils.ts).
      */
      "utils",
      utils_exports
    ), _defineProperty(
      this,
      /**
      * Link components parser functions, useful to write plugins. See details
      * [here](https://github.com/markdown-it/markdown-it/blob/master/src/helpers).
      */
      "helpers",
      Object.assign({}, helpers_exports)
    );
    let [presetNameOrOptions, options] = args;
    typeof presetNameOrOptions == "string" ? (this.configure(presetNameOrOptions), options && this.set(options)) : (this.configure("default"), this.set(presetNameOrOptions || {}));
  }
  /**
  * Set parser options (in the same format as in constructor). Probably, you
  * will never need it, but you can change options after constructor call.
  *
  * __Note:__ To achieve the best possible performance, don't modify a
  * `markdown-it` instance options on the fly. If you need multiple configurations
  * it's best to create multiple instances and initialize each with separate
  * config.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  *
  * const md = new MarkdownIt()
  *   .set({ html: true, breaks: true })
  *   .set({ typographer: true })
  * ```
  */
  set(options) {
    return Object.assign(this.options, options), this;
  }
  /**
  * Batch load of all options and compenent settings. This is internal method,
  * and you probably will not need it. But if you will - see available presets
  * and data structure [here](https://github.com/markdown-it/markdown-it/tree/master/src/presets)
  *
  * We strongly recommend to use presets instead of direct config loads. That
  * will give better compatibility with next versions.
  */
  configure(presets) {
    let p;
    if (typeof presets == "string") {
      let presetName = presets;
      if (p = config[presetName], !p) throw new Error(`Wrong 'markdown-it' preset "${presetName}", check name`);
    } else p = presets;
    if (!p) throw new Error("Wrong `markdown-it` preset, can't be empty");
    p.options && (this.options = { ...p.options });
    let components = p.components;
    if (components) {
      var _components$inline;
      [
        "core",
        "block",
        "inline"
      ].forEach((name) => {
        var _components$name;
        let rules = (_components$name = components[name]) === null || _components$name === void 0 ? void 0 : _components$name.rules;
        rules && this[name].ruler.enableOnly(rules);
      });
      let rules2 = (_components$inline = components.inline) === null || _components$inline === void 0 ? void 0 : _components$inline.rules2;
      rules2 && this.inline.ruler2.enableOnly(rules2);
    }
    return this;
  }
  /**
  * Enable list or rules. It will automatically find appropriate components,
  * containing rules with given names. If rule not found, and `ignoreInvalid`
  * not set - throws exception.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  *
  * const md = new MarkdownIt()
  *   .enable(['sub', 'sup'])
  *   .disable('smartquotes')
  * ```
  */
  enable(list2, ignoreInvalid = !1) {
    let result = [];
    Array.isArray(list2) || (list2 = [list2]), [
      "core",
      "block",
      "inline"
    ].forEach((chain) => {
      result = result.concat(this[chain].ruler.enable(list2, !0));
    }), result = result.concat(this.inline.ruler2.enable(list2, !0));
    let missed = list2.filter((name) => result.indexOf(name) < 0);
    if (missed.length && !ignoreInvalid) throw new Error(`MarkdownIt. Failed to enable unknown rule(s): ${missed}`);
    return this;
  }
  /**
  * The same as {@link MarkdownIt.enable}, but turn specified rules off.
  */
  disable(list2, ignoreInvalid = !1) {
    let result = [];
    Array.isArray(list2) || (list2 = [list2]), [
      "core",
      "block",
      "inline"
    ].forEach((chain) => {
      result = result.concat(this[chain].ruler.disable(list2, !0));
    }), result = result.concat(this.inline.ruler2.disable(list2, !0));
    let missed = list2.filter((name) => result.indexOf(name) < 0);
    if (missed.length && !ignoreInvalid) throw new Error(`MarkdownIt. Failed to disable unknown rule(s): ${missed}`);
    return this;
  }
  /**
  * Load specified plugin with given params into current parser instance.
  * It's just a sugar to call `plugin(md, params)` with curring.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * import iterator from 'markdown-it-for-inline'
  *
  * const md = new MarkdownIt()
  *   .use(iterator, 'foo_replace', 'text', function (tokens, idx) {
  *     tokens[idx].content = tokens[idx].content.replace(/foo/g, 'bar')
  *   })
  * ```
  */
  use(plugin, ...params) {
    return plugin.apply(plugin, [this, ...params]), this;
  }
  /**
  * Parse input string and return list of block tokens (special token type
  * "inline" will contain list of inline tokens). You should not call this
  * method directly, until you write custom renderer (for example, to produce
  * AST).
  *
  * `env` is used to pass data between "distributed" rules and return additional
  * metadata like reference info, needed for the renderer. It also can be used to
  * inject data in specific cases. Usually, you will be ok to pass `{}`,
  * and then pass updated object to renderer.
  */
  parse(src, env) {
    if (typeof src != "string") throw new Error("Input data should be a String");
    let state = new this.core.State(src, this, env);
    return this.core.process(state), state.tokens;
  }
  /**
  * Render markdown string into html. It does all magic for you :).
  *
  * `env` can be used to inject additional metadata (`{}` by default).
  * But you will not need it with high probability. See also comment
  * in {@link MarkdownIt.parse}.
  */
  render(src, env = {}) {
    return this.renderer.render(this.parse(src, env), this.options, env);
  }
  /**
  * The same as {@link MarkdownIt.parse} but skip all block rules. It returns
  * the block tokens list with the single `inline` element, containing parsed
  * inline tokens in `children` property. Also updates `env` object.
  */
  parseInline(src, env) {
    let state = new this.core.State(src, this, env);
    return state.inlineMode = !0, this.core.process(state), state.tokens;
  }
  /**
  * Similar to {@link MarkdownIt.render} but for single paragraph content.
  * Result will NOT be wrapped into `<p>` tags.
  */
  renderInline(src, env = {}) {
    return this.renderer.render(this.parseInline(src, env), this.options, env);
  }
};
_defineProperty(MarkdownIt, "Token", Token);
_defineProperty(MarkdownIt, "Ruler", Ruler);
_defineProperty(MarkdownIt, "Renderer", Renderer);
_defineProperty(MarkdownIt, "ParserCore", ParserCore);
_defineProperty(MarkdownIt, "StateCore", StateCore);
_defineProperty(MarkdownIt, "ParserBlock", ParserBlock);
_defineProperty(MarkdownIt, "StateBlock", StateBlock);
_defineProperty(MarkdownIt, "ParserInline", ParserInline);
_defineProperty(MarkdownIt, "StateInline", StateInline);
var MarkdownItCallable = callable(MarkdownIt);

// scripts/doc/mdx.ts
function isMdxPath(p) {
  return /\.mdx$/i.test(p);
}
var FENCE = /^ {0,3}(`{3,}|~{3,})/, ESM = /^(?:import|export)(?=[\s{*])/, OPEN = /\{\s*\/\*/, CLOSE = /\*\/\s*\}/, blank = (s) => " ".repeat(s.length);
function blankMdxSyntax(source) {
  let lines = source.split(`
`), fence2, esm = !1, comment = !1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!comment) {
      let f = FENCE.exec(line);
      if (fence2 !== void 0) {
        f && f[1][0] === fence2[0] && f[1].length >= fence2.length && line.trim() === f[1] && (fence2 = void 0);
        continue;
      }
      if (f) {
        fence2 = f[1], esm = !1;
        continue;
      }
      if (line.trim() === "") {
        esm = !1;
        continue;
      }
      if (esm || ESM.test(line)) {
        esm = !0, lines[i] = blank(line);
        continue;
      }
    }
    let out = "", rest = line;
    for (; ; )
      if (comment) {
        let m = CLOSE.exec(rest);
        if (!m) {
          out += blank(rest);
          break;
        }
        out += blank(rest.slice(0, m.index + m[0].length)), rest = rest.slice(m.index + m[0].length), comment = !1;
      } else {
        let m = OPEN.exec(rest);
        if (!m) {
          out += rest;
          break;
        }
        out += rest.slice(0, m.index), rest = rest.slice(m.index), comment = !0;
      }
    lines[i] = out;
  }
  return lines.join(`
`);
}

// scripts/doc/parse-doc.ts
var import_yaml2 = __toESM(require_dist(), 1);

// scripts/doc/slug.ts
var DROP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;
function githubSlug(text2) {
  return text2.toLowerCase().replace(DROP, "").replace(/ /g, "-");
}
var Slugger = class {
  occurrences = /* @__PURE__ */ new Map();
  slug(text2) {
    let original = githubSlug(text2), result = original;
    for (; this.occurrences.has(result); ) {
      let n = this.occurrences.get(original) + 1;
      this.occurrences.set(original, n), result = `${original}-${n}`;
    }
    return this.occurrences.set(result, 0), result;
  }
};

// scripts/doc/parse-doc.ts
var NEEDS_INLINE = /[[`<]/, md = createParser();
function createParser() {
  let parser = new MarkdownItCallable("default", { html: !0, linkify: !1, typographer: !1 });
  parser.normalizeLink = (url) => url, parser.validateLink = () => !0, parser.core.ruler.disable(["strip_references", "text_join"]), parser.core.ruler.at("inline", (state) => {
    let tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      let tok = tokens[i];
      tok.type === "inline" && (tokens[i - 1]?.type === "heading_open" || NEEDS_INLINE.test(tok.content)) && state.md.inline.parse(tok.content, state.md, state.env, tok.children);
    }
  });
  let rules = parser.inline.ruler.__rules__, original = (name) => {
    let r = rules.find((x) => x.name === name);
    if (!r) throw new Error(`markdown-it has no inline rule ${name}`);
    return r.fn;
  }, helpers = parser.helpers, withDestination = (name) => {
    let fn = original(name), tokenType = name === "link" ? "link_open" : "image";
    return (state, silent) => {
      let startPos = state.pos, before = state.tokens.length;
      if (!fn(state, silent)) return !1;
      if (silent) return !0;
      let tok = state.tokens.slice(before).find((t) => t.type === tokenType);
      if (!tok || tok.meta && tok.meta.label) return !0;
      let labelStart = name === "link" ? startPos : startPos + 1, savedPos = state.pos, labelEnd = helpers.parseLinkLabel(state, labelStart, name === "link");
      if (state.pos = savedPos, labelEnd < 0 || state.src.charCodeAt(labelEnd + 1) !== 40) return !0;
      let pos = labelEnd + 2;
      for (; pos < state.src.length && /[ \t\n]/.test(state.src[pos]); ) pos++;
      let res = helpers.parseLinkDestination(state.src, pos, state.src.length);
      if (!res.ok) return !0;
      let start = pos, end = res.pos;
      state.src[start] === "<" && (start += 1, end -= 1);
      let meta = { dest_start: start, dest_end: end, dest: res.str };
      return tok.meta = Object.assign(tok.meta ?? {}, meta), !0;
    };
  }, withRange = (name, tokenType) => {
    let fn = original(name);
    return (state, silent) => {
      let startPos = state.pos, before = state.tokens.length;
      if (!fn(state, silent)) return !1;
      if (!silent) {
        let tok = state.tokens.slice(before).find((t) => t.type === tokenType);
        tok && (tok.meta = Object.assign(tok.meta ?? {}, { range: [startPos, state.pos] }));
      }
      return !0;
    };
  };
  return parser.block.ruler.before("reference", "footnote_definition", footnoteDefinition, { alt: ["paragraph", "reference"] }), parser.inline.ruler.at("link", withDestination("link")), parser.inline.ruler.at("image", withDestination("image")), parser.inline.ruler.at("backticks", withRange("backticks", "code_inline")), parser.inline.ruler.at("autolink", withRange("autolink", "link_open")), parser.inline.ruler.at("html_inline", withRange("html_inline", "html_inline")), parser;
}
function footnoteDefinition(state, startLine, endLine, silent) {
  let start = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || start + 4 > max || state.src.charCodeAt(start) !== 91 || state.src.charCodeAt(start + 1) !== 94) return !1;
  let pos = start + 2;
  for (; pos < max && state.src.charCodeAt(pos) !== 93; ) pos++;
  if (pos === start + 2 || pos + 1 >= max || state.src.charCodeAt(pos + 1) !== 58) return !1;
  if (silent) return !0;
  pos += 2;
  let open = state.push("footnote_open", "", 1);
  open.map = [startLine, startLine];
  let oldBMark = state.bMarks[startLine], oldTShift = state.tShift[startLine], oldSCount = state.sCount[startLine], oldParentType = state.parentType, afterColon = pos, initial = state.sCount[startLine] + pos - start, offset = initial;
  for (; pos < max; ) {
    let ch = state.src.charCodeAt(pos);
    if (ch === 9) offset += 4 - offset % 4;
    else if (ch === 32) offset++;
    else break;
    pos++;
  }
  return state.tShift[startLine] = pos - afterColon, state.sCount[startLine] = offset - initial, state.bMarks[startLine] = afterColon, state.blkIndent += 4, state.parentType = "footnote", state.sCount[startLine] < state.blkIndent && (state.sCount[startLine] += state.blkIndent), state.md.block.tokenize(state, startLine, endLine), state.parentType = oldParentType, state.blkIndent -= 4, state.tShift[startLine] = oldTShift, state.sCount[startLine] = oldSCount, state.bMarks[startLine] = oldBMark, open.map[1] = state.line, state.push("footnote_close", "", -1), !0;
}
function splitLines2(text2) {
  return text2.length === 0 ? [""] : splitLines(text2).map((l) => lineContent(l));
}
var ATTRIBUTE = String.raw`(?:[#.][\w.:+-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s{}"']+))`, HEADING_ATTRIBUTES = new RegExp(String.raw`\s*\{:?\s*(${ATTRIBUTE}(?:\s+${ATTRIBUTE})*)\s*\}$`);
function readFrontmatter(lines) {
  if (lines[0]?.trimEnd() !== "---") return;
  let end = -1;
  for (let i = 1; i < lines.length; i++) {
    let l = lines[i].trimEnd();
    if (l === "---" || l === "...") {
      end = i;
      break;
    }
  }
  if (end < 0) return;
  let body = lines.slice(1, end).join(`
`), data;
  try {
    let v = (0, import_yaml2.parse)(body, { logLevel: "silent" });
    isJsonObject(v) && (data = v);
  } catch {
    data = void 0;
  }
  let key_lines = {};
  for (let i = 1; i < end; i++) {
    let m = /^([A-Za-z0-9_-]+)\s*:/.exec(lines[i]);
    m && key_lines[m[1]] === void 0 && (key_lines[m[1]] = i + 1);
  }
  return { end_line: end + 1, data, key_lines };
}
function lineStarts(src) {
  let starts = [0];
  for (let i = src.indexOf(`
`); i >= 0; i = src.indexOf(`
`, i + 1)) starts.push(i + 1);
  return starts;
}
var lineDeltas = /* @__PURE__ */ new WeakMap();
function lineDelta(fileLine, block2, k) {
  let deltas = lineDeltas.get(block2);
  deltas || lineDeltas.set(block2, deltas = /* @__PURE__ */ new Map());
  let delta = deltas.get(k);
  if (delta !== void 0) return delta;
  let lineStart = block2.line_starts[k], nextStart = block2.line_starts[k + 1], inlineLine = block2.src.slice(lineStart, nextStart === void 0 ? block2.src.length : nextStart - 1);
  return delta = -1, inlineLine.length > 0 && (fileLine.endsWith(inlineLine) ? delta = fileLine.length - inlineLine.length : delta = fileLine.indexOf(inlineLine.trimEnd())), deltas.set(k, delta), delta;
}
function locate(doc, block2, offset, fragment) {
  let k = 0, lo = 0, hi = block2.line_starts.length - 1;
  for (; lo <= hi; ) {
    let mid = lo + hi >> 1;
    block2.line_starts[mid] <= offset ? (k = mid, lo = mid + 1) : hi = mid - 1;
  }
  let line = block2.first_line + k, fileLine = doc.lines[line - 1] ?? "", inLine = offset - block2.line_starts[k], delta = lineDelta(fileLine, block2, k);
  if (delta >= 0 && fileLine.startsWith(fragment, delta + inLine)) return { line, column: delta + inLine + 1 };
  let found = fileLine.indexOf(fragment);
  return { line, column: (found >= 0 ? found : Math.max(0, delta) + inLine) + 1 };
}
function headingText(children) {
  let out = "";
  for (let c of children)
    c.type === "text" || c.type === "code_inline" ? out += c.content : (c.type === "softbreak" || c.type === "hardbreak") && (out += " ");
  return out.replace(/:[a-z0-9_+-]+:/g, "").trim();
}
function definitionTerms(content) {
  let lines = content.split(`
`), out = [], isDefinition = (l) => /^:[ \t]/.test(l);
  for (let k = 0; k + 1 < lines.length; k++) {
    if (!isDefinition(lines[k + 1]) || isDefinition(lines[k])) continue;
    let first = k;
    for (; first > 0 && !isDefinition(lines[first - 1]) && !/^\s/.test(lines[first]); ) first--;
    for (let t = first; t <= k; t++) {
      let text2 = lines[t].replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]|(?<!\w)_|_(?!\w)/g, "").trim();
      text2 !== "" && out.push(text2);
    }
  }
  return out;
}
var BLOCK_ATTR_LIST = /\n[ ]*\{:?[ ]*([^}\n ][^}\n]*)[ ]*\}[ ]*$/;
function blockAttrIds(content) {
  let m = BLOCK_ATTR_LIST.exec(content);
  return m ? [...m[1].matchAll(/(?:^|\s)(?:#|id=["']?)([\w.:+-]+)/g)].map((x) => x[1]) : [];
}
var AUTODOC_LINE = /^:::[ \t]+([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)[ \t]*$/gm, HTML_ANCHOR = /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi, HTML_REF = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
function collectHtml(input, anchors) {
  if (!input.includes("=")) return [];
  let html = input.includes("<!--") ? input.replace(/<!--[\s\S]*?(?:-->|$)/g, (c) => c.replace(/[^\n]/g, " ")) : input;
  for (let m of html.matchAll(HTML_ANCHOR)) anchors.add(m[1] ?? m[2] ?? "");
  let out = [];
  for (let m of html.matchAll(HTML_REF)) {
    let value = m[3] ?? m[4] ?? "", quoted = m[0].length - value.length - 1;
    out.push({ source: m[1].toLowerCase() === "img" ? "image" : "link", value, offset: m.index + quoted });
  }
  return out;
}
function decodeEntities(s) {
  return s.includes("&") ? md.utils.unescapeAll(s) : s;
}
function parseDoc(path, input) {
  let text2 = input.charCodeAt(0) === 65279 ? input.slice(1) : input, lines = splitLines2(text2), frontmatter = readFrontmatter(lines), plain = frontmatter ? `
`.repeat(frontmatter.end_line) + lines.slice(frontmatter.end_line).join(`
`) : text2, source = isMdxPath(path) ? blankMdxSyntax(plain) : plain, env = {}, tokens = md.parse(source, env), headings = [], anchors = /* @__PURE__ */ new Set(), refs = [], inlines = [], fences = [], blocks = [], tasks = [], terms = [], attrAnchors = [], autodocIds = [], slugger = new Slugger(), inlineKind = "paragraph", rowMap = null;
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    switch (t.level === 0 && t.nesting !== -1 && t.map && blocks.push({ type: t.type.replace(/_open$/, ""), start_line: t.map[0] + 1, end_line: t.map[1] }), t.type) {
      case "heading_open": {
        let inline2 = tokens[i + 1], text3 = headingText(inline2?.children ?? []), custom = /\s*\{:?\s*#([\w.:+-]+)(?:\s+[^{}]*)?\s*\}$/.exec(text3), attrs = custom ?? HEADING_ATTRIBUTES.exec(text3);
        if (attrs) {
          let id = custom ? custom[1] : /(?:^|\s)#([\w.:+-]+)/.exec(attrs[1])?.[1];
          id !== void 0 && anchors.add(id), text3 = text3.slice(0, attrs.index);
        }
        let slug = slugger.slug(text3);
        anchors.add(slug), headings.push({ level: Number(t.tag.slice(1)), text: text3, slug, line: t.map[0] + 1 }), inlineKind = "heading";
        break;
      }
      case "paragraph_open": {
        inlineKind = "paragraph";
        let inline2 = tokens[i + 1];
        if (inline2?.type === "inline" && inline2.content.includes(`
:`) && pushAll(terms, definitionTerms(inline2.content)), inline2?.type === "inline" && inline2.content.includes(":::")) for (let m of inline2.content.matchAll(AUTODOC_LINE)) autodocIds.push(m[1]);
        break;
      }
      case "th_open":
      case "td_open":
        inlineKind = "table";
        break;
      case "list_item_open": {
        let inline2 = tokens[i + 1]?.type === "paragraph_open" ? tokens[i + 2] : void 0, m = inline2?.type === "inline" ? /^\[([ xX])\](?:\s|$)/.exec(inline2.content) : null;
        m && t.map && tasks.push({ checked: m[1] !== " ", line: inline2.map ? inline2.map[0] + 1 : t.map[0] + 1 });
        break;
      }
      case "fence":
      case "code_block":
        t.map && fences.push({ info: t.info.trim(), content: t.content, first_line: t.map[0] + 1 + (t.type === "fence" ? 1 : 0) });
        break;
      case "html_block":
        if (t.map) {
          let block2 = { src: t.content, first_line: t.map[0] + 1, line_starts: lineStarts(t.content), excluded: [], code_spans: [], block: "paragraph" };
          for (let h of collectHtml(t.content, anchors)) {
            let raw = h.value, pos = locate({ lines }, block2, h.offset, raw);
            refs.push({ source: h.source, target: decodeEntities(raw), raw, ...pos, html: !0 });
          }
        }
        break;
      case "reference_definition":
        if (t.map) {
          let def = readDefinition(lines, t.map[0], t.map[1]);
          def && refs.push({ source: "definition", ...def });
        }
        break;
      case "tr_open":
        rowMap = t.map;
        break;
      case "inline": {
        if (t.content.includes("](){")) for (let m of t.content.matchAll(/\[\]\(\)\{:?\s*#([\w.:+-]+)[^}]*\}/g)) attrAnchors.push(m[1]);
        inlineKind === "paragraph" && t.content.includes("{") && pushAll(attrAnchors, blockAttrIds(t.content));
        let map = t.map ?? (inlineKind === "table" ? rowMap : null);
        map && inlines.push(readInline(t, map, inlineKind, lines, refs, anchors));
        break;
      }
    }
  }
  return { path, text: text2, lines, frontmatter, headings, anchors, terms, attr_anchors: attrAnchors, autodoc_ids: autodocIds, refs, inlines, fences, blocks, tasks };
}
function readInline(t, map, kind, lines, refs, anchors) {
  let src = t.content, block2 = { src, first_line: map[0] + 1, line_starts: lineStarts(src), excluded: [], code_spans: [], block: kind }, doc = { lines };
  return ((children) => {
    for (let c of children) {
      let meta = c.meta;
      if ((c.type === "link_open" || c.type === "image") && meta && meta.dest_start !== void 0) {
        block2.excluded.push([meta.dest_start, meta.dest_end]);
        let raw = src.slice(meta.dest_start, meta.dest_end);
        if (raw.length > 0) {
          let pos = locate(doc, block2, meta.dest_start, raw);
          refs.push({ source: c.type === "image" ? "image" : "link", target: meta.dest, raw, ...pos });
        }
      }
      if (c.type === "link_open" && meta?.range && block2.excluded.push(meta.range), c.type === "html_inline" && meta?.range) {
        block2.excluded.push(meta.range);
        for (let h of collectHtml(c.content, anchors)) {
          let offset = meta.range[0] + h.offset, pos = locate(doc, block2, offset, h.value);
          refs.push({ source: h.source, target: decodeEntities(h.value), raw: h.value, ...pos, html: !0 });
        }
      }
      if (c.type === "code_inline" && meta?.range) {
        let [start, end] = meta.range;
        block2.excluded.push([start, end]);
        let marker = c.markup.length, inner = src.slice(start + marker, end - marker), content_start = start + marker + (inner.replace(/\n/g, " ") === c.content ? 0 : 1);
        block2.code_spans.push({ start, end, content_start, content: c.content });
      }
    }
  })(t.children ?? []), block2;
}
function readDefinition(lines, from, to) {
  let full = lines.slice(from, to).join(`
`), i = full.indexOf("[");
  if (i < 0) return;
  for (i = i + 1; i < full.length; i++) {
    let ch = full[i];
    if (ch === "\\") i++;
    else if (ch === "]") break;
  }
  if (full[i + 1] !== ":") return;
  let pos = i + 2;
  for (; ; ) {
    for (; pos < full.length && (full[pos] === " " || full[pos] === "	"); ) pos++;
    if (full[pos] !== `
`) break;
    for (pos++; pos < full.length && (full[pos] === " " || full[pos] === ">"); ) pos++;
  }
  let res = md.helpers.parseLinkDestination(full, pos, full.length);
  if (!res.ok) return;
  let start = pos, end = res.pos;
  full[start] === "<" && (start += 1, end -= 1);
  let raw = full.slice(start, end);
  if (raw.length === 0) return;
  let before = full.slice(0, start), nl = before.lastIndexOf(`
`), lineOffset = before.split(`
`).length - 1;
  return { target: res.str, raw, line: from + lineOffset + 1, column: start - (nl + 1) + 1 };
}

// scripts/readers/imports.ts
var IMPORT = /(^|\s)@((?:[^\s\\]|\\ )+)/g, TEXT_EXTENSIONS = /\.(?:md|mdx|markdown|txt|json|ya?ml|toml)$/i;
function inRanges(ranges, offset) {
  for (let [a, b] of ranges) if (offset >= a && offset < b) return !0;
  return !1;
}
function extractImports(doc, repo) {
  let out = [];
  for (let block2 of doc.inlines)
    for (let m of block2.src.matchAll(IMPORT)) {
      let at = m.index + m[1].length;
      if (inRanges(block2.excluded, at)) continue;
      let raw = m[2].replace(/[.,;:!?)\]'"]+$/, "");
      if (raw === "" || raw.startsWith("@")) continue;
      let target = raw.replace(/\\ /g, " ");
      if (!isImportCandidate(target, doc.path, repo)) continue;
      let pos = locate(doc, block2, at + 1, raw);
      out.push({ source: "import", target, raw, ...pos, client_target: m[2].replace(/\\ /g, " ") });
    }
  return out;
}
function isImportCandidate(target, docPath, repo) {
  if (/^(?:\.{1,2}\/|\/|~\/)/.test(target)) return !0;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return !1;
  if (TEXT_EXTENSIONS.test(target)) return !0;
  let first = target.split("/")[0], dir = docPath.includes("/") ? docPath.slice(0, docPath.lastIndexOf("/")) : "", rel = dir === "" ? first : `${dir}/${first}`;
  return target.includes("/") && (repo.files.has(rel) || repo.dirs.has(rel));
}

// scripts/readers/resolve-imports.ts
function resolveOne(docPath, target, src) {
  let r = resolveRef(docPath, { source: "import", target, raw: target, line: 0, column: 0 }, src.root, src.repo);
  return r.kind === "path" ? r.resolved : void 0;
}
function resolvedImports(path, src) {
  let doc = src.doc(path);
  if (!doc) return [];
  let out = [];
  for (let ref of extractImports(doc, src.repo)) {
    let base = { raw: ref.client_target, line: ref.line, column: ref.column }, exact = resolveOne(path, ref.client_target, src);
    if (exact === void 0) {
      out.push({ ...base, outcome: { kind: "outside" } });
      continue;
    }
    if (src.isFile(exact)) {
      let c = src.canonical(exact);
      out.push({ ...base, outcome: src.doc(c) ? { kind: "file", path: c } : { kind: "not_loadable", path: exact } });
      continue;
    }
    if (src.repo.dirs.has(exact) || src.listDir(exact).length > 0) {
      out.push({ ...base, outcome: { kind: "not_loadable", path: exact } });
      continue;
    }
    let loose = ref.client_target === ref.target ? void 0 : resolveOne(path, ref.target, src), suggestion = loose !== void 0 && src.isFile(loose) ? loose : void 0;
    out.push({ ...base, outcome: suggestion ? { kind: "missing", path: exact, suggestion } : { kind: "missing", path: exact } });
  }
  return out;
}
function importedFiles(path, src) {
  let out = [];
  for (let i of resolvedImports(path, src)) i.outcome.kind === "file" && !out.includes(i.outcome.path) && out.push(i.outcome.path);
  return out;
}
function isWithin(path, folder2) {
  return folder2 === "" || path === folder2 || path.startsWith(folder2 + "/");
}
function folderChain(folder2) {
  let out = [""];
  if (folder2 === "") return out;
  let parts = folder2.split("/");
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join("/"));
  return out;
}
var joinPath = (dir, name) => dir === "" ? name : posix6.join(dir, name);

// scripts/readers/memory-files.ts
var baseOf = (path) => path.slice(path.lastIndexOf("/") + 1), atRoot = (path, exact) => path === exact, MEMORY_RULES = [
  { agent: "claude-code", rule: "CLAUDE.md: Claude Code project memory", test: (p, b) => b === "CLAUDE.md" && !p.endsWith(".claude/CLAUDE.md") },
  { agent: "claude-code", rule: ".claude/CLAUDE.md: Claude Code project memory", test: (p) => p === ".claude/CLAUDE.md" || p.endsWith("/.claude/CLAUDE.md") },
  { agent: "claude-code", rule: "CLAUDE.local.md: Claude Code local memory", test: (_p, b) => b === "CLAUDE.local.md" },
  { agent: "claude-code", rule: ".claude/rules/**/*.md: Claude Code rules", test: (p) => /(?:^|\/)\.claude\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: "codex", rule: "AGENTS.md: Codex and other AGENTS.md readers", test: (_p, b) => b === "AGENTS.md" },
  { agent: "codex", rule: "AGENTS.override.md: Codex override", test: (_p, b) => b === "AGENTS.override.md" },
  { agent: "gemini", rule: "GEMINI.md: Gemini CLI context", test: (_p, b) => b === "GEMINI.md" },
  { agent: "copilot", rule: ".github/copilot-instructions.md: GitHub Copilot instructions", test: (p) => atRoot(p, ".github/copilot-instructions.md") },
  { agent: "cursor", rule: ".cursor/rules/*.mdc: Cursor rules", test: (p) => /(?:^|\/)\.cursor\/rules\/(?:[^/]+\/)*[^/]+\.mdc$/.test(p) },
  { agent: "cursor", rule: ".cursorrules: Cursor legacy rules", test: (p) => atRoot(p, ".cursorrules") },
  { agent: "windsurf", rule: ".windsurf/rules/*.md: Windsurf rules", test: (p) => /(?:^|\/)\.windsurf\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: "windsurf", rule: ".windsurfrules: Windsurf legacy rules", test: (p) => atRoot(p, ".windsurfrules") },
  { agent: "kiro", rule: ".kiro/steering/*.md: Kiro steering", test: (p) => /^\.kiro\/steering\/[^/]+\.md$/.test(p) }
], READER_INPUTS = [
  /^\.github\/instructions\/(?:[^/]+\/)*[^/]+\.instructions\.md$/,
  /(?:^|\/)\.claude\/settings(?:\.local)?\.json$/,
  /^\.claude\/skills\/[^/]+\/SKILL\.md$/,
  /^\.claude\/commands\/(?:[^/]+\/)*[^/]+\.md$/,
  /^\.claude-plugin\/plugin\.json$/,
  /^skills\/[^/]+\/SKILL\.md$/,
  /^commands\/(?:[^/]+\/)*[^/]+\.md$/,
  /(?:^|\/)\.codex\/config\.toml$/,
  /(?:^|\/)\.gemini\/settings\.json$/,
  /(?:^|\/)\.aider\.conf\.yml$/
];
function isReaderInput(path) {
  return READER_INPUTS.some((re) => re.test(path));
}
function isAgentMemoryPath(path) {
  let p = path.replace(/^\.\//, ""), base = baseOf(p);
  for (let r of MEMORY_RULES) if (r.test(p, base)) return { agent: r.agent, rule: r.rule };
}
function importMaxHops(agent) {
  return agent === "claude-code" ? 4 : agent === "gemini" ? 5 : 0;
}
function followsImports(path) {
  let m = isAgentMemoryPath(path);
  return m ? importMaxHops(m.agent) > 0 || baseOf(path) === "AGENTS.md" : !1;
}
var hopsFor = (path, m) => m.agent === "codex" && followsImports(path) ? importMaxHops("claude-code") : importMaxHops(m.agent);
function memoryWithImports(paths, importsOf) {
  let out = /* @__PURE__ */ new Map(), frontier = [];
  for (let p of [...paths].sort()) {
    let m = isAgentMemoryPath(p);
    if (!m) continue;
    out.set(p, m);
    let left = hopsFor(p, m);
    left > 0 && frontier.push({ path: p, agent: m.agent, left });
  }
  for (let hop = 1; frontier.length > 0; hop++) {
    let next = [];
    for (let { path, agent, left } of frontier)
      for (let target of importsOf(path))
        out.has(target) || (out.set(target, { agent, rule: `@imported by ${path}`, imported_by: path, hops: hop }), left > 1 && next.push({ path: target, agent, left: left - 1 }));
    frontier = next;
  }
  return out;
}
var ROOT_MEMORY_FILES = ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", ".claude/CLAUDE.md"];
function isRootInstructionFile(path) {
  return ROOT_MEMORY_FILES.includes(path) || path === "AGENTS.override.md" || path === "GEMINI.md" || path === ".github/copilot-instructions.md";
}

// scripts/readers/memory-index.ts
var cache = /* @__PURE__ */ new WeakMap();
function memoryFilesOf(src) {
  let list2 = cache.get(src.repo.files);
  return list2 || (list2 = [...src.repo.files].filter((f) => isAgentMemoryPath(f) !== void 0 || isReaderInput(f)).sort(), cache.set(src.repo.files, list2)), list2;
}

// scripts/readers/skill-listing.ts
var LISTING_CONTEXT_TOKENS = 1e6, LISTING_CHARS_PER_TOKEN = 3, LISTING_BUDGET_FRACTION = 0.01, LISTING_MAX_DESC_CHARS = 1536, CLIENT_ENTRIES = [
  { name: "dataviz", chars: 1447, bundled: !0 },
  { name: "update-config", chars: 707, bundled: !0 },
  { name: "keybindings-help", chars: 248, bundled: !0 },
  { name: "code-review", chars: 850, bundled: !0 },
  { name: "simplify", chars: 188, bundled: !0 },
  { name: "fewer-permission-prompts", chars: 191, bundled: !0 },
  { name: "loop", chars: 344, bundled: !0 },
  { name: "claude-api", chars: 1171, bundled: !0 },
  { name: "workflow-authoring", chars: 252, bundled: !0 },
  { name: "run", chars: 368, bundled: !0 },
  { name: "plugin-authoring", chars: 275, bundled: !0 },
  { name: "init", chars: 67, bundled: !1 },
  { name: "security-review", chars: 90, bundled: !1 }
], str2 = (v) => typeof v == "string" ? v : void 0;
function descriptionOf(path, src, fallbackToBody) {
  let doc = src.doc(path), data = doc?.frontmatter?.data, d = str2(data?.description)?.trim();
  d === void 0 && fallbackToBody && doc && (d = (doc.frontmatter ? doc.lines.slice(doc.frontmatter.end_line) : doc.lines).find((l) => l.trim() !== "")?.trim() ?? "");
  let when = str2(data?.when_to_use)?.trim();
  return when ? `${d ?? ""} - ${when}` : d ?? "";
}
function skillsIn(dir, prefix, source, src, files) {
  let out = [], re = new RegExp(`^${dir.replace(/[.]/g, "\\.")}/([^/]+)/SKILL\\.md$`);
  for (let f of files) {
    let m = re.exec(f);
    if (!m) continue;
    let data = src.doc(f)?.frontmatter?.data;
    if (data?.["disable-model-invocation"] === !0) continue;
    let folder2 = m[1], own = str2(data?.name), name = prefix + (own !== void 0 && own !== folder2 && prefix === "" ? `${folder2} (${own})` : folder2);
    out.push({ name, path: f, source, description: descriptionOf(f, src, !0) });
  }
  return out.sort((a, b) => byCodeUnit(a.name, b.name));
}
function commandsIn(dir, prefix, source, src, files) {
  let out = [];
  for (let f of files) {
    if (!f.startsWith(dir + "/") || !f.endsWith(".md") || src.doc(f)?.frontmatter?.data?.["disable-model-invocation"] === !0) continue;
    let name = prefix + f.slice(dir.length + 1, -3).split("/").join(":");
    out.push({ name, path: f, source, description: descriptionOf(f, src, !0) });
  }
  return out.sort((a, b) => byCodeUnit(a.name, b.name));
}
function readSettings(src) {
  let path = joinPath("", ".claude/settings.json"), out = { fraction: LISTING_BUDGET_FRACTION, cap: LISTING_MAX_DESC_CHARS, read: [] };
  if (!src.isFile(path)) return out;
  let data = {};
  try {
    let v = JSON.parse(src.doc(path)?.text ?? "");
    isJsonObject(v) && (data = v);
  } catch {
    return out;
  }
  let f = data.skillListingBudgetFraction;
  typeof f == "number" && f > 0 && f <= 1 && (out.fraction = f, out.read.push({ path, key: "skillListingBudgetFraction", value: f }));
  let c = data.skillListingMaxDescChars;
  return typeof c == "number" && Number.isInteger(c) && c > 0 && (out.cap = c, out.read.push({ path, key: "skillListingMaxDescChars", value: c })), out;
}
function skillListing(src) {
  let files = memoryFilesOf(src), settings = readSettings(src), candidates = [...skillsIn(".claude/skills", "", "project", src, files), ...commandsIn(".claude/commands", "", "project", src, files)], plugin;
  try {
    let manifest = JSON.parse(src.doc(".claude-plugin/plugin.json")?.text ?? "null");
    plugin = isJsonObject(manifest) ? str2(manifest.name) : void 0;
  } catch {
    plugin = void 0;
  }
  if (plugin) {
    let own = [...skillsIn("skills", `${plugin}:`, "plugin", src, files), ...commandsIn("commands", `${plugin}:`, "plugin", src, files)];
    pushAll(candidates, own.sort((a, b) => byCodeUnit(a.name, b.name)));
  }
  let entries = candidates.map((c) => {
    let cut = c.description.length > settings.cap, desc = cut ? c.description.slice(0, settings.cap - 1) + "\u2026" : c.description, nameLine = `- ${c.name}`;
    return { name: c.name, path: c.path, source: c.source, chars: `${nameLine}: ${desc}`.length, name_chars: nameLine.length, cut, bundled: !1, shown: "full" };
  });
  for (let e of CLIENT_ENTRIES) entries.push({ name: e.name, path: "", source: "client", chars: e.chars, name_chars: `- ${e.name}`.length, cut: !1, bundled: e.bundled, shown: "full" });
  let budget = Math.max(1, Math.floor(LISTING_CONTEXT_TOKENS * LISTING_CHARS_PER_TOKEN * settings.fraction)), joins = Math.max(0, entries.length - 1), full = entries.reduce((n, e) => n + e.chars, 0) + joins, chars = full;
  if (full > budget) {
    let left = budget - (entries.reduce((n, e) => n + (e.bundled ? e.chars : e.name_chars), 0) + joins);
    for (let e of entries) {
      if (e.bundled) continue;
      let gain = e.chars - e.name_chars;
      gain <= left ? left -= gain : e.shown = "name_only";
    }
    chars = entries.reduce((n, e) => n + (e.shown === "full" ? e.chars : e.name_chars), 0) + joins;
  }
  let mine = entries.filter((e) => e.source !== "client");
  return {
    budget,
    full_chars: full,
    chars,
    entries,
    dropped: mine.filter((e) => e.shown === "name_only").map((e) => e.name),
    cut: mine.filter((e) => e.cut).map((e) => e.name),
    settings: settings.read
  };
}
function skillListingProblem(l) {
  if (l.dropped.length === 0 && l.cut.length === 0) return;
  let first = l.entries.find((e) => e.source !== "client" && (e.shown === "name_only" || e.cut)), parts = [];
  if (l.dropped.length > 0) {
    let names = l.dropped.slice(0, 10).join(", ") + (l.dropped.length > 10 ? `, and ${l.dropped.length - 10} more` : "");
    parts.push(`the skill listing is ${l.full_chars} characters, over Claude Code's ${l.budget}-character budget: ${l.dropped.length} description${l.dropped.length === 1 ? "" : "s"} dropped, the model sees only the name (${names})`);
  }
  return l.cut.length > 0 && parts.push(`${l.cut.length} description${l.cut.length === 1 ? "" : "s"} cut at ${LISTING_MAX_DESC_CHARS} characters (${l.cut.slice(0, 10).join(", ")})`), { kind: "skill_listing_over_budget", path: first.path, dropped: l.dropped, cut: l.cut, budget: l.budget, chars: l.full_chars, detail: parts.join("; ") };
}

// scripts/readers/aider.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { posix as posix7 } from "node:path";
var DOCS = "https://aider.chat/docs/usage/conventions.html; https://aider.chat/docs/config/aider_conf.html (home, git root, current directory; later files win)", AIDER_RULES = [
  { id: "read", text: "The files `read:` names in .aider.conf.yml (the start folder's winning over the git root's) are added read-only to every chat", source: { kind: "docs", ref: DOCS } }
];
function aiderSession(folder2, src) {
  let read, from;
  for (let dir of folder2 === "" ? [""] : ["", folder2]) {
    let path = joinPath(dir, ".aider.conf.yml");
    if (!src.isFile(path)) continue;
    let data;
    try {
      data = (0, import_yaml3.parse)(src.doc(path)?.text ?? "");
    } catch {
      continue;
    }
    let v = isJsonObject(data) ? data.read : void 0, list2 = typeof v == "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x == "string") : void 0;
    list2 !== void 0 && (read = list2, from = { path, key: "read", value: v });
  }
  let files = [];
  for (let r of read ?? []) {
    let p = posix7.normalize(joinPath(folder2, r));
    p.startsWith("..") || p.startsWith("/") || !src.isFile(p) || files.some((f) => f.path === p) || files.push({ path: p, rule: "read", hops: 0 });
  }
  return { files, settings: from ? [from] : [] };
}
var aiderReader = {
  agent: "aider",
  client: "Aider",
  rules: AIDER_RULES,
  owns: (p) => /(?:^|\/)\.aider\.conf\.yml$/.test(p),
  sentText: wholeText,
  session(folder2, src) {
    return { ...emptySession(), ...aiderSession(folder2, src) };
  }
};

// scripts/readers/claude-code.ts
import { posix as posix8 } from "node:path";

// scripts/readers/sent-text.ts
function claudeCodeText(doc) {
  let code2 = /* @__PURE__ */ new Set();
  for (let b of doc.blocks) if (b.type === "fence" || b.type === "code_block") for (let l = b.start_line; l <= b.end_line; l++) code2.add(l);
  let first = doc.frontmatter ? doc.frontmatter.end_line : 0, kept = [], dropped = [];
  for (let i = first; i < doc.lines.length; i++) {
    let line = doc.lines[i];
    if (code2.has(i + 1) || !line.startsWith("<!--")) {
      kept.push(line);
      continue;
    }
    let j = i, close = line.indexOf("-->", 4);
    for (; close < 0 && j + 1 < doc.lines.length; ) close = doc.lines[++j].indexOf("-->");
    if (close < 0) {
      pushAll(kept, doc.lines.slice(i));
      break;
    }
    dropped.push([i + 1, j + 1]);
    let rest = doc.lines[j].slice(close + 3);
    rest.trim() !== "" && kept.push(rest), i = j;
  }
  return { text: kept.join(`
`), dropped };
}
function claudeCodeSentText(path, src) {
  let doc = src.doc(path);
  return doc ? claudeCodeText(doc).text : "";
}

// scripts/readers/claude-code.ts
var OBSERVED = "Claude Code 2.1.332 against the scripted Messages API (tests/e2e/agent-readers.e2e.ts)", BUNDLED = "Claude Code 2.1.332, its bundled JavaScript (@anthropic-ai/claude-code-linux-x64)", CLAUDE_CODE_RULES = [
  { id: "claude-md", text: "CLAUDE.md, then .claude/CLAUDE.md, of each folder from the project root down to the start folder", source: { kind: "observed", ref: OBSERVED } },
  { id: "rules", text: ".claude/rules/**/*.md without paths: frontmatter, recursively in directory order, after the folder's CLAUDE.md files", source: { kind: "observed", ref: OBSERVED } },
  { id: "rules-paths", text: ".claude/rules with paths: frontmatter load when the agent reads, writes or edits a file their globs match", source: { kind: "observed", ref: OBSERVED } },
  { id: "local", text: "CLAUDE.local.md of each folder on the way, last in its folder, ignored by git or not", source: { kind: "observed", ref: OBSERVED } },
  {
    id: "agents-md",
    text: 'AGENTS.md, then .claude/AGENTS.md, of each folder on the way, after its rules, only when no folder of the chain has a CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md that loads; one whose text equals a loaded file is skipped (builtin plugin cc-plugin-agents-md, default instructionFiles "claude-md-or-agents-md"; plugin options are not read from project settings)',
    source: { kind: "observed", ref: `${OBSERVED}; ${BUNDLED}, cc-plugin-agents-md` }
  },
  { id: "import", text: "@imports load right after the importing file, depth first, at most four hops, each file once; an import outside the start folder is not loaded headless", source: { kind: "observed", ref: OBSERVED } },
  {
    id: "subfolder",
    text: "CLAUDE.md, .claude/CLAUDE.md, .claude/rules and CLAUDE.local.md of a folder below the start folder load when the agent reads, writes or edits a file there (a file a Bash command such as cat reads counts too)",
    source: { kind: "observed", ref: `${OBSERVED} (Read, Write, Edit, Bash cat); ${BUNDLED}, nested memory triggers` }
  },
  {
    id: "nested-agents",
    text: "AGENTS.md and .claude/AGENTS.md of a folder below the start folder load when the agent reads there, only in a session that reads AGENTS.md, and only when that folder has no CLAUDE.md of its own",
    source: { kind: "observed", ref: OBSERVED }
  },
  { id: "size-limit", text: "A memory file over 4,194,304 bytes is skipped whole, so it does not stop AGENTS.md from being read", source: { kind: "observed", ref: `${OBSERVED}; ${BUNDLED}, "exceeds 4194304 byte limit"` } },
  {
    id: "excludes",
    text: "claudeMdExcludes from the start folder's .claude/settings.json and .claude/settings.local.json: globs matched against absolute paths (a relative pattern matches nothing); a matching memory file, rule, import or on-demand file is not loaded and does not count as a CLAUDE.md",
    source: { kind: "observed", ref: OBSERVED }
  },
  { id: "sent-text", text: "Leading YAML frontmatter and line-leading HTML comments never reach the model; a file left empty is not sent", source: { kind: "observed", ref: OBSERVED } },
  {
    id: "skill-listing",
    text: "Every turn lists each skill and command as '- name: description' within a budget of 1% of the context window in characters (default model: 1,000,000 tokens x 3 = 30,000); each description is cut at 1,536 characters; over budget, the descriptions of the client's bundled skills stay and the others are shown as a name only, first come first kept while they fit",
    source: { kind: "observed", ref: `${OBSERVED}; ${BUNDLED}, skill listing budget (skillListingBudgetFraction 0.01, skillListingMaxDescChars 1536)` }
  }
], CLAUDE_FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"], AGENTS_FILES = ["AGENTS.md", ".claude/AGENTS.md"], RULES_DIR = ".claude/rules", CLAUDE_MEMORY_MAX_BYTES = 4 * 1024 * 1024;
function ruleGlobs(path, src) {
  let data = src.doc(path)?.frontmatter?.data;
  if (!data || !("paths" in data)) return;
  let v = data.paths;
  return typeof v == "string" ? v.split(",").map((s) => s.trim()).filter((s) => s !== "") : Array.isArray(v) ? v.filter((x) => typeof x == "string") : [];
}
function rulesOf(dir, src) {
  let out = [], walk = (d) => {
    for (let e of src.listDir(d)) {
      let p = joinPath(d, e.name);
      e.isDir ? walk(p) : e.name.endsWith(".md") && out.push(p);
    }
  };
  return walk(joinPath(dir, RULES_DIR)), out;
}
function readSettings2(folder2, src) {
  let out = { excludes: [], read: [] };
  for (let name of [".claude/settings.json", ".claude/settings.local.json"]) {
    let path = joinPath(folder2, name);
    if (!src.isFile(path)) continue;
    let data;
    try {
      data = JSON.parse(src.doc(path)?.text ?? "");
    } catch {
      continue;
    }
    let v = isJsonObject(data) ? data.claudeMdExcludes : void 0;
    if (!Array.isArray(v)) continue;
    let globs = v.filter((x) => typeof x == "string");
    pushAll(out.excludes, globs), out.read.push({ path, key: "claudeMdExcludes", value: globs });
  }
  return out;
}
var Loader = class {
  constructor(src, folder2, excluded, seenBefore = /* @__PURE__ */ new Set()) {
    this.src = src;
    this.folder = folder2;
    this.excluded = excluded;
    this.seenBefore = seenBefore;
  }
  src;
  folder;
  excluded;
  seenBefore;
  files = [];
  skipped = [];
  notLoaded = [];
  seen = /* @__PURE__ */ new Set();
  maxHops = importMaxHops("claude-code");
  has(path) {
    let c = this.src.canonical(path);
    return this.seen.has(c) || this.seenBefore.has(c);
  }
  /** Whether the file would load (exists, not excluded, not over size, something to send). */
  loads(path) {
    if (!this.src.isFile(path) || this.excluded(path)) return !1;
    let doc = this.src.doc(this.src.canonical(path));
    return !doc || Buffer.byteLength(doc.text, "utf8") > CLAUDE_MEMORY_MAX_BYTES ? !1 : claudeCodeText(doc).text.trim() !== "";
  }
  load(path, ruleId, hops = 0, importedBy) {
    if (!this.src.isFile(path)) return;
    if (this.excluded(path)) {
      this.notLoaded.push({ path, reason: "excluded" });
      return;
    }
    let c = this.src.canonical(path), doc = this.src.doc(c);
    if (this.has(c) || !doc) return;
    let bytes = Buffer.byteLength(doc.text, "utf8");
    if (bytes > CLAUDE_MEMORY_MAX_BYTES) {
      this.notLoaded.push({ path: c, reason: "over_size", bytes });
      return;
    }
    this.seen.add(c);
    let { text: text2, dropped } = claudeCodeText(doc);
    if (text2.trim() !== "") {
      this.files.push(importedBy === void 0 ? { path: c, rule: ruleId, hops } : { path: c, rule: ruleId, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, this.src)) {
        if (dropped.some(([a, b]) => imp.line >= a && imp.line <= b)) continue;
        let at = { from: c, line: imp.line, raw: imp.raw }, o = imp.outcome;
        if (o.kind !== "outside")
          if (o.kind === "missing") this.skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") this.skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (this.has(o.path)) continue;
            isWithin(o.path, this.folder) ? hops + 1 > this.maxHops ? this.skipped.push({ ...at, reason: "too_deep", path: o.path }) : this.load(o.path, "import", hops + 1, c) : this.skipped.push({ ...at, reason: "outside_folder", path: o.path });
          }
      }
    }
  }
}, sentKey = (path, src) => claudeCodeSentText(src.canonical(path), src).trim();
function claudeCodeSession(folder2, src) {
  let chain = folderChain(folder2), settings = readSettings2(folder2, src), abs2 = (p) => posix8.join(src.root.split("\\").join("/"), p), excluded = (p) => settings.excludes.length > 0 && settings.excludes.some((g) => minimatch(abs2(p), g, { dot: !0 })), loader = new Loader(src, folder2, excluded), conditional = [], readsAgents = !chain.some((d) => CLAUDE_FILES.some((f) => loader.loads(joinPath(d, f))));
  for (let dir of chain) {
    loader.load(joinPath(dir, "CLAUDE.md"), "claude-md"), loader.load(joinPath(dir, ".claude/CLAUDE.md"), "claude-md");
    for (let r of rulesOf(dir, src)) {
      if (excluded(r)) continue;
      let globs = ruleGlobs(r, src);
      globs === void 0 ? loader.load(r, "rules") : conditional.push({ path: r, globs });
    }
    if (readsAgents) {
      let loadedText = new Set(loader.files.filter((f) => f.imported_by === void 0).map((f) => sentKey(f.path, src)));
      for (let name of AGENTS_FILES) {
        let p = joinPath(dir, name);
        src.isFile(p) && loadedText.has(sentKey(p, src)) || loader.load(p, "agents-md");
      }
    }
    loader.load(joinPath(dir, "CLAUDE.local.md"), "local");
  }
  let loaded = new Set(loader.files.map((f) => f.path));
  return {
    folder: folder2,
    files: loader.files,
    skipped: loader.skipped,
    conditional_rules: conditional,
    on_demand: onDemandBelow(folder2, loaded, readsAgents, excluded, src),
    reads_agents_md: readsAgents,
    not_loaded: loader.notLoaded,
    settings: settings.read
  };
}
function onDemandBelow(folder2, loaded, readsAgents, excluded, src) {
  let dirs = /* @__PURE__ */ new Set();
  for (let f of memoryFilesOf(src)) {
    let m = /^(?:(.*)\/)?(?:\.claude\/)?(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md)$/.exec(f) ?? /^(?:(.*)\/)?\.claude\/rules\//.exec(f);
    if (!m) continue;
    let dir = m[1] ?? "";
    dir === folder2 || !isWithin(dir, folder2) || dir.split("/").includes(".claude") || dirs.add(dir);
  }
  let out = [];
  for (let dir of [...dirs].sort()) {
    let loader = new Loader(src, "", excluded, loaded), claude = CLAUDE_FILES.some((f) => loader.loads(joinPath(dir, f)));
    loader.load(joinPath(dir, "CLAUDE.md"), "subfolder"), loader.load(joinPath(dir, ".claude/CLAUDE.md"), "subfolder");
    for (let r of rulesOf(dir, src)) !excluded(r) && ruleGlobs(r, src) === void 0 && loader.load(r, "subfolder");
    if (loader.load(joinPath(dir, "CLAUDE.local.md"), "subfolder"), readsAgents && !claude) for (let name of AGENTS_FILES) loader.load(joinPath(dir, name), "nested-agents");
    loader.files.length > 0 && out.push({ folder: dir, files: loader.files });
  }
  return out;
}
function loadedThrough(session, path) {
  let out = [], frontier = [path];
  for (let depth = 1; frontier.length > 0; depth++) {
    let next = [];
    for (let f of session.files)
      f.imported_by !== void 0 && frontier.includes(f.imported_by) && (out.push({ ...f, depth }), next.push(f.path));
    frontier = next;
  }
  return out;
}
function agentsHiddenByLocal(s, src) {
  if (s.reads_agents_md) return [];
  let chain = folderChain(s.folder), starters = s.files.filter((f) => f.imported_by === void 0 && CLAUDE_FILES.some((n) => f.path === n || f.path.endsWith("/" + n)));
  if (starters.length === 0 || !starters.every((f) => f.path.endsWith("CLAUDE.local.md"))) return [];
  let local = starters[0].path, out = [];
  for (let d of chain)
    for (let n of AGENTS_FILES) {
      let p = joinPath(d, n);
      src.isFile(p) && sentKey(p, src) !== "" && out.push({ kind: "agents_md_hidden", path: p, other_path: local, detail: `${local} switches AGENTS.md off: Claude Code reads ${p} only when no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md loads, so a session here gets none of its instructions` });
    }
  return out;
}
var claudeCodeReader = {
  agent: "claude-code",
  client: "Claude Code",
  rules: CLAUDE_CODE_RULES,
  owns: (p) => /(?:^|\/)(?:CLAUDE\.md|CLAUDE\.local\.md|\.claude\/(?:rules|skills|commands)\/.+)$/.test(p),
  sentText: claudeCodeSentText,
  session(folder2, src) {
    let s = claudeCodeSession(folder2, src), out = emptySession();
    out.files = s.files, out.skipped = s.skipped, out.settings = s.settings;
    let onDemand = [];
    for (let r of s.conditional_rules) onDemand.push({ path: r.path, rule: "rules-paths", trigger: `reading a file matching ${r.globs.join(", ") || "(no globs)"}` });
    for (let d of s.on_demand) for (let f of d.files) onDemand.push({ path: f.path, rule: f.rule, trigger: `reading, writing or editing a file in ${d.folder}/` });
    out.on_demand = onDemand;
    for (let n of s.not_loaded)
      n.reason === "over_size" && out.problems.push({ kind: "not_loaded_over_size", path: n.path, bytes: n.bytes ?? 0, limit: CLAUDE_MEMORY_MAX_BYTES, detail: `${n.path} is ${n.bytes} bytes, over Claude Code's ${CLAUDE_MEMORY_MAX_BYTES}-byte limit for a memory file: it is skipped whole` });
    if (pushAll(out.problems, agentsHiddenByLocal(s, src)), folder2 === "") {
      let listing = skillListing(src), p = skillListingProblem(listing);
      p && out.problems.push(p), pushAll(out.settings, listing.settings);
    }
    return out;
  }
};

// scripts/readers/codex.ts
var CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024, OVERRIDE = "AGENTS.override.md", DEFAULT = "AGENTS.md", AGENTS_RS = "openai/codex@0cf644af codex-rs/core/src/agents_md.rs", LOADER_RS = "openai/codex@12883137 codex-rs/config/src/loader/mod.rs", CODEX_RULES = [
  { id: "chain", text: "In each folder from the git root down to the start folder, the first file of AGENTS.override.md, AGENTS.md, then project_doc_fallback_filenames; one file per folder, no imports", source: { kind: "source", ref: `${AGENTS_RS} (agents_md_paths, candidate_filenames)` } },
  { id: "override", text: "AGENTS.override.md replaces AGENTS.md in its folder", source: { kind: "source", ref: `${AGENTS_RS} (candidate_filenames)` } },
  { id: "fallback", text: "A project_doc_fallback_filenames name is read in a folder without AGENTS.override.md or AGENTS.md", source: { kind: "source", ref: `${AGENTS_RS} (candidate_filenames)` } },
  {
    id: "budget",
    text: "The chain is read into one budget of project_doc_max_bytes (32768 by default, 0 reads nothing): the file crossing it is cut, later files dropped; a whitespace-only file is skipped and costs nothing",
    source: { kind: "source", ref: `${AGENTS_RS} (read_agents_md); DEFAULT_PROJECT_DOC_MAX_BYTES = 32 * 1024 in codex-rs/core/src/config` }
  },
  {
    id: "config",
    text: ".codex/config.toml of each folder from the root down to the start folder sets project_doc_max_bytes and project_doc_fallback_filenames, the closest winning (in a trusted project); project_root_markers there does not move the root",
    source: { kind: "source", ref: `${LOADER_RS} (load_project_layers, project_trust_context); ${AGENTS_RS} (agents_md_paths skips project layers for project_root_markers)` }
  }
];
function topLevelToml(text2) {
  let out = /* @__PURE__ */ new Map(), lines = text2.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+#.*$/, "").trim();
    if (line.startsWith("[")) break;
    let m = /^["']?([A-Za-z0-9_-]+)["']?\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (/^-?\d[\d_]*$/.test(value)) {
      out.set(m[1], Number(value.replace(/_/g, "")));
      continue;
    }
    if (value.startsWith("[")) {
      for (; !value.includes("]") && i + 1 < lines.length; ) value += " " + lines[++i].replace(/\s+#.*$/, "");
      let items = [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((x) => x[1] ?? x[2] ?? "");
      out.set(m[1], items);
    }
  }
  return out;
}
function codexConfig(folder2, src) {
  let out = { project_doc_max_bytes: CODEX_PROJECT_DOC_MAX_BYTES, project_doc_fallback_filenames: [], settings: [] };
  for (let dir of folderChain(folder2)) {
    let path = joinPath(dir, ".codex/config.toml");
    if (!src.isFile(path)) continue;
    let values = topLevelToml(src.doc(path)?.text ?? ""), max = values.get("project_doc_max_bytes");
    typeof max == "number" && max >= 0 && (out.project_doc_max_bytes = max, out.settings.push({ path, key: "project_doc_max_bytes", value: max }));
    let fb = values.get("project_doc_fallback_filenames");
    Array.isArray(fb) && (out.project_doc_fallback_filenames = fb, out.settings.push({ path, key: "project_doc_fallback_filenames", value: fb }));
  }
  return out;
}
function lineAtByte(text2, byte) {
  return Buffer.from(text2, "utf8").subarray(0, byte).toString("utf8").split(`
`).length;
}
function codexSession(folder2, src, config2 = codexConfig(folder2, src)) {
  let budget = config2.project_doc_max_bytes, names = [OVERRIDE, DEFAULT, ...config2.project_doc_fallback_filenames.filter((n) => n !== "" && n !== OVERRIDE && n !== DEFAULT)], files = [], remaining = budget, truncation;
  if (budget > 0)
    for (let dir of folderChain(folder2)) {
      let name = names.find((n) => src.isFile(joinPath(dir, n)));
      if (name === void 0) continue;
      let path = joinPath(dir, name), text2 = src.doc(src.canonical(path))?.text ?? "", bytes = Buffer.byteLength(text2, "utf8"), rule = name === OVERRIDE ? "override" : name === DEFAULT ? "chain" : "fallback";
      if (text2.trim() === "") continue;
      let loaded = Math.min(bytes, remaining);
      loaded < bytes && (truncation === void 0 && (truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text2, loaded), bytes_lost: 0, dropped: [] }), truncation.bytes_lost += bytes - loaded, loaded === 0 && truncation.dropped.push(path)), files.push({ path, rule, bytes, loaded_bytes: loaded }), remaining -= loaded;
    }
  let base = { folder: folder2, files, budget, settings: config2.settings };
  return truncation ? { ...base, truncation } : base;
}
var codexReader = {
  agent: "codex",
  client: "Codex",
  rules: CODEX_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|AGENTS\.override\.md|\.codex\/config\.toml)$/.test(p),
  sentText: (path, src) => src.doc(src.canonical(path))?.text ?? "",
  session(folder2, src) {
    let s = codexSession(folder2, src), out = emptySession();
    if (out.settings = s.settings, out.files = s.files.map((f) => f.loaded_bytes < f.bytes ? { path: f.path, rule: f.rule, hops: 0, loaded_bytes: f.loaded_bytes } : { path: f.path, rule: f.rule, hops: 0 }), s.truncation) {
      let t = s.truncation;
      out.truncation = t, out.problems.push({
        kind: "truncated",
        path: t.cut_in,
        line: t.cut_at_line,
        bytes_lost: t.bytes_lost,
        detail: `the AGENTS.md chain exceeds Codex's ${t.budget}-byte budget (project_doc_max_bytes${s.settings.some((x) => x.key === "project_doc_max_bytes") ? ", from .codex/config.toml" : ""}): cut in ${t.cut_in} at byte ${t.cut_at_byte} (line ${t.cut_at_line}), ${t.bytes_lost} bytes never read${t.dropped.length ? `, ${t.dropped.length} file${t.dropped.length === 1 ? "" : "s"} dropped` : ""}`
      });
    }
    return out;
  }
};

// scripts/readers/copilot.ts
var CLI = "github/docs@0afe69c8 content/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions.md; https://docs.github.com/en/enterprise-cloud@latest/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions", COPILOT_RULES = [
  { id: "repository", text: ".github/copilot-instructions.md applies to every request in the repository", source: { kind: "docs", ref: CLI } },
  { id: "agents-md", text: "AGENTS.md of the root (primary instructions), of the start folder and of the folders between; the root one is used beside copilot-instructions.md", source: { kind: "docs", ref: CLI } },
  { id: "nested-agents", text: "AGENTS.md of a folder in the path of a file it works on", source: { kind: "docs", ref: CLI } },
  { id: "claude-gemini", text: "CLAUDE.md and GEMINI.md at the root of the repository are read as agent instructions", source: { kind: "docs", ref: CLI } },
  { id: "path-specific", text: ".github/instructions/**/*.instructions.md (at the root and in the start folder) apply to files their applyTo globs match", source: { kind: "docs", ref: CLI } }
], parentOf = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function copilotSession(folder2, src) {
  let files = [], on_demand = [];
  src.isFile(".github/copilot-instructions.md") && files.push({ path: ".github/copilot-instructions.md", rule: "repository", hops: 0 });
  for (let dir of folderChain(folder2)) src.isFile(joinPath(dir, "AGENTS.md")) && files.push({ path: joinPath(dir, "AGENTS.md"), rule: "agents-md", hops: 0 });
  for (let n of ["CLAUDE.md", "GEMINI.md"]) src.isFile(n) && files.push({ path: n, rule: "claude-gemini", hops: 0 });
  let instructionDirs = /* @__PURE__ */ new Set([joinPath("", ".github/instructions") + "/", joinPath(folder2, ".github/instructions") + "/"]);
  for (let f of memoryFilesOf(src))
    if (f.endsWith(".instructions.md") && [...instructionDirs].some((d) => f.startsWith(d))) {
      let globs = globList(frontmatterField(f, src, "applyTo"));
      on_demand.push({ path: f, rule: "path-specific", trigger: globs.length > 0 ? `working on a file matching ${globs.join(", ")}` : "no applyTo: not applied on its own" });
    } else f.endsWith("/AGENTS.md") && parentOf(f) !== folder2 && isWithin(parentOf(f), folder2) && on_demand.push({ path: f, rule: "nested-agents", trigger: `working on a file in ${parentOf(f)}/` });
  return { folder: folder2, files, on_demand };
}
var copilotReader = {
  agent: "copilot",
  client: "GitHub Copilot",
  rules: COPILOT_RULES,
  owns: (p) => /(?:^|\/)AGENTS\.md$/.test(p) || p === ".github/copilot-instructions.md" || p.startsWith(".github/instructions/") && p.endsWith(".instructions.md"),
  sentText: (path, src) => path.endsWith(".instructions.md") ? withoutFrontmatter(path, src) : wholeText(path, src),
  session(folder2, src) {
    let s = copilotSession(folder2, src);
    return { ...emptySession(), files: s.files, on_demand: s.on_demand };
  }
};

// scripts/readers/cursor.ts
var DOCS2 = "https://cursor.com/docs/rules (Project rules, AGENTS.md)", CURSOR_RULES = [
  { id: "agents-md", text: "The root AGENTS.md is applied to every request", source: { kind: "docs", ref: DOCS2 } },
  { id: "nested-agents", text: "A nested AGENTS.md applies when the agent works on files in its folder", source: { kind: "docs", ref: DOCS2 } },
  { id: "always", text: ".cursor/rules/**/*.mdc with alwaysApply: true, of each folder from the root down to the start folder, in every request (a plain .md in .cursor/rules is ignored)", source: { kind: "docs", ref: DOCS2 } },
  { id: "globs", text: ".mdc rules with globs are attached when a file matching them is in context", source: { kind: "docs", ref: DOCS2 } },
  { id: "requested", text: ".mdc rules with only a description are attached when the agent decides they are relevant", source: { kind: "docs", ref: DOCS2 } },
  { id: "manual", text: ".mdc rules with none of alwaysApply, globs and description load only when @-mentioned", source: { kind: "docs", ref: DOCS2 } },
  { id: "legacy", text: "The root .cursorrules (legacy) is applied to every request", source: { kind: "docs", ref: DOCS2 } }
], parentOf2 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function cursorSession(folder2, src) {
  let files = [], on_demand = [];
  src.isFile("AGENTS.md") && files.push({ path: "AGENTS.md", rule: "agents-md", hops: 0 }), src.isFile(".cursorrules") && files.push({ path: ".cursorrules", rule: "legacy", hops: 0 });
  for (let dir of folderChain(folder2)) {
    let prefix = joinPath(dir, ".cursor/rules") + "/";
    for (let r of memoryFilesOf(src).filter((f) => f.startsWith(prefix) && f.endsWith(".mdc"))) {
      let globs = globList(frontmatterField(r, src, "globs")), description = frontmatterField(r, src, "description");
      frontmatterField(r, src, "alwaysApply") === !0 ? files.push({ path: r, rule: "always", hops: 0 }) : globs.length > 0 ? on_demand.push({ path: r, rule: "globs", trigger: `a file matching ${globs.join(", ")} in context` }) : typeof description == "string" && description.trim() !== "" ? on_demand.push({ path: r, rule: "requested", trigger: "the agent asking for it by its description" }) : on_demand.push({ path: r, rule: "manual", trigger: "an @-mention of the rule" });
    }
  }
  for (let f of memoryFilesOf(src)) {
    if (f === "AGENTS.md" || !f.endsWith("/AGENTS.md")) continue;
    let dir = parentOf2(f);
    isWithin(folder2, dir) ? files.push({ path: f, rule: "nested-agents", hops: 0 }) : isWithin(dir, folder2) && on_demand.push({ path: f, rule: "nested-agents", trigger: `working on a file in ${dir}/` });
  }
  return { folder: folder2, files, on_demand };
}
var cursorReader = {
  agent: "cursor",
  client: "Cursor",
  rules: CURSOR_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|\.cursor\/rules\/.+\.mdc)$/.test(p) || p === ".cursorrules",
  sentText: (path, src) => path.endsWith(".mdc") ? withoutFrontmatter(path, src) : wholeText(path, src),
  session(folder2, src) {
    let s = cursorSession(folder2, src);
    return { ...emptySession(), files: s.files, on_demand: s.on_demand };
  }
};

// scripts/readers/gemini.ts
var REF = "google-gemini/gemini-cli@5411f113 (0.56.0-nightly.20260806)", DISCOVERY = `${REF} packages/core/src/utils/memoryDiscovery.ts`, GEMINI_RULES = [
  { id: "upward", text: "At start, the context files of each folder from the start folder up to the ceiling (the first folder with a memoryBoundaryMarkers entry, .git by default), sorted by path; no folder below the start folder", source: { kind: "source", ref: `${DISCOVERY} (getEnvironmentMemoryPaths, findUpwardGeminiFiles)` } },
  { id: "file-name", text: "The names are context.fileName from the start folder's .gemini/settings.json, then GEMINI.md, which is always kept", source: { kind: "source", ref: `${REF} packages/core/src/tools/memoryTool.ts (setGeminiMdFilename appends), packages/cli/src/config/config.ts` } },
  { id: "boundary", text: 'context.memoryBoundaryMarkers (default [".git"]) sets the ceiling; an empty list reads the start folder only', source: { kind: "source", ref: `${DISCOVERY} (findProjectRoot); packages/cli/src/config/settingsSchema.ts` } },
  { id: "import", text: "@imports are inlined, five deep; a cycle is cut, the same file imported from two places loads twice; an import outside the project is refused", source: { kind: "source", ref: `${REF} packages/core/src/utils/memoryImportProcessor.ts (processImports, maxDepth 5, validateImportPath)` } },
  { id: "jit", text: "When read_file, list_directory, write_file, replace or read_many_files touches a path, the context files from its folder up to the ceiling that are not loaded yet are added to the tool result", source: { kind: "source", ref: `${REF} packages/core/src/tools/jit-context.ts; ${DISCOVERY} (loadJitSubdirectoryMemory)` } }
];
function geminiSettings(folder2, src) {
  let out = { names: ["GEMINI.md"], markers: [".git"], read: [] }, path = joinPath(folder2, ".gemini/settings.json");
  if (!src.isFile(path)) return out;
  let context;
  try {
    let data = JSON.parse((src.doc(path)?.text ?? "").replace(/^\s*\/\/.*$/gm, "")), c = isJsonObject(data) ? data.context : void 0;
    context = isJsonObject(c) ? c : void 0;
  } catch {
    return out;
  }
  let fn = context?.fileName, names = (Array.isArray(fn) ? fn : typeof fn == "string" ? [fn] : []).filter((x) => typeof x == "string").map((s) => s.trim()).filter((s) => s !== "" && !s.includes(".."));
  names.length > 0 && (out.names = [.../* @__PURE__ */ new Set([...names, "GEMINI.md"])], out.read.push({ path, key: "context.fileName", value: fn }));
  let mk = context?.memoryBoundaryMarkers;
  return Array.isArray(mk) && (out.markers = mk.filter((x) => typeof x == "string"), out.read.push({ path, key: "context.memoryBoundaryMarkers", value: mk })), out;
}
function ceilingOf(folder2, markers, src) {
  if (markers.length === 0) return folder2;
  let chain = folderChain(folder2).reverse();
  for (let dir of chain)
    for (let m of markers) {
      if (m.includes("..") || m.startsWith("/")) continue;
      let p = joinPath(dir, m);
      if (dir === "" && m === ".git" || src.isFile(p) || src.listDir(p).length > 0 || src.repo.dirs.has(p)) return dir;
    }
  return markers.includes(".git") ? "" : folder2;
}
var parentOf3 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function geminiSession(folder2, src) {
  let settings = geminiSettings(folder2, src), ceiling = ceilingOf(folder2, settings.markers, src), files = [], skipped = [], max = importMaxHops("gemini"), load = (path, rule, hops, chain, importedBy) => {
    if (!src.isFile(path)) return;
    let c = src.canonical(path);
    if (chain.has(c) || !src.doc(c) || importedBy === void 0 && (src.doc(c)?.text ?? "").trim() === "") return;
    files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule: "import", imported_by: importedBy, hops });
    let inChain = /* @__PURE__ */ new Set([...chain, c]);
    if (!(hops >= max))
      for (let imp of resolvedImports(c, src)) {
        let o = imp.outcome, at = { from: c, line: imp.line, raw: imp.raw };
        if (o.kind !== "outside")
          if (o.kind === "missing") skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (inChain.has(o.path)) continue;
            load(o.path, rule, hops + 1, inChain, c);
          }
      }
  }, start = folderChain(folder2).filter((d) => isWithin(d, ceiling)).flatMap((d) => settings.names.map((n) => joinPath(d, n))).filter((p) => src.isFile(p)).sort(byCodeUnit);
  for (let p of start) load(p, "upward", 0, /* @__PURE__ */ new Set());
  let loaded = new Set(files.map((f) => f.path)), isContextFile = (f) => settings.names.some((n) => f === n || f.endsWith("/" + n)), on_demand = memoryFilesOf(src).concat(settings.names.length > 1 ? [...src.repo.files].filter(isContextFile) : []).filter((f, i, all) => all.indexOf(f) === i && isContextFile(f) && !loaded.has(f) && parentOf3(f) !== folder2 && isWithin(parentOf3(f), folder2)).sort(byCodeUnit).map((f) => ({ path: f, rule: "jit", trigger: `a tool reading, listing, writing or editing a path in ${parentOf3(f)}/` }));
  return { folder: folder2, files, skipped, on_demand, settings: settings.read };
}
var geminiReader = {
  agent: "gemini",
  client: "Gemini CLI",
  rules: GEMINI_RULES,
  owns: (p) => /(?:^|\/)(?:GEMINI\.md|\.gemini\/settings\.json)$/.test(p),
  sentText: (path, src) => wholeText(path, src).trim(),
  session(folder2, src) {
    let s = geminiSession(folder2, src);
    return { ...emptySession(), files: s.files, skipped: s.skipped, on_demand: s.on_demand, settings: s.settings };
  }
};

// scripts/readers/kiro.ts
var DOCS3 = "https://kiro.dev/docs/steering/ (inclusion modes); kirodotdev/Kiro#9176 (always, manual, auto, fileMatch in workspace steering)", KIRO_RULES = [
  { id: "always", text: ".kiro/steering/*.md with inclusion: always, or no inclusion, in every request", source: { kind: "docs", ref: DOCS3 } },
  { id: "file-match", text: "inclusion: fileMatch steering loads when a file matching fileMatchPattern is in context", source: { kind: "docs", ref: DOCS3 } },
  { id: "auto", text: "inclusion: auto steering loads when the agent picks it by its description", source: { kind: "docs", ref: DOCS3 } },
  { id: "manual", text: "inclusion: manual steering loads on a #-mention", source: { kind: "docs", ref: DOCS3 } }
];
function kiroSession(src) {
  let files = [], on_demand = [];
  for (let f of memoryFilesOf(src)) {
    if (!/^\.kiro\/steering\/[^/]+\.md$/.test(f)) continue;
    let inclusion = frontmatterField(f, src, "inclusion");
    inclusion === void 0 || inclusion === "always" ? files.push({ path: f, rule: "always", hops: 0 }) : inclusion === "fileMatch" ? on_demand.push({ path: f, rule: "file-match", trigger: `a file matching ${globList(frontmatterField(f, src, "fileMatchPattern")).join(", ") || "(no pattern)"} in context` }) : inclusion === "auto" ? on_demand.push({ path: f, rule: "auto", trigger: "the agent choosing it by its description" }) : on_demand.push({ path: f, rule: "manual", trigger: "a #-mention of the steering file" });
  }
  return { files, on_demand };
}
var kiroReader = {
  agent: "kiro",
  client: "Kiro",
  rules: KIRO_RULES,
  owns: (p) => /^\.kiro\/steering\/[^/]+\.md$/.test(p),
  sentText: wholeText,
  session(_folder, src) {
    return { ...emptySession(), ...kiroSession(src) };
  }
};

// scripts/readers/windsurf.ts
var RULES_DOC = "https://docs.windsurf.com/windsurf/cascade/memories (Rules: discovery, activation modes, 12,000-character limit)", AGENTS_DOC = "https://docs.windsurf.com/windsurf/cascade/agents-md", WINDSURF_RULE_MAX_CHARS = 12e3, WINDSURF_RULES = [
  { id: "always-on", text: ".windsurf/rules/**/*.md with trigger: always_on, found in the workspace, its subfolders and its parents up to the git root, in every request", source: { kind: "docs", ref: RULES_DOC } },
  { id: "glob", text: "trigger: glob rules apply when a file their globs match is read or edited", source: { kind: "docs", ref: RULES_DOC } },
  { id: "model-decision", text: "trigger: model_decision rules apply when the model decides from their description", source: { kind: "docs", ref: RULES_DOC } },
  { id: "manual", text: "trigger: manual rules (and rules without a trigger) apply only on an @-mention", source: { kind: "docs", ref: RULES_DOC } },
  { id: "legacy", text: "The legacy root .windsurfrules applies to every request", source: { kind: "docs", ref: RULES_DOC } },
  { id: "agents-md", text: "The root AGENTS.md is an always-on rule; a subfolder AGENTS.md is a glob rule for <folder>/**", source: { kind: "docs", ref: AGENTS_DOC } },
  { id: "limit", text: "A rule file holds at most 12,000 characters", source: { kind: "docs", ref: RULES_DOC } }
], parentOf4 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function windsurfSession(folder2, src) {
  let files = [], on_demand = [], problems = [];
  src.isFile(".windsurfrules") && files.push({ path: ".windsurfrules", rule: "legacy", hops: 0 }), src.isFile("AGENTS.md") && files.push({ path: "AGENTS.md", rule: "agents-md", hops: 0 });
  for (let f of memoryFilesOf(src)) {
    let rulesAt = f.indexOf(".windsurf/rules/");
    if (rulesAt >= 0 && f.endsWith(".md") && (rulesAt === 0 || f[rulesAt - 1] === "/")) {
      let trigger = frontmatterField(f, src, "trigger");
      trigger === "always_on" ? files.push({ path: f, rule: "always-on", hops: 0 }) : trigger === "glob" ? on_demand.push({ path: f, rule: "glob", trigger: `reading or editing a file matching ${globList(frontmatterField(f, src, "globs")).join(", ") || "(no globs)"}` }) : trigger === "model_decision" ? on_demand.push({ path: f, rule: "model-decision", trigger: "the model choosing it by its description" }) : on_demand.push({ path: f, rule: "manual", trigger: "an @-mention of the rule" });
      let chars = withoutFrontmatter(f, src).length;
      chars > WINDSURF_RULE_MAX_CHARS && problems.push({ kind: "over_limit", path: f, chars, limit: WINDSURF_RULE_MAX_CHARS, detail: `${f} holds ${chars} characters; Windsurf takes at most ${WINDSURF_RULE_MAX_CHARS} from a rule file` });
    } else f.endsWith("/AGENTS.md") && (isWithin(parentOf4(f), folder2) || isWithin(folder2, parentOf4(f))) && on_demand.push({ path: f, rule: "agents-md", trigger: `reading or editing a file in ${parentOf4(f)}/` });
  }
  return { files, on_demand, problems };
}
var windsurfReader = {
  agent: "windsurf",
  client: "Windsurf",
  rules: WINDSURF_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|\.windsurf\/rules\/.+\.md)$/.test(p) || p === ".windsurfrules",
  sentText: (path, src) => path.includes(".windsurf/rules/") ? withoutFrontmatter(path, src) : wholeText(path, src),
  session(folder2, src) {
    let s = windsurfSession(folder2, src);
    return { ...emptySession(), ...s };
  }
};

// scripts/readers/registry.ts
var READERS = [claudeCodeReader, codexReader, geminiReader, cursorReader, copilotReader, windsurfReader, kiroReader, aiderReader];

// scripts/readers/contexts.ts
var AGENTS = READERS.map((r) => r.agent), DUPLICATE_MIN_LINES = 3, parentOf5 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function ownerFolder(path) {
  let parts = path.split("/"), i = parts.findIndex((s) => s === ".claude" || s === ".cursor" || s === ".github" || s === ".windsurf" || s === ".kiro");
  return i >= 0 ? parts.slice(0, i).join("/") : parentOf5(path);
}
function contextFolders(src) {
  let out = /* @__PURE__ */ new Set([""]);
  for (let f of memoryFilesOf(src)) (isAgentMemoryPath(f) || f.endsWith(".aider.conf.yml")) && out.add(ownerFolder(f));
  return [...out].sort(byCodeUnit);
}
function normalizedLines(src, path, start, end) {
  return src.doc(path).lines.slice(start - 1, end).map((l) => l.trim().replace(/\s+/g, " ")).filter((l) => l !== "");
}
function duplicateBlocks(files, src, count) {
  let first = /* @__PURE__ */ new Map(), out = [];
  for (let f of files) {
    let doc = src.doc(f.path);
    if (doc)
      for (let b of doc.blocks) {
        if (doc.frontmatter && b.start_line <= doc.frontmatter.end_line) continue;
        let lines = normalizedLines(src, f.path, b.start_line, b.end_line);
        if (lines.length < DUPLICATE_MIN_LINES) continue;
        let key = lines.join(`
`), seen = first.get(key);
        if (!seen) {
          first.set(key, { path: f.path, line: b.start_line });
          continue;
        }
        let tokens = count(key);
        out.push({
          kind: "duplicate_content",
          path: f.path,
          line: b.start_line,
          other_path: seen.path,
          other_line: seen.line,
          lines: lines.length,
          tokens,
          detail: `${lines.length} lines at ${f.path}:${b.start_line} repeat ${seen.path}:${seen.line} in the same context (~${tokens} tokens twice)`
        });
      }
  }
  return out;
}
function sameFileTwice(files, src) {
  let out = [], byTarget = /* @__PURE__ */ new Map();
  for (let f of files) {
    let c = src.canonical(f.path), before = byTarget.get(c);
    before !== void 0 ? out.push({ kind: "same_file_twice", path: f.path, other_path: before, detail: `${f.path} is ${before} again (a symlink the agent reads twice)` }) : byTarget.set(c, f.path);
  }
  return out;
}
function duplicateOnDemand(files, onDemand, src, reader) {
  let out = [], byText = /* @__PURE__ */ new Map(), key = (p) => reader.sentText(p, src).trim();
  for (let f of files) byText.has(key(f.path)) || byText.set(key(f.path), f.path);
  for (let o of onDemand) {
    let k = key(o.path);
    if (k === "") continue;
    let other = byText.get(k);
    if (other === void 0) {
      byText.set(k, o.path);
      continue;
    }
    out.push({
      kind: "duplicate_on_demand",
      path: o.path,
      other_path: other,
      tokens: o.tokens,
      detail: `${o.path} (loaded on ${o.trigger}) has the same text as ${other}: a session that reads in both places carries ~${o.tokens} tokens twice`
    });
  }
  return out;
}
function unresolved(skipped) {
  let problems = [], rest = [];
  for (let s of skipped) {
    if (s.reason !== "missing") {
      rest.push(s);
      continue;
    }
    let hint = s.suggestion ? `; the client reads the path verbatim, punctuation included: did you mean @${s.suggestion}?` : "";
    problems.push({
      kind: "unresolved_import",
      path: s.from,
      line: s.line,
      raw: s.raw,
      ...s.suggestion ? { suggestion: s.suggestion } : {},
      detail: `@${s.raw} does not resolve to a file${hint}`
    });
  }
  return { problems, rest };
}
function twinFiles(files, src, reader) {
  let out = [], byText = /* @__PURE__ */ new Map();
  for (let f of files) {
    if (f.loaded_bytes === 0 || f.imported_by !== void 0) continue;
    let text2 = reader.sentText(f.path, src).trim();
    if (text2 === "") continue;
    let other = byText.get(text2);
    other === void 0 ? byText.set(text2, f.path) : src.canonical(other) !== src.canonical(f.path) && out.push({ kind: "twin_files", path: f.path, other_path: other, tokens: f.tokens, detail: `${f.path} has the same text as ${other}: ${reader.client} loads both, ~${f.tokens} tokens twice` });
  }
  return out;
}
function readText(reader, f, src) {
  let text2 = reader.sentText(f.path, src);
  if (f.loaded_bytes === void 0) return text2;
  let whole = src.doc(src.canonical(f.path))?.text ?? "";
  return Buffer.from(whole, "utf8").subarray(0, f.loaded_bytes).toString("utf8");
}
function agentContext(reader, folder2, src, count) {
  let rule = ruleTable(reader.rules), s = reader.session(folder2, src), files = s.files.map((f) => ({
    ...f,
    source: sourceLine(rule(f.rule).source),
    bytes: Buffer.byteLength(src.doc(src.canonical(f.path))?.text ?? "", "utf8"),
    tokens: count(readText(reader, f, src))
  })), on_demand = s.on_demand.map((o) => ({ path: o.path, rule: o.rule, source: sourceLine(rule(o.rule).source), trigger: o.trigger, tokens: count(reader.sentText(o.path, src)) })), u = unresolved(s.skipped), problems = [...s.problems, ...u.problems, ...sameFileTwice(files, src), ...twinFiles(files, src, reader), ...duplicateBlocks(files, src, count), ...duplicateOnDemand(files, on_demand, src, reader)], tokens = files.reduce((n, f) => n + f.tokens, 0), out = { agent: reader.agent, client: reader.client, folder: folder2, files, tokens, on_demand, skipped: u.rest, problems, settings: s.settings };
  return s.truncation && (out.truncation = s.truncation), out;
}
function agentContexts(src, countTokens, opts = {}) {
  let out = [], counted = /* @__PURE__ */ new Map(), count = (text2) => {
    let k = counted.get(text2);
    return k === void 0 && counted.set(text2, k = countTokens(text2)), k;
  }, explicit = opts.agents !== void 0 || opts.all_agents === !0, files = [...memoryFilesOf(src), ...["CLAUDE.local.md"].filter((p) => src.isFile(p))], readers = READERS.filter((r) => (opts.agents === void 0 || opts.agents.includes(r.agent)) && (explicit || files.some((f) => r.owns(f)))), folders = opts.folders ?? contextFolders(src);
  for (let folder2 of folders)
    for (let reader of readers) {
      let c = agentContext(reader, folder2, src, count);
      if (c.files.length === 0 && c.on_demand.length === 0 && c.problems.length === 0 && !(opts.all_agents === !0 && (folder2 === "" || opts.folders !== void 0))) continue;
      let own = c.files.some((f) => f.imported_by === void 0 && ownerFolder(f.path) === folder2);
      (folder2 === "" || own || opts.folders !== void 0) && out.push(c);
    }
  return out;
}
function contextLoads(c, path, opts = {}) {
  return c.files.some((f) => f.path === path && f.loaded_bytes !== 0) ? !0 : opts.on_demand === !0 && c.on_demand.some((o) => o.path === path);
}
function contextsLoading(contexts, path, opts = {}) {
  return contexts.filter((c) => contextLoads(c, path, opts)).map((c) => ({ agent: c.agent, folder: c.folder }));
}
function importsThrough(contexts, from, to) {
  return contexts.some((c) => {
    let by = new Map(c.files.map((f) => [f.path, f.imported_by])), seen = /* @__PURE__ */ new Set();
    for (let at = by.get(to); at !== void 0 && !seen.has(at); at = by.get(at)) {
      if (at === from) return !0;
      seen.add(at);
    }
    return !1;
  });
}

// scripts/readers/sources.ts
import { lstatSync, opendirSync, realpathSync } from "node:fs";
import { join as join2, relative, sep } from "node:path";
var MAX_READ_BYTES = 5 * 1024 * 1024, toPosix = (p) => sep === "/" ? p : p.split(sep).join("/"), abs = (root, p) => p === "" ? root : join2(root, p);
function rawLister(root) {
  let cache2 = /* @__PURE__ */ new Map(), rootReal;
  return (dir) => {
    let list2 = cache2.get(dir);
    if (list2) return list2;
    list2 = [];
    try {
      if (rootReal ??= realpathSync(root), dir === "" || projectRelativeProblem(dir) === void 0 && walkSymlinks(rootReal, dir).kind === "none") {
        let d = opendirSync(abs(rootReal, dir));
        try {
          for (let e = d.readSync(); e !== null; e = d.readSync()) list2.push({ name: e.name, isDir: e.isDirectory() });
        } finally {
          d.closeSync();
        }
      }
    } catch {
      list2 = [];
    }
    return cache2.set(dir, list2), list2;
  };
}
function canonicalizer(root) {
  let cache2 = /* @__PURE__ */ new Map();
  return (p) => {
    let c = cache2.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (lstatSync(join2(root, p)).isSymbolicLink()) {
        let rel = toPosix(relative(realpathSync(root), realpathSync(join2(root, p))));
        rel !== "" && !rel.startsWith("..") && !rel.split("/").includes(".git") && (c = rel);
      }
    } catch {
      c = p;
    }
    return cache2.set(p, c), c;
  };
}
function fileTester(root, repo) {
  return (p) => {
    if (p.split("/").includes(".git")) return !1;
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync(realpathSync(join2(root, p))).isFile();
    } catch {
      return !1;
    }
  };
}
function projectSources(root, repo) {
  let docs = /* @__PURE__ */ new Map(), isFile = fileTester(root, repo);
  return { root, repo, doc: (p) => {
    if (!docs.has(p)) {
      let parsed = null;
      if (isFile(p)) {
        let read = readProjectFile(root, p, MAX_READ_BYTES);
        read.ok && read.bytes.indexOf(0) < 0 && (parsed = parseDoc(p, read.bytes.toString("utf8")));
      }
      docs.set(p, parsed);
    }
    return docs.get(p) ?? void 0;
  }, isFile, canonical: canonicalizer(root), listDir: rawLister(root) };
}

// scripts/tokens/count-tokens.ts
var TOKEN_ENCODING = "cl100k_base", loading;
function loadTokenCounter() {
  return loading ??= import("./cl100k_base-QIYDJ5EY.mjs").then((mod) => {
    let opts = { disallowedSpecial: /* @__PURE__ */ new Set() };
    return (text2) => text2.length === 0 ? 0 : mod.countTokens(text2, opts);
  }), loading;
}

export {
  splitLines,
  lineSpan,
  rangeProblem,
  sameLines,
  githubSlug,
  locate,
  parseDoc,
  detectSites,
  siteOf,
  routePages,
  frontMatterWith,
  readPageRoutes,
  decodePercent,
  inside,
  splitPosition,
  codePathCandidates,
  pathReadings,
  resolveRef,
  exists,
  existsLoose,
  caseInsensitiveMatch,
  extractImports,
  buildRepoIndex,
  sourceLine,
  isAgentMemoryPath,
  memoryWithImports,
  isRootInstructionFile,
  memoryFilesOf,
  importedFiles,
  claudeCodeSentText,
  skillListing,
  claudeCodeSession,
  loadedThrough,
  READERS,
  agentContexts,
  contextLoads,
  contextsLoading,
  importsThrough,
  rawLister,
  projectSources,
  TOKEN_ENCODING,
  loadTokenCounter
};
