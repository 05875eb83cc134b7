import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  __commonJS,
  __export,
  __toESM
} from "./chunk-6K57MRJR.mjs";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    function ucs2length(str) {
      let len = str.length, length = 0, pos = 0, value;
      for (; pos < len; )
        length++, value = str.charCodeAt(pos++), value >= 55296 && value <= 56319 && pos < len && (value = str.charCodeAt(pos), (value & 64512) === 56320 && pos++);
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return !0;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return !1;
        var length, i, keys;
        if (Array.isArray(a)) {
          if (length = a.length, length != b.length) return !1;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return !1;
          return !0;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        if (keys = Object.keys(a), length = keys.length, length !== Object.keys(b).length) return !1;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return !1;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return !1;
        }
        return !0;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(!0), compareTime),
      "date-time": fmtDef(getDateTime(!0), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: !0,
      // unchecked string payload
      binary: !0
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/, DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      let matches = DATE.exec(str);
      if (!matches)
        return !1;
      let year = +matches[1], month = +matches[2], day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (d1 && d2)
        return d1 > d2 ? 1 : d1 < d2 ? -1 : 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function(str) {
        let matches = TIME.exec(str);
        if (!matches)
          return !1;
        let hr = +matches[1], min = +matches[2], sec = +matches[3], tz = matches[4], tzSign = matches[5] === "-" ? -1 : 1, tzH = +(matches[6] || 0), tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return !1;
        if (hr <= 23 && min <= 59 && sec < 60)
          return !0;
        let utcMin = min - tzM * tzSign, utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return;
      let t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf(), t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (t1 && t2)
        return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return;
      let a1 = TIME.exec(t1), a2 = TIME.exec(t2);
      if (a1 && a2)
        return t1 = a1[1] + a1[2] + a1[3], t2 = a2[1] + a2[2] + a2[3], t1 > t2 ? 1 : t1 < t2 ? -1 : 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      let time = getTime(strictTimeZone);
      return function(str) {
        let dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return;
      let d1 = new Date(dt1).valueOf(), d2 = new Date(dt2).valueOf();
      if (d1 && d2)
        return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return;
      let [d1, t1] = dt1.split(DATE_TIME_SEPARATOR), [d2, t2] = dt2.split(DATE_TIME_SEPARATOR), res = compareDate(d1, d2);
      if (res !== void 0)
        return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/, URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      return BYTE.lastIndex = 0, BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31), MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return !0;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return !1;
      try {
        return new RegExp(str), !0;
      } catch {
        return !1;
      }
    }
  }
});

// scripts/contract/generated/validators.mjs
var validators_exports = {};
__export(validators_exports, {
  baseline: () => baseline,
  config: () => config,
  proposals: () => proposals,
  report: () => report,
  scan: () => scan
});
var __ajvRuntime0 = __toESM(require_ucs2length(), 1), __ajvRuntime1 = __toESM(require_equal(), 1), __ajvRuntime2 = __toESM(require_formats(), 1), __pick = (ns, prop) => ns.default && ns.default[prop] !== void 0 ? ns.default : ns, baseline = validate20;
var pattern4 = new RegExp("^[0-9a-f]{16}$", "u"), func1 = __pick(__ajvRuntime0, "default").default;
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.version === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (data.findings === void 0) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "findings" }, message: "must have required property 'findings'" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "format" || key0 === "version" || key0 === "findings")) {
        let err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
    if (data.format !== void 0 && data.format !== "doc-hygiene/baseline") {
      let err4 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "doc-hygiene/baseline" }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (data.version !== void 0 && data.version !== 1) {
      let err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    if (data.findings !== void 0) {
      let data2 = data.findings;
      if (Array.isArray(data2)) {
        let len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.id === void 0) {
              let err6 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
            }
            if (data3.signal === void 0) {
              let err7 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "signal" }, message: "must have required property 'signal'" };
              vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
            }
            if (data3.path === void 0) {
              let err8 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
              vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
            }
            if (data3.detail === void 0) {
              let err9 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
              vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
            }
            for (let key1 in data3)
              if (!(key1 === "id" || key1 === "signal" || key1 === "path" || key1 === "detail")) {
                let err10 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
              }
            if (data3.id !== void 0) {
              let data4 = data3.id;
              if (typeof data4 == "string") {
                if (!pattern4.test(data4)) {
                  let err11 = { instancePath: instancePath + "/findings/" + i0 + "/id", schemaPath: "#/properties/findings/items/properties/id/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                  vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
                }
              } else {
                let err12 = { instancePath: instancePath + "/findings/" + i0 + "/id", schemaPath: "#/properties/findings/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
              }
            }
            if (data3.signal !== void 0) {
              let data5 = data3.signal;
              if (typeof data5 == "string") {
                if (func1(data5) < 1) {
                  let err13 = { instancePath: instancePath + "/findings/" + i0 + "/signal", schemaPath: "#/properties/findings/items/properties/signal/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
                }
              } else {
                let err14 = { instancePath: instancePath + "/findings/" + i0 + "/signal", schemaPath: "#/properties/findings/items/properties/signal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
              }
            }
            if (data3.path !== void 0) {
              let data6 = data3.path;
              if (typeof data6 == "string") {
                if (func1(data6) < 1) {
                  let err15 = { instancePath: instancePath + "/findings/" + i0 + "/path", schemaPath: "#/properties/findings/items/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
                }
              } else {
                let err16 = { instancePath: instancePath + "/findings/" + i0 + "/path", schemaPath: "#/properties/findings/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
              }
            }
            if (data3.detail !== void 0 && typeof data3.detail != "string") {
              let err17 = { instancePath: instancePath + "/findings/" + i0 + "/detail", schemaPath: "#/properties/findings/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
            }
          } else {
            let err18 = { instancePath: instancePath + "/findings/" + i0, schemaPath: "#/properties/findings/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
          }
        }
      } else {
        let err19 = { instancePath: instancePath + "/findings", schemaPath: "#/properties/findings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
      }
    }
  } else {
    let err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
  }
  return validate20.errors = vErrors, errors === 0;
}
validate20.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
var config = validate21, schema32 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/config.schema.json", title: "doc-hygiene project configuration (.dochygiene.yaml)", description: "One optional committed file at the repository root. Every key is optional; defaults are listed in each description.", type: "object", additionalProperties: !1, properties: { scan: { type: "object", additionalProperties: !1, properties: { globs: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, description: 'Docs in scope. Default ["**/*.[mM][dD]", "**/*.[mM][aA][rR][kK][dD][oO][wW][nN]", "**/*.[mM][dD][xX]", "CLAUDE.md", "**/.cursor/rules/**/*.mdc", ".cursorrules", ".windsurfrules", ".clinerules"]: Markdown (.md, .markdown) in any letter case, .mdx, and the agent rule files that are Markdown under another name.' }, exclude_dirs: { type: "array", items: { type: "string", minLength: 1 }, description: "Folder names never scanned (besides node_modules, .git and gitignored paths). Default [build, vendor, graphify-out, .dochygiene]. Archive folders are not excluded: their docs get the archive role, which no signal judges." }, token_budget: { type: "integer", minimum: 0, description: "token_weight fires when a per-session doc exceeds this many tokens. Default 2000; while the file does not set it, the project's own root instruction file (CLAUDE.md, AGENTS.md, GEMINI.md) over it is only a hint." }, duplicate_min_lines: { type: "integer", minimum: 2, description: "duplicate_block: minimum non-blank lines. Default 6." }, duplicates_across_archive: { type: "boolean", description: "Report duplicates across an archive boundary. Default false." }, stale_name_max_age_days: { type: "integer", minimum: 0, description: "stale_name_location: a date in a file name older than this. Default 180." } } }, history: { type: "object", additionalProperties: !1, properties: { churn_min_commits: { type: "integer", minimum: 1, description: "edit_recency_vs_churn: commits to referenced code since the doc's last change. Default 5." }, churn_min_lines: { type: "integer", minimum: 0, description: "edit_recency_vs_churn: changed lines in referenced code since the doc's last change. Default 200." }, max_commits: { type: "integer", minimum: 1, description: "isomorphic-git path: history depth read at most. Default 20000." }, max_line_counts: { type: "integer", minimum: 0, description: "isomorphic-git path: changed lines counted for at most this many file changes (edit_recency_vs_churn); a count of work, so every machine gives the same findings. Default 20000." } } }, tokens: { type: "object", additionalProperties: !1, properties: { on_demand_weight: { type: "number", minimum: 0, maximum: 1, description: "Share of an on-demand doc's tokens counted as saved per session. Default 0." } } }, classify: { type: "object", additionalProperties: !1, properties: { max_files: { type: "integer", minimum: 1, description: "At most this many files go to classifiers in one /hygiene check (--all lifts the budget). Default 200." }, max_doc_tokens: { type: "integer", minimum: 1, description: "At most about this many tokens of evidence (findings and the windows of the docs that hold them) go to classifiers in one check; the highest-ranked file always goes. Default 60000." } } }, clean: { type: "object", additionalProperties: !1, properties: { confirm_auto: { type: "boolean", description: "/hygiene clean lists the auto edits and asks once (apply all, choose, or none) before it applies them. false: apply them without asking, as /hygiene clean --yes does. Default true." } } }, reminder: { type: "object", additionalProperties: !1, properties: { enabled: { type: "boolean", description: "SessionStart reminder on or off. Default true." }, interval_days: { type: "integer", minimum: 1, description: "A check is due when the last is older than this and docs changed since. Default 7." } } }, lifecycle: { type: "object", additionalProperties: !1, properties: { rules: { type: "array", description: "Lifecycle rules, first match wins. Default [].", items: { type: "object", additionalProperties: !1, required: ["id", "lifetime"], properties: { id: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$" }, files: { type: "string", minLength: 1 }, dirs: { type: "string", minLength: 1 }, exclude: { type: "array", items: { type: "string", minLength: 1 } }, lifetime: { enum: ["keep", "temporary", "delete-once-served"] }, served_when_path: { type: "string", minLength: 1 }, served_when: { type: "string", minLength: 1 }, on_served: { enum: ["delete", "extract-then-delete"] }, extract_to: { type: "string", minLength: 1 }, retain_recent: { type: "integer", minimum: 0 }, max_age_days: { type: "integer", minimum: 0 } }, oneOf: [{ required: ["files"] }, { required: ["dirs"] }], allOf: [{ not: { required: ["served_when_path", "served_when"] } }, { if: { properties: { lifetime: { const: "delete-once-served" } } }, then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }, { if: { properties: { lifetime: { const: "temporary" } } }, then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] } }, { if: { properties: { on_served: { const: "extract-then-delete" } }, required: ["on_served"] }, then: { required: ["extract_to"] } }] } }, openspec: { type: "object", additionalProperties: !1, properties: { enabled: { type: "boolean", description: "Built-in OpenSpec hygiene when openspec/ exists. Default true." }, abandoned_after_days: { type: "integer", minimum: 1, description: "An untouched change with no ticked task is abandoned after this. Default 90." } } } } }, conventions: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: !0, description: "Adopted conventions by name (conventions.json). Default []." }, roles: { type: "array", description: "Role overrides: a doc matching glob gets role, before the computed roles; first match wins. Default [].", items: { type: "object", additionalProperties: !1, required: ["glob", "role"], properties: { glob: { type: "string", minLength: 1, description: "A project-relative glob (minimatch, dot files included)." }, role: { enum: ["archive", "generated", "copy", "fixture", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] } } } } } }, func3 = Object.prototype.hasOwnProperty, pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.-]*$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    for (let key0 in data)
      if (!func3.call(schema32.properties, key0)) {
        let err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
      }
    if (data.scan !== void 0) {
      let data0 = data.scan;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (let key1 in data0)
          if (!(key1 === "globs" || key1 === "exclude_dirs" || key1 === "token_budget" || key1 === "duplicate_min_lines" || key1 === "duplicates_across_archive" || key1 === "stale_name_max_age_days")) {
            let err1 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
          }
        if (data0.globs !== void 0) {
          let data1 = data0.globs;
          if (Array.isArray(data1)) {
            if (data1.length < 1) {
              let err2 = { instancePath: instancePath + "/scan/globs", schemaPath: "#/properties/scan/properties/globs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
            }
            let len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data2 = data1[i0];
              if (typeof data2 == "string") {
                if (func1(data2) < 1) {
                  let err3 = { instancePath: instancePath + "/scan/globs/" + i0, schemaPath: "#/properties/scan/properties/globs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
                }
              } else {
                let err4 = { instancePath: instancePath + "/scan/globs/" + i0, schemaPath: "#/properties/scan/properties/globs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
              }
            }
          } else {
            let err5 = { instancePath: instancePath + "/scan/globs", schemaPath: "#/properties/scan/properties/globs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
          }
        }
        if (data0.exclude_dirs !== void 0) {
          let data3 = data0.exclude_dirs;
          if (Array.isArray(data3)) {
            let len1 = data3.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data4 = data3[i1];
              if (typeof data4 == "string") {
                if (func1(data4) < 1) {
                  let err6 = { instancePath: instancePath + "/scan/exclude_dirs/" + i1, schemaPath: "#/properties/scan/properties/exclude_dirs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
                }
              } else {
                let err7 = { instancePath: instancePath + "/scan/exclude_dirs/" + i1, schemaPath: "#/properties/scan/properties/exclude_dirs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
              }
            }
          } else {
            let err8 = { instancePath: instancePath + "/scan/exclude_dirs", schemaPath: "#/properties/scan/properties/exclude_dirs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
          }
        }
        if (data0.token_budget !== void 0) {
          let data5 = data0.token_budget;
          if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            let err9 = { instancePath: instancePath + "/scan/token_budget", schemaPath: "#/properties/scan/properties/token_budget/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
          }
          if (typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5))) {
            let err10 = { instancePath: instancePath + "/scan/token_budget", schemaPath: "#/properties/scan/properties/token_budget/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
          }
        }
        if (data0.duplicate_min_lines !== void 0) {
          let data6 = data0.duplicate_min_lines;
          if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
            let err11 = { instancePath: instancePath + "/scan/duplicate_min_lines", schemaPath: "#/properties/scan/properties/duplicate_min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
          }
          if (typeof data6 == "number" && isFinite(data6) && (data6 < 2 || isNaN(data6))) {
            let err12 = { instancePath: instancePath + "/scan/duplicate_min_lines", schemaPath: "#/properties/scan/properties/duplicate_min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
            vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
          }
        }
        if (data0.duplicates_across_archive !== void 0 && typeof data0.duplicates_across_archive != "boolean") {
          let err13 = { instancePath: instancePath + "/scan/duplicates_across_archive", schemaPath: "#/properties/scan/properties/duplicates_across_archive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
        }
        if (data0.stale_name_max_age_days !== void 0) {
          let data8 = data0.stale_name_max_age_days;
          if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            let err14 = { instancePath: instancePath + "/scan/stale_name_max_age_days", schemaPath: "#/properties/scan/properties/stale_name_max_age_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
          }
          if (typeof data8 == "number" && isFinite(data8) && (data8 < 0 || isNaN(data8))) {
            let err15 = { instancePath: instancePath + "/scan/stale_name_max_age_days", schemaPath: "#/properties/scan/properties/stale_name_max_age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
          }
        }
      } else {
        let err16 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    }
    if (data.history !== void 0) {
      let data9 = data.history;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (let key2 in data9)
          if (!(key2 === "churn_min_commits" || key2 === "churn_min_lines" || key2 === "max_commits" || key2 === "max_line_counts")) {
            let err17 = { instancePath: instancePath + "/history", schemaPath: "#/properties/history/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          }
        if (data9.churn_min_commits !== void 0) {
          let data10 = data9.churn_min_commits;
          if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            let err18 = { instancePath: instancePath + "/history/churn_min_commits", schemaPath: "#/properties/history/properties/churn_min_commits/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
          }
          if (typeof data10 == "number" && isFinite(data10) && (data10 < 1 || isNaN(data10))) {
            let err19 = { instancePath: instancePath + "/history/churn_min_commits", schemaPath: "#/properties/history/properties/churn_min_commits/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
          }
        }
        if (data9.churn_min_lines !== void 0) {
          let data11 = data9.churn_min_lines;
          if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
            let err20 = { instancePath: instancePath + "/history/churn_min_lines", schemaPath: "#/properties/history/properties/churn_min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
          }
          if (typeof data11 == "number" && isFinite(data11) && (data11 < 0 || isNaN(data11))) {
            let err21 = { instancePath: instancePath + "/history/churn_min_lines", schemaPath: "#/properties/history/properties/churn_min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
          }
        }
        if (data9.max_commits !== void 0) {
          let data12 = data9.max_commits;
          if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
            let err22 = { instancePath: instancePath + "/history/max_commits", schemaPath: "#/properties/history/properties/max_commits/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
          }
          if (typeof data12 == "number" && isFinite(data12) && (data12 < 1 || isNaN(data12))) {
            let err23 = { instancePath: instancePath + "/history/max_commits", schemaPath: "#/properties/history/properties/max_commits/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
          }
        }
        if (data9.max_line_counts !== void 0) {
          let data13 = data9.max_line_counts;
          if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
            let err24 = { instancePath: instancePath + "/history/max_line_counts", schemaPath: "#/properties/history/properties/max_line_counts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
          }
          if (typeof data13 == "number" && isFinite(data13) && (data13 < 0 || isNaN(data13))) {
            let err25 = { instancePath: instancePath + "/history/max_line_counts", schemaPath: "#/properties/history/properties/max_line_counts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
          }
        }
      } else {
        let err26 = { instancePath: instancePath + "/history", schemaPath: "#/properties/history/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
      }
    }
    if (data.tokens !== void 0) {
      let data14 = data.tokens;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        for (let key3 in data14)
          if (key3 !== "on_demand_weight") {
            let err27 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
          }
        if (data14.on_demand_weight !== void 0) {
          let data15 = data14.on_demand_weight;
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 > 1 || isNaN(data15)) {
              let err28 = { instancePath: instancePath + "/tokens/on_demand_weight", schemaPath: "#/properties/tokens/properties/on_demand_weight/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
            }
            if (data15 < 0 || isNaN(data15)) {
              let err29 = { instancePath: instancePath + "/tokens/on_demand_weight", schemaPath: "#/properties/tokens/properties/on_demand_weight/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
            }
          } else {
            let err30 = { instancePath: instancePath + "/tokens/on_demand_weight", schemaPath: "#/properties/tokens/properties/on_demand_weight/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
        }
      } else {
        let err31 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
      }
    }
    if (data.classify !== void 0) {
      let data16 = data.classify;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (let key4 in data16)
          if (!(key4 === "max_files" || key4 === "max_doc_tokens")) {
            let err32 = { instancePath: instancePath + "/classify", schemaPath: "#/properties/classify/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
          }
        if (data16.max_files !== void 0) {
          let data17 = data16.max_files;
          if (!(typeof data17 == "number" && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
            let err33 = { instancePath: instancePath + "/classify/max_files", schemaPath: "#/properties/classify/properties/max_files/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
          }
          if (typeof data17 == "number" && isFinite(data17) && (data17 < 1 || isNaN(data17))) {
            let err34 = { instancePath: instancePath + "/classify/max_files", schemaPath: "#/properties/classify/properties/max_files/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
          }
        }
        if (data16.max_doc_tokens !== void 0) {
          let data18 = data16.max_doc_tokens;
          if (!(typeof data18 == "number" && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
            let err35 = { instancePath: instancePath + "/classify/max_doc_tokens", schemaPath: "#/properties/classify/properties/max_doc_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
          }
          if (typeof data18 == "number" && isFinite(data18) && (data18 < 1 || isNaN(data18))) {
            let err36 = { instancePath: instancePath + "/classify/max_doc_tokens", schemaPath: "#/properties/classify/properties/max_doc_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
          }
        }
      } else {
        let err37 = { instancePath: instancePath + "/classify", schemaPath: "#/properties/classify/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
      }
    }
    if (data.clean !== void 0) {
      let data19 = data.clean;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        for (let key5 in data19)
          if (key5 !== "confirm_auto") {
            let err38 = { instancePath: instancePath + "/clean", schemaPath: "#/properties/clean/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
        if (data19.confirm_auto !== void 0 && typeof data19.confirm_auto != "boolean") {
          let err39 = { instancePath: instancePath + "/clean/confirm_auto", schemaPath: "#/properties/clean/properties/confirm_auto/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
        }
      } else {
        let err40 = { instancePath: instancePath + "/clean", schemaPath: "#/properties/clean/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
      }
    }
    if (data.reminder !== void 0) {
      let data21 = data.reminder;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (let key6 in data21)
          if (!(key6 === "enabled" || key6 === "interval_days")) {
            let err41 = { instancePath: instancePath + "/reminder", schemaPath: "#/properties/reminder/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
          }
        if (data21.enabled !== void 0 && typeof data21.enabled != "boolean") {
          let err42 = { instancePath: instancePath + "/reminder/enabled", schemaPath: "#/properties/reminder/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
        }
        if (data21.interval_days !== void 0) {
          let data23 = data21.interval_days;
          if (!(typeof data23 == "number" && !(data23 % 1) && !isNaN(data23) && isFinite(data23))) {
            let err43 = { instancePath: instancePath + "/reminder/interval_days", schemaPath: "#/properties/reminder/properties/interval_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
          }
          if (typeof data23 == "number" && isFinite(data23) && (data23 < 1 || isNaN(data23))) {
            let err44 = { instancePath: instancePath + "/reminder/interval_days", schemaPath: "#/properties/reminder/properties/interval_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
          }
        }
      } else {
        let err45 = { instancePath: instancePath + "/reminder", schemaPath: "#/properties/reminder/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
      }
    }
    if (data.lifecycle !== void 0) {
      let data24 = data.lifecycle;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        for (let key7 in data24)
          if (!(key7 === "rules" || key7 === "openspec")) {
            let err46 = { instancePath: instancePath + "/lifecycle", schemaPath: "#/properties/lifecycle/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
          }
        if (data24.rules !== void 0) {
          let data25 = data24.rules;
          if (Array.isArray(data25)) {
            let len2 = data25.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data26 = data25[i2], _errs63 = errors, valid14 = !1, passing0 = null, _errs64 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.files === void 0) {
                let err47 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/oneOf/0/required", keyword: "required", params: { missingProperty: "files" }, message: "must have required property 'files'" };
                vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
              }
              var _valid0 = _errs64 === errors;
              _valid0 && (valid14 = !0, passing0 = 0);
              let _errs65 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.dirs === void 0) {
                let err48 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/oneOf/1/required", keyword: "required", params: { missingProperty: "dirs" }, message: "must have required property 'dirs'" };
                vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
              }
              var _valid0 = _errs65 === errors;
              if (_valid0 && valid14 ? (valid14 = !1, passing0 = [passing0, 1]) : _valid0 && (valid14 = !0, passing0 = 1), valid14)
                errors = _errs63, vErrors !== null && (_errs63 ? vErrors.length = _errs63 : vErrors = null);
              else {
                let err49 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
              }
              let _errs67 = errors, _errs68 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                let missing0;
                if (data26.served_when_path === void 0 && (missing0 = "served_when_path") || data26.served_when === void 0 && (missing0 = "served_when")) {
                  let err50 = {};
                  vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
                }
              }
              var valid16 = _errs68 === errors;
              if (valid16) {
                let err51 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
                vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
              } else
                errors = _errs67, vErrors !== null && (_errs67 ? vErrors.length = _errs67 : vErrors = null);
              let _errs70 = errors, valid17 = !0, _errs71 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.lifetime !== void 0 && data26.lifetime !== "delete-once-served") {
                let err52 = {};
                vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
              }
              var _valid1 = _errs71 === errors;
              if (errors = _errs70, vErrors !== null && (_errs70 ? vErrors.length = _errs70 : vErrors = null), _valid1) {
                let _errs73 = errors, _errs74 = errors, valid19 = !1, passing1 = null, _errs75 = errors;
                if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.served_when_path === void 0) {
                  let err53 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/1/then/oneOf/0/required", keyword: "required", params: { missingProperty: "served_when_path" }, message: "must have required property 'served_when_path'" };
                  vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
                }
                var _valid2 = _errs75 === errors;
                _valid2 && (valid19 = !0, passing1 = 0);
                let _errs76 = errors;
                if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.served_when === void 0) {
                  let err54 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/1/then/oneOf/1/required", keyword: "required", params: { missingProperty: "served_when" }, message: "must have required property 'served_when'" };
                  vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
                }
                var _valid2 = _errs76 === errors;
                if (_valid2 && valid19 ? (valid19 = !1, passing1 = [passing1, 1]) : _valid2 && (valid19 = !0, passing1 = 1), valid19)
                  errors = _errs74, vErrors !== null && (_errs74 ? vErrors.length = _errs74 : vErrors = null);
                else {
                  let err55 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/1/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                  vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
                }
                var _valid1 = _errs73 === errors;
                valid17 = _valid1;
              }
              if (!valid17) {
                let err56 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
              }
              let _errs78 = errors, valid20 = !0, _errs79 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.lifetime !== void 0 && data26.lifetime !== "temporary") {
                let err57 = {};
                vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
              }
              var _valid3 = _errs79 === errors;
              if (errors = _errs78, vErrors !== null && (_errs78 ? vErrors.length = _errs78 : vErrors = null), _valid3) {
                let _errs81 = errors, _errs83 = errors, _errs84 = errors;
                if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                  let missing1;
                  if (data26.served_when_path === void 0 && (missing1 = "served_when_path")) {
                    let err58 = {};
                    vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
                  }
                }
                var valid23 = _errs84 === errors;
                if (valid23) {
                  let err59 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/2/then/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
                  vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
                } else
                  errors = _errs83, vErrors !== null && (_errs83 ? vErrors.length = _errs83 : vErrors = null);
                let _errs86 = errors, _errs87 = errors;
                if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                  let missing2;
                  if (data26.served_when === void 0 && (missing2 = "served_when")) {
                    let err60 = {};
                    vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
                  }
                }
                var valid24 = _errs87 === errors;
                if (valid24) {
                  let err61 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/2/then/allOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
                  vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
                } else
                  errors = _errs86, vErrors !== null && (_errs86 ? vErrors.length = _errs86 : vErrors = null);
                var _valid3 = _errs81 === errors;
                valid20 = _valid3;
              }
              if (!valid20) {
                let err62 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
              }
              let _errs89 = errors, valid25 = !0, _errs90 = errors;
              if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                let missing3;
                if (data26.on_served === void 0 && (missing3 = "on_served")) {
                  let err63 = {};
                  vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
                } else if (data26.on_served !== void 0 && data26.on_served !== "extract-then-delete") {
                  let err64 = {};
                  vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
                }
              }
              var _valid4 = _errs90 === errors;
              if (errors = _errs89, vErrors !== null && (_errs89 ? vErrors.length = _errs89 : vErrors = null), _valid4) {
                let _errs92 = errors;
                if (data26 && typeof data26 == "object" && !Array.isArray(data26) && data26.extract_to === void 0) {
                  let err65 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/3/then/required", keyword: "required", params: { missingProperty: "extract_to" }, message: "must have required property 'extract_to'" };
                  vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
                }
                var _valid4 = _errs92 === errors;
                valid25 = _valid4;
              }
              if (!valid25) {
                let err66 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
              }
              if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                if (data26.id === void 0) {
                  let err67 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                  vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
                }
                if (data26.lifetime === void 0) {
                  let err68 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/required", keyword: "required", params: { missingProperty: "lifetime" }, message: "must have required property 'lifetime'" };
                  vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
                }
                for (let key8 in data26)
                  if (!func3.call(schema32.properties.lifecycle.properties.rules.items.properties, key8)) {
                    let err69 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                    vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
                  }
                if (data26.id !== void 0) {
                  let data30 = data26.id;
                  if (typeof data30 == "string") {
                    if (!pattern5.test(data30)) {
                      let err70 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/id", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.-]*$"' };
                      vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
                    }
                  } else {
                    let err71 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/id", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
                  }
                }
                if (data26.files !== void 0) {
                  let data31 = data26.files;
                  if (typeof data31 == "string") {
                    if (func1(data31) < 1) {
                      let err72 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/files", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/files/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
                    }
                  } else {
                    let err73 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/files", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/files/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
                  }
                }
                if (data26.dirs !== void 0) {
                  let data32 = data26.dirs;
                  if (typeof data32 == "string") {
                    if (func1(data32) < 1) {
                      let err74 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/dirs", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/dirs/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
                    }
                  } else {
                    let err75 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/dirs", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/dirs/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
                  }
                }
                if (data26.exclude !== void 0) {
                  let data33 = data26.exclude;
                  if (Array.isArray(data33)) {
                    let len3 = data33.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data34 = data33[i3];
                      if (typeof data34 == "string") {
                        if (func1(data34) < 1) {
                          let err76 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/exclude/" + i3, schemaPath: "#/properties/lifecycle/properties/rules/items/properties/exclude/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
                        }
                      } else {
                        let err77 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/exclude/" + i3, schemaPath: "#/properties/lifecycle/properties/rules/items/properties/exclude/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        vErrors === null ? vErrors = [err77] : vErrors.push(err77), errors++;
                      }
                    }
                  } else {
                    let err78 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/exclude", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/exclude/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    vErrors === null ? vErrors = [err78] : vErrors.push(err78), errors++;
                  }
                }
                if (data26.lifetime !== void 0) {
                  let data35 = data26.lifetime;
                  if (!(data35 === "keep" || data35 === "temporary" || data35 === "delete-once-served")) {
                    let err79 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/lifetime", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema32.properties.lifecycle.properties.rules.items.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
                    vErrors === null ? vErrors = [err79] : vErrors.push(err79), errors++;
                  }
                }
                if (data26.served_when_path !== void 0) {
                  let data36 = data26.served_when_path;
                  if (typeof data36 == "string") {
                    if (func1(data36) < 1) {
                      let err80 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/served_when_path", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/served_when_path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err80] : vErrors.push(err80), errors++;
                    }
                  } else {
                    let err81 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/served_when_path", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/served_when_path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err81] : vErrors.push(err81), errors++;
                  }
                }
                if (data26.served_when !== void 0) {
                  let data37 = data26.served_when;
                  if (typeof data37 == "string") {
                    if (func1(data37) < 1) {
                      let err82 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/served_when", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/served_when/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err82] : vErrors.push(err82), errors++;
                    }
                  } else {
                    let err83 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/served_when", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/served_when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err83] : vErrors.push(err83), errors++;
                  }
                }
                if (data26.on_served !== void 0) {
                  let data38 = data26.on_served;
                  if (!(data38 === "delete" || data38 === "extract-then-delete")) {
                    let err84 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/on_served", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/on_served/enum", keyword: "enum", params: { allowedValues: schema32.properties.lifecycle.properties.rules.items.properties.on_served.enum }, message: "must be equal to one of the allowed values" };
                    vErrors === null ? vErrors = [err84] : vErrors.push(err84), errors++;
                  }
                }
                if (data26.extract_to !== void 0) {
                  let data39 = data26.extract_to;
                  if (typeof data39 == "string") {
                    if (func1(data39) < 1) {
                      let err85 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/extract_to", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/extract_to/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err85] : vErrors.push(err85), errors++;
                    }
                  } else {
                    let err86 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/extract_to", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/extract_to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err86] : vErrors.push(err86), errors++;
                  }
                }
                if (data26.retain_recent !== void 0) {
                  let data40 = data26.retain_recent;
                  if (!(typeof data40 == "number" && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
                    let err87 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/retain_recent", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/retain_recent/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    vErrors === null ? vErrors = [err87] : vErrors.push(err87), errors++;
                  }
                  if (typeof data40 == "number" && isFinite(data40) && (data40 < 0 || isNaN(data40))) {
                    let err88 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/retain_recent", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/retain_recent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    vErrors === null ? vErrors = [err88] : vErrors.push(err88), errors++;
                  }
                }
                if (data26.max_age_days !== void 0) {
                  let data41 = data26.max_age_days;
                  if (!(typeof data41 == "number" && !(data41 % 1) && !isNaN(data41) && isFinite(data41))) {
                    let err89 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/max_age_days", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/max_age_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    vErrors === null ? vErrors = [err89] : vErrors.push(err89), errors++;
                  }
                  if (typeof data41 == "number" && isFinite(data41) && (data41 < 0 || isNaN(data41))) {
                    let err90 = { instancePath: instancePath + "/lifecycle/rules/" + i2 + "/max_age_days", schemaPath: "#/properties/lifecycle/properties/rules/items/properties/max_age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    vErrors === null ? vErrors = [err90] : vErrors.push(err90), errors++;
                  }
                }
              } else {
                let err91 = { instancePath: instancePath + "/lifecycle/rules/" + i2, schemaPath: "#/properties/lifecycle/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                vErrors === null ? vErrors = [err91] : vErrors.push(err91), errors++;
              }
            }
          } else {
            let err92 = { instancePath: instancePath + "/lifecycle/rules", schemaPath: "#/properties/lifecycle/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err92] : vErrors.push(err92), errors++;
          }
        }
        if (data24.openspec !== void 0) {
          let data42 = data24.openspec;
          if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
            for (let key9 in data42)
              if (!(key9 === "enabled" || key9 === "abandoned_after_days")) {
                let err93 = { instancePath: instancePath + "/lifecycle/openspec", schemaPath: "#/properties/lifecycle/properties/openspec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err93] : vErrors.push(err93), errors++;
              }
            if (data42.enabled !== void 0 && typeof data42.enabled != "boolean") {
              let err94 = { instancePath: instancePath + "/lifecycle/openspec/enabled", schemaPath: "#/properties/lifecycle/properties/openspec/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
              vErrors === null ? vErrors = [err94] : vErrors.push(err94), errors++;
            }
            if (data42.abandoned_after_days !== void 0) {
              let data44 = data42.abandoned_after_days;
              if (!(typeof data44 == "number" && !(data44 % 1) && !isNaN(data44) && isFinite(data44))) {
                let err95 = { instancePath: instancePath + "/lifecycle/openspec/abandoned_after_days", schemaPath: "#/properties/lifecycle/properties/openspec/properties/abandoned_after_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                vErrors === null ? vErrors = [err95] : vErrors.push(err95), errors++;
              }
              if (typeof data44 == "number" && isFinite(data44) && (data44 < 1 || isNaN(data44))) {
                let err96 = { instancePath: instancePath + "/lifecycle/openspec/abandoned_after_days", schemaPath: "#/properties/lifecycle/properties/openspec/properties/abandoned_after_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err96] : vErrors.push(err96), errors++;
              }
            }
          } else {
            let err97 = { instancePath: instancePath + "/lifecycle/openspec", schemaPath: "#/properties/lifecycle/properties/openspec/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err97] : vErrors.push(err97), errors++;
          }
        }
      } else {
        let err98 = { instancePath: instancePath + "/lifecycle", schemaPath: "#/properties/lifecycle/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err98] : vErrors.push(err98), errors++;
      }
    }
    if (data.conventions !== void 0) {
      let data45 = data.conventions;
      if (Array.isArray(data45)) {
        let len4 = data45.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data46 = data45[i4];
          if (typeof data46 == "string") {
            if (func1(data46) < 1) {
              let err99 = { instancePath: instancePath + "/conventions/" + i4, schemaPath: "#/properties/conventions/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err99] : vErrors.push(err99), errors++;
            }
          } else {
            let err100 = { instancePath: instancePath + "/conventions/" + i4, schemaPath: "#/properties/conventions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err100] : vErrors.push(err100), errors++;
          }
        }
        let i5 = data45.length, j0;
        if (i5 > 1) {
          let indices0 = {};
          for (; i5--; ) {
            let item0 = data45[i5];
            if (typeof item0 == "string") {
              if (typeof indices0[item0] == "number") {
                j0 = indices0[item0];
                let err101 = { instancePath: instancePath + "/conventions", schemaPath: "#/properties/conventions/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i5 + " are identical)" };
                vErrors === null ? vErrors = [err101] : vErrors.push(err101), errors++;
                break;
              }
              indices0[item0] = i5;
            }
          }
        }
      } else {
        let err102 = { instancePath: instancePath + "/conventions", schemaPath: "#/properties/conventions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err102] : vErrors.push(err102), errors++;
      }
    }
    if (data.roles !== void 0) {
      let data47 = data.roles;
      if (Array.isArray(data47)) {
        let len5 = data47.length;
        for (let i6 = 0; i6 < len5; i6++) {
          let data48 = data47[i6];
          if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
            if (data48.glob === void 0) {
              let err103 = { instancePath: instancePath + "/roles/" + i6, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "glob" }, message: "must have required property 'glob'" };
              vErrors === null ? vErrors = [err103] : vErrors.push(err103), errors++;
            }
            if (data48.role === void 0) {
              let err104 = { instancePath: instancePath + "/roles/" + i6, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              vErrors === null ? vErrors = [err104] : vErrors.push(err104), errors++;
            }
            for (let key10 in data48)
              if (!(key10 === "glob" || key10 === "role")) {
                let err105 = { instancePath: instancePath + "/roles/" + i6, schemaPath: "#/properties/roles/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err105] : vErrors.push(err105), errors++;
              }
            if (data48.glob !== void 0) {
              let data49 = data48.glob;
              if (typeof data49 == "string") {
                if (func1(data49) < 1) {
                  let err106 = { instancePath: instancePath + "/roles/" + i6 + "/glob", schemaPath: "#/properties/roles/items/properties/glob/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err106] : vErrors.push(err106), errors++;
                }
              } else {
                let err107 = { instancePath: instancePath + "/roles/" + i6 + "/glob", schemaPath: "#/properties/roles/items/properties/glob/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err107] : vErrors.push(err107), errors++;
              }
            }
            if (data48.role !== void 0) {
              let data50 = data48.role;
              if (!(data50 === "archive" || data50 === "generated" || data50 === "copy" || data50 === "fixture" || data50 === "template" || data50 === "record" || data50 === "plan" || data50 === "agent-prompt" || data50 === "agent-memory" || data50 === "living")) {
                let err108 = { instancePath: instancePath + "/roles/" + i6 + "/role", schemaPath: "#/properties/roles/items/properties/role/enum", keyword: "enum", params: { allowedValues: schema32.properties.roles.items.properties.role.enum }, message: "must be equal to one of the allowed values" };
                vErrors === null ? vErrors = [err108] : vErrors.push(err108), errors++;
              }
            }
          } else {
            let err109 = { instancePath: instancePath + "/roles/" + i6, schemaPath: "#/properties/roles/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err109] : vErrors.push(err109), errors++;
          }
        }
      } else {
        let err110 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err110] : vErrors.push(err110), errors++;
      }
    }
  } else {
    let err111 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err111] : vErrors.push(err111), errors++;
  }
  return validate21.errors = vErrors, errors === 0;
}
validate21.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
var proposals = validate22;
var schema34 = { type: "object", additionalProperties: !1, required: ["path", "category", "signals", "op", "op_type"], properties: { path: { $ref: "#/$defs/relpath" }, category: { type: "object", additionalProperties: !1, required: ["class", "subtype"], properties: { class: { enum: ["stale", "bloat"] }, subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated", "distill", "split", "freeze"] } }, allOf: [{ if: { properties: { class: { const: "stale" } } }, then: { properties: { subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"] } } } }, { if: { properties: { class: { const: "bloat" } } }, then: { properties: { subtype: { enum: ["distill", "split", "freeze"] } } } }] }, signals: { type: "array", items: { $ref: "#/$defs/signal" } }, op: { type: "string", minLength: 1, maxLength: 2e3 }, op_type: { enum: ["deterministic", "generative"] }, exact_edit: { $ref: "#/$defs/exact_edit" }, reducible_range: { type: "object", additionalProperties: !1, required: ["start_line", "end_line"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, expected_sha256: { $ref: "#/$defs/computed" } }, description: "Generative proposals: the span the rewrite would reduce; report-builder counts its tokens and binds it to the file digest." }, lifecycle: { $ref: "#/$defs/lifecycle" }, confidence: { type: "number", minimum: 0, maximum: 1 }, why: { type: "string", minLength: 1, maxLength: 500, description: "Optional one-line reason, shown in report.md only." }, id: { $ref: "#/$defs/computed" }, is_destructive: { $ref: "#/$defs/computed" }, is_reversible: { $ref: "#/$defs/computed" }, safety_tier: { $ref: "#/$defs/computed" }, token_estimate: { $ref: "#/$defs/computed" }, raw_tokens: { $ref: "#/$defs/computed" }, weighted_tokens: { $ref: "#/$defs/computed" }, injection_frequency: { $ref: "#/$defs/computed" }, expected_sha256: { $ref: "#/$defs/computed" }, generated_at: { $ref: "#/$defs/computed" } }, allOf: [{ if: { properties: { op_type: { const: "deterministic" } } }, then: { required: ["exact_edit"], not: { required: ["reducible_range"] } }, else: { required: ["reducible_range"], not: { required: ["exact_edit"] } } }, { if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } }, then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } } }] };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 == "string") {
        if (func1(data0) < 1) {
          let err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
        }
      } else {
        let err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
    }
    if (data.detail !== void 0) {
      let data1 = data.detail;
      if (typeof data1 == "string") {
        if (func1(data1) > 2e3) {
          let err3 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
        }
      } else {
        let err4 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
    }
    if (data.line !== void 0) {
      let data2 = data.line;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        let err5 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e7 || isNaN(data2)) {
          let err6 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          let err7 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
        }
      }
    }
  } else {
    let err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
  }
  return validate24.errors = vErrors, errors === 0;
}
validate24.evaluated = { props: { name: !0, detail: !0, line: !0 }, dynamicProps: !1, dynamicItems: !1 };
var schema38 = { type: "object", required: ["kind"], properties: { kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] }, expected_sha256: { $ref: "#/$defs/computed" } }, allOf: [{ if: { properties: { kind: { const: "delete-range" } } }, then: { additionalProperties: !1, required: ["anchor"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" } } } }, { if: { properties: { kind: { const: "move-to-archive" } } }, then: { additionalProperties: !1, required: ["anchor", "dest_path"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" } } } }, { if: { properties: { kind: { const: "insert-frontmatter" } } }, then: { additionalProperties: !1, required: ["key", "value"], properties: { kind: !0, expected_sha256: !0, key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" }, value: { type: "string", maxLength: 1e3 } } } }, { if: { properties: { kind: { const: "replace-text" } } }, then: { additionalProperties: !1, required: ["anchor", "match", "replacement"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" }, match: { type: "string", minLength: 1, maxLength: 1e5 }, replacement: { type: "string", maxLength: 1e5 } } } }, { if: { properties: { kind: { const: "dedupe" } } }, then: { additionalProperties: !1, required: ["anchor", "canonical_ref"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" }, canonical_ref: { type: "object", additionalProperties: !1, required: ["path", "start_line", "end_line"], properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } } } } } }, { if: { properties: { kind: { const: "delete" } } }, then: { additionalProperties: !1, required: ["anchor"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/whole_anchor" } } } }, { if: { properties: { kind: { const: "extract-then-delete" } } }, then: { additionalProperties: !1, required: ["anchor", "extraction_target"], properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/whole_anchor" }, extraction_target: { enum: ["repo-durable", "cross-repo"] }, target_path: { $ref: "#/$defs/relpath" } }, if: { properties: { extraction_target: { const: "repo-durable" } } }, then: { required: ["target_path"] } } }] }, schema46 = { type: "object", additionalProperties: !1, required: ["whole"], properties: { whole: { enum: ["file", "directory"] } } };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.start_line === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.end_line === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "start_line" || key0 === "end_line")) {
        let err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
    if (data.start_line !== void 0) {
      let data0 = data.start_line;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        let err3 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1e7 || isNaN(data0)) {
          let err4 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          let err5 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
        }
      }
    }
    if (data.end_line !== void 0) {
      let data1 = data.end_line;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        let err6 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1e7 || isNaN(data1)) {
          let err7 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          let err8 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
        }
      }
    }
  } else {
    let err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
  }
  return validate27.errors = vErrors, errors === 0;
}
validate27.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
var pattern6 = new RegExp("^[A-Za-z_][A-Za-z0-9_-]{0,63}$", "u");
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate26.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, valid1 = !0, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "delete-range") {
    let err0 = {};
    vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  var _valid0 = _errs3 === errors;
  if (errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null), _valid0) {
    let _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err1 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
      for (let key0 in data)
        if (!(key0 === "kind" || key0 === "expected_sha256" || key0 === "anchor")) {
          let err2 = { instancePath, schemaPath: "#/allOf/0/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
        }
      data.anchor !== void 0 && (validate27(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors), errors = vErrors.length));
    }
    var _valid0 = _errs5 === errors;
    if (valid1 = _valid0, valid1)
      var props0 = !0;
  }
  if (!valid1) {
    let err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  let _errs9 = errors, valid4 = !0, _errs10 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "move-to-archive") {
    let err4 = {};
    vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
  }
  var _valid1 = _errs10 === errors;
  if (errors = _errs9, vErrors !== null && (_errs9 ? vErrors.length = _errs9 : vErrors = null), _valid1) {
    let _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err5 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
      if (data.dest_path === void 0) {
        let err6 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "dest_path" }, message: "must have required property 'dest_path'" };
        vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
      }
      for (let key1 in data)
        if (!(key1 === "kind" || key1 === "expected_sha256" || key1 === "anchor" || key1 === "dest_path")) {
          let err7 = { instancePath, schemaPath: "#/allOf/1/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
        }
      if (data.anchor !== void 0 && (validate27(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors), errors = vErrors.length)), data.dest_path !== void 0) {
        let data4 = data.dest_path;
        if (typeof data4 == "string") {
          if (func1(data4) > 4096) {
            let err8 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
          }
          if (func1(data4) < 1) {
            let err9 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
          }
        } else {
          let err10 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
        }
      }
    }
    var _valid1 = _errs12 === errors;
    if (valid4 = _valid1, valid4)
      var props1 = !0;
  }
  if (!valid4) {
    let err11 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
  }
  props0 !== !0 && props1 !== void 0 && (props1 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props1)));
  let _errs19 = errors, valid8 = !0, _errs20 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "insert-frontmatter") {
    let err12 = {};
    vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
  }
  var _valid2 = _errs20 === errors;
  if (errors = _errs19, vErrors !== null && (_errs19 ? vErrors.length = _errs19 : vErrors = null), _valid2) {
    let _errs22 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.key === void 0) {
        let err13 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
        vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
      }
      if (data.value === void 0) {
        let err14 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
        vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
      }
      for (let key2 in data)
        if (!(key2 === "kind" || key2 === "expected_sha256" || key2 === "key" || key2 === "value")) {
          let err15 = { instancePath, schemaPath: "#/allOf/2/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
        }
      if (data.key !== void 0) {
        let data6 = data.key;
        if (typeof data6 == "string") {
          if (!pattern6.test(data6)) {
            let err16 = { instancePath: instancePath + "/key", schemaPath: "#/allOf/2/then/properties/key/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_-]{0,63}$"' };
            vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
          }
        } else {
          let err17 = { instancePath: instancePath + "/key", schemaPath: "#/allOf/2/then/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
        }
      }
      if (data.value !== void 0) {
        let data7 = data.value;
        if (typeof data7 == "string") {
          if (func1(data7) > 1e3) {
            let err18 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
            vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
          }
        } else {
          let err19 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      }
    }
    var _valid2 = _errs22 === errors;
    if (valid8 = _valid2, valid8)
      var props2 = !0;
  }
  if (!valid8) {
    let err20 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
  }
  props0 !== !0 && props2 !== void 0 && (props2 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props2)));
  let _errs29 = errors, valid11 = !0, _errs30 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "replace-text") {
    let err21 = {};
    vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
  }
  var _valid3 = _errs30 === errors;
  if (errors = _errs29, vErrors !== null && (_errs29 ? vErrors.length = _errs29 : vErrors = null), _valid3) {
    let _errs32 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err22 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
      if (data.match === void 0) {
        let err23 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "match" }, message: "must have required property 'match'" };
        vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
      }
      if (data.replacement === void 0) {
        let err24 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "replacement" }, message: "must have required property 'replacement'" };
        vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
      }
      for (let key3 in data)
        if (!(key3 === "kind" || key3 === "expected_sha256" || key3 === "anchor" || key3 === "match" || key3 === "replacement")) {
          let err25 = { instancePath, schemaPath: "#/allOf/3/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
        }
      if (data.anchor !== void 0 && (validate27(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors), errors = vErrors.length)), data.match !== void 0) {
        let data10 = data.match;
        if (typeof data10 == "string") {
          if (func1(data10) > 1e5) {
            let err26 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/maxLength", keyword: "maxLength", params: { limit: 1e5 }, message: "must NOT have more than 100000 characters" };
            vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
          }
          if (func1(data10) < 1) {
            let err27 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
          }
        } else {
          let err28 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
        }
      }
      if (data.replacement !== void 0) {
        let data11 = data.replacement;
        if (typeof data11 == "string") {
          if (func1(data11) > 1e5) {
            let err29 = { instancePath: instancePath + "/replacement", schemaPath: "#/allOf/3/then/properties/replacement/maxLength", keyword: "maxLength", params: { limit: 1e5 }, message: "must NOT have more than 100000 characters" };
            vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
          }
        } else {
          let err30 = { instancePath: instancePath + "/replacement", schemaPath: "#/allOf/3/then/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
        }
      }
    }
    var _valid3 = _errs32 === errors;
    if (valid11 = _valid3, valid11)
      var props3 = !0;
  }
  if (!valid11) {
    let err31 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
  }
  props0 !== !0 && props3 !== void 0 && (props3 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props3)));
  let _errs40 = errors, valid14 = !0, _errs41 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "dedupe") {
    let err32 = {};
    vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
  }
  var _valid4 = _errs41 === errors;
  if (errors = _errs40, vErrors !== null && (_errs40 ? vErrors.length = _errs40 : vErrors = null), _valid4) {
    let _errs43 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err33 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
      if (data.canonical_ref === void 0) {
        let err34 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "canonical_ref" }, message: "must have required property 'canonical_ref'" };
        vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
      }
      for (let key4 in data)
        if (!(key4 === "kind" || key4 === "expected_sha256" || key4 === "anchor" || key4 === "canonical_ref")) {
          let err35 = { instancePath, schemaPath: "#/allOf/4/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
        }
      if (data.anchor !== void 0 && (validate27(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors), errors = vErrors.length)), data.canonical_ref !== void 0) {
        let data14 = data.canonical_ref;
        if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
          if (data14.path === void 0) {
            let err36 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
            vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
          }
          if (data14.start_line === void 0) {
            let err37 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
            vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
          }
          if (data14.end_line === void 0) {
            let err38 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
          for (let key5 in data14)
            if (!(key5 === "path" || key5 === "start_line" || key5 === "end_line")) {
              let err39 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
            }
          if (data14.path !== void 0) {
            let data15 = data14.path;
            if (typeof data15 == "string") {
              if (func1(data15) > 4096) {
                let err40 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
              }
              if (func1(data15) < 1) {
                let err41 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
              }
            } else {
              let err42 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
            }
          }
          if (data14.start_line !== void 0) {
            let data16 = data14.start_line;
            if (!(typeof data16 == "number" && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
              let err43 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
            }
            if (typeof data16 == "number" && isFinite(data16)) {
              if (data16 > 1e7 || isNaN(data16)) {
                let err44 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
                vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
              }
              if (data16 < 1 || isNaN(data16)) {
                let err45 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
              }
            }
          }
          if (data14.end_line !== void 0) {
            let data17 = data14.end_line;
            if (!(typeof data17 == "number" && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
              let err46 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
            }
            if (typeof data17 == "number" && isFinite(data17)) {
              if (data17 > 1e7 || isNaN(data17)) {
                let err47 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
                vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
              }
              if (data17 < 1 || isNaN(data17)) {
                let err48 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
              }
            }
          }
        } else {
          let err49 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
        }
      }
    }
    var _valid4 = _errs43 === errors;
    if (valid14 = _valid4, valid14)
      var props4 = !0;
  }
  if (!valid14) {
    let err50 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
  }
  props0 !== !0 && props4 !== void 0 && (props4 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props4)));
  let _errs59 = errors, valid21 = !0, _errs60 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "delete") {
    let err51 = {};
    vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
  }
  var _valid5 = _errs60 === errors;
  if (errors = _errs59, vErrors !== null && (_errs59 ? vErrors.length = _errs59 : vErrors = null), _valid5) {
    let _errs62 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err52 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
      }
      for (let key6 in data)
        if (!(key6 === "kind" || key6 === "expected_sha256" || key6 === "anchor")) {
          let err53 = { instancePath, schemaPath: "#/allOf/5/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
        }
      if (data.anchor !== void 0) {
        let data19 = data.anchor;
        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
          if (data19.whole === void 0) {
            let err54 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/required", keyword: "required", params: { missingProperty: "whole" }, message: "must have required property 'whole'" };
            vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
          }
          for (let key7 in data19)
            if (key7 !== "whole") {
              let err55 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
            }
          if (data19.whole !== void 0) {
            let data20 = data19.whole;
            if (!(data20 === "file" || data20 === "directory")) {
              let err56 = { instancePath: instancePath + "/anchor/whole", schemaPath: "#/$defs/whole_anchor/properties/whole/enum", keyword: "enum", params: { allowedValues: schema46.properties.whole.enum }, message: "must be equal to one of the allowed values" };
              vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
            }
          }
        } else {
          let err57 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
        }
      }
    }
    var _valid5 = _errs62 === errors;
    if (valid21 = _valid5, valid21)
      var props5 = !0;
  }
  if (!valid21) {
    let err58 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
  }
  props0 !== !0 && props5 !== void 0 && (props5 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props5)));
  let _errs70 = errors, valid26 = !0, _errs71 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "extract-then-delete") {
    let err59 = {};
    vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
  }
  var _valid6 = _errs71 === errors;
  if (errors = _errs70, vErrors !== null && (_errs70 ? vErrors.length = _errs70 : vErrors = null), _valid6) {
    let _errs73 = errors, _errs74 = errors, valid28 = !0, _errs75 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.extraction_target !== void 0 && data.extraction_target !== "repo-durable") {
      let err60 = {};
      vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
    }
    var _valid7 = _errs75 === errors;
    if (errors = _errs74, vErrors !== null && (_errs74 ? vErrors.length = _errs74 : vErrors = null), _valid7) {
      let _errs77 = errors;
      if (data && typeof data == "object" && !Array.isArray(data) && data.target_path === void 0) {
        let err61 = { instancePath, schemaPath: "#/allOf/6/then/then/required", keyword: "required", params: { missingProperty: "target_path" }, message: "must have required property 'target_path'" };
        vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
      }
      var _valid7 = _errs77 === errors;
      valid28 = _valid7;
    }
    if (!valid28) {
      let err62 = { instancePath, schemaPath: "#/allOf/6/then/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err63 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
      }
      if (data.extraction_target === void 0) {
        let err64 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "extraction_target" }, message: "must have required property 'extraction_target'" };
        vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
      }
      for (let key8 in data)
        if (!(key8 === "kind" || key8 === "expected_sha256" || key8 === "anchor" || key8 === "extraction_target" || key8 === "target_path")) {
          let err65 = { instancePath, schemaPath: "#/allOf/6/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
        }
      if (data.anchor !== void 0) {
        let data23 = data.anchor;
        if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
          if (data23.whole === void 0) {
            let err66 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/required", keyword: "required", params: { missingProperty: "whole" }, message: "must have required property 'whole'" };
            vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
          }
          for (let key9 in data23)
            if (key9 !== "whole") {
              let err67 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
            }
          if (data23.whole !== void 0) {
            let data24 = data23.whole;
            if (!(data24 === "file" || data24 === "directory")) {
              let err68 = { instancePath: instancePath + "/anchor/whole", schemaPath: "#/$defs/whole_anchor/properties/whole/enum", keyword: "enum", params: { allowedValues: schema46.properties.whole.enum }, message: "must be equal to one of the allowed values" };
              vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
            }
          }
        } else {
          let err69 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
        }
      }
      if (data.extraction_target !== void 0) {
        let data25 = data.extraction_target;
        if (!(data25 === "repo-durable" || data25 === "cross-repo")) {
          let err70 = { instancePath: instancePath + "/extraction_target", schemaPath: "#/allOf/6/then/properties/extraction_target/enum", keyword: "enum", params: { allowedValues: schema38.allOf[6].then.properties.extraction_target.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
        }
      }
      if (data.target_path !== void 0) {
        let data26 = data.target_path;
        if (typeof data26 == "string") {
          if (func1(data26) > 4096) {
            let err71 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
          }
          if (func1(data26) < 1) {
            let err72 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
          }
        } else {
          let err73 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
        }
      }
    }
    var _valid6 = _errs73 === errors;
    if (valid26 = _valid6, valid26)
      var props6 = !0;
  }
  if (!valid26) {
    let err74 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
  }
  if (props0 !== !0 && props6 !== void 0 && (props6 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props6))), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      let err75 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
    }
    if (props0 !== !0 && (props0 = props0 || {}, props0.kind = !0, props0.expected_sha256 = !0), data.kind !== void 0) {
      let data27 = data.kind;
      if (!(data27 === "delete-range" || data27 === "move-to-archive" || data27 === "insert-frontmatter" || data27 === "replace-text" || data27 === "dedupe" || data27 === "delete" || data27 === "extract-then-delete")) {
        let err76 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema38.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
      }
    }
    if (data.expected_sha256 !== void 0) {
      let err77 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err77] : vErrors.push(err77), errors++;
    }
  } else {
    let err78 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err78] : vErrors.push(err78), errors++;
  }
  return validate26.errors = vErrors, evaluated0.props = props0, errors === 0;
}
validate26.evaluated = { dynamicProps: !0, dynamicItems: !1 };
var schema53 = { type: "object", additionalProperties: !1, required: ["rule_ref", "lifetime"], properties: { rule_ref: { type: "string", minLength: 1 }, lifetime: { enum: ["keep", "temporary", "delete-once-served"] }, served_when_path: { type: "string", minLength: 1 }, served_when: { type: "string", minLength: 1 }, served_by: { $ref: "#/$defs/relpath", description: "Scanner evidence: accepted only when the scan artifact carries the same served_by for this path." }, age_days: { type: "number", minimum: 0, description: "Scanner evidence: accepted only when the scan artifact carries the same age_days for this path." }, git_state: { $ref: "#/$defs/computed" } }, allOf: [{ not: { required: ["served_when_path", "served_when"] } }, { if: { properties: { lifetime: { const: "temporary" } } }, then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] } }, { if: { properties: { lifetime: { const: "delete-once-served" } } }, then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }] };
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate33.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.served_when_path === void 0 && (missing0 = "served_when_path") || data.served_when === void 0 && (missing0 = "served_when")) {
      let err0 = {};
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  }
  var valid1 = _errs3 === errors;
  if (valid1) {
    let err1 = { instancePath, schemaPath: "#/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
    vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
  } else
    errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null);
  let _errs5 = errors, valid2 = !0, _errs6 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.lifetime !== void 0 && data.lifetime !== "temporary") {
    let err2 = {};
    vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  var _valid0 = _errs6 === errors;
  if (errors = _errs5, vErrors !== null && (_errs5 ? vErrors.length = _errs5 : vErrors = null), _valid0) {
    let _errs8 = errors, _errs10 = errors, _errs11 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.served_when_path === void 0 && (missing1 = "served_when_path")) {
        let err3 = {};
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
    }
    var valid5 = _errs11 === errors;
    if (valid5) {
      let err4 = { instancePath, schemaPath: "#/allOf/1/then/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    } else
      errors = _errs10, vErrors !== null && (_errs10 ? vErrors.length = _errs10 : vErrors = null);
    let _errs13 = errors, _errs14 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.served_when === void 0 && (missing2 = "served_when")) {
        let err5 = {};
        vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
    }
    var valid6 = _errs14 === errors;
    if (valid6) {
      let err6 = { instancePath, schemaPath: "#/allOf/1/then/allOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    } else
      errors = _errs13, vErrors !== null && (_errs13 ? vErrors.length = _errs13 : vErrors = null);
    var _valid0 = _errs8 === errors;
    valid2 = _valid0;
  }
  if (!valid2) {
    let err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
  }
  let _errs16 = errors, valid7 = !0, _errs17 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.lifetime !== void 0 && data.lifetime !== "delete-once-served") {
    let err8 = {};
    vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
  }
  var _valid1 = _errs17 === errors;
  if (errors = _errs16, vErrors !== null && (_errs16 ? vErrors.length = _errs16 : vErrors = null), _valid1) {
    let _errs19 = errors, _errs20 = errors, valid9 = !1, passing0 = null, _errs21 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.served_when_path === void 0) {
      let err9 = { instancePath, schemaPath: "#/allOf/2/then/oneOf/0/required", keyword: "required", params: { missingProperty: "served_when_path" }, message: "must have required property 'served_when_path'" };
      vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
    }
    var _valid2 = _errs21 === errors;
    _valid2 && (valid9 = !0, passing0 = 0);
    let _errs22 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.served_when === void 0) {
      let err10 = { instancePath, schemaPath: "#/allOf/2/then/oneOf/1/required", keyword: "required", params: { missingProperty: "served_when" }, message: "must have required property 'served_when'" };
      vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
    }
    var _valid2 = _errs22 === errors;
    if (_valid2 && valid9 ? (valid9 = !1, passing0 = [passing0, 1]) : _valid2 && (valid9 = !0, passing0 = 1), valid9)
      errors = _errs20, vErrors !== null && (_errs20 ? vErrors.length = _errs20 : vErrors = null);
    else {
      let err11 = { instancePath, schemaPath: "#/allOf/2/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
      vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
    }
    var _valid1 = _errs19 === errors;
    valid7 = _valid1;
  }
  if (!valid7) {
    let err12 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.rule_ref === void 0) {
      let err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rule_ref" }, message: "must have required property 'rule_ref'" };
      vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
    }
    if (data.lifetime === void 0) {
      let err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lifetime" }, message: "must have required property 'lifetime'" };
      vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "rule_ref" || key0 === "lifetime" || key0 === "served_when_path" || key0 === "served_when" || key0 === "served_by" || key0 === "age_days" || key0 === "git_state")) {
        let err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
      }
    if (data.rule_ref !== void 0) {
      let data2 = data.rule_ref;
      if (typeof data2 == "string") {
        if (func1(data2) < 1) {
          let err16 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/properties/rule_ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
        }
      } else {
        let err17 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/properties/rule_ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
      }
    }
    if (data.lifetime !== void 0) {
      let data3 = data.lifetime;
      if (!(data3 === "keep" || data3 === "temporary" || data3 === "delete-once-served")) {
        let err18 = { instancePath: instancePath + "/lifetime", schemaPath: "#/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema53.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
      }
    }
    if (data.served_when_path !== void 0) {
      let data4 = data.served_when_path;
      if (typeof data4 == "string") {
        if (func1(data4) < 1) {
          let err19 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/properties/served_when_path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      } else {
        let err20 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/properties/served_when_path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
      }
    }
    if (data.served_when !== void 0) {
      let data5 = data.served_when;
      if (typeof data5 == "string") {
        if (func1(data5) < 1) {
          let err21 = { instancePath: instancePath + "/served_when", schemaPath: "#/properties/served_when/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
        }
      } else {
        let err22 = { instancePath: instancePath + "/served_when", schemaPath: "#/properties/served_when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
    }
    if (data.served_by !== void 0) {
      let data6 = data.served_by;
      if (typeof data6 == "string") {
        if (func1(data6) > 4096) {
          let err23 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
        }
        if (func1(data6) < 1) {
          let err24 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
        }
      } else {
        let err25 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
      }
    }
    if (data.age_days !== void 0) {
      let data7 = data.age_days;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          let err26 = { instancePath: instancePath + "/age_days", schemaPath: "#/properties/age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
        }
      } else {
        let err27 = { instancePath: instancePath + "/age_days", schemaPath: "#/properties/age_days/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
      }
    }
    if (data.git_state !== void 0) {
      let err28 = { instancePath: instancePath + "/git_state", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
    }
  } else {
    let err29 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
  }
  return validate33.errors = vErrors, errors === 0;
}
validate33.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate23.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, valid1 = !0, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.op_type !== void 0 && data.op_type !== "deterministic") {
    let err0 = {};
    vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null);
  let ifClause0;
  if (_valid0) {
    let _errs5 = errors, _errs6 = errors, _errs7 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.reducible_range === void 0 && (missing0 = "reducible_range")) {
        let err1 = {};
        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
    }
    var valid3 = _errs7 === errors;
    if (valid3) {
      let err2 = { instancePath, schemaPath: "#/allOf/0/then/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    } else
      errors = _errs6, vErrors !== null && (_errs6 ? vErrors.length = _errs6 : vErrors = null);
    if (data && typeof data == "object" && !Array.isArray(data) && data.exact_edit === void 0) {
      let err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "exact_edit" }, message: "must have required property 'exact_edit'" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0, ifClause0 = "then";
  } else {
    let _errs8 = errors, _errs9 = errors, _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.exact_edit === void 0 && (missing1 = "exact_edit")) {
        let err4 = {};
        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
    }
    var valid4 = _errs10 === errors;
    if (valid4) {
      let err5 = { instancePath, schemaPath: "#/allOf/0/else/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    } else
      errors = _errs9, vErrors !== null && (_errs9 ? vErrors.length = _errs9 : vErrors = null);
    if (data && typeof data == "object" && !Array.isArray(data) && data.reducible_range === void 0) {
      let err6 = { instancePath, schemaPath: "#/allOf/0/else/required", keyword: "required", params: { missingProperty: "reducible_range" }, message: "must have required property 'reducible_range'" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
    var _valid0 = _errs8 === errors;
    valid1 = _valid0, ifClause0 = "else";
  }
  if (!valid1) {
    let err7 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
    vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
  }
  let _errs12 = errors, valid5 = !0, _errs13 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.exact_edit === void 0 && (missing2 = "exact_edit")) {
      let err8 = {};
      vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
    } else if (data.exact_edit !== void 0) {
      let data1 = data.exact_edit;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1) && data1.kind !== void 0) {
        let data2 = data1.kind;
        if (!(data2 === "delete" || data2 === "extract-then-delete")) {
          let err9 = {};
          vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
        }
      }
    }
  }
  var _valid1 = _errs13 === errors;
  if (errors = _errs12, vErrors !== null && (_errs12 ? vErrors.length = _errs12 : vErrors = null), _valid1) {
    let _errs16 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.lifecycle === void 0) {
        let err10 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "lifecycle" }, message: "must have required property 'lifecycle'" };
        vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
      }
      if (data.lifecycle !== void 0) {
        let data3 = data.lifecycle;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3) && data3.lifetime !== void 0) {
          let data4 = data3.lifetime;
          if (!(data4 === "temporary" || data4 === "delete-once-served")) {
            let err11 = { instancePath: instancePath + "/lifecycle/lifetime", schemaPath: "#/allOf/1/then/properties/lifecycle/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema34.allOf[1].then.properties.lifecycle.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
          }
        }
      }
    }
    var _valid1 = _errs16 === errors;
    if (valid5 = _valid1, valid5) {
      var props0 = {};
      props0.lifecycle = !0, props0.exact_edit = !0;
    }
  }
  if (!valid5) {
    let err12 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
  }
  if (props0 !== !0 && (props0 = props0 || {}, props0.op_type = !0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.path === void 0) {
      let err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
      vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
    }
    if (data.category === void 0) {
      let err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" }, message: "must have required property 'category'" };
      vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
    }
    if (data.signals === void 0) {
      let err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signals" }, message: "must have required property 'signals'" };
      vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
    }
    if (data.op === void 0) {
      let err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" }, message: "must have required property 'op'" };
      vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
    }
    if (data.op_type === void 0) {
      let err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op_type" }, message: "must have required property 'op_type'" };
      vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
    }
    for (let key0 in data)
      if (!func3.call(schema34.properties, key0)) {
        let err18 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
      }
    if (data.path !== void 0) {
      let data5 = data.path;
      if (typeof data5 == "string") {
        if (func1(data5) > 4096) {
          let err19 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
        if (func1(data5) < 1) {
          let err20 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
        }
      } else {
        let err21 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
      }
    }
    if (data.category !== void 0) {
      let data6 = data.category, _errs26 = errors, valid13 = !0, _errs27 = errors;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6) && data6.class !== void 0 && data6.class !== "stale") {
        let err22 = {};
        vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
      var _valid2 = _errs27 === errors;
      if (errors = _errs26, vErrors !== null && (_errs26 ? vErrors.length = _errs26 : vErrors = null), _valid2) {
        let _errs29 = errors;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6) && data6.subtype !== void 0) {
          let data8 = data6.subtype;
          if (!(data8 === "contradicted" || data8 === "orphaned" || data8 === "superseded" || data8 === "provisional" || data8 === "completed-in-place" || data8 === "duplicated")) {
            let err23 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/allOf/0/then/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema34.properties.category.allOf[0].then.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
          }
        }
        var _valid2 = _errs29 === errors;
        if (valid13 = _valid2, valid13) {
          var props1 = {};
          props1.subtype = !0, props1.class = !0;
        }
      }
      if (!valid13) {
        let err24 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
      }
      let _errs32 = errors, valid16 = !0, _errs33 = errors;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6) && data6.class !== void 0 && data6.class !== "bloat") {
        let err25 = {};
        vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
      }
      var _valid3 = _errs33 === errors;
      if (errors = _errs32, vErrors !== null && (_errs32 ? vErrors.length = _errs32 : vErrors = null), _valid3) {
        let _errs35 = errors;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6) && data6.subtype !== void 0) {
          let data10 = data6.subtype;
          if (!(data10 === "distill" || data10 === "split" || data10 === "freeze")) {
            let err26 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/allOf/1/then/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema34.properties.category.allOf[1].then.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
          }
        }
        var _valid3 = _errs35 === errors;
        if (valid16 = _valid3, valid16) {
          var props2 = {};
          props2.subtype = !0, props2.class = !0;
        }
      }
      if (!valid16) {
        let err27 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
      }
      if (props1 !== !0 && props2 !== void 0 && (props2 === !0 ? props1 = !0 : (props1 = props1 || {}, Object.assign(props1, props2))), data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.class === void 0) {
          let err28 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/required", keyword: "required", params: { missingProperty: "class" }, message: "must have required property 'class'" };
          vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
        }
        if (data6.subtype === void 0) {
          let err29 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/required", keyword: "required", params: { missingProperty: "subtype" }, message: "must have required property 'subtype'" };
          vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
        }
        for (let key1 in data6)
          if (!(key1 === "class" || key1 === "subtype")) {
            let err30 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
        if (data6.class !== void 0) {
          let data11 = data6.class;
          if (!(data11 === "stale" || data11 === "bloat")) {
            let err31 = { instancePath: instancePath + "/category/class", schemaPath: "#/properties/category/properties/class/enum", keyword: "enum", params: { allowedValues: schema34.properties.category.properties.class.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
          }
        }
        if (data6.subtype !== void 0) {
          let data12 = data6.subtype;
          if (!(data12 === "contradicted" || data12 === "orphaned" || data12 === "superseded" || data12 === "provisional" || data12 === "completed-in-place" || data12 === "duplicated" || data12 === "distill" || data12 === "split" || data12 === "freeze")) {
            let err32 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema34.properties.category.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
          }
        }
      } else {
        let err33 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
    }
    if (data.signals !== void 0) {
      let data13 = data.signals;
      if (Array.isArray(data13)) {
        let len0 = data13.length;
        for (let i0 = 0; i0 < len0; i0++)
          validate24(data13[i0], { instancePath: instancePath + "/signals/" + i0, parentData: data13, parentDataProperty: i0, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors), errors = vErrors.length);
      } else {
        let err34 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
      }
    }
    if (data.op !== void 0) {
      let data15 = data.op;
      if (typeof data15 == "string") {
        if (func1(data15) > 2e3) {
          let err35 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
        }
        if (func1(data15) < 1) {
          let err36 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
        }
      } else {
        let err37 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
      }
    }
    if (data.op_type !== void 0) {
      let data16 = data.op_type;
      if (!(data16 === "deterministic" || data16 === "generative")) {
        let err38 = { instancePath: instancePath + "/op_type", schemaPath: "#/properties/op_type/enum", keyword: "enum", params: { allowedValues: schema34.properties.op_type.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
      }
    }
    if (data.exact_edit !== void 0 && (validate26(data.exact_edit, { instancePath: instancePath + "/exact_edit", parentData: data, parentDataProperty: "exact_edit", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors), errors = vErrors.length)), data.reducible_range !== void 0) {
      let data18 = data.reducible_range;
      if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
        if (data18.start_line === void 0) {
          let err39 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
        }
        if (data18.end_line === void 0) {
          let err40 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
        }
        for (let key2 in data18)
          if (!(key2 === "start_line" || key2 === "end_line" || key2 === "expected_sha256")) {
            let err41 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
          }
        if (data18.start_line !== void 0) {
          let data19 = data18.start_line;
          if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
            let err42 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
          }
          if (typeof data19 == "number" && isFinite(data19)) {
            if (data19 > 1e7 || isNaN(data19)) {
              let err43 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
              vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
            }
            if (data19 < 1 || isNaN(data19)) {
              let err44 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
            }
          }
        }
        if (data18.end_line !== void 0) {
          let data20 = data18.end_line;
          if (!(typeof data20 == "number" && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
            let err45 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
          }
          if (typeof data20 == "number" && isFinite(data20)) {
            if (data20 > 1e7 || isNaN(data20)) {
              let err46 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
              vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
            }
            if (data20 < 1 || isNaN(data20)) {
              let err47 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
            }
          }
        }
        if (data18.expected_sha256 !== void 0) {
          let err48 = { instancePath: instancePath + "/reducible_range/expected_sha256", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
          vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
        }
      } else {
        let err49 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
      }
    }
    if (data.lifecycle !== void 0 && (validate33(data.lifecycle, { instancePath: instancePath + "/lifecycle", parentData: data, parentDataProperty: "lifecycle", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors), errors = vErrors.length)), data.confidence !== void 0) {
      let data23 = data.confidence;
      if (typeof data23 == "number" && isFinite(data23)) {
        if (data23 > 1 || isNaN(data23)) {
          let err50 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
          vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
        }
        if (data23 < 0 || isNaN(data23)) {
          let err51 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
        }
      } else {
        let err52 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
      }
    }
    if (data.why !== void 0) {
      let data24 = data.why;
      if (typeof data24 == "string") {
        if (func1(data24) > 500) {
          let err53 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" };
          vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
        }
        if (func1(data24) < 1) {
          let err54 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
        }
      } else {
        let err55 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
      }
    }
    if (data.id !== void 0) {
      let err56 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
    }
    if (data.is_destructive !== void 0) {
      let err57 = { instancePath: instancePath + "/is_destructive", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
    }
    if (data.is_reversible !== void 0) {
      let err58 = { instancePath: instancePath + "/is_reversible", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
    }
    if (data.safety_tier !== void 0) {
      let err59 = { instancePath: instancePath + "/safety_tier", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
    }
    if (data.token_estimate !== void 0) {
      let err60 = { instancePath: instancePath + "/token_estimate", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
    }
    if (data.raw_tokens !== void 0) {
      let err61 = { instancePath: instancePath + "/raw_tokens", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
    }
    if (data.weighted_tokens !== void 0) {
      let err62 = { instancePath: instancePath + "/weighted_tokens", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
    }
    if (data.injection_frequency !== void 0) {
      let err63 = { instancePath: instancePath + "/injection_frequency", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
    }
    if (data.expected_sha256 !== void 0) {
      let err64 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
    }
    if (data.generated_at !== void 0) {
      let err65 = { instancePath: instancePath + "/generated_at", schemaPath: "#/$defs/computed/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
    }
  } else {
    let err66 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
  }
  return validate23.errors = vErrors, errors === 0;
}
validate23.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.proposals === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "proposals" }, message: "must have required property 'proposals'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    for (let key0 in data)
      if (key0 !== "proposals") {
        let err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
    if (data.proposals !== void 0) {
      let data0 = data.proposals;
      if (Array.isArray(data0)) {
        let len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++)
          validate23(data0[i0], { instancePath: instancePath + "/proposals/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
      } else {
        let err2 = { instancePath: instancePath + "/proposals", schemaPath: "#/properties/proposals/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
    }
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate22.errors = vErrors, errors === 0;
}
validate22.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
var report = validate36, schema66 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/report.schema.json", title: "doc-hygiene machine report", description: "The machine report written by /hygiene check to .dochygiene/report.json and consumed by /hygiene clean and /hygiene sweep. safety_tier, is_destructive, is_reversible, expected_sha256 and token counts are computed by scripts, never by a model. Cross-field rules that JSON Schema cannot express (tier derivation, kind-table booleans, shortlist membership, path confinement) are enforced by validate-report.", type: "object", additionalProperties: !1, required: ["schema_version", "tool_version", "policy_version", "generated_at", "scan", "shortlist", "entries", "promotion_candidates"], properties: { schema_version: { const: "1.0" }, tool_version: { type: "string", pattern: "^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$" }, policy_version: { type: "string", minLength: 1, description: "Version of the kind table and tier function that derived every safety_tier." }, generated_at: { type: "string", format: "date-time" }, scan: { type: "object", additionalProperties: !1, required: ["project_root", "scope_globs", "excluded_dirs", "files_scanned"], properties: { project_root: { type: "string", minLength: 1 }, scope_globs: { type: "array", items: { type: "string", minLength: 1 } }, excluded_dirs: { type: "array", items: { type: "string", minLength: 1 } }, files_scanned: { type: "integer", minimum: 0 }, scope: { type: ["string", "null"], description: "The --scope filter of the run, if any." }, category_filter: { type: ["string", "null"], description: "The --category filter of the run, if any." }, notes: { type: "array", items: { type: "string" }, description: "Limits of the scan, e.g. history left out by a budget." } } }, shortlist: { type: "array", items: { $ref: "#/$defs/relpath" }, uniqueItems: !0 }, entries: { type: "array", items: { $ref: "#/$defs/entry" } }, actions: { type: "array", description: "What the scanner found that no edit answers and no classifier judges: an OpenSpec change to archive with its own command, a lifecycle condition for /hygiene sweep to judge. Written by scripts; /hygiene clean applies none of them.", items: { type: "object", additionalProperties: !1, required: ["path", "signal", "do", "command", "why"], properties: { path: { $ref: "#/$defs/relpath" }, signal: { type: "string", minLength: 1 }, do: { enum: ["run", "sweep"], description: "run: the command, in the project root; sweep: /hygiene sweep judges it." }, command: { type: "string", minLength: 1 }, why: { type: "string", minLength: 1 } } } }, promotion_candidates: { type: "array", items: { type: "object", additionalProperties: !1, required: ["path", "name", "pitch"], properties: { path: { $ref: "#/$defs/relpath" }, name: { type: "string", minLength: 1 }, pitch: { type: "string", minLength: 1 } } } } }, $defs: { relpath: { type: "string", minLength: 1, maxLength: 4096 }, sha256: { type: "string", pattern: "^[0-9a-f]{64}$" }, line: { type: "integer", minimum: 1, maximum: 1e7 }, anchor: { type: "object", additionalProperties: !1, required: ["start_line", "end_line"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } } }, whole_anchor: { type: "object", additionalProperties: !1, required: ["whole"], properties: { whole: { enum: ["file", "directory"] } }, description: "delete / extract-then-delete act on a whole file, or a whole directory for a directory-rule aggregate." }, signal: { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1 }, detail: { type: "string" }, line: { $ref: "#/$defs/line" } } }, lifecycle: { type: "object", additionalProperties: !1, required: ["rule_ref", "lifetime"], properties: { rule_ref: { type: "string", minLength: 1 }, lifetime: { enum: ["keep", "temporary", "delete-once-served"] }, served_when_path: { type: "string", minLength: 1 }, served_when: { type: "string", minLength: 1 }, served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path (scanner-proven evidence)." }, age_days: { type: "number", minimum: 0, description: "For temporary docs: days since the last commit touching the path." }, git_state: { type: "object", additionalProperties: !1, required: ["tracked", "clean"], properties: { tracked: { type: "boolean" }, clean: { type: "boolean" } } } }, allOf: [{ not: { required: ["served_when_path", "served_when"] } }, { if: { properties: { lifetime: { const: "temporary" } } }, then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] } }, { if: { properties: { lifetime: { const: "delete-once-served" } } }, then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }] }, exact_edit: { type: "object", required: ["kind"], properties: { kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] } }, allOf: [{ if: { properties: { kind: { const: "delete-range" } } }, then: { additionalProperties: !1, required: ["anchor", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "move-to-archive" } } }, then: { additionalProperties: !1, required: ["anchor", "dest_path", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "insert-frontmatter" } } }, then: { additionalProperties: !1, required: ["key", "value"], properties: { kind: !0, key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" }, value: { type: "string", maxLength: 1e3 } } } }, { if: { properties: { kind: { const: "replace-text" } } }, then: { additionalProperties: !1, required: ["anchor", "match", "replacement", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, match: { type: "string", minLength: 1, maxLength: 1e5 }, replacement: { type: "string", maxLength: 1e5 }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "dedupe" } } }, then: { additionalProperties: !1, required: ["anchor", "canonical_ref", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, canonical_ref: { type: "object", additionalProperties: !1, required: ["path", "start_line", "end_line"], properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } } }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "delete" } } }, then: { additionalProperties: !1, required: ["anchor", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/whole_anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "extract-then-delete" } } }, then: { additionalProperties: !1, required: ["anchor", "extraction_target", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/whole_anchor" }, extraction_target: { enum: ["repo-durable", "cross-repo"] }, target_path: { $ref: "#/$defs/relpath" }, expected_sha256: { $ref: "#/$defs/sha256" } }, if: { properties: { extraction_target: { const: "repo-durable" } } }, then: { required: ["target_path"] } } }] }, entry: { type: "object", additionalProperties: !1, required: ["id", "path", "category", "signals", "op", "op_type", "is_destructive", "is_reversible", "safety_tier", "token_estimate", "generated_at"], properties: { id: { type: "string", pattern: "^[0-9a-f]{16}$", description: "Stable content-derived id: sha256 of path, kind, edit fields and file digest." }, path: { $ref: "#/$defs/relpath" }, category: { type: "object", additionalProperties: !1, required: ["class", "subtype"], properties: { class: { enum: ["stale", "bloat"] }, subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated", "distill", "split", "freeze"] } }, allOf: [{ if: { properties: { class: { const: "stale" } } }, then: { properties: { subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"] } } } }, { if: { properties: { class: { const: "bloat" } } }, then: { properties: { subtype: { enum: ["distill", "split", "freeze"] } } } }] }, signals: { type: "array", items: { $ref: "#/$defs/signal" } }, op: { type: "string", minLength: 1, maxLength: 2e3 }, op_type: { enum: ["deterministic", "generative"] }, is_destructive: { type: "boolean" }, is_reversible: { type: "boolean" }, safety_tier: { enum: ["auto", "confirm"] }, exact_edit: { $ref: "#/$defs/exact_edit" }, reducible_range: { type: "object", additionalProperties: !1, required: ["start_line", "end_line", "expected_sha256"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, expected_sha256: { $ref: "#/$defs/sha256" } }, description: "Generative entries: the span a rewriter may replace at clean time, bound to the file digest." }, token_estimate: { type: "object", additionalProperties: !1, required: ["raw_tokens"], properties: { raw_tokens: { type: "integer", minimum: 0 }, injection_frequency: { enum: ["per-session", "on-demand", null] }, weighted_tokens: { type: ["integer", "null"], minimum: 0 } } }, lifecycle: { $ref: "#/$defs/lifecycle" }, edit_evidence: { const: "classifier-judged", description: "Computed: the edit's evidence is a classifier's judgment (a link target it found, a successor it searched for), not a script's check, so the entry is confirm whatever its kind." }, confidence: { type: "number", minimum: 0, maximum: 1 }, generated_at: { type: "string", format: "date-time" } }, allOf: [{ if: { properties: { op_type: { const: "deterministic" } } }, then: { required: ["exact_edit"], not: { required: ["reducible_range"] } }, else: { not: { required: ["exact_edit"] } } }, { if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } }, then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } } }] } } };
var func0 = __pick(__ajvRuntime1, "default").default, pattern7 = new RegExp("^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$", "u"), formats0 = __pick(__ajvRuntime2, "fullFormats").fullFormats["date-time"], schema68 = { type: "object", additionalProperties: !1, required: ["id", "path", "category", "signals", "op", "op_type", "is_destructive", "is_reversible", "safety_tier", "token_estimate", "generated_at"], properties: { id: { type: "string", pattern: "^[0-9a-f]{16}$", description: "Stable content-derived id: sha256 of path, kind, edit fields and file digest." }, path: { $ref: "#/$defs/relpath" }, category: { type: "object", additionalProperties: !1, required: ["class", "subtype"], properties: { class: { enum: ["stale", "bloat"] }, subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated", "distill", "split", "freeze"] } }, allOf: [{ if: { properties: { class: { const: "stale" } } }, then: { properties: { subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"] } } } }, { if: { properties: { class: { const: "bloat" } } }, then: { properties: { subtype: { enum: ["distill", "split", "freeze"] } } } }] }, signals: { type: "array", items: { $ref: "#/$defs/signal" } }, op: { type: "string", minLength: 1, maxLength: 2e3 }, op_type: { enum: ["deterministic", "generative"] }, is_destructive: { type: "boolean" }, is_reversible: { type: "boolean" }, safety_tier: { enum: ["auto", "confirm"] }, exact_edit: { $ref: "#/$defs/exact_edit" }, reducible_range: { type: "object", additionalProperties: !1, required: ["start_line", "end_line", "expected_sha256"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, expected_sha256: { $ref: "#/$defs/sha256" } }, description: "Generative entries: the span a rewriter may replace at clean time, bound to the file digest." }, token_estimate: { type: "object", additionalProperties: !1, required: ["raw_tokens"], properties: { raw_tokens: { type: "integer", minimum: 0 }, injection_frequency: { enum: ["per-session", "on-demand", null] }, weighted_tokens: { type: ["integer", "null"], minimum: 0 } } }, lifecycle: { $ref: "#/$defs/lifecycle" }, edit_evidence: { const: "classifier-judged", description: "Computed: the edit's evidence is a classifier's judgment (a link target it found, a successor it searched for), not a script's check, so the entry is confirm whatever its kind." }, confidence: { type: "number", minimum: 0, maximum: 1 }, generated_at: { type: "string", format: "date-time" } }, allOf: [{ if: { properties: { op_type: { const: "deterministic" } } }, then: { required: ["exact_edit"], not: { required: ["reducible_range"] } }, else: { not: { required: ["exact_edit"] } } }, { if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } }, then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } } }] };
var pattern9 = new RegExp("^[0-9a-f]{64}$", "u");
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 == "string") {
        if (func1(data0) < 1) {
          let err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
        }
      } else {
        let err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
    }
    if (data.detail !== void 0 && typeof data.detail != "string") {
      let err3 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (data.line !== void 0) {
      let data2 = data.line;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        let err4 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e7 || isNaN(data2)) {
          let err5 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          let err6 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
        }
      }
    }
  } else {
    let err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
  }
  return validate38.errors = vErrors, errors === 0;
}
validate38.evaluated = { props: { name: !0, detail: !0, line: !0 }, dynamicProps: !1, dynamicItems: !1 };
var schema72 = { type: "object", required: ["kind"], properties: { kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] } }, allOf: [{ if: { properties: { kind: { const: "delete-range" } } }, then: { additionalProperties: !1, required: ["anchor", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "move-to-archive" } } }, then: { additionalProperties: !1, required: ["anchor", "dest_path", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "insert-frontmatter" } } }, then: { additionalProperties: !1, required: ["key", "value"], properties: { kind: !0, key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" }, value: { type: "string", maxLength: 1e3 } } } }, { if: { properties: { kind: { const: "replace-text" } } }, then: { additionalProperties: !1, required: ["anchor", "match", "replacement", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, match: { type: "string", minLength: 1, maxLength: 1e5 }, replacement: { type: "string", maxLength: 1e5 }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "dedupe" } } }, then: { additionalProperties: !1, required: ["anchor", "canonical_ref", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, canonical_ref: { type: "object", additionalProperties: !1, required: ["path", "start_line", "end_line"], properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } } }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "delete" } } }, then: { additionalProperties: !1, required: ["anchor", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/whole_anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } } } }, { if: { properties: { kind: { const: "extract-then-delete" } } }, then: { additionalProperties: !1, required: ["anchor", "extraction_target", "expected_sha256"], properties: { kind: !0, anchor: { $ref: "#/$defs/whole_anchor" }, extraction_target: { enum: ["repo-durable", "cross-repo"] }, target_path: { $ref: "#/$defs/relpath" }, expected_sha256: { $ref: "#/$defs/sha256" } }, if: { properties: { extraction_target: { const: "repo-durable" } } }, then: { required: ["target_path"] } } }] }, schema84 = { type: "object", additionalProperties: !1, required: ["whole"], properties: { whole: { enum: ["file", "directory"] } }, description: "delete / extract-then-delete act on a whole file, or a whole directory for a directory-rule aggregate." };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.start_line === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.end_line === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "start_line" || key0 === "end_line")) {
        let err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
    if (data.start_line !== void 0) {
      let data0 = data.start_line;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        let err3 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1e7 || isNaN(data0)) {
          let err4 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          let err5 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
        }
      }
    }
    if (data.end_line !== void 0) {
      let data1 = data.end_line;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        let err6 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1e7 || isNaN(data1)) {
          let err7 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
          vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          let err8 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
        }
      }
    }
  } else {
    let err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
  }
  return validate41.errors = vErrors, errors === 0;
}
validate41.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate40.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, valid1 = !0, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "delete-range") {
    let err0 = {};
    vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  var _valid0 = _errs3 === errors;
  if (errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null), _valid0) {
    let _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err1 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
      for (let key0 in data)
        if (!(key0 === "kind" || key0 === "anchor" || key0 === "expected_sha256")) {
          let err3 = { instancePath, schemaPath: "#/allOf/0/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
        }
      if (data.anchor !== void 0 && (validate41(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors), errors = vErrors.length)), data.expected_sha256 !== void 0) {
        let data2 = data.expected_sha256;
        if (typeof data2 == "string") {
          if (!pattern9.test(data2)) {
            let err4 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
          }
        } else {
          let err5 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    if (valid1 = _valid0, valid1)
      var props0 = !0;
  }
  if (!valid1) {
    let err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
  }
  let _errs12 = errors, valid5 = !0, _errs13 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "move-to-archive") {
    let err7 = {};
    vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
  }
  var _valid1 = _errs13 === errors;
  if (errors = _errs12, vErrors !== null && (_errs12 ? vErrors.length = _errs12 : vErrors = null), _valid1) {
    let _errs15 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
      if (data.dest_path === void 0) {
        let err9 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "dest_path" }, message: "must have required property 'dest_path'" };
        vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err10 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
      }
      for (let key1 in data)
        if (!(key1 === "kind" || key1 === "anchor" || key1 === "dest_path" || key1 === "expected_sha256")) {
          let err11 = { instancePath, schemaPath: "#/allOf/1/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
        }
      if (data.anchor !== void 0 && (validate41(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors), errors = vErrors.length)), data.dest_path !== void 0) {
        let data5 = data.dest_path;
        if (typeof data5 == "string") {
          if (func1(data5) > 4096) {
            let err12 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
          }
          if (func1(data5) < 1) {
            let err13 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
          }
        } else {
          let err14 = { instancePath: instancePath + "/dest_path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
        }
      }
      if (data.expected_sha256 !== void 0) {
        let data6 = data.expected_sha256;
        if (typeof data6 == "string") {
          if (!pattern9.test(data6)) {
            let err15 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
          }
        } else {
          let err16 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
        }
      }
    }
    var _valid1 = _errs15 === errors;
    if (valid5 = _valid1, valid5)
      var props1 = !0;
  }
  if (!valid5) {
    let err17 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
  }
  props0 !== !0 && props1 !== void 0 && (props1 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props1)));
  let _errs25 = errors, valid10 = !0, _errs26 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "insert-frontmatter") {
    let err18 = {};
    vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
  }
  var _valid2 = _errs26 === errors;
  if (errors = _errs25, vErrors !== null && (_errs25 ? vErrors.length = _errs25 : vErrors = null), _valid2) {
    let _errs28 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.key === void 0) {
        let err19 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
        vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
      }
      if (data.value === void 0) {
        let err20 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
        vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
      }
      for (let key2 in data)
        if (!(key2 === "kind" || key2 === "key" || key2 === "value")) {
          let err21 = { instancePath, schemaPath: "#/allOf/2/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
        }
      if (data.key !== void 0) {
        let data8 = data.key;
        if (typeof data8 == "string") {
          if (!pattern6.test(data8)) {
            let err22 = { instancePath: instancePath + "/key", schemaPath: "#/allOf/2/then/properties/key/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_-]{0,63}$"' };
            vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
          }
        } else {
          let err23 = { instancePath: instancePath + "/key", schemaPath: "#/allOf/2/then/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
        }
      }
      if (data.value !== void 0) {
        let data9 = data.value;
        if (typeof data9 == "string") {
          if (func1(data9) > 1e3) {
            let err24 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
            vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
          }
        } else {
          let err25 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
        }
      }
    }
    var _valid2 = _errs28 === errors;
    if (valid10 = _valid2, valid10)
      var props2 = !0;
  }
  if (!valid10) {
    let err26 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
  }
  props0 !== !0 && props2 !== void 0 && (props2 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props2)));
  let _errs35 = errors, valid13 = !0, _errs36 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "replace-text") {
    let err27 = {};
    vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
  }
  var _valid3 = _errs36 === errors;
  if (errors = _errs35, vErrors !== null && (_errs35 ? vErrors.length = _errs35 : vErrors = null), _valid3) {
    let _errs38 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err28 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
      }
      if (data.match === void 0) {
        let err29 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "match" }, message: "must have required property 'match'" };
        vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
      }
      if (data.replacement === void 0) {
        let err30 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "replacement" }, message: "must have required property 'replacement'" };
        vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err31 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
      }
      for (let key3 in data)
        if (!(key3 === "kind" || key3 === "anchor" || key3 === "match" || key3 === "replacement" || key3 === "expected_sha256")) {
          let err32 = { instancePath, schemaPath: "#/allOf/3/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
        }
      if (data.anchor !== void 0 && (validate41(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors), errors = vErrors.length)), data.match !== void 0) {
        let data12 = data.match;
        if (typeof data12 == "string") {
          if (func1(data12) > 1e5) {
            let err33 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/maxLength", keyword: "maxLength", params: { limit: 1e5 }, message: "must NOT have more than 100000 characters" };
            vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
          }
          if (func1(data12) < 1) {
            let err34 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
          }
        } else {
          let err35 = { instancePath: instancePath + "/match", schemaPath: "#/allOf/3/then/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
        }
      }
      if (data.replacement !== void 0) {
        let data13 = data.replacement;
        if (typeof data13 == "string") {
          if (func1(data13) > 1e5) {
            let err36 = { instancePath: instancePath + "/replacement", schemaPath: "#/allOf/3/then/properties/replacement/maxLength", keyword: "maxLength", params: { limit: 1e5 }, message: "must NOT have more than 100000 characters" };
            vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
          }
        } else {
          let err37 = { instancePath: instancePath + "/replacement", schemaPath: "#/allOf/3/then/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
        }
      }
      if (data.expected_sha256 !== void 0) {
        let data14 = data.expected_sha256;
        if (typeof data14 == "string") {
          if (!pattern9.test(data14)) {
            let err38 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
        } else {
          let err39 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
        }
      }
    }
    var _valid3 = _errs38 === errors;
    if (valid13 = _valid3, valid13)
      var props3 = !0;
  }
  if (!valid13) {
    let err40 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
  }
  props0 !== !0 && props3 !== void 0 && (props3 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props3)));
  let _errs49 = errors, valid17 = !0, _errs50 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "dedupe") {
    let err41 = {};
    vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
  }
  var _valid4 = _errs50 === errors;
  if (errors = _errs49, vErrors !== null && (_errs49 ? vErrors.length = _errs49 : vErrors = null), _valid4) {
    let _errs52 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err42 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
      }
      if (data.canonical_ref === void 0) {
        let err43 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "canonical_ref" }, message: "must have required property 'canonical_ref'" };
        vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err44 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
      }
      for (let key4 in data)
        if (!(key4 === "kind" || key4 === "anchor" || key4 === "canonical_ref" || key4 === "expected_sha256")) {
          let err45 = { instancePath, schemaPath: "#/allOf/4/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
        }
      if (data.anchor !== void 0 && (validate41(data.anchor, { instancePath: instancePath + "/anchor", parentData: data, parentDataProperty: "anchor", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors), errors = vErrors.length)), data.canonical_ref !== void 0) {
        let data17 = data.canonical_ref;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.path === void 0) {
            let err46 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
            vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
          }
          if (data17.start_line === void 0) {
            let err47 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
            vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
          }
          if (data17.end_line === void 0) {
            let err48 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
            vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
          }
          for (let key5 in data17)
            if (!(key5 === "path" || key5 === "start_line" || key5 === "end_line")) {
              let err49 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
            }
          if (data17.path !== void 0) {
            let data18 = data17.path;
            if (typeof data18 == "string") {
              if (func1(data18) > 4096) {
                let err50 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
              }
              if (func1(data18) < 1) {
                let err51 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
              }
            } else {
              let err52 = { instancePath: instancePath + "/canonical_ref/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
            }
          }
          if (data17.start_line !== void 0) {
            let data19 = data17.start_line;
            if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
              let err53 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
            }
            if (typeof data19 == "number" && isFinite(data19)) {
              if (data19 > 1e7 || isNaN(data19)) {
                let err54 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
                vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
              }
              if (data19 < 1 || isNaN(data19)) {
                let err55 = { instancePath: instancePath + "/canonical_ref/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
              }
            }
          }
          if (data17.end_line !== void 0) {
            let data20 = data17.end_line;
            if (!(typeof data20 == "number" && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
              let err56 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
            }
            if (typeof data20 == "number" && isFinite(data20)) {
              if (data20 > 1e7 || isNaN(data20)) {
                let err57 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
                vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
              }
              if (data20 < 1 || isNaN(data20)) {
                let err58 = { instancePath: instancePath + "/canonical_ref/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
              }
            }
          }
        } else {
          let err59 = { instancePath: instancePath + "/canonical_ref", schemaPath: "#/allOf/4/then/properties/canonical_ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
        }
      }
      if (data.expected_sha256 !== void 0) {
        let data21 = data.expected_sha256;
        if (typeof data21 == "string") {
          if (!pattern9.test(data21)) {
            let err60 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
          }
        } else {
          let err61 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
        }
      }
    }
    var _valid4 = _errs52 === errors;
    if (valid17 = _valid4, valid17)
      var props4 = !0;
  }
  if (!valid17) {
    let err62 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
  }
  props0 !== !0 && props4 !== void 0 && (props4 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props4)));
  let _errs71 = errors, valid25 = !0, _errs72 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "delete") {
    let err63 = {};
    vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
  }
  var _valid5 = _errs72 === errors;
  if (errors = _errs71, vErrors !== null && (_errs71 ? vErrors.length = _errs71 : vErrors = null), _valid5) {
    let _errs74 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err64 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err65 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
      }
      for (let key6 in data)
        if (!(key6 === "kind" || key6 === "anchor" || key6 === "expected_sha256")) {
          let err66 = { instancePath, schemaPath: "#/allOf/5/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
        }
      if (data.anchor !== void 0) {
        let data23 = data.anchor;
        if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
          if (data23.whole === void 0) {
            let err67 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/required", keyword: "required", params: { missingProperty: "whole" }, message: "must have required property 'whole'" };
            vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
          }
          for (let key7 in data23)
            if (key7 !== "whole") {
              let err68 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
            }
          if (data23.whole !== void 0) {
            let data24 = data23.whole;
            if (!(data24 === "file" || data24 === "directory")) {
              let err69 = { instancePath: instancePath + "/anchor/whole", schemaPath: "#/$defs/whole_anchor/properties/whole/enum", keyword: "enum", params: { allowedValues: schema84.properties.whole.enum }, message: "must be equal to one of the allowed values" };
              vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
            }
          }
        } else {
          let err70 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
        }
      }
      if (data.expected_sha256 !== void 0) {
        let data25 = data.expected_sha256;
        if (typeof data25 == "string") {
          if (!pattern9.test(data25)) {
            let err71 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
          }
        } else {
          let err72 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
        }
      }
    }
    var _valid5 = _errs74 === errors;
    if (valid25 = _valid5, valid25)
      var props5 = !0;
  }
  if (!valid25) {
    let err73 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
  }
  props0 !== !0 && props5 !== void 0 && (props5 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props5)));
  let _errs85 = errors, valid31 = !0, _errs86 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.kind !== void 0 && data.kind !== "extract-then-delete") {
    let err74 = {};
    vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
  }
  var _valid6 = _errs86 === errors;
  if (errors = _errs85, vErrors !== null && (_errs85 ? vErrors.length = _errs85 : vErrors = null), _valid6) {
    let _errs88 = errors, _errs89 = errors, valid33 = !0, _errs90 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.extraction_target !== void 0 && data.extraction_target !== "repo-durable") {
      let err75 = {};
      vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
    }
    var _valid7 = _errs90 === errors;
    if (errors = _errs89, vErrors !== null && (_errs89 ? vErrors.length = _errs89 : vErrors = null), _valid7) {
      let _errs92 = errors;
      if (data && typeof data == "object" && !Array.isArray(data) && data.target_path === void 0) {
        let err76 = { instancePath, schemaPath: "#/allOf/6/then/then/required", keyword: "required", params: { missingProperty: "target_path" }, message: "must have required property 'target_path'" };
        vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
      }
      var _valid7 = _errs92 === errors;
      valid33 = _valid7;
    }
    if (!valid33) {
      let err77 = { instancePath, schemaPath: "#/allOf/6/then/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      vErrors === null ? vErrors = [err77] : vErrors.push(err77), errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.anchor === void 0) {
        let err78 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property 'anchor'" };
        vErrors === null ? vErrors = [err78] : vErrors.push(err78), errors++;
      }
      if (data.extraction_target === void 0) {
        let err79 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "extraction_target" }, message: "must have required property 'extraction_target'" };
        vErrors === null ? vErrors = [err79] : vErrors.push(err79), errors++;
      }
      if (data.expected_sha256 === void 0) {
        let err80 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
        vErrors === null ? vErrors = [err80] : vErrors.push(err80), errors++;
      }
      for (let key8 in data)
        if (!(key8 === "kind" || key8 === "anchor" || key8 === "extraction_target" || key8 === "target_path" || key8 === "expected_sha256")) {
          let err81 = { instancePath, schemaPath: "#/allOf/6/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
          vErrors === null ? vErrors = [err81] : vErrors.push(err81), errors++;
        }
      if (data.anchor !== void 0) {
        let data28 = data.anchor;
        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
          if (data28.whole === void 0) {
            let err82 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/required", keyword: "required", params: { missingProperty: "whole" }, message: "must have required property 'whole'" };
            vErrors === null ? vErrors = [err82] : vErrors.push(err82), errors++;
          }
          for (let key9 in data28)
            if (key9 !== "whole") {
              let err83 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err83] : vErrors.push(err83), errors++;
            }
          if (data28.whole !== void 0) {
            let data29 = data28.whole;
            if (!(data29 === "file" || data29 === "directory")) {
              let err84 = { instancePath: instancePath + "/anchor/whole", schemaPath: "#/$defs/whole_anchor/properties/whole/enum", keyword: "enum", params: { allowedValues: schema84.properties.whole.enum }, message: "must be equal to one of the allowed values" };
              vErrors === null ? vErrors = [err84] : vErrors.push(err84), errors++;
            }
          }
        } else {
          let err85 = { instancePath: instancePath + "/anchor", schemaPath: "#/$defs/whole_anchor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err85] : vErrors.push(err85), errors++;
        }
      }
      if (data.extraction_target !== void 0) {
        let data30 = data.extraction_target;
        if (!(data30 === "repo-durable" || data30 === "cross-repo")) {
          let err86 = { instancePath: instancePath + "/extraction_target", schemaPath: "#/allOf/6/then/properties/extraction_target/enum", keyword: "enum", params: { allowedValues: schema72.allOf[6].then.properties.extraction_target.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err86] : vErrors.push(err86), errors++;
        }
      }
      if (data.target_path !== void 0) {
        let data31 = data.target_path;
        if (typeof data31 == "string") {
          if (func1(data31) > 4096) {
            let err87 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err87] : vErrors.push(err87), errors++;
          }
          if (func1(data31) < 1) {
            let err88 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err88] : vErrors.push(err88), errors++;
          }
        } else {
          let err89 = { instancePath: instancePath + "/target_path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err89] : vErrors.push(err89), errors++;
        }
      }
      if (data.expected_sha256 !== void 0) {
        let data32 = data.expected_sha256;
        if (typeof data32 == "string") {
          if (!pattern9.test(data32)) {
            let err90 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            vErrors === null ? vErrors = [err90] : vErrors.push(err90), errors++;
          }
        } else {
          let err91 = { instancePath: instancePath + "/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err91] : vErrors.push(err91), errors++;
        }
      }
    }
    var _valid6 = _errs88 === errors;
    if (valid31 = _valid6, valid31)
      var props6 = !0;
  }
  if (!valid31) {
    let err92 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err92] : vErrors.push(err92), errors++;
  }
  if (props0 !== !0 && props6 !== void 0 && (props6 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props6))), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      let err93 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      vErrors === null ? vErrors = [err93] : vErrors.push(err93), errors++;
    }
    if (props0 !== !0 && (props0 = props0 || {}, props0.kind = !0), data.kind !== void 0) {
      let data33 = data.kind;
      if (!(data33 === "delete-range" || data33 === "move-to-archive" || data33 === "insert-frontmatter" || data33 === "replace-text" || data33 === "dedupe" || data33 === "delete" || data33 === "extract-then-delete")) {
        let err94 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema72.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err94] : vErrors.push(err94), errors++;
      }
    }
  } else {
    let err95 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err95] : vErrors.push(err95), errors++;
  }
  return validate40.errors = vErrors, evaluated0.props = props0, errors === 0;
}
validate40.evaluated = { dynamicProps: !0, dynamicItems: !1 };
var schema92 = { type: "object", additionalProperties: !1, required: ["rule_ref", "lifetime"], properties: { rule_ref: { type: "string", minLength: 1 }, lifetime: { enum: ["keep", "temporary", "delete-once-served"] }, served_when_path: { type: "string", minLength: 1 }, served_when: { type: "string", minLength: 1 }, served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path (scanner-proven evidence)." }, age_days: { type: "number", minimum: 0, description: "For temporary docs: days since the last commit touching the path." }, git_state: { type: "object", additionalProperties: !1, required: ["tracked", "clean"], properties: { tracked: { type: "boolean" }, clean: { type: "boolean" } } } }, allOf: [{ not: { required: ["served_when_path", "served_when"] } }, { if: { properties: { lifetime: { const: "temporary" } } }, then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] } }, { if: { properties: { lifetime: { const: "delete-once-served" } } }, then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }] };
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate47.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.served_when_path === void 0 && (missing0 = "served_when_path") || data.served_when === void 0 && (missing0 = "served_when")) {
      let err0 = {};
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  }
  var valid1 = _errs3 === errors;
  if (valid1) {
    let err1 = { instancePath, schemaPath: "#/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
    vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
  } else
    errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null);
  let _errs5 = errors, valid2 = !0, _errs6 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.lifetime !== void 0 && data.lifetime !== "temporary") {
    let err2 = {};
    vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  var _valid0 = _errs6 === errors;
  if (errors = _errs5, vErrors !== null && (_errs5 ? vErrors.length = _errs5 : vErrors = null), _valid0) {
    let _errs8 = errors, _errs10 = errors, _errs11 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.served_when_path === void 0 && (missing1 = "served_when_path")) {
        let err3 = {};
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
    }
    var valid5 = _errs11 === errors;
    if (valid5) {
      let err4 = { instancePath, schemaPath: "#/allOf/1/then/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    } else
      errors = _errs10, vErrors !== null && (_errs10 ? vErrors.length = _errs10 : vErrors = null);
    let _errs13 = errors, _errs14 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.served_when === void 0 && (missing2 = "served_when")) {
        let err5 = {};
        vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
    }
    var valid6 = _errs14 === errors;
    if (valid6) {
      let err6 = { instancePath, schemaPath: "#/allOf/1/then/allOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    } else
      errors = _errs13, vErrors !== null && (_errs13 ? vErrors.length = _errs13 : vErrors = null);
    var _valid0 = _errs8 === errors;
    valid2 = _valid0;
  }
  if (!valid2) {
    let err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
  }
  let _errs16 = errors, valid7 = !0, _errs17 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.lifetime !== void 0 && data.lifetime !== "delete-once-served") {
    let err8 = {};
    vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
  }
  var _valid1 = _errs17 === errors;
  if (errors = _errs16, vErrors !== null && (_errs16 ? vErrors.length = _errs16 : vErrors = null), _valid1) {
    let _errs19 = errors, _errs20 = errors, valid9 = !1, passing0 = null, _errs21 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.served_when_path === void 0) {
      let err9 = { instancePath, schemaPath: "#/allOf/2/then/oneOf/0/required", keyword: "required", params: { missingProperty: "served_when_path" }, message: "must have required property 'served_when_path'" };
      vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
    }
    var _valid2 = _errs21 === errors;
    _valid2 && (valid9 = !0, passing0 = 0);
    let _errs22 = errors;
    if (data && typeof data == "object" && !Array.isArray(data) && data.served_when === void 0) {
      let err10 = { instancePath, schemaPath: "#/allOf/2/then/oneOf/1/required", keyword: "required", params: { missingProperty: "served_when" }, message: "must have required property 'served_when'" };
      vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
    }
    var _valid2 = _errs22 === errors;
    if (_valid2 && valid9 ? (valid9 = !1, passing0 = [passing0, 1]) : _valid2 && (valid9 = !0, passing0 = 1), valid9)
      errors = _errs20, vErrors !== null && (_errs20 ? vErrors.length = _errs20 : vErrors = null);
    else {
      let err11 = { instancePath, schemaPath: "#/allOf/2/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
      vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
    }
    var _valid1 = _errs19 === errors;
    valid7 = _valid1;
  }
  if (!valid7) {
    let err12 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.rule_ref === void 0) {
      let err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rule_ref" }, message: "must have required property 'rule_ref'" };
      vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
    }
    if (data.lifetime === void 0) {
      let err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lifetime" }, message: "must have required property 'lifetime'" };
      vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "rule_ref" || key0 === "lifetime" || key0 === "served_when_path" || key0 === "served_when" || key0 === "served_by" || key0 === "age_days" || key0 === "git_state")) {
        let err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
      }
    if (data.rule_ref !== void 0) {
      let data2 = data.rule_ref;
      if (typeof data2 == "string") {
        if (func1(data2) < 1) {
          let err16 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/properties/rule_ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
        }
      } else {
        let err17 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/properties/rule_ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
      }
    }
    if (data.lifetime !== void 0) {
      let data3 = data.lifetime;
      if (!(data3 === "keep" || data3 === "temporary" || data3 === "delete-once-served")) {
        let err18 = { instancePath: instancePath + "/lifetime", schemaPath: "#/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema92.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
      }
    }
    if (data.served_when_path !== void 0) {
      let data4 = data.served_when_path;
      if (typeof data4 == "string") {
        if (func1(data4) < 1) {
          let err19 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/properties/served_when_path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      } else {
        let err20 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/properties/served_when_path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
      }
    }
    if (data.served_when !== void 0) {
      let data5 = data.served_when;
      if (typeof data5 == "string") {
        if (func1(data5) < 1) {
          let err21 = { instancePath: instancePath + "/served_when", schemaPath: "#/properties/served_when/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
        }
      } else {
        let err22 = { instancePath: instancePath + "/served_when", schemaPath: "#/properties/served_when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
    }
    if (data.served_by !== void 0) {
      let data6 = data.served_by;
      if (typeof data6 == "string") {
        if (func1(data6) > 4096) {
          let err23 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
        }
        if (func1(data6) < 1) {
          let err24 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
        }
      } else {
        let err25 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
      }
    }
    if (data.age_days !== void 0) {
      let data7 = data.age_days;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          let err26 = { instancePath: instancePath + "/age_days", schemaPath: "#/properties/age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
        }
      } else {
        let err27 = { instancePath: instancePath + "/age_days", schemaPath: "#/properties/age_days/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
      }
    }
    if (data.git_state !== void 0) {
      let data8 = data.git_state;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.tracked === void 0) {
          let err28 = { instancePath: instancePath + "/git_state", schemaPath: "#/properties/git_state/required", keyword: "required", params: { missingProperty: "tracked" }, message: "must have required property 'tracked'" };
          vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
        }
        if (data8.clean === void 0) {
          let err29 = { instancePath: instancePath + "/git_state", schemaPath: "#/properties/git_state/required", keyword: "required", params: { missingProperty: "clean" }, message: "must have required property 'clean'" };
          vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
        }
        for (let key1 in data8)
          if (!(key1 === "tracked" || key1 === "clean")) {
            let err30 = { instancePath: instancePath + "/git_state", schemaPath: "#/properties/git_state/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
        if (data8.tracked !== void 0 && typeof data8.tracked != "boolean") {
          let err31 = { instancePath: instancePath + "/git_state/tracked", schemaPath: "#/properties/git_state/properties/tracked/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
        }
        if (data8.clean !== void 0 && typeof data8.clean != "boolean") {
          let err32 = { instancePath: instancePath + "/git_state/clean", schemaPath: "#/properties/git_state/properties/clean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
        }
      } else {
        let err33 = { instancePath: instancePath + "/git_state", schemaPath: "#/properties/git_state/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
    }
  } else {
    let err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
  }
  return validate47.errors = vErrors, errors === 0;
}
validate47.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate37.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, valid1 = !0, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data) && data.op_type !== void 0 && data.op_type !== "deterministic") {
    let err0 = {};
    vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null);
  let ifClause0;
  if (_valid0) {
    let _errs5 = errors, _errs6 = errors, _errs7 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.reducible_range === void 0 && (missing0 = "reducible_range")) {
        let err1 = {};
        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
    }
    var valid3 = _errs7 === errors;
    if (valid3) {
      let err2 = { instancePath, schemaPath: "#/allOf/0/then/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    } else
      errors = _errs6, vErrors !== null && (_errs6 ? vErrors.length = _errs6 : vErrors = null);
    if (data && typeof data == "object" && !Array.isArray(data) && data.exact_edit === void 0) {
      let err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "exact_edit" }, message: "must have required property 'exact_edit'" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0, ifClause0 = "then";
  } else {
    let _errs8 = errors, _errs9 = errors, _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.exact_edit === void 0 && (missing1 = "exact_edit")) {
        let err4 = {};
        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
    }
    var valid4 = _errs10 === errors;
    if (valid4) {
      let err5 = { instancePath, schemaPath: "#/allOf/0/else/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    } else
      errors = _errs9, vErrors !== null && (_errs9 ? vErrors.length = _errs9 : vErrors = null);
    var _valid0 = _errs8 === errors;
    valid1 = _valid0, ifClause0 = "else";
  }
  if (!valid1) {
    let err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
    vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
  }
  let _errs12 = errors, valid5 = !0, _errs13 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.exact_edit === void 0 && (missing2 = "exact_edit")) {
      let err7 = {};
      vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
    } else if (data.exact_edit !== void 0) {
      let data1 = data.exact_edit;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1) && data1.kind !== void 0) {
        let data2 = data1.kind;
        if (!(data2 === "delete" || data2 === "extract-then-delete")) {
          let err8 = {};
          vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
        }
      }
    }
  }
  var _valid1 = _errs13 === errors;
  if (errors = _errs12, vErrors !== null && (_errs12 ? vErrors.length = _errs12 : vErrors = null), _valid1) {
    let _errs16 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.lifecycle === void 0) {
        let err9 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "lifecycle" }, message: "must have required property 'lifecycle'" };
        vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
      }
      if (data.lifecycle !== void 0) {
        let data3 = data.lifecycle;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3) && data3.lifetime !== void 0) {
          let data4 = data3.lifetime;
          if (!(data4 === "temporary" || data4 === "delete-once-served")) {
            let err10 = { instancePath: instancePath + "/lifecycle/lifetime", schemaPath: "#/allOf/1/then/properties/lifecycle/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema68.allOf[1].then.properties.lifecycle.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
          }
        }
      }
    }
    var _valid1 = _errs16 === errors;
    if (valid5 = _valid1, valid5) {
      var props0 = {};
      props0.lifecycle = !0, props0.exact_edit = !0;
    }
  }
  if (!valid5) {
    let err11 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
  }
  if (props0 !== !0 && (props0 = props0 || {}, props0.op_type = !0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      let err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
    }
    if (data.path === void 0) {
      let err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
      vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
    }
    if (data.category === void 0) {
      let err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" }, message: "must have required property 'category'" };
      vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
    }
    if (data.signals === void 0) {
      let err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signals" }, message: "must have required property 'signals'" };
      vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
    }
    if (data.op === void 0) {
      let err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" }, message: "must have required property 'op'" };
      vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
    }
    if (data.op_type === void 0) {
      let err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op_type" }, message: "must have required property 'op_type'" };
      vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
    }
    if (data.is_destructive === void 0) {
      let err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "is_destructive" }, message: "must have required property 'is_destructive'" };
      vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
    }
    if (data.is_reversible === void 0) {
      let err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "is_reversible" }, message: "must have required property 'is_reversible'" };
      vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
    }
    if (data.safety_tier === void 0) {
      let err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "safety_tier" }, message: "must have required property 'safety_tier'" };
      vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
    }
    if (data.token_estimate === void 0) {
      let err21 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "token_estimate" }, message: "must have required property 'token_estimate'" };
      vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
    }
    if (data.generated_at === void 0) {
      let err22 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "generated_at" }, message: "must have required property 'generated_at'" };
      vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
    }
    for (let key0 in data)
      if (!func3.call(schema68.properties, key0)) {
        let err23 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
      }
    if (data.id !== void 0) {
      let data5 = data.id;
      if (typeof data5 == "string") {
        if (!pattern4.test(data5)) {
          let err24 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
          vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
        }
      } else {
        let err25 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
      }
    }
    if (data.path !== void 0) {
      let data6 = data.path;
      if (typeof data6 == "string") {
        if (func1(data6) > 4096) {
          let err26 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
        }
        if (func1(data6) < 1) {
          let err27 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
        }
      } else {
        let err28 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
      }
    }
    if (data.category !== void 0) {
      let data7 = data.category, _errs28 = errors, valid13 = !0, _errs29 = errors;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7) && data7.class !== void 0 && data7.class !== "stale") {
        let err29 = {};
        vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
      }
      var _valid2 = _errs29 === errors;
      if (errors = _errs28, vErrors !== null && (_errs28 ? vErrors.length = _errs28 : vErrors = null), _valid2) {
        let _errs31 = errors;
        if (data7 && typeof data7 == "object" && !Array.isArray(data7) && data7.subtype !== void 0) {
          let data9 = data7.subtype;
          if (!(data9 === "contradicted" || data9 === "orphaned" || data9 === "superseded" || data9 === "provisional" || data9 === "completed-in-place" || data9 === "duplicated")) {
            let err30 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/allOf/0/then/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema68.properties.category.allOf[0].then.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
        }
        var _valid2 = _errs31 === errors;
        if (valid13 = _valid2, valid13) {
          var props1 = {};
          props1.subtype = !0, props1.class = !0;
        }
      }
      if (!valid13) {
        let err31 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
      }
      let _errs34 = errors, valid16 = !0, _errs35 = errors;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7) && data7.class !== void 0 && data7.class !== "bloat") {
        let err32 = {};
        vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
      }
      var _valid3 = _errs35 === errors;
      if (errors = _errs34, vErrors !== null && (_errs34 ? vErrors.length = _errs34 : vErrors = null), _valid3) {
        let _errs37 = errors;
        if (data7 && typeof data7 == "object" && !Array.isArray(data7) && data7.subtype !== void 0) {
          let data11 = data7.subtype;
          if (!(data11 === "distill" || data11 === "split" || data11 === "freeze")) {
            let err33 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/allOf/1/then/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema68.properties.category.allOf[1].then.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
          }
        }
        var _valid3 = _errs37 === errors;
        if (valid16 = _valid3, valid16) {
          var props2 = {};
          props2.subtype = !0, props2.class = !0;
        }
      }
      if (!valid16) {
        let err34 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
      }
      if (props1 !== !0 && props2 !== void 0 && (props2 === !0 ? props1 = !0 : (props1 = props1 || {}, Object.assign(props1, props2))), data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.class === void 0) {
          let err35 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/required", keyword: "required", params: { missingProperty: "class" }, message: "must have required property 'class'" };
          vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
        }
        if (data7.subtype === void 0) {
          let err36 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/required", keyword: "required", params: { missingProperty: "subtype" }, message: "must have required property 'subtype'" };
          vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
        }
        for (let key1 in data7)
          if (!(key1 === "class" || key1 === "subtype")) {
            let err37 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
          }
        if (data7.class !== void 0) {
          let data12 = data7.class;
          if (!(data12 === "stale" || data12 === "bloat")) {
            let err38 = { instancePath: instancePath + "/category/class", schemaPath: "#/properties/category/properties/class/enum", keyword: "enum", params: { allowedValues: schema68.properties.category.properties.class.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
        }
        if (data7.subtype !== void 0) {
          let data13 = data7.subtype;
          if (!(data13 === "contradicted" || data13 === "orphaned" || data13 === "superseded" || data13 === "provisional" || data13 === "completed-in-place" || data13 === "duplicated" || data13 === "distill" || data13 === "split" || data13 === "freeze")) {
            let err39 = { instancePath: instancePath + "/category/subtype", schemaPath: "#/properties/category/properties/subtype/enum", keyword: "enum", params: { allowedValues: schema68.properties.category.properties.subtype.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
          }
        }
      } else {
        let err40 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
      }
    }
    if (data.signals !== void 0) {
      let data14 = data.signals;
      if (Array.isArray(data14)) {
        let len0 = data14.length;
        for (let i0 = 0; i0 < len0; i0++)
          validate38(data14[i0], { instancePath: instancePath + "/signals/" + i0, parentData: data14, parentDataProperty: i0, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors), errors = vErrors.length);
      } else {
        let err41 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
      }
    }
    if (data.op !== void 0) {
      let data16 = data.op;
      if (typeof data16 == "string") {
        if (func1(data16) > 2e3) {
          let err42 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
        }
        if (func1(data16) < 1) {
          let err43 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
        }
      } else {
        let err44 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
      }
    }
    if (data.op_type !== void 0) {
      let data17 = data.op_type;
      if (!(data17 === "deterministic" || data17 === "generative")) {
        let err45 = { instancePath: instancePath + "/op_type", schemaPath: "#/properties/op_type/enum", keyword: "enum", params: { allowedValues: schema68.properties.op_type.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
      }
    }
    if (data.is_destructive !== void 0 && typeof data.is_destructive != "boolean") {
      let err46 = { instancePath: instancePath + "/is_destructive", schemaPath: "#/properties/is_destructive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
    }
    if (data.is_reversible !== void 0 && typeof data.is_reversible != "boolean") {
      let err47 = { instancePath: instancePath + "/is_reversible", schemaPath: "#/properties/is_reversible/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
    }
    if (data.safety_tier !== void 0) {
      let data20 = data.safety_tier;
      if (!(data20 === "auto" || data20 === "confirm")) {
        let err48 = { instancePath: instancePath + "/safety_tier", schemaPath: "#/properties/safety_tier/enum", keyword: "enum", params: { allowedValues: schema68.properties.safety_tier.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
      }
    }
    if (data.exact_edit !== void 0 && (validate40(data.exact_edit, { instancePath: instancePath + "/exact_edit", parentData: data, parentDataProperty: "exact_edit", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors), errors = vErrors.length)), data.reducible_range !== void 0) {
      let data22 = data.reducible_range;
      if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
        if (data22.start_line === void 0) {
          let err49 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
        }
        if (data22.end_line === void 0) {
          let err50 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
        }
        if (data22.expected_sha256 === void 0) {
          let err51 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/required", keyword: "required", params: { missingProperty: "expected_sha256" }, message: "must have required property 'expected_sha256'" };
          vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
        }
        for (let key2 in data22)
          if (!(key2 === "start_line" || key2 === "end_line" || key2 === "expected_sha256")) {
            let err52 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
          }
        if (data22.start_line !== void 0) {
          let data23 = data22.start_line;
          if (!(typeof data23 == "number" && !(data23 % 1) && !isNaN(data23) && isFinite(data23))) {
            let err53 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
          }
          if (typeof data23 == "number" && isFinite(data23)) {
            if (data23 > 1e7 || isNaN(data23)) {
              let err54 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
              vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
            }
            if (data23 < 1 || isNaN(data23)) {
              let err55 = { instancePath: instancePath + "/reducible_range/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
            }
          }
        }
        if (data22.end_line !== void 0) {
          let data24 = data22.end_line;
          if (!(typeof data24 == "number" && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
            let err56 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
          }
          if (typeof data24 == "number" && isFinite(data24)) {
            if (data24 > 1e7 || isNaN(data24)) {
              let err57 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000" };
              vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
            }
            if (data24 < 1 || isNaN(data24)) {
              let err58 = { instancePath: instancePath + "/reducible_range/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
            }
          }
        }
        if (data22.expected_sha256 !== void 0) {
          let data25 = data22.expected_sha256;
          if (typeof data25 == "string") {
            if (!pattern9.test(data25)) {
              let err59 = { instancePath: instancePath + "/reducible_range/expected_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
              vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
            }
          } else {
            let err60 = { instancePath: instancePath + "/reducible_range/expected_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
          }
        }
      } else {
        let err61 = { instancePath: instancePath + "/reducible_range", schemaPath: "#/properties/reducible_range/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
      }
    }
    if (data.token_estimate !== void 0) {
      let data26 = data.token_estimate;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        if (data26.raw_tokens === void 0) {
          let err62 = { instancePath: instancePath + "/token_estimate", schemaPath: "#/properties/token_estimate/required", keyword: "required", params: { missingProperty: "raw_tokens" }, message: "must have required property 'raw_tokens'" };
          vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
        }
        for (let key3 in data26)
          if (!(key3 === "raw_tokens" || key3 === "injection_frequency" || key3 === "weighted_tokens")) {
            let err63 = { instancePath: instancePath + "/token_estimate", schemaPath: "#/properties/token_estimate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
          }
        if (data26.raw_tokens !== void 0) {
          let data27 = data26.raw_tokens;
          if (!(typeof data27 == "number" && !(data27 % 1) && !isNaN(data27) && isFinite(data27))) {
            let err64 = { instancePath: instancePath + "/token_estimate/raw_tokens", schemaPath: "#/properties/token_estimate/properties/raw_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
          }
          if (typeof data27 == "number" && isFinite(data27) && (data27 < 0 || isNaN(data27))) {
            let err65 = { instancePath: instancePath + "/token_estimate/raw_tokens", schemaPath: "#/properties/token_estimate/properties/raw_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
          }
        }
        if (data26.injection_frequency !== void 0) {
          let data28 = data26.injection_frequency;
          if (!(data28 === "per-session" || data28 === "on-demand" || data28 === null)) {
            let err66 = { instancePath: instancePath + "/token_estimate/injection_frequency", schemaPath: "#/properties/token_estimate/properties/injection_frequency/enum", keyword: "enum", params: { allowedValues: schema68.properties.token_estimate.properties.injection_frequency.enum }, message: "must be equal to one of the allowed values" };
            vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
          }
        }
        if (data26.weighted_tokens !== void 0) {
          let data29 = data26.weighted_tokens;
          if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29)) && data29 !== null) {
            let err67 = { instancePath: instancePath + "/token_estimate/weighted_tokens", schemaPath: "#/properties/token_estimate/properties/weighted_tokens/type", keyword: "type", params: { type: schema68.properties.token_estimate.properties.weighted_tokens.type }, message: "must be integer,null" };
            vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
          }
          if (typeof data29 == "number" && isFinite(data29) && (data29 < 0 || isNaN(data29))) {
            let err68 = { instancePath: instancePath + "/token_estimate/weighted_tokens", schemaPath: "#/properties/token_estimate/properties/weighted_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
          }
        }
      } else {
        let err69 = { instancePath: instancePath + "/token_estimate", schemaPath: "#/properties/token_estimate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
      }
    }
    if (data.lifecycle !== void 0 && (validate47(data.lifecycle, { instancePath: instancePath + "/lifecycle", parentData: data, parentDataProperty: "lifecycle", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors), errors = vErrors.length)), data.edit_evidence !== void 0 && data.edit_evidence !== "classifier-judged") {
      let err70 = { instancePath: instancePath + "/edit_evidence", schemaPath: "#/properties/edit_evidence/const", keyword: "const", params: { allowedValue: "classifier-judged" }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
    }
    if (data.confidence !== void 0) {
      let data32 = data.confidence;
      if (typeof data32 == "number" && isFinite(data32)) {
        if (data32 > 1 || isNaN(data32)) {
          let err71 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
          vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
        }
        if (data32 < 0 || isNaN(data32)) {
          let err72 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
        }
      } else {
        let err73 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
      }
    }
    if (data.generated_at !== void 0) {
      let data33 = data.generated_at;
      if (typeof data33 == "string") {
        if (!formats0.validate(data33)) {
          let err74 = { instancePath: instancePath + "/generated_at", schemaPath: "#/properties/generated_at/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
        }
      } else {
        let err75 = { instancePath: instancePath + "/generated_at", schemaPath: "#/properties/generated_at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
      }
    }
  } else {
    let err76 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
  }
  return validate37.errors = vErrors, errors === 0;
}
validate37.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.tool_version === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool_version" }, message: "must have required property 'tool_version'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (data.policy_version === void 0) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "policy_version" }, message: "must have required property 'policy_version'" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (data.generated_at === void 0) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "generated_at" }, message: "must have required property 'generated_at'" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (data.scan === void 0) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scan" }, message: "must have required property 'scan'" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (data.shortlist === void 0) {
      let err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shortlist" }, message: "must have required property 'shortlist'" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    if (data.entries === void 0) {
      let err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
    if (data.promotion_candidates === void 0) {
      let err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "promotion_candidates" }, message: "must have required property 'promotion_candidates'" };
      vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
    }
    for (let key0 in data)
      if (!func3.call(schema66.properties, key0)) {
        let err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
    if (data.schema_version !== void 0 && data.schema_version !== "1.0") {
      let err9 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "1.0" }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
    }
    if (data.tool_version !== void 0) {
      let data1 = data.tool_version;
      if (typeof data1 == "string") {
        if (!pattern7.test(data1)) {
          let err10 = { instancePath: instancePath + "/tool_version", schemaPath: "#/properties/tool_version/pattern", keyword: "pattern", params: { pattern: "^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$" }, message: 'must match pattern "^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$"' };
          vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
        }
      } else {
        let err11 = { instancePath: instancePath + "/tool_version", schemaPath: "#/properties/tool_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
      }
    }
    if (data.policy_version !== void 0) {
      let data2 = data.policy_version;
      if (typeof data2 == "string") {
        if (func1(data2) < 1) {
          let err12 = { instancePath: instancePath + "/policy_version", schemaPath: "#/properties/policy_version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        }
      } else {
        let err13 = { instancePath: instancePath + "/policy_version", schemaPath: "#/properties/policy_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
      }
    }
    if (data.generated_at !== void 0) {
      let data3 = data.generated_at;
      if (typeof data3 == "string") {
        if (!formats0.validate(data3)) {
          let err14 = { instancePath: instancePath + "/generated_at", schemaPath: "#/properties/generated_at/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
        }
      } else {
        let err15 = { instancePath: instancePath + "/generated_at", schemaPath: "#/properties/generated_at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
      }
    }
    if (data.scan !== void 0) {
      let data4 = data.scan;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.project_root === void 0) {
          let err16 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/required", keyword: "required", params: { missingProperty: "project_root" }, message: "must have required property 'project_root'" };
          vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
        }
        if (data4.scope_globs === void 0) {
          let err17 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/required", keyword: "required", params: { missingProperty: "scope_globs" }, message: "must have required property 'scope_globs'" };
          vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
        }
        if (data4.excluded_dirs === void 0) {
          let err18 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/required", keyword: "required", params: { missingProperty: "excluded_dirs" }, message: "must have required property 'excluded_dirs'" };
          vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
        }
        if (data4.files_scanned === void 0) {
          let err19 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/required", keyword: "required", params: { missingProperty: "files_scanned" }, message: "must have required property 'files_scanned'" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
        for (let key1 in data4)
          if (!(key1 === "project_root" || key1 === "scope_globs" || key1 === "excluded_dirs" || key1 === "files_scanned" || key1 === "scope" || key1 === "category_filter" || key1 === "notes")) {
            let err20 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
          }
        if (data4.project_root !== void 0) {
          let data5 = data4.project_root;
          if (typeof data5 == "string") {
            if (func1(data5) < 1) {
              let err21 = { instancePath: instancePath + "/scan/project_root", schemaPath: "#/properties/scan/properties/project_root/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
            }
          } else {
            let err22 = { instancePath: instancePath + "/scan/project_root", schemaPath: "#/properties/scan/properties/project_root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
          }
        }
        if (data4.scope_globs !== void 0) {
          let data6 = data4.scope_globs;
          if (Array.isArray(data6)) {
            let len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data7 = data6[i0];
              if (typeof data7 == "string") {
                if (func1(data7) < 1) {
                  let err23 = { instancePath: instancePath + "/scan/scope_globs/" + i0, schemaPath: "#/properties/scan/properties/scope_globs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
                }
              } else {
                let err24 = { instancePath: instancePath + "/scan/scope_globs/" + i0, schemaPath: "#/properties/scan/properties/scope_globs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
              }
            }
          } else {
            let err25 = { instancePath: instancePath + "/scan/scope_globs", schemaPath: "#/properties/scan/properties/scope_globs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
          }
        }
        if (data4.excluded_dirs !== void 0) {
          let data8 = data4.excluded_dirs;
          if (Array.isArray(data8)) {
            let len1 = data8.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data9 = data8[i1];
              if (typeof data9 == "string") {
                if (func1(data9) < 1) {
                  let err26 = { instancePath: instancePath + "/scan/excluded_dirs/" + i1, schemaPath: "#/properties/scan/properties/excluded_dirs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
                }
              } else {
                let err27 = { instancePath: instancePath + "/scan/excluded_dirs/" + i1, schemaPath: "#/properties/scan/properties/excluded_dirs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
              }
            }
          } else {
            let err28 = { instancePath: instancePath + "/scan/excluded_dirs", schemaPath: "#/properties/scan/properties/excluded_dirs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
          }
        }
        if (data4.files_scanned !== void 0) {
          let data10 = data4.files_scanned;
          if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            let err29 = { instancePath: instancePath + "/scan/files_scanned", schemaPath: "#/properties/scan/properties/files_scanned/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
          }
          if (typeof data10 == "number" && isFinite(data10) && (data10 < 0 || isNaN(data10))) {
            let err30 = { instancePath: instancePath + "/scan/files_scanned", schemaPath: "#/properties/scan/properties/files_scanned/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
        }
        if (data4.scope !== void 0) {
          let data11 = data4.scope;
          if (typeof data11 != "string" && data11 !== null) {
            let err31 = { instancePath: instancePath + "/scan/scope", schemaPath: "#/properties/scan/properties/scope/type", keyword: "type", params: { type: schema66.properties.scan.properties.scope.type }, message: "must be string,null" };
            vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
          }
        }
        if (data4.category_filter !== void 0) {
          let data12 = data4.category_filter;
          if (typeof data12 != "string" && data12 !== null) {
            let err32 = { instancePath: instancePath + "/scan/category_filter", schemaPath: "#/properties/scan/properties/category_filter/type", keyword: "type", params: { type: schema66.properties.scan.properties.category_filter.type }, message: "must be string,null" };
            vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
          }
        }
        if (data4.notes !== void 0) {
          let data13 = data4.notes;
          if (Array.isArray(data13)) {
            let len2 = data13.length;
            for (let i2 = 0; i2 < len2; i2++)
              if (typeof data13[i2] != "string") {
                let err33 = { instancePath: instancePath + "/scan/notes/" + i2, schemaPath: "#/properties/scan/properties/notes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
              }
          } else {
            let err34 = { instancePath: instancePath + "/scan/notes", schemaPath: "#/properties/scan/properties/notes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
          }
        }
      } else {
        let err35 = { instancePath: instancePath + "/scan", schemaPath: "#/properties/scan/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
      }
    }
    if (data.shortlist !== void 0) {
      let data15 = data.shortlist;
      if (Array.isArray(data15)) {
        let len3 = data15.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data16 = data15[i3];
          if (typeof data16 == "string") {
            if (func1(data16) > 4096) {
              let err36 = { instancePath: instancePath + "/shortlist/" + i3, schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
            }
            if (func1(data16) < 1) {
              let err37 = { instancePath: instancePath + "/shortlist/" + i3, schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
            }
          } else {
            let err38 = { instancePath: instancePath + "/shortlist/" + i3, schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
        }
        let i4 = data15.length, j0;
        if (i4 > 1) {
          outer0: for (; i4--; )
            for (j0 = i4; j0--; )
              if (func0(data15[i4], data15[j0])) {
                let err39 = { instancePath: instancePath + "/shortlist", schemaPath: "#/properties/shortlist/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)" };
                vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
                break outer0;
              }
        }
      } else {
        let err40 = { instancePath: instancePath + "/shortlist", schemaPath: "#/properties/shortlist/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
      }
    }
    if (data.entries !== void 0) {
      let data17 = data.entries;
      if (Array.isArray(data17)) {
        let len4 = data17.length;
        for (let i5 = 0; i5 < len4; i5++)
          validate37(data17[i5], { instancePath: instancePath + "/entries/" + i5, parentData: data17, parentDataProperty: i5, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors), errors = vErrors.length);
      } else {
        let err41 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
      }
    }
    if (data.actions !== void 0) {
      let data19 = data.actions;
      if (Array.isArray(data19)) {
        let len5 = data19.length;
        for (let i6 = 0; i6 < len5; i6++) {
          let data20 = data19[i6];
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            if (data20.path === void 0) {
              let err42 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
              vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
            }
            if (data20.signal === void 0) {
              let err43 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/required", keyword: "required", params: { missingProperty: "signal" }, message: "must have required property 'signal'" };
              vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
            }
            if (data20.do === void 0) {
              let err44 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/required", keyword: "required", params: { missingProperty: "do" }, message: "must have required property 'do'" };
              vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
            }
            if (data20.command === void 0) {
              let err45 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
              vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
            }
            if (data20.why === void 0) {
              let err46 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/required", keyword: "required", params: { missingProperty: "why" }, message: "must have required property 'why'" };
              vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
            }
            for (let key2 in data20)
              if (!(key2 === "path" || key2 === "signal" || key2 === "do" || key2 === "command" || key2 === "why")) {
                let err47 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
              }
            if (data20.path !== void 0) {
              let data21 = data20.path;
              if (typeof data21 == "string") {
                if (func1(data21) > 4096) {
                  let err48 = { instancePath: instancePath + "/actions/" + i6 + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
                }
                if (func1(data21) < 1) {
                  let err49 = { instancePath: instancePath + "/actions/" + i6 + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
                }
              } else {
                let err50 = { instancePath: instancePath + "/actions/" + i6 + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
              }
            }
            if (data20.signal !== void 0) {
              let data22 = data20.signal;
              if (typeof data22 == "string") {
                if (func1(data22) < 1) {
                  let err51 = { instancePath: instancePath + "/actions/" + i6 + "/signal", schemaPath: "#/properties/actions/items/properties/signal/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
                }
              } else {
                let err52 = { instancePath: instancePath + "/actions/" + i6 + "/signal", schemaPath: "#/properties/actions/items/properties/signal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
              }
            }
            if (data20.do !== void 0) {
              let data23 = data20.do;
              if (!(data23 === "run" || data23 === "sweep")) {
                let err53 = { instancePath: instancePath + "/actions/" + i6 + "/do", schemaPath: "#/properties/actions/items/properties/do/enum", keyword: "enum", params: { allowedValues: schema66.properties.actions.items.properties.do.enum }, message: "must be equal to one of the allowed values" };
                vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
              }
            }
            if (data20.command !== void 0) {
              let data24 = data20.command;
              if (typeof data24 == "string") {
                if (func1(data24) < 1) {
                  let err54 = { instancePath: instancePath + "/actions/" + i6 + "/command", schemaPath: "#/properties/actions/items/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
                }
              } else {
                let err55 = { instancePath: instancePath + "/actions/" + i6 + "/command", schemaPath: "#/properties/actions/items/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
              }
            }
            if (data20.why !== void 0) {
              let data25 = data20.why;
              if (typeof data25 == "string") {
                if (func1(data25) < 1) {
                  let err56 = { instancePath: instancePath + "/actions/" + i6 + "/why", schemaPath: "#/properties/actions/items/properties/why/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
                }
              } else {
                let err57 = { instancePath: instancePath + "/actions/" + i6 + "/why", schemaPath: "#/properties/actions/items/properties/why/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
              }
            }
          } else {
            let err58 = { instancePath: instancePath + "/actions/" + i6, schemaPath: "#/properties/actions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
          }
        }
      } else {
        let err59 = { instancePath: instancePath + "/actions", schemaPath: "#/properties/actions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
      }
    }
    if (data.promotion_candidates !== void 0) {
      let data26 = data.promotion_candidates;
      if (Array.isArray(data26)) {
        let len6 = data26.length;
        for (let i7 = 0; i7 < len6; i7++) {
          let data27 = data26[i7];
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            if (data27.path === void 0) {
              let err60 = { instancePath: instancePath + "/promotion_candidates/" + i7, schemaPath: "#/properties/promotion_candidates/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
              vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
            }
            if (data27.name === void 0) {
              let err61 = { instancePath: instancePath + "/promotion_candidates/" + i7, schemaPath: "#/properties/promotion_candidates/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
              vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
            }
            if (data27.pitch === void 0) {
              let err62 = { instancePath: instancePath + "/promotion_candidates/" + i7, schemaPath: "#/properties/promotion_candidates/items/required", keyword: "required", params: { missingProperty: "pitch" }, message: "must have required property 'pitch'" };
              vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
            }
            for (let key3 in data27)
              if (!(key3 === "path" || key3 === "name" || key3 === "pitch")) {
                let err63 = { instancePath: instancePath + "/promotion_candidates/" + i7, schemaPath: "#/properties/promotion_candidates/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
              }
            if (data27.path !== void 0) {
              let data28 = data27.path;
              if (typeof data28 == "string") {
                if (func1(data28) > 4096) {
                  let err64 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
                }
                if (func1(data28) < 1) {
                  let err65 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
                }
              } else {
                let err66 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
              }
            }
            if (data27.name !== void 0) {
              let data29 = data27.name;
              if (typeof data29 == "string") {
                if (func1(data29) < 1) {
                  let err67 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/name", schemaPath: "#/properties/promotion_candidates/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
                }
              } else {
                let err68 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/name", schemaPath: "#/properties/promotion_candidates/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
              }
            }
            if (data27.pitch !== void 0) {
              let data30 = data27.pitch;
              if (typeof data30 == "string") {
                if (func1(data30) < 1) {
                  let err69 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/pitch", schemaPath: "#/properties/promotion_candidates/items/properties/pitch/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
                }
              } else {
                let err70 = { instancePath: instancePath + "/promotion_candidates/" + i7 + "/pitch", schemaPath: "#/properties/promotion_candidates/items/properties/pitch/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
              }
            }
          } else {
            let err71 = { instancePath: instancePath + "/promotion_candidates/" + i7, schemaPath: "#/properties/promotion_candidates/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
          }
        }
      } else {
        let err72 = { instancePath: instancePath + "/promotion_candidates", schemaPath: "#/properties/promotion_candidates/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
      }
    }
  } else {
    let err73 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
  }
  return validate36.errors = vErrors, errors === 0;
}
validate36.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
var scan = validate50, schema96 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/scan.schema.json", title: "doc-hygiene scan artifact", description: "What dist/scanner.mjs prints: the deterministic first step of every check. Paths are posix and project-relative; shortlist, per_session and the keys of signals are sorted by code unit; each path's signals are sorted by (line, name) with file-level signals (no line) first. Evidence is complete enough that a deterministic proposer never re-parses the doc. Signals other stages add (edit_recency_vs_churn from git history, lifecycle) follow the same signal shape.", type: "object", additionalProperties: !1, required: ["project_root", "scope_globs", "excluded_dirs", "scope", "files_scanned", "shortlist", "per_session", "signals", "docs", "sites", "notes"], properties: { project_root: { type: "string", minLength: 1, description: "Absolute real path of the git toplevel (outside git: the given directory)." }, scope_globs: { type: "array", items: { type: "string", minLength: 1 } }, excluded_dirs: { type: "array", items: { type: "string", minLength: 1 }, description: "Folder names (any depth) or project-relative prefixes never scanned; node_modules and .git always; gitignored paths are never scanned either." }, scope: { type: ["string", "null"], description: "The --scope filter (a glob or a path prefix), or null." }, files_scanned: { type: "integer", minimum: 0, description: "Docs the signals ran on: in-scope files plus per-session docs the globs miss." }, shortlist: { $ref: "#/$defs/paths", description: "Every file with at least one signal, plus every per-session doc (within --scope)." }, per_session: { $ref: "#/$defs/paths", description: "Docs Claude Code loads into every session started in the start folder, as the reader model computes it (openspec/specs/agent-readers): CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md without paths: and CLAUDE.local.md from the root to the start folder, AGENTS.md when that chain has no CLAUDE.md, and their @imports up to four hops." }, signals: { type: "object", description: "Only paths with signals.", propertyNames: { $ref: "#/$defs/relpath" }, additionalProperties: { type: "array", minItems: 1, items: { $ref: "#/$defs/signal" } } }, docs: { type: "object", description: "Every doc the scan gave a role (within --scope), by path. One role per doc (scripts/roles/): the first of archive, generated, copy, fixture, template, record, plan, agent-prompt, agent-memory, living that a rule gives, after the .dochygiene.yaml roles: overrides. A symlinked doc is scanned once, at its target, and listed with symlink_to and the target's role.", propertyNames: { $ref: "#/$defs/relpath" }, additionalProperties: { type: "object", additionalProperties: !1, required: ["role"], properties: { role: { $ref: "#/$defs/role" }, symlink_to: { $ref: "#/$defs/relpath", description: "A symlinked doc: the doc it leads to, scanned there once; the role is the target's." } } } }, sites: { type: "array", description: "The docs sites the repository's config files describe (scripts/sites/).", items: { $ref: "#/$defs/site" } }, notes: { type: "array", items: { type: "string", minLength: 1 }, description: "Limits of the scan (history bounded, files not read, symlinked docs scanned once); [] when none." }, agent_contexts: { type: "object", additionalProperties: !1, required: ["contexts", "heaviest", "loads"], description: "What each agent loads per folder (openspec/specs/agent-readers): the number of (agent, folder) contexts and the heaviest few; `node dist/context.mjs` shows every one.", properties: { contexts: { type: "integer", minimum: 0 }, heaviest: { type: "array", items: { type: "object", additionalProperties: !1, required: ["agent", "folder", "files", "tokens", "on_demand_tokens", "problems"], properties: { agent: { enum: ["claude-code", "codex", "gemini", "cursor", "copilot", "windsurf", "kiro", "aider"] }, folder: { type: "string", description: "The folder a session starts in, project-relative; '' for the root." }, files: { type: "integer", minimum: 0 }, tokens: { type: "integer", minimum: 0, description: "Tokens every session started there pays before its first prompt." }, on_demand_tokens: { type: "integer", minimum: 0, description: "Tokens that load later, when the agent reads matching files (at most)." }, problems: { type: "array", items: { type: "string", minLength: 1 } }, paths: { type: "array", items: { $ref: "#/$defs/relpath" }, description: "The files a session started there loads at its start." } } } }, loads: { type: "object", description: "For each file some context loads at session start: how many (agent, folder) contexts load it.", propertyNames: { $ref: "#/$defs/relpath" }, additionalProperties: { type: "integer", minimum: 1 } } } } }, $defs: { relpath: { type: "string", minLength: 1, maxLength: 4096, pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$", description: "Posix, project-relative, normalized: no leading /, no . or .. segments (a backslash or a colon is an ordinary character of a name)." }, paths: { type: "array", items: { $ref: "#/$defs/relpath" }, uniqueItems: !0 }, line: { type: "integer", minimum: 1 }, commit_ref: { type: "object", required: ["commit", "date", "subject"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, subject: { type: "string" } } }, role: { type: "object", additionalProperties: !1, required: ["name", "rule"], properties: { name: { enum: ["archive", "generated", "copy", "fixture", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] }, rule: { type: "string", minLength: 1, description: "The rule id that gave the role (scripts/roles/rule-table.ts), config:roles[i] for an override, default for living." }, evidence: { type: "string", minLength: 1, description: "What the rule saw beyond the path (the newer version folder, the identical file, the override's glob)." } } }, site: { type: "object", additionalProperties: !1, required: ["generator", "config", "docs_root", "route_base", "static_roots", "output_roots", "extensionless", "case_insensitive"], properties: { generator: { enum: ["docusaurus", "mkdocs", "vitepress", "hugo", "sphinx", "mdbook", "docfx", "starlight", "fumadocs", "mintlify", "vocs", "myst", "jekyll", "docsify", "nextra", "antora", "zola", "gatsby", "eleventy"] }, config: { $ref: "#/$defs/relpath" }, docs_root: { type: "string", description: "Project-relative folder of the docs; empty for the repository root." }, route_base: { type: "string", pattern: "^/", description: "URL path the docs are served under." }, static_roots: { type: "array", items: { type: "string" } }, output_roots: { type: "array", items: { $ref: "#/$defs/relpath" } }, extensionless: { type: "boolean", description: "The platform serves intro.md at ./intro." }, case_insensitive: { type: "boolean", description: "The platform lower-cases URLs, so a case-only mismatch resolves." }, html_pages: { const: !0, description: "A link to intro.html names the page rendered from intro.md (mdBook, VitePress)." }, directory_urls: { const: !0, description: "Pages are served as folders (a/b.md at /a/b/, MkDocs' use_directory_urls): a relative raw-HTML href resolves from that folder." }, readme_index: { const: !0, description: "A folder's README.md is its index page, so a link to index.md there names it (mdBook)." }, locale_fallback: { const: !0, description: "A locale folder serves the default locale's page where its translation is missing (Starlight; MkDocs with mkdocs-static-i18n's folder structure)." }, locales: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, description: "The locale folders the config lists (mkdocs-static-i18n languages); without it any folder named like a BCP 47 tag is one (Starlight)." }, shared_host: { $ref: "#/$defs/relpath", description: "The publishing config that makes the site one docset of a shared host: its site-absolute links may lead into other docsets and are not checked here." }, hooked_destinations: { type: "array", items: { type: "string", minLength: 1 }, description: "Bare link destinations the site's link render hook answers itself (Hugo render-link.html comparing the destination with a literal): no path." }, dated_posts: { const: !0, description: "Posts named 2017-02-14-slug.md are served at /2017/02/14/slug (the Docusaurus blog)." }, pages_plugin: { const: !0, description: "Docusaurus' pages plugin (src/pages/): Markdown and React pages served at their paths, without number prefixes." }, current_version: { type: "string", minLength: 1, description: "The URL segment of the unreleased docs version (Docusaurus with versions.json: /docs/next/)." }, heading_ids: { enum: ["python-markdown", "mdit-vue"], description: "How the renderer makes heading ids where it is not GitHub's: MkDocs' Python-Markdown toc slugify, VitePress' @mdit-vue slugify." }, attrs_delimiters: { type: "array", items: { type: "string", minLength: 1 }, minItems: 2, maxItems: 2, description: "markdown-it-attrs' left and right delimiters where the config changes them (VitePress markdown.attrs): a heading ending with left #id right has that id." }, definition_term_ids: { const: !0, description: "Description-list terms get ids like headings (Hugo parser.autoDefinitionTermID)." }, default_locale: { type: "string", minLength: 1, description: "The default locale's own folder (Starlight without a root locale): other locales fall back to its pages." }, named_targets: { const: !0, description: "Sphinx with MyST: a link to no file, or a #fragment no heading answers, may name one of the project's explicit targets ((label)=, :name:, .. _label:)." }, number_prefixes: { const: !0, description: "The site strips numeric ordering prefixes from file and folder names in routes (01-guide/02-intro.mdx at /guide/intro: Docusaurus, Fumadocs content)." }, assets_as_files: { const: !0, description: "The site serves assets only as the files of its folder (Mintlify): a missing site-absolute asset in a folder the repository has is checkable, a finding." }, unmodelled: { const: !0, description: "A generator detected from its config (Jekyll, Docsify, Nextra, Antora, Zola, Gatsby, Eleventy) whose routes are not modelled: a link it may serve that resolves to nothing is a hint." }, content_mounts: { type: "array", minItems: 1, items: { type: "object", additionalProperties: !1, required: ["source", "target"], properties: { source: { $ref: "#/$defs/relpath" }, target: { type: "string", minLength: 1 } } }, description: "Hugo module mounts of a file or folder into the content: the route at target (relative to the docs root) serves the project path source." } } }, range_ref: { type: "object", additionalProperties: !1, required: ["path", "start_line", "end_line"], properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } } }, signal: { type: "object", required: ["name", "detail"], properties: { name: { type: "string", pattern: "^[a-z][a-z0-9_]*$", description: "One of the registered signals (scripts/scan/signals/index.ts): broken_reference, version_skew, stale_name_location, archive_to_live_ratio, frontmatter_marker, token_weight, duplicate_block, edit_recency_vs_churn, command_reference, vanished_identifier, agent_load, personal_path, lifecycle, openspec_completed." }, detail: { type: "string", minLength: 1, description: "One human sentence." }, copies: { type: "array", minItems: 1, items: { $ref: "#/$defs/relpath" }, description: "Installer copies of the doc (an agent folder's byte-for-byte copy: .claude/skills/, .agents/skills/, ...) that repeat this finding; it is reported once, here (scripts/scan/installer-copies.ts)." }, hint: { const: !0, description: "A hint rides along with a doc's other signals and never shortlists it on its own (edit_recency_vs_churn)." }, line: { $ref: "#/$defs/line" } }, allOf: [{ if: { properties: { name: { const: "broken_reference" } }, required: ["name"] }, then: { required: ["line", "column", "source", "target", "raw", "resolved", "missing"], properties: { column: { $ref: "#/$defs/line", description: "1-based column of raw on its line (UTF-16 code units)." }, source: { enum: ["link", "image", "definition", "import", "code_path"] }, target: { type: "string", minLength: 1, description: "The destination as the parser reads it (escapes and entities resolved), fragment included." }, raw: { type: "string", minLength: 1, description: "The exact destination text on that line (without enclosing < >; for an import, without the @)." }, resolved: { $ref: "#/$defs/relpath", description: "The project path the reference resolves to (without fragment)." }, missing: { enum: ["path", "fragment", "form"], description: "form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage." }, form: { enum: ["extensionless", "case_only"] }, served_as: { $ref: "#/$defs/relpath", description: "missing: form: the file the platform serves for the link." }, site: { type: "string", minLength: 1, description: "missing: form: the generator and config that resolve it. A hint with missing path or fragment: the site that may serve the route, asset or id (nothing in history says the path was real); for a backticked path, the site publishing the page, whose readers name paths of their own project." }, priority: { enum: ["low"] }, with_extension: { $ref: "#/$defs/relpath", description: "A .md-less link outside any docs site that serves it: the Markdown file it likely means." }, fragment: { type: "string", description: "The fragment that matches no heading (missing: fragment)." }, case_insensitive_match: { $ref: "#/$defs/relpath" }, renamed_to: { $ref: "#/$defs/relpath", description: "From git history: where the missing path went." }, rename_similarity: { type: "integer", minimum: 0, maximum: 100, description: "From git history: the lowest similarity index (git's R<score>) of the renames that took the path to renamed_to, over every file of a folder. A split or merge git paired at its 50% default scores low." }, redirected_to: { type: "string", minLength: 1, description: "Where the site's redirect map sends the moved page the link names (a URL or path, as the map writes it); the hit is a hint." }, redirect_map: { $ref: "#/$defs/relpath", description: "The redirect map (or page with aliases) that serves the old address." }, deleted_in: { type: "object", required: ["commit", "date"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } } }, written: { enum: ["backticks", "code_block", "prose"], description: "A path no tree path backs, judged by history alone: how the doc writes it (its first folder is gone, or it stands in an agent file's code block or prose)." }, gone_folder: { $ref: "#/$defs/relpath", description: "The path's first folder, whose move or deletion is the evidence when history never had the path itself." } } } }, { if: { properties: { name: { const: "version_skew" } }, required: ["name"] }, then: { required: ["line", "column", "subject", "doc_version", "doc_text", "manifest_version", "manifest"], properties: { column: { $ref: "#/$defs/line" }, subject: { type: "string", minLength: 1, description: "Lower-case runtime, package or image name (node, python, go, rust are canonical)." }, doc_version: { type: "string", minLength: 1 }, doc_text: { type: "string", minLength: 1, description: "The statement as written in the doc (Node 18, typescript@4.9, node:18)." }, manifest_version: { type: "string", minLength: 1 }, manifest: { $ref: "#/$defs/relpath" }, manifest_line: { $ref: "#/$defs/line" } } } }, { if: { properties: { name: { const: "stale_name_location" } }, required: ["name"] }, then: { required: ["token", "where"], properties: { token: { type: "string", minLength: 1 }, where: { enum: ["folder", "name", "date"] }, date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, age_days: { type: "integer", minimum: 0 }, newer: { $ref: "#/$defs/relpath" } } } }, { if: { properties: { name: { const: "archive_to_live_ratio" } }, required: ["name"] }, then: { description: "Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.", properties: { archived_copy: { $ref: "#/$defs/relpath" }, identical: { type: "boolean" }, archived_refs: { type: "integer", minimum: 1 }, total_refs: { type: "integer", minimum: 2 }, ratio: { type: "number", exclusiveMinimum: 0.5, maximum: 1 }, targets: { $ref: "#/$defs/paths" } }, if: { required: ["archived_copy"] }, then: { required: ["archived_copy", "identical"] }, else: { required: ["line", "archived_refs", "total_refs", "ratio", "targets"] } } }, { if: { properties: { name: { const: "frontmatter_marker" } }, required: ["name"] }, then: { required: ["marker", "value"], properties: { marker: { enum: ["status", "superseded_by", "deprecated", "hygiene", "inline_status", "banner", "tasks_done"] }, value: { type: "string", minLength: 1 }, frozen: { const: !0 } } } }, { if: { properties: { name: { const: "token_weight" } }, required: ["name"] }, then: { required: ["tokens", "own_tokens", "budget", "imports"], properties: { tokens: { type: "integer", minimum: 0, description: "The doc plus everything it imports (each once)." }, own_tokens: { type: "integer", minimum: 0 }, budget: { type: "integer", minimum: 0 }, imports: { type: "array", description: "The import chain, breadth first.", items: { type: "object", additionalProperties: !1, required: ["path", "tokens", "depth"], properties: { path: { $ref: "#/$defs/relpath" }, tokens: { type: "integer", minimum: 0 }, depth: { type: "integer", minimum: 1 } } } } } } }, { if: { properties: { name: { const: "duplicate_block" } }, required: ["name"] }, then: { required: ["line", "start_line", "end_line", "lines", "other", "canonical"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, lines: { type: "integer", minimum: 1, description: "Non-blank lines in the block." }, other: { $ref: "#/$defs/range_ref" }, canonical: { $ref: "#/$defs/relpath", description: "The path of the copy to keep: this doc or other.path." } } } }, { if: { properties: { name: { const: "edit_recency_vs_churn" } }, required: ["name"] }, then: { required: ["doc_last_change", "commits_since", "lines_since", "basis", "top_paths"], properties: { doc_last_change: { type: "object", required: ["commit", "date"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } }, description: "The doc's last commit in the history index." }, commits_since: { type: "integer", minimum: 0, description: "First-parent commits since then that changed what it describes." }, lines_since: { type: "integer", minimum: 0 }, basis: { enum: ["references", "folder"], description: "references: what the doc references; folder: the doc's own folder (no reference to code)." }, top_paths: { type: "array", description: "The paths that churned most, at most five.", items: { type: "object", additionalProperties: !1, required: ["path", "commits", "lines"], properties: { path: { $ref: "#/$defs/relpath" }, commits: { type: "integer", minimum: 1 }, lines: { type: "integer", minimum: 0 } } } } } } }, { if: { properties: { name: { const: "command_reference" } }, required: ["name"] }, then: { required: ["line", "column", "runner", "command", "text", "where", "looked_in"], properties: { column: { $ref: "#/$defs/line" }, runner: { enum: ["npm", "pnpm", "yarn", "bun", "make", "just", "task", "uv", "poetry", "hatch", "cargo", "go"] }, command: { type: "string", minLength: 1, description: "The script, target, recipe, task, alias or Go package path the command names." }, text: { type: "string", minLength: 1, description: "The command as written on that line, from the runner to the name." }, where: { enum: ["code_span", "fence", "prose"] }, looked_in: { $ref: "#/$defs/paths", description: "The definition files the command was looked for in." }, renamed_to: { type: "string", minLength: 1, description: "From history: the name that replaced it in the commit that removed it (still defined)." }, rename_evidence: { enum: ["swap", "commit-message"], description: "Why renamed_to is the same definition under a new name: the commit's removed definition line, with the new name, is a line it added (swap), or its subject says so (commit-message). Absent: only the most similar name that commit added." }, removed_in: { $ref: "#/$defs/commit_ref" } } } }, { if: { properties: { name: { const: "vanished_identifier" } }, required: ["name"] }, then: { required: ["line", "column", "kind", "identifier", "term", "present_at"], properties: { column: { $ref: "#/$defs/line" }, kind: { enum: ["flag", "env", "symbol", "config_key", "subcommand"] }, identifier: { type: "string", minLength: 1, description: "The name as the doc writes it." }, term: { type: "string", minLength: 1, description: "What was searched for in the code, whole-word." }, present_at: { type: "object", required: ["commit", "date", "doc_commit"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, doc_commit: { enum: ["last_change", "added", "first_named"] } }, description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along." }, removed_in: { $ref: "#/$defs/commit_ref" }, successor: { type: "string", minLength: 1, description: "The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it." }, rename_evidence: { enum: ["swap", "commit-message"], description: "Why successor is the same thing under a new name: a line the removing commit took out came back with the successor in its place (swap), or its subject says so (commit-message). Absent: only a likely successor." } } } }, { if: { properties: { name: { const: "agent_load" } }, required: ["name"] }, then: { required: ["kind", "contexts"], properties: { kind: { enum: ["truncated", "skill_listing_over_budget", "twin_files", "agents_md_hidden", "not_loaded_over_size", "over_limit"], description: "The reader model's problem (openspec/specs/agent-readers)." }, contexts: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, description: "The sessions (client@folder) it was found in." }, other_path: { $ref: "#/$defs/relpath" }, dropped: { type: "array", items: { type: "string" } }, cut: { type: "array", items: { type: "string" } }, budget: { type: "integer", minimum: 1 }, chars: { type: "integer", minimum: 0 } } } }, { if: { properties: { name: { const: "personal_path" } }, required: ["name"] }, then: { required: ["line", "column", "text", "user", "platform"], properties: { column: { $ref: "#/$defs/line" }, text: { type: "string", minLength: 1, description: "The path as written, from its root to the end of the path text." }, user: { type: "string", minLength: 1, description: "The home folder's owner as the path names it." }, platform: { enum: ["macos", "linux", "windows"] } } } }, { if: { properties: { name: { const: "lifecycle" } }, required: ["name"] }, then: { description: "Added by the lifecycle pass (scripts/lifecycle/): a file or folder a lifecycle rule, or the built-in OpenSpec check, makes a deletion candidate. Exactly one served field; none for temporary.", required: ["rule_ref", "lifetime", "path_kind"], properties: { rule_ref: { type: "string", minLength: 1 }, lifetime: { enum: ["temporary", "delete-once-served"] }, path_kind: { enum: ["file", "directory"] }, served_when_path: { type: "string", minLength: 1 }, served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path." }, served_when: { type: "string", minLength: 1, description: "The condition a classifier judges." }, age_days: { type: "integer", minimum: 0 }, on_served: { enum: ["delete", "extract-then-delete"] }, extract_to: { type: "string", minLength: 1 }, untouched_days: { type: "integer", minimum: 0 }, contents: { type: "array", items: { type: "string", minLength: 1 }, maxItems: 50, description: "Folders: the files (relative to the folder) a deletion takes, at most 50." }, contents_total: { type: "integer", minimum: 51, description: "Folders with more than 50 files: how many." }, proposal_if_served: { type: "object", description: "served_when only: the proposal a classifier returns when it judges the condition met." } }, oneOf: [{ properties: { lifetime: { const: "temporary" } }, required: ["age_days"], not: { anyOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }, { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when_path", "served_by"], not: { required: ["served_when"] } }, { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when", "proposal_if_served"], not: { required: ["served_when_path"] } }] } }, { if: { properties: { name: { const: "openspec_completed" } }, required: ["name"] }, then: { description: "Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.", required: ["change", "tasks_total", "remedy"], properties: { change: { type: "string", minLength: 1 }, tasks_total: { type: "integer", minimum: 1 }, remedy: { type: "string", pattern: "^openspec archive " } } } }] } } };
var schema133 = { type: "object", additionalProperties: !1, required: ["name", "rule"], properties: { name: { enum: ["archive", "generated", "copy", "fixture", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] }, rule: { type: "string", minLength: 1, description: "The rule id that gave the role (scripts/roles/rule-table.ts), config:roles[i] for an override, default for living." }, evidence: { type: "string", minLength: 1, description: "What the rule saw beyond the path (the newer version folder, the identical file, the override's glob)." } } };
var pattern17 = new RegExp("^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$", "u");
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (typeof data0 == "string") {
        if (func1(data0) > 4096) {
          let err0 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
        }
        if (func1(data0) < 1) {
          let err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
        }
        if (!pattern17.test(data0)) {
          let err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
          vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
        }
      } else {
        let err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
    }
    let i1 = data.length, j0;
    if (i1 > 1) {
      outer0: for (; i1--; )
        for (j0 = i1; j0--; )
          if (func0(data[i1], data[j0])) {
            let err4 = { instancePath, schemaPath: "#/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
            vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
            break outer0;
          }
    }
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate51.errors = vErrors, errors === 0;
}
validate51.evaluated = { items: !0, dynamicProps: !1, dynamicItems: !1 };
var schema100 = { type: "object", required: ["name", "detail"], properties: { name: { type: "string", pattern: "^[a-z][a-z0-9_]*$", description: "One of the registered signals (scripts/scan/signals/index.ts): broken_reference, version_skew, stale_name_location, archive_to_live_ratio, frontmatter_marker, token_weight, duplicate_block, edit_recency_vs_churn, command_reference, vanished_identifier, agent_load, personal_path, lifecycle, openspec_completed." }, detail: { type: "string", minLength: 1, description: "One human sentence." }, copies: { type: "array", minItems: 1, items: { $ref: "#/$defs/relpath" }, description: "Installer copies of the doc (an agent folder's byte-for-byte copy: .claude/skills/, .agents/skills/, ...) that repeat this finding; it is reported once, here (scripts/scan/installer-copies.ts)." }, hint: { const: !0, description: "A hint rides along with a doc's other signals and never shortlists it on its own (edit_recency_vs_churn)." }, line: { $ref: "#/$defs/line" } }, allOf: [{ if: { properties: { name: { const: "broken_reference" } }, required: ["name"] }, then: { required: ["line", "column", "source", "target", "raw", "resolved", "missing"], properties: { column: { $ref: "#/$defs/line", description: "1-based column of raw on its line (UTF-16 code units)." }, source: { enum: ["link", "image", "definition", "import", "code_path"] }, target: { type: "string", minLength: 1, description: "The destination as the parser reads it (escapes and entities resolved), fragment included." }, raw: { type: "string", minLength: 1, description: "The exact destination text on that line (without enclosing < >; for an import, without the @)." }, resolved: { $ref: "#/$defs/relpath", description: "The project path the reference resolves to (without fragment)." }, missing: { enum: ["path", "fragment", "form"], description: "form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage." }, form: { enum: ["extensionless", "case_only"] }, served_as: { $ref: "#/$defs/relpath", description: "missing: form: the file the platform serves for the link." }, site: { type: "string", minLength: 1, description: "missing: form: the generator and config that resolve it. A hint with missing path or fragment: the site that may serve the route, asset or id (nothing in history says the path was real); for a backticked path, the site publishing the page, whose readers name paths of their own project." }, priority: { enum: ["low"] }, with_extension: { $ref: "#/$defs/relpath", description: "A .md-less link outside any docs site that serves it: the Markdown file it likely means." }, fragment: { type: "string", description: "The fragment that matches no heading (missing: fragment)." }, case_insensitive_match: { $ref: "#/$defs/relpath" }, renamed_to: { $ref: "#/$defs/relpath", description: "From git history: where the missing path went." }, rename_similarity: { type: "integer", minimum: 0, maximum: 100, description: "From git history: the lowest similarity index (git's R<score>) of the renames that took the path to renamed_to, over every file of a folder. A split or merge git paired at its 50% default scores low." }, redirected_to: { type: "string", minLength: 1, description: "Where the site's redirect map sends the moved page the link names (a URL or path, as the map writes it); the hit is a hint." }, redirect_map: { $ref: "#/$defs/relpath", description: "The redirect map (or page with aliases) that serves the old address." }, deleted_in: { type: "object", required: ["commit", "date"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } } }, written: { enum: ["backticks", "code_block", "prose"], description: "A path no tree path backs, judged by history alone: how the doc writes it (its first folder is gone, or it stands in an agent file's code block or prose)." }, gone_folder: { $ref: "#/$defs/relpath", description: "The path's first folder, whose move or deletion is the evidence when history never had the path itself." } } } }, { if: { properties: { name: { const: "version_skew" } }, required: ["name"] }, then: { required: ["line", "column", "subject", "doc_version", "doc_text", "manifest_version", "manifest"], properties: { column: { $ref: "#/$defs/line" }, subject: { type: "string", minLength: 1, description: "Lower-case runtime, package or image name (node, python, go, rust are canonical)." }, doc_version: { type: "string", minLength: 1 }, doc_text: { type: "string", minLength: 1, description: "The statement as written in the doc (Node 18, typescript@4.9, node:18)." }, manifest_version: { type: "string", minLength: 1 }, manifest: { $ref: "#/$defs/relpath" }, manifest_line: { $ref: "#/$defs/line" } } } }, { if: { properties: { name: { const: "stale_name_location" } }, required: ["name"] }, then: { required: ["token", "where"], properties: { token: { type: "string", minLength: 1 }, where: { enum: ["folder", "name", "date"] }, date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, age_days: { type: "integer", minimum: 0 }, newer: { $ref: "#/$defs/relpath" } } } }, { if: { properties: { name: { const: "archive_to_live_ratio" } }, required: ["name"] }, then: { description: "Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.", properties: { archived_copy: { $ref: "#/$defs/relpath" }, identical: { type: "boolean" }, archived_refs: { type: "integer", minimum: 1 }, total_refs: { type: "integer", minimum: 2 }, ratio: { type: "number", exclusiveMinimum: 0.5, maximum: 1 }, targets: { $ref: "#/$defs/paths" } }, if: { required: ["archived_copy"] }, then: { required: ["archived_copy", "identical"] }, else: { required: ["line", "archived_refs", "total_refs", "ratio", "targets"] } } }, { if: { properties: { name: { const: "frontmatter_marker" } }, required: ["name"] }, then: { required: ["marker", "value"], properties: { marker: { enum: ["status", "superseded_by", "deprecated", "hygiene", "inline_status", "banner", "tasks_done"] }, value: { type: "string", minLength: 1 }, frozen: { const: !0 } } } }, { if: { properties: { name: { const: "token_weight" } }, required: ["name"] }, then: { required: ["tokens", "own_tokens", "budget", "imports"], properties: { tokens: { type: "integer", minimum: 0, description: "The doc plus everything it imports (each once)." }, own_tokens: { type: "integer", minimum: 0 }, budget: { type: "integer", minimum: 0 }, imports: { type: "array", description: "The import chain, breadth first.", items: { type: "object", additionalProperties: !1, required: ["path", "tokens", "depth"], properties: { path: { $ref: "#/$defs/relpath" }, tokens: { type: "integer", minimum: 0 }, depth: { type: "integer", minimum: 1 } } } } } } }, { if: { properties: { name: { const: "duplicate_block" } }, required: ["name"] }, then: { required: ["line", "start_line", "end_line", "lines", "other", "canonical"], properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, lines: { type: "integer", minimum: 1, description: "Non-blank lines in the block." }, other: { $ref: "#/$defs/range_ref" }, canonical: { $ref: "#/$defs/relpath", description: "The path of the copy to keep: this doc or other.path." } } } }, { if: { properties: { name: { const: "edit_recency_vs_churn" } }, required: ["name"] }, then: { required: ["doc_last_change", "commits_since", "lines_since", "basis", "top_paths"], properties: { doc_last_change: { type: "object", required: ["commit", "date"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } }, description: "The doc's last commit in the history index." }, commits_since: { type: "integer", minimum: 0, description: "First-parent commits since then that changed what it describes." }, lines_since: { type: "integer", minimum: 0 }, basis: { enum: ["references", "folder"], description: "references: what the doc references; folder: the doc's own folder (no reference to code)." }, top_paths: { type: "array", description: "The paths that churned most, at most five.", items: { type: "object", additionalProperties: !1, required: ["path", "commits", "lines"], properties: { path: { $ref: "#/$defs/relpath" }, commits: { type: "integer", minimum: 1 }, lines: { type: "integer", minimum: 0 } } } } } } }, { if: { properties: { name: { const: "command_reference" } }, required: ["name"] }, then: { required: ["line", "column", "runner", "command", "text", "where", "looked_in"], properties: { column: { $ref: "#/$defs/line" }, runner: { enum: ["npm", "pnpm", "yarn", "bun", "make", "just", "task", "uv", "poetry", "hatch", "cargo", "go"] }, command: { type: "string", minLength: 1, description: "The script, target, recipe, task, alias or Go package path the command names." }, text: { type: "string", minLength: 1, description: "The command as written on that line, from the runner to the name." }, where: { enum: ["code_span", "fence", "prose"] }, looked_in: { $ref: "#/$defs/paths", description: "The definition files the command was looked for in." }, renamed_to: { type: "string", minLength: 1, description: "From history: the name that replaced it in the commit that removed it (still defined)." }, rename_evidence: { enum: ["swap", "commit-message"], description: "Why renamed_to is the same definition under a new name: the commit's removed definition line, with the new name, is a line it added (swap), or its subject says so (commit-message). Absent: only the most similar name that commit added." }, removed_in: { $ref: "#/$defs/commit_ref" } } } }, { if: { properties: { name: { const: "vanished_identifier" } }, required: ["name"] }, then: { required: ["line", "column", "kind", "identifier", "term", "present_at"], properties: { column: { $ref: "#/$defs/line" }, kind: { enum: ["flag", "env", "symbol", "config_key", "subcommand"] }, identifier: { type: "string", minLength: 1, description: "The name as the doc writes it." }, term: { type: "string", minLength: 1, description: "What was searched for in the code, whole-word." }, present_at: { type: "object", required: ["commit", "date", "doc_commit"], properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, doc_commit: { enum: ["last_change", "added", "first_named"] } }, description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along." }, removed_in: { $ref: "#/$defs/commit_ref" }, successor: { type: "string", minLength: 1, description: "The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it." }, rename_evidence: { enum: ["swap", "commit-message"], description: "Why successor is the same thing under a new name: a line the removing commit took out came back with the successor in its place (swap), or its subject says so (commit-message). Absent: only a likely successor." } } } }, { if: { properties: { name: { const: "agent_load" } }, required: ["name"] }, then: { required: ["kind", "contexts"], properties: { kind: { enum: ["truncated", "skill_listing_over_budget", "twin_files", "agents_md_hidden", "not_loaded_over_size", "over_limit"], description: "The reader model's problem (openspec/specs/agent-readers)." }, contexts: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, description: "The sessions (client@folder) it was found in." }, other_path: { $ref: "#/$defs/relpath" }, dropped: { type: "array", items: { type: "string" } }, cut: { type: "array", items: { type: "string" } }, budget: { type: "integer", minimum: 1 }, chars: { type: "integer", minimum: 0 } } } }, { if: { properties: { name: { const: "personal_path" } }, required: ["name"] }, then: { required: ["line", "column", "text", "user", "platform"], properties: { column: { $ref: "#/$defs/line" }, text: { type: "string", minLength: 1, description: "The path as written, from its root to the end of the path text." }, user: { type: "string", minLength: 1, description: "The home folder's owner as the path names it." }, platform: { enum: ["macos", "linux", "windows"] } } } }, { if: { properties: { name: { const: "lifecycle" } }, required: ["name"] }, then: { description: "Added by the lifecycle pass (scripts/lifecycle/): a file or folder a lifecycle rule, or the built-in OpenSpec check, makes a deletion candidate. Exactly one served field; none for temporary.", required: ["rule_ref", "lifetime", "path_kind"], properties: { rule_ref: { type: "string", minLength: 1 }, lifetime: { enum: ["temporary", "delete-once-served"] }, path_kind: { enum: ["file", "directory"] }, served_when_path: { type: "string", minLength: 1 }, served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path." }, served_when: { type: "string", minLength: 1, description: "The condition a classifier judges." }, age_days: { type: "integer", minimum: 0 }, on_served: { enum: ["delete", "extract-then-delete"] }, extract_to: { type: "string", minLength: 1 }, untouched_days: { type: "integer", minimum: 0 }, contents: { type: "array", items: { type: "string", minLength: 1 }, maxItems: 50, description: "Folders: the files (relative to the folder) a deletion takes, at most 50." }, contents_total: { type: "integer", minimum: 51, description: "Folders with more than 50 files: how many." }, proposal_if_served: { type: "object", description: "served_when only: the proposal a classifier returns when it judges the condition met." } }, oneOf: [{ properties: { lifetime: { const: "temporary" } }, required: ["age_days"], not: { anyOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } }, { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when_path", "served_by"], not: { required: ["served_when"] } }, { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when", "proposal_if_served"], not: { required: ["served_when_path"] } }] } }, { if: { properties: { name: { const: "openspec_completed" } }, required: ["name"] }, then: { description: "Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.", required: ["change", "tasks_total", "remedy"], properties: { change: { type: "string", minLength: 1 }, tasks_total: { type: "integer", minimum: 1 }, remedy: { type: "string", pattern: "^openspec archive " } } } }] };
var pattern27 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u"), pattern36 = new RegExp("^openspec archive ", "u"), pattern37 = new RegExp("^[a-z][a-z0-9_]*$", "u");
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.path === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.start_line === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (data.end_line === void 0) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    for (let key0 in data)
      if (!(key0 === "path" || key0 === "start_line" || key0 === "end_line")) {
        let err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
    if (data.path !== void 0) {
      let data0 = data.path;
      if (typeof data0 == "string") {
        if (func1(data0) > 4096) {
          let err4 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
        }
        if (func1(data0) < 1) {
          let err5 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
        }
        if (!pattern17.test(data0)) {
          let err6 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
          vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
        }
      } else {
        let err7 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
      }
    }
    if (data.start_line !== void 0) {
      let data1 = data.start_line;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        let err8 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
      if (typeof data1 == "number" && isFinite(data1) && (data1 < 1 || isNaN(data1))) {
        let err9 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
        vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
      }
    }
    if (data.end_line !== void 0) {
      let data2 = data.end_line;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        let err10 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
      }
      if (typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2))) {
        let err11 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
        vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
      }
    }
  } else {
    let err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
  }
  return validate56.errors = vErrors, errors === 0;
}
validate56.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate54.evaluated;
  evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0);
  let _errs2 = errors, valid1 = !0, _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.name === void 0 && (missing0 = "name")) {
      let err0 = {};
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    } else if (data.name !== void 0 && data.name !== "broken_reference") {
      let err1 = {};
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (errors = _errs2, vErrors !== null && (_errs2 ? vErrors.length = _errs2 : vErrors = null), _valid0) {
    let _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
      if (data.column === void 0) {
        let err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "column" }, message: "must have required property 'column'" };
        vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
      if (data.source === void 0) {
        let err4 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
      if (data.target === void 0) {
        let err5 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
        vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
      if (data.raw === void 0) {
        let err6 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "raw" }, message: "must have required property 'raw'" };
        vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
      }
      if (data.resolved === void 0) {
        let err7 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "resolved" }, message: "must have required property 'resolved'" };
        vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
      }
      if (data.missing === void 0) {
        let err8 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "missing" }, message: "must have required property 'missing'" };
        vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
      if (data.column !== void 0) {
        let data1 = data.column;
        if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
          let err9 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
        }
        if (typeof data1 == "number" && isFinite(data1) && (data1 < 1 || isNaN(data1))) {
          let err10 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
        }
      }
      if (data.source !== void 0) {
        let data2 = data.source;
        if (!(data2 === "link" || data2 === "image" || data2 === "definition" || data2 === "import" || data2 === "code_path")) {
          let err11 = { instancePath: instancePath + "/source", schemaPath: "#/allOf/0/then/properties/source/enum", keyword: "enum", params: { allowedValues: schema100.allOf[0].then.properties.source.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
        }
      }
      if (data.target !== void 0) {
        let data3 = data.target;
        if (typeof data3 == "string") {
          if (func1(data3) < 1) {
            let err12 = { instancePath: instancePath + "/target", schemaPath: "#/allOf/0/then/properties/target/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
          }
        } else {
          let err13 = { instancePath: instancePath + "/target", schemaPath: "#/allOf/0/then/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
        }
      }
      if (data.raw !== void 0) {
        let data4 = data.raw;
        if (typeof data4 == "string") {
          if (func1(data4) < 1) {
            let err14 = { instancePath: instancePath + "/raw", schemaPath: "#/allOf/0/then/properties/raw/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
          }
        } else {
          let err15 = { instancePath: instancePath + "/raw", schemaPath: "#/allOf/0/then/properties/raw/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
        }
      }
      if (data.resolved !== void 0) {
        let data5 = data.resolved;
        if (typeof data5 == "string") {
          if (func1(data5) > 4096) {
            let err16 = { instancePath: instancePath + "/resolved", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
          }
          if (func1(data5) < 1) {
            let err17 = { instancePath: instancePath + "/resolved", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          }
          if (!pattern17.test(data5)) {
            let err18 = { instancePath: instancePath + "/resolved", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
          }
        } else {
          let err19 = { instancePath: instancePath + "/resolved", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      }
      if (data.missing !== void 0) {
        let data6 = data.missing;
        if (!(data6 === "path" || data6 === "fragment" || data6 === "form")) {
          let err20 = { instancePath: instancePath + "/missing", schemaPath: "#/allOf/0/then/properties/missing/enum", keyword: "enum", params: { allowedValues: schema100.allOf[0].then.properties.missing.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
        }
      }
      if (data.form !== void 0) {
        let data7 = data.form;
        if (!(data7 === "extensionless" || data7 === "case_only")) {
          let err21 = { instancePath: instancePath + "/form", schemaPath: "#/allOf/0/then/properties/form/enum", keyword: "enum", params: { allowedValues: schema100.allOf[0].then.properties.form.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
        }
      }
      if (data.served_as !== void 0) {
        let data8 = data.served_as;
        if (typeof data8 == "string") {
          if (func1(data8) > 4096) {
            let err22 = { instancePath: instancePath + "/served_as", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
          }
          if (func1(data8) < 1) {
            let err23 = { instancePath: instancePath + "/served_as", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
          }
          if (!pattern17.test(data8)) {
            let err24 = { instancePath: instancePath + "/served_as", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
          }
        } else {
          let err25 = { instancePath: instancePath + "/served_as", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
        }
      }
      if (data.site !== void 0) {
        let data9 = data.site;
        if (typeof data9 == "string") {
          if (func1(data9) < 1) {
            let err26 = { instancePath: instancePath + "/site", schemaPath: "#/allOf/0/then/properties/site/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
          }
        } else {
          let err27 = { instancePath: instancePath + "/site", schemaPath: "#/allOf/0/then/properties/site/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
        }
      }
      if (data.priority !== void 0 && data.priority !== "low") {
        let err28 = { instancePath: instancePath + "/priority", schemaPath: "#/allOf/0/then/properties/priority/enum", keyword: "enum", params: { allowedValues: schema100.allOf[0].then.properties.priority.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
      }
      if (data.with_extension !== void 0) {
        let data11 = data.with_extension;
        if (typeof data11 == "string") {
          if (func1(data11) > 4096) {
            let err29 = { instancePath: instancePath + "/with_extension", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
          }
          if (func1(data11) < 1) {
            let err30 = { instancePath: instancePath + "/with_extension", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
          }
          if (!pattern17.test(data11)) {
            let err31 = { instancePath: instancePath + "/with_extension", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
          }
        } else {
          let err32 = { instancePath: instancePath + "/with_extension", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
        }
      }
      if (data.fragment !== void 0 && typeof data.fragment != "string") {
        let err33 = { instancePath: instancePath + "/fragment", schemaPath: "#/allOf/0/then/properties/fragment/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
      if (data.case_insensitive_match !== void 0) {
        let data13 = data.case_insensitive_match;
        if (typeof data13 == "string") {
          if (func1(data13) > 4096) {
            let err34 = { instancePath: instancePath + "/case_insensitive_match", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
          }
          if (func1(data13) < 1) {
            let err35 = { instancePath: instancePath + "/case_insensitive_match", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
          }
          if (!pattern17.test(data13)) {
            let err36 = { instancePath: instancePath + "/case_insensitive_match", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
          }
        } else {
          let err37 = { instancePath: instancePath + "/case_insensitive_match", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
        }
      }
      if (data.renamed_to !== void 0) {
        let data14 = data.renamed_to;
        if (typeof data14 == "string") {
          if (func1(data14) > 4096) {
            let err38 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
          }
          if (func1(data14) < 1) {
            let err39 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
          }
          if (!pattern17.test(data14)) {
            let err40 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
          }
        } else {
          let err41 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
        }
      }
      if (data.rename_similarity !== void 0) {
        let data15 = data.rename_similarity;
        if (!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
          let err42 = { instancePath: instancePath + "/rename_similarity", schemaPath: "#/allOf/0/then/properties/rename_similarity/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
        }
        if (typeof data15 == "number" && isFinite(data15)) {
          if (data15 > 100 || isNaN(data15)) {
            let err43 = { instancePath: instancePath + "/rename_similarity", schemaPath: "#/allOf/0/then/properties/rename_similarity/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
            vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
          }
          if (data15 < 0 || isNaN(data15)) {
            let err44 = { instancePath: instancePath + "/rename_similarity", schemaPath: "#/allOf/0/then/properties/rename_similarity/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
          }
        }
      }
      if (data.redirected_to !== void 0) {
        let data16 = data.redirected_to;
        if (typeof data16 == "string") {
          if (func1(data16) < 1) {
            let err45 = { instancePath: instancePath + "/redirected_to", schemaPath: "#/allOf/0/then/properties/redirected_to/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
          }
        } else {
          let err46 = { instancePath: instancePath + "/redirected_to", schemaPath: "#/allOf/0/then/properties/redirected_to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
        }
      }
      if (data.redirect_map !== void 0) {
        let data17 = data.redirect_map;
        if (typeof data17 == "string") {
          if (func1(data17) > 4096) {
            let err47 = { instancePath: instancePath + "/redirect_map", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
          }
          if (func1(data17) < 1) {
            let err48 = { instancePath: instancePath + "/redirect_map", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
          }
          if (!pattern17.test(data17)) {
            let err49 = { instancePath: instancePath + "/redirect_map", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
          }
        } else {
          let err50 = { instancePath: instancePath + "/redirect_map", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
        }
      }
      if (data.deleted_in !== void 0) {
        let data18 = data.deleted_in;
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
          if (data18.commit === void 0) {
            let err51 = { instancePath: instancePath + "/deleted_in", schemaPath: "#/allOf/0/then/properties/deleted_in/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
            vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
          }
          if (data18.date === void 0) {
            let err52 = { instancePath: instancePath + "/deleted_in", schemaPath: "#/allOf/0/then/properties/deleted_in/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property 'date'" };
            vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
          }
          if (data18.commit !== void 0) {
            let data19 = data18.commit;
            if (typeof data19 == "string") {
              if (func1(data19) < 1) {
                let err53 = { instancePath: instancePath + "/deleted_in/commit", schemaPath: "#/allOf/0/then/properties/deleted_in/properties/commit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
              }
            } else {
              let err54 = { instancePath: instancePath + "/deleted_in/commit", schemaPath: "#/allOf/0/then/properties/deleted_in/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
            }
          }
          if (data18.date !== void 0) {
            let data20 = data18.date;
            if (typeof data20 == "string") {
              if (func1(data20) < 1) {
                let err55 = { instancePath: instancePath + "/deleted_in/date", schemaPath: "#/allOf/0/then/properties/deleted_in/properties/date/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
              }
            } else {
              let err56 = { instancePath: instancePath + "/deleted_in/date", schemaPath: "#/allOf/0/then/properties/deleted_in/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
            }
          }
        } else {
          let err57 = { instancePath: instancePath + "/deleted_in", schemaPath: "#/allOf/0/then/properties/deleted_in/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
        }
      }
      if (data.written !== void 0) {
        let data21 = data.written;
        if (!(data21 === "backticks" || data21 === "code_block" || data21 === "prose")) {
          let err58 = { instancePath: instancePath + "/written", schemaPath: "#/allOf/0/then/properties/written/enum", keyword: "enum", params: { allowedValues: schema100.allOf[0].then.properties.written.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
        }
      }
      if (data.gone_folder !== void 0) {
        let data22 = data.gone_folder;
        if (typeof data22 == "string") {
          if (func1(data22) > 4096) {
            let err59 = { instancePath: instancePath + "/gone_folder", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
          }
          if (func1(data22) < 1) {
            let err60 = { instancePath: instancePath + "/gone_folder", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
          }
          if (!pattern17.test(data22)) {
            let err61 = { instancePath: instancePath + "/gone_folder", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
          }
        } else {
          let err62 = { instancePath: instancePath + "/gone_folder", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    if (valid1 = _valid0, valid1) {
      var props0 = {};
      props0.column = !0, props0.source = !0, props0.target = !0, props0.raw = !0, props0.resolved = !0, props0.missing = !0, props0.form = !0, props0.served_as = !0, props0.site = !0, props0.priority = !0, props0.with_extension = !0, props0.fragment = !0, props0.case_insensitive_match = !0, props0.renamed_to = !0, props0.rename_similarity = !0, props0.redirected_to = !0, props0.redirect_map = !0, props0.deleted_in = !0, props0.written = !0, props0.gone_folder = !0, props0.name = !0;
    }
  }
  if (!valid1) {
    let err63 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
  }
  let _errs54 = errors, valid13 = !0, _errs55 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.name === void 0 && (missing1 = "name")) {
      let err64 = {};
      vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
    } else if (data.name !== void 0 && data.name !== "version_skew") {
      let err65 = {};
      vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
    }
  }
  var _valid1 = _errs55 === errors;
  if (errors = _errs54, vErrors !== null && (_errs54 ? vErrors.length = _errs54 : vErrors = null), _valid1) {
    let _errs57 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err66 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
      }
      if (data.column === void 0) {
        let err67 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "column" }, message: "must have required property 'column'" };
        vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
      }
      if (data.subject === void 0) {
        let err68 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'" };
        vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
      }
      if (data.doc_version === void 0) {
        let err69 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "doc_version" }, message: "must have required property 'doc_version'" };
        vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
      }
      if (data.doc_text === void 0) {
        let err70 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "doc_text" }, message: "must have required property 'doc_text'" };
        vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
      }
      if (data.manifest_version === void 0) {
        let err71 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "manifest_version" }, message: "must have required property 'manifest_version'" };
        vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
      }
      if (data.manifest === void 0) {
        let err72 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "manifest" }, message: "must have required property 'manifest'" };
        vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
      }
      if (data.column !== void 0) {
        let data24 = data.column;
        if (!(typeof data24 == "number" && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
          let err73 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
        }
        if (typeof data24 == "number" && isFinite(data24) && (data24 < 1 || isNaN(data24))) {
          let err74 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
        }
      }
      if (data.subject !== void 0) {
        let data25 = data.subject;
        if (typeof data25 == "string") {
          if (func1(data25) < 1) {
            let err75 = { instancePath: instancePath + "/subject", schemaPath: "#/allOf/1/then/properties/subject/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
          }
        } else {
          let err76 = { instancePath: instancePath + "/subject", schemaPath: "#/allOf/1/then/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
        }
      }
      if (data.doc_version !== void 0) {
        let data26 = data.doc_version;
        if (typeof data26 == "string") {
          if (func1(data26) < 1) {
            let err77 = { instancePath: instancePath + "/doc_version", schemaPath: "#/allOf/1/then/properties/doc_version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err77] : vErrors.push(err77), errors++;
          }
        } else {
          let err78 = { instancePath: instancePath + "/doc_version", schemaPath: "#/allOf/1/then/properties/doc_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err78] : vErrors.push(err78), errors++;
        }
      }
      if (data.doc_text !== void 0) {
        let data27 = data.doc_text;
        if (typeof data27 == "string") {
          if (func1(data27) < 1) {
            let err79 = { instancePath: instancePath + "/doc_text", schemaPath: "#/allOf/1/then/properties/doc_text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err79] : vErrors.push(err79), errors++;
          }
        } else {
          let err80 = { instancePath: instancePath + "/doc_text", schemaPath: "#/allOf/1/then/properties/doc_text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err80] : vErrors.push(err80), errors++;
        }
      }
      if (data.manifest_version !== void 0) {
        let data28 = data.manifest_version;
        if (typeof data28 == "string") {
          if (func1(data28) < 1) {
            let err81 = { instancePath: instancePath + "/manifest_version", schemaPath: "#/allOf/1/then/properties/manifest_version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err81] : vErrors.push(err81), errors++;
          }
        } else {
          let err82 = { instancePath: instancePath + "/manifest_version", schemaPath: "#/allOf/1/then/properties/manifest_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err82] : vErrors.push(err82), errors++;
        }
      }
      if (data.manifest !== void 0) {
        let data29 = data.manifest;
        if (typeof data29 == "string") {
          if (func1(data29) > 4096) {
            let err83 = { instancePath: instancePath + "/manifest", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err83] : vErrors.push(err83), errors++;
          }
          if (func1(data29) < 1) {
            let err84 = { instancePath: instancePath + "/manifest", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err84] : vErrors.push(err84), errors++;
          }
          if (!pattern17.test(data29)) {
            let err85 = { instancePath: instancePath + "/manifest", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err85] : vErrors.push(err85), errors++;
          }
        } else {
          let err86 = { instancePath: instancePath + "/manifest", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err86] : vErrors.push(err86), errors++;
        }
      }
      if (data.manifest_line !== void 0) {
        let data30 = data.manifest_line;
        if (!(typeof data30 == "number" && !(data30 % 1) && !isNaN(data30) && isFinite(data30))) {
          let err87 = { instancePath: instancePath + "/manifest_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err87] : vErrors.push(err87), errors++;
        }
        if (typeof data30 == "number" && isFinite(data30) && (data30 < 1 || isNaN(data30))) {
          let err88 = { instancePath: instancePath + "/manifest_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err88] : vErrors.push(err88), errors++;
        }
      }
    }
    var _valid1 = _errs57 === errors;
    if (valid13 = _valid1, valid13) {
      var props1 = {};
      props1.column = !0, props1.subject = !0, props1.doc_version = !0, props1.doc_text = !0, props1.manifest_version = !0, props1.manifest = !0, props1.manifest_line = !0, props1.name = !0;
    }
  }
  if (!valid13) {
    let err89 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err89] : vErrors.push(err89), errors++;
  }
  props0 !== !0 && props1 !== void 0 && (props1 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props1)));
  let _errs76 = errors, valid19 = !0, _errs77 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.name === void 0 && (missing2 = "name")) {
      let err90 = {};
      vErrors === null ? vErrors = [err90] : vErrors.push(err90), errors++;
    } else if (data.name !== void 0 && data.name !== "stale_name_location") {
      let err91 = {};
      vErrors === null ? vErrors = [err91] : vErrors.push(err91), errors++;
    }
  }
  var _valid2 = _errs77 === errors;
  if (errors = _errs76, vErrors !== null && (_errs76 ? vErrors.length = _errs76 : vErrors = null), _valid2) {
    let _errs79 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.token === void 0) {
        let err92 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "token" }, message: "must have required property 'token'" };
        vErrors === null ? vErrors = [err92] : vErrors.push(err92), errors++;
      }
      if (data.where === void 0) {
        let err93 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "where" }, message: "must have required property 'where'" };
        vErrors === null ? vErrors = [err93] : vErrors.push(err93), errors++;
      }
      if (data.token !== void 0) {
        let data32 = data.token;
        if (typeof data32 == "string") {
          if (func1(data32) < 1) {
            let err94 = { instancePath: instancePath + "/token", schemaPath: "#/allOf/2/then/properties/token/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err94] : vErrors.push(err94), errors++;
          }
        } else {
          let err95 = { instancePath: instancePath + "/token", schemaPath: "#/allOf/2/then/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err95] : vErrors.push(err95), errors++;
        }
      }
      if (data.where !== void 0) {
        let data33 = data.where;
        if (!(data33 === "folder" || data33 === "name" || data33 === "date")) {
          let err96 = { instancePath: instancePath + "/where", schemaPath: "#/allOf/2/then/properties/where/enum", keyword: "enum", params: { allowedValues: schema100.allOf[2].then.properties.where.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err96] : vErrors.push(err96), errors++;
        }
      }
      if (data.date !== void 0) {
        let data34 = data.date;
        if (typeof data34 == "string") {
          if (!pattern27.test(data34)) {
            let err97 = { instancePath: instancePath + "/date", schemaPath: "#/allOf/2/then/properties/date/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}$"' };
            vErrors === null ? vErrors = [err97] : vErrors.push(err97), errors++;
          }
        } else {
          let err98 = { instancePath: instancePath + "/date", schemaPath: "#/allOf/2/then/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err98] : vErrors.push(err98), errors++;
        }
      }
      if (data.age_days !== void 0) {
        let data35 = data.age_days;
        if (!(typeof data35 == "number" && !(data35 % 1) && !isNaN(data35) && isFinite(data35))) {
          let err99 = { instancePath: instancePath + "/age_days", schemaPath: "#/allOf/2/then/properties/age_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err99] : vErrors.push(err99), errors++;
        }
        if (typeof data35 == "number" && isFinite(data35) && (data35 < 0 || isNaN(data35))) {
          let err100 = { instancePath: instancePath + "/age_days", schemaPath: "#/allOf/2/then/properties/age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err100] : vErrors.push(err100), errors++;
        }
      }
      if (data.newer !== void 0) {
        let data36 = data.newer;
        if (typeof data36 == "string") {
          if (func1(data36) > 4096) {
            let err101 = { instancePath: instancePath + "/newer", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err101] : vErrors.push(err101), errors++;
          }
          if (func1(data36) < 1) {
            let err102 = { instancePath: instancePath + "/newer", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err102] : vErrors.push(err102), errors++;
          }
          if (!pattern17.test(data36)) {
            let err103 = { instancePath: instancePath + "/newer", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err103] : vErrors.push(err103), errors++;
          }
        } else {
          let err104 = { instancePath: instancePath + "/newer", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err104] : vErrors.push(err104), errors++;
        }
      }
    }
    var _valid2 = _errs79 === errors;
    if (valid19 = _valid2, valid19) {
      var props2 = {};
      props2.token = !0, props2.where = !0, props2.date = !0, props2.age_days = !0, props2.newer = !0, props2.name = !0;
    }
  }
  if (!valid19) {
    let err105 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err105] : vErrors.push(err105), errors++;
  }
  props0 !== !0 && props2 !== void 0 && (props2 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props2)));
  let _errs91 = errors, valid23 = !0, _errs92 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.name === void 0 && (missing3 = "name")) {
      let err106 = {};
      vErrors === null ? vErrors = [err106] : vErrors.push(err106), errors++;
    } else if (data.name !== void 0 && data.name !== "archive_to_live_ratio") {
      let err107 = {};
      vErrors === null ? vErrors = [err107] : vErrors.push(err107), errors++;
    }
  }
  var _valid3 = _errs92 === errors;
  if (errors = _errs91, vErrors !== null && (_errs91 ? vErrors.length = _errs91 : vErrors = null), _valid3) {
    let _errs94 = errors, _errs95 = errors, valid25 = !0, _errs96 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing4;
      if (data.archived_copy === void 0 && (missing4 = "archived_copy")) {
        let err108 = {};
        vErrors === null ? vErrors = [err108] : vErrors.push(err108), errors++;
      }
    }
    var _valid4 = _errs96 === errors;
    errors = _errs95, vErrors !== null && (_errs95 ? vErrors.length = _errs95 : vErrors = null);
    let ifClause0;
    if (_valid4) {
      let _errs97 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.archived_copy === void 0) {
          let err109 = { instancePath, schemaPath: "#/allOf/3/then/then/required", keyword: "required", params: { missingProperty: "archived_copy" }, message: "must have required property 'archived_copy'" };
          vErrors === null ? vErrors = [err109] : vErrors.push(err109), errors++;
        }
        if (data.identical === void 0) {
          let err110 = { instancePath, schemaPath: "#/allOf/3/then/then/required", keyword: "required", params: { missingProperty: "identical" }, message: "must have required property 'identical'" };
          vErrors === null ? vErrors = [err110] : vErrors.push(err110), errors++;
        }
      }
      var _valid4 = _errs97 === errors;
      valid25 = _valid4, ifClause0 = "then";
    } else {
      let _errs98 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.line === void 0) {
          let err111 = { instancePath, schemaPath: "#/allOf/3/then/else/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
          vErrors === null ? vErrors = [err111] : vErrors.push(err111), errors++;
        }
        if (data.archived_refs === void 0) {
          let err112 = { instancePath, schemaPath: "#/allOf/3/then/else/required", keyword: "required", params: { missingProperty: "archived_refs" }, message: "must have required property 'archived_refs'" };
          vErrors === null ? vErrors = [err112] : vErrors.push(err112), errors++;
        }
        if (data.total_refs === void 0) {
          let err113 = { instancePath, schemaPath: "#/allOf/3/then/else/required", keyword: "required", params: { missingProperty: "total_refs" }, message: "must have required property 'total_refs'" };
          vErrors === null ? vErrors = [err113] : vErrors.push(err113), errors++;
        }
        if (data.ratio === void 0) {
          let err114 = { instancePath, schemaPath: "#/allOf/3/then/else/required", keyword: "required", params: { missingProperty: "ratio" }, message: "must have required property 'ratio'" };
          vErrors === null ? vErrors = [err114] : vErrors.push(err114), errors++;
        }
        if (data.targets === void 0) {
          let err115 = { instancePath, schemaPath: "#/allOf/3/then/else/required", keyword: "required", params: { missingProperty: "targets" }, message: "must have required property 'targets'" };
          vErrors === null ? vErrors = [err115] : vErrors.push(err115), errors++;
        }
      }
      var _valid4 = _errs98 === errors;
      valid25 = _valid4, ifClause0 = "else";
    }
    if (!valid25) {
      let err116 = { instancePath, schemaPath: "#/allOf/3/then/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
      vErrors === null ? vErrors = [err116] : vErrors.push(err116), errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.archived_copy !== void 0) {
        let data38 = data.archived_copy;
        if (typeof data38 == "string") {
          if (func1(data38) > 4096) {
            let err117 = { instancePath: instancePath + "/archived_copy", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err117] : vErrors.push(err117), errors++;
          }
          if (func1(data38) < 1) {
            let err118 = { instancePath: instancePath + "/archived_copy", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err118] : vErrors.push(err118), errors++;
          }
          if (!pattern17.test(data38)) {
            let err119 = { instancePath: instancePath + "/archived_copy", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err119] : vErrors.push(err119), errors++;
          }
        } else {
          let err120 = { instancePath: instancePath + "/archived_copy", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err120] : vErrors.push(err120), errors++;
        }
      }
      if (data.identical !== void 0 && typeof data.identical != "boolean") {
        let err121 = { instancePath: instancePath + "/identical", schemaPath: "#/allOf/3/then/properties/identical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        vErrors === null ? vErrors = [err121] : vErrors.push(err121), errors++;
      }
      if (data.archived_refs !== void 0) {
        let data40 = data.archived_refs;
        if (!(typeof data40 == "number" && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
          let err122 = { instancePath: instancePath + "/archived_refs", schemaPath: "#/allOf/3/then/properties/archived_refs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err122] : vErrors.push(err122), errors++;
        }
        if (typeof data40 == "number" && isFinite(data40) && (data40 < 1 || isNaN(data40))) {
          let err123 = { instancePath: instancePath + "/archived_refs", schemaPath: "#/allOf/3/then/properties/archived_refs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err123] : vErrors.push(err123), errors++;
        }
      }
      if (data.total_refs !== void 0) {
        let data41 = data.total_refs;
        if (!(typeof data41 == "number" && !(data41 % 1) && !isNaN(data41) && isFinite(data41))) {
          let err124 = { instancePath: instancePath + "/total_refs", schemaPath: "#/allOf/3/then/properties/total_refs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err124] : vErrors.push(err124), errors++;
        }
        if (typeof data41 == "number" && isFinite(data41) && (data41 < 2 || isNaN(data41))) {
          let err125 = { instancePath: instancePath + "/total_refs", schemaPath: "#/allOf/3/then/properties/total_refs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
          vErrors === null ? vErrors = [err125] : vErrors.push(err125), errors++;
        }
      }
      if (data.ratio !== void 0) {
        let data42 = data.ratio;
        if (typeof data42 == "number" && isFinite(data42)) {
          if (data42 > 1 || isNaN(data42)) {
            let err126 = { instancePath: instancePath + "/ratio", schemaPath: "#/allOf/3/then/properties/ratio/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
            vErrors === null ? vErrors = [err126] : vErrors.push(err126), errors++;
          }
          if (data42 <= 0.5 || isNaN(data42)) {
            let err127 = { instancePath: instancePath + "/ratio", schemaPath: "#/allOf/3/then/properties/ratio/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5" };
            vErrors === null ? vErrors = [err127] : vErrors.push(err127), errors++;
          }
        } else {
          let err128 = { instancePath: instancePath + "/ratio", schemaPath: "#/allOf/3/then/properties/ratio/type", keyword: "type", params: { type: "number" }, message: "must be number" };
          vErrors === null ? vErrors = [err128] : vErrors.push(err128), errors++;
        }
      }
      data.targets !== void 0 && (validate51(data.targets, { instancePath: instancePath + "/targets", parentData: data, parentDataProperty: "targets", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors), errors = vErrors.length));
    }
    var _valid3 = _errs94 === errors;
    if (valid23 = _valid3, valid23) {
      var props3 = {};
      props3.archived_copy = !0, props3.identical = !0, props3.archived_refs = !0, props3.total_refs = !0, props3.ratio = !0, props3.targets = !0, props3.name = !0;
    }
  }
  if (!valid23) {
    let err129 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err129] : vErrors.push(err129), errors++;
  }
  props0 !== !0 && props3 !== void 0 && (props3 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props3)));
  let _errs112 = errors, valid28 = !0, _errs113 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if (data.name === void 0 && (missing5 = "name")) {
      let err130 = {};
      vErrors === null ? vErrors = [err130] : vErrors.push(err130), errors++;
    } else if (data.name !== void 0 && data.name !== "frontmatter_marker") {
      let err131 = {};
      vErrors === null ? vErrors = [err131] : vErrors.push(err131), errors++;
    }
  }
  var _valid5 = _errs113 === errors;
  if (errors = _errs112, vErrors !== null && (_errs112 ? vErrors.length = _errs112 : vErrors = null), _valid5) {
    let _errs115 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.marker === void 0) {
        let err132 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "marker" }, message: "must have required property 'marker'" };
        vErrors === null ? vErrors = [err132] : vErrors.push(err132), errors++;
      }
      if (data.value === void 0) {
        let err133 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
        vErrors === null ? vErrors = [err133] : vErrors.push(err133), errors++;
      }
      if (data.marker !== void 0) {
        let data45 = data.marker;
        if (!(data45 === "status" || data45 === "superseded_by" || data45 === "deprecated" || data45 === "hygiene" || data45 === "inline_status" || data45 === "banner" || data45 === "tasks_done")) {
          let err134 = { instancePath: instancePath + "/marker", schemaPath: "#/allOf/4/then/properties/marker/enum", keyword: "enum", params: { allowedValues: schema100.allOf[4].then.properties.marker.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err134] : vErrors.push(err134), errors++;
        }
      }
      if (data.value !== void 0) {
        let data46 = data.value;
        if (typeof data46 == "string") {
          if (func1(data46) < 1) {
            let err135 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/4/then/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err135] : vErrors.push(err135), errors++;
          }
        } else {
          let err136 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/4/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err136] : vErrors.push(err136), errors++;
        }
      }
      if (data.frozen !== void 0 && data.frozen !== !0) {
        let err137 = { instancePath: instancePath + "/frozen", schemaPath: "#/allOf/4/then/properties/frozen/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
        vErrors === null ? vErrors = [err137] : vErrors.push(err137), errors++;
      }
    }
    var _valid5 = _errs115 === errors;
    if (valid28 = _valid5, valid28) {
      var props4 = {};
      props4.marker = !0, props4.value = !0, props4.frozen = !0, props4.name = !0;
    }
  }
  if (!valid28) {
    let err138 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err138] : vErrors.push(err138), errors++;
  }
  props0 !== !0 && props4 !== void 0 && (props4 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props4)));
  let _errs121 = errors, valid31 = !0, _errs122 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing6;
    if (data.name === void 0 && (missing6 = "name")) {
      let err139 = {};
      vErrors === null ? vErrors = [err139] : vErrors.push(err139), errors++;
    } else if (data.name !== void 0 && data.name !== "token_weight") {
      let err140 = {};
      vErrors === null ? vErrors = [err140] : vErrors.push(err140), errors++;
    }
  }
  var _valid6 = _errs122 === errors;
  if (errors = _errs121, vErrors !== null && (_errs121 ? vErrors.length = _errs121 : vErrors = null), _valid6) {
    let _errs124 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.tokens === void 0) {
        let err141 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'" };
        vErrors === null ? vErrors = [err141] : vErrors.push(err141), errors++;
      }
      if (data.own_tokens === void 0) {
        let err142 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "own_tokens" }, message: "must have required property 'own_tokens'" };
        vErrors === null ? vErrors = [err142] : vErrors.push(err142), errors++;
      }
      if (data.budget === void 0) {
        let err143 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "budget" }, message: "must have required property 'budget'" };
        vErrors === null ? vErrors = [err143] : vErrors.push(err143), errors++;
      }
      if (data.imports === void 0) {
        let err144 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "imports" }, message: "must have required property 'imports'" };
        vErrors === null ? vErrors = [err144] : vErrors.push(err144), errors++;
      }
      if (data.tokens !== void 0) {
        let data49 = data.tokens;
        if (!(typeof data49 == "number" && !(data49 % 1) && !isNaN(data49) && isFinite(data49))) {
          let err145 = { instancePath: instancePath + "/tokens", schemaPath: "#/allOf/5/then/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err145] : vErrors.push(err145), errors++;
        }
        if (typeof data49 == "number" && isFinite(data49) && (data49 < 0 || isNaN(data49))) {
          let err146 = { instancePath: instancePath + "/tokens", schemaPath: "#/allOf/5/then/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err146] : vErrors.push(err146), errors++;
        }
      }
      if (data.own_tokens !== void 0) {
        let data50 = data.own_tokens;
        if (!(typeof data50 == "number" && !(data50 % 1) && !isNaN(data50) && isFinite(data50))) {
          let err147 = { instancePath: instancePath + "/own_tokens", schemaPath: "#/allOf/5/then/properties/own_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err147] : vErrors.push(err147), errors++;
        }
        if (typeof data50 == "number" && isFinite(data50) && (data50 < 0 || isNaN(data50))) {
          let err148 = { instancePath: instancePath + "/own_tokens", schemaPath: "#/allOf/5/then/properties/own_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err148] : vErrors.push(err148), errors++;
        }
      }
      if (data.budget !== void 0) {
        let data51 = data.budget;
        if (!(typeof data51 == "number" && !(data51 % 1) && !isNaN(data51) && isFinite(data51))) {
          let err149 = { instancePath: instancePath + "/budget", schemaPath: "#/allOf/5/then/properties/budget/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err149] : vErrors.push(err149), errors++;
        }
        if (typeof data51 == "number" && isFinite(data51) && (data51 < 0 || isNaN(data51))) {
          let err150 = { instancePath: instancePath + "/budget", schemaPath: "#/allOf/5/then/properties/budget/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err150] : vErrors.push(err150), errors++;
        }
      }
      if (data.imports !== void 0) {
        let data52 = data.imports;
        if (Array.isArray(data52)) {
          let len0 = data52.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data53 = data52[i0];
            if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
              if (data53.path === void 0) {
                let err151 = { instancePath: instancePath + "/imports/" + i0, schemaPath: "#/allOf/5/then/properties/imports/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
                vErrors === null ? vErrors = [err151] : vErrors.push(err151), errors++;
              }
              if (data53.tokens === void 0) {
                let err152 = { instancePath: instancePath + "/imports/" + i0, schemaPath: "#/allOf/5/then/properties/imports/items/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'" };
                vErrors === null ? vErrors = [err152] : vErrors.push(err152), errors++;
              }
              if (data53.depth === void 0) {
                let err153 = { instancePath: instancePath + "/imports/" + i0, schemaPath: "#/allOf/5/then/properties/imports/items/required", keyword: "required", params: { missingProperty: "depth" }, message: "must have required property 'depth'" };
                vErrors === null ? vErrors = [err153] : vErrors.push(err153), errors++;
              }
              for (let key0 in data53)
                if (!(key0 === "path" || key0 === "tokens" || key0 === "depth")) {
                  let err154 = { instancePath: instancePath + "/imports/" + i0, schemaPath: "#/allOf/5/then/properties/imports/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                  vErrors === null ? vErrors = [err154] : vErrors.push(err154), errors++;
                }
              if (data53.path !== void 0) {
                let data54 = data53.path;
                if (typeof data54 == "string") {
                  if (func1(data54) > 4096) {
                    let err155 = { instancePath: instancePath + "/imports/" + i0 + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                    vErrors === null ? vErrors = [err155] : vErrors.push(err155), errors++;
                  }
                  if (func1(data54) < 1) {
                    let err156 = { instancePath: instancePath + "/imports/" + i0 + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    vErrors === null ? vErrors = [err156] : vErrors.push(err156), errors++;
                  }
                  if (!pattern17.test(data54)) {
                    let err157 = { instancePath: instancePath + "/imports/" + i0 + "/path", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
                    vErrors === null ? vErrors = [err157] : vErrors.push(err157), errors++;
                  }
                } else {
                  let err158 = { instancePath: instancePath + "/imports/" + i0 + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  vErrors === null ? vErrors = [err158] : vErrors.push(err158), errors++;
                }
              }
              if (data53.tokens !== void 0) {
                let data55 = data53.tokens;
                if (!(typeof data55 == "number" && !(data55 % 1) && !isNaN(data55) && isFinite(data55))) {
                  let err159 = { instancePath: instancePath + "/imports/" + i0 + "/tokens", schemaPath: "#/allOf/5/then/properties/imports/items/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  vErrors === null ? vErrors = [err159] : vErrors.push(err159), errors++;
                }
                if (typeof data55 == "number" && isFinite(data55) && (data55 < 0 || isNaN(data55))) {
                  let err160 = { instancePath: instancePath + "/imports/" + i0 + "/tokens", schemaPath: "#/allOf/5/then/properties/imports/items/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  vErrors === null ? vErrors = [err160] : vErrors.push(err160), errors++;
                }
              }
              if (data53.depth !== void 0) {
                let data56 = data53.depth;
                if (!(typeof data56 == "number" && !(data56 % 1) && !isNaN(data56) && isFinite(data56))) {
                  let err161 = { instancePath: instancePath + "/imports/" + i0 + "/depth", schemaPath: "#/allOf/5/then/properties/imports/items/properties/depth/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  vErrors === null ? vErrors = [err161] : vErrors.push(err161), errors++;
                }
                if (typeof data56 == "number" && isFinite(data56) && (data56 < 1 || isNaN(data56))) {
                  let err162 = { instancePath: instancePath + "/imports/" + i0 + "/depth", schemaPath: "#/allOf/5/then/properties/imports/items/properties/depth/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  vErrors === null ? vErrors = [err162] : vErrors.push(err162), errors++;
                }
              }
            } else {
              let err163 = { instancePath: instancePath + "/imports/" + i0, schemaPath: "#/allOf/5/then/properties/imports/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              vErrors === null ? vErrors = [err163] : vErrors.push(err163), errors++;
            }
          }
        } else {
          let err164 = { instancePath: instancePath + "/imports", schemaPath: "#/allOf/5/then/properties/imports/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err164] : vErrors.push(err164), errors++;
        }
      }
    }
    var _valid6 = _errs124 === errors;
    if (valid31 = _valid6, valid31) {
      var props5 = {};
      props5.tokens = !0, props5.own_tokens = !0, props5.budget = !0, props5.imports = !0, props5.name = !0;
    }
  }
  if (!valid31) {
    let err165 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err165] : vErrors.push(err165), errors++;
  }
  props0 !== !0 && props5 !== void 0 && (props5 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props5)));
  let _errs144 = errors, valid38 = !0, _errs145 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing7;
    if (data.name === void 0 && (missing7 = "name")) {
      let err166 = {};
      vErrors === null ? vErrors = [err166] : vErrors.push(err166), errors++;
    } else if (data.name !== void 0 && data.name !== "duplicate_block") {
      let err167 = {};
      vErrors === null ? vErrors = [err167] : vErrors.push(err167), errors++;
    }
  }
  var _valid7 = _errs145 === errors;
  if (errors = _errs144, vErrors !== null && (_errs144 ? vErrors.length = _errs144 : vErrors = null), _valid7) {
    let _errs147 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err168 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err168] : vErrors.push(err168), errors++;
      }
      if (data.start_line === void 0) {
        let err169 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
        vErrors === null ? vErrors = [err169] : vErrors.push(err169), errors++;
      }
      if (data.end_line === void 0) {
        let err170 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
        vErrors === null ? vErrors = [err170] : vErrors.push(err170), errors++;
      }
      if (data.lines === void 0) {
        let err171 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "lines" }, message: "must have required property 'lines'" };
        vErrors === null ? vErrors = [err171] : vErrors.push(err171), errors++;
      }
      if (data.other === void 0) {
        let err172 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "other" }, message: "must have required property 'other'" };
        vErrors === null ? vErrors = [err172] : vErrors.push(err172), errors++;
      }
      if (data.canonical === void 0) {
        let err173 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "canonical" }, message: "must have required property 'canonical'" };
        vErrors === null ? vErrors = [err173] : vErrors.push(err173), errors++;
      }
      if (data.start_line !== void 0) {
        let data58 = data.start_line;
        if (!(typeof data58 == "number" && !(data58 % 1) && !isNaN(data58) && isFinite(data58))) {
          let err174 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err174] : vErrors.push(err174), errors++;
        }
        if (typeof data58 == "number" && isFinite(data58) && (data58 < 1 || isNaN(data58))) {
          let err175 = { instancePath: instancePath + "/start_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err175] : vErrors.push(err175), errors++;
        }
      }
      if (data.end_line !== void 0) {
        let data59 = data.end_line;
        if (!(typeof data59 == "number" && !(data59 % 1) && !isNaN(data59) && isFinite(data59))) {
          let err176 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err176] : vErrors.push(err176), errors++;
        }
        if (typeof data59 == "number" && isFinite(data59) && (data59 < 1 || isNaN(data59))) {
          let err177 = { instancePath: instancePath + "/end_line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err177] : vErrors.push(err177), errors++;
        }
      }
      if (data.lines !== void 0) {
        let data60 = data.lines;
        if (!(typeof data60 == "number" && !(data60 % 1) && !isNaN(data60) && isFinite(data60))) {
          let err178 = { instancePath: instancePath + "/lines", schemaPath: "#/allOf/6/then/properties/lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err178] : vErrors.push(err178), errors++;
        }
        if (typeof data60 == "number" && isFinite(data60) && (data60 < 1 || isNaN(data60))) {
          let err179 = { instancePath: instancePath + "/lines", schemaPath: "#/allOf/6/then/properties/lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err179] : vErrors.push(err179), errors++;
        }
      }
      if (data.other !== void 0 && (validate56(data.other, { instancePath: instancePath + "/other", parentData: data, parentDataProperty: "other", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors), errors = vErrors.length)), data.canonical !== void 0) {
        let data62 = data.canonical;
        if (typeof data62 == "string") {
          if (func1(data62) > 4096) {
            let err180 = { instancePath: instancePath + "/canonical", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err180] : vErrors.push(err180), errors++;
          }
          if (func1(data62) < 1) {
            let err181 = { instancePath: instancePath + "/canonical", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err181] : vErrors.push(err181), errors++;
          }
          if (!pattern17.test(data62)) {
            let err182 = { instancePath: instancePath + "/canonical", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err182] : vErrors.push(err182), errors++;
          }
        } else {
          let err183 = { instancePath: instancePath + "/canonical", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err183] : vErrors.push(err183), errors++;
        }
      }
    }
    var _valid7 = _errs147 === errors;
    if (valid38 = _valid7, valid38) {
      var props6 = {};
      props6.start_line = !0, props6.end_line = !0, props6.lines = !0, props6.other = !0, props6.canonical = !0, props6.name = !0;
    }
  }
  if (!valid38) {
    let err184 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err184] : vErrors.push(err184), errors++;
  }
  props0 !== !0 && props6 !== void 0 && (props6 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props6)));
  let _errs161 = errors, valid44 = !0, _errs162 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing8;
    if (data.name === void 0 && (missing8 = "name")) {
      let err185 = {};
      vErrors === null ? vErrors = [err185] : vErrors.push(err185), errors++;
    } else if (data.name !== void 0 && data.name !== "edit_recency_vs_churn") {
      let err186 = {};
      vErrors === null ? vErrors = [err186] : vErrors.push(err186), errors++;
    }
  }
  var _valid8 = _errs162 === errors;
  if (errors = _errs161, vErrors !== null && (_errs161 ? vErrors.length = _errs161 : vErrors = null), _valid8) {
    let _errs164 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.doc_last_change === void 0) {
        let err187 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "doc_last_change" }, message: "must have required property 'doc_last_change'" };
        vErrors === null ? vErrors = [err187] : vErrors.push(err187), errors++;
      }
      if (data.commits_since === void 0) {
        let err188 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "commits_since" }, message: "must have required property 'commits_since'" };
        vErrors === null ? vErrors = [err188] : vErrors.push(err188), errors++;
      }
      if (data.lines_since === void 0) {
        let err189 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "lines_since" }, message: "must have required property 'lines_since'" };
        vErrors === null ? vErrors = [err189] : vErrors.push(err189), errors++;
      }
      if (data.basis === void 0) {
        let err190 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "basis" }, message: "must have required property 'basis'" };
        vErrors === null ? vErrors = [err190] : vErrors.push(err190), errors++;
      }
      if (data.top_paths === void 0) {
        let err191 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "top_paths" }, message: "must have required property 'top_paths'" };
        vErrors === null ? vErrors = [err191] : vErrors.push(err191), errors++;
      }
      if (data.doc_last_change !== void 0) {
        let data64 = data.doc_last_change;
        if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
          if (data64.commit === void 0) {
            let err192 = { instancePath: instancePath + "/doc_last_change", schemaPath: "#/allOf/7/then/properties/doc_last_change/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
            vErrors === null ? vErrors = [err192] : vErrors.push(err192), errors++;
          }
          if (data64.date === void 0) {
            let err193 = { instancePath: instancePath + "/doc_last_change", schemaPath: "#/allOf/7/then/properties/doc_last_change/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property 'date'" };
            vErrors === null ? vErrors = [err193] : vErrors.push(err193), errors++;
          }
          if (data64.commit !== void 0) {
            let data65 = data64.commit;
            if (typeof data65 == "string") {
              if (func1(data65) < 1) {
                let err194 = { instancePath: instancePath + "/doc_last_change/commit", schemaPath: "#/allOf/7/then/properties/doc_last_change/properties/commit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err194] : vErrors.push(err194), errors++;
              }
            } else {
              let err195 = { instancePath: instancePath + "/doc_last_change/commit", schemaPath: "#/allOf/7/then/properties/doc_last_change/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err195] : vErrors.push(err195), errors++;
            }
          }
          if (data64.date !== void 0) {
            let data66 = data64.date;
            if (typeof data66 == "string") {
              if (func1(data66) < 1) {
                let err196 = { instancePath: instancePath + "/doc_last_change/date", schemaPath: "#/allOf/7/then/properties/doc_last_change/properties/date/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err196] : vErrors.push(err196), errors++;
              }
            } else {
              let err197 = { instancePath: instancePath + "/doc_last_change/date", schemaPath: "#/allOf/7/then/properties/doc_last_change/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err197] : vErrors.push(err197), errors++;
            }
          }
        } else {
          let err198 = { instancePath: instancePath + "/doc_last_change", schemaPath: "#/allOf/7/then/properties/doc_last_change/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err198] : vErrors.push(err198), errors++;
        }
      }
      if (data.commits_since !== void 0) {
        let data67 = data.commits_since;
        if (!(typeof data67 == "number" && !(data67 % 1) && !isNaN(data67) && isFinite(data67))) {
          let err199 = { instancePath: instancePath + "/commits_since", schemaPath: "#/allOf/7/then/properties/commits_since/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err199] : vErrors.push(err199), errors++;
        }
        if (typeof data67 == "number" && isFinite(data67) && (data67 < 0 || isNaN(data67))) {
          let err200 = { instancePath: instancePath + "/commits_since", schemaPath: "#/allOf/7/then/properties/commits_since/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err200] : vErrors.push(err200), errors++;
        }
      }
      if (data.lines_since !== void 0) {
        let data68 = data.lines_since;
        if (!(typeof data68 == "number" && !(data68 % 1) && !isNaN(data68) && isFinite(data68))) {
          let err201 = { instancePath: instancePath + "/lines_since", schemaPath: "#/allOf/7/then/properties/lines_since/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err201] : vErrors.push(err201), errors++;
        }
        if (typeof data68 == "number" && isFinite(data68) && (data68 < 0 || isNaN(data68))) {
          let err202 = { instancePath: instancePath + "/lines_since", schemaPath: "#/allOf/7/then/properties/lines_since/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err202] : vErrors.push(err202), errors++;
        }
      }
      if (data.basis !== void 0) {
        let data69 = data.basis;
        if (!(data69 === "references" || data69 === "folder")) {
          let err203 = { instancePath: instancePath + "/basis", schemaPath: "#/allOf/7/then/properties/basis/enum", keyword: "enum", params: { allowedValues: schema100.allOf[7].then.properties.basis.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err203] : vErrors.push(err203), errors++;
        }
      }
      if (data.top_paths !== void 0) {
        let data70 = data.top_paths;
        if (Array.isArray(data70)) {
          let len1 = data70.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data71 = data70[i1];
            if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
              if (data71.path === void 0) {
                let err204 = { instancePath: instancePath + "/top_paths/" + i1, schemaPath: "#/allOf/7/then/properties/top_paths/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
                vErrors === null ? vErrors = [err204] : vErrors.push(err204), errors++;
              }
              if (data71.commits === void 0) {
                let err205 = { instancePath: instancePath + "/top_paths/" + i1, schemaPath: "#/allOf/7/then/properties/top_paths/items/required", keyword: "required", params: { missingProperty: "commits" }, message: "must have required property 'commits'" };
                vErrors === null ? vErrors = [err205] : vErrors.push(err205), errors++;
              }
              if (data71.lines === void 0) {
                let err206 = { instancePath: instancePath + "/top_paths/" + i1, schemaPath: "#/allOf/7/then/properties/top_paths/items/required", keyword: "required", params: { missingProperty: "lines" }, message: "must have required property 'lines'" };
                vErrors === null ? vErrors = [err206] : vErrors.push(err206), errors++;
              }
              for (let key1 in data71)
                if (!(key1 === "path" || key1 === "commits" || key1 === "lines")) {
                  let err207 = { instancePath: instancePath + "/top_paths/" + i1, schemaPath: "#/allOf/7/then/properties/top_paths/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  vErrors === null ? vErrors = [err207] : vErrors.push(err207), errors++;
                }
              if (data71.path !== void 0) {
                let data72 = data71.path;
                if (typeof data72 == "string") {
                  if (func1(data72) > 4096) {
                    let err208 = { instancePath: instancePath + "/top_paths/" + i1 + "/path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                    vErrors === null ? vErrors = [err208] : vErrors.push(err208), errors++;
                  }
                  if (func1(data72) < 1) {
                    let err209 = { instancePath: instancePath + "/top_paths/" + i1 + "/path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    vErrors === null ? vErrors = [err209] : vErrors.push(err209), errors++;
                  }
                  if (!pattern17.test(data72)) {
                    let err210 = { instancePath: instancePath + "/top_paths/" + i1 + "/path", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
                    vErrors === null ? vErrors = [err210] : vErrors.push(err210), errors++;
                  }
                } else {
                  let err211 = { instancePath: instancePath + "/top_paths/" + i1 + "/path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  vErrors === null ? vErrors = [err211] : vErrors.push(err211), errors++;
                }
              }
              if (data71.commits !== void 0) {
                let data73 = data71.commits;
                if (!(typeof data73 == "number" && !(data73 % 1) && !isNaN(data73) && isFinite(data73))) {
                  let err212 = { instancePath: instancePath + "/top_paths/" + i1 + "/commits", schemaPath: "#/allOf/7/then/properties/top_paths/items/properties/commits/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  vErrors === null ? vErrors = [err212] : vErrors.push(err212), errors++;
                }
                if (typeof data73 == "number" && isFinite(data73) && (data73 < 1 || isNaN(data73))) {
                  let err213 = { instancePath: instancePath + "/top_paths/" + i1 + "/commits", schemaPath: "#/allOf/7/then/properties/top_paths/items/properties/commits/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  vErrors === null ? vErrors = [err213] : vErrors.push(err213), errors++;
                }
              }
              if (data71.lines !== void 0) {
                let data74 = data71.lines;
                if (!(typeof data74 == "number" && !(data74 % 1) && !isNaN(data74) && isFinite(data74))) {
                  let err214 = { instancePath: instancePath + "/top_paths/" + i1 + "/lines", schemaPath: "#/allOf/7/then/properties/top_paths/items/properties/lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  vErrors === null ? vErrors = [err214] : vErrors.push(err214), errors++;
                }
                if (typeof data74 == "number" && isFinite(data74) && (data74 < 0 || isNaN(data74))) {
                  let err215 = { instancePath: instancePath + "/top_paths/" + i1 + "/lines", schemaPath: "#/allOf/7/then/properties/top_paths/items/properties/lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  vErrors === null ? vErrors = [err215] : vErrors.push(err215), errors++;
                }
              }
            } else {
              let err216 = { instancePath: instancePath + "/top_paths/" + i1, schemaPath: "#/allOf/7/then/properties/top_paths/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              vErrors === null ? vErrors = [err216] : vErrors.push(err216), errors++;
            }
          }
        } else {
          let err217 = { instancePath: instancePath + "/top_paths", schemaPath: "#/allOf/7/then/properties/top_paths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err217] : vErrors.push(err217), errors++;
        }
      }
    }
    var _valid8 = _errs164 === errors;
    if (valid44 = _valid8, valid44) {
      var props7 = {};
      props7.doc_last_change = !0, props7.commits_since = !0, props7.lines_since = !0, props7.basis = !0, props7.top_paths = !0, props7.name = !0;
    }
  }
  if (!valid44) {
    let err218 = { instancePath, schemaPath: "#/allOf/7/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err218] : vErrors.push(err218), errors++;
  }
  props0 !== !0 && props7 !== void 0 && (props7 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props7)));
  let _errs189 = errors, valid52 = !0, _errs190 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing9;
    if (data.name === void 0 && (missing9 = "name")) {
      let err219 = {};
      vErrors === null ? vErrors = [err219] : vErrors.push(err219), errors++;
    } else if (data.name !== void 0 && data.name !== "command_reference") {
      let err220 = {};
      vErrors === null ? vErrors = [err220] : vErrors.push(err220), errors++;
    }
  }
  var _valid9 = _errs190 === errors;
  if (errors = _errs189, vErrors !== null && (_errs189 ? vErrors.length = _errs189 : vErrors = null), _valid9) {
    let _errs192 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err221 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err221] : vErrors.push(err221), errors++;
      }
      if (data.column === void 0) {
        let err222 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "column" }, message: "must have required property 'column'" };
        vErrors === null ? vErrors = [err222] : vErrors.push(err222), errors++;
      }
      if (data.runner === void 0) {
        let err223 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "runner" }, message: "must have required property 'runner'" };
        vErrors === null ? vErrors = [err223] : vErrors.push(err223), errors++;
      }
      if (data.command === void 0) {
        let err224 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
        vErrors === null ? vErrors = [err224] : vErrors.push(err224), errors++;
      }
      if (data.text === void 0) {
        let err225 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
        vErrors === null ? vErrors = [err225] : vErrors.push(err225), errors++;
      }
      if (data.where === void 0) {
        let err226 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "where" }, message: "must have required property 'where'" };
        vErrors === null ? vErrors = [err226] : vErrors.push(err226), errors++;
      }
      if (data.looked_in === void 0) {
        let err227 = { instancePath, schemaPath: "#/allOf/8/then/required", keyword: "required", params: { missingProperty: "looked_in" }, message: "must have required property 'looked_in'" };
        vErrors === null ? vErrors = [err227] : vErrors.push(err227), errors++;
      }
      if (data.column !== void 0) {
        let data76 = data.column;
        if (!(typeof data76 == "number" && !(data76 % 1) && !isNaN(data76) && isFinite(data76))) {
          let err228 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err228] : vErrors.push(err228), errors++;
        }
        if (typeof data76 == "number" && isFinite(data76) && (data76 < 1 || isNaN(data76))) {
          let err229 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err229] : vErrors.push(err229), errors++;
        }
      }
      if (data.runner !== void 0) {
        let data77 = data.runner;
        if (!(data77 === "npm" || data77 === "pnpm" || data77 === "yarn" || data77 === "bun" || data77 === "make" || data77 === "just" || data77 === "task" || data77 === "uv" || data77 === "poetry" || data77 === "hatch" || data77 === "cargo" || data77 === "go")) {
          let err230 = { instancePath: instancePath + "/runner", schemaPath: "#/allOf/8/then/properties/runner/enum", keyword: "enum", params: { allowedValues: schema100.allOf[8].then.properties.runner.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err230] : vErrors.push(err230), errors++;
        }
      }
      if (data.command !== void 0) {
        let data78 = data.command;
        if (typeof data78 == "string") {
          if (func1(data78) < 1) {
            let err231 = { instancePath: instancePath + "/command", schemaPath: "#/allOf/8/then/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err231] : vErrors.push(err231), errors++;
          }
        } else {
          let err232 = { instancePath: instancePath + "/command", schemaPath: "#/allOf/8/then/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err232] : vErrors.push(err232), errors++;
        }
      }
      if (data.text !== void 0) {
        let data79 = data.text;
        if (typeof data79 == "string") {
          if (func1(data79) < 1) {
            let err233 = { instancePath: instancePath + "/text", schemaPath: "#/allOf/8/then/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err233] : vErrors.push(err233), errors++;
          }
        } else {
          let err234 = { instancePath: instancePath + "/text", schemaPath: "#/allOf/8/then/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err234] : vErrors.push(err234), errors++;
        }
      }
      if (data.where !== void 0) {
        let data80 = data.where;
        if (!(data80 === "code_span" || data80 === "fence" || data80 === "prose")) {
          let err235 = { instancePath: instancePath + "/where", schemaPath: "#/allOf/8/then/properties/where/enum", keyword: "enum", params: { allowedValues: schema100.allOf[8].then.properties.where.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err235] : vErrors.push(err235), errors++;
        }
      }
      if (data.looked_in !== void 0 && (validate51(data.looked_in, { instancePath: instancePath + "/looked_in", parentData: data, parentDataProperty: "looked_in", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors), errors = vErrors.length)), data.renamed_to !== void 0) {
        let data82 = data.renamed_to;
        if (typeof data82 == "string") {
          if (func1(data82) < 1) {
            let err236 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/allOf/8/then/properties/renamed_to/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err236] : vErrors.push(err236), errors++;
          }
        } else {
          let err237 = { instancePath: instancePath + "/renamed_to", schemaPath: "#/allOf/8/then/properties/renamed_to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err237] : vErrors.push(err237), errors++;
        }
      }
      if (data.rename_evidence !== void 0) {
        let data83 = data.rename_evidence;
        if (!(data83 === "swap" || data83 === "commit-message")) {
          let err238 = { instancePath: instancePath + "/rename_evidence", schemaPath: "#/allOf/8/then/properties/rename_evidence/enum", keyword: "enum", params: { allowedValues: schema100.allOf[8].then.properties.rename_evidence.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err238] : vErrors.push(err238), errors++;
        }
      }
      if (data.removed_in !== void 0) {
        let data84 = data.removed_in;
        if (data84 && typeof data84 == "object" && !Array.isArray(data84)) {
          if (data84.commit === void 0) {
            let err239 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
            vErrors === null ? vErrors = [err239] : vErrors.push(err239), errors++;
          }
          if (data84.date === void 0) {
            let err240 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property 'date'" };
            vErrors === null ? vErrors = [err240] : vErrors.push(err240), errors++;
          }
          if (data84.subject === void 0) {
            let err241 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'" };
            vErrors === null ? vErrors = [err241] : vErrors.push(err241), errors++;
          }
          if (data84.commit !== void 0) {
            let data85 = data84.commit;
            if (typeof data85 == "string") {
              if (func1(data85) < 1) {
                let err242 = { instancePath: instancePath + "/removed_in/commit", schemaPath: "#/$defs/commit_ref/properties/commit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err242] : vErrors.push(err242), errors++;
              }
            } else {
              let err243 = { instancePath: instancePath + "/removed_in/commit", schemaPath: "#/$defs/commit_ref/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err243] : vErrors.push(err243), errors++;
            }
          }
          if (data84.date !== void 0) {
            let data86 = data84.date;
            if (typeof data86 == "string") {
              if (func1(data86) < 1) {
                let err244 = { instancePath: instancePath + "/removed_in/date", schemaPath: "#/$defs/commit_ref/properties/date/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err244] : vErrors.push(err244), errors++;
              }
            } else {
              let err245 = { instancePath: instancePath + "/removed_in/date", schemaPath: "#/$defs/commit_ref/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err245] : vErrors.push(err245), errors++;
            }
          }
          if (data84.subject !== void 0 && typeof data84.subject != "string") {
            let err246 = { instancePath: instancePath + "/removed_in/subject", schemaPath: "#/$defs/commit_ref/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err246] : vErrors.push(err246), errors++;
          }
        } else {
          let err247 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err247] : vErrors.push(err247), errors++;
        }
      }
    }
    var _valid9 = _errs192 === errors;
    if (valid52 = _valid9, valid52) {
      var props8 = {};
      props8.column = !0, props8.runner = !0, props8.command = !0, props8.text = !0, props8.where = !0, props8.looked_in = !0, props8.renamed_to = !0, props8.rename_evidence = !0, props8.removed_in = !0, props8.name = !0;
    }
  }
  if (!valid52) {
    let err248 = { instancePath, schemaPath: "#/allOf/8/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err248] : vErrors.push(err248), errors++;
  }
  props0 !== !0 && props8 !== void 0 && (props8 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props8)));
  let _errs216 = errors, valid58 = !0, _errs217 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing10;
    if (data.name === void 0 && (missing10 = "name")) {
      let err249 = {};
      vErrors === null ? vErrors = [err249] : vErrors.push(err249), errors++;
    } else if (data.name !== void 0 && data.name !== "vanished_identifier") {
      let err250 = {};
      vErrors === null ? vErrors = [err250] : vErrors.push(err250), errors++;
    }
  }
  var _valid10 = _errs217 === errors;
  if (errors = _errs216, vErrors !== null && (_errs216 ? vErrors.length = _errs216 : vErrors = null), _valid10) {
    let _errs219 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err251 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err251] : vErrors.push(err251), errors++;
      }
      if (data.column === void 0) {
        let err252 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "column" }, message: "must have required property 'column'" };
        vErrors === null ? vErrors = [err252] : vErrors.push(err252), errors++;
      }
      if (data.kind === void 0) {
        let err253 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
        vErrors === null ? vErrors = [err253] : vErrors.push(err253), errors++;
      }
      if (data.identifier === void 0) {
        let err254 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "identifier" }, message: "must have required property 'identifier'" };
        vErrors === null ? vErrors = [err254] : vErrors.push(err254), errors++;
      }
      if (data.term === void 0) {
        let err255 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "term" }, message: "must have required property 'term'" };
        vErrors === null ? vErrors = [err255] : vErrors.push(err255), errors++;
      }
      if (data.present_at === void 0) {
        let err256 = { instancePath, schemaPath: "#/allOf/9/then/required", keyword: "required", params: { missingProperty: "present_at" }, message: "must have required property 'present_at'" };
        vErrors === null ? vErrors = [err256] : vErrors.push(err256), errors++;
      }
      if (data.column !== void 0) {
        let data89 = data.column;
        if (!(typeof data89 == "number" && !(data89 % 1) && !isNaN(data89) && isFinite(data89))) {
          let err257 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err257] : vErrors.push(err257), errors++;
        }
        if (typeof data89 == "number" && isFinite(data89) && (data89 < 1 || isNaN(data89))) {
          let err258 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err258] : vErrors.push(err258), errors++;
        }
      }
      if (data.kind !== void 0) {
        let data90 = data.kind;
        if (!(data90 === "flag" || data90 === "env" || data90 === "symbol" || data90 === "config_key" || data90 === "subcommand")) {
          let err259 = { instancePath: instancePath + "/kind", schemaPath: "#/allOf/9/then/properties/kind/enum", keyword: "enum", params: { allowedValues: schema100.allOf[9].then.properties.kind.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err259] : vErrors.push(err259), errors++;
        }
      }
      if (data.identifier !== void 0) {
        let data91 = data.identifier;
        if (typeof data91 == "string") {
          if (func1(data91) < 1) {
            let err260 = { instancePath: instancePath + "/identifier", schemaPath: "#/allOf/9/then/properties/identifier/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err260] : vErrors.push(err260), errors++;
          }
        } else {
          let err261 = { instancePath: instancePath + "/identifier", schemaPath: "#/allOf/9/then/properties/identifier/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err261] : vErrors.push(err261), errors++;
        }
      }
      if (data.term !== void 0) {
        let data92 = data.term;
        if (typeof data92 == "string") {
          if (func1(data92) < 1) {
            let err262 = { instancePath: instancePath + "/term", schemaPath: "#/allOf/9/then/properties/term/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err262] : vErrors.push(err262), errors++;
          }
        } else {
          let err263 = { instancePath: instancePath + "/term", schemaPath: "#/allOf/9/then/properties/term/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err263] : vErrors.push(err263), errors++;
        }
      }
      if (data.present_at !== void 0) {
        let data93 = data.present_at;
        if (data93 && typeof data93 == "object" && !Array.isArray(data93)) {
          if (data93.commit === void 0) {
            let err264 = { instancePath: instancePath + "/present_at", schemaPath: "#/allOf/9/then/properties/present_at/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
            vErrors === null ? vErrors = [err264] : vErrors.push(err264), errors++;
          }
          if (data93.date === void 0) {
            let err265 = { instancePath: instancePath + "/present_at", schemaPath: "#/allOf/9/then/properties/present_at/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property 'date'" };
            vErrors === null ? vErrors = [err265] : vErrors.push(err265), errors++;
          }
          if (data93.doc_commit === void 0) {
            let err266 = { instancePath: instancePath + "/present_at", schemaPath: "#/allOf/9/then/properties/present_at/required", keyword: "required", params: { missingProperty: "doc_commit" }, message: "must have required property 'doc_commit'" };
            vErrors === null ? vErrors = [err266] : vErrors.push(err266), errors++;
          }
          if (data93.commit !== void 0) {
            let data94 = data93.commit;
            if (typeof data94 == "string") {
              if (func1(data94) < 1) {
                let err267 = { instancePath: instancePath + "/present_at/commit", schemaPath: "#/allOf/9/then/properties/present_at/properties/commit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err267] : vErrors.push(err267), errors++;
              }
            } else {
              let err268 = { instancePath: instancePath + "/present_at/commit", schemaPath: "#/allOf/9/then/properties/present_at/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err268] : vErrors.push(err268), errors++;
            }
          }
          if (data93.date !== void 0) {
            let data95 = data93.date;
            if (typeof data95 == "string") {
              if (func1(data95) < 1) {
                let err269 = { instancePath: instancePath + "/present_at/date", schemaPath: "#/allOf/9/then/properties/present_at/properties/date/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err269] : vErrors.push(err269), errors++;
              }
            } else {
              let err270 = { instancePath: instancePath + "/present_at/date", schemaPath: "#/allOf/9/then/properties/present_at/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err270] : vErrors.push(err270), errors++;
            }
          }
          if (data93.doc_commit !== void 0) {
            let data96 = data93.doc_commit;
            if (!(data96 === "last_change" || data96 === "added" || data96 === "first_named")) {
              let err271 = { instancePath: instancePath + "/present_at/doc_commit", schemaPath: "#/allOf/9/then/properties/present_at/properties/doc_commit/enum", keyword: "enum", params: { allowedValues: schema100.allOf[9].then.properties.present_at.properties.doc_commit.enum }, message: "must be equal to one of the allowed values" };
              vErrors === null ? vErrors = [err271] : vErrors.push(err271), errors++;
            }
          }
        } else {
          let err272 = { instancePath: instancePath + "/present_at", schemaPath: "#/allOf/9/then/properties/present_at/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err272] : vErrors.push(err272), errors++;
        }
      }
      if (data.removed_in !== void 0) {
        let data97 = data.removed_in;
        if (data97 && typeof data97 == "object" && !Array.isArray(data97)) {
          if (data97.commit === void 0) {
            let err273 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
            vErrors === null ? vErrors = [err273] : vErrors.push(err273), errors++;
          }
          if (data97.date === void 0) {
            let err274 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property 'date'" };
            vErrors === null ? vErrors = [err274] : vErrors.push(err274), errors++;
          }
          if (data97.subject === void 0) {
            let err275 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'" };
            vErrors === null ? vErrors = [err275] : vErrors.push(err275), errors++;
          }
          if (data97.commit !== void 0) {
            let data98 = data97.commit;
            if (typeof data98 == "string") {
              if (func1(data98) < 1) {
                let err276 = { instancePath: instancePath + "/removed_in/commit", schemaPath: "#/$defs/commit_ref/properties/commit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err276] : vErrors.push(err276), errors++;
              }
            } else {
              let err277 = { instancePath: instancePath + "/removed_in/commit", schemaPath: "#/$defs/commit_ref/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err277] : vErrors.push(err277), errors++;
            }
          }
          if (data97.date !== void 0) {
            let data99 = data97.date;
            if (typeof data99 == "string") {
              if (func1(data99) < 1) {
                let err278 = { instancePath: instancePath + "/removed_in/date", schemaPath: "#/$defs/commit_ref/properties/date/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err278] : vErrors.push(err278), errors++;
              }
            } else {
              let err279 = { instancePath: instancePath + "/removed_in/date", schemaPath: "#/$defs/commit_ref/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err279] : vErrors.push(err279), errors++;
            }
          }
          if (data97.subject !== void 0 && typeof data97.subject != "string") {
            let err280 = { instancePath: instancePath + "/removed_in/subject", schemaPath: "#/$defs/commit_ref/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err280] : vErrors.push(err280), errors++;
          }
        } else {
          let err281 = { instancePath: instancePath + "/removed_in", schemaPath: "#/$defs/commit_ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err281] : vErrors.push(err281), errors++;
        }
      }
      if (data.successor !== void 0) {
        let data101 = data.successor;
        if (typeof data101 == "string") {
          if (func1(data101) < 1) {
            let err282 = { instancePath: instancePath + "/successor", schemaPath: "#/allOf/9/then/properties/successor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err282] : vErrors.push(err282), errors++;
          }
        } else {
          let err283 = { instancePath: instancePath + "/successor", schemaPath: "#/allOf/9/then/properties/successor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err283] : vErrors.push(err283), errors++;
        }
      }
      if (data.rename_evidence !== void 0) {
        let data102 = data.rename_evidence;
        if (!(data102 === "swap" || data102 === "commit-message")) {
          let err284 = { instancePath: instancePath + "/rename_evidence", schemaPath: "#/allOf/9/then/properties/rename_evidence/enum", keyword: "enum", params: { allowedValues: schema100.allOf[9].then.properties.rename_evidence.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err284] : vErrors.push(err284), errors++;
        }
      }
    }
    var _valid10 = _errs219 === errors;
    if (valid58 = _valid10, valid58) {
      var props9 = {};
      props9.column = !0, props9.kind = !0, props9.identifier = !0, props9.term = !0, props9.present_at = !0, props9.removed_in = !0, props9.successor = !0, props9.rename_evidence = !0, props9.name = !0;
    }
  }
  if (!valid58) {
    let err285 = { instancePath, schemaPath: "#/allOf/9/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err285] : vErrors.push(err285), errors++;
  }
  props0 !== !0 && props9 !== void 0 && (props9 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props9)));
  let _errs248 = errors, valid65 = !0, _errs249 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing11;
    if (data.name === void 0 && (missing11 = "name")) {
      let err286 = {};
      vErrors === null ? vErrors = [err286] : vErrors.push(err286), errors++;
    } else if (data.name !== void 0 && data.name !== "agent_load") {
      let err287 = {};
      vErrors === null ? vErrors = [err287] : vErrors.push(err287), errors++;
    }
  }
  var _valid11 = _errs249 === errors;
  if (errors = _errs248, vErrors !== null && (_errs248 ? vErrors.length = _errs248 : vErrors = null), _valid11) {
    let _errs251 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.kind === void 0) {
        let err288 = { instancePath, schemaPath: "#/allOf/10/then/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
        vErrors === null ? vErrors = [err288] : vErrors.push(err288), errors++;
      }
      if (data.contexts === void 0) {
        let err289 = { instancePath, schemaPath: "#/allOf/10/then/required", keyword: "required", params: { missingProperty: "contexts" }, message: "must have required property 'contexts'" };
        vErrors === null ? vErrors = [err289] : vErrors.push(err289), errors++;
      }
      if (data.kind !== void 0) {
        let data104 = data.kind;
        if (!(data104 === "truncated" || data104 === "skill_listing_over_budget" || data104 === "twin_files" || data104 === "agents_md_hidden" || data104 === "not_loaded_over_size" || data104 === "over_limit")) {
          let err290 = { instancePath: instancePath + "/kind", schemaPath: "#/allOf/10/then/properties/kind/enum", keyword: "enum", params: { allowedValues: schema100.allOf[10].then.properties.kind.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err290] : vErrors.push(err290), errors++;
        }
      }
      if (data.contexts !== void 0) {
        let data105 = data.contexts;
        if (Array.isArray(data105)) {
          if (data105.length < 1) {
            let err291 = { instancePath: instancePath + "/contexts", schemaPath: "#/allOf/10/then/properties/contexts/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
            vErrors === null ? vErrors = [err291] : vErrors.push(err291), errors++;
          }
          let len2 = data105.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data106 = data105[i2];
            if (typeof data106 == "string") {
              if (func1(data106) < 1) {
                let err292 = { instancePath: instancePath + "/contexts/" + i2, schemaPath: "#/allOf/10/then/properties/contexts/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err292] : vErrors.push(err292), errors++;
              }
            } else {
              let err293 = { instancePath: instancePath + "/contexts/" + i2, schemaPath: "#/allOf/10/then/properties/contexts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err293] : vErrors.push(err293), errors++;
            }
          }
        } else {
          let err294 = { instancePath: instancePath + "/contexts", schemaPath: "#/allOf/10/then/properties/contexts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err294] : vErrors.push(err294), errors++;
        }
      }
      if (data.other_path !== void 0) {
        let data107 = data.other_path;
        if (typeof data107 == "string") {
          if (func1(data107) > 4096) {
            let err295 = { instancePath: instancePath + "/other_path", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err295] : vErrors.push(err295), errors++;
          }
          if (func1(data107) < 1) {
            let err296 = { instancePath: instancePath + "/other_path", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err296] : vErrors.push(err296), errors++;
          }
          if (!pattern17.test(data107)) {
            let err297 = { instancePath: instancePath + "/other_path", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err297] : vErrors.push(err297), errors++;
          }
        } else {
          let err298 = { instancePath: instancePath + "/other_path", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err298] : vErrors.push(err298), errors++;
        }
      }
      if (data.dropped !== void 0) {
        let data108 = data.dropped;
        if (Array.isArray(data108)) {
          let len3 = data108.length;
          for (let i3 = 0; i3 < len3; i3++)
            if (typeof data108[i3] != "string") {
              let err299 = { instancePath: instancePath + "/dropped/" + i3, schemaPath: "#/allOf/10/then/properties/dropped/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err299] : vErrors.push(err299), errors++;
            }
        } else {
          let err300 = { instancePath: instancePath + "/dropped", schemaPath: "#/allOf/10/then/properties/dropped/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err300] : vErrors.push(err300), errors++;
        }
      }
      if (data.cut !== void 0) {
        let data110 = data.cut;
        if (Array.isArray(data110)) {
          let len4 = data110.length;
          for (let i4 = 0; i4 < len4; i4++)
            if (typeof data110[i4] != "string") {
              let err301 = { instancePath: instancePath + "/cut/" + i4, schemaPath: "#/allOf/10/then/properties/cut/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err301] : vErrors.push(err301), errors++;
            }
        } else {
          let err302 = { instancePath: instancePath + "/cut", schemaPath: "#/allOf/10/then/properties/cut/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err302] : vErrors.push(err302), errors++;
        }
      }
      if (data.budget !== void 0) {
        let data112 = data.budget;
        if (!(typeof data112 == "number" && !(data112 % 1) && !isNaN(data112) && isFinite(data112))) {
          let err303 = { instancePath: instancePath + "/budget", schemaPath: "#/allOf/10/then/properties/budget/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err303] : vErrors.push(err303), errors++;
        }
        if (typeof data112 == "number" && isFinite(data112) && (data112 < 1 || isNaN(data112))) {
          let err304 = { instancePath: instancePath + "/budget", schemaPath: "#/allOf/10/then/properties/budget/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err304] : vErrors.push(err304), errors++;
        }
      }
      if (data.chars !== void 0) {
        let data113 = data.chars;
        if (!(typeof data113 == "number" && !(data113 % 1) && !isNaN(data113) && isFinite(data113))) {
          let err305 = { instancePath: instancePath + "/chars", schemaPath: "#/allOf/10/then/properties/chars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err305] : vErrors.push(err305), errors++;
        }
        if (typeof data113 == "number" && isFinite(data113) && (data113 < 0 || isNaN(data113))) {
          let err306 = { instancePath: instancePath + "/chars", schemaPath: "#/allOf/10/then/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err306] : vErrors.push(err306), errors++;
        }
      }
    }
    var _valid11 = _errs251 === errors;
    if (valid65 = _valid11, valid65) {
      var props10 = {};
      props10.kind = !0, props10.contexts = !0, props10.other_path = !0, props10.dropped = !0, props10.cut = !0, props10.budget = !0, props10.chars = !0, props10.name = !0;
    }
  }
  if (!valid65) {
    let err307 = { instancePath, schemaPath: "#/allOf/10/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err307] : vErrors.push(err307), errors++;
  }
  props0 !== !0 && props10 !== void 0 && (props10 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props10)));
  let _errs273 = errors, valid75 = !0, _errs274 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing12;
    if (data.name === void 0 && (missing12 = "name")) {
      let err308 = {};
      vErrors === null ? vErrors = [err308] : vErrors.push(err308), errors++;
    } else if (data.name !== void 0 && data.name !== "personal_path") {
      let err309 = {};
      vErrors === null ? vErrors = [err309] : vErrors.push(err309), errors++;
    }
  }
  var _valid12 = _errs274 === errors;
  if (errors = _errs273, vErrors !== null && (_errs273 ? vErrors.length = _errs273 : vErrors = null), _valid12) {
    let _errs276 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.line === void 0) {
        let err310 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
        vErrors === null ? vErrors = [err310] : vErrors.push(err310), errors++;
      }
      if (data.column === void 0) {
        let err311 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "column" }, message: "must have required property 'column'" };
        vErrors === null ? vErrors = [err311] : vErrors.push(err311), errors++;
      }
      if (data.text === void 0) {
        let err312 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
        vErrors === null ? vErrors = [err312] : vErrors.push(err312), errors++;
      }
      if (data.user === void 0) {
        let err313 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'" };
        vErrors === null ? vErrors = [err313] : vErrors.push(err313), errors++;
      }
      if (data.platform === void 0) {
        let err314 = { instancePath, schemaPath: "#/allOf/11/then/required", keyword: "required", params: { missingProperty: "platform" }, message: "must have required property 'platform'" };
        vErrors === null ? vErrors = [err314] : vErrors.push(err314), errors++;
      }
      if (data.column !== void 0) {
        let data115 = data.column;
        if (!(typeof data115 == "number" && !(data115 % 1) && !isNaN(data115) && isFinite(data115))) {
          let err315 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err315] : vErrors.push(err315), errors++;
        }
        if (typeof data115 == "number" && isFinite(data115) && (data115 < 1 || isNaN(data115))) {
          let err316 = { instancePath: instancePath + "/column", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err316] : vErrors.push(err316), errors++;
        }
      }
      if (data.text !== void 0) {
        let data116 = data.text;
        if (typeof data116 == "string") {
          if (func1(data116) < 1) {
            let err317 = { instancePath: instancePath + "/text", schemaPath: "#/allOf/11/then/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err317] : vErrors.push(err317), errors++;
          }
        } else {
          let err318 = { instancePath: instancePath + "/text", schemaPath: "#/allOf/11/then/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err318] : vErrors.push(err318), errors++;
        }
      }
      if (data.user !== void 0) {
        let data117 = data.user;
        if (typeof data117 == "string") {
          if (func1(data117) < 1) {
            let err319 = { instancePath: instancePath + "/user", schemaPath: "#/allOf/11/then/properties/user/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err319] : vErrors.push(err319), errors++;
          }
        } else {
          let err320 = { instancePath: instancePath + "/user", schemaPath: "#/allOf/11/then/properties/user/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err320] : vErrors.push(err320), errors++;
        }
      }
      if (data.platform !== void 0) {
        let data118 = data.platform;
        if (!(data118 === "macos" || data118 === "linux" || data118 === "windows")) {
          let err321 = { instancePath: instancePath + "/platform", schemaPath: "#/allOf/11/then/properties/platform/enum", keyword: "enum", params: { allowedValues: schema100.allOf[11].then.properties.platform.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err321] : vErrors.push(err321), errors++;
        }
      }
    }
    var _valid12 = _errs276 === errors;
    if (valid75 = _valid12, valid75) {
      var props11 = {};
      props11.column = !0, props11.text = !0, props11.user = !0, props11.platform = !0, props11.name = !0;
    }
  }
  if (!valid75) {
    let err322 = { instancePath, schemaPath: "#/allOf/11/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err322] : vErrors.push(err322), errors++;
  }
  props0 !== !0 && props11 !== void 0 && (props11 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props11)));
  let _errs286 = errors, valid79 = !0, _errs287 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing13;
    if (data.name === void 0 && (missing13 = "name")) {
      let err323 = {};
      vErrors === null ? vErrors = [err323] : vErrors.push(err323), errors++;
    } else if (data.name !== void 0 && data.name !== "lifecycle") {
      let err324 = {};
      vErrors === null ? vErrors = [err324] : vErrors.push(err324), errors++;
    }
  }
  var _valid13 = _errs287 === errors;
  if (errors = _errs286, vErrors !== null && (_errs286 ? vErrors.length = _errs286 : vErrors = null), _valid13) {
    let _errs289 = errors, _errs290 = errors, valid81 = !1, passing0 = null, _errs291 = errors, _errs292 = errors, _errs293 = errors, _errs294 = errors, valid83 = !1, _errs295 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing14;
      if (data.served_when_path === void 0 && (missing14 = "served_when_path")) {
        let err325 = {};
        vErrors === null ? vErrors = [err325] : vErrors.push(err325), errors++;
      }
    }
    var _valid15 = _errs295 === errors;
    valid83 = valid83 || _valid15;
    let _errs296 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing15;
      if (data.served_when === void 0 && (missing15 = "served_when")) {
        let err326 = {};
        vErrors === null ? vErrors = [err326] : vErrors.push(err326), errors++;
      }
    }
    var _valid15 = _errs296 === errors;
    if (valid83 = valid83 || _valid15, valid83)
      errors = _errs294, vErrors !== null && (_errs294 ? vErrors.length = _errs294 : vErrors = null);
    else {
      let err327 = {};
      vErrors === null ? vErrors = [err327] : vErrors.push(err327), errors++;
    }
    var valid82 = _errs293 === errors;
    if (valid82) {
      let err328 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err328] : vErrors.push(err328), errors++;
    } else
      errors = _errs292, vErrors !== null && (_errs292 ? vErrors.length = _errs292 : vErrors = null);
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.age_days === void 0) {
        let err329 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/0/required", keyword: "required", params: { missingProperty: "age_days" }, message: "must have required property 'age_days'" };
        vErrors === null ? vErrors = [err329] : vErrors.push(err329), errors++;
      }
      if (data.lifetime !== void 0 && data.lifetime !== "temporary") {
        let err330 = { instancePath: instancePath + "/lifetime", schemaPath: "#/allOf/12/then/oneOf/0/properties/lifetime/const", keyword: "const", params: { allowedValue: "temporary" }, message: "must be equal to constant" };
        vErrors === null ? vErrors = [err330] : vErrors.push(err330), errors++;
      }
    }
    var _valid14 = _errs291 === errors;
    if (_valid14) {
      valid81 = !0, passing0 = 0;
      var props12 = {};
      props12.lifetime = !0;
    }
    let _errs298 = errors, _errs299 = errors, _errs300 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing16;
      if (data.served_when === void 0 && (missing16 = "served_when")) {
        let err331 = {};
        vErrors === null ? vErrors = [err331] : vErrors.push(err331), errors++;
      }
    }
    var valid85 = _errs300 === errors;
    if (valid85) {
      let err332 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
      vErrors === null ? vErrors = [err332] : vErrors.push(err332), errors++;
    } else
      errors = _errs299, vErrors !== null && (_errs299 ? vErrors.length = _errs299 : vErrors = null);
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.served_when_path === void 0) {
        let err333 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/1/required", keyword: "required", params: { missingProperty: "served_when_path" }, message: "must have required property 'served_when_path'" };
        vErrors === null ? vErrors = [err333] : vErrors.push(err333), errors++;
      }
      if (data.served_by === void 0) {
        let err334 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/1/required", keyword: "required", params: { missingProperty: "served_by" }, message: "must have required property 'served_by'" };
        vErrors === null ? vErrors = [err334] : vErrors.push(err334), errors++;
      }
      if (data.lifetime !== void 0 && data.lifetime !== "delete-once-served") {
        let err335 = { instancePath: instancePath + "/lifetime", schemaPath: "#/allOf/12/then/oneOf/1/properties/lifetime/const", keyword: "const", params: { allowedValue: "delete-once-served" }, message: "must be equal to constant" };
        vErrors === null ? vErrors = [err335] : vErrors.push(err335), errors++;
      }
    }
    var _valid14 = _errs298 === errors;
    if (_valid14 && valid81)
      valid81 = !1, passing0 = [passing0, 1];
    else {
      _valid14 && (valid81 = !0, passing0 = 1, props12 !== !0 && (props12 = props12 || {}, props12.lifetime = !0));
      let _errs302 = errors, _errs303 = errors, _errs304 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing17;
        if (data.served_when_path === void 0 && (missing17 = "served_when_path")) {
          let err336 = {};
          vErrors === null ? vErrors = [err336] : vErrors.push(err336), errors++;
        }
      }
      var valid87 = _errs304 === errors;
      if (valid87) {
        let err337 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/2/not", keyword: "not", params: {}, message: "must NOT be valid" };
        vErrors === null ? vErrors = [err337] : vErrors.push(err337), errors++;
      } else
        errors = _errs303, vErrors !== null && (_errs303 ? vErrors.length = _errs303 : vErrors = null);
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.served_when === void 0) {
          let err338 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/2/required", keyword: "required", params: { missingProperty: "served_when" }, message: "must have required property 'served_when'" };
          vErrors === null ? vErrors = [err338] : vErrors.push(err338), errors++;
        }
        if (data.proposal_if_served === void 0) {
          let err339 = { instancePath, schemaPath: "#/allOf/12/then/oneOf/2/required", keyword: "required", params: { missingProperty: "proposal_if_served" }, message: "must have required property 'proposal_if_served'" };
          vErrors === null ? vErrors = [err339] : vErrors.push(err339), errors++;
        }
        if (data.lifetime !== void 0 && data.lifetime !== "delete-once-served") {
          let err340 = { instancePath: instancePath + "/lifetime", schemaPath: "#/allOf/12/then/oneOf/2/properties/lifetime/const", keyword: "const", params: { allowedValue: "delete-once-served" }, message: "must be equal to constant" };
          vErrors === null ? vErrors = [err340] : vErrors.push(err340), errors++;
        }
      }
      var _valid14 = _errs302 === errors;
      _valid14 && valid81 ? (valid81 = !1, passing0 = [passing0, 2]) : _valid14 && (valid81 = !0, passing0 = 2, props12 !== !0 && (props12 = props12 || {}, props12.lifetime = !0));
    }
    if (valid81)
      errors = _errs290, vErrors !== null && (_errs290 ? vErrors.length = _errs290 : vErrors = null);
    else {
      let err341 = { instancePath, schemaPath: "#/allOf/12/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
      vErrors === null ? vErrors = [err341] : vErrors.push(err341), errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.rule_ref === void 0) {
        let err342 = { instancePath, schemaPath: "#/allOf/12/then/required", keyword: "required", params: { missingProperty: "rule_ref" }, message: "must have required property 'rule_ref'" };
        vErrors === null ? vErrors = [err342] : vErrors.push(err342), errors++;
      }
      if (data.lifetime === void 0) {
        let err343 = { instancePath, schemaPath: "#/allOf/12/then/required", keyword: "required", params: { missingProperty: "lifetime" }, message: "must have required property 'lifetime'" };
        vErrors === null ? vErrors = [err343] : vErrors.push(err343), errors++;
      }
      if (data.path_kind === void 0) {
        let err344 = { instancePath, schemaPath: "#/allOf/12/then/required", keyword: "required", params: { missingProperty: "path_kind" }, message: "must have required property 'path_kind'" };
        vErrors === null ? vErrors = [err344] : vErrors.push(err344), errors++;
      }
      if (props12 !== !0 && (props12 = props12 || {}, props12.rule_ref = !0, props12.lifetime = !0, props12.path_kind = !0, props12.served_when_path = !0, props12.served_by = !0, props12.served_when = !0, props12.age_days = !0, props12.on_served = !0, props12.extract_to = !0, props12.untouched_days = !0, props12.contents = !0, props12.contents_total = !0, props12.proposal_if_served = !0), data.rule_ref !== void 0) {
        let data123 = data.rule_ref;
        if (typeof data123 == "string") {
          if (func1(data123) < 1) {
            let err345 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/allOf/12/then/properties/rule_ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err345] : vErrors.push(err345), errors++;
          }
        } else {
          let err346 = { instancePath: instancePath + "/rule_ref", schemaPath: "#/allOf/12/then/properties/rule_ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err346] : vErrors.push(err346), errors++;
        }
      }
      if (data.lifetime !== void 0) {
        let data124 = data.lifetime;
        if (!(data124 === "temporary" || data124 === "delete-once-served")) {
          let err347 = { instancePath: instancePath + "/lifetime", schemaPath: "#/allOf/12/then/properties/lifetime/enum", keyword: "enum", params: { allowedValues: schema100.allOf[12].then.properties.lifetime.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err347] : vErrors.push(err347), errors++;
        }
      }
      if (data.path_kind !== void 0) {
        let data125 = data.path_kind;
        if (!(data125 === "file" || data125 === "directory")) {
          let err348 = { instancePath: instancePath + "/path_kind", schemaPath: "#/allOf/12/then/properties/path_kind/enum", keyword: "enum", params: { allowedValues: schema100.allOf[12].then.properties.path_kind.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err348] : vErrors.push(err348), errors++;
        }
      }
      if (data.served_when_path !== void 0) {
        let data126 = data.served_when_path;
        if (typeof data126 == "string") {
          if (func1(data126) < 1) {
            let err349 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/allOf/12/then/properties/served_when_path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err349] : vErrors.push(err349), errors++;
          }
        } else {
          let err350 = { instancePath: instancePath + "/served_when_path", schemaPath: "#/allOf/12/then/properties/served_when_path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err350] : vErrors.push(err350), errors++;
        }
      }
      if (data.served_by !== void 0) {
        let data127 = data.served_by;
        if (typeof data127 == "string") {
          if (func1(data127) > 4096) {
            let err351 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
            vErrors === null ? vErrors = [err351] : vErrors.push(err351), errors++;
          }
          if (func1(data127) < 1) {
            let err352 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err352] : vErrors.push(err352), errors++;
          }
          if (!pattern17.test(data127)) {
            let err353 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
            vErrors === null ? vErrors = [err353] : vErrors.push(err353), errors++;
          }
        } else {
          let err354 = { instancePath: instancePath + "/served_by", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err354] : vErrors.push(err354), errors++;
        }
      }
      if (data.served_when !== void 0) {
        let data128 = data.served_when;
        if (typeof data128 == "string") {
          if (func1(data128) < 1) {
            let err355 = { instancePath: instancePath + "/served_when", schemaPath: "#/allOf/12/then/properties/served_when/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err355] : vErrors.push(err355), errors++;
          }
        } else {
          let err356 = { instancePath: instancePath + "/served_when", schemaPath: "#/allOf/12/then/properties/served_when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err356] : vErrors.push(err356), errors++;
        }
      }
      if (data.age_days !== void 0) {
        let data129 = data.age_days;
        if (!(typeof data129 == "number" && !(data129 % 1) && !isNaN(data129) && isFinite(data129))) {
          let err357 = { instancePath: instancePath + "/age_days", schemaPath: "#/allOf/12/then/properties/age_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err357] : vErrors.push(err357), errors++;
        }
        if (typeof data129 == "number" && isFinite(data129) && (data129 < 0 || isNaN(data129))) {
          let err358 = { instancePath: instancePath + "/age_days", schemaPath: "#/allOf/12/then/properties/age_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err358] : vErrors.push(err358), errors++;
        }
      }
      if (data.on_served !== void 0) {
        let data130 = data.on_served;
        if (!(data130 === "delete" || data130 === "extract-then-delete")) {
          let err359 = { instancePath: instancePath + "/on_served", schemaPath: "#/allOf/12/then/properties/on_served/enum", keyword: "enum", params: { allowedValues: schema100.allOf[12].then.properties.on_served.enum }, message: "must be equal to one of the allowed values" };
          vErrors === null ? vErrors = [err359] : vErrors.push(err359), errors++;
        }
      }
      if (data.extract_to !== void 0) {
        let data131 = data.extract_to;
        if (typeof data131 == "string") {
          if (func1(data131) < 1) {
            let err360 = { instancePath: instancePath + "/extract_to", schemaPath: "#/allOf/12/then/properties/extract_to/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err360] : vErrors.push(err360), errors++;
          }
        } else {
          let err361 = { instancePath: instancePath + "/extract_to", schemaPath: "#/allOf/12/then/properties/extract_to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err361] : vErrors.push(err361), errors++;
        }
      }
      if (data.untouched_days !== void 0) {
        let data132 = data.untouched_days;
        if (!(typeof data132 == "number" && !(data132 % 1) && !isNaN(data132) && isFinite(data132))) {
          let err362 = { instancePath: instancePath + "/untouched_days", schemaPath: "#/allOf/12/then/properties/untouched_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err362] : vErrors.push(err362), errors++;
        }
        if (typeof data132 == "number" && isFinite(data132) && (data132 < 0 || isNaN(data132))) {
          let err363 = { instancePath: instancePath + "/untouched_days", schemaPath: "#/allOf/12/then/properties/untouched_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          vErrors === null ? vErrors = [err363] : vErrors.push(err363), errors++;
        }
      }
      if (data.contents !== void 0) {
        let data133 = data.contents;
        if (Array.isArray(data133)) {
          if (data133.length > 50) {
            let err364 = { instancePath: instancePath + "/contents", schemaPath: "#/allOf/12/then/properties/contents/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
            vErrors === null ? vErrors = [err364] : vErrors.push(err364), errors++;
          }
          let len5 = data133.length;
          for (let i5 = 0; i5 < len5; i5++) {
            let data134 = data133[i5];
            if (typeof data134 == "string") {
              if (func1(data134) < 1) {
                let err365 = { instancePath: instancePath + "/contents/" + i5, schemaPath: "#/allOf/12/then/properties/contents/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                vErrors === null ? vErrors = [err365] : vErrors.push(err365), errors++;
              }
            } else {
              let err366 = { instancePath: instancePath + "/contents/" + i5, schemaPath: "#/allOf/12/then/properties/contents/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              vErrors === null ? vErrors = [err366] : vErrors.push(err366), errors++;
            }
          }
        } else {
          let err367 = { instancePath: instancePath + "/contents", schemaPath: "#/allOf/12/then/properties/contents/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          vErrors === null ? vErrors = [err367] : vErrors.push(err367), errors++;
        }
      }
      if (data.contents_total !== void 0) {
        let data135 = data.contents_total;
        if (!(typeof data135 == "number" && !(data135 % 1) && !isNaN(data135) && isFinite(data135))) {
          let err368 = { instancePath: instancePath + "/contents_total", schemaPath: "#/allOf/12/then/properties/contents_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err368] : vErrors.push(err368), errors++;
        }
        if (typeof data135 == "number" && isFinite(data135) && (data135 < 51 || isNaN(data135))) {
          let err369 = { instancePath: instancePath + "/contents_total", schemaPath: "#/allOf/12/then/properties/contents_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 51 }, message: "must be >= 51" };
          vErrors === null ? vErrors = [err369] : vErrors.push(err369), errors++;
        }
      }
      if (data.proposal_if_served !== void 0) {
        let data136 = data.proposal_if_served;
        if (!(data136 && typeof data136 == "object" && !Array.isArray(data136))) {
          let err370 = { instancePath: instancePath + "/proposal_if_served", schemaPath: "#/allOf/12/then/properties/proposal_if_served/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err370] : vErrors.push(err370), errors++;
        }
      }
    }
    var _valid13 = _errs289 === errors;
    valid79 = _valid13, valid79 && props12 !== !0 && (props12 = props12 || {}, props12.name = !0);
  }
  if (!valid79) {
    let err371 = { instancePath, schemaPath: "#/allOf/12/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err371] : vErrors.push(err371), errors++;
  }
  props0 !== !0 && props12 !== void 0 && (props12 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props12)));
  let _errs333 = errors, valid93 = !0, _errs334 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing18;
    if (data.name === void 0 && (missing18 = "name")) {
      let err372 = {};
      vErrors === null ? vErrors = [err372] : vErrors.push(err372), errors++;
    } else if (data.name !== void 0 && data.name !== "openspec_completed") {
      let err373 = {};
      vErrors === null ? vErrors = [err373] : vErrors.push(err373), errors++;
    }
  }
  var _valid16 = _errs334 === errors;
  if (errors = _errs333, vErrors !== null && (_errs333 ? vErrors.length = _errs333 : vErrors = null), _valid16) {
    let _errs336 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.change === void 0) {
        let err374 = { instancePath, schemaPath: "#/allOf/13/then/required", keyword: "required", params: { missingProperty: "change" }, message: "must have required property 'change'" };
        vErrors === null ? vErrors = [err374] : vErrors.push(err374), errors++;
      }
      if (data.tasks_total === void 0) {
        let err375 = { instancePath, schemaPath: "#/allOf/13/then/required", keyword: "required", params: { missingProperty: "tasks_total" }, message: "must have required property 'tasks_total'" };
        vErrors === null ? vErrors = [err375] : vErrors.push(err375), errors++;
      }
      if (data.remedy === void 0) {
        let err376 = { instancePath, schemaPath: "#/allOf/13/then/required", keyword: "required", params: { missingProperty: "remedy" }, message: "must have required property 'remedy'" };
        vErrors === null ? vErrors = [err376] : vErrors.push(err376), errors++;
      }
      if (data.change !== void 0) {
        let data138 = data.change;
        if (typeof data138 == "string") {
          if (func1(data138) < 1) {
            let err377 = { instancePath: instancePath + "/change", schemaPath: "#/allOf/13/then/properties/change/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            vErrors === null ? vErrors = [err377] : vErrors.push(err377), errors++;
          }
        } else {
          let err378 = { instancePath: instancePath + "/change", schemaPath: "#/allOf/13/then/properties/change/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err378] : vErrors.push(err378), errors++;
        }
      }
      if (data.tasks_total !== void 0) {
        let data139 = data.tasks_total;
        if (!(typeof data139 == "number" && !(data139 % 1) && !isNaN(data139) && isFinite(data139))) {
          let err379 = { instancePath: instancePath + "/tasks_total", schemaPath: "#/allOf/13/then/properties/tasks_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          vErrors === null ? vErrors = [err379] : vErrors.push(err379), errors++;
        }
        if (typeof data139 == "number" && isFinite(data139) && (data139 < 1 || isNaN(data139))) {
          let err380 = { instancePath: instancePath + "/tasks_total", schemaPath: "#/allOf/13/then/properties/tasks_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          vErrors === null ? vErrors = [err380] : vErrors.push(err380), errors++;
        }
      }
      if (data.remedy !== void 0) {
        let data140 = data.remedy;
        if (typeof data140 == "string") {
          if (!pattern36.test(data140)) {
            let err381 = { instancePath: instancePath + "/remedy", schemaPath: "#/allOf/13/then/properties/remedy/pattern", keyword: "pattern", params: { pattern: "^openspec archive " }, message: 'must match pattern "^openspec archive "' };
            vErrors === null ? vErrors = [err381] : vErrors.push(err381), errors++;
          }
        } else {
          let err382 = { instancePath: instancePath + "/remedy", schemaPath: "#/allOf/13/then/properties/remedy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          vErrors === null ? vErrors = [err382] : vErrors.push(err382), errors++;
        }
      }
    }
    var _valid16 = _errs336 === errors;
    if (valid93 = _valid16, valid93) {
      var props13 = {};
      props13.change = !0, props13.tasks_total = !0, props13.remedy = !0, props13.name = !0;
    }
  }
  if (!valid93) {
    let err383 = { instancePath, schemaPath: "#/allOf/13/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    vErrors === null ? vErrors = [err383] : vErrors.push(err383), errors++;
  }
  if (props0 !== !0 && props13 !== void 0 && (props13 === !0 ? props0 = !0 : (props0 = props0 || {}, Object.assign(props0, props13))), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      let err384 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      vErrors === null ? vErrors = [err384] : vErrors.push(err384), errors++;
    }
    if (data.detail === void 0) {
      let err385 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
      vErrors === null ? vErrors = [err385] : vErrors.push(err385), errors++;
    }
    if (props0 !== !0 && (props0 = props0 || {}, props0.name = !0, props0.detail = !0, props0.copies = !0, props0.hint = !0, props0.line = !0), data.name !== void 0) {
      let data141 = data.name;
      if (typeof data141 == "string") {
        if (!pattern37.test(data141)) {
          let err386 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]*$" }, message: 'must match pattern "^[a-z][a-z0-9_]*$"' };
          vErrors === null ? vErrors = [err386] : vErrors.push(err386), errors++;
        }
      } else {
        let err387 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err387] : vErrors.push(err387), errors++;
      }
    }
    if (data.detail !== void 0) {
      let data142 = data.detail;
      if (typeof data142 == "string") {
        if (func1(data142) < 1) {
          let err388 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err388] : vErrors.push(err388), errors++;
        }
      } else {
        let err389 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err389] : vErrors.push(err389), errors++;
      }
    }
    if (data.copies !== void 0) {
      let data143 = data.copies;
      if (Array.isArray(data143)) {
        if (data143.length < 1) {
          let err390 = { instancePath: instancePath + "/copies", schemaPath: "#/properties/copies/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          vErrors === null ? vErrors = [err390] : vErrors.push(err390), errors++;
        }
        let len6 = data143.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data144 = data143[i6];
          if (typeof data144 == "string") {
            if (func1(data144) > 4096) {
              let err391 = { instancePath: instancePath + "/copies/" + i6, schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              vErrors === null ? vErrors = [err391] : vErrors.push(err391), errors++;
            }
            if (func1(data144) < 1) {
              let err392 = { instancePath: instancePath + "/copies/" + i6, schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err392] : vErrors.push(err392), errors++;
            }
            if (!pattern17.test(data144)) {
              let err393 = { instancePath: instancePath + "/copies/" + i6, schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
              vErrors === null ? vErrors = [err393] : vErrors.push(err393), errors++;
            }
          } else {
            let err394 = { instancePath: instancePath + "/copies/" + i6, schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err394] : vErrors.push(err394), errors++;
          }
        }
      } else {
        let err395 = { instancePath: instancePath + "/copies", schemaPath: "#/properties/copies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err395] : vErrors.push(err395), errors++;
      }
    }
    if (data.hint !== void 0 && data.hint !== !0) {
      let err396 = { instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err396] : vErrors.push(err396), errors++;
    }
    if (data.line !== void 0) {
      let data146 = data.line;
      if (!(typeof data146 == "number" && !(data146 % 1) && !isNaN(data146) && isFinite(data146))) {
        let err397 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err397] : vErrors.push(err397), errors++;
      }
      if (typeof data146 == "number" && isFinite(data146) && (data146 < 1 || isNaN(data146))) {
        let err398 = { instancePath: instancePath + "/line", schemaPath: "#/$defs/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
        vErrors === null ? vErrors = [err398] : vErrors.push(err398), errors++;
      }
    }
  } else {
    let err399 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err399] : vErrors.push(err399), errors++;
  }
  return validate54.errors = vErrors, evaluated0.props = props0, errors === 0;
}
validate54.evaluated = { dynamicProps: !0, dynamicItems: !1 };
var schema135 = { type: "object", additionalProperties: !1, required: ["generator", "config", "docs_root", "route_base", "static_roots", "output_roots", "extensionless", "case_insensitive"], properties: { generator: { enum: ["docusaurus", "mkdocs", "vitepress", "hugo", "sphinx", "mdbook", "docfx", "starlight", "fumadocs", "mintlify", "vocs", "myst", "jekyll", "docsify", "nextra", "antora", "zola", "gatsby", "eleventy"] }, config: { $ref: "#/$defs/relpath" }, docs_root: { type: "string", description: "Project-relative folder of the docs; empty for the repository root." }, route_base: { type: "string", pattern: "^/", description: "URL path the docs are served under." }, static_roots: { type: "array", items: { type: "string" } }, output_roots: { type: "array", items: { $ref: "#/$defs/relpath" } }, extensionless: { type: "boolean", description: "The platform serves intro.md at ./intro." }, case_insensitive: { type: "boolean", description: "The platform lower-cases URLs, so a case-only mismatch resolves." }, html_pages: { const: !0, description: "A link to intro.html names the page rendered from intro.md (mdBook, VitePress)." }, directory_urls: { const: !0, description: "Pages are served as folders (a/b.md at /a/b/, MkDocs' use_directory_urls): a relative raw-HTML href resolves from that folder." }, readme_index: { const: !0, description: "A folder's README.md is its index page, so a link to index.md there names it (mdBook)." }, locale_fallback: { const: !0, description: "A locale folder serves the default locale's page where its translation is missing (Starlight; MkDocs with mkdocs-static-i18n's folder structure)." }, locales: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, description: "The locale folders the config lists (mkdocs-static-i18n languages); without it any folder named like a BCP 47 tag is one (Starlight)." }, shared_host: { $ref: "#/$defs/relpath", description: "The publishing config that makes the site one docset of a shared host: its site-absolute links may lead into other docsets and are not checked here." }, hooked_destinations: { type: "array", items: { type: "string", minLength: 1 }, description: "Bare link destinations the site's link render hook answers itself (Hugo render-link.html comparing the destination with a literal): no path." }, dated_posts: { const: !0, description: "Posts named 2017-02-14-slug.md are served at /2017/02/14/slug (the Docusaurus blog)." }, pages_plugin: { const: !0, description: "Docusaurus' pages plugin (src/pages/): Markdown and React pages served at their paths, without number prefixes." }, current_version: { type: "string", minLength: 1, description: "The URL segment of the unreleased docs version (Docusaurus with versions.json: /docs/next/)." }, heading_ids: { enum: ["python-markdown", "mdit-vue"], description: "How the renderer makes heading ids where it is not GitHub's: MkDocs' Python-Markdown toc slugify, VitePress' @mdit-vue slugify." }, attrs_delimiters: { type: "array", items: { type: "string", minLength: 1 }, minItems: 2, maxItems: 2, description: "markdown-it-attrs' left and right delimiters where the config changes them (VitePress markdown.attrs): a heading ending with left #id right has that id." }, definition_term_ids: { const: !0, description: "Description-list terms get ids like headings (Hugo parser.autoDefinitionTermID)." }, default_locale: { type: "string", minLength: 1, description: "The default locale's own folder (Starlight without a root locale): other locales fall back to its pages." }, named_targets: { const: !0, description: "Sphinx with MyST: a link to no file, or a #fragment no heading answers, may name one of the project's explicit targets ((label)=, :name:, .. _label:)." }, number_prefixes: { const: !0, description: "The site strips numeric ordering prefixes from file and folder names in routes (01-guide/02-intro.mdx at /guide/intro: Docusaurus, Fumadocs content)." }, assets_as_files: { const: !0, description: "The site serves assets only as the files of its folder (Mintlify): a missing site-absolute asset in a folder the repository has is checkable, a finding." }, unmodelled: { const: !0, description: "A generator detected from its config (Jekyll, Docsify, Nextra, Antora, Zola, Gatsby, Eleventy) whose routes are not modelled: a link it may serve that resolves to nothing is a hint." }, content_mounts: { type: "array", minItems: 1, items: { type: "object", additionalProperties: !1, required: ["source", "target"], properties: { source: { $ref: "#/$defs/relpath" }, target: { type: "string", minLength: 1 } } }, description: "Hugo module mounts of a file or folder into the content: the route at target (relative to the docs root) serves the project path source." } } }, pattern42 = new RegExp("^/", "u");
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate60.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.generator === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "generator" }, message: "must have required property 'generator'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.config === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "config" }, message: "must have required property 'config'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (data.docs_root === void 0) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "docs_root" }, message: "must have required property 'docs_root'" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (data.route_base === void 0) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "route_base" }, message: "must have required property 'route_base'" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (data.static_roots === void 0) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "static_roots" }, message: "must have required property 'static_roots'" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (data.output_roots === void 0) {
      let err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "output_roots" }, message: "must have required property 'output_roots'" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    if (data.extensionless === void 0) {
      let err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "extensionless" }, message: "must have required property 'extensionless'" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
    if (data.case_insensitive === void 0) {
      let err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_insensitive" }, message: "must have required property 'case_insensitive'" };
      vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
    }
    for (let key0 in data)
      if (!func3.call(schema135.properties, key0)) {
        let err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
    if (data.generator !== void 0) {
      let data0 = data.generator;
      if (!(data0 === "docusaurus" || data0 === "mkdocs" || data0 === "vitepress" || data0 === "hugo" || data0 === "sphinx" || data0 === "mdbook" || data0 === "docfx" || data0 === "starlight" || data0 === "fumadocs" || data0 === "mintlify" || data0 === "vocs" || data0 === "myst" || data0 === "jekyll" || data0 === "docsify" || data0 === "nextra" || data0 === "antora" || data0 === "zola" || data0 === "gatsby" || data0 === "eleventy")) {
        let err9 = { instancePath: instancePath + "/generator", schemaPath: "#/properties/generator/enum", keyword: "enum", params: { allowedValues: schema135.properties.generator.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
      }
    }
    if (data.config !== void 0) {
      let data1 = data.config;
      if (typeof data1 == "string") {
        if (func1(data1) > 4096) {
          let err10 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
        }
        if (func1(data1) < 1) {
          let err11 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
        }
        if (!pattern17.test(data1)) {
          let err12 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        }
      } else {
        let err13 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
      }
    }
    if (data.docs_root !== void 0 && typeof data.docs_root != "string") {
      let err14 = { instancePath: instancePath + "/docs_root", schemaPath: "#/properties/docs_root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
      vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
    }
    if (data.route_base !== void 0) {
      let data3 = data.route_base;
      if (typeof data3 == "string") {
        if (!pattern42.test(data3)) {
          let err15 = { instancePath: instancePath + "/route_base", schemaPath: "#/properties/route_base/pattern", keyword: "pattern", params: { pattern: "^/" }, message: 'must match pattern "^/"' };
          vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
        }
      } else {
        let err16 = { instancePath: instancePath + "/route_base", schemaPath: "#/properties/route_base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    }
    if (data.static_roots !== void 0) {
      let data4 = data.static_roots;
      if (Array.isArray(data4)) {
        let len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++)
          if (typeof data4[i0] != "string") {
            let err17 = { instancePath: instancePath + "/static_roots/" + i0, schemaPath: "#/properties/static_roots/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          }
      } else {
        let err18 = { instancePath: instancePath + "/static_roots", schemaPath: "#/properties/static_roots/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
      }
    }
    if (data.output_roots !== void 0) {
      let data6 = data.output_roots;
      if (Array.isArray(data6)) {
        let len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data7 = data6[i1];
          if (typeof data7 == "string") {
            if (func1(data7) > 4096) {
              let err19 = { instancePath: instancePath + "/output_roots/" + i1, schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
            }
            if (func1(data7) < 1) {
              let err20 = { instancePath: instancePath + "/output_roots/" + i1, schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
            }
            if (!pattern17.test(data7)) {
              let err21 = { instancePath: instancePath + "/output_roots/" + i1, schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
              vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
            }
          } else {
            let err22 = { instancePath: instancePath + "/output_roots/" + i1, schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
          }
        }
      } else {
        let err23 = { instancePath: instancePath + "/output_roots", schemaPath: "#/properties/output_roots/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
      }
    }
    if (data.extensionless !== void 0 && typeof data.extensionless != "boolean") {
      let err24 = { instancePath: instancePath + "/extensionless", schemaPath: "#/properties/extensionless/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
    }
    if (data.case_insensitive !== void 0 && typeof data.case_insensitive != "boolean") {
      let err25 = { instancePath: instancePath + "/case_insensitive", schemaPath: "#/properties/case_insensitive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
    }
    if (data.html_pages !== void 0 && data.html_pages !== !0) {
      let err26 = { instancePath: instancePath + "/html_pages", schemaPath: "#/properties/html_pages/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
    }
    if (data.directory_urls !== void 0 && data.directory_urls !== !0) {
      let err27 = { instancePath: instancePath + "/directory_urls", schemaPath: "#/properties/directory_urls/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
    }
    if (data.readme_index !== void 0 && data.readme_index !== !0) {
      let err28 = { instancePath: instancePath + "/readme_index", schemaPath: "#/properties/readme_index/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
    }
    if (data.locale_fallback !== void 0 && data.locale_fallback !== !0) {
      let err29 = { instancePath: instancePath + "/locale_fallback", schemaPath: "#/properties/locale_fallback/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
    }
    if (data.locales !== void 0) {
      let data14 = data.locales;
      if (Array.isArray(data14)) {
        if (data14.length < 1) {
          let err30 = { instancePath: instancePath + "/locales", schemaPath: "#/properties/locales/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
        }
        let len2 = data14.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data15 = data14[i2];
          if (typeof data15 == "string") {
            if (func1(data15) < 1) {
              let err31 = { instancePath: instancePath + "/locales/" + i2, schemaPath: "#/properties/locales/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
            }
          } else {
            let err32 = { instancePath: instancePath + "/locales/" + i2, schemaPath: "#/properties/locales/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
          }
        }
      } else {
        let err33 = { instancePath: instancePath + "/locales", schemaPath: "#/properties/locales/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
    }
    if (data.shared_host !== void 0) {
      let data16 = data.shared_host;
      if (typeof data16 == "string") {
        if (func1(data16) > 4096) {
          let err34 = { instancePath: instancePath + "/shared_host", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
        }
        if (func1(data16) < 1) {
          let err35 = { instancePath: instancePath + "/shared_host", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
        }
        if (!pattern17.test(data16)) {
          let err36 = { instancePath: instancePath + "/shared_host", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
          vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
        }
      } else {
        let err37 = { instancePath: instancePath + "/shared_host", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
      }
    }
    if (data.hooked_destinations !== void 0) {
      let data17 = data.hooked_destinations;
      if (Array.isArray(data17)) {
        let len3 = data17.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data18 = data17[i3];
          if (typeof data18 == "string") {
            if (func1(data18) < 1) {
              let err38 = { instancePath: instancePath + "/hooked_destinations/" + i3, schemaPath: "#/properties/hooked_destinations/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
            }
          } else {
            let err39 = { instancePath: instancePath + "/hooked_destinations/" + i3, schemaPath: "#/properties/hooked_destinations/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
          }
        }
      } else {
        let err40 = { instancePath: instancePath + "/hooked_destinations", schemaPath: "#/properties/hooked_destinations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
      }
    }
    if (data.dated_posts !== void 0 && data.dated_posts !== !0) {
      let err41 = { instancePath: instancePath + "/dated_posts", schemaPath: "#/properties/dated_posts/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
    }
    if (data.pages_plugin !== void 0 && data.pages_plugin !== !0) {
      let err42 = { instancePath: instancePath + "/pages_plugin", schemaPath: "#/properties/pages_plugin/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
    }
    if (data.current_version !== void 0) {
      let data21 = data.current_version;
      if (typeof data21 == "string") {
        if (func1(data21) < 1) {
          let err43 = { instancePath: instancePath + "/current_version", schemaPath: "#/properties/current_version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
        }
      } else {
        let err44 = { instancePath: instancePath + "/current_version", schemaPath: "#/properties/current_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
      }
    }
    if (data.heading_ids !== void 0) {
      let data22 = data.heading_ids;
      if (!(data22 === "python-markdown" || data22 === "mdit-vue")) {
        let err45 = { instancePath: instancePath + "/heading_ids", schemaPath: "#/properties/heading_ids/enum", keyword: "enum", params: { allowedValues: schema135.properties.heading_ids.enum }, message: "must be equal to one of the allowed values" };
        vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
      }
    }
    if (data.attrs_delimiters !== void 0) {
      let data23 = data.attrs_delimiters;
      if (Array.isArray(data23)) {
        if (data23.length > 2) {
          let err46 = { instancePath: instancePath + "/attrs_delimiters", schemaPath: "#/properties/attrs_delimiters/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
          vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
        }
        if (data23.length < 2) {
          let err47 = { instancePath: instancePath + "/attrs_delimiters", schemaPath: "#/properties/attrs_delimiters/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" };
          vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
        }
        let len4 = data23.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data24 = data23[i4];
          if (typeof data24 == "string") {
            if (func1(data24) < 1) {
              let err48 = { instancePath: instancePath + "/attrs_delimiters/" + i4, schemaPath: "#/properties/attrs_delimiters/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
            }
          } else {
            let err49 = { instancePath: instancePath + "/attrs_delimiters/" + i4, schemaPath: "#/properties/attrs_delimiters/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
          }
        }
      } else {
        let err50 = { instancePath: instancePath + "/attrs_delimiters", schemaPath: "#/properties/attrs_delimiters/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
      }
    }
    if (data.definition_term_ids !== void 0 && data.definition_term_ids !== !0) {
      let err51 = { instancePath: instancePath + "/definition_term_ids", schemaPath: "#/properties/definition_term_ids/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
    }
    if (data.default_locale !== void 0) {
      let data26 = data.default_locale;
      if (typeof data26 == "string") {
        if (func1(data26) < 1) {
          let err52 = { instancePath: instancePath + "/default_locale", schemaPath: "#/properties/default_locale/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
        }
      } else {
        let err53 = { instancePath: instancePath + "/default_locale", schemaPath: "#/properties/default_locale/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
      }
    }
    if (data.named_targets !== void 0 && data.named_targets !== !0) {
      let err54 = { instancePath: instancePath + "/named_targets", schemaPath: "#/properties/named_targets/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
    }
    if (data.number_prefixes !== void 0 && data.number_prefixes !== !0) {
      let err55 = { instancePath: instancePath + "/number_prefixes", schemaPath: "#/properties/number_prefixes/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
    }
    if (data.assets_as_files !== void 0 && data.assets_as_files !== !0) {
      let err56 = { instancePath: instancePath + "/assets_as_files", schemaPath: "#/properties/assets_as_files/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
    }
    if (data.unmodelled !== void 0 && data.unmodelled !== !0) {
      let err57 = { instancePath: instancePath + "/unmodelled", schemaPath: "#/properties/unmodelled/const", keyword: "const", params: { allowedValue: !0 }, message: "must be equal to constant" };
      vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
    }
    if (data.content_mounts !== void 0) {
      let data31 = data.content_mounts;
      if (Array.isArray(data31)) {
        if (data31.length < 1) {
          let err58 = { instancePath: instancePath + "/content_mounts", schemaPath: "#/properties/content_mounts/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
        }
        let len5 = data31.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data32 = data31[i5];
          if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
            if (data32.source === void 0) {
              let err59 = { instancePath: instancePath + "/content_mounts/" + i5, schemaPath: "#/properties/content_mounts/items/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
              vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
            }
            if (data32.target === void 0) {
              let err60 = { instancePath: instancePath + "/content_mounts/" + i5, schemaPath: "#/properties/content_mounts/items/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
              vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
            }
            for (let key1 in data32)
              if (!(key1 === "source" || key1 === "target")) {
                let err61 = { instancePath: instancePath + "/content_mounts/" + i5, schemaPath: "#/properties/content_mounts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
              }
            if (data32.source !== void 0) {
              let data33 = data32.source;
              if (typeof data33 == "string") {
                if (func1(data33) > 4096) {
                  let err62 = { instancePath: instancePath + "/content_mounts/" + i5 + "/source", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
                }
                if (func1(data33) < 1) {
                  let err63 = { instancePath: instancePath + "/content_mounts/" + i5 + "/source", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
                }
                if (!pattern17.test(data33)) {
                  let err64 = { instancePath: instancePath + "/content_mounts/" + i5 + "/source", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
                  vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
                }
              } else {
                let err65 = { instancePath: instancePath + "/content_mounts/" + i5 + "/source", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
              }
            }
            if (data32.target !== void 0) {
              let data34 = data32.target;
              if (typeof data34 == "string") {
                if (func1(data34) < 1) {
                  let err66 = { instancePath: instancePath + "/content_mounts/" + i5 + "/target", schemaPath: "#/properties/content_mounts/items/properties/target/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
                }
              } else {
                let err67 = { instancePath: instancePath + "/content_mounts/" + i5 + "/target", schemaPath: "#/properties/content_mounts/items/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
              }
            }
          } else {
            let err68 = { instancePath: instancePath + "/content_mounts/" + i5, schemaPath: "#/properties/content_mounts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
          }
        }
      } else {
        let err69 = { instancePath: instancePath + "/content_mounts", schemaPath: "#/properties/content_mounts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
      }
    }
  } else {
    let err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
  }
  return validate60.errors = vErrors, errors === 0;
}
validate60.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null, errors = 0, evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps && (evaluated0.props = void 0), evaluated0.dynamicItems && (evaluated0.items = void 0), data && typeof data == "object" && !Array.isArray(data)) {
    if (data.project_root === void 0) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "project_root" }, message: "must have required property 'project_root'" };
      vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (data.scope_globs === void 0) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope_globs" }, message: "must have required property 'scope_globs'" };
      vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (data.excluded_dirs === void 0) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "excluded_dirs" }, message: "must have required property 'excluded_dirs'" };
      vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (data.scope === void 0) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'" };
      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (data.files_scanned === void 0) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "files_scanned" }, message: "must have required property 'files_scanned'" };
      vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (data.shortlist === void 0) {
      let err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shortlist" }, message: "must have required property 'shortlist'" };
      vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    if (data.per_session === void 0) {
      let err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "per_session" }, message: "must have required property 'per_session'" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
    if (data.signals === void 0) {
      let err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signals" }, message: "must have required property 'signals'" };
      vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
    }
    if (data.docs === void 0) {
      let err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "docs" }, message: "must have required property 'docs'" };
      vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
    }
    if (data.sites === void 0) {
      let err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sites" }, message: "must have required property 'sites'" };
      vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
    }
    if (data.notes === void 0) {
      let err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "notes" }, message: "must have required property 'notes'" };
      vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
    }
    for (let key0 in data)
      if (!func3.call(schema96.properties, key0)) {
        let err11 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
      }
    if (data.project_root !== void 0) {
      let data0 = data.project_root;
      if (typeof data0 == "string") {
        if (func1(data0) < 1) {
          let err12 = { instancePath: instancePath + "/project_root", schemaPath: "#/properties/project_root/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        }
      } else {
        let err13 = { instancePath: instancePath + "/project_root", schemaPath: "#/properties/project_root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
      }
    }
    if (data.scope_globs !== void 0) {
      let data1 = data.scope_globs;
      if (Array.isArray(data1)) {
        let len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 == "string") {
            if (func1(data2) < 1) {
              let err14 = { instancePath: instancePath + "/scope_globs/" + i0, schemaPath: "#/properties/scope_globs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
            }
          } else {
            let err15 = { instancePath: instancePath + "/scope_globs/" + i0, schemaPath: "#/properties/scope_globs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
          }
        }
      } else {
        let err16 = { instancePath: instancePath + "/scope_globs", schemaPath: "#/properties/scope_globs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    }
    if (data.excluded_dirs !== void 0) {
      let data3 = data.excluded_dirs;
      if (Array.isArray(data3)) {
        let len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data4 = data3[i1];
          if (typeof data4 == "string") {
            if (func1(data4) < 1) {
              let err17 = { instancePath: instancePath + "/excluded_dirs/" + i1, schemaPath: "#/properties/excluded_dirs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
            }
          } else {
            let err18 = { instancePath: instancePath + "/excluded_dirs/" + i1, schemaPath: "#/properties/excluded_dirs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
          }
        }
      } else {
        let err19 = { instancePath: instancePath + "/excluded_dirs", schemaPath: "#/properties/excluded_dirs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
      }
    }
    if (data.scope !== void 0) {
      let data5 = data.scope;
      if (typeof data5 != "string" && data5 !== null) {
        let err20 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: schema96.properties.scope.type }, message: "must be string,null" };
        vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++;
      }
    }
    if (data.files_scanned !== void 0) {
      let data6 = data.files_scanned;
      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        let err21 = { instancePath: instancePath + "/files_scanned", schemaPath: "#/properties/files_scanned/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        vErrors === null ? vErrors = [err21] : vErrors.push(err21), errors++;
      }
      if (typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6))) {
        let err22 = { instancePath: instancePath + "/files_scanned", schemaPath: "#/properties/files_scanned/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
        vErrors === null ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
    }
    if (data.shortlist !== void 0 && (validate51(data.shortlist, { instancePath: instancePath + "/shortlist", parentData: data, parentDataProperty: "shortlist", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors), errors = vErrors.length)), data.per_session !== void 0 && (validate51(data.per_session, { instancePath: instancePath + "/per_session", parentData: data, parentDataProperty: "per_session", rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors), errors = vErrors.length)), data.signals !== void 0) {
      let data9 = data.signals;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (let key1 in data9) {
          let _errs20 = errors;
          if (typeof key1 == "string") {
            if (func1(key1) > 4096) {
              let err23 = { instancePath: instancePath + "/signals", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters", propertyName: key1 };
              vErrors === null ? vErrors = [err23] : vErrors.push(err23), errors++;
            }
            if (func1(key1) < 1) {
              let err24 = { instancePath: instancePath + "/signals", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", propertyName: key1 };
              vErrors === null ? vErrors = [err24] : vErrors.push(err24), errors++;
            }
            if (!pattern17.test(key1)) {
              let err25 = { instancePath: instancePath + "/signals", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"', propertyName: key1 };
              vErrors === null ? vErrors = [err25] : vErrors.push(err25), errors++;
            }
          } else {
            let err26 = { instancePath: instancePath + "/signals", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
            vErrors === null ? vErrors = [err26] : vErrors.push(err26), errors++;
          }
          var valid5 = _errs20 === errors;
          if (!valid5) {
            let err27 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            vErrors === null ? vErrors = [err27] : vErrors.push(err27), errors++;
          }
        }
        for (let key2 in data9) {
          let data10 = data9[key2];
          if (Array.isArray(data10)) {
            if (data10.length < 1) {
              let err28 = { instancePath: instancePath + "/signals/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/signals/additionalProperties/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              vErrors === null ? vErrors = [err28] : vErrors.push(err28), errors++;
            }
            let len2 = data10.length;
            for (let i2 = 0; i2 < len2; i2++)
              validate54(data10[i2], { instancePath: instancePath + "/signals/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, parentData: data10, parentDataProperty: i2, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors), errors = vErrors.length);
          } else {
            let err29 = { instancePath: instancePath + "/signals/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/signals/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err29] : vErrors.push(err29), errors++;
          }
        }
      } else {
        let err30 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err30] : vErrors.push(err30), errors++;
      }
    }
    if (data.docs !== void 0) {
      let data12 = data.docs;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        for (let key3 in data12) {
          let _errs29 = errors;
          if (typeof key3 == "string") {
            if (func1(key3) > 4096) {
              let err31 = { instancePath: instancePath + "/docs", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters", propertyName: key3 };
              vErrors === null ? vErrors = [err31] : vErrors.push(err31), errors++;
            }
            if (func1(key3) < 1) {
              let err32 = { instancePath: instancePath + "/docs", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", propertyName: key3 };
              vErrors === null ? vErrors = [err32] : vErrors.push(err32), errors++;
            }
            if (!pattern17.test(key3)) {
              let err33 = { instancePath: instancePath + "/docs", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"', propertyName: key3 };
              vErrors === null ? vErrors = [err33] : vErrors.push(err33), errors++;
            }
          } else {
            let err34 = { instancePath: instancePath + "/docs", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key3 };
            vErrors === null ? vErrors = [err34] : vErrors.push(err34), errors++;
          }
          var valid10 = _errs29 === errors;
          if (!valid10) {
            let err35 = { instancePath: instancePath + "/docs", schemaPath: "#/properties/docs/propertyNames", keyword: "propertyNames", params: { propertyName: key3 }, message: "property name must be valid" };
            vErrors === null ? vErrors = [err35] : vErrors.push(err35), errors++;
          }
        }
        for (let key4 in data12) {
          let data13 = data12[key4];
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            if (data13.role === void 0) {
              let err36 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/docs/additionalProperties/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              vErrors === null ? vErrors = [err36] : vErrors.push(err36), errors++;
            }
            for (let key5 in data13)
              if (!(key5 === "role" || key5 === "symlink_to")) {
                let err37 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/docs/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err37] : vErrors.push(err37), errors++;
              }
            if (data13.role !== void 0) {
              let data14 = data13.role;
              if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                if (data14.name === void 0) {
                  let err38 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/$defs/role/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  vErrors === null ? vErrors = [err38] : vErrors.push(err38), errors++;
                }
                if (data14.rule === void 0) {
                  let err39 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/$defs/role/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'" };
                  vErrors === null ? vErrors = [err39] : vErrors.push(err39), errors++;
                }
                for (let key6 in data14)
                  if (!(key6 === "name" || key6 === "rule" || key6 === "evidence")) {
                    let err40 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/$defs/role/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                    vErrors === null ? vErrors = [err40] : vErrors.push(err40), errors++;
                  }
                if (data14.name !== void 0) {
                  let data15 = data14.name;
                  if (!(data15 === "archive" || data15 === "generated" || data15 === "copy" || data15 === "fixture" || data15 === "template" || data15 === "record" || data15 === "plan" || data15 === "agent-prompt" || data15 === "agent-memory" || data15 === "living")) {
                    let err41 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role/name", schemaPath: "#/$defs/role/properties/name/enum", keyword: "enum", params: { allowedValues: schema133.properties.name.enum }, message: "must be equal to one of the allowed values" };
                    vErrors === null ? vErrors = [err41] : vErrors.push(err41), errors++;
                  }
                }
                if (data14.rule !== void 0) {
                  let data16 = data14.rule;
                  if (typeof data16 == "string") {
                    if (func1(data16) < 1) {
                      let err42 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role/rule", schemaPath: "#/$defs/role/properties/rule/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err42] : vErrors.push(err42), errors++;
                    }
                  } else {
                    let err43 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role/rule", schemaPath: "#/$defs/role/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err43] : vErrors.push(err43), errors++;
                  }
                }
                if (data14.evidence !== void 0) {
                  let data17 = data14.evidence;
                  if (typeof data17 == "string") {
                    if (func1(data17) < 1) {
                      let err44 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role/evidence", schemaPath: "#/$defs/role/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      vErrors === null ? vErrors = [err44] : vErrors.push(err44), errors++;
                    }
                  } else {
                    let err45 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role/evidence", schemaPath: "#/$defs/role/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err45] : vErrors.push(err45), errors++;
                  }
                }
              } else {
                let err46 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/$defs/role/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                vErrors === null ? vErrors = [err46] : vErrors.push(err46), errors++;
              }
            }
            if (data13.symlink_to !== void 0) {
              let data18 = data13.symlink_to;
              if (typeof data18 == "string") {
                if (func1(data18) > 4096) {
                  let err47 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/symlink_to", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  vErrors === null ? vErrors = [err47] : vErrors.push(err47), errors++;
                }
                if (func1(data18) < 1) {
                  let err48 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/symlink_to", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  vErrors === null ? vErrors = [err48] : vErrors.push(err48), errors++;
                }
                if (!pattern17.test(data18)) {
                  let err49 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/symlink_to", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
                  vErrors === null ? vErrors = [err49] : vErrors.push(err49), errors++;
                }
              } else {
                let err50 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/symlink_to", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err50] : vErrors.push(err50), errors++;
              }
            }
          } else {
            let err51 = { instancePath: instancePath + "/docs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/docs/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err51] : vErrors.push(err51), errors++;
          }
        }
      } else {
        let err52 = { instancePath: instancePath + "/docs", schemaPath: "#/properties/docs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err52] : vErrors.push(err52), errors++;
      }
    }
    if (data.sites !== void 0) {
      let data19 = data.sites;
      if (Array.isArray(data19)) {
        let len3 = data19.length;
        for (let i3 = 0; i3 < len3; i3++)
          validate60(data19[i3], { instancePath: instancePath + "/sites/" + i3, parentData: data19, parentDataProperty: i3, rootData, dynamicAnchors }) || (vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors), errors = vErrors.length);
      } else {
        let err53 = { instancePath: instancePath + "/sites", schemaPath: "#/properties/sites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err53] : vErrors.push(err53), errors++;
      }
    }
    if (data.notes !== void 0) {
      let data21 = data.notes;
      if (Array.isArray(data21)) {
        let len4 = data21.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data22 = data21[i4];
          if (typeof data22 == "string") {
            if (func1(data22) < 1) {
              let err54 = { instancePath: instancePath + "/notes/" + i4, schemaPath: "#/properties/notes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              vErrors === null ? vErrors = [err54] : vErrors.push(err54), errors++;
            }
          } else {
            let err55 = { instancePath: instancePath + "/notes/" + i4, schemaPath: "#/properties/notes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            vErrors === null ? vErrors = [err55] : vErrors.push(err55), errors++;
          }
        }
      } else {
        let err56 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        vErrors === null ? vErrors = [err56] : vErrors.push(err56), errors++;
      }
    }
    if (data.agent_contexts !== void 0) {
      let data23 = data.agent_contexts;
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        if (data23.contexts === void 0) {
          let err57 = { instancePath: instancePath + "/agent_contexts", schemaPath: "#/properties/agent_contexts/required", keyword: "required", params: { missingProperty: "contexts" }, message: "must have required property 'contexts'" };
          vErrors === null ? vErrors = [err57] : vErrors.push(err57), errors++;
        }
        if (data23.heaviest === void 0) {
          let err58 = { instancePath: instancePath + "/agent_contexts", schemaPath: "#/properties/agent_contexts/required", keyword: "required", params: { missingProperty: "heaviest" }, message: "must have required property 'heaviest'" };
          vErrors === null ? vErrors = [err58] : vErrors.push(err58), errors++;
        }
        if (data23.loads === void 0) {
          let err59 = { instancePath: instancePath + "/agent_contexts", schemaPath: "#/properties/agent_contexts/required", keyword: "required", params: { missingProperty: "loads" }, message: "must have required property 'loads'" };
          vErrors === null ? vErrors = [err59] : vErrors.push(err59), errors++;
        }
        for (let key7 in data23)
          if (!(key7 === "contexts" || key7 === "heaviest" || key7 === "loads")) {
            let err60 = { instancePath: instancePath + "/agent_contexts", schemaPath: "#/properties/agent_contexts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err60] : vErrors.push(err60), errors++;
          }
        if (data23.contexts !== void 0) {
          let data24 = data23.contexts;
          if (!(typeof data24 == "number" && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
            let err61 = { instancePath: instancePath + "/agent_contexts/contexts", schemaPath: "#/properties/agent_contexts/properties/contexts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            vErrors === null ? vErrors = [err61] : vErrors.push(err61), errors++;
          }
          if (typeof data24 == "number" && isFinite(data24) && (data24 < 0 || isNaN(data24))) {
            let err62 = { instancePath: instancePath + "/agent_contexts/contexts", schemaPath: "#/properties/agent_contexts/properties/contexts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            vErrors === null ? vErrors = [err62] : vErrors.push(err62), errors++;
          }
        }
        if (data23.heaviest !== void 0) {
          let data25 = data23.heaviest;
          if (Array.isArray(data25)) {
            let len5 = data25.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data26 = data25[i5];
              if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                if (data26.agent === void 0) {
                  let err63 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "agent" }, message: "must have required property 'agent'" };
                  vErrors === null ? vErrors = [err63] : vErrors.push(err63), errors++;
                }
                if (data26.folder === void 0) {
                  let err64 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "folder" }, message: "must have required property 'folder'" };
                  vErrors === null ? vErrors = [err64] : vErrors.push(err64), errors++;
                }
                if (data26.files === void 0) {
                  let err65 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "files" }, message: "must have required property 'files'" };
                  vErrors === null ? vErrors = [err65] : vErrors.push(err65), errors++;
                }
                if (data26.tokens === void 0) {
                  let err66 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'" };
                  vErrors === null ? vErrors = [err66] : vErrors.push(err66), errors++;
                }
                if (data26.on_demand_tokens === void 0) {
                  let err67 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "on_demand_tokens" }, message: "must have required property 'on_demand_tokens'" };
                  vErrors === null ? vErrors = [err67] : vErrors.push(err67), errors++;
                }
                if (data26.problems === void 0) {
                  let err68 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/required", keyword: "required", params: { missingProperty: "problems" }, message: "must have required property 'problems'" };
                  vErrors === null ? vErrors = [err68] : vErrors.push(err68), errors++;
                }
                for (let key8 in data26)
                  if (!(key8 === "agent" || key8 === "folder" || key8 === "files" || key8 === "tokens" || key8 === "on_demand_tokens" || key8 === "problems" || key8 === "paths")) {
                    let err69 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                    vErrors === null ? vErrors = [err69] : vErrors.push(err69), errors++;
                  }
                if (data26.agent !== void 0) {
                  let data27 = data26.agent;
                  if (!(data27 === "claude-code" || data27 === "codex" || data27 === "gemini" || data27 === "cursor" || data27 === "copilot" || data27 === "windsurf" || data27 === "kiro" || data27 === "aider")) {
                    let err70 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/agent", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/agent/enum", keyword: "enum", params: { allowedValues: schema96.properties.agent_contexts.properties.heaviest.items.properties.agent.enum }, message: "must be equal to one of the allowed values" };
                    vErrors === null ? vErrors = [err70] : vErrors.push(err70), errors++;
                  }
                }
                if (data26.folder !== void 0 && typeof data26.folder != "string") {
                  let err71 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/folder", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/folder/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  vErrors === null ? vErrors = [err71] : vErrors.push(err71), errors++;
                }
                if (data26.files !== void 0) {
                  let data29 = data26.files;
                  if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29))) {
                    let err72 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/files", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/files/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    vErrors === null ? vErrors = [err72] : vErrors.push(err72), errors++;
                  }
                  if (typeof data29 == "number" && isFinite(data29) && (data29 < 0 || isNaN(data29))) {
                    let err73 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/files", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/files/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    vErrors === null ? vErrors = [err73] : vErrors.push(err73), errors++;
                  }
                }
                if (data26.tokens !== void 0) {
                  let data30 = data26.tokens;
                  if (!(typeof data30 == "number" && !(data30 % 1) && !isNaN(data30) && isFinite(data30))) {
                    let err74 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/tokens", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    vErrors === null ? vErrors = [err74] : vErrors.push(err74), errors++;
                  }
                  if (typeof data30 == "number" && isFinite(data30) && (data30 < 0 || isNaN(data30))) {
                    let err75 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/tokens", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    vErrors === null ? vErrors = [err75] : vErrors.push(err75), errors++;
                  }
                }
                if (data26.on_demand_tokens !== void 0) {
                  let data31 = data26.on_demand_tokens;
                  if (!(typeof data31 == "number" && !(data31 % 1) && !isNaN(data31) && isFinite(data31))) {
                    let err76 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/on_demand_tokens", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/on_demand_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    vErrors === null ? vErrors = [err76] : vErrors.push(err76), errors++;
                  }
                  if (typeof data31 == "number" && isFinite(data31) && (data31 < 0 || isNaN(data31))) {
                    let err77 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/on_demand_tokens", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/on_demand_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    vErrors === null ? vErrors = [err77] : vErrors.push(err77), errors++;
                  }
                }
                if (data26.problems !== void 0) {
                  let data32 = data26.problems;
                  if (Array.isArray(data32)) {
                    let len6 = data32.length;
                    for (let i6 = 0; i6 < len6; i6++) {
                      let data33 = data32[i6];
                      if (typeof data33 == "string") {
                        if (func1(data33) < 1) {
                          let err78 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/problems/" + i6, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/problems/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          vErrors === null ? vErrors = [err78] : vErrors.push(err78), errors++;
                        }
                      } else {
                        let err79 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/problems/" + i6, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/problems/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        vErrors === null ? vErrors = [err79] : vErrors.push(err79), errors++;
                      }
                    }
                  } else {
                    let err80 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/problems", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    vErrors === null ? vErrors = [err80] : vErrors.push(err80), errors++;
                  }
                }
                if (data26.paths !== void 0) {
                  let data34 = data26.paths;
                  if (Array.isArray(data34)) {
                    let len7 = data34.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      let data35 = data34[i7];
                      if (typeof data35 == "string") {
                        if (func1(data35) > 4096) {
                          let err81 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/paths/" + i7, schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                          vErrors === null ? vErrors = [err81] : vErrors.push(err81), errors++;
                        }
                        if (func1(data35) < 1) {
                          let err82 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/paths/" + i7, schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          vErrors === null ? vErrors = [err82] : vErrors.push(err82), errors++;
                        }
                        if (!pattern17.test(data35)) {
                          let err83 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/paths/" + i7, schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"' };
                          vErrors === null ? vErrors = [err83] : vErrors.push(err83), errors++;
                        }
                      } else {
                        let err84 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/paths/" + i7, schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        vErrors === null ? vErrors = [err84] : vErrors.push(err84), errors++;
                      }
                    }
                  } else {
                    let err85 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5 + "/paths", schemaPath: "#/properties/agent_contexts/properties/heaviest/items/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    vErrors === null ? vErrors = [err85] : vErrors.push(err85), errors++;
                  }
                }
              } else {
                let err86 = { instancePath: instancePath + "/agent_contexts/heaviest/" + i5, schemaPath: "#/properties/agent_contexts/properties/heaviest/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                vErrors === null ? vErrors = [err86] : vErrors.push(err86), errors++;
              }
            }
          } else {
            let err87 = { instancePath: instancePath + "/agent_contexts/heaviest", schemaPath: "#/properties/agent_contexts/properties/heaviest/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            vErrors === null ? vErrors = [err87] : vErrors.push(err87), errors++;
          }
        }
        if (data23.loads !== void 0) {
          let data36 = data23.loads;
          if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
            for (let key9 in data36) {
              let _errs85 = errors;
              if (typeof key9 == "string") {
                if (func1(key9) > 4096) {
                  let err88 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/$defs/relpath/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters", propertyName: key9 };
                  vErrors === null ? vErrors = [err88] : vErrors.push(err88), errors++;
                }
                if (func1(key9) < 1) {
                  let err89 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/$defs/relpath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", propertyName: key9 };
                  vErrors === null ? vErrors = [err89] : vErrors.push(err89), errors++;
                }
                if (!pattern17.test(key9)) {
                  let err90 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/$defs/relpath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$" }, message: 'must match pattern "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$"', propertyName: key9 };
                  vErrors === null ? vErrors = [err90] : vErrors.push(err90), errors++;
                }
              } else {
                let err91 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/$defs/relpath/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key9 };
                vErrors === null ? vErrors = [err91] : vErrors.push(err91), errors++;
              }
              var valid30 = _errs85 === errors;
              if (!valid30) {
                let err92 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/properties/agent_contexts/properties/loads/propertyNames", keyword: "propertyNames", params: { propertyName: key9 }, message: "property name must be valid" };
                vErrors === null ? vErrors = [err92] : vErrors.push(err92), errors++;
              }
            }
            for (let key10 in data36) {
              let data37 = data36[key10];
              if (!(typeof data37 == "number" && !(data37 % 1) && !isNaN(data37) && isFinite(data37))) {
                let err93 = { instancePath: instancePath + "/agent_contexts/loads/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agent_contexts/properties/loads/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                vErrors === null ? vErrors = [err93] : vErrors.push(err93), errors++;
              }
              if (typeof data37 == "number" && isFinite(data37) && (data37 < 1 || isNaN(data37))) {
                let err94 = { instancePath: instancePath + "/agent_contexts/loads/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agent_contexts/properties/loads/additionalProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                vErrors === null ? vErrors = [err94] : vErrors.push(err94), errors++;
              }
            }
          } else {
            let err95 = { instancePath: instancePath + "/agent_contexts/loads", schemaPath: "#/properties/agent_contexts/properties/loads/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            vErrors === null ? vErrors = [err95] : vErrors.push(err95), errors++;
          }
        }
      } else {
        let err96 = { instancePath: instancePath + "/agent_contexts", schemaPath: "#/properties/agent_contexts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err96] : vErrors.push(err96), errors++;
      }
    }
  } else {
    let err97 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    vErrors === null ? vErrors = [err97] : vErrors.push(err97), errors++;
  }
  return validate50.errors = vErrors, errors === 0;
}
validate50.evaluated = { props: !0, dynamicProps: !1, dynamicItems: !1 };

// scripts/validate/schema-pass.ts
var BY_NAME = { ...validators_exports };
function compileSchema(schema) {
  let id = schema.$id, file = typeof id == "string" ? /\/([^/]+)\.schema\.json$/.exec(id)?.[1] : void 0, fn = file ? BY_NAME[file.replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase())] : void 0;
  if (!fn) throw new Error(`no generated validator for schema ${String(id)}: run npm run build`);
  return fn;
}
function pointerToLocation(pointer, root = "") {
  let out = root;
  for (let raw of pointer.split("/").slice(1)) {
    let seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    /^\d+$/.test(seg) ? out += `[${seg}]` : out += out ? `.${seg}` : seg;
  }
  return out;
}
function valueAt(doc, pointer) {
  let cur = doc;
  for (let raw of pointer.split("/").slice(1)) {
    if (cur === null || typeof cur != "object") return;
    cur = cur[raw.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return cur;
}
var SILENT_KEYWORDS = /* @__PURE__ */ new Set(["if", "not", "oneOf", "anyOf", "allOf", "then", "else"]);
function schemaViolations(fn, doc, root = "", reportedElsewhere = 0) {
  if (fn(doc)) return [];
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let e of fn.errors ?? []) {
    if (SILENT_KEYWORDS.has(e.keyword) || /\/(oneOf|anyOf|not)\//.test(e.schemaPath)) continue;
    let v = describe(e, doc, root), key = `${v.location}\0${v.message}`;
    seen.has(key) || (seen.add(key), out.push(v));
  }
  let first = (fn.errors ?? [])[0];
  return out.length === 0 && reportedElsewhere === 0 && first && out.push({ location: pointerToLocation(first.instancePath, root), code: "SCHEMA_VIOLATION", message: `does not match the schema (${first.schemaPath}: ${first.message ?? first.keyword})` }), out;
}
function describe(e, doc, root) {
  let here = pointerToLocation(e.instancePath, root), p = e.params, parent = valueAt(doc, e.instancePath), kind = parent && typeof parent == "object" && typeof parent.kind == "string" ? parent.kind : void 0, join = (field) => here ? `${here}.${field}` : field;
  switch (e.keyword) {
    case "required": {
      let field = String(p.missingProperty), message = /exact_edit$/.test(here) && kind ? `required for kind ${kind}` : "required";
      field === "exact_edit" && (message = "required when op_type is deterministic");
      let editKind = parent?.exact_edit?.kind;
      return field === "lifecycle" && typeof editKind == "string" && (message = `required for kind ${editKind}`), { location: join(field), code: "SCHEMA_VIOLATION", message };
    }
    case "additionalProperties": {
      let field = String(p.additionalProperty), isEdit = /exact_edit$/.test(here) && kind;
      return { location: join(field), code: "SCHEMA_VIOLATION", message: isEdit ? `not a field of kind ${kind}` : "unknown field" };
    }
    case "enum": {
      let allowed = p.allowedValues.map((x) => JSON.stringify(x)).join(", "), value = valueAt(doc, e.instancePath), what = /exact_edit\.kind$/.test(here) ? "unknown kind" : "not allowed";
      return { location: here, code: "SCHEMA_VIOLATION", message: `${what} ${JSON.stringify(value)} (closed set: ${allowed})` };
    }
    case "const":
      return { location: here, code: "SCHEMA_VIOLATION", message: `must be ${JSON.stringify(p.allowedValue)}` };
    default:
      return { location: here, code: "SCHEMA_VIOLATION", message: e.message ?? e.keyword };
  }
}

export {
  compileSchema,
  schemaViolations
};
