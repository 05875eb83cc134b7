import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  locate,
  minimatch,
  parseDoc,
  require_dist
} from "./chunk-DUOPAI4E.mjs";
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
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/doc/repo-index.ts
import { posix } from "node:path";
function buildRepoIndex(files) {
  let fileSet = new Set(files), dirs = /* @__PURE__ */ new Set(), lower = /* @__PURE__ */ new Map(), stems = /* @__PURE__ */ new Set(), addLower = (p) => {
    let k = p.toLowerCase(), list = lower.get(k);
    list ? list.includes(p) || list.push(p) : lower.set(k, [p]);
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
function jsObjects(text) {
  let out = [], stack = [], emit = (s) => stack[stack.length - 1]?.flat.push(s), i = 0;
  for (; i < text.length; ) {
    let c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      let end = text.indexOf(`
`, i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      let end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== c && text[j] !== `
`; ) j += text[j] === "\\" ? 2 : 1;
      emit(text.slice(i, j + 1)), i = j + 1;
      continue;
    }
    if (c === "`") {
      let j = i + 1, depth = 0;
      for (; j < text.length && !(text[j] === "`" && depth === 0); )
        text[j] === "\\" ? j++ : text[j] === "$" && text[j + 1] === "{" ? (depth++, j++) : text[j] === "}" && depth > 0 && depth--, j++;
      emit("``"), i = j + 1;
      continue;
    }
    if (c === "{") {
      let m = LABEL.exec(text.slice(Math.max(0, i - 200), i));
      emit("{}"), stack.push({ label: m ? m[1] ?? m[2] ?? m[3] ?? "" : "", named_by: m ? m[1] !== void 0 ? "key" : m[2] !== void 0 ? "variable" : "string" : "none", flat: [] }), i++;
      continue;
    }
    if (c === "}") {
      let top = stack.pop();
      top && out.push({ label: top.label, named_by: top.named_by, flat: top.flat.join("") }), i++;
      continue;
    }
    emit(c), i++;
  }
  return out;
}
function ownValue(o, key) {
  return new RegExp(String.raw`(?:^|[\s,])['"]?${key}['"]?\s*:\s*['"]([^'"\n]*)['"]`).exec(o.flat)?.[1];
}
function configValue(text, key) {
  let exported = (name) => new RegExp(String.raw`export\s+default\s+(?:[\w$.]+\(\s*)*${name.replace(/\$/g, "\\$")}\b|defineConfig\(\s*${name.replace(/\$/g, "\\$")}\b`).test(text), objects = jsObjects(text).filter((o) => o.named_by === "none" || o.named_by === "variable" && exported(o.label));
  for (let o of objects.reverse()) {
    let v = ownValue(o, key);
    if (v !== void 0) return v;
  }
}

// scripts/sites/generators.ts
var dirOf = (p) => posix2.dirname(p) === "." ? "" : posix2.dirname(p);
function valueOf(text, key, within) {
  let scope = within ? within.exec(text)?.[0] ?? "" : text;
  return new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?\s*[:=]\s*['"]([^'"\n]*)['"]`, "m").exec(scope)?.[1];
}
function docfxBuildDest(text) {
  try {
    let dest = JSON.parse(text).build?.dest;
    return typeof dest == "string" && dest !== "" && dest !== "." ? dest : void 0;
  } catch {
    return;
  }
}
function yamlValue(text, key) {
  return new RegExp(String.raw`^${key}\s*:\s*['"]?([^'"#\n]*?)['"]?\s*(?:#.*)?$`, "m").exec(text)?.[1]?.trim() || void 0;
}
var route = (s) => s === void 0 ? void 0 : "/" + s.replace(/^\/+|\/+$/g, ""), urlPath = (s) => {
  if (s === void 0) return;
  let m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(s);
  return route(m ? m[1] ?? "/" : s);
}, folder = (s) => s === void 0 ? void 0 : posix2.normalize(s.replace(/^\.\/+/, "")).replace(/\/+$/, "").replace(/^\.$/, ""), MOUNT_ENTRY = /^[ \t]*\[\[module\.mounts\]\][ \t]*$|^[ \t]*-[ \t]+/m, MOUNT_OBJECT = /\{/, mountValue = (entry, key) => new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?[ \t]*[:=][ \t]*(?:&[\w-]+[ \t]+)?(['"]?)([^\s'"\n,}#*&][^'"\n,}#]*?)\1[ \t]*(?:[,}#]|$)`, "m").exec(entry)?.[2]?.trim() || void 0;
function hugoMounts(text) {
  let at = [...text.matchAll(/\[\[module\.mounts\]\]|['"]?\bmounts['"]?[ \t]*[:=]/g)].find((m) => !/#/.test(text.slice(text.lastIndexOf(`
`, m.index) + 1, m.index)))?.index ?? -1;
  if (at < 0) return [];
  let inline = /^\s*\{/.test(text) || /\bmounts['"]?[ \t]*=[ \t]*\[/.test(text), out = [];
  for (let entry of text.slice(at).split(inline ? MOUNT_OBJECT : MOUNT_ENTRY)) {
    let source = mountValue(entry, "source"), target = mountValue(entry, "target");
    if (source === void 0 || target === void 0) continue;
    let lang = mountValue(entry, "lang"), list = /\blanguages['"]?[ \t]*[:=][ \t]*\[([^\]\n]*)\]/.exec(entry)?.[1], languages = lang !== void 0 ? [lang] : list !== void 0 ? list.split(",").map((s) => s.trim().replace(/^['"]|['"]$/g, "")).filter(Boolean) : void 0;
    out.push({ source: source.replace(/^\.\/+/, ""), target: target.replace(/^\/+|\/+$/g, ""), ...languages ? { languages } : {} });
  }
  return out;
}
function contentMount(text) {
  let lang = valueOf(text, "defaultContentLanguage") ?? "en";
  return hugoMounts(text).find((m) => m.target === "content" && (m.languages === void 0 || m.languages.includes(lang)))?.source;
}
function otherContentMounts(text) {
  let main = contentMount(text);
  return hugoMounts(text).filter((m) => m.target === "content" && m.source !== main).map((m) => ({ docs_dir: folder(m.source) }));
}
function contentFileMounts(text) {
  return hugoMounts(text).filter((m) => m.target.startsWith("content/")).map((m) => ({ source: m.source, target: m.target.slice(8) }));
}
function hugoConfigCompanions(configPath, listed2) {
  if (!/(?:^|\/)config\/[^/]+\/(?:hugo|config)\.[^/]+$/.test(configPath)) return [];
  let dir = dirOf(configPath), here = listed2.filter((f) => dirOf(f) === dir || dirOf(f) === `${dir}/module`), own = here.find((f) => /^module\.(?:toml|ya?ml|json)$/.test(posix2.basename(f)));
  if (own !== void 0) return [own];
  let template = here.find((f) => /^module[-._][\w.-]*\.(?:toml|ya?ml|json)$/.test(posix2.basename(f)));
  return template !== void 0 ? [template] : [];
}
function mkdocsSlugify(text) {
  let toc = /^([ \t]*)(?:-[ \t]*)?(?:markdown\.extensions\.)?toc[ \t]*:[ \t]*\n((?:\1[ \t]+.*\n?)*)/m.exec(text), m = toc ? /^\s*slugify\s*:\s*(.+)$/m.exec(toc[2]) : null;
  return m && /pymdownx\.slugs/.test(m[1]) ? "github" : void 0;
}
function mkdocsI18n(text) {
  let body = /^([ \t]*)-[ \t]*i18n[ \t]*:[ \t]*\n((?:\1[ \t]+.*(?:\n|$)|[ \t]*\n)*)/m.exec(text)?.[2];
  if (body === void 0 || !/^[ \t]*docs_structure[ \t]*:[ \t]*['"]?folder\b/m.test(body) || /^[ \t]*fallback_to_default[ \t]*:[ \t]*false\b/m.test(body)) return {};
  let entries = [...body.matchAll(/^[ \t]*-[ \t]*locale[ \t]*:[ \t]*['"]?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?)['"]?[ \t]*$/gm)];
  if (entries.length === 0) return {};
  let isDefault = (i) => /^[ \t]*default[ \t]*:[ \t]*true\b/m.test(body.slice(entries[i].index, entries[i + 1]?.index ?? body.length)), def = entries.findIndex((_, i) => isDefault(i));
  return { locale_fallback: !0, locales: entries.map((m) => m[1]), ...def >= 0 ? { default_locale: entries[def][1] } : {} };
}
function starlightDefaultLocale(text) {
  if (/\broot\s*:\s*\{/.test(text)) return;
  let d = valueOf(text, "defaultLocale");
  return d !== void 0 && d !== "root" && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(d) ? d : void 0;
}
function docusaurusDocs(text) {
  let objects = jsObjects(text), named = (plugin) => new Set([...text.matchAll(new RegExp(String.raw`['"]@docusaurus/${plugin}['"]\s*,\s*([\w$]+)\s*\]`, "g"))].map((m) => m[1])), docsVars = named("plugin-content-docs"), blogVars = named("plugin-content-blog"), routed = (o) => ownValue(o, "path") !== void 0 || ownValue(o, "routeBasePath") !== void 0, presetDocs = objects.filter((o) => o.label === "docs"), main = presetDocs.find(routed) ?? presetDocs[0], others = objects.filter(
    (o) => o !== main && o.label !== "blog" && o.label !== "docs" && (o.label === "@docusaurus/plugin-content-docs" || docsVars.has(o.label) || ownValue(o, "id") !== void 0 && ownValue(o, "path") !== void 0 && ownValue(o, "routeBasePath") !== void 0)
  ), blog = objects.find((o) => o.label === "blog" || o.label === "@docusaurus/plugin-content-blog" || blogVars.has(o.label)), pages = /(?:^|[\s,{])['"]?pages['"]?\s*:\s*false\b/.test(text) ? !1 : objects.find((o) => o.label === "pages" || o.label === "@docusaurus/plugin-content-pages");
  return { ...main ? { main } : {}, others, ...blog ? { blog } : {}, ...pages !== void 0 ? { pages } : {} };
}
function unmodelled(generator, config, facts, confirm, siteDir = dirOf) {
  return {
    generator,
    config,
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
  ].map(([config, confirm, siteDir]) => ({
    generator: "fumadocs",
    config,
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
    read(text) {
      let { main, others } = docusaurusDocs(text), lone = main === void 0 && others.length === 0 ? valueOf(text, "routeBasePath") : void 0;
      return { docs_dir: folder(main && ownValue(main, "path")), route_base: route((main && ownValue(main, "routeBasePath")) ?? lone) };
    },
    instances(text) {
      let { others, blog, pages } = docusaurusDocs(text), out = [];
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
  ].map(([config, confirm]) => ({
    generator: "mkdocs",
    config,
    ...confirm ? { confirm } : {},
    siteDir: dirOf,
    defaults: { docs_dir: "docs", route_base: "/", static_dirs: [], output_dirs: ["site"] },
    read: (text) => ({
      docs_dir: folder(yamlValue(text, "docs_dir")),
      route_base: urlPath(yamlValue(text, "site_url")),
      output_dirs: yamlValue(text, "site_dir") ? [folder(yamlValue(text, "site_dir"))] : void 0,
      heading_ids: mkdocsSlugify(text),
      ...mkdocsI18n(text),
      .../^(?:false|no|off)$/i.test(yamlValue(text, "use_directory_urls") ?? "") ? { directory_urls: !1 } : {}
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
    // VitePress reads `.vitepress/config.[ext]` or `.vitepress/config/index.[ext]`, a folder whose
    // other modules the index imports (shared.ts, a locale's en.ts): they are read with it.
    config: /(?:^|\/)\.vitepress\/config(?:\/index)?\.(?:js|ts|mjs|mts|cjs|cts)$/,
    siteDir: (p) => /\/config\/index\.[^/]+$/.test(p) ? dirOf(dirOf(dirOf(p))) : dirOf(dirOf(p)),
    companions: (configPath, listed2) => {
      if (!/\/config\/index\.[^/]+$/.test(configPath)) return [];
      let dir = dirOf(configPath);
      return listed2.filter((f) => f !== configPath && dirOf(f) === dir && /\.(?:js|ts|mjs|mts|cjs|cts)$/.test(f)).sort();
    },
    defaults: { docs_dir: "", route_base: "/", static_dirs: ["public"], output_dirs: [".vitepress/dist"] },
    read(text) {
      let src = folder(configValue(text, "srcDir")), left = valueOf(text, "leftDelimiter"), right = valueOf(text, "rightDelimiter");
      return {
        docs_dir: src,
        route_base: route(configValue(text, "base")),
        static_dirs: src ? [posix2.join(src, "public")] : void 0,
        ...left || right ? { attrs_delimiters: [left || "{", right || "}"] } : {}
      };
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
    read: (text) => ({
      docs_dir: folder(contentMount(text) ?? valueOf(text, "contentDir")),
      route_base: urlPath(valueOf(text, "baseURL") ?? valueOf(text, "baseurl")),
      output_dirs: valueOf(text, "publishDir") ? [folder(valueOf(text, "publishDir"))] : void 0,
      // https://gohugo.io/configuration/markup/#parserautodefinitiontermid: "Whether to automatically add
      // id attributes to description list terms (i.e., dt elements)", made like heading ids.
      .../\bautoDefinitionTermID['"]?\s*[:=]\s*true\b/i.test(text) ? { definition_term_ids: !0 } : {},
      ...contentFileMounts(text).length > 0 ? { content_mounts: contentFileMounts(text) } : {},
      // https://gohugo.io/content-management/urls/#appearance: `uglyURLs: true` serves `a/b.md` at a/b.html.
      .../\buglyURLs['"]?\s*[:=]\s*true\b/i.test(text) ? { directory_urls: !1 } : {}
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
    read(text) {
      let src = folder(configValue(text, "srcDir")), pub = folder(valueOf(text, "publicDir"));
      return {
        docs_dir: src !== void 0 ? posix2.join(src || ".", "content/docs") : void 0,
        static_dirs: pub !== void 0 ? [pub] : void 0,
        route_base: route(valueOf(text, "base")),
        output_dirs: valueOf(text, "outDir") ? [folder(valueOf(text, "outDir"))] : void 0,
        default_locale: starlightDefaultLocale(text)
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
    read(text) {
      let root = folder(valueOf(text, "rootDir")), within = (sub) => root === void 0 ? void 0 : posix2.join(root || ".", sub);
      return { docs_dir: within("pages"), static_dirs: root === void 0 ? void 0 : [within("public")], output_dirs: root === void 0 ? void 0 : [within("dist")], route_base: route(valueOf(text, "basePath")) };
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
    read: (text) => /['"]myst_(?:parser|nb)['"]/.test(text) ? { named_targets: !0 } : {},
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
    read: (text) => ({ docs_dir: folder(valueOf(text, "src")), route_base: urlPath(valueOf(text, "site-url")), output_dirs: valueOf(text, "build-dir") ? [folder(valueOf(text, "build-dir"))] : void 0 }),
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
    read: (text) => {
      let dest = docfxBuildDest(text);
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
    let text = [own, ...(spec.companions?.(f, all) ?? []).map((c) => read(c) ?? "")].join(`
`), dir = spec.siteDir(f), found = spec.read(text), facts = { ...spec.defaults, ...Object.fromEntries(Object.entries(found).filter(([k, v]) => v !== void 0 && k in spec.defaults)) }, host = spec.generator === "docfx" ? publishing.find((p) => under(f, dirOfPath(p))) : void 0, hooked = /* @__PURE__ */ new Set();
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
      ...found.attrs_delimiters !== void 0 ? { attrs_delimiters: found.attrs_delimiters } : {},
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
      for (let extra of spec.instances?.(text) ?? []) {
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
function frontMatterWith(text, keys) {
  let m = FRONT_MATTER.exec(text);
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
  let block = /\brewrites\s*:\s*\{([^{}]*)\}/.exec(configText)?.[1];
  if (block === void 0) return [];
  let out = [];
  for (let m of block.matchAll(/['"]([^'"\n]+)['"]\s*:\s*['"]([^'"\n]+)['"]/g)) {
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
function explicitTargets(text) {
  let out = [];
  for (let m of text.matchAll(/^[ \t]*\(([^()\s][^()]*)\)=[ \t]*$|^[ \t]*:(?:name|label):[ \t]+(\S+)[ \t]*$|^[ \t]*\{#([^}\s]+)\}[ \t]*$|^\.\.[ \t]+_([^:\n]+):[ \t]*$|\]\{#([^}\s]+)\}/gm)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).trim());
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
      let text = read(f), slug = text !== void 0 && /^slug\s*:/m.test(text.slice(0, 4e3)) ? str(frontMatterWith(text, /slug/)?.slug) : void 0;
      if (slug === void 0) continue;
      url = joinUrl(slug);
    } else if (site.generator === "fumadocs") {
      if (!rel.split("/").some((seg) => stripNumberPrefix(seg) !== seg || /^\(.+\)$/.test(seg))) continue;
      url = fumadocsUrl(rel);
    } else if (site.generator === "vitepress") {
      let dest = (rewrites.get(site) ?? []).map((r) => r(rel)).find((d) => d !== void 0);
      url = dest === void 0 ? void 0 : vitepressUrl(dest);
    } else {
      let prefixed = site.generator === "docusaurus" && rel.split("/").some((seg) => stripNumberPrefix(seg) !== seg), sameAsFolder = site.generator === "docusaurus" && posix4.basename(rel).replace(PAGE, "") === posix4.basename(posix4.dirname(rel)), text = read(f), fm = text !== void 0 && /^(?:id|slug|url)\s*:/m.test(text.slice(0, 4e3)) ? frontMatterWith(text, /id|slug|url/) : void 0;
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
  if (t === "" || SCHEME.test(t) || t.startsWith("//") || /\{\{|\{%|^\$/.test(t) || /^(?:…|\.{3,})$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(t)) return SKIP;
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
function linkFromProjectRoot(docPath, target, repo) {
  if (!docPath.includes("/")) return !1;
  let path = decodePercent(target.trim().replace(/[#?].*$/, "")).replace(/^\.\//, "");
  if (path === "" || /^(?:\/|~|\.\.?(?:\/|$))/.test(path) || /^[A-Za-z][\w+.-]*:/.test(path)) return !1;
  let p = posix5.normalize(path).replace(/\/+$/, "");
  return !p.startsWith("../") && exists(repo, p);
}

// scripts/readers/imports.ts
var IMPORT = /(^|\s)@((?:[^\s\\]|\\ )+)/g, TEXT_EXTENSIONS = /\.(?:md|mdx|markdown|txt|json|ya?ml|toml)$/i;
function inRanges(ranges, offset) {
  for (let [a, b] of ranges) if (offset >= a && offset < b) return !0;
  return !1;
}
function extractImports(doc, repo) {
  let out = [];
  for (let block of doc.inlines)
    for (let m of block.src.matchAll(IMPORT)) {
      let at = m.index + m[1].length;
      if (inRanges(block.excluded, at)) continue;
      let raw = m[2].replace(/[.,;:!?)\]'"]+$/, "");
      if (raw === "" || raw.startsWith("@")) continue;
      let target = raw.replace(/\\ /g, " ");
      if (!isImportCandidate(target, doc.path, repo)) continue;
      let pos = locate(doc, block, at + 1, raw);
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
  let list = cache.get(src.repo.files);
  return list || (list = [...src.repo.files].filter((f) => isAgentMemoryPath(f) !== void 0 || isReaderInput(f)).sort(), cache.set(src.repo.files, list)), list;
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
var import_yaml2 = __toESM(require_dist(), 1);
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
      data = (0, import_yaml2.parse)(src.doc(path)?.text ?? "");
    } catch {
      continue;
    }
    let v = isJsonObject(data) ? data.read : void 0, list = typeof v == "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x == "string") : void 0;
    list !== void 0 && (read = list, from = { path, key: "read", value: v });
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
  let code = /* @__PURE__ */ new Set();
  for (let b of doc.blocks) if (b.type === "fence" || b.type === "code_block") for (let l = b.start_line; l <= b.end_line; l++) code.add(l);
  let first = doc.frontmatter ? doc.frontmatter.end_line : 0, kept = [], dropped = [];
  for (let i = first; i < doc.lines.length; i++) {
    let line = doc.lines[i];
    if (code.has(i + 1) || !line.startsWith("<!--")) {
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
    let { text, dropped } = claudeCodeText(doc);
    if (text.trim() !== "") {
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
function topLevelToml(text) {
  let out = /* @__PURE__ */ new Map(), lines = text.split(/\r?\n/);
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
function lineAtByte(text, byte) {
  return Buffer.from(text, "utf8").subarray(0, byte).toString("utf8").split(`
`).length;
}
function codexSession(folder2, src, config = codexConfig(folder2, src)) {
  let budget = config.project_doc_max_bytes, names = [OVERRIDE, DEFAULT, ...config.project_doc_fallback_filenames.filter((n) => n !== "" && n !== OVERRIDE && n !== DEFAULT)], files = [], remaining = budget, truncation;
  if (budget > 0)
    for (let dir of folderChain(folder2)) {
      let name = names.find((n) => src.isFile(joinPath(dir, n)));
      if (name === void 0) continue;
      let path = joinPath(dir, name), text = src.doc(src.canonical(path))?.text ?? "", bytes = Buffer.byteLength(text, "utf8"), rule = name === OVERRIDE ? "override" : name === DEFAULT ? "chain" : "fallback";
      if (text.trim() === "") continue;
      let loaded = Math.min(bytes, remaining);
      loaded < bytes && (truncation === void 0 && (truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text, loaded), bytes_lost: 0, dropped: [] }), truncation.bytes_lost += bytes - loaded, loaded === 0 && truncation.dropped.push(path)), files.push({ path, rule, bytes, loaded_bytes: loaded }), remaining -= loaded;
    }
  let base = { folder: folder2, files, budget, settings: config.settings };
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

// scripts/readers/agent-folders.ts
var AGENT_FOLDER = /^(?:\.github\/(?:agents|prompts|instructions|chatmodes|skills|copilot-instructions\.md)|\.(?:claude|cursor|agents?|windsurf|kiro|gemini|codex|opencode|roo|clinerules|cline|continue|amazonq|junie|augment|qwen|kilocode|trae|crush|factory|goose|aider|zed))(?=\/|$)/;
function agentFolderOf(path) {
  return AGENT_FOLDER.exec(path)?.[0];
}
function inAgentFolder(path) {
  let segs = path.split("/");
  for (let i = 0; i < segs.length; i++) if (agentFolderOf(segs.slice(i).join("/")) !== void 0) return !0;
  return !1;
}

// scripts/readers/contexts.ts
var AGENTS = READERS.map((r) => r.agent), DUPLICATE_MIN_LINES = 3, parentOf5 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function ownerFolder(path) {
  let parts = path.split("/"), i = parts.findIndex((s) => s === ".claude" || s === ".cursor" || s === ".github" || s === ".windsurf" || s === ".kiro");
  return i >= 0 ? parts.slice(0, i).join("/") : parentOf5(path);
}
function inInstalledSkill(folder2, src) {
  if (!inAgentFolder(folder2)) return !1;
  for (let d = folder2; d !== ""; d = parentOf5(d)) if (src.isFile(`${d}/SKILL.md`)) return !0;
  return !1;
}
function contextFolders(src) {
  let out = /* @__PURE__ */ new Set([""]);
  for (let f of memoryFilesOf(src)) {
    if (!(isAgentMemoryPath(f) || f.endsWith(".aider.conf.yml"))) continue;
    let folder2 = ownerFolder(f);
    inInstalledSkill(folder2, src) || out.add(folder2);
  }
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
    let text = reader.sentText(f.path, src).trim();
    if (text === "") continue;
    let other = byText.get(text);
    other === void 0 ? byText.set(text, f.path) : src.canonical(other) !== src.canonical(f.path) && out.push({ kind: "twin_files", path: f.path, other_path: other, tokens: f.tokens, detail: `${f.path} has the same text as ${other}: ${reader.client} loads both, ~${f.tokens} tokens twice` });
  }
  return out;
}
function readText(reader, f, src) {
  let text = reader.sentText(f.path, src);
  if (f.loaded_bytes === void 0) return text;
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
  let out = [], counted = /* @__PURE__ */ new Map(), count = (text) => {
    let k = counted.get(text);
    return k === void 0 && counted.set(text, k = countTokens(text)), k;
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
    let list = cache2.get(dir);
    if (list) return list;
    list = [];
    try {
      if (rootReal ??= realpathSync(root), dir === "" || projectRelativeProblem(dir) === void 0 && walkSymlinks(rootReal, dir).kind === "none") {
        let d = opendirSync(abs(rootReal, dir));
        try {
          for (let e = d.readSync(); e !== null; e = d.readSync()) list.push({ name: e.name, isDir: e.isDirectory() });
        } finally {
          d.closeSync();
        }
      }
    } catch {
      list = [];
    }
    return cache2.set(dir, list), list;
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
  return loading ??= import("./cl100k_base-EIUBUM3Y.mjs").then((mod) => {
    let opts = { disallowedSpecial: /* @__PURE__ */ new Set() };
    return (text) => text.length === 0 ? 0 : mod.countTokens(text, opts);
  }), loading;
}

export {
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
  linkFromProjectRoot,
  extractImports,
  agentFolderOf,
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
