import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  budgetNote,
  byCodeUnit,
  existsAsFile,
  isDirectory,
  isRepoDir,
  isoDate,
  isoUnreadableNote,
  lineKey,
  objectFormatNote,
  packSizeNote,
  present,
  repoPrefix,
  shallowCommits,
  shallowNote
} from "./chunk-7CNQJT4V.mjs";
import "./chunk-4ROUI7X6.mjs";
import "./chunk-MIYAM7C7.mjs";
import {
  openRegularFile,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-6K57MRJR.mjs";

// ../../main/node_modules/async-lock/lib/index.js
var require_lib = __commonJS({
  "../../main/node_modules/async-lock/lib/index.js"(exports, module) {
    "use strict";
    var AsyncLock = function(opts) {
      if (opts = opts || {}, this.Promise = opts.Promise || Promise, this.queues = /* @__PURE__ */ Object.create(null), this.domainReentrant = opts.domainReentrant || !1, this.domainReentrant) {
        if (typeof process > "u" || typeof process.domain > "u")
          throw new Error(
            "Domain-reentrant locks require `process.domain` to exist. Please flip `opts.domainReentrant = false`, use a NodeJS version that still implements Domain, or install a browser polyfill."
          );
        this.domains = /* @__PURE__ */ Object.create(null);
      }
      this.timeout = opts.timeout || AsyncLock.DEFAULT_TIMEOUT, this.maxOccupationTime = opts.maxOccupationTime || AsyncLock.DEFAULT_MAX_OCCUPATION_TIME, this.maxExecutionTime = opts.maxExecutionTime || AsyncLock.DEFAULT_MAX_EXECUTION_TIME, opts.maxPending === 1 / 0 || Number.isInteger(opts.maxPending) && opts.maxPending >= 0 ? this.maxPending = opts.maxPending : this.maxPending = AsyncLock.DEFAULT_MAX_PENDING;
    };
    AsyncLock.DEFAULT_TIMEOUT = 0;
    AsyncLock.DEFAULT_MAX_OCCUPATION_TIME = 0;
    AsyncLock.DEFAULT_MAX_EXECUTION_TIME = 0;
    AsyncLock.DEFAULT_MAX_PENDING = 1e3;
    AsyncLock.prototype.acquire = function(key, fn, cb, opts) {
      if (Array.isArray(key))
        return this._acquireBatch(key, fn, cb, opts);
      if (typeof fn != "function")
        throw new Error("You must pass a function to execute");
      var deferredResolve = null, deferredReject = null, deferred = null;
      typeof cb != "function" && (opts = cb, cb = null, deferred = new this.Promise(function(resolve, reject) {
        deferredResolve = resolve, deferredReject = reject;
      })), opts = opts || {};
      var resolved = !1, timer = null, occupationTimer = null, executionTimer = null, self = this, done = function(locked, err, ret) {
        occupationTimer && (clearTimeout(occupationTimer), occupationTimer = null), executionTimer && (clearTimeout(executionTimer), executionTimer = null), locked && (self.queues[key] && self.queues[key].length === 0 && delete self.queues[key], self.domainReentrant && delete self.domains[key]), resolved || (deferred ? err ? deferredReject(err) : deferredResolve(ret) : typeof cb == "function" && cb(err, ret), resolved = !0), locked && self.queues[key] && self.queues[key].length > 0 && self.queues[key].shift()();
      }, exec = function(locked) {
        if (resolved)
          return done(locked);
        timer && (clearTimeout(timer), timer = null), self.domainReentrant && locked && (self.domains[key] = process.domain);
        var maxExecutionTime = opts.maxExecutionTime || self.maxExecutionTime;
        if (maxExecutionTime && (executionTimer = setTimeout(function() {
          self.queues[key] && done(locked, new Error("Maximum execution time is exceeded " + key));
        }, maxExecutionTime)), fn.length === 1) {
          var called = !1;
          try {
            fn(function(err, ret) {
              called || (called = !0, done(locked, err, ret));
            });
          } catch (err) {
            called || (called = !0, done(locked, err));
          }
        } else
          self._promiseTry(function() {
            return fn();
          }).then(function(ret) {
            done(locked, void 0, ret);
          }, function(error) {
            done(locked, error);
          });
      };
      self.domainReentrant && process.domain && (exec = process.domain.bind(exec));
      var maxPending = opts.maxPending || self.maxPending;
      if (!self.queues[key])
        self.queues[key] = [], exec(!0);
      else if (self.domainReentrant && process.domain && process.domain === self.domains[key])
        exec(!1);
      else if (self.queues[key].length >= maxPending)
        done(!1, new Error("Too many pending tasks in queue " + key));
      else {
        var taskFn = function() {
          exec(!0);
        };
        opts.skipQueue ? self.queues[key].unshift(taskFn) : self.queues[key].push(taskFn);
        var timeout = opts.timeout || self.timeout;
        timeout && (timer = setTimeout(function() {
          timer = null, done(!1, new Error("async-lock timed out in queue " + key));
        }, timeout));
      }
      var maxOccupationTime = opts.maxOccupationTime || self.maxOccupationTime;
      if (maxOccupationTime && (occupationTimer = setTimeout(function() {
        self.queues[key] && done(!1, new Error("Maximum occupation time is exceeded in queue " + key));
      }, maxOccupationTime)), deferred)
        return deferred;
    };
    AsyncLock.prototype._acquireBatch = function(keys, fn, cb, opts) {
      var seen = /* @__PURE__ */ Object.create(null);
      keys = keys.filter(function(key) {
        return seen[key] ? !1 : (seen[key] = !0, !0);
      }), typeof cb != "function" && (opts = cb, cb = null);
      var self = this, getFn = function(key, fn2) {
        return function(cb2) {
          self.acquire(key, fn2, cb2, opts);
        };
      }, fnx = keys.reduceRight(function(prev, key) {
        return getFn(key, prev);
      }, fn);
      if (typeof cb == "function")
        fnx(cb);
      else
        return new this.Promise(function(resolve, reject) {
          fnx.length === 1 ? fnx(function(err, ret) {
            err ? reject(err) : resolve(ret);
          }) : resolve(fnx());
        });
    };
    AsyncLock.prototype.isBusy = function(key) {
      return key ? !!this.queues[key] : Object.keys(this.queues).length > 0;
    };
    AsyncLock.prototype._promiseTry = function(fn) {
      try {
        return this.Promise.resolve(fn());
      } catch (e) {
        return this.Promise.reject(e);
      }
    };
    module.exports = AsyncLock;
  }
});

// ../../main/node_modules/async-lock/index.js
var require_async_lock = __commonJS({
  "../../main/node_modules/async-lock/index.js"(exports, module) {
    "use strict";
    module.exports = require_lib();
  }
});

// ../../main/node_modules/clean-git-ref/lib/index.js
var require_lib2 = __commonJS({
  "../../main/node_modules/clean-git-ref/lib/index.js"(exports, module) {
    "use strict";
    function escapeRegExp(string) {
      return string.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
    function replaceAll(str, search, replacement) {
      return search = search instanceof RegExp ? search : new RegExp(escapeRegExp(search), "g"), str.replace(search, replacement);
    }
    var CleanGitRef = {
      clean: function(value) {
        if (typeof value != "string")
          throw new Error("Expected a string, received: " + value);
        return value = replaceAll(value, "./", "/"), value = replaceAll(value, "..", "."), value = replaceAll(value, " ", "-"), value = replaceAll(value, /^[~^:?*\\\-]/g, ""), value = replaceAll(value, /[~^:?*\\]/g, "-"), value = replaceAll(value, /[~^:?*\\\-]$/g, ""), value = replaceAll(value, "@{", "-"), value = replaceAll(value, /\.$/g, ""), value = replaceAll(value, /\/$/g, ""), value = replaceAll(value, /\.lock$/g, ""), value;
      }
    };
    module.exports = CleanGitRef;
  }
});

// ../../main/node_modules/crc-32/crc32.js
var require_crc32 = __commonJS({
  "../../main/node_modules/crc-32/crc32.js"(exports) {
    var CRC32;
    (function(factory) {
      typeof DO_NOT_EXPORT_CRC > "u" ? typeof exports == "object" ? factory(exports) : typeof define == "function" && define.amd ? define(function() {
        var module2 = {};
        return factory(module2), module2;
      }) : factory(CRC32 = {}) : factory(CRC32 = {});
    })(function(CRC322) {
      CRC322.version = "1.2.2";
      function signed_crc_table() {
        for (var c = 0, table = new Array(256), n = 0; n != 256; ++n)
          c = n, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, c = c & 1 ? -306674912 ^ c >>> 1 : c >>> 1, table[n] = c;
        return typeof Int32Array < "u" ? new Int32Array(table) : table;
      }
      var T0 = signed_crc_table();
      function slice_by_16_tables(T) {
        var c = 0, v = 0, n = 0, table = typeof Int32Array < "u" ? new Int32Array(4096) : new Array(4096);
        for (n = 0; n != 256; ++n) table[n] = T[n];
        for (n = 0; n != 256; ++n)
          for (v = T[n], c = 256 + n; c < 4096; c += 256) v = table[c] = v >>> 8 ^ T[v & 255];
        var out = [];
        for (n = 1; n != 16; ++n) out[n - 1] = typeof Int32Array < "u" ? table.subarray(n * 256, n * 256 + 256) : table.slice(n * 256, n * 256 + 256);
        return out;
      }
      var TT = slice_by_16_tables(T0), T1 = TT[0], T2 = TT[1], T3 = TT[2], T4 = TT[3], T5 = TT[4], T6 = TT[5], T7 = TT[6], T8 = TT[7], T9 = TT[8], Ta = TT[9], Tb = TT[10], Tc = TT[11], Td = TT[12], Te = TT[13], Tf = TT[14];
      function crc32_bstr(bstr, seed) {
        for (var C = seed ^ -1, i = 0, L = bstr.length; i < L; ) C = C >>> 8 ^ T0[(C ^ bstr.charCodeAt(i++)) & 255];
        return ~C;
      }
      function crc32_buf(B, seed) {
        for (var C = seed ^ -1, L = B.length - 15, i = 0; i < L; ) C = Tf[B[i++] ^ C & 255] ^ Te[B[i++] ^ C >> 8 & 255] ^ Td[B[i++] ^ C >> 16 & 255] ^ Tc[B[i++] ^ C >>> 24] ^ Tb[B[i++]] ^ Ta[B[i++]] ^ T9[B[i++]] ^ T8[B[i++]] ^ T7[B[i++]] ^ T6[B[i++]] ^ T5[B[i++]] ^ T4[B[i++]] ^ T3[B[i++]] ^ T2[B[i++]] ^ T1[B[i++]] ^ T0[B[i++]];
        for (L += 15; i < L; ) C = C >>> 8 ^ T0[(C ^ B[i++]) & 255];
        return ~C;
      }
      function crc32_str(str, seed) {
        for (var C = seed ^ -1, i = 0, L = str.length, c = 0, d = 0; i < L; )
          c = str.charCodeAt(i++), c < 128 ? C = C >>> 8 ^ T0[(C ^ c) & 255] : c < 2048 ? (C = C >>> 8 ^ T0[(C ^ (192 | c >> 6 & 31)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | c & 63)) & 255]) : c >= 55296 && c < 57344 ? (c = (c & 1023) + 64, d = str.charCodeAt(i++) & 1023, C = C >>> 8 ^ T0[(C ^ (240 | c >> 8 & 7)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | c >> 2 & 63)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | d >> 6 & 15 | (c & 3) << 4)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | d & 63)) & 255]) : (C = C >>> 8 ^ T0[(C ^ (224 | c >> 12 & 15)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | c >> 6 & 63)) & 255], C = C >>> 8 ^ T0[(C ^ (128 | c & 63)) & 255]);
        return ~C;
      }
      CRC322.table = T0, CRC322.bstr = crc32_bstr, CRC322.buf = crc32_buf, CRC322.str = crc32_str;
    });
  }
});

// ../../main/node_modules/pako/lib/utils/common.js
var require_common = __commonJS({
  "../../main/node_modules/pako/lib/utils/common.js"(exports) {
    "use strict";
    var TYPED_OK = typeof Uint8Array < "u" && typeof Uint16Array < "u" && typeof Int32Array < "u";
    function _has(obj, key) {
      return Object.prototype.hasOwnProperty.call(obj, key);
    }
    exports.assign = function(obj) {
      for (var sources = Array.prototype.slice.call(arguments, 1); sources.length; ) {
        var source = sources.shift();
        if (source) {
          if (typeof source != "object")
            throw new TypeError(source + "must be non-object");
          for (var p in source)
            _has(source, p) && (obj[p] = source[p]);
        }
      }
      return obj;
    };
    exports.shrinkBuf = function(buf, size) {
      return buf.length === size ? buf : buf.subarray ? buf.subarray(0, size) : (buf.length = size, buf);
    };
    var fnTyped = {
      arraySet: function(dest, src, src_offs, len, dest_offs) {
        if (src.subarray && dest.subarray) {
          dest.set(src.subarray(src_offs, src_offs + len), dest_offs);
          return;
        }
        for (var i = 0; i < len; i++)
          dest[dest_offs + i] = src[src_offs + i];
      },
      // Join array of chunks to single array.
      flattenChunks: function(chunks) {
        var i, l, len, pos, chunk, result;
        for (len = 0, i = 0, l = chunks.length; i < l; i++)
          len += chunks[i].length;
        for (result = new Uint8Array(len), pos = 0, i = 0, l = chunks.length; i < l; i++)
          chunk = chunks[i], result.set(chunk, pos), pos += chunk.length;
        return result;
      }
    }, fnUntyped = {
      arraySet: function(dest, src, src_offs, len, dest_offs) {
        for (var i = 0; i < len; i++)
          dest[dest_offs + i] = src[src_offs + i];
      },
      // Join array of chunks to single array.
      flattenChunks: function(chunks) {
        return [].concat.apply([], chunks);
      }
    };
    exports.setTyped = function(on) {
      on ? (exports.Buf8 = Uint8Array, exports.Buf16 = Uint16Array, exports.Buf32 = Int32Array, exports.assign(exports, fnTyped)) : (exports.Buf8 = Array, exports.Buf16 = Array, exports.Buf32 = Array, exports.assign(exports, fnUntyped));
    };
    exports.setTyped(TYPED_OK);
  }
});

// ../../main/node_modules/pako/lib/zlib/trees.js
var require_trees = __commonJS({
  "../../main/node_modules/pako/lib/zlib/trees.js"(exports) {
    "use strict";
    var utils = require_common(), Z_FIXED = 4, Z_BINARY = 0, Z_TEXT = 1, Z_UNKNOWN = 2;
    function zero(buf) {
      for (var len = buf.length; --len >= 0; )
        buf[len] = 0;
    }
    var STORED_BLOCK = 0, STATIC_TREES = 1, DYN_TREES = 2, MIN_MATCH = 3, MAX_MATCH = 258, LENGTH_CODES = 29, LITERALS = 256, L_CODES = LITERALS + 1 + LENGTH_CODES, D_CODES = 30, BL_CODES = 19, HEAP_SIZE = 2 * L_CODES + 1, MAX_BITS = 15, Buf_size = 16, MAX_BL_BITS = 7, END_BLOCK = 256, REP_3_6 = 16, REPZ_3_10 = 17, REPZ_11_138 = 18, extra_lbits = (
      /* extra bits for each length code */
      [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    ), extra_dbits = (
      /* extra bits for each distance code */
      [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    ), extra_blbits = (
      /* extra bits for each bit length code */
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
    ), bl_order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15], DIST_CODE_LEN = 512, static_ltree = new Array((L_CODES + 2) * 2);
    zero(static_ltree);
    var static_dtree = new Array(D_CODES * 2);
    zero(static_dtree);
    var _dist_code = new Array(DIST_CODE_LEN);
    zero(_dist_code);
    var _length_code = new Array(MAX_MATCH - MIN_MATCH + 1);
    zero(_length_code);
    var base_length = new Array(LENGTH_CODES);
    zero(base_length);
    var base_dist = new Array(D_CODES);
    zero(base_dist);
    function StaticTreeDesc(static_tree, extra_bits, extra_base, elems, max_length) {
      this.static_tree = static_tree, this.extra_bits = extra_bits, this.extra_base = extra_base, this.elems = elems, this.max_length = max_length, this.has_stree = static_tree && static_tree.length;
    }
    var static_l_desc, static_d_desc, static_bl_desc;
    function TreeDesc(dyn_tree, stat_desc) {
      this.dyn_tree = dyn_tree, this.max_code = 0, this.stat_desc = stat_desc;
    }
    function d_code(dist) {
      return dist < 256 ? _dist_code[dist] : _dist_code[256 + (dist >>> 7)];
    }
    function put_short(s, w) {
      s.pending_buf[s.pending++] = w & 255, s.pending_buf[s.pending++] = w >>> 8 & 255;
    }
    function send_bits(s, value, length) {
      s.bi_valid > Buf_size - length ? (s.bi_buf |= value << s.bi_valid & 65535, put_short(s, s.bi_buf), s.bi_buf = value >> Buf_size - s.bi_valid, s.bi_valid += length - Buf_size) : (s.bi_buf |= value << s.bi_valid & 65535, s.bi_valid += length);
    }
    function send_code(s, c, tree) {
      send_bits(
        s,
        tree[c * 2],
        tree[c * 2 + 1]
        /*.Len*/
      );
    }
    function bi_reverse(code, len) {
      var res = 0;
      do
        res |= code & 1, code >>>= 1, res <<= 1;
      while (--len > 0);
      return res >>> 1;
    }
    function bi_flush(s) {
      s.bi_valid === 16 ? (put_short(s, s.bi_buf), s.bi_buf = 0, s.bi_valid = 0) : s.bi_valid >= 8 && (s.pending_buf[s.pending++] = s.bi_buf & 255, s.bi_buf >>= 8, s.bi_valid -= 8);
    }
    function gen_bitlen(s, desc) {
      var tree = desc.dyn_tree, max_code = desc.max_code, stree = desc.stat_desc.static_tree, has_stree = desc.stat_desc.has_stree, extra = desc.stat_desc.extra_bits, base = desc.stat_desc.extra_base, max_length = desc.stat_desc.max_length, h, n, m, bits, xbits, f, overflow = 0;
      for (bits = 0; bits <= MAX_BITS; bits++)
        s.bl_count[bits] = 0;
      for (tree[s.heap[s.heap_max] * 2 + 1] = 0, h = s.heap_max + 1; h < HEAP_SIZE; h++)
        n = s.heap[h], bits = tree[tree[n * 2 + 1] * 2 + 1] + 1, bits > max_length && (bits = max_length, overflow++), tree[n * 2 + 1] = bits, !(n > max_code) && (s.bl_count[bits]++, xbits = 0, n >= base && (xbits = extra[n - base]), f = tree[n * 2], s.opt_len += f * (bits + xbits), has_stree && (s.static_len += f * (stree[n * 2 + 1] + xbits)));
      if (overflow !== 0) {
        do {
          for (bits = max_length - 1; s.bl_count[bits] === 0; )
            bits--;
          s.bl_count[bits]--, s.bl_count[bits + 1] += 2, s.bl_count[max_length]--, overflow -= 2;
        } while (overflow > 0);
        for (bits = max_length; bits !== 0; bits--)
          for (n = s.bl_count[bits]; n !== 0; )
            m = s.heap[--h], !(m > max_code) && (tree[m * 2 + 1] !== bits && (s.opt_len += (bits - tree[m * 2 + 1]) * tree[m * 2], tree[m * 2 + 1] = bits), n--);
      }
    }
    function gen_codes(tree, max_code, bl_count) {
      var next_code = new Array(MAX_BITS + 1), code = 0, bits, n;
      for (bits = 1; bits <= MAX_BITS; bits++)
        next_code[bits] = code = code + bl_count[bits - 1] << 1;
      for (n = 0; n <= max_code; n++) {
        var len = tree[n * 2 + 1];
        len !== 0 && (tree[n * 2] = bi_reverse(next_code[len]++, len));
      }
    }
    function tr_static_init() {
      var n, bits, length, code, dist, bl_count = new Array(MAX_BITS + 1);
      for (length = 0, code = 0; code < LENGTH_CODES - 1; code++)
        for (base_length[code] = length, n = 0; n < 1 << extra_lbits[code]; n++)
          _length_code[length++] = code;
      for (_length_code[length - 1] = code, dist = 0, code = 0; code < 16; code++)
        for (base_dist[code] = dist, n = 0; n < 1 << extra_dbits[code]; n++)
          _dist_code[dist++] = code;
      for (dist >>= 7; code < D_CODES; code++)
        for (base_dist[code] = dist << 7, n = 0; n < 1 << extra_dbits[code] - 7; n++)
          _dist_code[256 + dist++] = code;
      for (bits = 0; bits <= MAX_BITS; bits++)
        bl_count[bits] = 0;
      for (n = 0; n <= 143; )
        static_ltree[n * 2 + 1] = 8, n++, bl_count[8]++;
      for (; n <= 255; )
        static_ltree[n * 2 + 1] = 9, n++, bl_count[9]++;
      for (; n <= 279; )
        static_ltree[n * 2 + 1] = 7, n++, bl_count[7]++;
      for (; n <= 287; )
        static_ltree[n * 2 + 1] = 8, n++, bl_count[8]++;
      for (gen_codes(static_ltree, L_CODES + 1, bl_count), n = 0; n < D_CODES; n++)
        static_dtree[n * 2 + 1] = 5, static_dtree[n * 2] = bi_reverse(n, 5);
      static_l_desc = new StaticTreeDesc(static_ltree, extra_lbits, LITERALS + 1, L_CODES, MAX_BITS), static_d_desc = new StaticTreeDesc(static_dtree, extra_dbits, 0, D_CODES, MAX_BITS), static_bl_desc = new StaticTreeDesc(new Array(0), extra_blbits, 0, BL_CODES, MAX_BL_BITS);
    }
    function init_block(s) {
      var n;
      for (n = 0; n < L_CODES; n++)
        s.dyn_ltree[n * 2] = 0;
      for (n = 0; n < D_CODES; n++)
        s.dyn_dtree[n * 2] = 0;
      for (n = 0; n < BL_CODES; n++)
        s.bl_tree[n * 2] = 0;
      s.dyn_ltree[END_BLOCK * 2] = 1, s.opt_len = s.static_len = 0, s.last_lit = s.matches = 0;
    }
    function bi_windup(s) {
      s.bi_valid > 8 ? put_short(s, s.bi_buf) : s.bi_valid > 0 && (s.pending_buf[s.pending++] = s.bi_buf), s.bi_buf = 0, s.bi_valid = 0;
    }
    function copy_block(s, buf, len, header) {
      bi_windup(s), header && (put_short(s, len), put_short(s, ~len)), utils.arraySet(s.pending_buf, s.window, buf, len, s.pending), s.pending += len;
    }
    function smaller(tree, n, m, depth) {
      var _n2 = n * 2, _m2 = m * 2;
      return tree[_n2] < tree[_m2] || tree[_n2] === tree[_m2] && depth[n] <= depth[m];
    }
    function pqdownheap(s, tree, k) {
      for (var v = s.heap[k], j = k << 1; j <= s.heap_len && (j < s.heap_len && smaller(tree, s.heap[j + 1], s.heap[j], s.depth) && j++, !smaller(tree, v, s.heap[j], s.depth)); )
        s.heap[k] = s.heap[j], k = j, j <<= 1;
      s.heap[k] = v;
    }
    function compress_block(s, ltree, dtree) {
      var dist, lc, lx = 0, code, extra;
      if (s.last_lit !== 0)
        do
          dist = s.pending_buf[s.d_buf + lx * 2] << 8 | s.pending_buf[s.d_buf + lx * 2 + 1], lc = s.pending_buf[s.l_buf + lx], lx++, dist === 0 ? send_code(s, lc, ltree) : (code = _length_code[lc], send_code(s, code + LITERALS + 1, ltree), extra = extra_lbits[code], extra !== 0 && (lc -= base_length[code], send_bits(s, lc, extra)), dist--, code = d_code(dist), send_code(s, code, dtree), extra = extra_dbits[code], extra !== 0 && (dist -= base_dist[code], send_bits(s, dist, extra)));
        while (lx < s.last_lit);
      send_code(s, END_BLOCK, ltree);
    }
    function build_tree(s, desc) {
      var tree = desc.dyn_tree, stree = desc.stat_desc.static_tree, has_stree = desc.stat_desc.has_stree, elems = desc.stat_desc.elems, n, m, max_code = -1, node;
      for (s.heap_len = 0, s.heap_max = HEAP_SIZE, n = 0; n < elems; n++)
        tree[n * 2] !== 0 ? (s.heap[++s.heap_len] = max_code = n, s.depth[n] = 0) : tree[n * 2 + 1] = 0;
      for (; s.heap_len < 2; )
        node = s.heap[++s.heap_len] = max_code < 2 ? ++max_code : 0, tree[node * 2] = 1, s.depth[node] = 0, s.opt_len--, has_stree && (s.static_len -= stree[node * 2 + 1]);
      for (desc.max_code = max_code, n = s.heap_len >> 1; n >= 1; n--)
        pqdownheap(s, tree, n);
      node = elems;
      do
        n = s.heap[
          1
          /*SMALLEST*/
        ], s.heap[
          1
          /*SMALLEST*/
        ] = s.heap[s.heap_len--], pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        ), m = s.heap[
          1
          /*SMALLEST*/
        ], s.heap[--s.heap_max] = n, s.heap[--s.heap_max] = m, tree[node * 2] = tree[n * 2] + tree[m * 2], s.depth[node] = (s.depth[n] >= s.depth[m] ? s.depth[n] : s.depth[m]) + 1, tree[n * 2 + 1] = tree[m * 2 + 1] = node, s.heap[
          1
          /*SMALLEST*/
        ] = node++, pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        );
      while (s.heap_len >= 2);
      s.heap[--s.heap_max] = s.heap[
        1
        /*SMALLEST*/
      ], gen_bitlen(s, desc), gen_codes(tree, max_code, s.bl_count);
    }
    function scan_tree(s, tree, max_code) {
      var n, prevlen = -1, curlen, nextlen = tree[1], count = 0, max_count = 7, min_count = 4;
      for (nextlen === 0 && (max_count = 138, min_count = 3), tree[(max_code + 1) * 2 + 1] = 65535, n = 0; n <= max_code; n++)
        curlen = nextlen, nextlen = tree[(n + 1) * 2 + 1], !(++count < max_count && curlen === nextlen) && (count < min_count ? s.bl_tree[curlen * 2] += count : curlen !== 0 ? (curlen !== prevlen && s.bl_tree[curlen * 2]++, s.bl_tree[REP_3_6 * 2]++) : count <= 10 ? s.bl_tree[REPZ_3_10 * 2]++ : s.bl_tree[REPZ_11_138 * 2]++, count = 0, prevlen = curlen, nextlen === 0 ? (max_count = 138, min_count = 3) : curlen === nextlen ? (max_count = 6, min_count = 3) : (max_count = 7, min_count = 4));
    }
    function send_tree(s, tree, max_code) {
      var n, prevlen = -1, curlen, nextlen = tree[1], count = 0, max_count = 7, min_count = 4;
      for (nextlen === 0 && (max_count = 138, min_count = 3), n = 0; n <= max_code; n++)
        if (curlen = nextlen, nextlen = tree[(n + 1) * 2 + 1], !(++count < max_count && curlen === nextlen)) {
          if (count < min_count)
            do
              send_code(s, curlen, s.bl_tree);
            while (--count !== 0);
          else curlen !== 0 ? (curlen !== prevlen && (send_code(s, curlen, s.bl_tree), count--), send_code(s, REP_3_6, s.bl_tree), send_bits(s, count - 3, 2)) : count <= 10 ? (send_code(s, REPZ_3_10, s.bl_tree), send_bits(s, count - 3, 3)) : (send_code(s, REPZ_11_138, s.bl_tree), send_bits(s, count - 11, 7));
          count = 0, prevlen = curlen, nextlen === 0 ? (max_count = 138, min_count = 3) : curlen === nextlen ? (max_count = 6, min_count = 3) : (max_count = 7, min_count = 4);
        }
    }
    function build_bl_tree(s) {
      var max_blindex;
      for (scan_tree(s, s.dyn_ltree, s.l_desc.max_code), scan_tree(s, s.dyn_dtree, s.d_desc.max_code), build_tree(s, s.bl_desc), max_blindex = BL_CODES - 1; max_blindex >= 3 && s.bl_tree[bl_order[max_blindex] * 2 + 1] === 0; max_blindex--)
        ;
      return s.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4, max_blindex;
    }
    function send_all_trees(s, lcodes, dcodes, blcodes) {
      var rank;
      for (send_bits(s, lcodes - 257, 5), send_bits(s, dcodes - 1, 5), send_bits(s, blcodes - 4, 4), rank = 0; rank < blcodes; rank++)
        send_bits(s, s.bl_tree[bl_order[rank] * 2 + 1], 3);
      send_tree(s, s.dyn_ltree, lcodes - 1), send_tree(s, s.dyn_dtree, dcodes - 1);
    }
    function detect_data_type(s) {
      var black_mask = 4093624447, n;
      for (n = 0; n <= 31; n++, black_mask >>>= 1)
        if (black_mask & 1 && s.dyn_ltree[n * 2] !== 0)
          return Z_BINARY;
      if (s.dyn_ltree[18] !== 0 || s.dyn_ltree[20] !== 0 || s.dyn_ltree[26] !== 0)
        return Z_TEXT;
      for (n = 32; n < LITERALS; n++)
        if (s.dyn_ltree[n * 2] !== 0)
          return Z_TEXT;
      return Z_BINARY;
    }
    var static_init_done = !1;
    function _tr_init(s) {
      static_init_done || (tr_static_init(), static_init_done = !0), s.l_desc = new TreeDesc(s.dyn_ltree, static_l_desc), s.d_desc = new TreeDesc(s.dyn_dtree, static_d_desc), s.bl_desc = new TreeDesc(s.bl_tree, static_bl_desc), s.bi_buf = 0, s.bi_valid = 0, init_block(s);
    }
    function _tr_stored_block(s, buf, stored_len, last) {
      send_bits(s, (STORED_BLOCK << 1) + (last ? 1 : 0), 3), copy_block(s, buf, stored_len, !0);
    }
    function _tr_align(s) {
      send_bits(s, STATIC_TREES << 1, 3), send_code(s, END_BLOCK, static_ltree), bi_flush(s);
    }
    function _tr_flush_block(s, buf, stored_len, last) {
      var opt_lenb, static_lenb, max_blindex = 0;
      s.level > 0 ? (s.strm.data_type === Z_UNKNOWN && (s.strm.data_type = detect_data_type(s)), build_tree(s, s.l_desc), build_tree(s, s.d_desc), max_blindex = build_bl_tree(s), opt_lenb = s.opt_len + 3 + 7 >>> 3, static_lenb = s.static_len + 3 + 7 >>> 3, static_lenb <= opt_lenb && (opt_lenb = static_lenb)) : opt_lenb = static_lenb = stored_len + 5, stored_len + 4 <= opt_lenb && buf !== -1 ? _tr_stored_block(s, buf, stored_len, last) : s.strategy === Z_FIXED || static_lenb === opt_lenb ? (send_bits(s, (STATIC_TREES << 1) + (last ? 1 : 0), 3), compress_block(s, static_ltree, static_dtree)) : (send_bits(s, (DYN_TREES << 1) + (last ? 1 : 0), 3), send_all_trees(s, s.l_desc.max_code + 1, s.d_desc.max_code + 1, max_blindex + 1), compress_block(s, s.dyn_ltree, s.dyn_dtree)), init_block(s), last && bi_windup(s);
    }
    function _tr_tally(s, dist, lc) {
      return s.pending_buf[s.d_buf + s.last_lit * 2] = dist >>> 8 & 255, s.pending_buf[s.d_buf + s.last_lit * 2 + 1] = dist & 255, s.pending_buf[s.l_buf + s.last_lit] = lc & 255, s.last_lit++, dist === 0 ? s.dyn_ltree[lc * 2]++ : (s.matches++, dist--, s.dyn_ltree[(_length_code[lc] + LITERALS + 1) * 2]++, s.dyn_dtree[d_code(dist) * 2]++), s.last_lit === s.lit_bufsize - 1;
    }
    exports._tr_init = _tr_init;
    exports._tr_stored_block = _tr_stored_block;
    exports._tr_flush_block = _tr_flush_block;
    exports._tr_tally = _tr_tally;
    exports._tr_align = _tr_align;
  }
});

// ../../main/node_modules/pako/lib/zlib/adler32.js
var require_adler32 = __commonJS({
  "../../main/node_modules/pako/lib/zlib/adler32.js"(exports, module) {
    "use strict";
    function adler32(adler, buf, len, pos) {
      for (var s1 = adler & 65535 | 0, s2 = adler >>> 16 & 65535 | 0, n = 0; len !== 0; ) {
        n = len > 2e3 ? 2e3 : len, len -= n;
        do
          s1 = s1 + buf[pos++] | 0, s2 = s2 + s1 | 0;
        while (--n);
        s1 %= 65521, s2 %= 65521;
      }
      return s1 | s2 << 16 | 0;
    }
    module.exports = adler32;
  }
});

// ../../main/node_modules/pako/lib/zlib/crc32.js
var require_crc322 = __commonJS({
  "../../main/node_modules/pako/lib/zlib/crc32.js"(exports, module) {
    "use strict";
    function makeTable() {
      for (var c, table = [], n = 0; n < 256; n++) {
        c = n;
        for (var k = 0; k < 8; k++)
          c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
        table[n] = c;
      }
      return table;
    }
    var crcTable = makeTable();
    function crc32(crc, buf, len, pos) {
      var t = crcTable, end = pos + len;
      crc ^= -1;
      for (var i = pos; i < end; i++)
        crc = crc >>> 8 ^ t[(crc ^ buf[i]) & 255];
      return crc ^ -1;
    }
    module.exports = crc32;
  }
});

// ../../main/node_modules/pako/lib/zlib/messages.js
var require_messages = __commonJS({
  "../../main/node_modules/pako/lib/zlib/messages.js"(exports, module) {
    "use strict";
    module.exports = {
      2: "need dictionary",
      /* Z_NEED_DICT       2  */
      1: "stream end",
      /* Z_STREAM_END      1  */
      0: "",
      /* Z_OK              0  */
      "-1": "file error",
      /* Z_ERRNO         (-1) */
      "-2": "stream error",
      /* Z_STREAM_ERROR  (-2) */
      "-3": "data error",
      /* Z_DATA_ERROR    (-3) */
      "-4": "insufficient memory",
      /* Z_MEM_ERROR     (-4) */
      "-5": "buffer error",
      /* Z_BUF_ERROR     (-5) */
      "-6": "incompatible version"
      /* Z_VERSION_ERROR (-6) */
    };
  }
});

// ../../main/node_modules/pako/lib/zlib/deflate.js
var require_deflate = __commonJS({
  "../../main/node_modules/pako/lib/zlib/deflate.js"(exports) {
    "use strict";
    var utils = require_common(), trees = require_trees(), adler32 = require_adler32(), crc32 = require_crc322(), msg = require_messages(), Z_NO_FLUSH = 0, Z_PARTIAL_FLUSH = 1, Z_FULL_FLUSH = 3, Z_FINISH = 4, Z_BLOCK = 5, Z_OK = 0, Z_STREAM_END = 1, Z_STREAM_ERROR = -2, Z_DATA_ERROR = -3, Z_BUF_ERROR = -5, Z_DEFAULT_COMPRESSION = -1, Z_FILTERED = 1, Z_HUFFMAN_ONLY = 2, Z_RLE = 3, Z_FIXED = 4, Z_DEFAULT_STRATEGY = 0, Z_UNKNOWN = 2, Z_DEFLATED = 8, MAX_MEM_LEVEL = 9, MAX_WBITS = 15, DEF_MEM_LEVEL = 8, LENGTH_CODES = 29, LITERALS = 256, L_CODES = LITERALS + 1 + LENGTH_CODES, D_CODES = 30, BL_CODES = 19, HEAP_SIZE = 2 * L_CODES + 1, MAX_BITS = 15, MIN_MATCH = 3, MAX_MATCH = 258, MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH + 1, PRESET_DICT = 32, INIT_STATE = 42, EXTRA_STATE = 69, NAME_STATE = 73, COMMENT_STATE = 91, HCRC_STATE = 103, BUSY_STATE = 113, FINISH_STATE = 666, BS_NEED_MORE = 1, BS_BLOCK_DONE = 2, BS_FINISH_STARTED = 3, BS_FINISH_DONE = 4, OS_CODE = 3;
    function err(strm, errorCode) {
      return strm.msg = msg[errorCode], errorCode;
    }
    function rank(f) {
      return (f << 1) - (f > 4 ? 9 : 0);
    }
    function zero(buf) {
      for (var len = buf.length; --len >= 0; )
        buf[len] = 0;
    }
    function flush_pending(strm) {
      var s = strm.state, len = s.pending;
      len > strm.avail_out && (len = strm.avail_out), len !== 0 && (utils.arraySet(strm.output, s.pending_buf, s.pending_out, len, strm.next_out), strm.next_out += len, s.pending_out += len, strm.total_out += len, strm.avail_out -= len, s.pending -= len, s.pending === 0 && (s.pending_out = 0));
    }
    function flush_block_only(s, last) {
      trees._tr_flush_block(s, s.block_start >= 0 ? s.block_start : -1, s.strstart - s.block_start, last), s.block_start = s.strstart, flush_pending(s.strm);
    }
    function put_byte(s, b) {
      s.pending_buf[s.pending++] = b;
    }
    function putShortMSB(s, b) {
      s.pending_buf[s.pending++] = b >>> 8 & 255, s.pending_buf[s.pending++] = b & 255;
    }
    function read_buf(strm, buf, start, size) {
      var len = strm.avail_in;
      return len > size && (len = size), len === 0 ? 0 : (strm.avail_in -= len, utils.arraySet(buf, strm.input, strm.next_in, len, start), strm.state.wrap === 1 ? strm.adler = adler32(strm.adler, buf, len, start) : strm.state.wrap === 2 && (strm.adler = crc32(strm.adler, buf, len, start)), strm.next_in += len, strm.total_in += len, len);
    }
    function longest_match(s, cur_match) {
      var chain_length = s.max_chain_length, scan = s.strstart, match, len, best_len = s.prev_length, nice_match = s.nice_match, limit = s.strstart > s.w_size - MIN_LOOKAHEAD ? s.strstart - (s.w_size - MIN_LOOKAHEAD) : 0, _win = s.window, wmask = s.w_mask, prev = s.prev, strend = s.strstart + MAX_MATCH, scan_end1 = _win[scan + best_len - 1], scan_end = _win[scan + best_len];
      s.prev_length >= s.good_match && (chain_length >>= 2), nice_match > s.lookahead && (nice_match = s.lookahead);
      do
        if (match = cur_match, !(_win[match + best_len] !== scan_end || _win[match + best_len - 1] !== scan_end1 || _win[match] !== _win[scan] || _win[++match] !== _win[scan + 1])) {
          scan += 2, match++;
          do
            ;
          while (_win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && scan < strend);
          if (len = MAX_MATCH - (strend - scan), scan = strend - MAX_MATCH, len > best_len) {
            if (s.match_start = cur_match, best_len = len, len >= nice_match)
              break;
            scan_end1 = _win[scan + best_len - 1], scan_end = _win[scan + best_len];
          }
        }
      while ((cur_match = prev[cur_match & wmask]) > limit && --chain_length !== 0);
      return best_len <= s.lookahead ? best_len : s.lookahead;
    }
    function fill_window(s) {
      var _w_size = s.w_size, p, n, m, more, str;
      do {
        if (more = s.window_size - s.lookahead - s.strstart, s.strstart >= _w_size + (_w_size - MIN_LOOKAHEAD)) {
          utils.arraySet(s.window, s.window, _w_size, _w_size, 0), s.match_start -= _w_size, s.strstart -= _w_size, s.block_start -= _w_size, n = s.hash_size, p = n;
          do
            m = s.head[--p], s.head[p] = m >= _w_size ? m - _w_size : 0;
          while (--n);
          n = _w_size, p = n;
          do
            m = s.prev[--p], s.prev[p] = m >= _w_size ? m - _w_size : 0;
          while (--n);
          more += _w_size;
        }
        if (s.strm.avail_in === 0)
          break;
        if (n = read_buf(s.strm, s.window, s.strstart + s.lookahead, more), s.lookahead += n, s.lookahead + s.insert >= MIN_MATCH)
          for (str = s.strstart - s.insert, s.ins_h = s.window[str], s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str + 1]) & s.hash_mask; s.insert && (s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str + MIN_MATCH - 1]) & s.hash_mask, s.prev[str & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = str, str++, s.insert--, !(s.lookahead + s.insert < MIN_MATCH)); )
            ;
      } while (s.lookahead < MIN_LOOKAHEAD && s.strm.avail_in !== 0);
    }
    function deflate_stored(s, flush) {
      var max_block_size = 65535;
      for (max_block_size > s.pending_buf_size - 5 && (max_block_size = s.pending_buf_size - 5); ; ) {
        if (s.lookahead <= 1) {
          if (fill_window(s), s.lookahead === 0 && flush === Z_NO_FLUSH)
            return BS_NEED_MORE;
          if (s.lookahead === 0)
            break;
        }
        s.strstart += s.lookahead, s.lookahead = 0;
        var max_start = s.block_start + max_block_size;
        if ((s.strstart === 0 || s.strstart >= max_start) && (s.lookahead = s.strstart - max_start, s.strstart = max_start, flush_block_only(s, !1), s.strm.avail_out === 0) || s.strstart - s.block_start >= s.w_size - MIN_LOOKAHEAD && (flush_block_only(s, !1), s.strm.avail_out === 0))
          return BS_NEED_MORE;
      }
      return s.insert = 0, flush === Z_FINISH ? (flush_block_only(s, !0), s.strm.avail_out === 0 ? BS_FINISH_STARTED : BS_FINISH_DONE) : (s.strstart > s.block_start && (flush_block_only(s, !1), s.strm.avail_out === 0), BS_NEED_MORE);
    }
    function deflate_fast(s, flush) {
      for (var hash_head, bflush; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          if (fill_window(s), s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH)
            return BS_NEED_MORE;
          if (s.lookahead === 0)
            break;
        }
        if (hash_head = 0, s.lookahead >= MIN_MATCH && (s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask, hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = s.strstart), hash_head !== 0 && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD && (s.match_length = longest_match(s, hash_head)), s.match_length >= MIN_MATCH)
          if (bflush = trees._tr_tally(s, s.strstart - s.match_start, s.match_length - MIN_MATCH), s.lookahead -= s.match_length, s.match_length <= s.max_lazy_match && s.lookahead >= MIN_MATCH) {
            s.match_length--;
            do
              s.strstart++, s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask, hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = s.strstart;
            while (--s.match_length !== 0);
            s.strstart++;
          } else
            s.strstart += s.match_length, s.match_length = 0, s.ins_h = s.window[s.strstart], s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + 1]) & s.hash_mask;
        else
          bflush = trees._tr_tally(s, 0, s.window[s.strstart]), s.lookahead--, s.strstart++;
        if (bflush && (flush_block_only(s, !1), s.strm.avail_out === 0))
          return BS_NEED_MORE;
      }
      return s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1, flush === Z_FINISH ? (flush_block_only(s, !0), s.strm.avail_out === 0 ? BS_FINISH_STARTED : BS_FINISH_DONE) : s.last_lit && (flush_block_only(s, !1), s.strm.avail_out === 0) ? BS_NEED_MORE : BS_BLOCK_DONE;
    }
    function deflate_slow(s, flush) {
      for (var hash_head, bflush, max_insert; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          if (fill_window(s), s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH)
            return BS_NEED_MORE;
          if (s.lookahead === 0)
            break;
        }
        if (hash_head = 0, s.lookahead >= MIN_MATCH && (s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask, hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = s.strstart), s.prev_length = s.match_length, s.prev_match = s.match_start, s.match_length = MIN_MATCH - 1, hash_head !== 0 && s.prev_length < s.max_lazy_match && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD && (s.match_length = longest_match(s, hash_head), s.match_length <= 5 && (s.strategy === Z_FILTERED || s.match_length === MIN_MATCH && s.strstart - s.match_start > 4096) && (s.match_length = MIN_MATCH - 1)), s.prev_length >= MIN_MATCH && s.match_length <= s.prev_length) {
          max_insert = s.strstart + s.lookahead - MIN_MATCH, bflush = trees._tr_tally(s, s.strstart - 1 - s.prev_match, s.prev_length - MIN_MATCH), s.lookahead -= s.prev_length - 1, s.prev_length -= 2;
          do
            ++s.strstart <= max_insert && (s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask, hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = s.strstart);
          while (--s.prev_length !== 0);
          if (s.match_available = 0, s.match_length = MIN_MATCH - 1, s.strstart++, bflush && (flush_block_only(s, !1), s.strm.avail_out === 0))
            return BS_NEED_MORE;
        } else if (s.match_available) {
          if (bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]), bflush && flush_block_only(s, !1), s.strstart++, s.lookahead--, s.strm.avail_out === 0)
            return BS_NEED_MORE;
        } else
          s.match_available = 1, s.strstart++, s.lookahead--;
      }
      return s.match_available && (bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]), s.match_available = 0), s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1, flush === Z_FINISH ? (flush_block_only(s, !0), s.strm.avail_out === 0 ? BS_FINISH_STARTED : BS_FINISH_DONE) : s.last_lit && (flush_block_only(s, !1), s.strm.avail_out === 0) ? BS_NEED_MORE : BS_BLOCK_DONE;
    }
    function deflate_rle(s, flush) {
      for (var bflush, prev, scan, strend, _win = s.window; ; ) {
        if (s.lookahead <= MAX_MATCH) {
          if (fill_window(s), s.lookahead <= MAX_MATCH && flush === Z_NO_FLUSH)
            return BS_NEED_MORE;
          if (s.lookahead === 0)
            break;
        }
        if (s.match_length = 0, s.lookahead >= MIN_MATCH && s.strstart > 0 && (scan = s.strstart - 1, prev = _win[scan], prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan])) {
          strend = s.strstart + MAX_MATCH;
          do
            ;
          while (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && scan < strend);
          s.match_length = MAX_MATCH - (strend - scan), s.match_length > s.lookahead && (s.match_length = s.lookahead);
        }
        if (s.match_length >= MIN_MATCH ? (bflush = trees._tr_tally(s, 1, s.match_length - MIN_MATCH), s.lookahead -= s.match_length, s.strstart += s.match_length, s.match_length = 0) : (bflush = trees._tr_tally(s, 0, s.window[s.strstart]), s.lookahead--, s.strstart++), bflush && (flush_block_only(s, !1), s.strm.avail_out === 0))
          return BS_NEED_MORE;
      }
      return s.insert = 0, flush === Z_FINISH ? (flush_block_only(s, !0), s.strm.avail_out === 0 ? BS_FINISH_STARTED : BS_FINISH_DONE) : s.last_lit && (flush_block_only(s, !1), s.strm.avail_out === 0) ? BS_NEED_MORE : BS_BLOCK_DONE;
    }
    function deflate_huff(s, flush) {
      for (var bflush; ; ) {
        if (s.lookahead === 0 && (fill_window(s), s.lookahead === 0)) {
          if (flush === Z_NO_FLUSH)
            return BS_NEED_MORE;
          break;
        }
        if (s.match_length = 0, bflush = trees._tr_tally(s, 0, s.window[s.strstart]), s.lookahead--, s.strstart++, bflush && (flush_block_only(s, !1), s.strm.avail_out === 0))
          return BS_NEED_MORE;
      }
      return s.insert = 0, flush === Z_FINISH ? (flush_block_only(s, !0), s.strm.avail_out === 0 ? BS_FINISH_STARTED : BS_FINISH_DONE) : s.last_lit && (flush_block_only(s, !1), s.strm.avail_out === 0) ? BS_NEED_MORE : BS_BLOCK_DONE;
    }
    function Config(good_length, max_lazy, nice_length, max_chain, func) {
      this.good_length = good_length, this.max_lazy = max_lazy, this.nice_length = nice_length, this.max_chain = max_chain, this.func = func;
    }
    var configuration_table;
    configuration_table = [
      /*      good lazy nice chain */
      new Config(0, 0, 0, 0, deflate_stored),
      /* 0 store only */
      new Config(4, 4, 8, 4, deflate_fast),
      /* 1 max speed, no lazy matches */
      new Config(4, 5, 16, 8, deflate_fast),
      /* 2 */
      new Config(4, 6, 32, 32, deflate_fast),
      /* 3 */
      new Config(4, 4, 16, 16, deflate_slow),
      /* 4 lazy matches */
      new Config(8, 16, 32, 32, deflate_slow),
      /* 5 */
      new Config(8, 16, 128, 128, deflate_slow),
      /* 6 */
      new Config(8, 32, 128, 256, deflate_slow),
      /* 7 */
      new Config(32, 128, 258, 1024, deflate_slow),
      /* 8 */
      new Config(32, 258, 258, 4096, deflate_slow)
      /* 9 max compression */
    ];
    function lm_init(s) {
      s.window_size = 2 * s.w_size, zero(s.head), s.max_lazy_match = configuration_table[s.level].max_lazy, s.good_match = configuration_table[s.level].good_length, s.nice_match = configuration_table[s.level].nice_length, s.max_chain_length = configuration_table[s.level].max_chain, s.strstart = 0, s.block_start = 0, s.lookahead = 0, s.insert = 0, s.match_length = s.prev_length = MIN_MATCH - 1, s.match_available = 0, s.ins_h = 0;
    }
    function DeflateState() {
      this.strm = null, this.status = 0, this.pending_buf = null, this.pending_buf_size = 0, this.pending_out = 0, this.pending = 0, this.wrap = 0, this.gzhead = null, this.gzindex = 0, this.method = Z_DEFLATED, this.last_flush = -1, this.w_size = 0, this.w_bits = 0, this.w_mask = 0, this.window = null, this.window_size = 0, this.prev = null, this.head = null, this.ins_h = 0, this.hash_size = 0, this.hash_bits = 0, this.hash_mask = 0, this.hash_shift = 0, this.block_start = 0, this.match_length = 0, this.prev_match = 0, this.match_available = 0, this.strstart = 0, this.match_start = 0, this.lookahead = 0, this.prev_length = 0, this.max_chain_length = 0, this.max_lazy_match = 0, this.level = 0, this.strategy = 0, this.good_match = 0, this.nice_match = 0, this.dyn_ltree = new utils.Buf16(HEAP_SIZE * 2), this.dyn_dtree = new utils.Buf16((2 * D_CODES + 1) * 2), this.bl_tree = new utils.Buf16((2 * BL_CODES + 1) * 2), zero(this.dyn_ltree), zero(this.dyn_dtree), zero(this.bl_tree), this.l_desc = null, this.d_desc = null, this.bl_desc = null, this.bl_count = new utils.Buf16(MAX_BITS + 1), this.heap = new utils.Buf16(2 * L_CODES + 1), zero(this.heap), this.heap_len = 0, this.heap_max = 0, this.depth = new utils.Buf16(2 * L_CODES + 1), zero(this.depth), this.l_buf = 0, this.lit_bufsize = 0, this.last_lit = 0, this.d_buf = 0, this.opt_len = 0, this.static_len = 0, this.matches = 0, this.insert = 0, this.bi_buf = 0, this.bi_valid = 0;
    }
    function deflateResetKeep(strm) {
      var s;
      return !strm || !strm.state ? err(strm, Z_STREAM_ERROR) : (strm.total_in = strm.total_out = 0, strm.data_type = Z_UNKNOWN, s = strm.state, s.pending = 0, s.pending_out = 0, s.wrap < 0 && (s.wrap = -s.wrap), s.status = s.wrap ? INIT_STATE : BUSY_STATE, strm.adler = s.wrap === 2 ? 0 : 1, s.last_flush = Z_NO_FLUSH, trees._tr_init(s), Z_OK);
    }
    function deflateReset(strm) {
      var ret = deflateResetKeep(strm);
      return ret === Z_OK && lm_init(strm.state), ret;
    }
    function deflateSetHeader(strm, head) {
      return !strm || !strm.state || strm.state.wrap !== 2 ? Z_STREAM_ERROR : (strm.state.gzhead = head, Z_OK);
    }
    function deflateInit2(strm, level, method, windowBits, memLevel, strategy) {
      if (!strm)
        return Z_STREAM_ERROR;
      var wrap = 1;
      if (level === Z_DEFAULT_COMPRESSION && (level = 6), windowBits < 0 ? (wrap = 0, windowBits = -windowBits) : windowBits > 15 && (wrap = 2, windowBits -= 16), memLevel < 1 || memLevel > MAX_MEM_LEVEL || method !== Z_DEFLATED || windowBits < 8 || windowBits > 15 || level < 0 || level > 9 || strategy < 0 || strategy > Z_FIXED)
        return err(strm, Z_STREAM_ERROR);
      windowBits === 8 && (windowBits = 9);
      var s = new DeflateState();
      return strm.state = s, s.strm = strm, s.wrap = wrap, s.gzhead = null, s.w_bits = windowBits, s.w_size = 1 << s.w_bits, s.w_mask = s.w_size - 1, s.hash_bits = memLevel + 7, s.hash_size = 1 << s.hash_bits, s.hash_mask = s.hash_size - 1, s.hash_shift = ~~((s.hash_bits + MIN_MATCH - 1) / MIN_MATCH), s.window = new utils.Buf8(s.w_size * 2), s.head = new utils.Buf16(s.hash_size), s.prev = new utils.Buf16(s.w_size), s.lit_bufsize = 1 << memLevel + 6, s.pending_buf_size = s.lit_bufsize * 4, s.pending_buf = new utils.Buf8(s.pending_buf_size), s.d_buf = 1 * s.lit_bufsize, s.l_buf = 3 * s.lit_bufsize, s.level = level, s.strategy = strategy, s.method = method, deflateReset(strm);
    }
    function deflateInit(strm, level) {
      return deflateInit2(strm, level, Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY);
    }
    function deflate(strm, flush) {
      var old_flush, s, beg, val;
      if (!strm || !strm.state || flush > Z_BLOCK || flush < 0)
        return strm ? err(strm, Z_STREAM_ERROR) : Z_STREAM_ERROR;
      if (s = strm.state, !strm.output || !strm.input && strm.avail_in !== 0 || s.status === FINISH_STATE && flush !== Z_FINISH)
        return err(strm, strm.avail_out === 0 ? Z_BUF_ERROR : Z_STREAM_ERROR);
      if (s.strm = strm, old_flush = s.last_flush, s.last_flush = flush, s.status === INIT_STATE)
        if (s.wrap === 2)
          strm.adler = 0, put_byte(s, 31), put_byte(s, 139), put_byte(s, 8), s.gzhead ? (put_byte(
            s,
            (s.gzhead.text ? 1 : 0) + (s.gzhead.hcrc ? 2 : 0) + (s.gzhead.extra ? 4 : 0) + (s.gzhead.name ? 8 : 0) + (s.gzhead.comment ? 16 : 0)
          ), put_byte(s, s.gzhead.time & 255), put_byte(s, s.gzhead.time >> 8 & 255), put_byte(s, s.gzhead.time >> 16 & 255), put_byte(s, s.gzhead.time >> 24 & 255), put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0), put_byte(s, s.gzhead.os & 255), s.gzhead.extra && s.gzhead.extra.length && (put_byte(s, s.gzhead.extra.length & 255), put_byte(s, s.gzhead.extra.length >> 8 & 255)), s.gzhead.hcrc && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending, 0)), s.gzindex = 0, s.status = EXTRA_STATE) : (put_byte(s, 0), put_byte(s, 0), put_byte(s, 0), put_byte(s, 0), put_byte(s, 0), put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0), put_byte(s, OS_CODE), s.status = BUSY_STATE);
        else {
          var header = Z_DEFLATED + (s.w_bits - 8 << 4) << 8, level_flags = -1;
          s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? level_flags = 0 : s.level < 6 ? level_flags = 1 : s.level === 6 ? level_flags = 2 : level_flags = 3, header |= level_flags << 6, s.strstart !== 0 && (header |= PRESET_DICT), header += 31 - header % 31, s.status = BUSY_STATE, putShortMSB(s, header), s.strstart !== 0 && (putShortMSB(s, strm.adler >>> 16), putShortMSB(s, strm.adler & 65535)), strm.adler = 1;
        }
      if (s.status === EXTRA_STATE)
        if (s.gzhead.extra) {
          for (beg = s.pending; s.gzindex < (s.gzhead.extra.length & 65535) && !(s.pending === s.pending_buf_size && (s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), flush_pending(strm), beg = s.pending, s.pending === s.pending_buf_size)); )
            put_byte(s, s.gzhead.extra[s.gzindex] & 255), s.gzindex++;
          s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), s.gzindex === s.gzhead.extra.length && (s.gzindex = 0, s.status = NAME_STATE);
        } else
          s.status = NAME_STATE;
      if (s.status === NAME_STATE)
        if (s.gzhead.name) {
          beg = s.pending;
          do {
            if (s.pending === s.pending_buf_size && (s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), flush_pending(strm), beg = s.pending, s.pending === s.pending_buf_size)) {
              val = 1;
              break;
            }
            s.gzindex < s.gzhead.name.length ? val = s.gzhead.name.charCodeAt(s.gzindex++) & 255 : val = 0, put_byte(s, val);
          } while (val !== 0);
          s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), val === 0 && (s.gzindex = 0, s.status = COMMENT_STATE);
        } else
          s.status = COMMENT_STATE;
      if (s.status === COMMENT_STATE)
        if (s.gzhead.comment) {
          beg = s.pending;
          do {
            if (s.pending === s.pending_buf_size && (s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), flush_pending(strm), beg = s.pending, s.pending === s.pending_buf_size)) {
              val = 1;
              break;
            }
            s.gzindex < s.gzhead.comment.length ? val = s.gzhead.comment.charCodeAt(s.gzindex++) & 255 : val = 0, put_byte(s, val);
          } while (val !== 0);
          s.gzhead.hcrc && s.pending > beg && (strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg)), val === 0 && (s.status = HCRC_STATE);
        } else
          s.status = HCRC_STATE;
      if (s.status === HCRC_STATE && (s.gzhead.hcrc ? (s.pending + 2 > s.pending_buf_size && flush_pending(strm), s.pending + 2 <= s.pending_buf_size && (put_byte(s, strm.adler & 255), put_byte(s, strm.adler >> 8 & 255), strm.adler = 0, s.status = BUSY_STATE)) : s.status = BUSY_STATE), s.pending !== 0) {
        if (flush_pending(strm), strm.avail_out === 0)
          return s.last_flush = -1, Z_OK;
      } else if (strm.avail_in === 0 && rank(flush) <= rank(old_flush) && flush !== Z_FINISH)
        return err(strm, Z_BUF_ERROR);
      if (s.status === FINISH_STATE && strm.avail_in !== 0)
        return err(strm, Z_BUF_ERROR);
      if (strm.avail_in !== 0 || s.lookahead !== 0 || flush !== Z_NO_FLUSH && s.status !== FINISH_STATE) {
        var bstate = s.strategy === Z_HUFFMAN_ONLY ? deflate_huff(s, flush) : s.strategy === Z_RLE ? deflate_rle(s, flush) : configuration_table[s.level].func(s, flush);
        if ((bstate === BS_FINISH_STARTED || bstate === BS_FINISH_DONE) && (s.status = FINISH_STATE), bstate === BS_NEED_MORE || bstate === BS_FINISH_STARTED)
          return strm.avail_out === 0 && (s.last_flush = -1), Z_OK;
        if (bstate === BS_BLOCK_DONE && (flush === Z_PARTIAL_FLUSH ? trees._tr_align(s) : flush !== Z_BLOCK && (trees._tr_stored_block(s, 0, 0, !1), flush === Z_FULL_FLUSH && (zero(s.head), s.lookahead === 0 && (s.strstart = 0, s.block_start = 0, s.insert = 0))), flush_pending(strm), strm.avail_out === 0))
          return s.last_flush = -1, Z_OK;
      }
      return flush !== Z_FINISH ? Z_OK : s.wrap <= 0 ? Z_STREAM_END : (s.wrap === 2 ? (put_byte(s, strm.adler & 255), put_byte(s, strm.adler >> 8 & 255), put_byte(s, strm.adler >> 16 & 255), put_byte(s, strm.adler >> 24 & 255), put_byte(s, strm.total_in & 255), put_byte(s, strm.total_in >> 8 & 255), put_byte(s, strm.total_in >> 16 & 255), put_byte(s, strm.total_in >> 24 & 255)) : (putShortMSB(s, strm.adler >>> 16), putShortMSB(s, strm.adler & 65535)), flush_pending(strm), s.wrap > 0 && (s.wrap = -s.wrap), s.pending !== 0 ? Z_OK : Z_STREAM_END);
    }
    function deflateEnd(strm) {
      var status;
      return !strm || !strm.state ? Z_STREAM_ERROR : (status = strm.state.status, status !== INIT_STATE && status !== EXTRA_STATE && status !== NAME_STATE && status !== COMMENT_STATE && status !== HCRC_STATE && status !== BUSY_STATE && status !== FINISH_STATE ? err(strm, Z_STREAM_ERROR) : (strm.state = null, status === BUSY_STATE ? err(strm, Z_DATA_ERROR) : Z_OK));
    }
    function deflateSetDictionary(strm, dictionary) {
      var dictLength = dictionary.length, s, str, n, wrap, avail, next, input, tmpDict;
      if (!strm || !strm.state || (s = strm.state, wrap = s.wrap, wrap === 2 || wrap === 1 && s.status !== INIT_STATE || s.lookahead))
        return Z_STREAM_ERROR;
      for (wrap === 1 && (strm.adler = adler32(strm.adler, dictionary, dictLength, 0)), s.wrap = 0, dictLength >= s.w_size && (wrap === 0 && (zero(s.head), s.strstart = 0, s.block_start = 0, s.insert = 0), tmpDict = new utils.Buf8(s.w_size), utils.arraySet(tmpDict, dictionary, dictLength - s.w_size, s.w_size, 0), dictionary = tmpDict, dictLength = s.w_size), avail = strm.avail_in, next = strm.next_in, input = strm.input, strm.avail_in = dictLength, strm.next_in = 0, strm.input = dictionary, fill_window(s); s.lookahead >= MIN_MATCH; ) {
        str = s.strstart, n = s.lookahead - (MIN_MATCH - 1);
        do
          s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str + MIN_MATCH - 1]) & s.hash_mask, s.prev[str & s.w_mask] = s.head[s.ins_h], s.head[s.ins_h] = str, str++;
        while (--n);
        s.strstart = str, s.lookahead = MIN_MATCH - 1, fill_window(s);
      }
      return s.strstart += s.lookahead, s.block_start = s.strstart, s.insert = s.lookahead, s.lookahead = 0, s.match_length = s.prev_length = MIN_MATCH - 1, s.match_available = 0, strm.next_in = next, strm.input = input, strm.avail_in = avail, s.wrap = wrap, Z_OK;
    }
    exports.deflateInit = deflateInit;
    exports.deflateInit2 = deflateInit2;
    exports.deflateReset = deflateReset;
    exports.deflateResetKeep = deflateResetKeep;
    exports.deflateSetHeader = deflateSetHeader;
    exports.deflate = deflate;
    exports.deflateEnd = deflateEnd;
    exports.deflateSetDictionary = deflateSetDictionary;
    exports.deflateInfo = "pako deflate (from Nodeca project)";
  }
});

// ../../main/node_modules/pako/lib/utils/strings.js
var require_strings = __commonJS({
  "../../main/node_modules/pako/lib/utils/strings.js"(exports) {
    "use strict";
    var utils = require_common(), STR_APPLY_OK = !0, STR_APPLY_UIA_OK = !0;
    try {
      String.fromCharCode.apply(null, [0]);
    } catch {
      STR_APPLY_OK = !1;
    }
    try {
      String.fromCharCode.apply(null, new Uint8Array(1));
    } catch {
      STR_APPLY_UIA_OK = !1;
    }
    var _utf8len = new utils.Buf8(256);
    for (q = 0; q < 256; q++)
      _utf8len[q] = q >= 252 ? 6 : q >= 248 ? 5 : q >= 240 ? 4 : q >= 224 ? 3 : q >= 192 ? 2 : 1;
    var q;
    _utf8len[254] = _utf8len[254] = 1;
    exports.string2buf = function(str) {
      var buf, c, c2, m_pos, i, str_len = str.length, buf_len = 0;
      for (m_pos = 0; m_pos < str_len; m_pos++)
        c = str.charCodeAt(m_pos), (c & 64512) === 55296 && m_pos + 1 < str_len && (c2 = str.charCodeAt(m_pos + 1), (c2 & 64512) === 56320 && (c = 65536 + (c - 55296 << 10) + (c2 - 56320), m_pos++)), buf_len += c < 128 ? 1 : c < 2048 ? 2 : c < 65536 ? 3 : 4;
      for (buf = new utils.Buf8(buf_len), i = 0, m_pos = 0; i < buf_len; m_pos++)
        c = str.charCodeAt(m_pos), (c & 64512) === 55296 && m_pos + 1 < str_len && (c2 = str.charCodeAt(m_pos + 1), (c2 & 64512) === 56320 && (c = 65536 + (c - 55296 << 10) + (c2 - 56320), m_pos++)), c < 128 ? buf[i++] = c : c < 2048 ? (buf[i++] = 192 | c >>> 6, buf[i++] = 128 | c & 63) : c < 65536 ? (buf[i++] = 224 | c >>> 12, buf[i++] = 128 | c >>> 6 & 63, buf[i++] = 128 | c & 63) : (buf[i++] = 240 | c >>> 18, buf[i++] = 128 | c >>> 12 & 63, buf[i++] = 128 | c >>> 6 & 63, buf[i++] = 128 | c & 63);
      return buf;
    };
    function buf2binstring(buf, len) {
      if (len < 65534 && (buf.subarray && STR_APPLY_UIA_OK || !buf.subarray && STR_APPLY_OK))
        return String.fromCharCode.apply(null, utils.shrinkBuf(buf, len));
      for (var result = "", i = 0; i < len; i++)
        result += String.fromCharCode(buf[i]);
      return result;
    }
    exports.buf2binstring = function(buf) {
      return buf2binstring(buf, buf.length);
    };
    exports.binstring2buf = function(str) {
      for (var buf = new utils.Buf8(str.length), i = 0, len = buf.length; i < len; i++)
        buf[i] = str.charCodeAt(i);
      return buf;
    };
    exports.buf2string = function(buf, max) {
      var i, out, c, c_len, len = max || buf.length, utf16buf = new Array(len * 2);
      for (out = 0, i = 0; i < len; ) {
        if (c = buf[i++], c < 128) {
          utf16buf[out++] = c;
          continue;
        }
        if (c_len = _utf8len[c], c_len > 4) {
          utf16buf[out++] = 65533, i += c_len - 1;
          continue;
        }
        for (c &= c_len === 2 ? 31 : c_len === 3 ? 15 : 7; c_len > 1 && i < len; )
          c = c << 6 | buf[i++] & 63, c_len--;
        if (c_len > 1) {
          utf16buf[out++] = 65533;
          continue;
        }
        c < 65536 ? utf16buf[out++] = c : (c -= 65536, utf16buf[out++] = 55296 | c >> 10 & 1023, utf16buf[out++] = 56320 | c & 1023);
      }
      return buf2binstring(utf16buf, out);
    };
    exports.utf8border = function(buf, max) {
      var pos;
      for (max = max || buf.length, max > buf.length && (max = buf.length), pos = max - 1; pos >= 0 && (buf[pos] & 192) === 128; )
        pos--;
      return pos < 0 || pos === 0 ? max : pos + _utf8len[buf[pos]] > max ? pos : max;
    };
  }
});

// ../../main/node_modules/pako/lib/zlib/zstream.js
var require_zstream = __commonJS({
  "../../main/node_modules/pako/lib/zlib/zstream.js"(exports, module) {
    "use strict";
    function ZStream() {
      this.input = null, this.next_in = 0, this.avail_in = 0, this.total_in = 0, this.output = null, this.next_out = 0, this.avail_out = 0, this.total_out = 0, this.msg = "", this.state = null, this.data_type = 2, this.adler = 0;
    }
    module.exports = ZStream;
  }
});

// ../../main/node_modules/pako/lib/deflate.js
var require_deflate2 = __commonJS({
  "../../main/node_modules/pako/lib/deflate.js"(exports) {
    "use strict";
    var zlib_deflate = require_deflate(), utils = require_common(), strings = require_strings(), msg = require_messages(), ZStream = require_zstream(), toString = Object.prototype.toString, Z_NO_FLUSH = 0, Z_FINISH = 4, Z_OK = 0, Z_STREAM_END = 1, Z_SYNC_FLUSH = 2, Z_DEFAULT_COMPRESSION = -1, Z_DEFAULT_STRATEGY = 0, Z_DEFLATED = 8;
    function Deflate(options) {
      if (!(this instanceof Deflate)) return new Deflate(options);
      this.options = utils.assign({
        level: Z_DEFAULT_COMPRESSION,
        method: Z_DEFLATED,
        chunkSize: 16384,
        windowBits: 15,
        memLevel: 8,
        strategy: Z_DEFAULT_STRATEGY,
        to: ""
      }, options || {});
      var opt = this.options;
      opt.raw && opt.windowBits > 0 ? opt.windowBits = -opt.windowBits : opt.gzip && opt.windowBits > 0 && opt.windowBits < 16 && (opt.windowBits += 16), this.err = 0, this.msg = "", this.ended = !1, this.chunks = [], this.strm = new ZStream(), this.strm.avail_out = 0;
      var status = zlib_deflate.deflateInit2(
        this.strm,
        opt.level,
        opt.method,
        opt.windowBits,
        opt.memLevel,
        opt.strategy
      );
      if (status !== Z_OK)
        throw new Error(msg[status]);
      if (opt.header && zlib_deflate.deflateSetHeader(this.strm, opt.header), opt.dictionary) {
        var dict;
        if (typeof opt.dictionary == "string" ? dict = strings.string2buf(opt.dictionary) : toString.call(opt.dictionary) === "[object ArrayBuffer]" ? dict = new Uint8Array(opt.dictionary) : dict = opt.dictionary, status = zlib_deflate.deflateSetDictionary(this.strm, dict), status !== Z_OK)
          throw new Error(msg[status]);
        this._dict_set = !0;
      }
    }
    Deflate.prototype.push = function(data, mode) {
      var strm = this.strm, chunkSize = this.options.chunkSize, status, _mode;
      if (this.ended)
        return !1;
      _mode = mode === ~~mode ? mode : mode === !0 ? Z_FINISH : Z_NO_FLUSH, typeof data == "string" ? strm.input = strings.string2buf(data) : toString.call(data) === "[object ArrayBuffer]" ? strm.input = new Uint8Array(data) : strm.input = data, strm.next_in = 0, strm.avail_in = strm.input.length;
      do {
        if (strm.avail_out === 0 && (strm.output = new utils.Buf8(chunkSize), strm.next_out = 0, strm.avail_out = chunkSize), status = zlib_deflate.deflate(strm, _mode), status !== Z_STREAM_END && status !== Z_OK)
          return this.onEnd(status), this.ended = !0, !1;
        (strm.avail_out === 0 || strm.avail_in === 0 && (_mode === Z_FINISH || _mode === Z_SYNC_FLUSH)) && (this.options.to === "string" ? this.onData(strings.buf2binstring(utils.shrinkBuf(strm.output, strm.next_out))) : this.onData(utils.shrinkBuf(strm.output, strm.next_out)));
      } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== Z_STREAM_END);
      return _mode === Z_FINISH ? (status = zlib_deflate.deflateEnd(this.strm), this.onEnd(status), this.ended = !0, status === Z_OK) : (_mode === Z_SYNC_FLUSH && (this.onEnd(Z_OK), strm.avail_out = 0), !0);
    };
    Deflate.prototype.onData = function(chunk) {
      this.chunks.push(chunk);
    };
    Deflate.prototype.onEnd = function(status) {
      status === Z_OK && (this.options.to === "string" ? this.result = this.chunks.join("") : this.result = utils.flattenChunks(this.chunks)), this.chunks = [], this.err = status, this.msg = this.strm.msg;
    };
    function deflate(input, options) {
      var deflator = new Deflate(options);
      if (deflator.push(input, !0), deflator.err)
        throw deflator.msg || msg[deflator.err];
      return deflator.result;
    }
    function deflateRaw(input, options) {
      return options = options || {}, options.raw = !0, deflate(input, options);
    }
    function gzip(input, options) {
      return options = options || {}, options.gzip = !0, deflate(input, options);
    }
    exports.Deflate = Deflate;
    exports.deflate = deflate;
    exports.deflateRaw = deflateRaw;
    exports.gzip = gzip;
  }
});

// ../../main/node_modules/pako/lib/zlib/inffast.js
var require_inffast = __commonJS({
  "../../main/node_modules/pako/lib/zlib/inffast.js"(exports, module) {
    "use strict";
    var BAD = 30, TYPE = 12;
    module.exports = function(strm, start) {
      var state, _in, last, _out, beg, end, dmax, wsize, whave, wnext, s_window, hold, bits, lcode, dcode, lmask, dmask, here, op, len, dist, from, from_source, input, output;
      state = strm.state, _in = strm.next_in, input = strm.input, last = _in + (strm.avail_in - 5), _out = strm.next_out, output = strm.output, beg = _out - (start - strm.avail_out), end = _out + (strm.avail_out - 257), dmax = state.dmax, wsize = state.wsize, whave = state.whave, wnext = state.wnext, s_window = state.window, hold = state.hold, bits = state.bits, lcode = state.lencode, dcode = state.distcode, lmask = (1 << state.lenbits) - 1, dmask = (1 << state.distbits) - 1;
      top:
        do {
          bits < 15 && (hold += input[_in++] << bits, bits += 8, hold += input[_in++] << bits, bits += 8), here = lcode[hold & lmask];
          dolen:
            for (; ; ) {
              if (op = here >>> 24, hold >>>= op, bits -= op, op = here >>> 16 & 255, op === 0)
                output[_out++] = here & 65535;
              else if (op & 16) {
                len = here & 65535, op &= 15, op && (bits < op && (hold += input[_in++] << bits, bits += 8), len += hold & (1 << op) - 1, hold >>>= op, bits -= op), bits < 15 && (hold += input[_in++] << bits, bits += 8, hold += input[_in++] << bits, bits += 8), here = dcode[hold & dmask];
                dodist:
                  for (; ; ) {
                    if (op = here >>> 24, hold >>>= op, bits -= op, op = here >>> 16 & 255, op & 16) {
                      if (dist = here & 65535, op &= 15, bits < op && (hold += input[_in++] << bits, bits += 8, bits < op && (hold += input[_in++] << bits, bits += 8)), dist += hold & (1 << op) - 1, dist > dmax) {
                        strm.msg = "invalid distance too far back", state.mode = BAD;
                        break top;
                      }
                      if (hold >>>= op, bits -= op, op = _out - beg, dist > op) {
                        if (op = dist - op, op > whave && state.sane) {
                          strm.msg = "invalid distance too far back", state.mode = BAD;
                          break top;
                        }
                        if (from = 0, from_source = s_window, wnext === 0) {
                          if (from += wsize - op, op < len) {
                            len -= op;
                            do
                              output[_out++] = s_window[from++];
                            while (--op);
                            from = _out - dist, from_source = output;
                          }
                        } else if (wnext < op) {
                          if (from += wsize + wnext - op, op -= wnext, op < len) {
                            len -= op;
                            do
                              output[_out++] = s_window[from++];
                            while (--op);
                            if (from = 0, wnext < len) {
                              op = wnext, len -= op;
                              do
                                output[_out++] = s_window[from++];
                              while (--op);
                              from = _out - dist, from_source = output;
                            }
                          }
                        } else if (from += wnext - op, op < len) {
                          len -= op;
                          do
                            output[_out++] = s_window[from++];
                          while (--op);
                          from = _out - dist, from_source = output;
                        }
                        for (; len > 2; )
                          output[_out++] = from_source[from++], output[_out++] = from_source[from++], output[_out++] = from_source[from++], len -= 3;
                        len && (output[_out++] = from_source[from++], len > 1 && (output[_out++] = from_source[from++]));
                      } else {
                        from = _out - dist;
                        do
                          output[_out++] = output[from++], output[_out++] = output[from++], output[_out++] = output[from++], len -= 3;
                        while (len > 2);
                        len && (output[_out++] = output[from++], len > 1 && (output[_out++] = output[from++]));
                      }
                    } else if ((op & 64) === 0) {
                      here = dcode[(here & 65535) + (hold & (1 << op) - 1)];
                      continue dodist;
                    } else {
                      strm.msg = "invalid distance code", state.mode = BAD;
                      break top;
                    }
                    break;
                  }
              } else if ((op & 64) === 0) {
                here = lcode[(here & 65535) + (hold & (1 << op) - 1)];
                continue dolen;
              } else if (op & 32) {
                state.mode = TYPE;
                break top;
              } else {
                strm.msg = "invalid literal/length code", state.mode = BAD;
                break top;
              }
              break;
            }
        } while (_in < last && _out < end);
      len = bits >> 3, _in -= len, bits -= len << 3, hold &= (1 << bits) - 1, strm.next_in = _in, strm.next_out = _out, strm.avail_in = _in < last ? 5 + (last - _in) : 5 - (_in - last), strm.avail_out = _out < end ? 257 + (end - _out) : 257 - (_out - end), state.hold = hold, state.bits = bits;
    };
  }
});

// ../../main/node_modules/pako/lib/zlib/inftrees.js
var require_inftrees = __commonJS({
  "../../main/node_modules/pako/lib/zlib/inftrees.js"(exports, module) {
    "use strict";
    var utils = require_common(), MAXBITS = 15, ENOUGH_LENS = 852, ENOUGH_DISTS = 592, CODES = 0, LENS = 1, DISTS = 2, lbase = [
      /* Length codes 257..285 base */
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      13,
      15,
      17,
      19,
      23,
      27,
      31,
      35,
      43,
      51,
      59,
      67,
      83,
      99,
      115,
      131,
      163,
      195,
      227,
      258,
      0,
      0
    ], lext = [
      /* Length codes 257..285 extra */
      16,
      16,
      16,
      16,
      16,
      16,
      16,
      16,
      17,
      17,
      17,
      17,
      18,
      18,
      18,
      18,
      19,
      19,
      19,
      19,
      20,
      20,
      20,
      20,
      21,
      21,
      21,
      21,
      16,
      72,
      78
    ], dbase = [
      /* Distance codes 0..29 base */
      1,
      2,
      3,
      4,
      5,
      7,
      9,
      13,
      17,
      25,
      33,
      49,
      65,
      97,
      129,
      193,
      257,
      385,
      513,
      769,
      1025,
      1537,
      2049,
      3073,
      4097,
      6145,
      8193,
      12289,
      16385,
      24577,
      0,
      0
    ], dext = [
      /* Distance codes 0..29 extra */
      16,
      16,
      16,
      16,
      17,
      17,
      18,
      18,
      19,
      19,
      20,
      20,
      21,
      21,
      22,
      22,
      23,
      23,
      24,
      24,
      25,
      25,
      26,
      26,
      27,
      27,
      28,
      28,
      29,
      29,
      64,
      64
    ];
    module.exports = function(type, lens, lens_index, codes, table, table_index, work, opts) {
      var bits = opts.bits, len = 0, sym = 0, min = 0, max = 0, root = 0, curr = 0, drop = 0, left = 0, used = 0, huff = 0, incr, fill, low, mask, next, base = null, base_index = 0, end, count = new utils.Buf16(MAXBITS + 1), offs = new utils.Buf16(MAXBITS + 1), extra = null, extra_index = 0, here_bits, here_op, here_val;
      for (len = 0; len <= MAXBITS; len++)
        count[len] = 0;
      for (sym = 0; sym < codes; sym++)
        count[lens[lens_index + sym]]++;
      for (root = bits, max = MAXBITS; max >= 1 && count[max] === 0; max--)
        ;
      if (root > max && (root = max), max === 0)
        return table[table_index++] = 1 << 24 | 64 << 16 | 0, table[table_index++] = 1 << 24 | 64 << 16 | 0, opts.bits = 1, 0;
      for (min = 1; min < max && count[min] === 0; min++)
        ;
      for (root < min && (root = min), left = 1, len = 1; len <= MAXBITS; len++)
        if (left <<= 1, left -= count[len], left < 0)
          return -1;
      if (left > 0 && (type === CODES || max !== 1))
        return -1;
      for (offs[1] = 0, len = 1; len < MAXBITS; len++)
        offs[len + 1] = offs[len] + count[len];
      for (sym = 0; sym < codes; sym++)
        lens[lens_index + sym] !== 0 && (work[offs[lens[lens_index + sym]]++] = sym);
      if (type === CODES ? (base = extra = work, end = 19) : type === LENS ? (base = lbase, base_index -= 257, extra = lext, extra_index -= 257, end = 256) : (base = dbase, extra = dext, end = -1), huff = 0, sym = 0, len = min, next = table_index, curr = root, drop = 0, low = -1, used = 1 << root, mask = used - 1, type === LENS && used > ENOUGH_LENS || type === DISTS && used > ENOUGH_DISTS)
        return 1;
      for (; ; ) {
        here_bits = len - drop, work[sym] < end ? (here_op = 0, here_val = work[sym]) : work[sym] > end ? (here_op = extra[extra_index + work[sym]], here_val = base[base_index + work[sym]]) : (here_op = 96, here_val = 0), incr = 1 << len - drop, fill = 1 << curr, min = fill;
        do
          fill -= incr, table[next + (huff >> drop) + fill] = here_bits << 24 | here_op << 16 | here_val | 0;
        while (fill !== 0);
        for (incr = 1 << len - 1; huff & incr; )
          incr >>= 1;
        if (incr !== 0 ? (huff &= incr - 1, huff += incr) : huff = 0, sym++, --count[len] === 0) {
          if (len === max)
            break;
          len = lens[lens_index + work[sym]];
        }
        if (len > root && (huff & mask) !== low) {
          for (drop === 0 && (drop = root), next += min, curr = len - drop, left = 1 << curr; curr + drop < max && (left -= count[curr + drop], !(left <= 0)); )
            curr++, left <<= 1;
          if (used += 1 << curr, type === LENS && used > ENOUGH_LENS || type === DISTS && used > ENOUGH_DISTS)
            return 1;
          low = huff & mask, table[low] = root << 24 | curr << 16 | next - table_index | 0;
        }
      }
      return huff !== 0 && (table[next + huff] = len - drop << 24 | 64 << 16 | 0), opts.bits = root, 0;
    };
  }
});

// ../../main/node_modules/pako/lib/zlib/inflate.js
var require_inflate = __commonJS({
  "../../main/node_modules/pako/lib/zlib/inflate.js"(exports) {
    "use strict";
    var utils = require_common(), adler32 = require_adler32(), crc32 = require_crc322(), inflate_fast = require_inffast(), inflate_table = require_inftrees(), CODES = 0, LENS = 1, DISTS = 2, Z_FINISH = 4, Z_BLOCK = 5, Z_TREES = 6, Z_OK = 0, Z_STREAM_END = 1, Z_NEED_DICT = 2, Z_STREAM_ERROR = -2, Z_DATA_ERROR = -3, Z_MEM_ERROR = -4, Z_BUF_ERROR = -5, Z_DEFLATED = 8, HEAD = 1, FLAGS = 2, TIME = 3, OS = 4, EXLEN = 5, EXTRA = 6, NAME = 7, COMMENT = 8, HCRC = 9, DICTID = 10, DICT = 11, TYPE = 12, TYPEDO = 13, STORED = 14, COPY_ = 15, COPY = 16, TABLE = 17, LENLENS = 18, CODELENS = 19, LEN_ = 20, LEN = 21, LENEXT = 22, DIST = 23, DISTEXT = 24, MATCH = 25, LIT = 26, CHECK = 27, LENGTH = 28, DONE = 29, BAD = 30, MEM = 31, SYNC = 32, ENOUGH_LENS = 852, ENOUGH_DISTS = 592, MAX_WBITS = 15, DEF_WBITS = MAX_WBITS;
    function zswap32(q) {
      return (q >>> 24 & 255) + (q >>> 8 & 65280) + ((q & 65280) << 8) + ((q & 255) << 24);
    }
    function InflateState() {
      this.mode = 0, this.last = !1, this.wrap = 0, this.havedict = !1, this.flags = 0, this.dmax = 0, this.check = 0, this.total = 0, this.head = null, this.wbits = 0, this.wsize = 0, this.whave = 0, this.wnext = 0, this.window = null, this.hold = 0, this.bits = 0, this.length = 0, this.offset = 0, this.extra = 0, this.lencode = null, this.distcode = null, this.lenbits = 0, this.distbits = 0, this.ncode = 0, this.nlen = 0, this.ndist = 0, this.have = 0, this.next = null, this.lens = new utils.Buf16(320), this.work = new utils.Buf16(288), this.lendyn = null, this.distdyn = null, this.sane = 0, this.back = 0, this.was = 0;
    }
    function inflateResetKeep(strm) {
      var state;
      return !strm || !strm.state ? Z_STREAM_ERROR : (state = strm.state, strm.total_in = strm.total_out = state.total = 0, strm.msg = "", state.wrap && (strm.adler = state.wrap & 1), state.mode = HEAD, state.last = 0, state.havedict = 0, state.dmax = 32768, state.head = null, state.hold = 0, state.bits = 0, state.lencode = state.lendyn = new utils.Buf32(ENOUGH_LENS), state.distcode = state.distdyn = new utils.Buf32(ENOUGH_DISTS), state.sane = 1, state.back = -1, Z_OK);
    }
    function inflateReset(strm) {
      var state;
      return !strm || !strm.state ? Z_STREAM_ERROR : (state = strm.state, state.wsize = 0, state.whave = 0, state.wnext = 0, inflateResetKeep(strm));
    }
    function inflateReset2(strm, windowBits) {
      var wrap, state;
      return !strm || !strm.state || (state = strm.state, windowBits < 0 ? (wrap = 0, windowBits = -windowBits) : (wrap = (windowBits >> 4) + 1, windowBits < 48 && (windowBits &= 15)), windowBits && (windowBits < 8 || windowBits > 15)) ? Z_STREAM_ERROR : (state.window !== null && state.wbits !== windowBits && (state.window = null), state.wrap = wrap, state.wbits = windowBits, inflateReset(strm));
    }
    function inflateInit2(strm, windowBits) {
      var ret, state;
      return strm ? (state = new InflateState(), strm.state = state, state.window = null, ret = inflateReset2(strm, windowBits), ret !== Z_OK && (strm.state = null), ret) : Z_STREAM_ERROR;
    }
    function inflateInit(strm) {
      return inflateInit2(strm, DEF_WBITS);
    }
    var virgin = !0, lenfix, distfix;
    function fixedtables(state) {
      if (virgin) {
        var sym;
        for (lenfix = new utils.Buf32(512), distfix = new utils.Buf32(32), sym = 0; sym < 144; )
          state.lens[sym++] = 8;
        for (; sym < 256; )
          state.lens[sym++] = 9;
        for (; sym < 280; )
          state.lens[sym++] = 7;
        for (; sym < 288; )
          state.lens[sym++] = 8;
        for (inflate_table(LENS, state.lens, 0, 288, lenfix, 0, state.work, { bits: 9 }), sym = 0; sym < 32; )
          state.lens[sym++] = 5;
        inflate_table(DISTS, state.lens, 0, 32, distfix, 0, state.work, { bits: 5 }), virgin = !1;
      }
      state.lencode = lenfix, state.lenbits = 9, state.distcode = distfix, state.distbits = 5;
    }
    function updatewindow(strm, src, end, copy) {
      var dist, state = strm.state;
      return state.window === null && (state.wsize = 1 << state.wbits, state.wnext = 0, state.whave = 0, state.window = new utils.Buf8(state.wsize)), copy >= state.wsize ? (utils.arraySet(state.window, src, end - state.wsize, state.wsize, 0), state.wnext = 0, state.whave = state.wsize) : (dist = state.wsize - state.wnext, dist > copy && (dist = copy), utils.arraySet(state.window, src, end - copy, dist, state.wnext), copy -= dist, copy ? (utils.arraySet(state.window, src, end - copy, copy, 0), state.wnext = copy, state.whave = state.wsize) : (state.wnext += dist, state.wnext === state.wsize && (state.wnext = 0), state.whave < state.wsize && (state.whave += dist))), 0;
    }
    function inflate(strm, flush) {
      var state, input, output, next, put, have, left, hold, bits, _in, _out, copy, from, from_source, here = 0, here_bits, here_op, here_val, last_bits, last_op, last_val, len, ret, hbuf = new utils.Buf8(4), opts, n, order = (
        /* permutation of code lengths */
        [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
      );
      if (!strm || !strm.state || !strm.output || !strm.input && strm.avail_in !== 0)
        return Z_STREAM_ERROR;
      state = strm.state, state.mode === TYPE && (state.mode = TYPEDO), put = strm.next_out, output = strm.output, left = strm.avail_out, next = strm.next_in, input = strm.input, have = strm.avail_in, hold = state.hold, bits = state.bits, _in = have, _out = left, ret = Z_OK;
      inf_leave:
        for (; ; )
          switch (state.mode) {
            case HEAD:
              if (state.wrap === 0) {
                state.mode = TYPEDO;
                break;
              }
              for (; bits < 16; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if (state.wrap & 2 && hold === 35615) {
                state.check = 0, hbuf[0] = hold & 255, hbuf[1] = hold >>> 8 & 255, state.check = crc32(state.check, hbuf, 2, 0), hold = 0, bits = 0, state.mode = FLAGS;
                break;
              }
              if (state.flags = 0, state.head && (state.head.done = !1), !(state.wrap & 1) || /* check if zlib header allowed */
              (((hold & 255) << 8) + (hold >> 8)) % 31) {
                strm.msg = "incorrect header check", state.mode = BAD;
                break;
              }
              if ((hold & 15) !== Z_DEFLATED) {
                strm.msg = "unknown compression method", state.mode = BAD;
                break;
              }
              if (hold >>>= 4, bits -= 4, len = (hold & 15) + 8, state.wbits === 0)
                state.wbits = len;
              else if (len > state.wbits) {
                strm.msg = "invalid window size", state.mode = BAD;
                break;
              }
              state.dmax = 1 << len, strm.adler = state.check = 1, state.mode = hold & 512 ? DICTID : TYPE, hold = 0, bits = 0;
              break;
            case FLAGS:
              for (; bits < 16; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if (state.flags = hold, (state.flags & 255) !== Z_DEFLATED) {
                strm.msg = "unknown compression method", state.mode = BAD;
                break;
              }
              if (state.flags & 57344) {
                strm.msg = "unknown header flags set", state.mode = BAD;
                break;
              }
              state.head && (state.head.text = hold >> 8 & 1), state.flags & 512 && (hbuf[0] = hold & 255, hbuf[1] = hold >>> 8 & 255, state.check = crc32(state.check, hbuf, 2, 0)), hold = 0, bits = 0, state.mode = TIME;
            /* falls through */
            case TIME:
              for (; bits < 32; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              state.head && (state.head.time = hold), state.flags & 512 && (hbuf[0] = hold & 255, hbuf[1] = hold >>> 8 & 255, hbuf[2] = hold >>> 16 & 255, hbuf[3] = hold >>> 24 & 255, state.check = crc32(state.check, hbuf, 4, 0)), hold = 0, bits = 0, state.mode = OS;
            /* falls through */
            case OS:
              for (; bits < 16; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              state.head && (state.head.xflags = hold & 255, state.head.os = hold >> 8), state.flags & 512 && (hbuf[0] = hold & 255, hbuf[1] = hold >>> 8 & 255, state.check = crc32(state.check, hbuf, 2, 0)), hold = 0, bits = 0, state.mode = EXLEN;
            /* falls through */
            case EXLEN:
              if (state.flags & 1024) {
                for (; bits < 16; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                state.length = hold, state.head && (state.head.extra_len = hold), state.flags & 512 && (hbuf[0] = hold & 255, hbuf[1] = hold >>> 8 & 255, state.check = crc32(state.check, hbuf, 2, 0)), hold = 0, bits = 0;
              } else state.head && (state.head.extra = null);
              state.mode = EXTRA;
            /* falls through */
            case EXTRA:
              if (state.flags & 1024 && (copy = state.length, copy > have && (copy = have), copy && (state.head && (len = state.head.extra_len - state.length, state.head.extra || (state.head.extra = new Array(state.head.extra_len)), utils.arraySet(
                state.head.extra,
                input,
                next,
                // extra field is limited to 65536 bytes
                // - no need for additional size check
                copy,
                /*len + copy > state.head.extra_max - len ? state.head.extra_max : copy,*/
                len
              )), state.flags & 512 && (state.check = crc32(state.check, input, copy, next)), have -= copy, next += copy, state.length -= copy), state.length))
                break inf_leave;
              state.length = 0, state.mode = NAME;
            /* falls through */
            case NAME:
              if (state.flags & 2048) {
                if (have === 0)
                  break inf_leave;
                copy = 0;
                do
                  len = input[next + copy++], state.head && len && state.length < 65536 && (state.head.name += String.fromCharCode(len));
                while (len && copy < have);
                if (state.flags & 512 && (state.check = crc32(state.check, input, copy, next)), have -= copy, next += copy, len)
                  break inf_leave;
              } else state.head && (state.head.name = null);
              state.length = 0, state.mode = COMMENT;
            /* falls through */
            case COMMENT:
              if (state.flags & 4096) {
                if (have === 0)
                  break inf_leave;
                copy = 0;
                do
                  len = input[next + copy++], state.head && len && state.length < 65536 && (state.head.comment += String.fromCharCode(len));
                while (len && copy < have);
                if (state.flags & 512 && (state.check = crc32(state.check, input, copy, next)), have -= copy, next += copy, len)
                  break inf_leave;
              } else state.head && (state.head.comment = null);
              state.mode = HCRC;
            /* falls through */
            case HCRC:
              if (state.flags & 512) {
                for (; bits < 16; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                if (hold !== (state.check & 65535)) {
                  strm.msg = "header crc mismatch", state.mode = BAD;
                  break;
                }
                hold = 0, bits = 0;
              }
              state.head && (state.head.hcrc = state.flags >> 9 & 1, state.head.done = !0), strm.adler = state.check = 0, state.mode = TYPE;
              break;
            case DICTID:
              for (; bits < 32; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              strm.adler = state.check = zswap32(hold), hold = 0, bits = 0, state.mode = DICT;
            /* falls through */
            case DICT:
              if (state.havedict === 0)
                return strm.next_out = put, strm.avail_out = left, strm.next_in = next, strm.avail_in = have, state.hold = hold, state.bits = bits, Z_NEED_DICT;
              strm.adler = state.check = 1, state.mode = TYPE;
            /* falls through */
            case TYPE:
              if (flush === Z_BLOCK || flush === Z_TREES)
                break inf_leave;
            /* falls through */
            case TYPEDO:
              if (state.last) {
                hold >>>= bits & 7, bits -= bits & 7, state.mode = CHECK;
                break;
              }
              for (; bits < 3; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              switch (state.last = hold & 1, hold >>>= 1, bits -= 1, hold & 3) {
                case 0:
                  state.mode = STORED;
                  break;
                case 1:
                  if (fixedtables(state), state.mode = LEN_, flush === Z_TREES) {
                    hold >>>= 2, bits -= 2;
                    break inf_leave;
                  }
                  break;
                case 2:
                  state.mode = TABLE;
                  break;
                case 3:
                  strm.msg = "invalid block type", state.mode = BAD;
              }
              hold >>>= 2, bits -= 2;
              break;
            case STORED:
              for (hold >>>= bits & 7, bits -= bits & 7; bits < 32; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if ((hold & 65535) !== (hold >>> 16 ^ 65535)) {
                strm.msg = "invalid stored block lengths", state.mode = BAD;
                break;
              }
              if (state.length = hold & 65535, hold = 0, bits = 0, state.mode = COPY_, flush === Z_TREES)
                break inf_leave;
            /* falls through */
            case COPY_:
              state.mode = COPY;
            /* falls through */
            case COPY:
              if (copy = state.length, copy) {
                if (copy > have && (copy = have), copy > left && (copy = left), copy === 0)
                  break inf_leave;
                utils.arraySet(output, input, next, copy, put), have -= copy, next += copy, left -= copy, put += copy, state.length -= copy;
                break;
              }
              state.mode = TYPE;
              break;
            case TABLE:
              for (; bits < 14; ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if (state.nlen = (hold & 31) + 257, hold >>>= 5, bits -= 5, state.ndist = (hold & 31) + 1, hold >>>= 5, bits -= 5, state.ncode = (hold & 15) + 4, hold >>>= 4, bits -= 4, state.nlen > 286 || state.ndist > 30) {
                strm.msg = "too many length or distance symbols", state.mode = BAD;
                break;
              }
              state.have = 0, state.mode = LENLENS;
            /* falls through */
            case LENLENS:
              for (; state.have < state.ncode; ) {
                for (; bits < 3; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                state.lens[order[state.have++]] = hold & 7, hold >>>= 3, bits -= 3;
              }
              for (; state.have < 19; )
                state.lens[order[state.have++]] = 0;
              if (state.lencode = state.lendyn, state.lenbits = 7, opts = { bits: state.lenbits }, ret = inflate_table(CODES, state.lens, 0, 19, state.lencode, 0, state.work, opts), state.lenbits = opts.bits, ret) {
                strm.msg = "invalid code lengths set", state.mode = BAD;
                break;
              }
              state.have = 0, state.mode = CODELENS;
            /* falls through */
            case CODELENS:
              for (; state.have < state.nlen + state.ndist; ) {
                for (; here = state.lencode[hold & (1 << state.lenbits) - 1], here_bits = here >>> 24, here_op = here >>> 16 & 255, here_val = here & 65535, !(here_bits <= bits); ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                if (here_val < 16)
                  hold >>>= here_bits, bits -= here_bits, state.lens[state.have++] = here_val;
                else {
                  if (here_val === 16) {
                    for (n = here_bits + 2; bits < n; ) {
                      if (have === 0)
                        break inf_leave;
                      have--, hold += input[next++] << bits, bits += 8;
                    }
                    if (hold >>>= here_bits, bits -= here_bits, state.have === 0) {
                      strm.msg = "invalid bit length repeat", state.mode = BAD;
                      break;
                    }
                    len = state.lens[state.have - 1], copy = 3 + (hold & 3), hold >>>= 2, bits -= 2;
                  } else if (here_val === 17) {
                    for (n = here_bits + 3; bits < n; ) {
                      if (have === 0)
                        break inf_leave;
                      have--, hold += input[next++] << bits, bits += 8;
                    }
                    hold >>>= here_bits, bits -= here_bits, len = 0, copy = 3 + (hold & 7), hold >>>= 3, bits -= 3;
                  } else {
                    for (n = here_bits + 7; bits < n; ) {
                      if (have === 0)
                        break inf_leave;
                      have--, hold += input[next++] << bits, bits += 8;
                    }
                    hold >>>= here_bits, bits -= here_bits, len = 0, copy = 11 + (hold & 127), hold >>>= 7, bits -= 7;
                  }
                  if (state.have + copy > state.nlen + state.ndist) {
                    strm.msg = "invalid bit length repeat", state.mode = BAD;
                    break;
                  }
                  for (; copy--; )
                    state.lens[state.have++] = len;
                }
              }
              if (state.mode === BAD)
                break;
              if (state.lens[256] === 0) {
                strm.msg = "invalid code -- missing end-of-block", state.mode = BAD;
                break;
              }
              if (state.lenbits = 9, opts = { bits: state.lenbits }, ret = inflate_table(LENS, state.lens, 0, state.nlen, state.lencode, 0, state.work, opts), state.lenbits = opts.bits, ret) {
                strm.msg = "invalid literal/lengths set", state.mode = BAD;
                break;
              }
              if (state.distbits = 6, state.distcode = state.distdyn, opts = { bits: state.distbits }, ret = inflate_table(DISTS, state.lens, state.nlen, state.ndist, state.distcode, 0, state.work, opts), state.distbits = opts.bits, ret) {
                strm.msg = "invalid distances set", state.mode = BAD;
                break;
              }
              if (state.mode = LEN_, flush === Z_TREES)
                break inf_leave;
            /* falls through */
            case LEN_:
              state.mode = LEN;
            /* falls through */
            case LEN:
              if (have >= 6 && left >= 258) {
                strm.next_out = put, strm.avail_out = left, strm.next_in = next, strm.avail_in = have, state.hold = hold, state.bits = bits, inflate_fast(strm, _out), put = strm.next_out, output = strm.output, left = strm.avail_out, next = strm.next_in, input = strm.input, have = strm.avail_in, hold = state.hold, bits = state.bits, state.mode === TYPE && (state.back = -1);
                break;
              }
              for (state.back = 0; here = state.lencode[hold & (1 << state.lenbits) - 1], here_bits = here >>> 24, here_op = here >>> 16 & 255, here_val = here & 65535, !(here_bits <= bits); ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if (here_op && (here_op & 240) === 0) {
                for (last_bits = here_bits, last_op = here_op, last_val = here_val; here = state.lencode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)], here_bits = here >>> 24, here_op = here >>> 16 & 255, here_val = here & 65535, !(last_bits + here_bits <= bits); ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                hold >>>= last_bits, bits -= last_bits, state.back += last_bits;
              }
              if (hold >>>= here_bits, bits -= here_bits, state.back += here_bits, state.length = here_val, here_op === 0) {
                state.mode = LIT;
                break;
              }
              if (here_op & 32) {
                state.back = -1, state.mode = TYPE;
                break;
              }
              if (here_op & 64) {
                strm.msg = "invalid literal/length code", state.mode = BAD;
                break;
              }
              state.extra = here_op & 15, state.mode = LENEXT;
            /* falls through */
            case LENEXT:
              if (state.extra) {
                for (n = state.extra; bits < n; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                state.length += hold & (1 << state.extra) - 1, hold >>>= state.extra, bits -= state.extra, state.back += state.extra;
              }
              state.was = state.length, state.mode = DIST;
            /* falls through */
            case DIST:
              for (; here = state.distcode[hold & (1 << state.distbits) - 1], here_bits = here >>> 24, here_op = here >>> 16 & 255, here_val = here & 65535, !(here_bits <= bits); ) {
                if (have === 0)
                  break inf_leave;
                have--, hold += input[next++] << bits, bits += 8;
              }
              if ((here_op & 240) === 0) {
                for (last_bits = here_bits, last_op = here_op, last_val = here_val; here = state.distcode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)], here_bits = here >>> 24, here_op = here >>> 16 & 255, here_val = here & 65535, !(last_bits + here_bits <= bits); ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                hold >>>= last_bits, bits -= last_bits, state.back += last_bits;
              }
              if (hold >>>= here_bits, bits -= here_bits, state.back += here_bits, here_op & 64) {
                strm.msg = "invalid distance code", state.mode = BAD;
                break;
              }
              state.offset = here_val, state.extra = here_op & 15, state.mode = DISTEXT;
            /* falls through */
            case DISTEXT:
              if (state.extra) {
                for (n = state.extra; bits < n; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                state.offset += hold & (1 << state.extra) - 1, hold >>>= state.extra, bits -= state.extra, state.back += state.extra;
              }
              if (state.offset > state.dmax) {
                strm.msg = "invalid distance too far back", state.mode = BAD;
                break;
              }
              state.mode = MATCH;
            /* falls through */
            case MATCH:
              if (left === 0)
                break inf_leave;
              if (copy = _out - left, state.offset > copy) {
                if (copy = state.offset - copy, copy > state.whave && state.sane) {
                  strm.msg = "invalid distance too far back", state.mode = BAD;
                  break;
                }
                copy > state.wnext ? (copy -= state.wnext, from = state.wsize - copy) : from = state.wnext - copy, copy > state.length && (copy = state.length), from_source = state.window;
              } else
                from_source = output, from = put - state.offset, copy = state.length;
              copy > left && (copy = left), left -= copy, state.length -= copy;
              do
                output[put++] = from_source[from++];
              while (--copy);
              state.length === 0 && (state.mode = LEN);
              break;
            case LIT:
              if (left === 0)
                break inf_leave;
              output[put++] = state.length, left--, state.mode = LEN;
              break;
            case CHECK:
              if (state.wrap) {
                for (; bits < 32; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold |= input[next++] << bits, bits += 8;
                }
                if (_out -= left, strm.total_out += _out, state.total += _out, _out && (strm.adler = state.check = /*UPDATE(state.check, put - _out, _out);*/
                state.flags ? crc32(state.check, output, _out, put - _out) : adler32(state.check, output, _out, put - _out)), _out = left, (state.flags ? hold : zswap32(hold)) !== state.check) {
                  strm.msg = "incorrect data check", state.mode = BAD;
                  break;
                }
                hold = 0, bits = 0;
              }
              state.mode = LENGTH;
            /* falls through */
            case LENGTH:
              if (state.wrap && state.flags) {
                for (; bits < 32; ) {
                  if (have === 0)
                    break inf_leave;
                  have--, hold += input[next++] << bits, bits += 8;
                }
                if (hold !== (state.total & 4294967295)) {
                  strm.msg = "incorrect length check", state.mode = BAD;
                  break;
                }
                hold = 0, bits = 0;
              }
              state.mode = DONE;
            /* falls through */
            case DONE:
              ret = Z_STREAM_END;
              break inf_leave;
            case BAD:
              ret = Z_DATA_ERROR;
              break inf_leave;
            case MEM:
              return Z_MEM_ERROR;
            case SYNC:
            /* falls through */
            default:
              return Z_STREAM_ERROR;
          }
      return strm.next_out = put, strm.avail_out = left, strm.next_in = next, strm.avail_in = have, state.hold = hold, state.bits = bits, (state.wsize || _out !== strm.avail_out && state.mode < BAD && (state.mode < CHECK || flush !== Z_FINISH)) && updatewindow(strm, strm.output, strm.next_out, _out - strm.avail_out) ? (state.mode = MEM, Z_MEM_ERROR) : (_in -= strm.avail_in, _out -= strm.avail_out, strm.total_in += _in, strm.total_out += _out, state.total += _out, state.wrap && _out && (strm.adler = state.check = /*UPDATE(state.check, strm.next_out - _out, _out);*/
      state.flags ? crc32(state.check, output, _out, strm.next_out - _out) : adler32(state.check, output, _out, strm.next_out - _out)), strm.data_type = state.bits + (state.last ? 64 : 0) + (state.mode === TYPE ? 128 : 0) + (state.mode === LEN_ || state.mode === COPY_ ? 256 : 0), (_in === 0 && _out === 0 || flush === Z_FINISH) && ret === Z_OK && (ret = Z_BUF_ERROR), ret);
    }
    function inflateEnd(strm) {
      if (!strm || !strm.state)
        return Z_STREAM_ERROR;
      var state = strm.state;
      return state.window && (state.window = null), strm.state = null, Z_OK;
    }
    function inflateGetHeader(strm, head) {
      var state;
      return !strm || !strm.state || (state = strm.state, (state.wrap & 2) === 0) ? Z_STREAM_ERROR : (state.head = head, head.done = !1, Z_OK);
    }
    function inflateSetDictionary(strm, dictionary) {
      var dictLength = dictionary.length, state, dictid, ret;
      return !strm || !strm.state || (state = strm.state, state.wrap !== 0 && state.mode !== DICT) ? Z_STREAM_ERROR : state.mode === DICT && (dictid = 1, dictid = adler32(dictid, dictionary, dictLength, 0), dictid !== state.check) ? Z_DATA_ERROR : (ret = updatewindow(strm, dictionary, dictLength, dictLength), ret ? (state.mode = MEM, Z_MEM_ERROR) : (state.havedict = 1, Z_OK));
    }
    exports.inflateReset = inflateReset;
    exports.inflateReset2 = inflateReset2;
    exports.inflateResetKeep = inflateResetKeep;
    exports.inflateInit = inflateInit;
    exports.inflateInit2 = inflateInit2;
    exports.inflate = inflate;
    exports.inflateEnd = inflateEnd;
    exports.inflateGetHeader = inflateGetHeader;
    exports.inflateSetDictionary = inflateSetDictionary;
    exports.inflateInfo = "pako inflate (from Nodeca project)";
  }
});

// ../../main/node_modules/pako/lib/zlib/constants.js
var require_constants = __commonJS({
  "../../main/node_modules/pako/lib/zlib/constants.js"(exports, module) {
    "use strict";
    module.exports = {
      /* Allowed flush values; see deflate() and inflate() below for details */
      Z_NO_FLUSH: 0,
      Z_PARTIAL_FLUSH: 1,
      Z_SYNC_FLUSH: 2,
      Z_FULL_FLUSH: 3,
      Z_FINISH: 4,
      Z_BLOCK: 5,
      Z_TREES: 6,
      /* Return codes for the compression/decompression functions. Negative values
      * are errors, positive values are used for special but normal events.
      */
      Z_OK: 0,
      Z_STREAM_END: 1,
      Z_NEED_DICT: 2,
      Z_ERRNO: -1,
      Z_STREAM_ERROR: -2,
      Z_DATA_ERROR: -3,
      //Z_MEM_ERROR:     -4,
      Z_BUF_ERROR: -5,
      //Z_VERSION_ERROR: -6,
      /* compression levels */
      Z_NO_COMPRESSION: 0,
      Z_BEST_SPEED: 1,
      Z_BEST_COMPRESSION: 9,
      Z_DEFAULT_COMPRESSION: -1,
      Z_FILTERED: 1,
      Z_HUFFMAN_ONLY: 2,
      Z_RLE: 3,
      Z_FIXED: 4,
      Z_DEFAULT_STRATEGY: 0,
      /* Possible values of the data_type field (though see inflate()) */
      Z_BINARY: 0,
      Z_TEXT: 1,
      //Z_ASCII:                1, // = Z_TEXT (deprecated)
      Z_UNKNOWN: 2,
      /* The deflate compression method */
      Z_DEFLATED: 8
      //Z_NULL:                 null // Use -1 or null inline, depending on var type
    };
  }
});

// ../../main/node_modules/pako/lib/zlib/gzheader.js
var require_gzheader = __commonJS({
  "../../main/node_modules/pako/lib/zlib/gzheader.js"(exports, module) {
    "use strict";
    function GZheader() {
      this.text = 0, this.time = 0, this.xflags = 0, this.os = 0, this.extra = null, this.extra_len = 0, this.name = "", this.comment = "", this.hcrc = 0, this.done = !1;
    }
    module.exports = GZheader;
  }
});

// ../../main/node_modules/pako/lib/inflate.js
var require_inflate2 = __commonJS({
  "../../main/node_modules/pako/lib/inflate.js"(exports) {
    "use strict";
    var zlib_inflate = require_inflate(), utils = require_common(), strings = require_strings(), c = require_constants(), msg = require_messages(), ZStream = require_zstream(), GZheader = require_gzheader(), toString = Object.prototype.toString;
    function Inflate(options) {
      if (!(this instanceof Inflate)) return new Inflate(options);
      this.options = utils.assign({
        chunkSize: 16384,
        windowBits: 0,
        to: ""
      }, options || {});
      var opt = this.options;
      opt.raw && opt.windowBits >= 0 && opt.windowBits < 16 && (opt.windowBits = -opt.windowBits, opt.windowBits === 0 && (opt.windowBits = -15)), opt.windowBits >= 0 && opt.windowBits < 16 && !(options && options.windowBits) && (opt.windowBits += 32), opt.windowBits > 15 && opt.windowBits < 48 && (opt.windowBits & 15) === 0 && (opt.windowBits |= 15), this.err = 0, this.msg = "", this.ended = !1, this.chunks = [], this.strm = new ZStream(), this.strm.avail_out = 0;
      var status = zlib_inflate.inflateInit2(
        this.strm,
        opt.windowBits
      );
      if (status !== c.Z_OK)
        throw new Error(msg[status]);
      if (this.header = new GZheader(), zlib_inflate.inflateGetHeader(this.strm, this.header), opt.dictionary && (typeof opt.dictionary == "string" ? opt.dictionary = strings.string2buf(opt.dictionary) : toString.call(opt.dictionary) === "[object ArrayBuffer]" && (opt.dictionary = new Uint8Array(opt.dictionary)), opt.raw && (status = zlib_inflate.inflateSetDictionary(this.strm, opt.dictionary), status !== c.Z_OK)))
        throw new Error(msg[status]);
    }
    Inflate.prototype.push = function(data, mode) {
      var strm = this.strm, chunkSize = this.options.chunkSize, dictionary = this.options.dictionary, status, _mode, next_out_utf8, tail, utf8str, allowBufError = !1;
      if (this.ended)
        return !1;
      _mode = mode === ~~mode ? mode : mode === !0 ? c.Z_FINISH : c.Z_NO_FLUSH, typeof data == "string" ? strm.input = strings.binstring2buf(data) : toString.call(data) === "[object ArrayBuffer]" ? strm.input = new Uint8Array(data) : strm.input = data, strm.next_in = 0, strm.avail_in = strm.input.length;
      do {
        if (strm.avail_out === 0 && (strm.output = new utils.Buf8(chunkSize), strm.next_out = 0, strm.avail_out = chunkSize), status = zlib_inflate.inflate(strm, c.Z_NO_FLUSH), status === c.Z_NEED_DICT && dictionary && (status = zlib_inflate.inflateSetDictionary(this.strm, dictionary)), status === c.Z_BUF_ERROR && allowBufError === !0 && (status = c.Z_OK, allowBufError = !1), status !== c.Z_STREAM_END && status !== c.Z_OK)
          return this.onEnd(status), this.ended = !0, !1;
        strm.next_out && (strm.avail_out === 0 || status === c.Z_STREAM_END || strm.avail_in === 0 && (_mode === c.Z_FINISH || _mode === c.Z_SYNC_FLUSH)) && (this.options.to === "string" ? (next_out_utf8 = strings.utf8border(strm.output, strm.next_out), tail = strm.next_out - next_out_utf8, utf8str = strings.buf2string(strm.output, next_out_utf8), strm.next_out = tail, strm.avail_out = chunkSize - tail, tail && utils.arraySet(strm.output, strm.output, next_out_utf8, tail, 0), this.onData(utf8str)) : this.onData(utils.shrinkBuf(strm.output, strm.next_out))), strm.avail_in === 0 && strm.avail_out === 0 && (allowBufError = !0);
      } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== c.Z_STREAM_END);
      return status === c.Z_STREAM_END && (_mode = c.Z_FINISH), _mode === c.Z_FINISH ? (status = zlib_inflate.inflateEnd(this.strm), this.onEnd(status), this.ended = !0, status === c.Z_OK) : (_mode === c.Z_SYNC_FLUSH && (this.onEnd(c.Z_OK), strm.avail_out = 0), !0);
    };
    Inflate.prototype.onData = function(chunk) {
      this.chunks.push(chunk);
    };
    Inflate.prototype.onEnd = function(status) {
      status === c.Z_OK && (this.options.to === "string" ? this.result = this.chunks.join("") : this.result = utils.flattenChunks(this.chunks)), this.chunks = [], this.err = status, this.msg = this.strm.msg;
    };
    function inflate(input, options) {
      var inflator = new Inflate(options);
      if (inflator.push(input, !0), inflator.err)
        throw inflator.msg || msg[inflator.err];
      return inflator.result;
    }
    function inflateRaw(input, options) {
      return options = options || {}, options.raw = !0, inflate(input, options);
    }
    exports.Inflate = Inflate;
    exports.inflate = inflate;
    exports.inflateRaw = inflateRaw;
    exports.ungzip = inflate;
  }
});

// ../../main/node_modules/pako/index.js
var require_pako = __commonJS({
  "../../main/node_modules/pako/index.js"(exports, module) {
    "use strict";
    var assign = require_common().assign, deflate = require_deflate2(), inflate = require_inflate2(), constants2 = require_constants(), pako = {};
    assign(pako, deflate, inflate, constants2);
    module.exports = pako;
  }
});

// ../../main/node_modules/pify/index.js
var require_pify = __commonJS({
  "../../main/node_modules/pify/index.js"(exports, module) {
    "use strict";
    var processFn = (fn, options) => function(...args) {
      let P = options.promiseModule;
      return new P((resolve, reject) => {
        options.multiArgs ? args.push((...result) => {
          options.errorFirst ? result[0] ? reject(result) : (result.shift(), resolve(result)) : resolve(result);
        }) : options.errorFirst ? args.push((error, result) => {
          error ? reject(error) : resolve(result);
        }) : args.push(resolve), fn.apply(this, args);
      });
    };
    module.exports = (input, options) => {
      options = Object.assign({
        exclude: [/.+(Sync|Stream)$/],
        errorFirst: !0,
        promiseModule: Promise
      }, options);
      let objType = typeof input;
      if (!(input !== null && (objType === "object" || objType === "function")))
        throw new TypeError(`Expected \`input\` to be a \`Function\` or \`Object\`, got \`${input === null ? "null" : objType}\``);
      let filter = (key) => {
        let match = (pattern) => typeof pattern == "string" ? key === pattern : pattern.test(key);
        return options.include ? options.include.some(match) : !options.exclude.some(match);
      }, ret;
      objType === "function" ? ret = function(...args) {
        return options.excludeMain ? input(...args) : processFn(input, options).apply(this, args);
      } : ret = Object.create(Object.getPrototypeOf(input));
      for (let key in input) {
        let property = input[key];
        ret[key] = typeof property == "function" && filter(key) ? processFn(property, options) : property;
      }
      return ret;
    };
  }
});

// ../../main/node_modules/ignore/index.js
var require_ignore = __commonJS({
  "../../main/node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var EMPTY = "", SPACE = " ", ESCAPE = "\\", REGEX_TEST_BLANK_LINE = /^\s+$/, REGEX_INVALID_TRAILING_BACKSLASH = /(?:[^\\]|^)\\$/, REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/, REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/, REGEX_SPLITALL_CRLF = /\r?\n/g, REGEX_TEST_INVALID_PATH = /^\.*\/|^\.+$/, SLASH = "/", TMP_KEY_IGNORE = "node-ignore";
    typeof Symbol < "u" && (TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore"));
    var KEY_IGNORE = TMP_KEY_IGNORE, define2 = (object, key, value) => Object.defineProperty(object, key, { value }), REGEX_REGEXP_RANGE = /([0-z])-([0-z])/g, RETURN_FALSE = () => !1, sanitizeRange = (range) => range.replace(
      REGEX_REGEXP_RANGE,
      (match, from, to) => from.charCodeAt(0) <= to.charCodeAt(0) ? match : EMPTY
    ), cleanRangeBackSlash = (slashes) => {
      let { length } = slashes;
      return slashes.slice(0, length - length % 2);
    }, REPLACERS = [
      [
        // remove BOM
        // TODO:
        // Other similar zero-width characters?
        /^\uFEFF/,
        () => EMPTY
      ],
      // > Trailing spaces are ignored unless they are quoted with backslash ("\")
      [
        // (a\ ) -> (a )
        // (a  ) -> (a)
        // (a ) -> (a)
        // (a \ ) -> (a  )
        /((?:\\\\)*?)(\\?\s+)$/,
        (_, m1, m2) => m1 + (m2.indexOf("\\") === 0 ? SPACE : EMPTY)
      ],
      // replace (\ ) with ' '
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        /(\\+?)\s/g,
        (_, m1) => {
          let { length } = m1;
          return m1.slice(0, length - length % 2) + SPACE;
        }
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^"
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/"
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*\\\*\\\*\\\//,
        // '**/foo' <-> 'foo'
        () => "^(?:.*\\/)?"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        /^(?=[^^])/,
        function() {
          return /\/(?!$)/.test(this) ? "^" : "(?:^|\\/)";
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? "(?:\\/[^\\/]+)*" : "\\/.+"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\]+)(\\\*)+(?=.+)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        (_, p1, p2) => {
          let unescaped = p2.replace(/\\\*/g, "[^\\/]*");
          return p1 + unescaped;
        }
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE
      ],
      [
        // > The range notation, e.g. [a-zA-Z],
        // > can be used to match one of the characters in a range.
        // `\` is escaped by step 3
        /(\\)?\[([^\]/]*?)(\\*)($|\])/g,
        (match, leadEscape, range, endEscape, close) => leadEscape === ESCAPE ? `\\[${range}${cleanRangeBackSlash(endEscape)}${close}` : close === "]" && endEscape.length % 2 === 0 ? `[${sanitizeRange(range)}${endEscape}]` : "[]"
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        /(?:[^*])$/,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (match) => /\/$/.test(match) ? `${match}$` : `${match}(?=$|\\/$)`
      ],
      // trailing wildcard
      [
        /(\^|\\\/)?\\\*$/,
        (_, p1) => `${p1 ? `${p1}[^/]+` : "[^/]*"}(?=$|\\/$)`
      ]
    ], regexCache = /* @__PURE__ */ Object.create(null), makeRegex = (pattern, ignoreCase) => {
      let source = regexCache[pattern];
      return source || (source = REPLACERS.reduce(
        (prev, [matcher, replacer]) => prev.replace(matcher, replacer.bind(pattern)),
        pattern
      ), regexCache[pattern] = source), ignoreCase ? new RegExp(source, "i") : new RegExp(source);
    }, isString = (subject) => typeof subject == "string", checkPattern = (pattern) => pattern && isString(pattern) && !REGEX_TEST_BLANK_LINE.test(pattern) && !REGEX_INVALID_TRAILING_BACKSLASH.test(pattern) && pattern.indexOf("#") !== 0, splitPattern = (pattern) => pattern.split(REGEX_SPLITALL_CRLF), IgnoreRule = class {
      constructor(origin, pattern, negative, regex) {
        this.origin = origin, this.pattern = pattern, this.negative = negative, this.regex = regex;
      }
    }, createRule = (pattern, ignoreCase) => {
      let origin = pattern, negative = !1;
      pattern.indexOf("!") === 0 && (negative = !0, pattern = pattern.substr(1)), pattern = pattern.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      let regex = makeRegex(pattern, ignoreCase);
      return new IgnoreRule(
        origin,
        pattern,
        negative,
        regex
      );
    }, throwError = (message, Ctor) => {
      throw new Ctor(message);
    }, checkPath = (path, originalPath, doThrow) => isString(path) ? path ? checkPath.isNotRelative(path) ? doThrow(
      `path should be a \`path.relative()\`d string, but got "${originalPath}"`,
      RangeError
    ) : !0 : doThrow("path must not be empty", TypeError) : doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    ), isNotRelative = (path) => REGEX_TEST_INVALID_PATH.test(path);
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var Ignore = class {
      constructor({
        ignorecase = !0,
        ignoreCase = ignorecase,
        allowRelativePaths = !1
      } = {}) {
        define2(this, KEY_IGNORE, !0), this._rules = [], this._ignoreCase = ignoreCase, this._allowRelativePaths = allowRelativePaths, this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null), this._testCache = /* @__PURE__ */ Object.create(null);
      }
      _addPattern(pattern) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules), this._added = !0;
          return;
        }
        if (checkPattern(pattern)) {
          let rule = createRule(pattern, this._ignoreCase);
          this._added = !0, this._rules.push(rule);
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        return this._added = !1, makeArray(
          isString(pattern) ? splitPattern(pattern) : pattern
        ).forEach(this._addPattern, this), this._added && this._initCache(), this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      //          |           ignored : unignored
      // negative |   0:0   |   0:1   |   1:0   |   1:1
      // -------- | ------- | ------- | ------- | --------
      //     0    |  TEST   |  TEST   |  SKIP   |    X
      //     1    |  TESTIF |  SKIP   |  TEST   |    X
      // - SKIP: always skip
      // - TEST: always test
      // - TESTIF: only test if checkUnignored
      // - X: that never happen
      // @param {boolean} whether should check if the path is unignored,
      //   setting `checkUnignored` to `false` could reduce additional
      //   path matching.
      // @returns {TestResult} true if a file is ignored
      _testOne(path, checkUnignored) {
        let ignored = !1, unignored = !1;
        return this._rules.forEach((rule) => {
          let { negative } = rule;
          if (unignored === negative && ignored !== unignored || negative && !ignored && !unignored && !checkUnignored)
            return;
          rule.regex.test(path) && (ignored = !negative, unignored = negative);
        }), {
          ignored,
          unignored
        };
      }
      // @returns {TestResult}
      _test(originalPath, cache, checkUnignored, slices) {
        let path = originalPath && checkPath.convert(originalPath);
        return checkPath(
          path,
          originalPath,
          this._allowRelativePaths ? RETURN_FALSE : throwError
        ), this._t(path, cache, checkUnignored, slices);
      }
      _t(path, cache, checkUnignored, slices) {
        if (path in cache)
          return cache[path];
        if (slices || (slices = path.split(SLASH)), slices.pop(), !slices.length)
          return cache[path] = this._testOne(path, checkUnignored);
        let parent = this._t(
          slices.join(SLASH) + SLASH,
          cache,
          checkUnignored,
          slices
        );
        return cache[path] = parent.ignored ? parent : this._testOne(path, checkUnignored);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, !1).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, !0);
      }
    }, factory = (options) => new Ignore(options), isPathValid = (path) => checkPath(path && checkPath.convert(path), path, RETURN_FALSE);
    factory.isPathValid = isPathValid;
    factory.default = factory;
    module.exports = factory;
    if (
      // Detect `process` so that it can run in browsers.
      typeof process < "u" && (process.env && process.env.IGNORE_TEST_WIN32 || process.platform === "win32")
    ) {
      let makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      let REGIX_IS_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGIX_IS_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    }
  }
});

// ../../main/node_modules/diff3/onp.js
var require_onp = __commonJS({
  "../../main/node_modules/diff3/onp.js"(exports, module) {
    module.exports = function(a_, b_) {
      var a = a_, b = b_, m = a.length, n = b.length, reverse = !1, ed = null, offset = m + 1, path = [], pathposi = [], ses = [], lcs = "", SES_DELETE = -1, SES_COMMON = 0, SES_ADD = 1, tmp1, tmp2, init = function() {
        m >= n && (tmp1 = a, tmp2 = m, a = b, b = tmp1, m = n, n = tmp2, reverse = !0, offset = m + 1);
      }, P = function(x, y, k) {
        return {
          x,
          y,
          k
        };
      }, seselem = function(elem, t) {
        return {
          elem,
          t
        };
      }, snake = function(k, p, pp) {
        var r, x, y;
        for (p > pp ? r = path[k - 1 + offset] : r = path[k + 1 + offset], y = Math.max(p, pp), x = y - k; x < m && y < n && a[x] === b[y]; )
          ++x, ++y;
        return path[k + offset] = pathposi.length, pathposi[pathposi.length] = new P(x, y, r), y;
      }, recordseq = function(epc) {
        var x_idx, y_idx, px_idx, py_idx, i;
        for (x_idx = y_idx = 1, px_idx = py_idx = 0, i = epc.length - 1; i >= 0; --i)
          for (; px_idx < epc[i].x || py_idx < epc[i].y; )
            epc[i].y - epc[i].x > py_idx - px_idx ? (reverse ? ses[ses.length] = new seselem(b[py_idx], SES_DELETE) : ses[ses.length] = new seselem(b[py_idx], SES_ADD), ++y_idx, ++py_idx) : epc[i].y - epc[i].x < py_idx - px_idx ? (reverse ? ses[ses.length] = new seselem(a[px_idx], SES_ADD) : ses[ses.length] = new seselem(a[px_idx], SES_DELETE), ++x_idx, ++px_idx) : (ses[ses.length] = new seselem(a[px_idx], SES_COMMON), lcs += a[px_idx], ++x_idx, ++y_idx, ++px_idx, ++py_idx);
      };
      return init(), {
        SES_DELETE: -1,
        SES_COMMON: 0,
        SES_ADD: 1,
        editdistance: function() {
          return ed;
        },
        getlcs: function() {
          return lcs;
        },
        getses: function() {
          return ses;
        },
        compose: function() {
          var delta, size, fp, p, r, epc, i, k;
          for (delta = n - m, size = m + n + 3, fp = {}, i = 0; i < size; ++i)
            fp[i] = -1, path[i] = -1;
          p = -1;
          do {
            for (++p, k = -p; k <= delta - 1; ++k)
              fp[k + offset] = snake(k, fp[k - 1 + offset] + 1, fp[k + 1 + offset]);
            for (k = delta + p; k >= delta + 1; --k)
              fp[k + offset] = snake(k, fp[k - 1 + offset] + 1, fp[k + 1 + offset]);
            fp[delta + offset] = snake(delta, fp[delta - 1 + offset] + 1, fp[delta + 1 + offset]);
          } while (fp[delta + offset] !== n);
          for (ed = delta + 2 * p, r = path[delta + offset], epc = []; r !== -1; )
            epc[epc.length] = new P(pathposi[r].x, pathposi[r].y, null), r = pathposi[r].k;
          recordseq(epc);
        }
      };
    };
  }
});

// ../../main/node_modules/diff3/diff3.js
var require_diff3 = __commonJS({
  "../../main/node_modules/diff3/diff3.js"(exports, module) {
    var onp = require_onp();
    function longestCommonSubsequence(file1, file2) {
      var diff = new onp(file1, file2);
      diff.compose();
      for (var ses = diff.getses(), root, prev, file1RevIdx = file1.length - 1, file2RevIdx = file2.length - 1, i = ses.length - 1; i >= 0; --i)
        ses[i].t === diff.SES_COMMON ? (prev ? (prev.chain = {
          file1index: file1RevIdx,
          file2index: file2RevIdx,
          chain: null
        }, prev = prev.chain) : (root = {
          file1index: file1RevIdx,
          file2index: file2RevIdx,
          chain: null
        }, prev = root), file1RevIdx--, file2RevIdx--) : ses[i].t === diff.SES_DELETE ? file1RevIdx-- : ses[i].t === diff.SES_ADD && file2RevIdx--;
      var tail = {
        file1index: -1,
        file2index: -1,
        chain: null
      };
      return prev ? (prev.chain = tail, root) : tail;
    }
    function diffIndices(file1, file2) {
      for (var result = [], tail1 = file1.length, tail2 = file2.length, candidate = longestCommonSubsequence(file1, file2); candidate !== null; candidate = candidate.chain) {
        var mismatchLength1 = tail1 - candidate.file1index - 1, mismatchLength2 = tail2 - candidate.file2index - 1;
        tail1 = candidate.file1index, tail2 = candidate.file2index, (mismatchLength1 || mismatchLength2) && result.push({
          file1: [tail1 + 1, mismatchLength1],
          file2: [tail2 + 1, mismatchLength2]
        });
      }
      return result.reverse(), result;
    }
    function diff3MergeIndices(a, o, b) {
      var i, m1 = diffIndices(o, a), m2 = diffIndices(o, b), hunks = [];
      function addHunk(h, side2) {
        hunks.push([h.file1[0], side2, h.file1[1], h.file2[0], h.file2[1]]);
      }
      for (i = 0; i < m1.length; i++)
        addHunk(m1[i], 0);
      for (i = 0; i < m2.length; i++)
        addHunk(m2[i], 2);
      hunks.sort(function(x, y) {
        return x[0] - y[0];
      });
      var result = [], commonOffset = 0;
      function copyCommon(targetOffset) {
        targetOffset > commonOffset && (result.push([1, commonOffset, targetOffset - commonOffset]), commonOffset = targetOffset);
      }
      for (var hunkIndex = 0; hunkIndex < hunks.length; hunkIndex++) {
        for (var firstHunkIndex = hunkIndex, hunk = hunks[hunkIndex], regionLhs = hunk[0], regionRhs = regionLhs + hunk[2]; hunkIndex < hunks.length - 1; ) {
          var maybeOverlapping = hunks[hunkIndex + 1], maybeLhs = maybeOverlapping[0];
          if (maybeLhs > regionRhs) break;
          regionRhs = Math.max(regionRhs, maybeLhs + maybeOverlapping[2]), hunkIndex++;
        }
        if (copyCommon(regionLhs), firstHunkIndex == hunkIndex)
          hunk[4] > 0 && result.push([hunk[1], hunk[3], hunk[4]]);
        else {
          var regions = {
            0: [a.length, -1, o.length, -1],
            2: [b.length, -1, o.length, -1]
          };
          for (i = firstHunkIndex; i <= hunkIndex; i++) {
            hunk = hunks[i];
            var side = hunk[1], r = regions[side], oLhs = hunk[0], oRhs = oLhs + hunk[2], abLhs = hunk[3], abRhs = abLhs + hunk[4];
            r[0] = Math.min(abLhs, r[0]), r[1] = Math.max(abRhs, r[1]), r[2] = Math.min(oLhs, r[2]), r[3] = Math.max(oRhs, r[3]);
          }
          var aLhs = regions[0][0] + (regionLhs - regions[0][2]), aRhs = regions[0][1] + (regionRhs - regions[0][3]), bLhs = regions[2][0] + (regionLhs - regions[2][2]), bRhs = regions[2][1] + (regionRhs - regions[2][3]);
          result.push([
            -1,
            aLhs,
            aRhs - aLhs,
            regionLhs,
            regionRhs - regionLhs,
            bLhs,
            bRhs - bLhs
          ]);
        }
        commonOffset = regionRhs;
      }
      return copyCommon(o.length), result;
    }
    function diff3Merge(a, o, b) {
      var result = [], files = [a, o, b], indices = diff3MergeIndices(a, o, b), okLines = [];
      function flushOk() {
        okLines.length && result.push({
          ok: okLines
        }), okLines = [];
      }
      function pushOk(xs) {
        for (var j = 0; j < xs.length; j++)
          okLines.push(xs[j]);
      }
      function isTrueConflict(rec) {
        if (rec[2] != rec[6]) return !0;
        for (var aoff = rec[1], boff = rec[5], j = 0; j < rec[2]; j++)
          if (a[j + aoff] != b[j + boff]) return !0;
        return !1;
      }
      for (var i = 0; i < indices.length; i++) {
        var x = indices[i], side = x[0];
        side == -1 ? isTrueConflict(x) ? (flushOk(), result.push({
          conflict: {
            a: a.slice(x[1], x[1] + x[2]),
            aIndex: x[1],
            o: o.slice(x[3], x[3] + x[4]),
            oIndex: x[3],
            b: b.slice(x[5], x[5] + x[6]),
            bIndex: x[5]
          }
        })) : pushOk(files[0].slice(x[1], x[1] + x[2])) : pushOk(files[side].slice(x[1], x[1] + x[2]));
      }
      return flushOk(), result;
    }
    module.exports = diff3Merge;
  }
});

// ../../main/node_modules/isomorphic-git/index.cjs
var require_isomorphic_git = __commonJS({
  "../../main/node_modules/isomorphic-git/index.cjs"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    function _interopDefault(ex) {
      return ex && typeof ex == "object" && "default" in ex ? ex.default : ex;
    }
    var crypto$1 = __require("crypto"), AsyncLock = _interopDefault(require_async_lock()), cleanGitRef = _interopDefault(require_lib2()), crc32 = _interopDefault(require_crc32()), pako = _interopDefault(require_pako()), pify = _interopDefault(require_pify()), ignore = _interopDefault(require_ignore()), diff3Merge = _interopDefault(require_diff3()), BaseError = class _BaseError extends Error {
      constructor(message) {
        super(message), this.caller = "";
      }
      toJSON() {
        let metadata = (
          /** @type {any} */
          this
        );
        return {
          code: metadata.code,
          data: metadata.data,
          caller: this.caller,
          message: this.message,
          stack: this.stack
        };
      }
      fromJSON(json) {
        let e = new _BaseError(json.message), metadata = (
          /** @type {any} */
          e
        );
        return metadata.code = json.code, metadata.data = json.data, e.caller = json.caller, e.stack = json.stack, e;
      }
      get isIsomorphicGitError() {
        return !0;
      }
    }, UnmergedPathsError = class _UnmergedPathsError extends BaseError {
      /**
       * @param {Array<string>} filepaths
       */
      constructor(filepaths) {
        super(
          `Modifying the index is not possible because you have unmerged files: ${filepaths.toString}. Fix them up in the work tree, and then use 'git add/rm as appropriate to mark resolution and make a commit.`
        ), this.code = this.name = _UnmergedPathsError.code, this.data = { filepaths };
      }
    };
    UnmergedPathsError.code = "UnmergedPathsError";
    var InternalError = class _InternalError extends BaseError {
      /**
       * @param {string} message
       */
      constructor(message) {
        super(
          `An internal error caused this command to fail.

If you're using an application that depends on isomorphic-git, please report this error to that application's developers.

If you're a developer and you believe this is a bug in isomorphic-git, please file an issue at https://github.com/isomorphic-git/isomorphic-git/issues with a minimal reproduction, version and environment details, and this error message: ${message}`
        ), this.code = this.name = _InternalError.code, this.data = { message };
      }
    };
    InternalError.code = "InternalError";
    var UnsafeFilepathError = class _UnsafeFilepathError extends BaseError {
      /**
       * @param {string} filepath
       */
      constructor(filepath) {
        super(`The filepath "${filepath}" contains unsafe character sequences`), this.code = this.name = _UnsafeFilepathError.code, this.data = { filepath };
      }
    };
    UnsafeFilepathError.code = "UnsafeFilepathError";
    var BufferCursor = class {
      constructor(buffer) {
        this.buffer = buffer, this._start = 0;
      }
      eof() {
        return this._start >= this.buffer.length;
      }
      tell() {
        return this._start;
      }
      seek(n) {
        this._start = n;
      }
      slice(n) {
        let r = this.buffer.slice(this._start, this._start + n);
        return this._start += n, r;
      }
      toString(enc, length) {
        let r = this.buffer.toString(enc, this._start, this._start + length);
        return this._start += length, r;
      }
      write(value, length, enc) {
        let r = this.buffer.write(value, this._start, length, enc);
        return this._start += length, r;
      }
      copy(source, start, end) {
        let r = source.copy(this.buffer, this._start, start, end);
        return this._start += r, r;
      }
      readUInt8() {
        let r = this.buffer.readUInt8(this._start);
        return this._start += 1, r;
      }
      writeUInt8(value) {
        let r = this.buffer.writeUInt8(value, this._start);
        return this._start += 1, r;
      }
      readUInt16BE() {
        let r = this.buffer.readUInt16BE(this._start);
        return this._start += 2, r;
      }
      writeUInt16BE(value) {
        let r = this.buffer.writeUInt16BE(value, this._start);
        return this._start += 2, r;
      }
      readUInt32BE() {
        let r = this.buffer.readUInt32BE(this._start);
        return this._start += 4, r;
      }
      writeUInt32BE(value) {
        let r = this.buffer.writeUInt32BE(value, this._start);
        return this._start += 4, r;
      }
    }, NEEDS_CODE_POINT_ORDER = /[\ud800-￿]/;
    function isLoneSurrogate(s, i, unit) {
      if (unit < 55296 || unit > 57343) return !1;
      if (unit < 56320) {
        let next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
        return next < 56320 || next > 57343;
      }
      let prev = i > 0 ? s.charCodeAt(i - 1) : 0;
      return prev < 55296 || prev > 56319;
    }
    function compareStrings(a, b) {
      if (!NEEDS_CODE_POINT_ORDER.test(a) && !NEEDS_CODE_POINT_ORDER.test(b))
        return -(a < b) || +(a > b);
      let length = Math.min(a.length, b.length);
      for (let i = 0; i < length; i++) {
        let x = a.charCodeAt(i), y = b.charCodeAt(i);
        if (x !== y) {
          if (isLoneSurrogate(a, i, x) && (x = 65533), isLoneSurrogate(b, i, y) && (y = 65533), x === y) continue;
          return x >= 55296 && y >= 55296 && (x += x >= 57344 ? -2048 : 8192, y += y >= 57344 ? -2048 : 8192), x < y ? -1 : 1;
        }
      }
      return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
    }
    function comparePath(a, b) {
      return compareStrings(a.path, b.path);
    }
    function normalizeMode2(mode) {
      let type = mode > 0 ? mode >> 12 : 0;
      type !== 4 && type !== 8 && type !== 10 && type !== 14 && (type = 8);
      let permissions = mode & 511;
      return permissions & 73 ? permissions = 493 : permissions = 420, type !== 8 && (permissions = 0), (type << 12) + permissions;
    }
    var MAX_UINT32 = 2 ** 32;
    function SecondsNanoseconds(givenSeconds, givenNanoseconds, milliseconds, date) {
      if (givenSeconds !== void 0 && givenNanoseconds !== void 0)
        return [givenSeconds, givenNanoseconds];
      milliseconds === void 0 && (milliseconds = date.valueOf());
      let seconds = Math.floor(milliseconds / 1e3), nanoseconds = Math.floor((milliseconds - seconds * 1e3) * 1e6);
      return [seconds, nanoseconds];
    }
    function normalizeStats(e) {
      let [ctimeSeconds, ctimeNanoseconds] = SecondsNanoseconds(
        e.ctimeSeconds,
        e.ctimeNanoseconds,
        e.ctimeMs,
        e.ctime
      ), [mtimeSeconds, mtimeNanoseconds] = SecondsNanoseconds(
        e.mtimeSeconds,
        e.mtimeNanoseconds,
        e.mtimeMs,
        e.mtime
      );
      return {
        ctimeSeconds: ctimeSeconds % MAX_UINT32,
        ctimeNanoseconds: ctimeNanoseconds % MAX_UINT32,
        mtimeSeconds: mtimeSeconds % MAX_UINT32,
        mtimeNanoseconds: mtimeNanoseconds % MAX_UINT32,
        dev: e.dev % MAX_UINT32,
        ino: e.ino % MAX_UINT32,
        mode: normalizeMode2(e.mode % MAX_UINT32),
        uid: e.uid % MAX_UINT32,
        gid: e.gid % MAX_UINT32,
        // size of -1 happens over a BrowserFS HTTP Backend that doesn't serve Content-Length headers
        // (like the Karma webserver) because BrowserFS HTTP Backend uses HTTP HEAD requests to do fs.stat
        size: e.size > -1 ? e.size % MAX_UINT32 : 0
      };
    }
    function createSha1() {
      return crypto$1.createHash("sha1");
    }
    function toHex(buffer) {
      let hex = "";
      for (let byte of new Uint8Array(buffer))
        byte < 16 && (hex += "0"), hex += byte.toString(16);
      return hex;
    }
    var supportsSubtleSHA1 = null;
    async function shasum(buffer) {
      return supportsSubtleSHA1 === null && (supportsSubtleSHA1 = await testSubtleSHA1()), supportsSubtleSHA1 ? subtleSHA1(buffer) : shasumSync(buffer);
    }
    function shasumSync(buffer) {
      return createSha1().update(buffer).digest("hex");
    }
    async function subtleSHA1(buffer) {
      let hash = await crypto.subtle.digest("SHA-1", buffer);
      return toHex(hash);
    }
    async function testSubtleSHA1() {
      try {
        return await subtleSHA1(new Uint8Array([])) === "da39a3ee5e6b4b0d3255bfef95601890afd80709";
      } catch {
      }
      return !1;
    }
    function parseCacheEntryFlags(bits) {
      return {
        assumeValid: !!(bits & 32768),
        extended: !!(bits & 16384),
        stage: (bits & 12288) >> 12,
        nameLength: bits & 4095,
        skipWorktree: !1,
        intentToAdd: !1
      };
    }
    var SKIP_WORKTREE = 16384, INTENT_TO_ADD = 8192;
    function hasExtendedFlags(entry) {
      return !!(entry.flags.skipWorktree || entry.flags.intentToAdd);
    }
    function renderCacheEntryFlags(entry) {
      let flags = entry.flags;
      return flags.extended = hasExtendedFlags(entry), flags.nameLength = Math.min(Buffer.from(entry.path).length, 4095), (flags.assumeValid ? 32768 : 0) + (flags.extended ? 16384 : 0) + ((flags.stage & 3) << 12) + (flags.nameLength & 4095);
    }
    function renderCacheEntryExtendedFlags(entry) {
      return (entry.flags.skipWorktree ? SKIP_WORKTREE : 0) + (entry.flags.intentToAdd ? INTENT_TO_ADD : 0);
    }
    var GitIndex = class _GitIndex {
      /*::
       _entries: Map<string, CacheEntry>
       _dirty: boolean // Used to determine if index needs to be saved to filesystem
       */
      constructor(entries, unmergedPaths) {
        this._dirty = !1, this._unmergedPaths = unmergedPaths || /* @__PURE__ */ new Set(), this._entries = entries || /* @__PURE__ */ new Map();
      }
      _addEntry(entry) {
        if (entry.flags.stage === 0)
          entry.stages = [entry], this._entries.set(entry.path, entry), this._unmergedPaths.delete(entry.path);
        else {
          let existingEntry = this._entries.get(entry.path);
          existingEntry || (this._entries.set(entry.path, entry), existingEntry = entry), existingEntry.stages[entry.flags.stage] = entry, this._unmergedPaths.add(entry.path);
        }
      }
      static async from(buffer) {
        if (Buffer.isBuffer(buffer))
          return _GitIndex.fromBuffer(buffer);
        if (buffer === null)
          return new _GitIndex(null);
        throw new InternalError("invalid type passed to GitIndex.from");
      }
      static async fromBuffer(buffer) {
        if (buffer.length === 0)
          throw new InternalError("Index file is empty (.git/index)");
        let index2 = new _GitIndex(), reader = new BufferCursor(buffer), magic = reader.toString("utf8", 4);
        if (magic !== "DIRC")
          throw new InternalError(`Invalid dircache magic file number: ${magic}`);
        let shaComputed = await shasum(buffer.slice(0, -20)), shaClaimed = buffer.slice(-20).toString("hex");
        if (shaClaimed !== shaComputed)
          throw new InternalError(
            `Invalid checksum in GitIndex buffer: expected ${shaClaimed} but saw ${shaComputed}`
          );
        let version2 = reader.readUInt32BE();
        if (version2 !== 2 && version2 !== 3)
          throw new InternalError(`Unsupported dircache version: ${version2}`);
        let numEntries = reader.readUInt32BE(), i = 0;
        for (; !reader.eof() && i < numEntries; ) {
          let entry = {};
          entry.ctimeSeconds = reader.readUInt32BE(), entry.ctimeNanoseconds = reader.readUInt32BE(), entry.mtimeSeconds = reader.readUInt32BE(), entry.mtimeNanoseconds = reader.readUInt32BE(), entry.dev = reader.readUInt32BE(), entry.ino = reader.readUInt32BE(), entry.mode = reader.readUInt32BE(), entry.uid = reader.readUInt32BE(), entry.gid = reader.readUInt32BE(), entry.size = reader.readUInt32BE(), entry.oid = reader.slice(20).toString("hex");
          let flags = reader.readUInt16BE();
          if (entry.flags = parseCacheEntryFlags(flags), entry.flags.extended) {
            let extendedFlags = reader.readUInt16BE();
            if (extendedFlags & ~(SKIP_WORKTREE | INTENT_TO_ADD))
              throw new InternalError(
                `Unknown index entry format: 0x${extendedFlags.toString(16)}`
              );
            entry.flags.skipWorktree = !!(extendedFlags & SKIP_WORKTREE), entry.flags.intentToAdd = !!(extendedFlags & INTENT_TO_ADD);
          }
          let pathlength = buffer.indexOf(0, reader.tell() + 1) - reader.tell();
          if (pathlength < 1)
            throw new InternalError(`Got a path length of: ${pathlength}`);
          if (entry.path = reader.toString("utf8", pathlength), entry.path.includes("..\\") || entry.path.includes("../"))
            throw new UnsafeFilepathError(entry.path);
          let padding = 8 - (reader.tell() - 12) % 8;
          for (padding === 0 && (padding = 8); padding--; ) {
            let tmp = reader.readUInt8();
            if (tmp !== 0)
              throw new InternalError(
                `Expected 1-8 null characters but got '${tmp}' after ${entry.path}`
              );
            if (reader.eof())
              throw new InternalError("Unexpected end of file");
          }
          entry.stages = [], index2._addEntry(entry), i++;
        }
        return index2;
      }
      get unmergedPaths() {
        return [...this._unmergedPaths];
      }
      get entries() {
        return [...this._entries.values()].sort(comparePath);
      }
      get entriesMap() {
        return this._entries;
      }
      get entriesFlat() {
        return [...this.entries].flatMap((entry) => entry.stages.length > 1 ? entry.stages.filter((x) => x) : entry);
      }
      *[Symbol.iterator]() {
        for (let entry of this.entries)
          yield entry;
      }
      insert({ filepath, stats, oid, stage = 0 }) {
        stats || (stats = {
          ctimeSeconds: 0,
          ctimeNanoseconds: 0,
          mtimeSeconds: 0,
          mtimeNanoseconds: 0,
          dev: 0,
          ino: 0,
          mode: 0,
          uid: 0,
          gid: 0,
          size: 0
        }), stats = normalizeStats(stats);
        let bfilepath = Buffer.from(filepath), existing = stage === 0 ? this._entries.get(filepath) : void 0, entry = {
          ctimeSeconds: stats.ctimeSeconds,
          ctimeNanoseconds: stats.ctimeNanoseconds,
          mtimeSeconds: stats.mtimeSeconds,
          mtimeNanoseconds: stats.mtimeNanoseconds,
          dev: stats.dev,
          ino: stats.ino,
          // We provide a fallback value for `mode` here because not all fs
          // implementations assign it, but we use it in GitTree.
          // '100644' is for a "regular non-executable file"
          mode: stats.mode || 33188,
          uid: stats.uid,
          gid: stats.gid,
          size: stats.size,
          path: filepath,
          oid,
          flags: {
            assumeValid: !1,
            extended: !1,
            stage,
            nameLength: bfilepath.length < 4095 ? bfilepath.length : 4095,
            skipWorktree: !!existing?.flags.skipWorktree,
            intentToAdd: !1
          },
          stages: []
        };
        this._addEntry(entry), this._dirty = !0;
      }
      delete({ filepath }) {
        if (this._entries.has(filepath))
          this._entries.delete(filepath);
        else
          for (let key of this._entries.keys())
            key.startsWith(filepath + "/") && this._entries.delete(key);
        this._unmergedPaths.has(filepath) && this._unmergedPaths.delete(filepath), this._dirty = !0;
      }
      clear() {
        this._entries.clear(), this._dirty = !0;
      }
      has({ filepath }) {
        return this._entries.has(filepath);
      }
      render() {
        return this.entries.map((entry) => `${entry.mode.toString(8)} ${entry.oid}    ${entry.path}`).join(`
`);
      }
      static async _entryToBuffer(entry) {
        let bpath = Buffer.from(entry.path), extended = hasExtendedFlags(entry), length = Math.ceil((62 + (extended ? 2 : 0) + bpath.length + 1) / 8) * 8, written = Buffer.alloc(length), writer = new BufferCursor(written), stat = normalizeStats(entry);
        return writer.writeUInt32BE(stat.ctimeSeconds), writer.writeUInt32BE(stat.ctimeNanoseconds), writer.writeUInt32BE(stat.mtimeSeconds), writer.writeUInt32BE(stat.mtimeNanoseconds), writer.writeUInt32BE(stat.dev), writer.writeUInt32BE(stat.ino), writer.writeUInt32BE(stat.mode), writer.writeUInt32BE(stat.uid), writer.writeUInt32BE(stat.gid), writer.writeUInt32BE(stat.size), writer.write(entry.oid, 20, "hex"), writer.writeUInt16BE(renderCacheEntryFlags(entry)), extended && writer.writeUInt16BE(renderCacheEntryExtendedFlags(entry)), writer.write(entry.path, bpath.length, "utf8"), written;
      }
      async toObject() {
        let header = Buffer.alloc(12), writer = new BufferCursor(header);
        writer.write("DIRC", 4, "utf8"), writer.writeUInt32BE(this.entriesFlat.some(hasExtendedFlags) ? 3 : 2), writer.writeUInt32BE(this.entriesFlat.length);
        let entryBuffers = [];
        for (let entry of this.entries)
          if (entryBuffers.push(_GitIndex._entryToBuffer(entry)), entry.stages.length > 1)
            for (let stage of entry.stages)
              stage && stage !== entry && entryBuffers.push(_GitIndex._entryToBuffer(stage));
        entryBuffers = await Promise.all(entryBuffers);
        let body = Buffer.concat(entryBuffers), main = Buffer.concat([header, body]), sum = await shasum(main);
        return Buffer.concat([main, Buffer.from(sum, "hex")]);
      }
    };
    function compareStats(entry, stats, filemode = !0, trustino = !0) {
      let e = normalizeStats(entry), s = normalizeStats(stats);
      return filemode && e.mode !== s.mode || e.mtimeSeconds !== s.mtimeSeconds || e.mtimeNanoseconds !== s.mtimeNanoseconds || e.ctimeSeconds !== s.ctimeSeconds || e.ctimeNanoseconds !== s.ctimeNanoseconds || e.uid !== s.uid || e.gid !== s.gid || trustino && e.ino !== s.ino || e.size !== s.size;
    }
    var lock;
    function getLock() {
      return lock === void 0 && (lock = new AsyncLock({ maxPending: 1 / 0 })), lock;
    }
    function acquireLock(key, callback) {
      return getLock().acquire(key, callback);
    }
    var IndexCache = /* @__PURE__ */ Symbol("IndexCache");
    function createCache() {
      return {
        map: /* @__PURE__ */ new Map(),
        stats: /* @__PURE__ */ new Map()
      };
    }
    async function updateCachedIndexFile(fs, filepath, cache) {
      let [stat, rawIndexFile] = await Promise.all([
        fs.lstat(filepath),
        fs.read(filepath)
      ]), index2 = await GitIndex.from(rawIndexFile);
      cache.map.set(filepath, index2), cache.stats.set(filepath, stat);
    }
    async function isIndexStale(fs, filepath, cache) {
      let savedStats = cache.stats.get(filepath);
      if (savedStats === void 0) return !0;
      if (savedStats === null) return !1;
      let currStats = await fs.lstat(filepath);
      if (currStats === null) return !1;
      if (compareStats(savedStats, currStats)) return !0;
      let saved = normalizeStats(savedStats), curr = normalizeStats(currStats);
      return saved.mtimeNanoseconds !== curr.mtimeNanoseconds || saved.ctimeNanoseconds !== curr.ctimeNanoseconds;
    }
    var GitIndexManager = class {
      /**
       * Manages access to the Git index file, ensuring thread-safe operations and caching.
       *
       * @param {object} opts - Options for acquiring the Git index.
       * @param {FSClient} opts.fs - A file system implementation.
       * @param {string} opts.gitdir - The path to the `.git` directory.
       * @param {object} opts.cache - A shared cache object for storing index data.
       * @param {boolean} [opts.allowUnmerged=true] - Whether to allow unmerged paths in the index.
       * @param {function(GitIndex): any} closure - A function to execute with the Git index.
       * @returns {Promise<any>} The result of the closure function.
       * @throws {UnmergedPathsError} If unmerged paths exist and `allowUnmerged` is `false`.
       */
      static async acquire({ fs, gitdir, cache, allowUnmerged = !0 }, closure) {
        cache[IndexCache] || (cache[IndexCache] = createCache());
        let filepath = `${gitdir}/index`, result, unmergedPaths = [];
        return await acquireLock(filepath, async () => {
          let theIndexCache = cache[IndexCache];
          await isIndexStale(fs, filepath, theIndexCache) && await updateCachedIndexFile(fs, filepath, theIndexCache);
          let index2 = theIndexCache.map.get(filepath);
          if (unmergedPaths = index2.unmergedPaths, unmergedPaths.length && !allowUnmerged)
            throw new UnmergedPathsError(unmergedPaths);
          try {
            result = await closure(index2);
          } catch (err) {
            throw theIndexCache.map.delete(filepath), theIndexCache.stats.delete(filepath), err;
          }
          if (index2._dirty) {
            let buffer = await index2.toObject();
            await fs.write(filepath, buffer), theIndexCache.stats.set(filepath, await fs.lstat(filepath)), index2._dirty = !1;
          }
        }), result;
      }
    };
    function basename2(path) {
      let last = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
      return last > -1 && (path = path.slice(last + 1)), path;
    }
    function dirname(path) {
      let last = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
      return last === -1 ? "." : last === 0 ? "/" : path.slice(0, last);
    }
    function flatFileListToDirectoryStructure(files) {
      let inodes = /* @__PURE__ */ new Map(), mkdir = function(name) {
        if (!inodes.has(name)) {
          let dir = {
            type: "tree",
            fullpath: name,
            basename: basename2(name),
            metadata: {},
            children: []
          };
          inodes.set(name, dir), dir.parent = mkdir(dirname(name)), dir.parent && dir.parent !== dir && dir.parent.children.push(dir);
        }
        return inodes.get(name);
      }, mkfile = function(name, metadata) {
        if (!inodes.has(name)) {
          let file = {
            type: "blob",
            fullpath: name,
            basename: basename2(name),
            metadata,
            // This recursively generates any missing parent folders.
            parent: mkdir(dirname(name)),
            children: []
          };
          file.parent && file.parent.children.push(file), inodes.set(name, file);
        }
        return inodes.get(name);
      };
      mkdir(".");
      for (let file of files)
        mkfile(file.path, file);
      return inodes;
    }
    function mode2type(mode) {
      switch (mode) {
        case 16384:
          return "tree";
        case 33188:
          return "blob";
        case 33261:
          return "blob";
        case 40960:
          return "blob";
        case 57344:
          return "commit";
      }
      throw new InternalError(`Unexpected GitTree entry mode: ${mode.toString(8)}`);
    }
    var GitWalkerIndex = class {
      constructor({ fs, gitdir, cache }) {
        this.treePromise = GitIndexManager.acquire(
          { fs, gitdir, cache },
          async function(index2) {
            return flatFileListToDirectoryStructure(index2.entries);
          }
        );
        let walker = this;
        this.ConstructEntry = class {
          constructor(fullpath) {
            this._fullpath = fullpath, this._type = !1, this._mode = !1, this._stat = !1, this._oid = !1;
          }
          async type() {
            return walker.type(this);
          }
          async mode() {
            return walker.mode(this);
          }
          async stat() {
            return walker.stat(this);
          }
          async content() {
            return walker.content(this);
          }
          async oid() {
            return walker.oid(this);
          }
        };
      }
      async readdir(entry) {
        let filepath = entry._fullpath, inode = (await this.treePromise).get(filepath);
        if (!inode || inode.type === "blob") return null;
        if (inode.type !== "tree")
          throw new Error(`ENOTDIR: not a directory, scandir '${filepath}'`);
        let names = inode.children.map((inode2) => inode2.fullpath);
        return names.sort(compareStrings), names;
      }
      async type(entry) {
        return entry._type === !1 && await entry.stat(), entry._type;
      }
      async mode(entry) {
        return entry._mode === !1 && await entry.stat(), entry._mode;
      }
      async stat(entry) {
        if (entry._stat === !1) {
          let inode = (await this.treePromise).get(entry._fullpath);
          if (!inode)
            throw new Error(
              `ENOENT: no such file or directory, lstat '${entry._fullpath}'`
            );
          let stats = inode.type === "tree" ? {} : normalizeStats(inode.metadata);
          entry._type = inode.type === "tree" ? "tree" : mode2type(stats.mode), entry._mode = stats.mode, inode.type === "tree" ? entry._stat = void 0 : entry._stat = stats;
        }
        return entry._stat;
      }
      async content(_entry) {
      }
      async oid(entry) {
        if (entry._oid === !1) {
          let inode = (await this.treePromise).get(entry._fullpath);
          entry._oid = inode.metadata.oid;
        }
        return entry._oid;
      }
    }, GitWalkSymbol = /* @__PURE__ */ Symbol("GitWalkSymbol");
    function STAGE() {
      let o = /* @__PURE__ */ Object.create(null);
      return Object.defineProperty(o, GitWalkSymbol, {
        value: function({ fs, gitdir, cache }) {
          return new GitWalkerIndex({ fs, gitdir, cache });
        }
      }), Object.freeze(o), o;
    }
    var NotFoundError = class _NotFoundError extends BaseError {
      /**
       * @param {string} what
       */
      constructor(what) {
        super(`Could not find ${what}.`), this.code = this.name = _NotFoundError.code, this.data = { what };
      }
    };
    NotFoundError.code = "NotFoundError";
    var ObjectTypeError = class _ObjectTypeError extends BaseError {
      /**
       * @param {string} oid
       * @param {'blob'|'commit'|'tag'|'tree'} actual
       * @param {'blob'|'commit'|'tag'|'tree'} expected
       * @param {string} [filepath]
       */
      constructor(oid, actual, expected, filepath) {
        super(
          `Object ${oid} ${filepath ? `at ${filepath}` : ""}was anticipated to be a ${expected} but it is a ${actual}.`
        ), this.code = this.name = _ObjectTypeError.code, this.data = { oid, actual, expected, filepath };
      }
    };
    ObjectTypeError.code = "ObjectTypeError";
    var InvalidOidError = class _InvalidOidError extends BaseError {
      /**
       * @param {string} value
       */
      constructor(value) {
        super(`Expected a 40-char hex object id but saw "${value}".`), this.code = this.name = _InvalidOidError.code, this.data = { value };
      }
    };
    InvalidOidError.code = "InvalidOidError";
    var InvalidRefNameError = class _InvalidRefNameError extends BaseError {
      /**
       * @param {string} ref
       * @param {string} suggestion
       * @param {boolean} canForce
       */
      constructor(ref, suggestion) {
        super(
          `"${ref}" would be an invalid git reference. (Hint: a valid alternative would be "${suggestion}".)`
        ), this.code = this.name = _InvalidRefNameError.code, this.data = { ref, suggestion };
      }
    };
    InvalidRefNameError.code = "InvalidRefNameError";
    var NoRefspecError = class _NoRefspecError extends BaseError {
      /**
       * @param {string} remote
       */
      constructor(remote) {
        super(`Could not find a fetch refspec for remote "${remote}". Make sure the config file has an entry like the following:
[remote "${remote}"]
	fetch = +refs/heads/*:refs/remotes/origin/*
`), this.code = this.name = _NoRefspecError.code, this.data = { remote };
      }
    };
    NoRefspecError.code = "NoRefspecError";
    var GitPackedRefs = class _GitPackedRefs {
      constructor(text) {
        if (this.refs = /* @__PURE__ */ new Map(), this.parsedConfig = [], text) {
          let key = null;
          this.parsedConfig = text.trim().split(`
`).map((line) => {
            if (/^\s*#/.test(line))
              return { line, comment: !0 };
            let i = line.indexOf(" ");
            if (line.startsWith("^")) {
              let value = line.slice(1);
              return this.refs.set(key + "^{}", value), { line, ref: key, peeled: value };
            } else {
              let value = line.slice(0, i);
              return key = line.slice(i + 1), this.refs.set(key, value), { line, ref: key, oid: value };
            }
          });
        }
        return this;
      }
      static from(text) {
        return new _GitPackedRefs(text);
      }
      delete(ref) {
        this.parsedConfig = this.parsedConfig.filter((entry) => entry.ref !== ref), this.refs.delete(ref);
      }
      toString() {
        return this.parsedConfig.map(({ line }) => line).join(`
`) + `
`;
      }
    }, GitRefSpec = class _GitRefSpec {
      constructor({
        remotePath,
        remoteSuffix = "",
        localPath,
        force,
        matchPrefix,
        negative = !1
      }) {
        Object.assign(this, {
          remotePath,
          remoteSuffix,
          localPath,
          force,
          matchPrefix,
          negative
        });
      }
      static from(refspec) {
        if (refspec.startsWith("^") || !refspec.includes(":")) {
          let negative = refspec.startsWith("^"), [, forceMatch2, remote] = refspec.slice(negative ? 1 : 0).match(/^(\+?)(.*)$/), star = remote.indexOf("*");
          return new _GitRefSpec({
            remotePath: star === -1 ? remote : remote.slice(0, star),
            remoteSuffix: star === -1 ? "" : remote.slice(star + 1),
            localPath: null,
            force: forceMatch2 === "+",
            matchPrefix: star !== -1,
            negative
          });
        }
        let [forceMatch, remotePath, remoteGlobMatch, localPath, localGlobMatch] = refspec.match(/^(\+?)(.*?)(\*?):(.*?)(\*?)$/).slice(1), force = forceMatch === "+", remoteIsGlob = remoteGlobMatch === "*";
        if (remoteIsGlob !== (localGlobMatch === "*"))
          throw new InternalError("Invalid refspec");
        return new _GitRefSpec({
          remotePath,
          localPath,
          force,
          matchPrefix: remoteIsGlob
        });
      }
      matches(remoteBranch) {
        return this.matchPrefix ? remoteBranch.length >= this.remotePath.length + this.remoteSuffix.length && remoteBranch.startsWith(this.remotePath) && remoteBranch.endsWith(this.remoteSuffix) : remoteBranch === this.remotePath;
      }
      translate(remoteBranch) {
        if (this.localPath === null) return null;
        if (this.matchPrefix) {
          if (remoteBranch.startsWith(this.remotePath))
            return this.localPath + remoteBranch.replace(this.remotePath, "");
        } else if (remoteBranch === this.remotePath) return this.localPath;
        return null;
      }
      reverseTranslate(localBranch) {
        if (this.localPath === null) return null;
        if (this.matchPrefix) {
          if (localBranch.startsWith(this.localPath))
            return this.remotePath + localBranch.replace(this.localPath, "");
        } else if (localBranch === this.localPath) return this.remotePath;
        return null;
      }
    }, GitRefSpecSet = class _GitRefSpecSet {
      constructor(rules = []) {
        this.rules = rules;
      }
      static from(refspecs) {
        let rules = [];
        for (let refspec of refspecs)
          rules.push(GitRefSpec.from(refspec));
        return new _GitRefSpecSet(rules);
      }
      add(refspec) {
        let rule = GitRefSpec.from(refspec);
        this.rules.push(rule);
      }
      isExcluded(remoteRef) {
        return this.rules.some((rule) => rule.negative && rule.matches(remoteRef));
      }
      translate(remoteRefs) {
        let result = [];
        for (let rule of this.rules)
          for (let remoteRef of remoteRefs) {
            if (this.isExcluded(remoteRef)) continue;
            let localRef = rule.translate(remoteRef);
            localRef && result.push([remoteRef, localRef]);
          }
        return result;
      }
      translateOne(remoteRef) {
        let result = null;
        if (this.isExcluded(remoteRef)) return result;
        for (let rule of this.rules) {
          let localRef = rule.translate(remoteRef);
          localRef && (result = localRef);
        }
        return result;
      }
      localNamespaces() {
        return this.rules.filter((rule) => rule.matchPrefix && rule.localPath !== null).map((rule) => rule.localPath.replace(/\/$/, ""));
      }
    };
    function compareRefNames(a, b) {
      let _a = a.replace(/\^\{\}$/, ""), _b = b.replace(/\^\{\}$/, ""), tmp = -(_a < _b) || +(_a > _b);
      return tmp === 0 ? a.endsWith("^{}") ? 1 : -1 : tmp;
    }
    var bad = /(^|[/.])([/.]|$)|^@$|@{|[\x00-\x20\x7f~^:?*[\\]|\.lock(\/|$)/;
    function isValidRef(name, onelevel) {
      if (typeof name != "string")
        throw new TypeError("Reference name must be a string");
      return !bad.test(name) && (!!onelevel || name.includes("/"));
    }
    function assertPath(path) {
      if (typeof path != "string")
        throw new TypeError(
          "Path must be a string. Received " + JSON.stringify(path)
        );
    }
    function normalizeStringPosix(path, allowAboveRoot) {
      let res = "", lastSegmentLength = 0, lastSlash = -1, dots = 0, code;
      for (let i = 0; i <= path.length; ++i) {
        if (i < path.length) code = path.charCodeAt(i);
        else {
          if (code === 47) break;
          code = 47;
        }
        if (code === 47) {
          if (!(lastSlash === i - 1 || dots === 1))
            if (lastSlash !== i - 1 && dots === 2) {
              if (res.length < 2 || lastSegmentLength !== 2 || res.charCodeAt(res.length - 1) !== 46 || res.charCodeAt(res.length - 2) !== 46) {
                if (res.length > 2) {
                  let lastSlashIndex = res.lastIndexOf("/");
                  if (lastSlashIndex !== res.length - 1) {
                    lastSlashIndex === -1 ? (res = "", lastSegmentLength = 0) : (res = res.slice(0, lastSlashIndex), lastSegmentLength = res.length - 1 - res.lastIndexOf("/")), lastSlash = i, dots = 0;
                    continue;
                  }
                } else if (res.length === 2 || res.length === 1) {
                  res = "", lastSegmentLength = 0, lastSlash = i, dots = 0;
                  continue;
                }
              }
              allowAboveRoot && (res.length > 0 ? res += "/.." : res = "..", lastSegmentLength = 2);
            } else
              res.length > 0 ? res += "/" + path.slice(lastSlash + 1, i) : res = path.slice(lastSlash + 1, i), lastSegmentLength = i - lastSlash - 1;
          lastSlash = i, dots = 0;
        } else code === 46 && dots !== -1 ? ++dots : dots = -1;
      }
      return res;
    }
    function getWindowsDrivePrefix(path) {
      return path.length >= 2 && /^[a-zA-Z]:/.test(path) ? path.slice(0, 2) : null;
    }
    function normalize(path) {
      if (assertPath(path), path.length === 0) return ".";
      path = path.replace(/\\/g, "/");
      let drivePrefix = getWindowsDrivePrefix(path), isAbsolute2 = path.charCodeAt(0) === 47 || drivePrefix !== null && path.charCodeAt(2) === 47, trailingSeparator = path.charCodeAt(path.length - 1) === 47, normalized = normalizeStringPosix(
        drivePrefix ? path.slice(2) : path,
        !isAbsolute2
      );
      return normalized.length === 0 && !isAbsolute2 && (normalized = "."), normalized.length > 0 && trailingSeparator && (normalized += "/"), drivePrefix ? isAbsolute2 ? `${drivePrefix}/${normalized}` : `${drivePrefix}${normalized}` : isAbsolute2 ? `/${normalized}` : normalized;
    }
    function join5(...args) {
      if (args.length === 0) return ".";
      let joined;
      for (let i = 0; i < args.length; ++i) {
        assertPath(args[i]);
        let arg = args[i].replace(/\\/g, "/");
        arg.length !== 0 && (/^[a-zA-Z]:\//.test(arg) || joined === void 0 ? joined = arg : joined += "/" + arg);
      }
      return joined === void 0 ? "." : normalize(joined);
    }
    var num = (val) => {
      if (typeof val == "number")
        return val;
      val = val.toLowerCase();
      let n = parseInt(val);
      return val.endsWith("k") && (n *= 1024), val.endsWith("m") && (n *= 1024 * 1024), val.endsWith("g") && (n *= 1024 * 1024 * 1024), n;
    }, bool = (val) => {
      if (typeof val == "boolean")
        return val;
      if (val = val.trim().toLowerCase(), val === "true" || val === "yes" || val === "on") return !0;
      if (val === "false" || val === "no" || val === "off") return !1;
      throw Error(
        `Expected 'true', 'false', 'yes', 'no', 'on', or 'off', but got ${val}`
      );
    }, schema = {
      core: {
        filemode: bool,
        bare: bool,
        logallrefupdates: bool,
        symlinks: bool,
        ignorecase: bool,
        bigFileThreshold: num
      }
    }, SECTION_LINE_REGEX = /^\[([A-Za-z0-9-.]+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?\][ \t]*(?:[#;].*)?$/, SECTION_REGEX = /^[A-Za-z0-9-.]+$/, VARIABLE_LINE_REGEX = /^([A-Za-z][A-Za-z0-9-]*)(?:\s*=\s*(.*))?$/, VARIABLE_NAME_REGEX = /^[A-Za-z][A-Za-z0-9-]*$/, extractSectionLine = (line) => {
      let matches = SECTION_LINE_REGEX.exec(line);
      if (matches != null) {
        let [section, subsection] = matches.slice(1);
        return [section, subsection && subsection.replace(/\\(.)/g, "$1")];
      }
      return null;
    }, extractVariableLine = (line) => {
      let matches = VARIABLE_LINE_REGEX.exec(line);
      if (matches != null) {
        let [name, rawValue = "true"] = matches.slice(1);
        return [name, parseValue(rawValue)];
      }
      return null;
    }, ESCAPED_CHARS = /* @__PURE__ */ new Map([
      ["t", "	"],
      ["b", "\b"],
      ["n", `
`],
      ["\\", "\\"],
      ['"', '"']
    ]), parseValue = (rawValue) => {
      let value = "", pendingSpace = "", inQuotes = !1;
      for (let i = 0; i < rawValue.length; i++) {
        let c = rawValue[i];
        if (!inQuotes && /[ \t\r\v\f]/.test(c)) {
          value !== "" && (pendingSpace += c);
          continue;
        }
        if (!inQuotes && (c === "#" || c === ";")) break;
        value += pendingSpace, pendingSpace = "", c === "\\" && ESCAPED_CHARS.has(rawValue[i + 1]) ? value += ESCAPED_CHARS.get(rawValue[++i]) : c === '"' ? inQuotes = !inQuotes : value += c;
      }
      return value;
    }, serializeValue = (value) => {
      if (typeof value != "string") return value;
      let quote = value.startsWith(" ") || value.endsWith(" ") || /[#;]/.test(value) ? '"' : "", escaped = value.replace(/[\\"\n\t]/g, (c) => c === `
` ? "\\n" : c === "	" ? "\\t" : `\\${c}`);
      return `${quote}${escaped}${quote}`;
    }, lower = (text) => text != null ? text.toLowerCase() : null, getPath = (section, subsection, name) => [lower(section), subsection, lower(name)].filter((a) => a != null).join("."), normalizePath = (path) => {
      let pathSegments = path.split("."), section = pathSegments.shift(), name = pathSegments.pop(), subsection = pathSegments.length ? pathSegments.join(".") : void 0;
      return {
        section,
        subsection,
        name,
        path: getPath(section, subsection, name),
        sectionPath: getPath(section, subsection, null),
        isSection: !!section
      };
    }, findLastIndex = (array, callback) => array.reduce((lastIndex, item, index2) => callback(item) ? index2 : lastIndex, -1), GitConfig = class _GitConfig {
      constructor(text) {
        let section = null, subsection = null;
        this.parsedConfig = text ? text.split(`
`).map((line) => {
          let name = null, value = null, trimmedLine = line.trim(), extractedSection = extractSectionLine(trimmedLine), isSection = extractedSection != null;
          if (isSection)
            [section, subsection] = extractedSection;
          else {
            let extractedVariable = extractVariableLine(trimmedLine);
            extractedVariable != null && ([name, value] = extractedVariable);
          }
          let path = getPath(section, subsection, name);
          return { line, isSection, section, subsection, name, value, path };
        }) : [];
      }
      static from(text) {
        return new _GitConfig(text);
      }
      async get(path, getall = !1) {
        let normalizedPath = normalizePath(path).path, allValues = this.parsedConfig.filter((config) => config.path === normalizedPath).map(({ section, name, value }) => {
          let fn = schema[section] && schema[section][name];
          return fn ? fn(value) : value;
        });
        return getall ? allValues : allValues.pop();
      }
      async getall(path) {
        return this.get(path, !0);
      }
      async getSubsections(section) {
        return this.parsedConfig.filter((config) => config.isSection && config.section === section).map((config) => config.subsection);
      }
      async deleteSection(section, subsection) {
        this.parsedConfig = this.parsedConfig.filter(
          (config) => !(config.section === section && config.subsection === subsection)
        );
      }
      async append(path, value) {
        return this.set(path, value, !0);
      }
      async set(path, value, append = !1) {
        let {
          section,
          subsection,
          name,
          path: normalizedPath,
          sectionPath,
          isSection
        } = normalizePath(path), configIndex = findLastIndex(
          this.parsedConfig,
          (config) => config.path === normalizedPath
        );
        if (value == null)
          configIndex !== -1 && this.parsedConfig.splice(configIndex, 1);
        else if (configIndex !== -1) {
          let config = this.parsedConfig[configIndex], modifiedConfig = Object.assign({}, config, {
            name,
            value,
            modified: !0
          });
          append ? this.parsedConfig.splice(configIndex + 1, 0, modifiedConfig) : this.parsedConfig[configIndex] = modifiedConfig;
        } else {
          let sectionIndex = this.parsedConfig.findIndex(
            (config) => config.path === sectionPath
          ), newConfig = {
            section,
            subsection,
            name,
            value,
            modified: !0,
            path: normalizedPath
          };
          if (SECTION_REGEX.test(section) && VARIABLE_NAME_REGEX.test(name))
            if (sectionIndex >= 0)
              this.parsedConfig.splice(sectionIndex + 1, 0, newConfig);
            else {
              let newSection = {
                isSection,
                section,
                subsection,
                modified: !0,
                path: sectionPath
              };
              this.parsedConfig.push(newSection, newConfig);
            }
        }
      }
      toString() {
        return this.parsedConfig.map(({ line, section, subsection, name, value, modified: modified2 = !1 }) => modified2 ? name != null && value != null ? `	${name} = ${serializeValue(value)}` : subsection != null ? `[${section} "${subsection}"]` : `[${section}]` : line).join(`
`);
      }
    }, GitConfigManager = class {
      /**
       * Reads the Git configuration file from the specified `.git` directory.
       *
       * @param {object} opts - Options for reading the Git configuration.
       * @param {FSClient} opts.fs - A file system implementation.
       * @param {string} opts.gitdir - The path to the `.git` directory.
       * @returns {Promise<GitConfig>} A `GitConfig` object representing the parsed configuration.
       */
      static async get({ fs, gitdir }) {
        let text = await fs.read(`${gitdir}/config`, { encoding: "utf8" });
        return GitConfig.from(text);
      }
      /**
       * Saves the provided Git configuration to the specified `.git` directory.
       *
       * @param {object} opts - Options for saving the Git configuration.
       * @param {FSClient} opts.fs - A file system implementation.
       * @param {string} opts.gitdir - The path to the `.git` directory.
       * @param {GitConfig} opts.config - The `GitConfig` object to save.
       * @returns {Promise<void>} Resolves when the configuration has been successfully saved.
       */
      static async save({ fs, gitdir, config }) {
        await fs.write(`${gitdir}/config`, config.toString(), {
          encoding: "utf8"
        });
      }
    }, refpaths = (ref) => [
      `${ref}`,
      `refs/${ref}`,
      `refs/tags/${ref}`,
      `refs/heads/${ref}`,
      `refs/remotes/${ref}`,
      `refs/remotes/${ref}/HEAD`
    ], GIT_FILES = ["config", "description", "index", "shallow", "commondir"];
    function assertWritableRef(ref) {
      if (GIT_FILES.includes(ref))
        throw new InvalidRefNameError(ref, `refs/heads/${ref}`);
      if (!isValidRef(ref, !0))
        throw new InvalidRefNameError(ref, cleanGitRef.clean(ref));
    }
    var GitRefManager = class _GitRefManager {
      /**
       * Updates remote refs based on the provided refspecs and options.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.remote - The name of the remote.
       * @param {Map<string, string>} args.refs - A map of refs to their object IDs.
       * @param {Map<string, string>} args.symrefs - A map of symbolic refs.
       * @param {boolean} args.tags - Whether to fetch tags.
       * @param {string[]} [args.refspecs = undefined] - The refspecs to use.
       * @param {boolean} [args.prune = false] - Whether to prune stale refs.
       * @param {boolean} [args.pruneTags = false] - Whether to prune tags.
       * @returns {Promise<Object>} - An object containing pruned refs.
       */
      static async updateRemoteRefs({
        fs,
        gitdir,
        remote,
        refs,
        symrefs,
        tags,
        refspecs = void 0,
        prune = !1,
        pruneTags = !1
      }) {
        for (let value of refs.values())
          if (!value.match(/[0-9a-f]{40}/))
            throw new InvalidOidError(value);
        let config = await GitConfigManager.get({ fs, gitdir });
        if (!refspecs) {
          if (refspecs = await config.getall(`remote.${remote}.fetch`), refspecs.length === 0)
            throw new NoRefspecError(remote);
          refspecs.unshift(`+HEAD:refs/remotes/${remote}/HEAD`);
        }
        let refspec = GitRefSpecSet.from(refspecs), actualRefsToWrite = /* @__PURE__ */ new Map(), refTranslations = refspec.translate([...refs.keys()]), symrefTranslations = [];
        for (let [serverRef, translatedRef] of refspec.translate([
          ...symrefs.keys()
        ])) {
          let symtarget = refspec.translateOne(symrefs.get(serverRef));
          symtarget && (assertWritableRef(symtarget), symrefTranslations.push([translatedRef, `ref: ${symtarget}`]));
        }
        let tagRefsToWrite = tags ? [...refs.keys()].filter(
          (serverRef) => serverRef.startsWith("refs/tags") && !serverRef.endsWith("^{}")
        ) : [];
        for (let [, translatedRef] of refTranslations)
          assertWritableRef(translatedRef);
        for (let [translatedRef] of symrefTranslations)
          assertWritableRef(translatedRef);
        if (tagRefsToWrite.forEach(assertWritableRef), pruneTags) {
          let tags2 = await _GitRefManager.listRefs({
            fs,
            gitdir,
            filepath: "refs/tags"
          });
          await _GitRefManager.deleteRefs({
            fs,
            gitdir,
            refs: tags2.map((tag2) => `refs/tags/${tag2}`)
          });
        }
        for (let serverRef of tagRefsToWrite)
          if (!await _GitRefManager.exists({ fs, gitdir, ref: serverRef })) {
            let oid = refs.get(serverRef);
            actualRefsToWrite.set(serverRef, oid);
          }
        for (let [serverRef, translatedRef] of refTranslations) {
          let value = refs.get(serverRef);
          actualRefsToWrite.set(translatedRef, value);
        }
        for (let [translatedRef, value] of symrefTranslations)
          actualRefsToWrite.set(translatedRef, value);
        let pruned = [];
        if (prune) {
          for (let filepath of refspec.localNamespaces()) {
            let refs2 = (await _GitRefManager.listRefs({
              fs,
              gitdir,
              filepath
            })).map((file) => `${filepath}/${file}`);
            for (let ref of refs2)
              actualRefsToWrite.has(ref) || pruned.push(ref);
          }
          pruned.length > 0 && await _GitRefManager.deleteRefs({ fs, gitdir, refs: pruned });
        }
        for (let [key, value] of actualRefsToWrite)
          await acquireLock(
            key,
            async () => fs.write(join5(gitdir, key), `${value.trim()}
`, "utf8")
          );
        return { pruned };
      }
      /**
       * Writes a ref to the file system.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to write.
       * @param {string} args.value - The object ID to write.
       * @returns {Promise<void>}
       */
      // TODO: make this less crude?
      static async writeRef({ fs, gitdir, ref, value }) {
        if (assertWritableRef(ref), !value.match(/[0-9a-f]{40}/))
          throw new InvalidOidError(value);
        await acquireLock(
          ref,
          async () => fs.write(join5(gitdir, ref), `${value.trim()}
`, "utf8")
        );
      }
      /**
       * Writes a symbolic ref to the file system.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to write.
       * @param {string} args.value - The target ref.
       * @returns {Promise<void>}
       */
      static async writeSymbolicRef({ fs, gitdir, ref, value }) {
        assertWritableRef(ref), await acquireLock(
          ref,
          async () => fs.write(join5(gitdir, ref), `ref: ${value.trim()}
`, "utf8")
        );
      }
      /**
       * Deletes a single ref.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to delete.
       * @returns {Promise<void>}
       */
      static async deleteRef({ fs, gitdir, ref }) {
        return _GitRefManager.deleteRefs({ fs, gitdir, refs: [ref] });
      }
      /**
       * Deletes multiple refs.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string[]} args.refs - The refs to delete.
       * @returns {Promise<void>}
       */
      static async deleteRefs({ fs, gitdir, refs }) {
        refs.forEach(assertWritableRef), await Promise.all(refs.map((ref) => fs.rm(join5(gitdir, ref))));
        let text = await acquireLock(
          "packed-refs",
          async () => fs.read(`${gitdir}/packed-refs`, { encoding: "utf8" })
        ), packed = GitPackedRefs.from(text), beforeSize = packed.refs.size;
        for (let ref of refs)
          packed.refs.has(ref) && packed.delete(ref);
        packed.refs.size < beforeSize && (text = packed.toString(), await acquireLock(
          "packed-refs",
          async () => fs.write(`${gitdir}/packed-refs`, text, { encoding: "utf8" })
        ));
      }
      /**
       * Resolves a ref to its object ID.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to resolve.
       * @param {number} [args.depth = undefined] - The maximum depth to resolve symbolic refs.
       * @returns {Promise<string>} - The resolved object ID.
       */
      static async resolve({
        fs,
        gitdir,
        ref,
        depth = void 0,
        visited = /* @__PURE__ */ new Set()
      }) {
        if (depth !== void 0 && (depth--, depth === -1))
          return ref;
        if (ref.startsWith("ref: "))
          return ref = ref.slice(5), _GitRefManager.resolve({ fs, gitdir, ref, depth, visited });
        if (ref.length === 40 && /[0-9a-f]{40}/.test(ref))
          return ref;
        let packedMap = await _GitRefManager.packedRefs({ fs, gitdir }), allpaths = refpaths(ref).filter((p) => !GIT_FILES.includes(p));
        for (let ref2 of allpaths) {
          let sha = await acquireLock(
            ref2,
            async () => await fs.read(`${gitdir}/${ref2}`, { encoding: "utf8" }) || packedMap.get(ref2)
          );
          if (sha) {
            if (visited.has(ref2))
              throw new InternalError(
                `Circular reference detected while resolving ref "${ref2}"`
              );
            return visited.add(ref2), _GitRefManager.resolve({
              fs,
              gitdir,
              ref: sha.trim(),
              depth,
              visited
            });
          }
        }
        throw new NotFoundError(ref);
      }
      /**
       * Checks whether a ref names the branch HEAD points at in a repository where
       * that branch has no commits yet.
       *
       * A repository created by `git init` has a HEAD pointing at a branch that
       * does not exist on disk. Resolving that branch fails the same way resolving
       * a misspelled ref does, so callers that want to treat the two differently
       * need this to tell them apart.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to check.
       * @returns {Promise<boolean>} - True if the ref names an unborn branch.
       */
      static async isUnbornBranch({ fs, gitdir, ref }) {
        let target;
        try {
          target = await _GitRefManager.resolve({
            fs,
            gitdir,
            ref: "HEAD",
            depth: 2
          });
        } catch (err) {
          if (err instanceof NotFoundError) return !1;
          throw err;
        }
        return target.startsWith("refs/heads/") ? ref === "HEAD" || refpaths(ref).includes(target) : !1;
      }
      /**
       * Checks if a ref exists.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to check.
       * @returns {Promise<boolean>} - True if the ref exists, false otherwise.
       */
      static async exists({ fs, gitdir, ref }) {
        try {
          return await _GitRefManager.expand({ fs, gitdir, ref }), !0;
        } catch (err) {
          if (err instanceof NotFoundError) return !1;
          throw err;
        }
      }
      /**
       * Expands a ref to its full name.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.ref - The ref to expand.
       * @returns {Promise<string>} - The full ref name.
       */
      static async expand({ fs, gitdir, ref }) {
        if (ref.length === 40 && /[0-9a-f]{40}/.test(ref))
          return ref;
        let packedMap = await _GitRefManager.packedRefs({ fs, gitdir }), allpaths = refpaths(ref).filter((p) => !GIT_FILES.includes(p));
        for (let ref2 of allpaths)
          if (await acquireLock(
            ref2,
            async () => fs.exists(`${gitdir}/${ref2}`)
          ) || packedMap.has(ref2)) return ref2;
        throw new NotFoundError(ref);
      }
      /**
       * Expands a ref against a provided map.
       *
       * @param {Object} args
       * @param {string} args.ref - The ref to expand.
       * @param {Map<string, string>} args.map - The map of refs.
       * @returns {Promise<string>} - The expanded ref.
       */
      static async expandAgainstMap({ ref, map }) {
        let allpaths = refpaths(ref);
        for (let ref2 of allpaths)
          if (await map.has(ref2)) return ref2;
        throw new NotFoundError(ref);
      }
      /**
       * Resolves a ref against a provided map.
       *
       * @param {Object} args
       * @param {string} args.ref - The ref to resolve.
       * @param {string} [args.fullref = args.ref] - The full ref name.
       * @param {number} [args.depth = undefined] - The maximum depth to resolve symbolic refs.
       * @param {Map<string, string>} args.map - The map of refs.
       * @returns {Object} - An object containing the full ref and its object ID.
       */
      static resolveAgainstMap({ ref, fullref = ref, depth = void 0, map }) {
        if (depth !== void 0 && (depth--, depth === -1))
          return { fullref, oid: ref };
        if (ref.startsWith("ref: "))
          return ref = ref.slice(5), _GitRefManager.resolveAgainstMap({ ref, fullref, depth, map });
        if (ref.length === 40 && /[0-9a-f]{40}/.test(ref))
          return { fullref, oid: ref };
        let allpaths = refpaths(ref);
        for (let ref2 of allpaths) {
          let sha = map.get(ref2);
          if (sha)
            return _GitRefManager.resolveAgainstMap({
              ref: sha.trim(),
              fullref: ref2,
              depth,
              map
            });
        }
        throw new NotFoundError(ref);
      }
      /**
       * Reads the packed refs file and returns a map of refs.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @returns {Promise<Map<string, string>>} - A map of packed refs.
       */
      static async packedRefs({ fs, gitdir }) {
        let text = await acquireLock(
          "packed-refs",
          async () => fs.read(`${gitdir}/packed-refs`, { encoding: "utf8" })
        );
        return GitPackedRefs.from(text).refs;
      }
      /**
       * Lists all refs matching a given filepath prefix.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.filepath - The filepath prefix to match.
       * @returns {Promise<string[]>} - A sorted list of refs.
       */
      static async listRefs({ fs, gitdir, filepath }) {
        let packedMap = await _GitRefManager.packedRefs({ fs, gitdir }), files = null;
        try {
          files = await fs.readdirDeep(`${gitdir}/${filepath}`), files = files.map((x) => x.replace(`${gitdir}/${filepath}/`, ""));
        } catch {
          files = [];
        }
        for (let key of packedMap.keys())
          key.startsWith(filepath) && (key = key.replace(filepath + "/", ""), files.includes(key) || files.push(key));
        return files.sort(compareRefNames), files;
      }
      /**
       * Lists all branches, optionally filtered by remote.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} [args.remote] - The remote to filter branches by.
       * @returns {Promise<string[]>} - A list of branch names.
       */
      static async listBranches({ fs, gitdir, remote }) {
        return remote ? _GitRefManager.listRefs({
          fs,
          gitdir,
          filepath: `refs/remotes/${remote}`
        }) : _GitRefManager.listRefs({ fs, gitdir, filepath: "refs/heads" });
      }
      /**
       * Lists all tags.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @returns {Promise<string[]>} - A list of tag names.
       */
      static async listTags({ fs, gitdir }) {
        return (await _GitRefManager.listRefs({
          fs,
          gitdir,
          filepath: "refs/tags"
        })).filter((x) => !x.endsWith("^{}"));
      }
    };
    function compareTreeEntryPath(a, b) {
      return compareStrings(appendSlashIfDir(a), appendSlashIfDir(b));
    }
    function appendSlashIfDir(entry) {
      return entry.mode === "040000" ? entry.path + "/" : entry.path;
    }
    function mode2type$1(mode) {
      switch (mode) {
        case "040000":
          return "tree";
        case "100644":
          return "blob";
        case "100755":
          return "blob";
        case "120000":
          return "blob";
        case "160000":
          return "commit";
      }
      throw new InternalError(`Unexpected GitTree entry mode: ${mode}`);
    }
    function stripTrailingDotsAndSpaces(name) {
      let end = name.length;
      for (; end > 0; ) {
        let c = name.charCodeAt(end - 1);
        if (c !== 46 && c !== 32) break;
        end--;
      }
      return end === name.length ? name : name.slice(0, end);
    }
    function assertSafeEntryPath(path) {
      let ntfsClean = path.replace(
        /[\u200C-\u200F\u202A-\u202E\u206A-\u206F\uFEFF]/g,
        ""
      ).split(":")[0], normalized = stripTrailingDotsAndSpaces(ntfsClean.toLowerCase());
      if (path.includes("\\") || path.includes("/") || normalized === "" && ntfsClean !== "" || normalized === ".git" || /^\.?git~[1-9]$/.test(normalized))
        throw new UnsafeFilepathError(path);
    }
    function parseBuffer(buffer) {
      let _entries = [], cursor = 0;
      for (; cursor < buffer.length; ) {
        let space = buffer.indexOf(32, cursor);
        if (space === -1)
          throw new InternalError(
            `GitTree: Error parsing buffer at byte location ${cursor}: Could not find the next space character.`
          );
        let nullchar = buffer.indexOf(0, cursor);
        if (nullchar === -1)
          throw new InternalError(
            `GitTree: Error parsing buffer at byte location ${cursor}: Could not find the next null character.`
          );
        let mode = buffer.slice(cursor, space).toString("utf8");
        mode === "40000" && (mode = "040000");
        let type = mode2type$1(mode), path = buffer.slice(space + 1, nullchar).toString("utf8");
        assertSafeEntryPath(path);
        let oid = buffer.slice(nullchar + 1, nullchar + 21).toString("hex");
        cursor = nullchar + 21, _entries.push({ mode, path, oid, type });
      }
      return _entries;
    }
    function limitModeToAllowed(mode) {
      if (typeof mode == "number" && (mode = mode.toString(8)), mode.match(/^0?4.*/)) return "040000";
      if (mode.match(/^1006.*/)) return "100644";
      if (mode.match(/^1007.*/)) return "100755";
      if (mode.match(/^120.*/)) return "120000";
      if (mode.match(/^160.*/)) return "160000";
      throw new InternalError(`Could not understand file mode: ${mode}`);
    }
    function nudgeIntoShape(entry) {
      return !entry.oid && entry.sha && (entry.oid = entry.sha), entry.mode = limitModeToAllowed(entry.mode), entry.type || (entry.type = mode2type$1(entry.mode)), assertSafeEntryPath(entry.path), entry;
    }
    var GitTree = class _GitTree {
      constructor(entries) {
        if (Buffer.isBuffer(entries))
          this._entries = parseBuffer(entries);
        else if (Array.isArray(entries))
          this._entries = entries.map(nudgeIntoShape);
        else
          throw new InternalError("invalid type passed to GitTree constructor");
        this._entries.sort(comparePath);
      }
      static from(tree) {
        return new _GitTree(tree);
      }
      render() {
        return this._entries.map((entry) => `${entry.mode} ${entry.type} ${entry.oid}    ${entry.path}`).join(`
`);
      }
      toObject() {
        let entries = [...this._entries];
        return entries.sort(compareTreeEntryPath), Buffer.concat(
          entries.map((entry) => {
            let mode = Buffer.from(entry.mode.replace(/^0/, "")), space = Buffer.from(" "), path = Buffer.from(entry.path, "utf8"), nullchar = Buffer.from([0]), oid = Buffer.from(entry.oid, "hex");
            return Buffer.concat([mode, space, path, nullchar, oid]);
          })
        );
      }
      /**
       * @returns {TreeEntry[]}
       */
      entries() {
        return this._entries;
      }
      *[Symbol.iterator]() {
        for (let entry of this._entries)
          yield entry;
      }
    }, GitObject = class {
      /**
       * Wraps a raw object with a Git header.
       *
       * @param {Object} params - The parameters for wrapping.
       * @param {string} params.type - The type of the Git object (e.g., 'blob', 'tree', 'commit').
       * @param {Uint8Array} params.object - The raw object data to wrap.
       * @returns {Uint8Array} The wrapped Git object as a single buffer.
       */
      static wrap({ type, object }) {
        let header = `${type} ${object.length}\0`, headerLen = header.length, totalLength = headerLen + object.length, wrappedObject = new Uint8Array(totalLength);
        for (let i = 0; i < headerLen; i++)
          wrappedObject[i] = header.charCodeAt(i);
        return wrappedObject.set(object, headerLen), wrappedObject;
      }
      /**
       * Unwraps a Git object buffer into its type and raw object data.
       *
       * @param {Buffer|Uint8Array} buffer - The buffer containing the wrapped Git object.
       * @returns {{ type: string, object: Buffer }} An object containing the type and the raw object data.
       * @throws {InternalError} If the length specified in the header does not match the actual object length.
       */
      static unwrap(buffer) {
        let s = buffer.indexOf(32), i = buffer.indexOf(0), type = buffer.slice(0, s).toString("utf8"), length = buffer.slice(s + 1, i).toString("utf8"), actualLength = buffer.length - (i + 1);
        if (parseInt(length) !== actualLength)
          throw new InternalError(
            `Length mismatch: expected ${length} bytes but got ${actualLength} instead.`
          );
        return {
          type,
          object: Buffer.from(buffer.slice(i + 1))
        };
      }
    };
    async function readObjectLoose({ fs, gitdir, oid }) {
      let source = `objects/${oid.slice(0, 2)}/${oid.slice(2)}`, file = await fs.read(`${gitdir}/${source}`);
      return file ? { object: file, format: "deflated", source } : null;
    }
    function applyDelta2(delta, source) {
      let reader = new BufferCursor(delta), sourceSize = readVarIntLE(reader);
      if (sourceSize !== source.byteLength)
        throw new InternalError(
          `applyDelta expected source buffer to be ${sourceSize} bytes but the provided buffer was ${source.length} bytes`
        );
      let targetSize = readVarIntLE(reader), target, firstOp = readOp(reader, source);
      if (firstOp.byteLength === targetSize)
        target = firstOp;
      else {
        let chunks = [firstOp], tell = firstOp.byteLength;
        for (; !reader.eof(); ) {
          let op = readOp(reader, source);
          chunks.push(op), tell += op.byteLength;
        }
        if (targetSize !== tell)
          throw new InternalError(
            `applyDelta expected target buffer to be ${targetSize} bytes but the resulting buffer was ${tell} bytes`
          );
        target = Buffer.concat(chunks, targetSize);
      }
      return target;
    }
    function readVarIntLE(reader) {
      let result = 0, shift = 0, byte = null;
      do
        byte = reader.readUInt8(), result |= (byte & 127) << shift, shift += 7;
      while (byte & 128);
      return result;
    }
    function readCompactLE(reader, flags, size) {
      let result = 0, shift = 0;
      for (; size--; )
        flags & 1 && (result |= reader.readUInt8() << shift), flags >>= 1, shift += 8;
      return result;
    }
    function readOp(reader, source) {
      let byte = reader.readUInt8(), COPY = 128, OFFS = 15, SIZE = 112;
      if (byte & COPY) {
        let offset = readCompactLE(reader, byte & OFFS, 4), size = readCompactLE(reader, (byte & SIZE) >> 4, 3);
        return size === 0 && (size = 65536), source.slice(offset, offset + size);
      } else
        return reader.slice(byte);
    }
    function fromValue(value) {
      let queue = [value];
      return {
        next() {
          return Promise.resolve({ done: queue.length === 0, value: queue.pop() });
        },
        return() {
          return queue = [], {};
        },
        [Symbol.asyncIterator]() {
          return this;
        }
      };
    }
    function getIterator(iterable) {
      return iterable[Symbol.asyncIterator] ? iterable[Symbol.asyncIterator]() : iterable[Symbol.iterator] ? iterable[Symbol.iterator]() : iterable.next ? iterable : fromValue(iterable);
    }
    var StreamReader = class {
      constructor(stream) {
        if (typeof Buffer > "u")
          throw new Error("Missing Buffer dependency");
        this.stream = getIterator(stream), this.buffer = null, this.cursor = 0, this.undoCursor = 0, this.started = !1, this._ended = !1, this._discardedBytes = 0;
      }
      eof() {
        return this._ended && this.cursor === this.buffer.length;
      }
      tell() {
        return this._discardedBytes + this.cursor;
      }
      async byte() {
        if (!this.eof() && (this.started || await this._init(), !(this.cursor === this.buffer.length && (await this._loadnext(), this._ended))))
          return this._moveCursor(1), this.buffer[this.undoCursor];
      }
      async chunk() {
        if (!this.eof() && (this.started || await this._init(), !(this.cursor === this.buffer.length && (await this._loadnext(), this._ended))))
          return this._moveCursor(this.buffer.length), this.buffer.slice(this.undoCursor, this.cursor);
      }
      async read(n) {
        if (!this.eof())
          return this.started || await this._init(), this.cursor + n > this.buffer.length && (this._trim(), await this._accumulate(n)), this._moveCursor(n), this.buffer.slice(this.undoCursor, this.cursor);
      }
      async skip(n) {
        this.eof() || (this.started || await this._init(), this.cursor + n > this.buffer.length && (this._trim(), await this._accumulate(n)), this._moveCursor(n));
      }
      async undo() {
        this.cursor = this.undoCursor;
      }
      async _next() {
        this.started = !0;
        let { done, value } = await this.stream.next();
        return done && (this._ended = !0, !value) ? Buffer.alloc(0) : (value && (value = Buffer.from(value)), value);
      }
      _trim() {
        this.buffer = this.buffer.slice(this.undoCursor), this.cursor -= this.undoCursor, this._discardedBytes += this.undoCursor, this.undoCursor = 0;
      }
      _moveCursor(n) {
        this.undoCursor = this.cursor, this.cursor += n, this.cursor > this.buffer.length && (this.cursor = this.buffer.length);
      }
      async _accumulate(n) {
        if (this._ended) return;
        let buffers = [this.buffer];
        for (; this.cursor + n > lengthBuffers(buffers); ) {
          let nextbuffer = await this._next();
          if (this._ended) break;
          buffers.push(nextbuffer);
        }
        this.buffer = Buffer.concat(buffers);
      }
      async _loadnext() {
        this._discardedBytes += this.buffer.length, this.undoCursor = 0, this.cursor = 0, this.buffer = await this._next();
      }
      async _init() {
        this.buffer = await this._next();
      }
    };
    function lengthBuffers(buffers) {
      return buffers.reduce((acc, buffer) => acc + buffer.length, 0);
    }
    async function listpack(stream, onData) {
      let reader = new StreamReader(stream), PACK = await reader.read(4);
      if (PACK = PACK.toString("utf8"), PACK !== "PACK")
        throw new InternalError(`Invalid PACK header '${PACK}'`);
      let version2 = await reader.read(4);
      if (version2 = version2.readUInt32BE(0), version2 !== 2)
        throw new InternalError(`Invalid packfile version: ${version2}`);
      let numObjects = await reader.read(4);
      if (numObjects = numObjects.readUInt32BE(0), !(numObjects < 1))
        for (; !reader.eof() && numObjects--; ) {
          let offset = reader.tell(), { type, length, ofs, reference } = await parseHeader(reader), inflator = new pako.Inflate();
          for (; !inflator.result; ) {
            let chunk = await reader.chunk();
            if (!chunk) break;
            if (inflator.push(chunk, !1), inflator.err)
              throw new InternalError(`Pako error: ${inflator.msg}`);
            if (inflator.result) {
              if (inflator.result.length !== length)
                throw new InternalError(
                  "Inflated object size is different from that stated in packfile."
                );
              await reader.undo(), await reader.read(chunk.length - inflator.strm.avail_in);
              let end = reader.tell();
              await onData({
                data: inflator.result,
                type,
                num: numObjects,
                offset,
                end,
                reference,
                ofs
              });
            }
          }
        }
    }
    async function parseHeader(reader) {
      let byte = await reader.byte(), type = byte >> 4 & 7, length = byte & 15;
      if (byte & 128) {
        let shift = 4;
        do
          byte = await reader.byte(), length |= (byte & 127) << shift, shift += 7;
        while (byte & 128);
      }
      let ofs, reference;
      if (type === 6) {
        let shift = 0;
        ofs = 0;
        let bytes = [];
        do
          byte = await reader.byte(), ofs |= (byte & 127) << shift, shift += 7, bytes.push(byte);
        while (byte & 128);
        reference = Buffer.from(bytes);
      }
      return type === 7 && (reference = await reader.read(20)), { type, length, ofs, reference };
    }
    var DecompressionError = class _DecompressionError extends BaseError {
      /**
       * @param {string} message
       */
      constructor(message) {
        super(`Invalid compressed buffer: ${message}`), this.code = this.name = _DecompressionError.code, this.data = { message };
      }
    };
    DecompressionError.code = "DecompressionError";
    async function nativeInflate(buffer) {
      let ds = new DecompressionStream("deflate"), d = new Blob([buffer]).stream().pipeThrough(ds);
      try {
        return new Uint8Array(await new Response(d).arrayBuffer());
      } catch (err) {
        throw err && err.name === "TypeError" && err.message === "" ? new DecompressionError("decompression failed") : err;
      }
    }
    var supportsDecompressionStream = !1;
    async function inflate(buffer) {
      supportsDecompressionStream === null && (supportsDecompressionStream = testDecompressionStream());
      try {
        return supportsDecompressionStream ? await nativeInflate(buffer) : pako.inflate(buffer);
      } catch (err) {
        throw typeof err == "string" ? new DecompressionError(err) : err;
      }
    }
    function testDecompressionStream() {
      try {
        if (new DecompressionStream("deflate")) return !0;
      } catch {
      }
      return !1;
    }
    function decodeVarInt(reader) {
      let bytes = [], byte = 0, multibyte = 0;
      do {
        byte = reader.readUInt8();
        let lastSeven = byte & 127;
        bytes.push(lastSeven), multibyte = byte & 128;
      } while (multibyte);
      return bytes.reduce((a, b) => a + 1 << 7 | b, -1);
    }
    function otherVarIntDecode(reader, startWith) {
      let result = startWith, shift = 4, byte = null;
      do
        byte = reader.readUInt8(), result |= (byte & 127) << shift, shift += 7;
      while (byte & 128);
      return result;
    }
    var RESOLVE_CACHE_BYTES = 32 * 1024 * 1024, ObjectCache = class {
      constructor(maxBytes) {
        this.maxBytes = maxBytes, this.bytes = 0, this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        let value = this.map.get(key);
        return value !== void 0 && (this.map.delete(key), this.map.set(key, value)), value;
      }
      set(key, value) {
        let size = value.object.byteLength;
        if (!(size > this.maxBytes / 4)) {
          this.map.set(key, value), this.bytes += size;
          for (let [oldKey, old] of this.map) {
            if (this.bytes <= this.maxBytes) break;
            this.map.delete(oldKey), this.bytes -= old.object.byteLength;
          }
        }
      }
    };
    function resolveInflated({ type, data, reference, offset }, cache, offsetByOid) {
      let object = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      if (type !== "ofs-delta" && type !== "ref-delta") return { type, object };
      let baseOffset = type === "ofs-delta" ? offset - decodeVarInt(new BufferCursor(reference)) : offsetByOid.get(reference.toString("hex")), base = cache.get(baseOffset);
      if (!base) return null;
      try {
        return {
          type: base.type,
          object: Buffer.from(applyDelta2(object, base.object))
        };
      } catch (err) {
        if (err instanceof InternalError || err instanceof RangeError) return null;
        throw err;
      }
    }
    var GitPackIndex = class _GitPackIndex {
      constructor(stuff) {
        Object.assign(this, stuff), this.offsetCache = {};
      }
      static async fromIdx({ idx, getExternalRefDelta }) {
        let reader = new BufferCursor(idx);
        if (reader.slice(4).toString("hex") !== "ff744f63")
          return;
        let version2 = reader.readUInt32BE();
        if (version2 !== 2)
          throw new InternalError(
            `Unable to read version ${version2} packfile IDX. (Only version 2 supported)`
          );
        if (idx.byteLength > 2048 * 1024 * 1024)
          throw new InternalError(
            "To keep implementation simple, I haven't implemented the layer 5 feature needed to support packfiles > 2GB in size."
          );
        reader.seek(reader.tell() + 1020);
        let size = reader.readUInt32BE(), hashes = [];
        for (let i = 0; i < size; i++) {
          let hash = reader.slice(20).toString("hex");
          hashes[i] = hash;
        }
        reader.seek(reader.tell() + 4 * size);
        let offsets = /* @__PURE__ */ new Map();
        for (let i = 0; i < size; i++)
          offsets.set(hashes[i], reader.readUInt32BE());
        let packfileSha = reader.slice(20).toString("hex");
        return new _GitPackIndex({
          hashes,
          crcs: {},
          offsets,
          packfileSha,
          getExternalRefDelta
        });
      }
      static async fromPack({ pack, getExternalRefDelta, onProgress }) {
        let listpackTypes = {
          1: "commit",
          2: "tree",
          3: "blob",
          4: "tag",
          6: "ofs-delta",
          7: "ref-delta"
        }, offsetToObject = {}, packfileSha = pack.slice(-20).toString("hex"), hashes = [], crcs = {}, offsets = /* @__PURE__ */ new Map(), totalObjectCount = null, lastPercent = null, cache = new ObjectCache(RESOLVE_CACHE_BYTES), offsetByOid = /* @__PURE__ */ new Map();
        await listpack([pack], async ({ data, type, reference, offset, num: num2 }) => {
          totalObjectCount === null && (totalObjectCount = num2);
          let percent = Math.floor(
            (totalObjectCount - num2) * 100 / totalObjectCount
          );
          percent !== lastPercent && onProgress && await onProgress({
            phase: "Receiving objects",
            loaded: totalObjectCount - num2,
            total: totalObjectCount
          }), lastPercent = percent, type = listpackTypes[type], ["commit", "tree", "blob", "tag"].includes(type) ? offsetToObject[offset] = {
            type,
            offset
          } : type === "ofs-delta" ? offsetToObject[offset] = {
            type,
            offset
          } : type === "ref-delta" && (offsetToObject[offset] = {
            type,
            offset
          });
          let o = offsetToObject[offset];
          if (!o) return;
          let resolved = resolveInflated(
            { type, data, reference, offset },
            cache,
            offsetByOid
          );
          resolved && (o.oid = await shasum(GitObject.wrap(resolved)), offsetByOid.set(o.oid, offset), cache.set(offset, resolved));
        });
        let offsetArray = Object.keys(offsetToObject).map(Number);
        for (let [i, start] of offsetArray.entries()) {
          let end = i + 1 === offsetArray.length ? pack.byteLength - 20 : offsetArray[i + 1], o = offsetToObject[start], crc = crc32.buf(pack.slice(start, end)) >>> 0;
          o.end = end, o.crc = crc;
        }
        let p = new _GitPackIndex({
          pack: Promise.resolve(pack),
          packfileSha,
          crcs,
          hashes,
          offsets,
          getExternalRefDelta
        });
        lastPercent = null;
        let count = 0, objectsByDepth = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        for (let offset in offsetToObject) {
          offset = Number(offset);
          let percent = Math.floor(count * 100 / totalObjectCount);
          percent !== lastPercent && onProgress && await onProgress({
            phase: "Resolving deltas",
            loaded: count,
            total: totalObjectCount
          }), count++, lastPercent = percent;
          let o = offsetToObject[offset];
          if (!o.oid)
            try {
              p.readDepth = 0, p.externalReadDepth = 0;
              let { type, object } = await p.readSlice({ start: offset });
              objectsByDepth[p.readDepth] += 1, o.oid = await shasum(GitObject.wrap({ type, object }));
            } catch {
              continue;
            }
          hashes.push(o.oid), offsets.set(o.oid, offset), crcs[o.oid] = o.crc;
        }
        return hashes.sort(), p;
      }
      async toBuffer() {
        let buffers = [], write = (str, encoding) => {
          buffers.push(Buffer.from(str, encoding));
        };
        write("ff744f63", "hex"), write("00000002", "hex");
        let fanoutBuffer = new BufferCursor(Buffer.alloc(256 * 4));
        for (let i = 0; i < 256; i++) {
          let count = 0;
          for (let hash of this.hashes)
            parseInt(hash.slice(0, 2), 16) <= i && count++;
          fanoutBuffer.writeUInt32BE(count);
        }
        buffers.push(fanoutBuffer.buffer);
        for (let hash of this.hashes)
          write(hash, "hex");
        let crcsBuffer = new BufferCursor(Buffer.alloc(this.hashes.length * 4));
        for (let hash of this.hashes)
          crcsBuffer.writeUInt32BE(this.crcs[hash]);
        buffers.push(crcsBuffer.buffer);
        let offsetsBuffer = new BufferCursor(Buffer.alloc(this.hashes.length * 4));
        for (let hash of this.hashes)
          offsetsBuffer.writeUInt32BE(this.offsets.get(hash));
        buffers.push(offsetsBuffer.buffer), write(this.packfileSha, "hex");
        let totalBuffer = Buffer.concat(buffers), sha = await shasum(totalBuffer), shaBuffer = Buffer.alloc(20);
        return shaBuffer.write(sha, "hex"), Buffer.concat([totalBuffer, shaBuffer]);
      }
      async load({ pack }) {
        this.pack = pack;
      }
      async unload() {
        this.pack = null;
      }
      async read({ oid }) {
        if (!this.offsets.get(oid)) {
          if (this.getExternalRefDelta)
            return this.externalReadDepth++, this.getExternalRefDelta(oid);
          throw new InternalError(`Could not read object ${oid} from packfile`);
        }
        let start = this.offsets.get(oid);
        return this.readSlice({ start });
      }
      async readSlice({ start }) {
        if (this.offsetCache[start])
          return Object.assign({}, this.offsetCache[start]);
        this.readDepth++;
        let types2 = {
          16: "commit",
          32: "tree",
          48: "blob",
          64: "tag",
          96: "ofs_delta",
          112: "ref_delta"
        }, pack = await this.pack;
        if (!pack)
          throw new InternalError(
            "Could not read packfile data. The packfile may be missing, corrupted, or too large to read into memory."
          );
        let raw = pack.slice(start), reader = new BufferCursor(raw), byte = reader.readUInt8(), btype = byte & 112, type = types2[btype];
        if (type === void 0)
          throw new InternalError("Unrecognized type: 0b" + btype.toString(2));
        let lastFour = byte & 15, length = lastFour;
        byte & 128 && (length = otherVarIntDecode(reader, lastFour));
        let base = null, object = null;
        if (type === "ofs_delta") {
          let offset = decodeVarInt(reader), baseOffset = start - offset;
          ({ object: base, type } = await this.readSlice({ start: baseOffset }));
        }
        if (type === "ref_delta") {
          let oid = reader.slice(20).toString("hex");
          ({ object: base, type } = await this.read({ oid }));
        }
        let buffer = raw.slice(reader.tell());
        if (object = Buffer.from(await inflate(buffer)), object.byteLength !== length)
          throw new InternalError(
            `Packfile told us object would have length ${length} but it had length ${object.byteLength}`
          );
        return base && (object = Buffer.from(applyDelta2(object, base))), this.readDepth > 3 && (this.offsetCache[start] = { type, object }), { type, format: "content", object };
      }
    }, PackfileCache = /* @__PURE__ */ Symbol("PackfileCache");
    async function loadPackIndex({
      fs,
      filename,
      getExternalRefDelta,
      emitter,
      emitterPrefix
    }) {
      let idx = await fs.read(filename);
      return GitPackIndex.fromIdx({ idx, getExternalRefDelta });
    }
    function readPackIndex({
      fs,
      cache,
      filename,
      getExternalRefDelta,
      emitter,
      emitterPrefix
    }) {
      cache[PackfileCache] || (cache[PackfileCache] = /* @__PURE__ */ new Map());
      let p = cache[PackfileCache].get(filename);
      return p || (p = loadPackIndex({
        fs,
        filename,
        getExternalRefDelta,
        emitter,
        emitterPrefix
      }), cache[PackfileCache].set(filename, p), p.catch(() => {
        cache[PackfileCache].get(filename) === p && cache[PackfileCache].delete(filename);
      })), p;
    }
    var SHA1_CHUNK_SIZE = 8 * 1024 * 1024;
    async function shasumRange(buffer, { start = 0, end = buffer.length } = {}) {
      let hash = crypto$1.createHash("sha1");
      for (let i = start; i < end; i += SHA1_CHUNK_SIZE)
        hash.update(buffer.subarray(i, Math.min(i + SHA1_CHUNK_SIZE, end)));
      return hash.digest("hex");
    }
    async function readObjectPacked({
      fs,
      cache,
      gitdir,
      oid,
      format = "content",
      getExternalRefDelta
    }) {
      let list = await fs.readdir(join5(gitdir, "objects/pack"));
      list = list.filter((x) => x.endsWith(".idx"));
      for (let filename of list) {
        let indexFile = `${gitdir}/objects/pack/${filename}`, p = await readPackIndex({
          fs,
          cache,
          filename: indexFile,
          getExternalRefDelta
        });
        if (p.error) throw new InternalError(p.error);
        if (p.offsets.has(oid)) {
          let packFile = indexFile.replace(/idx$/, "pack");
          if (!p.pack) {
            let read = fs.read(packFile);
            p.pack = read, read.catch(() => {
              p.pack === read && (p.pack = null);
            });
          }
          let pack = await p.pack;
          if (!pack)
            throw p.pack = null, new InternalError(
              `Could not read packfile at ${packFile}. The file may be missing, corrupted, or too large to read into memory.`
            );
          p._checksumVerification || (p._checksumVerification = verifyPackfile(pack, p.packfileSha)), await p._checksumVerification;
          let result = await p.read({ oid, getExternalRefDelta });
          return result.format = "content", result.source = `objects/pack/${filename.replace(/idx$/, "pack")}`, result;
        }
      }
      return null;
    }
    async function verifyPackfile(pack, expectedShaFromIndex) {
      let packTrailer = pack.subarray(-20), packTrailerSha = Array.from(packTrailer).map((b) => b.toString(16).padStart(2, "0")).join("");
      if (packTrailerSha !== expectedShaFromIndex)
        throw new InternalError(
          `Packfile trailer mismatch: expected ${expectedShaFromIndex}, got ${packTrailerSha}. The packfile may be corrupted.`
        );
      let actualPayloadSha = await shasumRange(pack, {
        start: 0,
        end: pack.length - 20
      });
      if (actualPayloadSha !== expectedShaFromIndex)
        throw new InternalError(
          `Packfile payload corrupted: calculated ${actualPayloadSha} but expected ${expectedShaFromIndex}. The packfile may have been tampered with.`
        );
    }
    async function _readObject({
      fs,
      cache,
      gitdir,
      oid,
      format = "content"
    }) {
      if (!["deflated", "wrapped", "content"].includes(format))
        throw new InternalError(`invalid requested format "${format}"`);
      let getExternalRefDelta = (oid2) => _readObject({ fs, cache, gitdir, oid: oid2 }), result;
      if (oid === "4b825dc642cb6eb9a060e54bf8d69288fbee4904" && (result = { format: "wrapped", object: Buffer.from("tree 0\0") }), result || (result = await readObjectLoose({ fs, gitdir, oid })), !result) {
        if (result = await readObjectPacked({
          fs,
          cache,
          gitdir,
          oid,
          getExternalRefDelta
        }), !result)
          throw new NotFoundError(oid);
        return result;
      }
      if (format === "deflated" || (result.format === "deflated" && (result.object = Buffer.from(await inflate(result.object)), result.format = "wrapped"), format === "wrapped"))
        return result;
      let sha = await shasum(result.object);
      if (sha !== oid)
        throw new InternalError(
          `SHA check failed! Expected ${oid}, computed ${sha}`
        );
      let { object, type } = GitObject.unwrap(result.object);
      return result.type = type, result.object = object, result.format = "content", result;
    }
    var AlreadyExistsError = class _AlreadyExistsError extends BaseError {
      /**
       * @param {'note'|'remote'|'tag'|'branch'} noun
       * @param {string} where
       * @param {boolean} canForce
       */
      constructor(noun, where, canForce = !0) {
        super(
          `Failed to create ${noun} at ${where} because it already exists.${canForce ? ` (Hint: use 'force: true' parameter to overwrite existing ${noun}.)` : ""}`
        ), this.code = this.name = _AlreadyExistsError.code, this.data = { noun, where, canForce };
      }
    };
    AlreadyExistsError.code = "AlreadyExistsError";
    var AmbiguousError = class _AmbiguousError extends BaseError {
      /**
       * @param {'oids'|'refs'} nouns
       * @param {string} short
       * @param {string[]} matches
       */
      constructor(nouns, short, matches) {
        super(
          `Found multiple ${nouns} matching "${short}" (${matches.join(
            ", "
          )}). Use a longer abbreviation length to disambiguate them.`
        ), this.code = this.name = _AmbiguousError.code, this.data = { nouns, short, matches };
      }
    };
    AmbiguousError.code = "AmbiguousError";
    var CheckoutConflictError = class _CheckoutConflictError extends BaseError {
      /**
       * @param {string[]} filepaths
       */
      constructor(filepaths) {
        super(
          `Your local changes to the following files would be overwritten by checkout: ${filepaths.join(
            ", "
          )}`
        ), this.code = this.name = _CheckoutConflictError.code, this.data = { filepaths };
      }
    };
    CheckoutConflictError.code = "CheckoutConflictError";
    var CherryPickLocalChangesError = class _CherryPickLocalChangesError extends BaseError {
      /**
       * @param {string[]} filepaths
       */
      constructor(filepaths) {
        super(
          `Your local changes to the following files would be overwritten by cherry-pick: ${filepaths.join(
            ", "
          )}`
        ), this.code = this.name = _CherryPickLocalChangesError.code, this.data = { filepaths };
      }
    };
    CherryPickLocalChangesError.code = "CherryPickLocalChangesError";
    var CherryPickMergeCommitError = class _CherryPickMergeCommitError extends BaseError {
      /**
       * @param {string} oid
       * @param {number} parentCount
       */
      constructor(oid, parentCount) {
        super(
          `Cannot cherry-pick merge commit ${oid}. Merge commits have ${parentCount} parents and require specifying which parent to use as the base.`
        ), this.code = this.name = _CherryPickMergeCommitError.code, this.data = { oid, parentCount };
      }
    };
    CherryPickMergeCommitError.code = "CherryPickMergeCommitError";
    var CherryPickRootCommitError = class _CherryPickRootCommitError extends BaseError {
      /**
       * @param {string} oid
       */
      constructor(oid) {
        super(
          `Cannot cherry-pick root commit ${oid}. Root commits have no parents.`
        ), this.code = this.name = _CherryPickRootCommitError.code, this.data = { oid };
      }
    };
    CherryPickRootCommitError.code = "CherryPickRootCommitError";
    var CommitNotFetchedError = class _CommitNotFetchedError extends BaseError {
      /**
       * @param {string} ref
       * @param {string} oid
       */
      constructor(ref, oid) {
        super(
          `Failed to checkout "${ref}" because commit ${oid} is not available locally. Do a git fetch to make the branch available locally.`
        ), this.code = this.name = _CommitNotFetchedError.code, this.data = { ref, oid };
      }
    };
    CommitNotFetchedError.code = "CommitNotFetchedError";
    var EmptyCommitError = class _EmptyCommitError extends BaseError {
      constructor() {
        super("Cannot create an empty commit when disallowEmpty is true."), this.code = this.name = _EmptyCommitError.code, this.data = {};
      }
    };
    EmptyCommitError.code = "EmptyCommitError";
    var EmptyServerResponseError = class _EmptyServerResponseError extends BaseError {
      constructor() {
        super("Empty response from git server."), this.code = this.name = _EmptyServerResponseError.code, this.data = {};
      }
    };
    EmptyServerResponseError.code = "EmptyServerResponseError";
    var FastForwardError = class _FastForwardError extends BaseError {
      constructor() {
        super("A simple fast-forward merge was not possible."), this.code = this.name = _FastForwardError.code, this.data = {};
      }
    };
    FastForwardError.code = "FastForwardError";
    var GitPushError = class _GitPushError extends BaseError {
      /**
       * @param {string} prettyDetails
       * @param {PushResult} result
       */
      constructor(prettyDetails, result) {
        super(`One or more branches were not updated: ${prettyDetails}`), this.code = this.name = _GitPushError.code, this.data = { prettyDetails, result };
      }
    };
    GitPushError.code = "GitPushError";
    var HttpError = class _HttpError extends BaseError {
      /**
       * @param {number} statusCode
       * @param {string} statusMessage
       * @param {string} response
       */
      constructor(statusCode, statusMessage, response) {
        super(`HTTP Error: ${statusCode} ${statusMessage}`), this.code = this.name = _HttpError.code, this.data = { statusCode, statusMessage, response };
      }
    };
    HttpError.code = "HttpError";
    var InvalidFilepathError = class _InvalidFilepathError extends BaseError {
      /**
       * @param {'leading-slash'|'trailing-slash'|'directory'} [reason]
       */
      constructor(reason) {
        let message = "invalid filepath";
        reason === "leading-slash" || reason === "trailing-slash" ? message = '"filepath" parameter should not include leading or trailing directory separators because these can cause problems on some platforms.' : reason === "directory" && (message = '"filepath" should not be a directory.'), super(message), this.code = this.name = _InvalidFilepathError.code, this.data = { reason };
      }
    };
    InvalidFilepathError.code = "InvalidFilepathError";
    var MaxDepthError = class _MaxDepthError extends BaseError {
      /**
       * @param {number} depth
       */
      constructor(depth) {
        super(`Maximum search depth of ${depth} exceeded.`), this.code = this.name = _MaxDepthError.code, this.data = { depth };
      }
    };
    MaxDepthError.code = "MaxDepthError";
    var MergeNotSupportedError = class _MergeNotSupportedError extends BaseError {
      constructor() {
        super("Merges with conflicts are not supported yet."), this.code = this.name = _MergeNotSupportedError.code, this.data = {};
      }
    };
    MergeNotSupportedError.code = "MergeNotSupportedError";
    var MergeConflictError = class _MergeConflictError extends BaseError {
      /**
       * @param {Array<string>} filepaths
       * @param {Array<string>} bothModified
       * @param {Array<string>} deleteByUs
       * @param {Array<string>} deleteByTheirs
       */
      constructor(filepaths, bothModified, deleteByUs, deleteByTheirs) {
        super(
          `Automatic merge failed with one or more merge conflicts in the following files: ${filepaths.toString()}. Fix conflicts then commit the result.`
        ), this.code = this.name = _MergeConflictError.code, this.data = { filepaths, bothModified, deleteByUs, deleteByTheirs };
      }
    };
    MergeConflictError.code = "MergeConflictError";
    var MissingNameError = class _MissingNameError extends BaseError {
      /**
       * @param {'author'|'committer'|'tagger'} role
       */
      constructor(role) {
        super(
          `No name was provided for ${role} in the argument or in the .git/config file.`
        ), this.code = this.name = _MissingNameError.code, this.data = { role };
      }
    };
    MissingNameError.code = "MissingNameError";
    var MissingParameterError = class _MissingParameterError extends BaseError {
      /**
       * @param {string} parameter
       */
      constructor(parameter) {
        super(
          `The function requires a "${parameter}" parameter but none was provided.`
        ), this.code = this.name = _MissingParameterError.code, this.data = { parameter };
      }
    };
    MissingParameterError.code = "MissingParameterError";
    var MultipleGitError = class _MultipleGitError extends BaseError {
      /**
       * @param {Error[]} errors
       * @param {string} message
       */
      constructor(errors) {
        super(
          'There are multiple errors that were thrown by the method. Please refer to the "errors" property to see more'
        ), this.code = this.name = _MultipleGitError.code, this.data = { errors }, this.errors = errors;
      }
    };
    MultipleGitError.code = "MultipleGitError";
    var ParseError = class _ParseError extends BaseError {
      /**
       * @param {string} expected
       * @param {string} actual
       */
      constructor(expected, actual) {
        super(`Expected "${expected}" but received "${actual}".`), this.code = this.name = _ParseError.code, this.data = { expected, actual };
      }
    };
    ParseError.code = "ParseError";
    var PushRejectedError = class _PushRejectedError extends BaseError {
      /**
       * @param {'not-fast-forward'|'tag-exists'} reason
       */
      constructor(reason) {
        let message = "";
        reason === "not-fast-forward" ? message = " because it was not a simple fast-forward" : reason === "tag-exists" && (message = " because tag already exists"), super(`Push rejected${message}. Use "force: true" to override.`), this.code = this.name = _PushRejectedError.code, this.data = { reason };
      }
    };
    PushRejectedError.code = "PushRejectedError";
    var RemoteCapabilityError = class _RemoteCapabilityError extends BaseError {
      /**
       * @param {'shallow'|'deepen-since'|'deepen-not'|'deepen-relative'} capability
       * @param {'depth'|'since'|'exclude'|'relative'} parameter
       */
      constructor(capability, parameter) {
        super(
          `Remote does not support the "${capability}" so the "${parameter}" parameter cannot be used.`
        ), this.code = this.name = _RemoteCapabilityError.code, this.data = { capability, parameter };
      }
    };
    RemoteCapabilityError.code = "RemoteCapabilityError";
    var SmartHttpError = class _SmartHttpError extends BaseError {
      /**
       * @param {string} preview
       * @param {string} response
       */
      constructor(preview, response) {
        super(
          `Remote did not reply using the "smart" HTTP protocol. Expected "001e# service=git-upload-pack" but received: ${preview}`
        ), this.code = this.name = _SmartHttpError.code, this.data = { preview, response };
      }
    };
    SmartHttpError.code = "SmartHttpError";
    var UnknownTransportError = class _UnknownTransportError extends BaseError {
      /**
       * @param {string} url
       * @param {string} transport
       * @param {string} [suggestion]
       */
      constructor(url, transport, suggestion) {
        super(
          `Git remote "${url}" uses an unrecognized transport protocol: "${transport}"`
        ), this.code = this.name = _UnknownTransportError.code, this.data = { url, transport, suggestion };
      }
    };
    UnknownTransportError.code = "UnknownTransportError";
    var UrlParseError = class _UrlParseError extends BaseError {
      /**
       * @param {string} url
       */
      constructor(url) {
        super(`Cannot parse remote URL: "${url}"`), this.code = this.name = _UrlParseError.code, this.data = { url };
      }
    };
    UrlParseError.code = "UrlParseError";
    var UserCanceledError = class _UserCanceledError extends BaseError {
      constructor() {
        super("The operation was canceled."), this.code = this.name = _UserCanceledError.code, this.data = {};
      }
    };
    UserCanceledError.code = "UserCanceledError";
    var IndexResetError = class _IndexResetError extends BaseError {
      /**
       * @param {Array<string>} filepaths
       */
      constructor(filepath) {
        super(
          `Could not merge index: Entry for '${filepath}' is not up to date. Either reset the index entry to HEAD, or stage your unstaged changes.`
        ), this.code = this.name = _IndexResetError.code, this.data = { filepath };
      }
    };
    IndexResetError.code = "IndexResetError";
    var NoCommitError = class _NoCommitError extends BaseError {
      /**
       * @param {string} ref
       */
      constructor(ref) {
        super(
          `"${ref}" does not point to any commit. You're maybe working on a repository with no commits yet. `
        ), this.code = this.name = _NoCommitError.code, this.data = { ref };
      }
    };
    NoCommitError.code = "NoCommitError";
    var Errors = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      AlreadyExistsError,
      AmbiguousError,
      CheckoutConflictError,
      CherryPickLocalChangesError,
      CherryPickMergeCommitError,
      CherryPickRootCommitError,
      CommitNotFetchedError,
      DecompressionError,
      EmptyCommitError,
      EmptyServerResponseError,
      FastForwardError,
      GitPushError,
      HttpError,
      InternalError,
      InvalidFilepathError,
      InvalidOidError,
      InvalidRefNameError,
      MaxDepthError,
      MergeNotSupportedError,
      MergeConflictError,
      MissingNameError,
      MissingParameterError,
      MultipleGitError,
      NoRefspecError,
      NotFoundError,
      ObjectTypeError,
      ParseError,
      PushRejectedError,
      RemoteCapabilityError,
      SmartHttpError,
      UnknownTransportError,
      UnsafeFilepathError,
      UrlParseError,
      UserCanceledError,
      UnmergedPathsError,
      IndexResetError,
      NoCommitError
    });
    function formatAuthor({ name, email, timestamp, timezoneOffset }) {
      return timezoneOffset = formatTimezoneOffset(timezoneOffset), `${name} <${email}> ${timestamp} ${timezoneOffset}`;
    }
    function formatTimezoneOffset(minutes) {
      let sign = simpleSign(negateExceptForZero(minutes));
      minutes = Math.abs(minutes);
      let hours = Math.floor(minutes / 60);
      minutes -= hours * 60;
      let strHours = String(hours), strMinutes = String(minutes);
      return strHours.length < 2 && (strHours = "0" + strHours), strMinutes.length < 2 && (strMinutes = "0" + strMinutes), (sign === -1 ? "-" : "+") + strHours + strMinutes;
    }
    function simpleSign(n) {
      return Math.sign(n) || (Object.is(n, -0) ? -1 : 1);
    }
    function negateExceptForZero(n) {
      return n === 0 ? n : -n;
    }
    function normalizeNewlines(str) {
      return str = str.replace(/\r/g, ""), str = str.replace(/^\n+/, ""), str = str.replace(/\n+$/, "") + `
`, str;
    }
    function parseAuthor(author) {
      let [, name, email, timestamp, offset] = author.match(
        /^(.*) <(.*)> (.*) (.*)$/
      );
      return {
        name,
        email,
        timestamp: Number(timestamp),
        timezoneOffset: parseTimezoneOffset(offset)
      };
    }
    function parseTimezoneOffset(offset) {
      let [, sign, hours, minutes] = offset.match(/(\+|-)(\d\d)(\d\d)/);
      return minutes = (sign === "+" ? 1 : -1) * (Number(hours) * 60 + Number(minutes)), negateExceptForZero$1(minutes);
    }
    function negateExceptForZero$1(n) {
      return n === 0 ? n : -n;
    }
    var GitAnnotatedTag = class _GitAnnotatedTag {
      constructor(tag2) {
        if (typeof tag2 == "string")
          this._tag = tag2;
        else if (Buffer.isBuffer(tag2))
          this._tag = tag2.toString("utf8");
        else if (typeof tag2 == "object")
          this._tag = _GitAnnotatedTag.render(tag2);
        else
          throw new InternalError(
            "invalid type passed to GitAnnotatedTag constructor"
          );
      }
      static from(tag2) {
        return new _GitAnnotatedTag(tag2);
      }
      static render(obj) {
        return `object ${obj.object}
type ${obj.type}
tag ${obj.tag}
tagger ${formatAuthor(obj.tagger)}

${obj.message}
${obj.gpgsig ? obj.gpgsig : ""}`;
      }
      justHeaders() {
        return this._tag.slice(0, this._tag.indexOf(`

`));
      }
      message() {
        let tag2 = this.withoutSignature();
        return tag2.slice(tag2.indexOf(`

`) + 2);
      }
      parse() {
        return Object.assign(this.headers(), {
          message: this.message(),
          gpgsig: this.gpgsig()
        });
      }
      render() {
        return this._tag;
      }
      headers() {
        let headers = this.justHeaders().split(`
`), hs = [];
        for (let h of headers)
          h[0] === " " ? hs[hs.length - 1] += `
` + h.slice(1) : hs.push(h);
        let obj = {}, seen = /* @__PURE__ */ new Set();
        for (let h of hs) {
          let key = h.slice(0, h.indexOf(" ")), value = h.slice(h.indexOf(" ") + 1);
          seen.has(key) || (seen.add(key), obj[key] = value);
        }
        return obj.tagger && (obj.tagger = parseAuthor(obj.tagger)), obj.committer && (obj.committer = parseAuthor(obj.committer)), obj;
      }
      withoutSignature() {
        let tag2 = normalizeNewlines(this._tag);
        return tag2.indexOf(`
-----BEGIN PGP SIGNATURE-----`) === -1 ? tag2 : tag2.slice(0, tag2.lastIndexOf(`
-----BEGIN PGP SIGNATURE-----`));
      }
      gpgsig() {
        if (this._tag.indexOf(`
-----BEGIN PGP SIGNATURE-----`) === -1) return;
        let signature = this._tag.slice(
          this._tag.indexOf("-----BEGIN PGP SIGNATURE-----"),
          this._tag.indexOf("-----END PGP SIGNATURE-----") + 27
        );
        return normalizeNewlines(signature);
      }
      payload() {
        return this.withoutSignature() + `
`;
      }
      toObject() {
        return Buffer.from(this._tag, "utf8");
      }
      static async sign(tag2, sign, secretKey) {
        let payload = tag2.payload(), { signature } = await sign({ payload, secretKey });
        signature = normalizeNewlines(signature);
        let signedTag = payload + signature;
        return _GitAnnotatedTag.from(signedTag);
      }
    };
    function indent(str) {
      return str.trim().split(`
`).map((x) => " " + x).join(`
`) + `
`;
    }
    function outdent(str) {
      return str.split(`
`).map((x) => x.replace(/^ /, "")).join(`
`);
    }
    var GitCommit = class _GitCommit {
      constructor(commit2) {
        if (typeof commit2 == "string")
          this._commit = commit2;
        else if (Buffer.isBuffer(commit2))
          this._commit = commit2.toString("utf8");
        else if (typeof commit2 == "object")
          this._commit = _GitCommit.render(commit2);
        else
          throw new InternalError("invalid type passed to GitCommit constructor");
      }
      static fromPayloadSignature({ payload, signature }) {
        let headers = _GitCommit.justHeaders(payload), message = _GitCommit.justMessage(payload), commit2 = normalizeNewlines(
          headers + `
gpgsig` + indent(signature) + `
` + message
        );
        return new _GitCommit(commit2);
      }
      static from(commit2) {
        return new _GitCommit(commit2);
      }
      toObject() {
        return Buffer.from(this._commit, "utf8");
      }
      // Todo: allow setting the headers and message
      headers() {
        return this.parseHeaders();
      }
      // Todo: allow setting the headers and message
      message() {
        return _GitCommit.justMessage(this._commit);
      }
      parse() {
        return Object.assign({ message: this.message() }, this.headers());
      }
      static justMessage(commit2) {
        return normalizeNewlines(commit2.slice(commit2.indexOf(`

`) + 2));
      }
      static justHeaders(commit2) {
        return commit2.slice(0, commit2.indexOf(`

`));
      }
      parseHeaders() {
        let headers = _GitCommit.justHeaders(this._commit).split(`
`), hs = [];
        for (let h of headers)
          h[0] === " " ? hs[hs.length - 1] += `
` + h.slice(1) : hs.push(h);
        let obj = {
          parent: []
        }, keyOf = (h) => h.slice(0, h.indexOf(" ")), valueOf = (h) => h.slice(h.indexOf(" ") + 1);
        if (hs.length === 0 || keyOf(hs[0]) !== "tree")
          throw new ParseError(
            "tree as the first commit header",
            keyOf(hs[0] || "")
          );
        obj.tree = valueOf(hs[0]);
        let index2 = 1;
        for (; index2 < hs.length && keyOf(hs[index2]) === "parent"; )
          obj.parent.push(valueOf(hs[index2])), index2++;
        let seen = /* @__PURE__ */ new Set(["tree", "parent"]);
        for (; index2 < hs.length; index2++) {
          let key = keyOf(hs[index2]);
          seen.has(key) || (seen.add(key), obj[key] = valueOf(hs[index2]));
        }
        return obj.author && (obj.author = parseAuthor(obj.author)), obj.committer && (obj.committer = parseAuthor(obj.committer)), obj;
      }
      static renderHeaders(obj) {
        let headers = "";
        if (obj.tree ? headers += `tree ${obj.tree}
` : headers += `tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
`, obj.parent) {
          if (obj.parent.length === void 0)
            throw new InternalError("commit 'parent' property should be an array");
          for (let p of obj.parent)
            headers += `parent ${p}
`;
        }
        let author = obj.author;
        headers += `author ${formatAuthor(author)}
`;
        let committer = obj.committer || obj.author;
        return headers += `committer ${formatAuthor(committer)}
`, obj.gpgsig && (headers += "gpgsig" + indent(obj.gpgsig)), headers;
      }
      static render(obj) {
        return _GitCommit.renderHeaders(obj) + `
` + normalizeNewlines(obj.message);
      }
      render() {
        return this._commit;
      }
      withoutSignature() {
        let commit2 = normalizeNewlines(this._commit);
        if (commit2.indexOf(`
gpgsig`) === -1) return commit2;
        let headers = commit2.slice(0, commit2.indexOf(`
gpgsig`)), message = commit2.slice(
          commit2.indexOf(`-----END PGP SIGNATURE-----
`) + 28
        );
        return normalizeNewlines(headers + `
` + message);
      }
      isolateSignature() {
        let signature = this._commit.slice(
          this._commit.indexOf("-----BEGIN PGP SIGNATURE-----"),
          this._commit.indexOf("-----END PGP SIGNATURE-----") + 27
        );
        return outdent(signature);
      }
      static async sign(commit2, sign, secretKey) {
        let payload = commit2.withoutSignature(), message = _GitCommit.justMessage(commit2._commit), { signature } = await sign({ payload, secretKey });
        signature = normalizeNewlines(signature);
        let signedCommit = _GitCommit.justHeaders(commit2._commit) + `
gpgsig` + indent(signature) + `
` + message;
        return _GitCommit.from(signedCommit);
      }
    };
    async function resolveTree({ fs, cache, gitdir, oid }) {
      if (oid === "4b825dc642cb6eb9a060e54bf8d69288fbee4904")
        return { tree: GitTree.from([]), oid };
      let { type, object } = await _readObject({ fs, cache, gitdir, oid });
      if (type === "tag")
        return oid = GitAnnotatedTag.from(object).parse().object, resolveTree({ fs, cache, gitdir, oid });
      if (type === "commit")
        return oid = GitCommit.from(object).parse().tree, resolveTree({ fs, cache, gitdir, oid });
      if (type !== "tree")
        throw new ObjectTypeError(oid, type, "tree");
      return { tree: GitTree.from(object), oid };
    }
    var GitWalkerRepo = class {
      constructor({ fs, gitdir, ref, cache }) {
        this.fs = fs, this.cache = cache, this.gitdir = gitdir, this.mapPromise = (async () => {
          let map = /* @__PURE__ */ new Map(), oid;
          try {
            oid = await GitRefManager.resolve({ fs, gitdir, ref });
          } catch (e) {
            if (e instanceof NotFoundError && await GitRefManager.isUnbornBranch({ fs, gitdir, ref }))
              oid = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
            else
              throw e;
          }
          let tree = await resolveTree({ fs, cache: this.cache, gitdir, oid });
          return tree.type = "tree", tree.mode = "40000", map.set(".", tree), map;
        })();
        let walker = this;
        this.ConstructEntry = class {
          constructor(fullpath) {
            this._fullpath = fullpath, this._type = !1, this._mode = !1, this._stat = !1, this._content = !1, this._oid = !1;
          }
          async type() {
            return walker.type(this);
          }
          async mode() {
            return walker.mode(this);
          }
          async stat() {
            return walker.stat(this);
          }
          async content() {
            return walker.content(this);
          }
          async oid() {
            return walker.oid(this);
          }
        };
      }
      async readdir(entry) {
        let filepath = entry._fullpath, { fs, cache, gitdir } = this, map = await this.mapPromise, obj = map.get(filepath);
        if (!obj) throw new Error(`No obj for ${filepath}`);
        let oid = obj.oid;
        if (!oid) throw new Error(`No oid for obj ${JSON.stringify(obj)}`);
        if (obj.type !== "tree")
          return null;
        let { type, object } = await _readObject({ fs, cache, gitdir, oid });
        if (type !== obj.type)
          throw new ObjectTypeError(oid, type, obj.type);
        let tree = GitTree.from(object);
        for (let entry2 of tree)
          map.set(join5(filepath, entry2.path), entry2);
        return tree.entries().map((entry2) => join5(filepath, entry2.path));
      }
      async type(entry) {
        if (entry._type === !1) {
          let map = await this.mapPromise, { type } = map.get(entry._fullpath);
          entry._type = type;
        }
        return entry._type;
      }
      async mode(entry) {
        if (entry._mode === !1) {
          let map = await this.mapPromise, { mode } = map.get(entry._fullpath);
          entry._mode = normalizeMode2(parseInt(mode, 8));
        }
        return entry._mode;
      }
      async stat(_entry) {
      }
      async content(entry) {
        if (entry._content === !1) {
          let map = await this.mapPromise, { fs, cache, gitdir } = this, oid = map.get(entry._fullpath).oid, { type, object } = await _readObject({ fs, cache, gitdir, oid });
          type !== "blob" ? entry._content = void 0 : entry._content = new Uint8Array(object);
        }
        return entry._content;
      }
      async oid(entry) {
        if (entry._oid === !1) {
          let obj = (await this.mapPromise).get(entry._fullpath);
          entry._oid = obj.oid;
        }
        return entry._oid;
      }
    };
    function TREE({ ref = "HEAD" } = {}) {
      let o = /* @__PURE__ */ Object.create(null);
      return Object.defineProperty(o, GitWalkSymbol, {
        value: function({ fs, gitdir, cache }) {
          return new GitWalkerRepo({ fs, gitdir, ref, cache });
        }
      }), Object.freeze(o), o;
    }
    var GitWalkerFs = class {
      constructor({ fs, dir, gitdir, cache, refresh = !0 }) {
        this.fs = fs, this.cache = cache, this.dir = dir, this.gitdir = gitdir, this.refresh = refresh, this.refreshQueue = [], this.flushed = !1, this.config = null;
        let walker = this;
        this.ConstructEntry = class {
          constructor(fullpath) {
            this._fullpath = fullpath, this._type = !1, this._mode = !1, this._stat = !1, this._content = !1, this._oid = !1;
          }
          async type() {
            return walker.type(this);
          }
          async mode() {
            return walker.mode(this);
          }
          async stat() {
            return walker.stat(this);
          }
          async content() {
            return walker.content(this);
          }
          async oid() {
            return walker.oid(this);
          }
        };
      }
      async readdir(entry) {
        if (await entry.type() !== "tree") return null;
        let filepath = entry._fullpath, { fs, dir } = this, names = await fs.readdir(join5(dir, filepath));
        return names === null ? null : names.map((name) => join5(filepath, name));
      }
      async type(entry) {
        return entry._type === !1 && await entry.stat(), entry._type;
      }
      async mode(entry) {
        return entry._mode === !1 && await entry.stat(), entry._mode;
      }
      async stat(entry) {
        if (entry._stat === !1) {
          let { fs, dir } = this, stat = await fs.lstat(`${dir}/${entry._fullpath}`);
          if (!stat)
            throw new Error(
              `ENOENT: no such file or directory, lstat '${entry._fullpath}'`
            );
          let type = stat.isDirectory() ? "tree" : "blob";
          type === "blob" && !stat.isFile() && !stat.isSymbolicLink() && (type = "special"), entry._type = type, stat = normalizeStats(stat), entry._mode = stat.mode, stat.size === -1 && entry._actualSize && (stat.size = entry._actualSize), entry._stat = stat;
        }
        return entry._stat;
      }
      async content(entry) {
        if (entry._content === !1) {
          let { fs, dir, gitdir } = this;
          if (await entry.type() === "tree")
            entry._content = void 0;
          else {
            let content;
            if (await entry.mode() >> 12 === 10)
              content = await fs.readlink(`${dir}/${entry._fullpath}`);
            else {
              let autocrlf = await (await this._getGitConfig(fs, gitdir)).get("core.autocrlf");
              content = await fs.read(`${dir}/${entry._fullpath}`, { autocrlf });
            }
            entry._actualSize = content.length, entry._stat && entry._stat.size === -1 && (entry._stat.size = entry._actualSize), entry._content = new Uint8Array(content);
          }
        }
        return entry._content;
      }
      async oid(entry) {
        if (entry._oid === !1) {
          let self = this, { fs, gitdir, cache } = this, oid;
          await GitIndexManager.acquire(
            { fs, gitdir, cache },
            async function(index2) {
              let stage = index2.entriesMap.get(entry._fullpath), stats = await entry.stat(), filemode = await (await self._getGitConfig(fs, gitdir)).get("core.filemode"), trustino = typeof process < "u" ? process.platform !== "win32" : !0;
              if (!stage || compareStats(stats, stage, filemode, trustino)) {
                let content = await entry.content();
                content === void 0 ? oid = void 0 : (oid = await shasum(
                  GitObject.wrap({ type: "blob", object: content })
                ), self.refresh && stage && !stage.flags.intentToAdd && oid === stage.oid && (!filemode || stats.mode === stage.mode) && compareStats(stats, stage, filemode, trustino) && (self.flushed ? index2.insert({ filepath: entry._fullpath, stats, oid }) : self.refreshQueue.push({
                  filepath: entry._fullpath,
                  stage,
                  stats,
                  oid
                })));
              } else
                oid = stage.oid;
            }
          ), entry._oid = oid;
        }
        return entry._oid;
      }
      /**
       * Write the queued stat refreshes to the index in a single pass.
       * `_walk` calls this once the walk is finished. The entries it returned
       * can still be asked for their oid afterwards, so from then on `oid`
       * writes a refresh right away instead of queueing it.
       */
      async flush() {
        let { fs, gitdir, cache, refreshQueue } = this;
        this.refreshQueue = [], this.flushed = !0, refreshQueue.length !== 0 && await GitIndexManager.acquire({ fs, gitdir, cache }, async (index2) => {
          for (let { filepath, stage, stats, oid } of refreshQueue)
            index2.entriesMap.get(filepath) === stage && index2.insert({ filepath, stats, oid });
        });
      }
      async _getGitConfig(fs, gitdir) {
        return this.config ? this.config : (this.config = await GitConfigManager.get({ fs, gitdir }), this.config);
      }
    };
    function WORKDIR({ refresh = !0 } = {}) {
      let o = /* @__PURE__ */ Object.create(null);
      return Object.defineProperty(o, GitWalkSymbol, {
        value: function({ fs, dir, gitdir, cache }) {
          return new GitWalkerFs({ fs, dir, gitdir, cache, refresh });
        }
      }), Object.freeze(o), o;
    }
    function arrayRange(start, end) {
      let length = end - start;
      return Array.from({ length }, (_, i) => start + i);
    }
    var flat = typeof Array.prototype.flat > "u" ? (entries) => entries.reduce((acc, x) => acc.concat(x), []) : (entries) => entries.flat(), RunningMinimum = class {
      constructor() {
        this.value = null;
      }
      consider(value) {
        value != null && (this.value === null ? this.value = value : value < this.value && (this.value = value));
      }
      reset() {
        this.value = null;
      }
    };
    function* unionOfIterators(sets) {
      let min = new RunningMinimum(), minimum, heads = [], numsets = sets.length;
      for (let i = 0; i < numsets; i++)
        heads[i] = sets[i].next().value, heads[i] !== void 0 && min.consider(heads[i]);
      if (min.value !== null)
        for (; ; ) {
          let result = [];
          minimum = min.value, min.reset();
          for (let i = 0; i < numsets; i++)
            heads[i] !== void 0 && heads[i] === minimum ? (result[i] = heads[i], heads[i] = sets[i].next().value) : result[i] = null, heads[i] !== void 0 && min.consider(heads[i]);
          if (yield result, min.value === null) return;
        }
    }
    async function _walk({
      fs,
      cache,
      dir,
      gitdir,
      trees,
      // @ts-ignore
      map = async (_, entry) => entry,
      // The default reducer is a flatmap that filters out undefineds.
      reduce = async (parent, children) => {
        let flatten = flat(children);
        return parent !== void 0 && flatten.unshift(parent), flatten;
      },
      // The default iterate function walks all children concurrently
      iterate = (walk2, children) => Promise.all([...children].map(walk2))
    }) {
      let walkers = trees.map(
        (proxy) => proxy[GitWalkSymbol]({ fs, dir, gitdir, cache })
      ), root = new Array(walkers.length).fill("."), range = arrayRange(0, walkers.length), unionWalkerFromReaddir = async (entries) => {
        range.forEach((i) => {
          let entry = entries[i];
          entries[i] = entry && new walkers[i].ConstructEntry(entry);
        });
        let iterators = (await Promise.all(
          range.map((i) => {
            let entry = entries[i];
            return entry ? walkers[i].readdir(entry) : [];
          })
        )).map((array) => (array === null ? [] : array)[Symbol.iterator]());
        return {
          entries,
          children: unionOfIterators(iterators)
        };
      }, walk2 = async (root2) => {
        let { entries, children } = await unionWalkerFromReaddir(root2), fullpath = entries.find((entry) => entry && entry._fullpath)._fullpath, parent = await map(fullpath, entries);
        if (parent !== null) {
          let walkedChildren = await iterate(walk2, children);
          return walkedChildren = walkedChildren.filter((x) => x !== void 0), reduce(parent, walkedChildren);
        }
      }, result = await walk2(root);
      for (let walker of walkers)
        walker.flush && await walker.flush();
      return result;
    }
    async function mkdirp(mkdir, filepath, retries = 10) {
      try {
        await mkdir(filepath);
      } catch (err) {
        if (err === null || err.code === "EEXIST") return;
        if (err.code !== "ENOENT") throw err;
        let parent = dirname(filepath);
        if (parent === "." || parent === "/" || parent === filepath) throw err;
        await mkdirp(mkdir, parent, retries);
        for (let attempt = 0; ; attempt++)
          try {
            await mkdir(filepath);
            return;
          } catch (err2) {
            if (err2 === null || err2.code === "EEXIST") return;
            if (err2.code === "ENOENT" && attempt < retries) {
              await new Promise((resolve) => setTimeout(resolve, 0));
              continue;
            }
            throw err2;
          }
      }
    }
    async function rmRecursive(fs, filepath) {
      let entries = await fs.readdir(filepath);
      entries == null ? await fs.rm(filepath) : entries.length ? await Promise.all(
        entries.map((entry) => {
          let subpath = join5(filepath, entry);
          return fs.lstat(subpath).then((stat) => {
            if (stat)
              return stat.isDirectory() ? rmRecursive(fs, subpath) : fs.rm(subpath);
          });
        })
      ).then(() => fs.rmdir(filepath)) : await fs.rmdir(filepath);
    }
    function isPromiseLike(obj) {
      return isObject(obj) && isFunction(obj.then) && isFunction(obj.catch);
    }
    function isObject(obj) {
      return obj && typeof obj == "object";
    }
    function isFunction(obj) {
      return typeof obj == "function";
    }
    function isNotFoundError(err) {
      let code = err.code;
      return typeof code != "string" ? !1 : code === "ENOENT" || code === "ENOTDIR" || code.includes("ENS");
    }
    function isPromiseFs(fs) {
      return isPromiseLike(((targetFs) => {
        try {
          return targetFs.readFile().catch((e) => e);
        } catch (e) {
          return e;
        }
      })(fs));
    }
    var commands = [
      "readFile",
      "writeFile",
      "mkdir",
      "rmdir",
      "unlink",
      "stat",
      "lstat",
      "readdir",
      "readlink",
      "symlink"
    ];
    function bindFs(target, fs) {
      if (isPromiseFs(fs))
        for (let command of commands)
          target[`_${command}`] = fs[command].bind(fs);
      else
        for (let command of commands)
          target[`_${command}`] = pify(fs[command].bind(fs));
      isPromiseFs(fs) ? (fs.cp && (target._cp = fs.cp.bind(fs)), fs.rm ? target._rm = fs.rm.bind(fs) : fs.rmdir.length > 1 ? target._rm = fs.rmdir.bind(fs) : target._rm = rmRecursive.bind(null, target)) : (fs.cp && (target._cp = pify(fs.cp.bind(fs))), fs.rm ? target._rm = pify(fs.rm.bind(fs)) : fs.rmdir.length > 2 ? target._rm = pify(fs.rmdir.bind(fs)) : target._rm = rmRecursive.bind(null, target));
    }
    var FileSystem = class {
      /**
       * Creates an instance of FileSystem.
       *
       * @param {Object} fs - A file system implementation to wrap.
       */
      constructor(fs) {
        if (typeof fs._original_unwrapped_fs < "u") return fs;
        let promises = Object.getOwnPropertyDescriptor(fs, "promises");
        promises && promises.enumerable ? bindFs(this, fs.promises) : bindFs(this, fs), this._original_unwrapped_fs = fs;
      }
      /**
       * Return true if a file exists, false if it doesn't exist.
       * Rethrows errors that aren't related to file existence.
       *
       * @param {string} filepath - The path to the file.
       * @param {Object} [options] - Additional options.
       * @returns {Promise<boolean>} - `true` if the file exists, `false` otherwise.
       */
      async exists(filepath, options = {}) {
        try {
          return await this._stat(filepath), !0;
        } catch (err) {
          if (isNotFoundError(err))
            return !1;
          throw console.log('Unhandled error in "FileSystem.exists()" function', err), err;
        }
      }
      /**
       * Return the contents of a file if it exists, otherwise returns null.
       * Rethrows errors that aren't related to file existence.
       *
       * @param {string} filepath - The path to the file.
       * @param {Object} [options] - Options for reading the file.
       * @returns {Promise<Buffer|string|null>} - The file contents, or `null` if the file doesn't exist.
       */
      async read(filepath, options = {}) {
        let buffer;
        try {
          buffer = await this._readFile(filepath, options);
        } catch (err) {
          if (isNotFoundError(err) || err.code === "EISDIR") return null;
          throw err;
        }
        if (buffer == null) return null;
        if (options.autocrlf === "true")
          try {
            buffer = new TextDecoder("utf8", { fatal: !0 }).decode(buffer), buffer = buffer.replace(/\r\n/g, `
`), buffer = new TextEncoder().encode(buffer);
          } catch {
          }
        return typeof buffer != "string" && (buffer = Buffer.from(buffer)), buffer;
      }
      /**
       * Write a file (creating missing directories if need be) without throwing errors.
       *
       * @param {string} filepath - The path to the file.
       * @param {Buffer|Uint8Array|string} contents - The data to write.
       * @param {Object|string} [options] - Options for writing the file.
       * @returns {Promise<void>}
       */
      async write(filepath, contents, options = {}) {
        try {
          await this._writeFile(filepath, contents, options);
        } catch {
          await this.mkdir(dirname(filepath)), await this._writeFile(filepath, contents, options);
        }
      }
      /**
       * Make a directory (or series of nested directories) without throwing an error if it already exists.
       *
       * @param {string} filepath - The path to the directory.
       * @returns {Promise<void>}
       */
      async mkdir(filepath) {
        await mkdirp(this._mkdir, filepath);
      }
      /**
       * Delete a file without throwing an error if it is already deleted.
       *
       * @param {string} filepath - The path to the file.
       * @returns {Promise<void>}
       */
      async rm(filepath) {
        try {
          await this._unlink(filepath);
        } catch (err) {
          if (err.code !== "ENOENT") throw err;
        }
      }
      /**
       * Delete a directory without throwing an error if it is already deleted.
       *
       * @param {string} filepath - The path to the directory.
       * @param {Object} [opts] - Options for deleting the directory.
       * @returns {Promise<void>}
       */
      async rmdir(filepath, opts) {
        try {
          opts && opts.recursive ? await this._rm(filepath, opts) : await this._rmdir(filepath);
        } catch (err) {
          if (err.code !== "ENOENT") throw err;
        }
      }
      /**
       * Read a directory without throwing an error if the directory doesn't exist.
       * Rethrows errors that aren't related to directory existence.
       *
       * @param {string} filepath - The path to the directory.
       * @returns {Promise<string[]|null>} - An array of file names, or `null` if the path is not a directory.
       */
      async readdir(filepath) {
        let names;
        try {
          names = await this._readdir(filepath);
        } catch (err) {
          if (err.code === "ENOTDIR") return null;
          if (isNotFoundError(err)) return [];
          throw err;
        }
        return names.sort(compareStrings), names;
      }
      /**
       * Return a flat list of all the files nested inside a directory
       *
       * Based on an elegant concurrent recursive solution from SO
       * https://stackoverflow.com/a/45130990/2168416
       *
       * @param {string} dir - The directory to read.
       * @returns {Promise<string[]>} - A flat list of all files in the directory.
       */
      async readdirDeep(dir) {
        let subdirs = await this._readdir(dir);
        return (await Promise.all(
          subdirs.map(async (subdir) => {
            let res = dir + "/" + subdir;
            return (await this._stat(res)).isDirectory() ? this.readdirDeep(res) : res;
          })
        )).reduce((a, f) => a.concat(f), []);
      }
      /**
       * Return the Stats of a file/symlink if it exists, otherwise returns null.
       * Rethrows errors that aren't related to file existence.
       *
       * @param {string} filename - The path to the file or symlink.
       * @returns {Promise<Object|null>} - The stats object, or `null` if the file doesn't exist.
       */
      async lstat(filename) {
        try {
          return await this._lstat(filename);
        } catch (err) {
          if (isNotFoundError(err))
            return null;
          throw err;
        }
      }
      /**
       * Reads the contents of a symlink if it exists, otherwise returns null.
       * Rethrows errors that aren't related to file existence.
       *
       * @param {string} filename - The path to the symlink.
       * @param {Object} [opts={ encoding: 'buffer' }] - Options for reading the symlink.
       * @returns {Promise<Buffer|null>} - The symlink target, or `null` if it doesn't exist.
       */
      async readlink(filename, opts = { encoding: "buffer" }) {
        try {
          let link = await this._readlink(filename, opts);
          return Buffer.isBuffer(link) ? link : Buffer.from(link);
        } catch (err) {
          if (isNotFoundError(err))
            return null;
          throw err;
        }
      }
      /**
       * Write the contents of buffer to a symlink.
       *
       * @param {string} filename - The path to the symlink.
       * @param {Buffer} buffer - The symlink target.
       * @returns {Promise<void>}
       */
      async writelink(filename, buffer) {
        return this._symlink(buffer.toString("utf8"), filename);
      }
    };
    async function assertNoSymlinkInLeadingPath(fs, dir, fullpath) {
      let parts = fullpath.split("/");
      parts.pop();
      let current = dir;
      for (let part of parts) {
        if (part === "" || part === ".") continue;
        current = `${current}/${part}`;
        let stats = await fs.lstat(current);
        if (stats && stats.isSymbolicLink())
          throw new UnsafeFilepathError(fullpath);
      }
    }
    function assertParameter(name, value) {
      if (value === void 0)
        throw new MissingParameterError(name);
    }
    function isAbsolute(filepath) {
      return filepath.startsWith("/") || /^[a-zA-Z]:[\\/]/.test(filepath);
    }
    async function discoverGitdir({ fsp: fsp3, dotgit }) {
      assertParameter("fsp", fsp3), assertParameter("dotgit", dotgit);
      let dotgitStat = await fsp3._stat(dotgit).catch(() => ({ isFile: () => !1, isDirectory: () => !1 }));
      return dotgitStat.isDirectory() ? dotgit : dotgitStat.isFile() ? fsp3._readFile(dotgit, "utf8").then((contents) => contents.trimRight().substr(8)).then((submoduleGitdir) => isAbsolute(submoduleGitdir) ? submoduleGitdir : join5(dirname(dotgit), submoduleGitdir)) : dotgit;
    }
    async function modified(entry, base) {
      return !entry && !base ? !1 : entry && !base || !entry && base ? !0 : !(await entry.type() === "tree" && await base.type() === "tree" || await entry.type() === await base.type() && await entry.mode() === await base.mode() && await entry.oid() === await base.oid());
    }
    async function writeWorkingTreeEntry({
      fs,
      dir,
      filepath,
      mode,
      content
    }) {
      await assertNoSymlinkInLeadingPath(fs, dir, filepath);
      let path = `${dir}/${filepath}`, symlink = mode === 40960, stats = await fs.lstat(path);
      stats && (symlink || stats.isSymbolicLink()) && await fs.rm(path), symlink ? (await fs.mkdir(dirname(path)), await fs.writelink(path, Buffer.from(content))) : await fs.write(path, content, { mode });
    }
    async function abortMerge({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      commit: commit2 = "HEAD",
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("dir", dir), assertParameter("gitdir", gitdir);
        let fs = new FileSystem(_fs), trees = [TREE({ ref: commit2 }), WORKDIR(), STAGE()], unmergedPaths = [], updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async function(index2) {
            unmergedPaths = index2.unmergedPaths;
          }
        );
        let results = await _walk({
          fs,
          cache,
          dir,
          gitdir: updatedGitdir,
          trees,
          map: async function(path, [head, workdir, index2]) {
            let staged = !await modified(workdir, index2), unmerged = unmergedPaths.includes(path), unmodified = !await modified(index2, head);
            if (staged || unmerged)
              return head ? {
                path,
                mode: await head.mode(),
                oid: await head.oid(),
                type: await head.type(),
                content: await head.content()
              } : void 0;
            if (unmodified) return !1;
            throw new IndexResetError(path);
          }
        });
        for (let entry of results)
          entry && entry.type === "blob" && await assertNoSymlinkInLeadingPath(fs, dir, entry.path);
        await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async function(index2) {
            for (let entry of results)
              if (entry !== !1) {
                if (!entry) {
                  await fs.rmdir(`${dir}/${entry.path}`, { recursive: !0 }), index2.delete({ filepath: entry.path });
                  continue;
                }
                if (entry.type === "blob") {
                  await writeWorkingTreeEntry({
                    fs,
                    dir,
                    filepath: entry.path,
                    mode: entry.mode,
                    content: entry.content
                  });
                  let stats = await fs.lstat(`${dir}/${entry.path}`);
                  stats.mode = entry.mode, index2.insert({
                    filepath: entry.path,
                    oid: entry.oid,
                    stage: 0,
                    stats
                  });
                }
              }
          }
        );
      } catch (err) {
        throw err.caller = "git.abortMerge", err;
      }
    }
    var GitIgnoreManager = class {
      /**
       * Determines whether a given file is ignored based on `.gitignore` rules and exclusion files.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} args.dir - The working directory.
       * @param {string} [args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {string} args.filepath - The path of the file to check.
       * @returns {Promise<boolean>} - `true` if the file is ignored, `false` otherwise.
       */
      static async isIgnored({ fs, dir, gitdir = join5(dir, ".git"), filepath }) {
        if (basename2(filepath) === ".git") return !0;
        if (filepath === ".") return !1;
        let excludes = "", excludesFile = join5(gitdir, "info", "exclude");
        await fs.exists(excludesFile) && (excludes = await fs.read(excludesFile, "utf8"));
        let pairs = [
          {
            gitignore: join5(dir, ".gitignore"),
            filepath
          }
        ], pieces = filepath.split("/").filter(Boolean);
        for (let i = 1; i < pieces.length; i++) {
          let folder = pieces.slice(0, i).join("/"), file = pieces.slice(i).join("/");
          pairs.push({
            gitignore: join5(dir, folder, ".gitignore"),
            filepath: file
          });
        }
        let ignoredStatus = !1;
        for (let [index2, p] of pairs.entries()) {
          let file = await fs.read(p.gitignore, "utf8"), ign = ignore();
          index2 === 0 && ign.add(excludes), ign.add(file);
          let parentdir = dirname(p.filepath);
          if (parentdir !== "." && ign.ignores(parentdir)) return !0;
          ignoredStatus ? ignoredStatus = !ign.test(p.filepath).unignored : ignoredStatus = ign.test(p.filepath).ignored;
        }
        return ignoredStatus;
      }
    };
    async function writeObjectLoose({ fs, gitdir, object, format, oid }) {
      if (format !== "deflated")
        throw new InternalError(
          "GitObjectStoreLoose expects objects to write to be in deflated format"
        );
      let source = `objects/${oid.slice(0, 2)}/${oid.slice(2)}`, filepath = `${gitdir}/${source}`;
      await fs.exists(filepath) || await fs.write(filepath, object);
    }
    var supportsCompressionStream = null;
    async function deflate(buffer) {
      return supportsCompressionStream === null && (supportsCompressionStream = testCompressionStream()), supportsCompressionStream ? browserDeflate(buffer) : pako.deflate(buffer);
    }
    async function browserDeflate(buffer) {
      let cs = new CompressionStream("deflate"), c = new Blob([buffer]).stream().pipeThrough(cs);
      return new Uint8Array(await new Response(c).arrayBuffer());
    }
    function testCompressionStream() {
      try {
        return new CompressionStream("deflate").writable.close(), new Blob([]).stream().cancel(), !0;
      } catch {
        return !1;
      }
    }
    async function _writeObject({
      fs,
      gitdir,
      type,
      object,
      format = "content",
      oid = void 0,
      dryRun = !1
    }) {
      return format !== "deflated" && (format !== "wrapped" && (object = GitObject.wrap({ type, object })), oid = await shasum(object), object = Buffer.from(await deflate(object))), dryRun || await writeObjectLoose({ fs, gitdir, object, format: "deflated", oid }), oid;
    }
    function posixifyPathBuffer(buffer) {
      let idx;
      for (; ~(idx = buffer.indexOf(92)); ) buffer[idx] = 47;
      return buffer;
    }
    async function add({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      cache = {},
      force = !1,
      parallel = !0
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("dir", dir), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async (index2) => {
            let autocrlf = await (await GitConfigManager.get({ fs, gitdir: updatedGitdir })).get("core.autocrlf");
            return addToIndex({
              dir,
              gitdir: updatedGitdir,
              fs,
              filepath,
              index: index2,
              force,
              parallel,
              autocrlf
            });
          }
        );
      } catch (err) {
        throw err.caller = "git.add", err;
      }
    }
    function isTracked(index2, filepath) {
      if (index2.has({ filepath })) return !0;
      let prefix = `${filepath}/`;
      for (let entry of index2.entriesMap.keys())
        if (entry.startsWith(prefix)) return !0;
      return !1;
    }
    async function addToIndex({
      dir,
      gitdir,
      fs,
      filepath,
      index: index2,
      force,
      parallel,
      autocrlf
    }) {
      filepath = Array.isArray(filepath) ? filepath : [filepath];
      let promises = filepath.map(async (currentFilepath) => {
        if (!force && !isTracked(index2, currentFilepath) && await GitIgnoreManager.isIgnored({
          fs,
          dir,
          gitdir,
          filepath: currentFilepath
        }))
          return;
        let stats = await fs.lstat(join5(dir, currentFilepath));
        if (!stats) throw new NotFoundError(currentFilepath);
        if (stats.isDirectory()) {
          let children = await fs.readdir(join5(dir, currentFilepath));
          if (parallel) {
            let promises2 = children.map(
              (child) => addToIndex({
                dir,
                gitdir,
                fs,
                filepath: [join5(currentFilepath, child)],
                index: index2,
                force,
                parallel,
                autocrlf
              })
            );
            await Promise.all(promises2);
          } else
            for (let child of children)
              await addToIndex({
                dir,
                gitdir,
                fs,
                filepath: [join5(currentFilepath, child)],
                index: index2,
                force,
                parallel,
                autocrlf
              });
        } else {
          let object = stats.isSymbolicLink() ? await fs.readlink(join5(dir, currentFilepath)).then(posixifyPathBuffer) : await fs.read(join5(dir, currentFilepath), { autocrlf });
          if (object === null) throw new NotFoundError(currentFilepath);
          let oid = await _writeObject({ fs, gitdir, type: "blob", object });
          index2.insert({ filepath: currentFilepath, stats, oid });
        }
      }), settledPromises = await Promise.allSettled(promises), rejectedPromises = settledPromises.filter((settle) => settle.status === "rejected").map((settle) => settle.reason);
      if (rejectedPromises.length > 1)
        throw new MultipleGitError(rejectedPromises);
      if (rejectedPromises.length === 1)
        throw rejectedPromises[0];
      return settledPromises.filter((settle) => settle.status === "fulfilled" && settle.value).map((settle) => settle.value);
    }
    async function hasObjectLoose({ fs, gitdir, oid }) {
      let source = `objects/${oid.slice(0, 2)}/${oid.slice(2)}`;
      return fs.exists(`${gitdir}/${source}`);
    }
    async function hasObjectPacked({
      fs,
      cache,
      gitdir,
      oid,
      getExternalRefDelta
    }) {
      let list = await fs.readdir(join5(gitdir, "objects/pack"));
      list = list.filter((x) => x.endsWith(".idx"));
      for (let filename of list) {
        let indexFile = `${gitdir}/objects/pack/${filename}`, p = await readPackIndex({
          fs,
          cache,
          filename: indexFile,
          getExternalRefDelta
        });
        if (p.error) throw new InternalError(p.error);
        if (p.offsets.has(oid))
          return !0;
      }
      return !1;
    }
    async function hasObject({
      fs,
      cache,
      gitdir,
      oid,
      format = "content"
    }) {
      let getExternalRefDelta = (oid2) => _readObject({ fs, cache, gitdir, oid: oid2 }), result = await hasObjectLoose({ fs, gitdir, oid });
      return result || (result = await hasObjectPacked({
        fs,
        cache,
        gitdir,
        oid,
        getExternalRefDelta
      })), result;
    }
    async function _getConfig({ fs, gitdir, path }) {
      return (await GitConfigManager.get({ fs, gitdir })).get(path);
    }
    function assignDefined(target, ...sources) {
      for (let source of sources)
        if (source)
          for (let key of Object.keys(source)) {
            let val = source[key];
            val !== void 0 && (target[key] = val);
          }
      return target;
    }
    async function normalizeAuthorObject({ fs, gitdir, author, commit: commit2 }) {
      let timestamp = Math.floor(Date.now() / 1e3), defaultAuthor = {
        name: await _getConfig({ fs, gitdir, path: "user.name" }),
        email: await _getConfig({ fs, gitdir, path: "user.email" }) || "",
        // author.email is allowed to be empty string
        timestamp,
        timezoneOffset: new Date(timestamp * 1e3).getTimezoneOffset()
      }, normalizedAuthor = assignDefined(
        {},
        defaultAuthor,
        commit2 ? commit2.author : void 0,
        author
      );
      if (normalizedAuthor.name !== void 0)
        return normalizedAuthor;
    }
    async function normalizeCommitterObject({
      fs,
      gitdir,
      author,
      committer,
      commit: commit2
    }) {
      let timestamp = Math.floor(Date.now() / 1e3), defaultCommitter = {
        name: await _getConfig({ fs, gitdir, path: "user.name" }),
        email: await _getConfig({ fs, gitdir, path: "user.email" }) || "",
        // committer.email is allowed to be empty string
        timestamp,
        timezoneOffset: new Date(timestamp * 1e3).getTimezoneOffset()
      }, normalizedCommitter = assignDefined(
        {},
        defaultCommitter,
        commit2 ? commit2.committer : void 0,
        author,
        committer
      );
      if (normalizedCommitter.name !== void 0)
        return normalizedCommitter;
    }
    async function resolveCommit({ fs, cache, gitdir, oid }) {
      let { type, object } = await _readObject({ fs, cache, gitdir, oid });
      if (type === "tag")
        return oid = GitAnnotatedTag.from(object).parse().object, resolveCommit({ fs, cache, gitdir, oid });
      if (type !== "commit")
        throw new ObjectTypeError(oid, type, "commit");
      return { commit: GitCommit.from(object), oid };
    }
    async function _readCommit({ fs, cache, gitdir, oid }) {
      let { commit: commit2, oid: commitOid } = await resolveCommit({
        fs,
        cache,
        gitdir,
        oid
      });
      return {
        oid: commitOid,
        commit: commit2.parse(),
        payload: commit2.withoutSignature()
      };
    }
    var EMPTY_TREE_OID = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
    async function _commit({
      fs,
      cache,
      onSign,
      gitdir,
      message,
      author: _author,
      committer: _committer,
      signingKey,
      amend = !1,
      dryRun = !1,
      noUpdateBranch = !1,
      disallowEmpty = !1,
      ref,
      parent,
      tree
    }) {
      let initialCommit = !1, detachedHead = !1;
      ref || (detachedHead = !(await fs.read(`${gitdir}/HEAD`, { encoding: "utf8" })).startsWith("ref:"), ref = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: "HEAD",
        depth: 2
      }));
      let refOid, refCommit;
      try {
        refOid = await GitRefManager.resolve({
          fs,
          gitdir,
          ref
        });
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
        initialCommit = !0;
      }
      if (!initialCommit && (amend || disallowEmpty) && (refCommit = await _readCommit({ fs, gitdir, oid: refOid, cache })), amend && initialCommit)
        throw new NoCommitError(ref);
      let author = amend ? await normalizeAuthorObject({
        fs,
        gitdir,
        author: _author,
        commit: refCommit.commit
      }) : await normalizeAuthorObject({ fs, gitdir, author: _author });
      if (!author) throw new MissingNameError("author");
      let committer = amend ? await normalizeCommitterObject({
        fs,
        gitdir,
        author,
        committer: _committer,
        commit: refCommit.commit
      }) : await normalizeCommitterObject({
        fs,
        gitdir,
        author,
        committer: _committer
      });
      if (!committer) throw new MissingNameError("committer");
      return GitIndexManager.acquire(
        { fs, gitdir, cache, allowUnmerged: !1 },
        async function(index2) {
          let inode = flatFileListToDirectoryStructure(
            index2.entries.filter((entry) => !entry.flags.intentToAdd)
          ).get(".");
          if (tree || (tree = await constructTree({ fs, gitdir, inode, dryRun })), parent ? parent = await Promise.all(
            parent.map(async (p) => {
              let oid2 = await GitRefManager.resolve({ fs, gitdir, ref: p });
              for (; await hasObject({ fs, cache, gitdir, oid: oid2 }); ) {
                let { type, object } = await _readObject({
                  fs,
                  cache,
                  gitdir,
                  oid: oid2
                });
                if (type === "commit") break;
                if (type !== "tag")
                  throw new ObjectTypeError(oid2, type, "commit");
                oid2 = GitAnnotatedTag.from(object).parse().object;
              }
              return oid2;
            })
          ) : amend ? parent = refCommit.commit.parent : parent = refOid ? [refOid] : [], disallowEmpty && !amend && (initialCommit && tree === EMPTY_TREE_OID || !initialCommit && tree === refCommit.commit.tree))
            throw new EmptyCommitError();
          if (!message)
            if (amend)
              message = refCommit.commit.message;
            else
              throw new MissingParameterError("message");
          let comm = GitCommit.from({
            tree,
            parent,
            author,
            committer,
            message
          });
          signingKey && (comm = await GitCommit.sign(comm, onSign, signingKey));
          let oid = await _writeObject({
            fs,
            gitdir,
            type: "commit",
            object: comm.toObject(),
            dryRun
          });
          return !noUpdateBranch && !dryRun && await GitRefManager.writeRef({
            fs,
            gitdir,
            ref: detachedHead ? "HEAD" : ref,
            value: oid
          }), oid;
        }
      );
    }
    async function constructTree({ fs, gitdir, inode, dryRun }) {
      let children = inode.children;
      for (let inode2 of children)
        inode2.type === "tree" && (inode2.metadata.mode = "040000", inode2.metadata.oid = await constructTree({ fs, gitdir, inode: inode2, dryRun }));
      let entries = children.map((inode2) => ({
        mode: inode2.metadata.mode,
        path: inode2.basename,
        oid: inode2.metadata.oid,
        type: inode2.type
      })), tree = GitTree.from(entries);
      return await _writeObject({
        fs,
        gitdir,
        type: "tree",
        object: tree.toObject(),
        dryRun
      });
    }
    async function resolveFilepath({ fs, cache, gitdir, oid, filepath }) {
      return (await resolveFilepathEntry({
        fs,
        cache,
        gitdir,
        oid,
        filepath
      })).oid;
    }
    async function resolveFilepathEntry({
      fs,
      cache,
      gitdir,
      oid,
      filepath
    }) {
      if (filepath.startsWith("/"))
        throw new InvalidFilepathError("leading-slash");
      if (filepath.endsWith("/"))
        throw new InvalidFilepathError("trailing-slash");
      let _oid = oid, result = await resolveTree({ fs, cache, gitdir, oid }), tree = result.tree;
      if (filepath === "")
        return { mode: "040000", oid: result.oid, path: "", type: "tree" };
      {
        let pathArray = filepath.split("/");
        return _resolveFilepath({
          fs,
          cache,
          gitdir,
          tree,
          pathArray,
          oid: _oid,
          filepath
        });
      }
    }
    async function _resolveFilepath({
      fs,
      cache,
      gitdir,
      tree,
      pathArray,
      oid,
      filepath
    }) {
      let name = pathArray.shift();
      for (let entry of tree)
        if (entry.path === name) {
          if (pathArray.length === 0)
            return entry;
          {
            let { type, object } = await _readObject({
              fs,
              cache,
              gitdir,
              oid: entry.oid
            });
            if (type !== "tree")
              throw new ObjectTypeError(oid, type, "tree", filepath);
            return tree = GitTree.from(object), _resolveFilepath({
              fs,
              cache,
              gitdir,
              tree,
              pathArray,
              oid,
              filepath
            });
          }
        }
      throw new NotFoundError(`file or directory found at "${oid}:${filepath}"`);
    }
    async function _readTree({
      fs,
      cache,
      gitdir,
      oid,
      filepath = void 0
    }) {
      filepath !== void 0 && (oid = await resolveFilepath({ fs, cache, gitdir, oid, filepath }));
      let { tree, oid: treeOid } = await resolveTree({ fs, cache, gitdir, oid });
      return {
        oid: treeOid,
        tree: tree.entries()
      };
    }
    async function _writeTree({ fs, gitdir, tree }) {
      let object = GitTree.from(tree).toObject();
      return await _writeObject({
        fs,
        gitdir,
        type: "tree",
        object,
        format: "content"
      });
    }
    async function _addNote({
      fs,
      cache,
      onSign,
      gitdir,
      ref,
      oid,
      note,
      force,
      author,
      committer,
      signingKey
    }) {
      let parent;
      try {
        parent = await GitRefManager.resolve({ gitdir, fs, ref });
      } catch (err) {
        if (!(err instanceof NotFoundError))
          throw err;
      }
      let tree = (await _readTree({
        fs,
        cache,
        gitdir,
        oid: parent || "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
      })).tree;
      if (force)
        tree = tree.filter((entry) => entry.path !== oid);
      else
        for (let entry of tree)
          if (entry.path === oid)
            throw new AlreadyExistsError("note", oid);
      typeof note == "string" && (note = Buffer.from(note, "utf8"));
      let noteOid = await _writeObject({
        fs,
        gitdir,
        type: "blob",
        object: note,
        format: "content"
      });
      tree.push({ mode: "100644", path: oid, oid: noteOid, type: "blob" });
      let treeOid = await _writeTree({
        fs,
        gitdir,
        tree
      });
      return await _commit({
        fs,
        cache,
        onSign,
        gitdir,
        ref,
        tree: treeOid,
        parent: parent && [parent],
        message: `Note added by 'isomorphic-git addNote'
`,
        author,
        committer,
        signingKey
      });
    }
    async function addNote({
      fs: _fs,
      onSign,
      dir,
      gitdir = join5(dir, ".git"),
      ref = "refs/notes/commits",
      oid,
      note,
      force,
      author: _author,
      committer: _committer,
      signingKey,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid), assertParameter("note", note), signingKey && assertParameter("onSign", onSign);
        let fs = new FileSystem(_fs), author = await normalizeAuthorObject({ fs, gitdir, author: _author });
        if (!author) throw new MissingNameError("author");
        let committer = await normalizeCommitterObject({
          fs,
          gitdir,
          author,
          committer: _committer
        });
        if (!committer) throw new MissingNameError("committer");
        let updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        return await _addNote({
          fs,
          cache,
          onSign,
          gitdir: updatedGitdir,
          ref,
          oid,
          note,
          force,
          author,
          committer,
          signingKey
        });
      } catch (err) {
        throw err.caller = "git.addNote", err;
      }
    }
    async function _addRemote({ fs, gitdir, remote, url, force }) {
      if (!isValidRef(remote, !0))
        throw new InvalidRefNameError(remote, cleanGitRef.clean(remote));
      let config = await GitConfigManager.get({ fs, gitdir });
      if (!force && (await config.getSubsections("remote")).includes(remote) && url !== await config.get(`remote.${remote}.url`))
        throw new AlreadyExistsError("remote", remote);
      await config.set(`remote.${remote}.url`, url), await config.set(
        `remote.${remote}.fetch`,
        `+refs/heads/*:refs/remotes/${remote}/*`
      ), await GitConfigManager.save({ fs, gitdir, config });
    }
    async function addRemote({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      remote,
      url,
      force = !1
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("remote", remote), assertParameter("url", url);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _addRemote({
          fs: fsp3,
          gitdir: updatedGitdir,
          remote,
          url,
          force
        });
      } catch (err) {
        throw err.caller = "git.addRemote", err;
      }
    }
    async function _annotatedTag({
      fs,
      cache,
      onSign,
      gitdir,
      ref,
      tagger,
      message = ref,
      gpgsig,
      object,
      signingKey,
      force = !1
    }) {
      if (ref = ref.startsWith("refs/tags/") ? ref : `refs/tags/${ref}`, !force && await GitRefManager.exists({ fs, gitdir, ref }))
        throw new AlreadyExistsError("tag", ref);
      let oid = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: object || "HEAD"
      }), { type } = await _readObject({ fs, cache, gitdir, oid }), tagObject = GitAnnotatedTag.from({
        object: oid,
        type,
        tag: ref.replace("refs/tags/", ""),
        tagger,
        message,
        gpgsig
      });
      signingKey && (tagObject = await GitAnnotatedTag.sign(tagObject, onSign, signingKey));
      let value = await _writeObject({
        fs,
        gitdir,
        type: "tag",
        object: tagObject.toObject()
      });
      await GitRefManager.writeRef({ fs, gitdir, ref, value });
    }
    async function annotatedTag({
      fs: _fs,
      onSign,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      tagger: _tagger,
      message = ref,
      gpgsig,
      object,
      signingKey,
      force = !1,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref), signingKey && assertParameter("onSign", onSign);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), tagger = await normalizeAuthorObject({
          fs,
          gitdir: updatedGitdir,
          author: _tagger
        });
        if (!tagger) throw new MissingNameError("tagger");
        return await _annotatedTag({
          fs,
          cache,
          onSign,
          gitdir: updatedGitdir,
          ref,
          tagger,
          message,
          gpgsig,
          object,
          signingKey,
          force
        });
      } catch (err) {
        throw err.caller = "git.annotatedTag", err;
      }
    }
    async function _branch({
      fs,
      gitdir,
      ref,
      object,
      checkout: checkout2 = !1,
      force = !1
    }) {
      if (!isValidRef(ref, !0))
        throw new InvalidRefNameError(ref, cleanGitRef.clean(ref));
      let fullref = `refs/heads/${ref}`;
      if (!force && await GitRefManager.exists({ fs, gitdir, ref: fullref }))
        throw new AlreadyExistsError("branch", ref, !1);
      let oid;
      try {
        oid = await GitRefManager.resolve({ fs, gitdir, ref: object || "HEAD" });
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e;
      }
      oid && (oid = (await resolveCommit({ fs, cache: {}, gitdir, oid })).oid, await GitRefManager.writeRef({ fs, gitdir, ref: fullref, value: oid })), checkout2 && await GitRefManager.writeSymbolicRef({
        fs,
        gitdir,
        ref: "HEAD",
        value: fullref
      });
    }
    async function branch({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      object,
      checkout: checkout2 = !1,
      force = !1
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _branch({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref,
          object,
          checkout: checkout2,
          force
        });
      } catch (err) {
        throw err.caller = "git.branch", err;
      }
    }
    var worthWalking = (filepath, root) => {
      if (filepath === "." || root == null || root.length === 0 || root === ".")
        return !0;
      let base = root.endsWith("/") ? root.slice(0, -1) : root;
      return base === "." ? !0 : base.length >= filepath.length ? base === filepath || base.startsWith(`${filepath}/`) : filepath.startsWith(`${base}/`);
    };
    async function _checkout({
      fs,
      cache,
      onProgress,
      onPostCheckout,
      dir,
      gitdir,
      remote,
      ref,
      filepaths,
      noCheckout,
      noUpdateHead,
      dryRun,
      force,
      track = !0,
      restoreFromIndex = !1,
      nonBlocking = !1,
      batchSize = 100
    }) {
      let oldOid;
      if (onPostCheckout)
        try {
          oldOid = await GitRefManager.resolve({ fs, gitdir, ref: "HEAD" });
        } catch {
          oldOid = "0000000000000000000000000000000000000000";
        }
      let oid;
      try {
        oid = await GitRefManager.resolve({ fs, gitdir, ref });
      } catch (err) {
        if (ref === "HEAD" || !(err instanceof NotFoundError)) throw err;
        let remoteRef = `${remote}/${ref}`;
        if (oid = await GitRefManager.resolve({
          fs,
          gitdir,
          ref: remoteRef
        }), track) {
          let config = await GitConfigManager.get({ fs, gitdir });
          await config.set(`branch.${ref}.remote`, remote), await config.set(`branch.${ref}.merge`, `refs/heads/${ref}`), await GitConfigManager.save({ fs, gitdir, config });
        }
        await GitRefManager.writeRef({
          fs,
          gitdir,
          ref: `refs/heads/${ref}`,
          value: oid
        });
      }
      if (!noUpdateHead)
        try {
          oid = (await resolveCommit({ fs, cache, gitdir, oid })).oid;
        } catch (err) {
          throw err instanceof NotFoundError ? new CommitNotFetchedError(ref, err.data.what) : err;
        }
      if (!noCheckout) {
        let ops;
        try {
          ops = await analyze({
            fs,
            cache,
            onProgress,
            dir,
            gitdir,
            ref,
            force,
            filepaths,
            restoreFromIndex
          });
        } catch (err) {
          throw err instanceof NotFoundError && err.data.what === oid ? new CommitNotFetchedError(ref, oid) : err;
        }
        let conflicts = ops.filter(([method]) => method === "conflict").map(([method, fullpath]) => fullpath);
        if (conflicts.length > 0)
          throw new CheckoutConflictError(conflicts);
        let errors = ops.filter(([method]) => method === "error").map(([method, fullpath]) => fullpath);
        if (errors.length > 0)
          throw new InternalError(errors.join(", "));
        if (dryRun) {
          onPostCheckout && await onPostCheckout({
            previousHead: oldOid,
            newHead: oid,
            type: filepaths != null && filepaths.length > 0 ? "file" : "branch"
          });
          return;
        }
        let count = 0, total = ops.length;
        if (await GitIndexManager.acquire(
          { fs, gitdir, cache },
          async function(index2) {
            await Promise.all(
              ops.filter(
                ([method]) => method === "delete" || method === "delete-index"
              ).map(async function([method, fullpath]) {
                let filepath = `${dir}/${fullpath}`;
                method === "delete" && await fs.rm(filepath), index2.delete({ filepath: fullpath }), onProgress && await onProgress({
                  phase: "Updating workdir",
                  loaded: ++count,
                  total
                });
              })
            );
          }
        ), await GitIndexManager.acquire(
          { fs, gitdir, cache },
          async function(index2) {
            for (let [method, fullpath] of ops)
              if (method === "rmdir" || method === "rmdir-index") {
                let filepath = `${dir}/${fullpath}`;
                try {
                  method === "rmdir" && await fs.rmdir(filepath), index2.delete({ filepath: fullpath }), onProgress && await onProgress({
                    phase: "Updating workdir",
                    loaded: ++count,
                    total
                  });
                } catch (e) {
                  if (e.code === "ENOTEMPTY")
                    console.log(
                      `Did not delete ${fullpath} because directory is not empty`
                    );
                  else
                    throw e;
                }
              }
          }
        ), await Promise.all(
          ops.filter(([method]) => method === "mkdir" || method === "mkdir-index").map(async function([_, fullpath]) {
            let filepath = `${dir}/${fullpath}`;
            await assertNoSymlinkInLeadingPath(fs, dir, fullpath), await fs.mkdir(filepath), onProgress && await onProgress({
              phase: "Updating workdir",
              loaded: ++count,
              total
            });
          })
        ), nonBlocking) {
          let eligibleOps = ops.filter(
            ([method]) => method === "create" || method === "create-index" || method === "update" || method === "mkdir-index"
          ), updateWorkingDirResults = await batchAllSettled(
            "Update Working Dir",
            eligibleOps.map(
              ([method, fullpath, oid2, mode, chmod]) => () => updateWorkingDir({ fs, cache, gitdir, dir }, [
                method,
                fullpath,
                oid2,
                mode,
                chmod
              ])
            ),
            onProgress,
            batchSize
          );
          await GitIndexManager.acquire(
            { fs, gitdir, cache, allowUnmerged: !0 },
            async function(index2) {
              await batchAllSettled(
                "Update Index",
                updateWorkingDirResults.map(
                  ([fullpath, oid2, stats]) => () => updateIndex({ index: index2, fullpath, oid: oid2, stats })
                ),
                onProgress,
                batchSize
              );
            }
          );
        } else
          await GitIndexManager.acquire(
            { fs, gitdir, cache, allowUnmerged: !0 },
            async function(index2) {
              let settled = await Promise.allSettled(
                ops.filter(
                  ([method]) => method === "create" || method === "create-index" || method === "update" || method === "mkdir-index"
                ).map(async function([method, fullpath, oid2, mode, chmod]) {
                  let filepath = `${dir}/${fullpath}`;
                  if (method !== "create-index" && method !== "mkdir-index") {
                    await assertNoSymlinkInLeadingPath(fs, dir, fullpath);
                    let { object } = await _readObject({
                      fs,
                      cache,
                      gitdir,
                      oid: oid2
                    });
                    if (chmod && await fs.rm(filepath), mode === 33188)
                      await fs.write(filepath, object);
                    else if (mode === 33261)
                      await fs.write(filepath, object, { mode: 511 });
                    else if (mode === 40960)
                      await fs.writelink(filepath, object);
                    else
                      throw new InternalError(
                        `Invalid mode 0o${mode.toString(
                          8
                        )} detected in blob ${oid2}`
                      );
                  }
                  let stats = await fs.lstat(filepath);
                  mode === 33261 && (stats.mode = 493), method === "mkdir-index" && (stats.mode = 57344), index2.insert({
                    filepath: fullpath,
                    stats,
                    oid: oid2
                  }), onProgress && await onProgress({
                    phase: "Updating workdir",
                    loaded: ++count,
                    total
                  });
                })
              ), rejections = [];
              for (let result of settled)
                result.status === "rejected" && (rejections.push(result.reason), console.error(
                  "[isomorphic-git checkout] task rejected:",
                  result.reason?.stack ?? result.reason
                ));
              if (rejections.length > 0)
                throw new MultipleGitError(rejections);
            }
          );
        onPostCheckout && await onPostCheckout({
          previousHead: oldOid,
          newHead: oid,
          type: filepaths != null && filepaths.length > 0 ? "file" : "branch"
        });
      }
      if (!noUpdateHead) {
        let fullRef = await GitRefManager.expand({ fs, gitdir, ref });
        fullRef.startsWith("refs/heads") ? await GitRefManager.writeSymbolicRef({
          fs,
          gitdir,
          ref: "HEAD",
          value: fullRef
        }) : await GitRefManager.writeRef({ fs, gitdir, ref: "HEAD", value: oid });
      }
    }
    async function analyze({
      fs,
      cache,
      onProgress,
      dir,
      gitdir,
      ref,
      force,
      filepaths,
      restoreFromIndex
    }) {
      let count = 0;
      return _walk({
        fs,
        cache,
        dir,
        gitdir,
        trees: [restoreFromIndex ? STAGE() : TREE({ ref }), WORKDIR(), STAGE()],
        map: async function(fullpath, [commit2, workdir, stage]) {
          if (fullpath === ".") return;
          if (filepaths && !filepaths.some((base) => worthWalking(fullpath, base)))
            return null;
          switch (onProgress && await onProgress({ phase: "Analyzing workdir", loaded: ++count }), [!!stage, !!commit2, !!workdir].map(Number).join("")) {
            // Impossible case.
            case "000":
              return;
            // Ignore workdir files that are not tracked and not part of the new commit.
            case "001":
              return !restoreFromIndex && force && filepaths && filepaths.includes(fullpath) ? ["delete", fullpath] : void 0;
            // New entries
            case "010":
              switch (await commit2.type()) {
                case "tree":
                  return ["mkdir", fullpath];
                case "blob":
                  return [
                    "create",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode()
                  ];
                case "commit":
                  return [
                    "mkdir-index",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode()
                  ];
                default:
                  return [
                    "error",
                    `new entry Unhandled type ${await commit2.type()}`
                  ];
              }
            // New entries but there is already something in the workdir there.
            case "011":
              switch (`${await commit2.type()}-${await workdir.type()}`) {
                case "tree-tree":
                  return;
                case "tree-blob":
                case "blob-tree":
                  return ["conflict", fullpath];
                case "blob-blob":
                  return await commit2.oid() !== await workdir.oid() ? force ? [
                    "update",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode(),
                    await commit2.mode() !== await workdir.mode()
                  ] : ["conflict", fullpath] : await commit2.mode() !== await workdir.mode() ? force ? [
                    "update",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode(),
                    !0
                  ] : ["conflict", fullpath] : [
                    "create-index",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode()
                  ];
                case "commit-tree":
                  return;
                case "commit-blob":
                  return ["conflict", fullpath];
                default:
                  return ["error", `new entry Unhandled type ${commit2.type}`];
              }
            // Something in stage but not in the commit OR the workdir.
            // Note: I verified this behavior against canonical git.
            case "100":
              return ["delete-index", fullpath];
            // Deleted entries
            // TODO: How to handle if stage type and workdir type mismatch?
            case "101":
              switch (await stage.type()) {
                case "tree":
                  return ["rmdir-index", fullpath];
                case "blob":
                  return await stage.oid() !== await workdir.oid() ? force ? ["delete", fullpath] : ["conflict", fullpath] : ["delete", fullpath];
                case "commit":
                  return ["rmdir-index", fullpath];
                default:
                  return [
                    "error",
                    `delete entry Unhandled type ${await stage.type()}`
                  ];
              }
            /* eslint-disable no-fallthrough */
            // File missing from workdir
            case "110":
            // Possibly modified entries
            case "111":
              switch (`${await stage.type()}-${await commit2.type()}`) {
                case "tree-tree":
                  return;
                case "blob-blob": {
                  if (await stage.oid() === await commit2.oid() && await stage.mode() === await commit2.mode() && !force)
                    return;
                  if (workdir) {
                    if (await workdir.oid() !== await stage.oid() && await workdir.oid() !== await commit2.oid())
                      return force ? [
                        "update",
                        fullpath,
                        await commit2.oid(),
                        await commit2.mode(),
                        await commit2.mode() !== await workdir.mode()
                      ] : ["conflict", fullpath];
                  } else if (force)
                    return [
                      "update",
                      fullpath,
                      await commit2.oid(),
                      await commit2.mode(),
                      await commit2.mode() !== await stage.mode()
                    ];
                  return await commit2.mode() !== await stage.mode() ? [
                    "update",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode(),
                    !0
                  ] : await commit2.oid() !== await stage.oid() ? [
                    "update",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode(),
                    !1
                  ] : void 0;
                }
                case "tree-blob":
                  return ["update-dir-to-blob", fullpath, await commit2.oid()];
                case "blob-tree":
                  return ["update-blob-to-tree", fullpath];
                case "commit-commit":
                  return [
                    "mkdir-index",
                    fullpath,
                    await commit2.oid(),
                    await commit2.mode()
                  ];
                default:
                  return [
                    "error",
                    `update entry Unhandled type ${await stage.type()}-${await commit2.type()}`
                  ];
              }
          }
        },
        // Modify the default flat mapping
        reduce: async function(parent, children) {
          return children = flat(children), parent ? parent && parent[0] === "rmdir" ? (children.push(parent), children) : (children.unshift(parent), children) : children;
        }
      });
    }
    async function updateIndex({ index: index2, fullpath, stats, oid }) {
      try {
        index2.insert({
          filepath: fullpath,
          stats,
          oid
        });
      } catch (e) {
        console.warn(`Error inserting ${fullpath} into index:`, e);
      }
    }
    async function updateWorkingDir({ fs, cache, gitdir, dir }, [method, fullpath, oid, mode, chmod]) {
      let filepath = `${dir}/${fullpath}`;
      if (method !== "create-index" && method !== "mkdir-index") {
        await assertNoSymlinkInLeadingPath(fs, dir, fullpath);
        let { object } = await _readObject({ fs, cache, gitdir, oid });
        if (chmod && await fs.rm(filepath), mode === 33188)
          await fs.write(filepath, object);
        else if (mode === 33261)
          await fs.write(filepath, object, { mode: 511 });
        else if (mode === 40960)
          await fs.writelink(filepath, object);
        else
          throw new InternalError(
            `Invalid mode 0o${mode.toString(8)} detected in blob ${oid}`
          );
      }
      let stats = await fs.lstat(filepath);
      return mode === 33261 && (stats.mode = 493), method === "mkdir-index" && (stats.mode = 57344), [fullpath, oid, stats];
    }
    async function batchAllSettled(operationName, tasks, onProgress, batchSize) {
      let results = [], rejections = [];
      for (let i = 0; i < tasks.length; i += batchSize) {
        let batch = tasks.slice(i, i + batchSize).map((task) => task());
        (await Promise.allSettled(batch)).forEach((result) => {
          result.status === "fulfilled" ? results.push(result.value) : (rejections.push(result.reason), console.error(
            `[isomorphic-git ${operationName}] task rejected:`,
            result.reason?.stack ?? result.reason
          ));
        }), onProgress && await onProgress({
          phase: "Updating workdir",
          loaded: i + batch.length,
          total: tasks.length
        });
      }
      if (rejections.length > 0)
        throw new MultipleGitError(rejections);
      return results;
    }
    async function checkout({
      fs,
      onProgress,
      onPostCheckout,
      dir,
      gitdir = join5(dir, ".git"),
      remote = "origin",
      ref: _ref,
      filepaths,
      noCheckout = !1,
      noUpdateHead = _ref === void 0,
      dryRun = !1,
      force = !1,
      track = !0,
      cache = {},
      nonBlocking = !1,
      batchSize = 100
    }) {
      try {
        assertParameter("fs", fs), assertParameter("dir", dir), assertParameter("gitdir", gitdir);
        let ref = _ref || "HEAD", restoreFromIndex = _ref === void 0 && filepaths != null && filepaths.length > 0, fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _checkout({
          fs: fsp3,
          cache,
          onProgress,
          onPostCheckout,
          dir,
          gitdir: updatedGitdir,
          remote,
          ref,
          filepaths,
          noCheckout,
          noUpdateHead,
          dryRun,
          force,
          track,
          restoreFromIndex,
          nonBlocking,
          batchSize
        });
      } catch (err) {
        throw err.caller = "git.checkout", err;
      }
    }
    var LINEBREAKS = /^.*(\r?\n|$)/gm;
    function formatConflictSide(lines) {
      let text = lines.join("");
      return text && !text.endsWith(`
`) ? `${text}
` : text;
    }
    function mergeFile({ branches, contents }) {
      let ourName = branches[1], theirName = branches[2], baseContent = contents[0], ourContent = contents[1], theirContent = contents[2], ours = ourContent.match(LINEBREAKS), base = baseContent.match(LINEBREAKS), theirs = theirContent.match(LINEBREAKS), result = diff3Merge(ours, base, theirs), markerSize = 7, mergedText = "", cleanMerge = !0;
      for (let item of result)
        item.ok && (mergedText += item.ok.join("")), item.conflict && (cleanMerge = !1, mergedText += `${"<".repeat(markerSize)} ${ourName}
`, mergedText += formatConflictSide(item.conflict.a), mergedText += `${"=".repeat(markerSize)}
`, mergedText += formatConflictSide(item.conflict.b), mergedText += `${">".repeat(markerSize)} ${theirName}
`);
      return { cleanMerge, mergedText };
    }
    async function mergeTree({
      fs,
      cache,
      dir,
      gitdir = join5(dir, ".git"),
      index: index2,
      ourOid,
      baseOid,
      theirOid,
      ourName = "ours",
      baseName = "base",
      theirName = "theirs",
      dryRun = !1,
      abortOnConflict = !0,
      mergeDriver
    }) {
      let ourTree = TREE({ ref: ourOid }), baseTree = TREE({ ref: baseOid }), theirTree = TREE({ ref: theirOid }), unmergedFiles = [], bothModified = [], deleteByUs = [], deleteByTheirs = [], results = await _walk({
        fs,
        cache,
        dir,
        gitdir,
        trees: [ourTree, baseTree, theirTree],
        map: async function(filepath, [ours, base, theirs]) {
          let path = basename2(filepath), ourChange = await modified(ours, base), theirChange = await modified(theirs, base);
          switch (`${ourChange}-${theirChange}`) {
            case "false-false":
              return {
                mode: await base.mode(),
                path,
                oid: await base.oid(),
                type: await base.type()
              };
            case "false-true":
              return !theirs && await ours.type() === "tree" ? {
                mode: await ours.mode(),
                path,
                oid: await ours.oid(),
                type: await ours.type()
              } : theirs ? {
                mode: await theirs.mode(),
                path,
                oid: await theirs.oid(),
                type: await theirs.type()
              } : void 0;
            case "true-false":
              return !ours && await theirs.type() === "tree" ? {
                mode: await theirs.mode(),
                path,
                oid: await theirs.oid(),
                type: await theirs.type()
              } : ours ? {
                mode: await ours.mode(),
                path,
                oid: await ours.oid(),
                type: await ours.type()
              } : void 0;
            case "true-true": {
              if (ours && theirs && await ours.type() === "tree" && await theirs.type() === "tree")
                return {
                  mode: await ours.mode(),
                  path,
                  oid: await ours.oid(),
                  type: "tree"
                };
              if (ours && theirs && await ours.type() === "blob" && await theirs.type() === "blob")
                return mergeBlobs({
                  fs,
                  gitdir,
                  path,
                  ours,
                  base,
                  theirs,
                  ourName,
                  baseName,
                  theirName,
                  mergeDriver
                }).then(async (r) => {
                  if (r.cleanMerge)
                    abortOnConflict || index2.insert({ filepath, oid: r.mergeResult.oid, stage: 0 });
                  else if (unmergedFiles.push(filepath), bothModified.push(filepath), !abortOnConflict) {
                    let baseOid2 = "";
                    base && await base.type() === "blob" && (baseOid2 = await base.oid());
                    let ourOid2 = await ours.oid(), theirOid2 = await theirs.oid();
                    index2.delete({ filepath }), baseOid2 && index2.insert({ filepath, oid: baseOid2, stage: 1 }), index2.insert({ filepath, oid: ourOid2, stage: 2 }), index2.insert({ filepath, oid: theirOid2, stage: 3 });
                  }
                  return r.mergeResult;
                });
              if (base && !ours && theirs && await base.type() === "blob" && await theirs.type() === "blob") {
                if (unmergedFiles.push(filepath), deleteByUs.push(filepath), !abortOnConflict) {
                  let baseOid2 = await base.oid(), theirOid2 = await theirs.oid();
                  index2.delete({ filepath }), index2.insert({ filepath, oid: baseOid2, stage: 1 }), index2.insert({ filepath, oid: theirOid2, stage: 3 });
                }
                return {
                  mode: await theirs.mode(),
                  oid: await theirs.oid(),
                  type: "blob",
                  path
                };
              }
              if (base && ours && !theirs && await base.type() === "blob" && await ours.type() === "blob") {
                if (unmergedFiles.push(filepath), deleteByTheirs.push(filepath), !abortOnConflict) {
                  let baseOid2 = await base.oid(), ourOid2 = await ours.oid();
                  index2.delete({ filepath }), index2.insert({ filepath, oid: baseOid2, stage: 1 }), index2.insert({ filepath, oid: ourOid2, stage: 2 });
                }
                return {
                  mode: await ours.mode(),
                  oid: await ours.oid(),
                  type: "blob",
                  path
                };
              }
              if (base && !ours && !theirs && (await base.type() === "blob" || await base.type() === "tree"))
                return;
              throw new MergeNotSupportedError();
            }
          }
        },
        /**
         * @param {TreeEntry} [parent]
         * @param {Array<TreeEntry>} children
         */
        reduce: unmergedFiles.length !== 0 && (!dir || abortOnConflict) ? void 0 : async (parent, children) => {
          let entries = children.filter(Boolean);
          if (parent && !(parent && parent.type === "tree" && entries.length === 0 && parent.path !== ".")) {
            if (entries.length > 0 || parent.path === "." && entries.length === 0) {
              let object = new GitTree(entries).toObject(), oid = await _writeObject({
                fs,
                gitdir,
                type: "tree",
                object,
                dryRun
              });
              parent.oid = oid;
            }
            return parent;
          }
        }
      });
      return unmergedFiles.length !== 0 ? (dir && !abortOnConflict && await _walk({
        fs,
        cache,
        dir,
        gitdir,
        trees: [TREE({ ref: results.oid })],
        map: async function(filepath, [entry]) {
          return await entry.type() === "blob" && await writeWorkingTreeEntry({
            fs,
            dir,
            filepath,
            mode: await entry.mode(),
            content: await entry.content()
          }), !0;
        }
      }), new MergeConflictError(
        unmergedFiles,
        bothModified,
        deleteByUs,
        deleteByTheirs
      )) : results.oid;
    }
    async function mergeBlobs({
      fs,
      gitdir,
      path,
      ours,
      base,
      theirs,
      ourName,
      theirName,
      baseName,
      dryRun,
      mergeDriver = mergeFile
    }) {
      let type = "blob", baseMode = "100755", baseOid = "", baseContent = "";
      base && await base.type() === "blob" && (baseMode = await base.mode(), baseOid = await base.oid(), baseContent = Buffer.from(await base.content()).toString("utf8"));
      let mode = baseMode === await ours.mode() ? await theirs.mode() : await ours.mode();
      if (await ours.oid() === await theirs.oid())
        return {
          cleanMerge: !0,
          mergeResult: { mode, path, oid: await ours.oid(), type }
        };
      if (await ours.oid() === baseOid)
        return {
          cleanMerge: !0,
          mergeResult: { mode, path, oid: await theirs.oid(), type }
        };
      if (await theirs.oid() === baseOid)
        return {
          cleanMerge: !0,
          mergeResult: { mode, path, oid: await ours.oid(), type }
        };
      let ourContent = Buffer.from(await ours.content()).toString("utf8"), theirContent = Buffer.from(await theirs.content()).toString("utf8"), { mergedText, cleanMerge } = await mergeDriver({
        branches: [baseName, ourName, theirName],
        contents: [baseContent, ourContent, theirContent],
        path
      }), oid = await _writeObject({
        fs,
        gitdir,
        type: "blob",
        object: Buffer.from(mergedText, "utf8"),
        dryRun
      });
      return { cleanMerge, mergeResult: { mode, path, oid, type } };
    }
    var _TreeMap = {
      stage: STAGE,
      workdir: WORKDIR
    };
    async function checkAndWriteBlob(fs, gitdir, dir, filepath, oid = null) {
      let currentFilepath = join5(dir, filepath), stats = await fs.lstat(currentFilepath);
      if (!stats) throw new NotFoundError(currentFilepath);
      if (stats.isDirectory())
        throw new InternalError(
          `${currentFilepath}: file expected, but found directory`
        );
      let objContent = oid ? await readObjectLoose({ fs, gitdir, oid }) : void 0, retOid = objContent ? oid : void 0;
      return objContent || await acquireLock(currentFilepath, async () => {
        let object = stats.isSymbolicLink() ? await fs.readlink(currentFilepath).then(posixifyPathBuffer) : await fs.read(currentFilepath);
        if (object === null) throw new NotFoundError(currentFilepath);
        retOid = await _writeObject({ fs, gitdir, type: "blob", object });
      }), retOid;
    }
    async function processTreeEntries({ fs, dir, gitdir, entries }) {
      async function processTreeEntry(entry) {
        if (entry.type === "tree") {
          if (!entry.oid) {
            let children = await Promise.all(entry.children.map(processTreeEntry));
            entry.oid = await _writeTree({
              fs,
              gitdir,
              tree: children
            }), entry.mode = 16384;
          }
        } else entry.type === "blob" && (entry.oid = await checkAndWriteBlob(
          fs,
          gitdir,
          dir,
          entry.path,
          entry.oid
        ), entry.mode = 33188);
        return entry.path = entry.path.split("/").pop(), entry;
      }
      return Promise.all(entries.map(processTreeEntry));
    }
    async function writeTreeChanges({
      fs,
      dir,
      gitdir,
      treePair
      // [TREE({ ref: 'HEAD' }), 'STAGE'] would be the equivalent of `git write-tree`
    }) {
      let isStage = treePair[1] === "stage", trees = treePair.map((t) => typeof t == "string" ? _TreeMap[t]() : t), changedEntries = [], entries = await _walk({
        fs,
        cache: {},
        dir,
        gitdir,
        trees,
        map: async (filepath, [head, stage]) => {
          if (!(filepath === "." || await GitIgnoreManager.isIgnored({ fs, dir, gitdir, filepath })) && stage)
            return (!head || await head.oid() !== await stage.oid() && await stage.oid() !== void 0) && changedEntries.push([head, stage]), {
              mode: await stage.mode(),
              path: filepath,
              oid: await stage.oid(),
              type: await stage.type()
            };
        },
        reduce: async (parent, children) => (children = children.filter(Boolean), parent ? (parent.children = children, parent) : children.length > 0 ? children : void 0),
        iterate: async (walk2, children) => {
          let filtered = [];
          for (let child of children) {
            let [head, stage] = child;
            isStage ? stage && (await fs.exists(`${dir}/${stage.toString()}`) ? filtered.push(child) : changedEntries.push([null, stage])) : head && (stage ? filtered.push(child) : changedEntries.push([head, null]));
          }
          return filtered.length ? Promise.all(filtered.map(walk2)) : [];
        }
      });
      if (changedEntries.length === 0 || entries.length === 0)
        return null;
      let treeEntries = (await processTreeEntries({
        fs,
        dir,
        gitdir,
        entries
      })).filter(Boolean).map((entry) => ({
        mode: entry.mode,
        path: entry.path,
        oid: entry.oid,
        type: entry.type
      }));
      return _writeTree({ fs, gitdir, tree: treeEntries });
    }
    async function applyTreeChanges({
      fs,
      dir,
      gitdir,
      stashCommit,
      parentCommit,
      wasStaged
    }) {
      let dirRemoved = [], stageUpdated = [], ops = await _walk({
        fs,
        cache: {},
        dir,
        gitdir,
        trees: [TREE({ ref: parentCommit }), TREE({ ref: stashCommit })],
        map: async (filepath, [parent, stash2]) => {
          if (filepath === "." || await GitIgnoreManager.isIgnored({ fs, dir, gitdir, filepath }))
            return;
          let type = stash2 ? await stash2.type() : await parent.type();
          if (type !== "tree" && type !== "blob")
            return;
          if (!stash2 && parent) {
            let method = type === "tree" ? "rmdir" : "rm";
            return type === "tree" && dirRemoved.push(filepath), type === "blob" && wasStaged && stageUpdated.push({ filepath, oid: await parent.oid() }), { method, filepath };
          }
          let oid = await stash2.oid();
          if (!parent || await parent.oid() !== oid)
            return type === "tree" ? { method: "mkdir", filepath } : (wasStaged && stageUpdated.push({
              filepath,
              oid,
              stats: await fs.lstat(join5(dir, filepath))
            }), {
              method: "write",
              filepath,
              oid
            });
        }
      });
      await acquireLock(gitdir, async () => {
        for (let op of ops) {
          let currentFilepath = join5(dir, op.filepath);
          switch (op.method) {
            case "rmdir":
              await fs.rmdir(currentFilepath);
              break;
            case "mkdir":
              await assertNoSymlinkInLeadingPath(fs, dir, op.filepath), await fs.mkdir(currentFilepath);
              break;
            case "rm":
              await fs.rm(currentFilepath);
              break;
            case "write":
              if (!dirRemoved.some(
                (removedDir) => currentFilepath.startsWith(removedDir)
              )) {
                await assertNoSymlinkInLeadingPath(fs, dir, op.filepath);
                let { object } = await _readObject({
                  fs,
                  cache: {},
                  gitdir,
                  oid: op.oid
                });
                await fs.exists(currentFilepath) && await fs.rm(currentFilepath), await fs.write(currentFilepath, object);
              }
              break;
          }
        }
      }), await GitIndexManager.acquire({ fs, gitdir, cache: {} }, async (index2) => {
        stageUpdated.forEach(({ filepath, stats, oid }) => {
          index2.insert({ filepath, stats, oid });
        });
      });
    }
    async function _cherryPick({
      fs,
      cache,
      dir,
      gitdir,
      oid,
      dryRun = !1,
      noUpdateBranch = !1,
      abortOnConflict = !0,
      committer,
      mergeDriver
    }) {
      let { commit: cherryCommit, oid: cherryOid } = await _readCommit({
        fs,
        cache,
        gitdir,
        oid
      });
      if (cherryCommit.parent.length > 1)
        throw new CherryPickMergeCommitError(cherryOid, cherryCommit.parent.length);
      if (cherryCommit.parent.length === 0)
        throw new CherryPickRootCommitError(cherryOid);
      let currentOid = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: "HEAD"
      }), { commit: currentCommit } = await _readCommit({
        fs,
        cache,
        gitdir,
        oid: currentOid
      }), cherryParentOid = cherryCommit.parent[0], { commit: cherryParent } = await _readCommit({
        fs,
        cache,
        gitdir,
        oid: cherryParentOid
      });
      if (dir && (!dryRun && !noUpdateBranch || !abortOnConflict)) {
        let filepaths = await findLocalChanges({
          fs,
          cache,
          dir,
          gitdir,
          headTree: currentCommit.tree,
          baseTree: cherryParent.tree,
          theirTree: cherryCommit.tree,
          allTracked: !abortOnConflict
        });
        if (filepaths.length > 0)
          throw new CherryPickLocalChangesError(filepaths);
      }
      let mergedTreeOid = await GitIndexManager.acquire(
        { fs, gitdir, cache, allowUnmerged: !1 },
        async (index2) => mergeTree({
          fs,
          cache,
          dir,
          gitdir,
          index: index2,
          ourOid: currentCommit.tree,
          baseOid: cherryParent.tree,
          theirOid: cherryCommit.tree,
          ourName: "HEAD",
          baseName: `parent of ${cherryOid.slice(0, 7)}`,
          theirName: cherryOid.slice(0, 7),
          dryRun,
          abortOnConflict,
          mergeDriver
        })
      );
      if (mergedTreeOid instanceof MergeConflictError)
        throw mergedTreeOid;
      let newOid = await _commit({
        fs,
        cache,
        gitdir,
        message: cherryCommit.message,
        tree: mergedTreeOid,
        parent: [currentOid],
        // Single parent: current HEAD
        author: cherryCommit.author,
        // Preserve original author
        committer,
        // New committer
        dryRun,
        noUpdateBranch
      });
      return dir && !dryRun && !noUpdateBranch && await applyTreeChanges({
        fs,
        dir,
        gitdir,
        stashCommit: newOid,
        parentCommit: currentOid,
        wasStaged: !0
      }), newOid;
    }
    async function findLocalChanges({
      fs,
      cache,
      dir,
      gitdir,
      headTree,
      baseTree,
      theirTree,
      allTracked
    }) {
      let changed = await _walk({
        fs,
        cache,
        dir,
        gitdir,
        trees: [TREE({ ref: baseTree }), TREE({ ref: theirTree })],
        map: async (filepath, [base, their]) => {
          if (filepath === ".") return;
          if (base && their && await base.oid() === await their.oid())
            return null;
          if ([
            base ? await base.type() : void 0,
            their ? await their.type() : void 0
          ].includes("blob")) return filepath;
        }
      });
      return changed.length === 0 && !allTracked ? [] : _walk({
        fs,
        cache,
        dir,
        gitdir,
        trees: [TREE({ ref: headTree }), STAGE(), WORKDIR()],
        map: async (filepath, [head, stage, workdir]) => {
          if (filepath === ".") return;
          if (!allTracked && !changed.some((path) => worthWalking(filepath, path)))
            return null;
          let headOid = head && await head.type() === "blob" ? await head.oid() : void 0;
          if (!changed.includes(filepath) && !(allTracked && headOid)) return;
          if ((stage ? await stage.oid() : void 0) !== headOid) return filepath;
          if (workdir && (!headOid || await workdir.type() !== "blob" || await workdir.oid() !== headOid))
            return filepath;
        }
      });
    }
    async function cherryPick({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      cache = {},
      committer,
      dryRun = !1,
      noUpdateBranch = !1,
      abortOnConflict = !0,
      mergeDriver
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), { commit: cherryCommit } = await _readCommit({
          fs,
          cache,
          gitdir: updatedGitdir,
          oid
        });
        if (cherryCommit.parent && cherryCommit.parent.length > 1)
          return await _cherryPick({
            fs,
            cache,
            dir,
            gitdir: updatedGitdir,
            oid,
            dryRun,
            noUpdateBranch,
            abortOnConflict,
            committer: void 0,
            mergeDriver
          });
        let normalizedCommitter = await normalizeCommitterObject({
          fs,
          gitdir: updatedGitdir,
          committer
        });
        if (!normalizedCommitter)
          throw new MissingNameError("committer");
        return await _cherryPick({
          fs,
          cache,
          dir,
          gitdir: updatedGitdir,
          oid,
          dryRun,
          noUpdateBranch,
          abortOnConflict,
          committer: normalizedCommitter,
          mergeDriver
        });
      } catch (err) {
        throw err.caller = "git.cherryPick", err;
      }
    }
    var abbreviateRx = /^refs\/(heads\/|tags\/|remotes\/)?(.*)/;
    function abbreviateRef(ref) {
      let match = abbreviateRx.exec(ref);
      return match ? match[1] === "remotes/" && ref.endsWith("/HEAD") ? match[2].slice(0, -5) : match[2] : ref;
    }
    async function _currentBranch({
      fs,
      gitdir,
      fullname = !1,
      test = !1
    }) {
      let ref = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: "HEAD",
        depth: 2
      });
      if (test)
        try {
          await GitRefManager.resolve({ fs, gitdir, ref });
        } catch (err) {
          if (err instanceof NotFoundError) return;
          throw err;
        }
      if (ref.startsWith("refs/"))
        return fullname ? ref : abbreviateRef(ref);
    }
    function translateSSHtoHTTP(url) {
      return url = url.replace(/^[^/@:]+@([^/@:]+):/, "https://$1/"), url = url.replace(/^ssh:\/\//, "https://"), url;
    }
    function calculateBasicAuthHeader({ username = "", password = "" }) {
      return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
    }
    async function forAwait(iterable, cb) {
      let iter = getIterator(iterable);
      for (; ; ) {
        let { value, done } = await iter.next();
        if (value && await cb(value), done) break;
      }
      iter.return && iter.return();
    }
    async function collect(iterable) {
      let size = 0, buffers = [];
      await forAwait(iterable, (value) => {
        buffers.push(value), size += value.byteLength;
      });
      let result = new Uint8Array(size), nextIndex = 0;
      for (let buffer of buffers)
        result.set(buffer, nextIndex), nextIndex += buffer.byteLength;
      return result;
    }
    var CREDENTIALS = /^(https?:\/\/)([^/?#]+)@/i;
    function extractAuthFromUrl(url) {
      let credentials = url.match(CREDENTIALS);
      return credentials == null ? { url, auth: {} } : {
        url: url.replace(CREDENTIALS, "$1"),
        auth: parseUserinfo(url, credentials[2])
      };
    }
    function parseUserinfo(url, userpass) {
      let parsed = parseUrl(url), hasPassword = userpass.indexOf(":") !== -1;
      if (parsed !== null)
        return {
          username: decodeUserinfo(parsed.username),
          password: hasPassword ? decodeUserinfo(parsed.password) : void 0
        };
      let separatorIndex = userpass.indexOf(":");
      return {
        username: hasPassword ? userpass.slice(0, separatorIndex) : userpass,
        password: hasPassword ? userpass.slice(separatorIndex + 1) : void 0
      };
    }
    function parseUrl(url) {
      if (typeof URL != "function") return null;
      try {
        return new URL(url);
      } catch {
        return null;
      }
    }
    function decodeUserinfo(value) {
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    function padHex(b, n) {
      let s = n.toString(16);
      return "0".repeat(b - s.length) + s;
    }
    var GitPktLine = class {
      static flush() {
        return Buffer.from("0000", "utf8");
      }
      static delim() {
        return Buffer.from("0001", "utf8");
      }
      static encode(line) {
        typeof line == "string" && (line = Buffer.from(line));
        let length = line.length + 4, hexlength = padHex(4, length);
        return Buffer.concat([Buffer.from(hexlength, "utf8"), line]);
      }
      static streamReader(stream) {
        let reader = new StreamReader(stream);
        return async function() {
          try {
            let header = await reader.read(4);
            if (header == null || header.length === 0) return !0;
            let hex = header.toString("utf8");
            if (!/^[0-9a-fA-F]{4}$/.test(hex))
              throw new ParseError("four hexadecimal digits", hex);
            let length = parseInt(hex, 16);
            if (length === 0 || length === 1) return null;
            if (length < 4)
              throw new ParseError("pkt-line length of 0, 1, or at least 4", hex);
            let buffer = await reader.read(length - 4);
            if (buffer == null || buffer.length !== length - 4)
              throw new ParseError(
                `${length - 4} bytes of pkt-line data`,
                `${buffer == null ? 0 : buffer.length} bytes`
              );
            return buffer;
          } catch (err) {
            return stream.error = err, !0;
          }
        };
      }
    };
    async function parseCapabilitiesV2(read) {
      let capabilities2 = {}, line;
      for (; line = await read(), line !== !0; ) {
        if (line === null) continue;
        line = line.toString("utf8").replace(/\n$/, "");
        let i = line.indexOf("=");
        if (i > -1) {
          let key = line.slice(0, i), value = line.slice(i + 1);
          capabilities2[key] = value;
        } else
          capabilities2[line] = !0;
      }
      return { protocolVersion: 2, capabilities2 };
    }
    async function parseRefsAdResponse(stream, { service }) {
      let capabilities = /* @__PURE__ */ new Set(), refs = /* @__PURE__ */ new Map(), symrefs = /* @__PURE__ */ new Map(), read = GitPktLine.streamReader(stream), lineOne = await read();
      for (; lineOne === null; ) lineOne = await read();
      if (lineOne === !0) throw new EmptyServerResponseError();
      if (lineOne.includes("version 2"))
        return parseCapabilitiesV2(read);
      if (lineOne.toString("utf8").replace(/\n$/, "") !== `# service=${service}`)
        throw new ParseError(`# service=${service}\\n`, lineOne.toString("utf8"));
      let lineTwo = await read();
      for (; lineTwo === null; ) lineTwo = await read();
      if (lineTwo === !0) return { capabilities, refs, symrefs };
      if (lineTwo = lineTwo.toString("utf8"), lineTwo.includes("version 2"))
        return parseCapabilitiesV2(read);
      let [firstRef, capabilitiesLine] = splitAndAssert(lineTwo, "\0", "\\x00");
      if (capabilitiesLine.split(" ").map((x) => capabilities.add(x)), firstRef !== "0000000000000000000000000000000000000000 capabilities^{}") {
        let [ref, name] = splitAndAssert(firstRef, " ", " ");
        for (refs.set(name, ref); ; ) {
          let line = await read();
          if (line === !0) break;
          if (line !== null) {
            let [ref2, name2] = splitAndAssert(line.toString("utf8"), " ", " ");
            refs.set(name2, ref2);
          }
        }
      }
      for (let cap of capabilities)
        if (cap.startsWith("symref=")) {
          let m = cap.match(/symref=([^:]+):(.*)/);
          m.length === 3 && symrefs.set(m[1], m[2]);
        }
      return { protocolVersion: 1, capabilities, refs, symrefs };
    }
    function splitAndAssert(line, sep, expected) {
      let split = line.trim().split(sep);
      if (split.length !== 2)
        throw new ParseError(
          `Two strings separated by '${expected}'`,
          line.toString("utf8")
        );
      return split;
    }
    var corsProxify = (corsProxy, url) => corsProxy.endsWith("?") ? `${corsProxy}${url}` : `${corsProxy}/${url.replace(/^https?:\/\//, "")}`, updateHeaders = (headers, auth) => {
      (auth.username || auth.password) && (headers.Authorization = calculateBasicAuthHeader(auth)), auth.headers && Object.assign(headers, auth.headers);
    }, stringifyBody = async (res) => {
      try {
        let data = Buffer.from(await collect(res.body)), response = data.toString("utf8");
        return { preview: response.length < 256 ? response : response.slice(0, 256) + "...", response, data };
      } catch {
        return {};
      }
    }, GitRemoteHTTP = class {
      /**
       * Returns the capabilities of the GitRemoteHTTP class.
       *
       * @returns {Promise<string[]>} - An array of supported capabilities.
       */
      static async capabilities() {
        return ["discover", "connect"];
      }
      /**
       * Discovers references from a remote Git repository.
       *
       * @param {Object} args
       * @param {HttpClient} args.http - The HTTP client to use for requests.
       * @param {ProgressCallback} [args.onProgress] - Callback for progress updates.
       * @param {AuthCallback} [args.onAuth] - Callback for providing authentication credentials.
       * @param {AuthFailureCallback} [args.onAuthFailure] - Callback for handling authentication failures.
       * @param {AuthSuccessCallback} [args.onAuthSuccess] - Callback for handling successful authentication.
       * @param {string} [args.corsProxy] - Optional CORS proxy URL.
       * @param {string} args.service - The Git service (e.g., "git-upload-pack").
       * @param {string} args.url - The URL of the remote repository.
       * @param {Object<string, string>} args.headers - HTTP headers to include in the request.
       * @param {AbortSignal} [args.signal] - Signal to abort the operation.
       * @param {1 | 2} args.protocolVersion - The Git protocol version to use.
       * @returns {Promise<Object>} - The parsed response from the remote repository.
       * @throws {HttpError} - If the HTTP request fails.
       * @throws {SmartHttpError} - If the response cannot be parsed.
       * @throws {UserCanceledError} - If the user cancels the operation.
       */
      static async discover({
        http,
        onProgress,
        onAuth,
        onAuthSuccess,
        onAuthFailure,
        corsProxy,
        service,
        url: _origUrl,
        headers,
        signal,
        protocolVersion
      }) {
        let { url, auth } = extractAuthFromUrl(_origUrl), proxifiedURL = corsProxy ? corsProxify(corsProxy, url) : url;
        (auth.username || auth.password) && (headers.Authorization = calculateBasicAuthHeader(auth)), protocolVersion === 2 && (headers["Git-Protocol"] = "version=2");
        let res, tryAgain, providedAuthBefore = !1;
        do
          if (res = await http.request({
            onProgress,
            method: "GET",
            url: `${proxifiedURL}/info/refs?service=${service}`,
            headers,
            signal
          }), tryAgain = !1, res.statusCode === 401 || res.statusCode === 203) {
            let getAuth = providedAuthBefore ? onAuthFailure : onAuth;
            if (getAuth) {
              if (auth = await getAuth(url, {
                ...auth,
                headers: { ...headers }
              }), auth && auth.cancel)
                throw new UserCanceledError();
              auth && (updateHeaders(headers, auth), providedAuthBefore = !0, tryAgain = !0);
            }
          } else res.statusCode === 200 && providedAuthBefore && onAuthSuccess && await onAuthSuccess(url, auth);
        while (tryAgain);
        if (res.statusCode !== 200) {
          let { response } = await stringifyBody(res);
          throw new HttpError(res.statusCode, res.statusMessage, response);
        }
        if (res.headers["content-type"] === `application/x-${service}-advertisement`) {
          let remoteHTTP = await parseRefsAdResponse(res.body, { service });
          return remoteHTTP.auth = auth, remoteHTTP;
        } else {
          let { preview, response, data } = await stringifyBody(res);
          try {
            let remoteHTTP = await parseRefsAdResponse([data], { service });
            return remoteHTTP.auth = auth, remoteHTTP;
          } catch {
            throw new SmartHttpError(preview, response);
          }
        }
      }
      /**
       * Connects to a remote Git repository and sends a request.
       *
       * @param {Object} args
       * @param {HttpClient} args.http - The HTTP client to use for requests.
       * @param {ProgressCallback} [args.onProgress] - Callback for progress updates.
       * @param {string} [args.corsProxy] - Optional CORS proxy URL.
       * @param {string} args.service - The Git service (e.g., "git-upload-pack").
       * @param {string} args.url - The URL of the remote repository.
       * @param {Object<string, string>} [args.headers] - HTTP headers to include in the request.
       * @param {any} args.body - The request body to send.
       * @param {any} args.auth - Authentication credentials.
       * @param {AbortSignal} [args.signal] - Signal to abort the operation.
       * @returns {Promise<GitHttpResponse>} - The HTTP response from the remote repository.
       * @throws {HttpError} - If the HTTP request fails.
       */
      static async connect({
        http,
        onProgress,
        corsProxy,
        service,
        url,
        auth,
        body,
        headers,
        signal
      }) {
        let urlAuth = extractAuthFromUrl(url);
        urlAuth && (url = urlAuth.url), corsProxy && (url = corsProxify(corsProxy, url)), headers["content-type"] = `application/x-${service}-request`, headers.accept = `application/x-${service}-result`, updateHeaders(headers, auth);
        let res = await http.request({
          onProgress,
          method: "POST",
          url: `${url}/${service}`,
          body,
          headers,
          signal
        });
        if (res.statusCode !== 200) {
          let { response } = stringifyBody(res);
          throw new HttpError(res.statusCode, res.statusMessage, response);
        }
        return res;
      }
    }, GitRemoteManager = class {
      /**
       * Determines the appropriate remote helper for the given URL.
       *
       * @param {Object} args
       * @param {string} args.url - The URL of the remote repository.
       * @returns {Object} - The remote helper class for the specified transport.
       * @throws {UrlParseError} - If the URL cannot be parsed.
       * @throws {UnknownTransportError} - If the transport is not supported.
       */
      static getRemoteHelperFor({ url }) {
        let remoteHelpers = /* @__PURE__ */ new Map();
        remoteHelpers.set("http", GitRemoteHTTP), remoteHelpers.set("https", GitRemoteHTTP);
        let parts = parseRemoteUrl({ url });
        if (!parts)
          throw new UrlParseError(url);
        if (remoteHelpers.has(parts.transport))
          return remoteHelpers.get(parts.transport);
        throw new UnknownTransportError(
          url,
          parts.transport,
          parts.transport === "ssh" ? translateSSHtoHTTP(url) : void 0
        );
      }
    }, scpLike = /^[^/@:]+@[^/@:]+:/;
    function parseRemoteUrl({ url }) {
      if (scpLike.test(url))
        return {
          transport: "ssh",
          address: url
        };
      let matches = url.match(/(\w+)(:\/\/|::)(.*)/);
      if (matches !== null) {
        if (matches[2] === "://")
          return {
            transport: matches[1],
            address: matches[0]
          };
        if (matches[2] === "::")
          return {
            transport: matches[1],
            address: matches[3]
          };
      }
    }
    var GitShallowManager = class {
      /**
       * Reads the `shallow` file in the Git repository and returns a set of object IDs (OIDs).
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @returns {Promise<Set<string>>} - A set of shallow object IDs.
       */
      static async read({ fs, gitdir }) {
        let filepath = join5(gitdir, "shallow"), oids = /* @__PURE__ */ new Set();
        return await acquireLock(filepath, async function() {
          let text = await fs.read(filepath, { encoding: "utf8" });
          if (text === null || text.trim() === "") return oids;
          text.trim().split(`
`).map((oid) => oids.add(oid));
        }), oids;
      }
      /**
       * Writes a set of object IDs (OIDs) to the `shallow` file in the Git repository.
       * If the set is empty, the `shallow` file is removed.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} [args.gitdir] - [required] The [git directory](dir-vs-gitdir.md) path
       * @param {Set<string>} args.oids - A set of shallow object IDs to write.
       * @returns {Promise<void>}
       */
      static async write({ fs, gitdir, oids }) {
        let filepath = join5(gitdir, "shallow");
        if (oids.size > 0) {
          let text = [...oids].join(`
`) + `
`;
          await acquireLock(filepath, async function() {
            await fs.write(filepath, text, {
              encoding: "utf8"
            });
          });
        } else
          await acquireLock(filepath, async function() {
            await fs.rm(filepath);
          });
      }
    };
    function addCredentialUsername({ config, onAuth }) {
      return onAuth && (async (url, auth) => {
        let username = auth.username || await config.get(`credential.${url}.username`);
        return onAuth(url, username ? { ...auth, username } : auth);
      });
    }
    function emptyPackfile(pack) {
      let header = "5041434b" + "00000002" + "00000000";
      return pack.slice(0, 12).toString("hex") === header;
    }
    function filterCapabilities(server, client) {
      let serverNames = server.map((cap) => cap.split("=", 1)[0]);
      return client.filter((cap) => {
        let name = cap.split("=", 1)[0];
        return serverNames.includes(name);
      });
    }
    var pkg = {
      name: "isomorphic-git",
      version: "1.44.19",
      agent: "git/isomorphic-git@1.44.19"
    }, FIFO = class {
      constructor() {
        this._queue = [];
      }
      write(chunk) {
        if (this._ended)
          throw Error("You cannot write to a FIFO that has already been ended!");
        if (this._waiting) {
          let resolve = this._waiting;
          this._waiting = null, resolve({ value: chunk });
        } else
          this._queue.push(chunk);
      }
      end() {
        if (this._ended = !0, this._waiting) {
          let resolve = this._waiting;
          this._waiting = null, resolve({ done: !0 });
        }
      }
      destroy(err) {
        this.error = err, this.end();
      }
      async next() {
        if (this._queue.length > 0)
          return { value: this._queue.shift() };
        if (this._ended)
          return { done: !0 };
        if (this._waiting)
          throw Error(
            "You cannot call read until the previous call to read has returned!"
          );
        return new Promise((resolve) => {
          this._waiting = resolve;
        });
      }
    };
    function findSplit(str) {
      let r = str.indexOf("\r"), n = str.indexOf(`
`);
      return r === -1 && n === -1 ? -1 : r === -1 ? n + 1 : n === -1 ? r + 1 : n === r + 1 ? n + 1 : Math.min(r, n) + 1;
    }
    function splitLines2(input) {
      let output = new FIFO(), tmp = "";
      return (async () => (await forAwait(input, (chunk) => {
        for (chunk = chunk.toString("utf8"), tmp += chunk; ; ) {
          let i = findSplit(tmp);
          if (i === -1 || i === tmp.length && tmp[i - 1] === "\r") break;
          output.write(tmp.slice(0, i)), tmp = tmp.slice(i);
        }
      }), tmp.length > 0 && output.write(tmp), output.end()))(), output;
    }
    var GitSideBand = class {
      static demux(input) {
        let read = GitPktLine.streamReader(input), packetlines = new FIFO(), packfile = new FIFO(), progress = new FIFO(), nextBit = async function() {
          let line = await read();
          if (line === null) return nextBit();
          if (line === !0) {
            packetlines.end(), progress.end(), input.error ? packfile.destroy(input.error) : packfile.end();
            return;
          }
          switch (line[0]) {
            case 1: {
              packfile.write(line.slice(1));
              break;
            }
            case 2: {
              progress.write(line.slice(1));
              break;
            }
            case 3: {
              let error = line.slice(1);
              progress.write(error), packetlines.end(), progress.end(), packfile.destroy(new Error(error.toString("utf8")));
              return;
            }
            default:
              packetlines.write(line);
          }
          nextBit();
        };
        return nextBit(), {
          packetlines,
          packfile,
          progress
        };
      }
      // static mux ({
      //   protocol, // 'side-band' or 'side-band-64k'
      //   packetlines,
      //   packfile,
      //   progress,
      //   error
      // }) {
      //   const MAX_PACKET_LENGTH = protocol === 'side-band-64k' ? 999 : 65519
      //   let output = new PassThrough()
      //   packetlines.on('data', data => {
      //     if (data === null) {
      //       output.write(GitPktLine.flush())
      //     } else {
      //       output.write(GitPktLine.encode(data))
      //     }
      //   })
      //   let packfileWasEmpty = true
      //   let packfileEnded = false
      //   let progressEnded = false
      //   let errorEnded = false
      //   let goodbye = Buffer.concat([
      //     GitPktLine.encode(Buffer.from('010A', 'hex')),
      //     GitPktLine.flush()
      //   ])
      //   packfile
      //     .on('data', data => {
      //       packfileWasEmpty = false
      //       const buffers = splitBuffer(data, MAX_PACKET_LENGTH)
      //       for (const buffer of buffers) {
      //         output.write(
      //           GitPktLine.encode(Buffer.concat([Buffer.from('01', 'hex'), buffer]))
      //         )
      //       }
      //     })
      //     .on('end', () => {
      //       packfileEnded = true
      //       if (!packfileWasEmpty) output.write(goodbye)
      //       if (progressEnded && errorEnded) output.end()
      //     })
      //   progress
      //     .on('data', data => {
      //       const buffers = splitBuffer(data, MAX_PACKET_LENGTH)
      //       for (const buffer of buffers) {
      //         output.write(
      //           GitPktLine.encode(Buffer.concat([Buffer.from('02', 'hex'), buffer]))
      //         )
      //       }
      //     })
      //     .on('end', () => {
      //       progressEnded = true
      //       if (packfileEnded && errorEnded) output.end()
      //     })
      //   error
      //     .on('data', data => {
      //       const buffers = splitBuffer(data, MAX_PACKET_LENGTH)
      //       for (const buffer of buffers) {
      //         output.write(
      //           GitPktLine.encode(Buffer.concat([Buffer.from('03', 'hex'), buffer]))
      //         )
      //       }
      //     })
      //     .on('end', () => {
      //       errorEnded = true
      //       if (progressEnded && packfileEnded) output.end()
      //     })
      //   return output
      // }
    };
    async function parseUploadPackResponse(stream) {
      let { packetlines, packfile, progress } = GitSideBand.demux(stream), shallows = [], unshallows = [], acks = [], nak = !1, done = !1;
      return new Promise((resolve, reject) => {
        forAwait(packetlines, (data) => {
          let line = data.toString("utf8").trim();
          if (line.startsWith("shallow")) {
            let oid = line.slice(-41).trim();
            oid.length !== 40 && reject(new InvalidOidError(oid)), shallows.push(oid);
          } else if (line.startsWith("unshallow")) {
            let oid = line.slice(-41).trim();
            oid.length !== 40 && reject(new InvalidOidError(oid)), unshallows.push(oid);
          } else if (line.startsWith("ACK")) {
            let [, oid, status2] = line.split(" ");
            acks.push({ oid, status: status2 }), status2 || (done = !0);
          } else line.startsWith("NAK") ? (nak = !0, done = !0) : (done = !0, nak = !0);
          done && (stream.error ? reject(stream.error) : resolve({ shallows, unshallows, acks, nak, packfile, progress }));
        }).finally(() => {
          done || (stream.error ? reject(stream.error) : resolve({ shallows, unshallows, acks, nak, packfile, progress }));
        });
      });
    }
    function writeUploadPackRequest({
      capabilities = [],
      wants = [],
      haves = [],
      shallows = [],
      depth = null,
      since = null,
      exclude = []
    }) {
      let packstream = [];
      wants = [...new Set(wants)];
      let firstLineCapabilities = ` ${capabilities.join(" ")}`;
      for (let oid of wants)
        packstream.push(GitPktLine.encode(`want ${oid}${firstLineCapabilities}
`)), firstLineCapabilities = "";
      for (let oid of shallows)
        packstream.push(GitPktLine.encode(`shallow ${oid}
`));
      depth !== null && packstream.push(GitPktLine.encode(`deepen ${depth}
`)), since !== null && packstream.push(
        GitPktLine.encode(`deepen-since ${Math.floor(since.valueOf() / 1e3)}
`)
      );
      for (let oid of exclude)
        packstream.push(GitPktLine.encode(`deepen-not ${oid}
`));
      packstream.push(GitPktLine.flush());
      for (let oid of haves)
        packstream.push(GitPktLine.encode(`have ${oid}
`));
      return packstream.push(GitPktLine.encode(`done
`)), packstream;
    }
    async function _fetch({
      fs,
      cache,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      gitdir,
      ref: _ref,
      remoteRef: _remoteRef,
      remote: _remote,
      url: _url,
      corsProxy,
      depth = null,
      since = null,
      exclude = [],
      relative = !1,
      tags = !1,
      singleBranch = !1,
      headers = {},
      prune = !1,
      pruneTags = !1
    }) {
      let ref = _ref || await _currentBranch({ fs, gitdir, test: !0 }), config = await GitConfigManager.get({ fs, gitdir }), remote = _remote || ref && await config.get(`branch.${ref}.remote`) || "origin", url = _url || await config.get(`remote.${remote}.url`);
      if (typeof url > "u")
        throw new MissingParameterError("remote OR url");
      let remoteRef = _remoteRef || ref && await config.get(`branch.${ref}.merge`) || _ref || "HEAD";
      corsProxy === void 0 && (corsProxy = await config.get("http.corsProxy"));
      let GitRemoteHTTP2 = GitRemoteManager.getRemoteHelperFor({ url }), remoteHTTP = await GitRemoteHTTP2.discover({
        http,
        onAuth: addCredentialUsername({ config, onAuth }),
        onAuthSuccess,
        onAuthFailure: addCredentialUsername({ config, onAuth: onAuthFailure }),
        corsProxy,
        service: "git-upload-pack",
        url,
        headers,
        protocolVersion: 1
      }), auth = remoteHTTP.auth, remoteRefs = remoteHTTP.refs;
      if (remoteRefs.size === 0)
        return {
          defaultBranch: null,
          fetchHead: null,
          fetchHeadDescription: null
        };
      if (depth !== null && !remoteHTTP.capabilities.has("shallow"))
        throw new RemoteCapabilityError("shallow", "depth");
      if (since !== null && !remoteHTTP.capabilities.has("deepen-since"))
        throw new RemoteCapabilityError("deepen-since", "since");
      if (exclude.length > 0 && !remoteHTTP.capabilities.has("deepen-not"))
        throw new RemoteCapabilityError("deepen-not", "exclude");
      if (relative === !0 && !remoteHTTP.capabilities.has("deepen-relative"))
        throw new RemoteCapabilityError("deepen-relative", "relative");
      let { oid, fullref } = GitRefManager.resolveAgainstMap({
        ref: remoteRef,
        map: remoteRefs
      });
      for (let remoteRef2 of remoteRefs.keys())
        remoteRef2 === fullref || remoteRef2 === "HEAD" || remoteRef2.startsWith("refs/heads/") || tags && remoteRef2.startsWith("refs/tags/") || remoteRefs.delete(remoteRef2);
      let capabilities = filterCapabilities(
        [...remoteHTTP.capabilities],
        [
          "multi_ack_detailed",
          "no-done",
          "side-band-64k",
          // Note: I removed 'thin-pack' option since our code doesn't "fatten" packfiles,
          // which is necessary for compatibility with git. It was the cause of mysterious
          // 'fatal: pack has [x] unresolved deltas' errors that plagued us for some time.
          // isomorphic-git is perfectly happy with thin packfiles in .git/objects/pack but
          // canonical git it turns out is NOT.
          "ofs-delta",
          `agent=${pkg.agent}`
        ]
      );
      relative && capabilities.push("deepen-relative");
      let wants = singleBranch ? [oid] : remoteRefs.values(), haveRefs = singleBranch ? [ref] : await GitRefManager.listRefs({
        fs,
        gitdir,
        filepath: "refs"
      }), haves = [];
      for (let ref2 of haveRefs)
        try {
          ref2 = await GitRefManager.expand({ fs, gitdir, ref: ref2 });
          let oid2 = await GitRefManager.resolve({ fs, gitdir, ref: ref2 });
          await hasObject({ fs, cache, gitdir, oid: oid2 }) && haves.push(oid2);
        } catch {
        }
      haves = [...new Set(haves)];
      let oids = await GitShallowManager.read({ fs, gitdir }), shallows = remoteHTTP.capabilities.has("shallow") ? [...oids] : [], packstream = writeUploadPackRequest({
        capabilities,
        wants,
        haves,
        shallows,
        depth,
        since,
        exclude
      }), packbuffer = Buffer.from(await collect(packstream)), raw = await GitRemoteHTTP2.connect({
        http,
        onProgress,
        corsProxy,
        service: "git-upload-pack",
        url,
        auth,
        body: [packbuffer],
        headers
      }), response = await parseUploadPackResponse(raw.body);
      raw.headers && (response.headers = raw.headers);
      for (let oid2 of response.shallows)
        if (!oids.has(oid2))
          try {
            let { object } = await _readObject({ fs, cache, gitdir, oid: oid2 }), commit2 = new GitCommit(object), hasParents = await Promise.all(
              commit2.headers().parent.map((oid3) => hasObject({ fs, cache, gitdir, oid: oid3 }))
            );
            hasParents.length === 0 || hasParents.every((has) => has) || oids.add(oid2);
          } catch {
            oids.add(oid2);
          }
      for (let oid2 of response.unshallows)
        oids.delete(oid2);
      if (await GitShallowManager.write({ fs, gitdir, oids }), singleBranch) {
        let refs = /* @__PURE__ */ new Map([[fullref, oid]]), symrefs = /* @__PURE__ */ new Map(), bail = 10, key = fullref;
        for (; bail--; ) {
          let value = remoteHTTP.symrefs.get(key);
          if (value === void 0) break;
          symrefs.set(key, value), key = value;
        }
        let realRef = remoteRefs.get(key);
        realRef && refs.set(key, realRef);
        let { pruned } = await GitRefManager.updateRemoteRefs({
          fs,
          gitdir,
          remote,
          refs,
          symrefs,
          tags,
          prune
        });
        prune && (response.pruned = pruned);
      } else {
        let { pruned } = await GitRefManager.updateRemoteRefs({
          fs,
          gitdir,
          remote,
          refs: remoteRefs,
          symrefs: remoteHTTP.symrefs,
          tags,
          prune,
          pruneTags
        });
        prune && (response.pruned = pruned);
      }
      if (response.HEAD = remoteHTTP.symrefs.get("HEAD"), response.HEAD === void 0) {
        let { oid: oid2 } = GitRefManager.resolveAgainstMap({
          ref: "HEAD",
          map: remoteRefs
        });
        for (let [key, value] of remoteRefs.entries())
          if (key !== "HEAD" && value === oid2) {
            response.HEAD = key;
            break;
          }
      }
      let noun = fullref.startsWith("refs/tags") ? "tag" : "branch", { url: urlWithoutAuth } = extractAuthFromUrl(url);
      if (response.FETCH_HEAD = {
        oid,
        description: `${noun} '${abbreviateRef(fullref)}' of ${urlWithoutAuth}`
      }, onProgress || onMessage) {
        let lines = splitLines2(response.progress);
        forAwait(lines, async (line) => {
          if (onMessage && await onMessage(line), onProgress) {
            let matches = line.match(/([^:]*).*\((\d+?)\/(\d+?)\)/);
            matches && await onProgress({
              phase: matches[1].trim(),
              loaded: parseInt(matches[2], 10),
              total: parseInt(matches[3], 10)
            });
          }
        });
      }
      let packfile = Buffer.from(await collect(response.packfile));
      if (raw.body.error) throw raw.body.error;
      let packfileSha = packfile.slice(-20).toString("hex"), res = {
        defaultBranch: response.HEAD,
        fetchHead: response.FETCH_HEAD.oid,
        fetchHeadDescription: response.FETCH_HEAD.description
      };
      if (response.headers && (res.headers = response.headers), prune && (res.pruned = response.pruned), packfileSha !== "" && !emptyPackfile(packfile)) {
        res.packfile = `objects/pack/pack-${packfileSha}.pack`;
        let fullpath = join5(gitdir, res.packfile);
        await fs.write(fullpath, packfile);
        let getExternalRefDelta = (oid2) => _readObject({ fs, cache, gitdir, oid: oid2 }), idx = await GitPackIndex.fromPack({
          pack: packfile,
          getExternalRefDelta,
          onProgress
        });
        await fs.write(fullpath.replace(/\.pack$/, ".idx"), await idx.toBuffer());
      }
      return res;
    }
    async function _init({
      fs,
      bare = !1,
      dir,
      gitdir = bare ? dir : join5(dir, ".git"),
      defaultBranch = "master"
    }) {
      if (await fs.exists(gitdir + "/config")) return;
      let folders = [
        "hooks",
        "info",
        "objects/info",
        "objects/pack",
        "refs/heads",
        "refs/tags"
      ];
      folders = folders.map((dir2) => gitdir + "/" + dir2);
      for (let folder of folders)
        await fs.mkdir(folder);
      await fs.write(
        gitdir + "/config",
        `[core]
	repositoryformatversion = 0
	filemode = false
	bare = ${bare}
` + (bare ? "" : `	logallrefupdates = true
`) + `	symlinks = false
	ignorecase = true
`
      ), await fs.write(gitdir + "/HEAD", `ref: refs/heads/${defaultBranch}
`);
    }
    async function _clone({
      fs,
      cache,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      onPostCheckout,
      dir,
      gitdir,
      url,
      corsProxy,
      ref,
      remote,
      depth,
      since,
      exclude,
      relative,
      singleBranch,
      noCheckout,
      noTags,
      headers,
      nonBlocking,
      batchSize = 100
    }) {
      try {
        if (await _init({ fs, gitdir }), await _addRemote({ fs, gitdir, remote, url, force: !1 }), corsProxy) {
          let config = await GitConfigManager.get({ fs, gitdir });
          await config.set("http.corsProxy", corsProxy), await GitConfigManager.save({ fs, gitdir, config });
        }
        let { defaultBranch, fetchHead } = await _fetch({
          fs,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          gitdir,
          ref,
          remote,
          corsProxy,
          depth,
          since,
          exclude,
          relative,
          singleBranch,
          headers,
          tags: !noTags
        });
        if (fetchHead === null) return;
        ref = ref || defaultBranch, ref = ref.replace("refs/heads/", ""), await _checkout({
          fs,
          cache,
          onProgress,
          onPostCheckout,
          dir,
          gitdir,
          ref,
          remote,
          noCheckout,
          nonBlocking,
          batchSize
        });
      } catch (err) {
        throw await fs.rmdir(gitdir, { recursive: !0, maxRetries: 10 }).catch(() => {
        }), err;
      }
    }
    async function clone({
      fs,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      onPostCheckout,
      dir,
      gitdir = join5(dir, ".git"),
      url,
      corsProxy = void 0,
      ref = void 0,
      remote = "origin",
      depth = void 0,
      since = void 0,
      exclude = [],
      relative = !1,
      singleBranch = !1,
      noCheckout = !1,
      noTags = !1,
      headers = {},
      cache = {},
      nonBlocking = !1,
      batchSize = 100
    }) {
      try {
        assertParameter("fs", fs), assertParameter("http", http), assertParameter("gitdir", gitdir), noCheckout || assertParameter("dir", dir), assertParameter("url", url);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _clone({
          fs: fsp3,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          onPostCheckout,
          dir,
          gitdir: updatedGitdir,
          url,
          corsProxy,
          ref,
          remote,
          depth,
          since,
          exclude,
          relative,
          singleBranch,
          noCheckout,
          noTags,
          headers,
          nonBlocking,
          batchSize
        });
      } catch (err) {
        throw err.caller = "git.clone", err;
      }
    }
    async function commit({
      fs: _fs,
      onSign,
      dir,
      gitdir = join5(dir, ".git"),
      message,
      author,
      committer,
      signingKey,
      amend = !1,
      dryRun = !1,
      noUpdateBranch = !1,
      disallowEmpty = !1,
      ref,
      parent,
      tree,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), amend || assertParameter("message", message), signingKey && assertParameter("onSign", onSign);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        return await _commit({
          fs,
          cache,
          onSign,
          gitdir: updatedGitdir,
          message,
          author,
          committer,
          signingKey,
          amend,
          dryRun,
          noUpdateBranch,
          disallowEmpty,
          ref,
          parent,
          tree
        });
      } catch (err) {
        throw err.caller = "git.commit", err;
      }
    }
    async function currentBranch({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      fullname = !1,
      test = !1
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _currentBranch({
          fs: fsp3,
          gitdir: updatedGitdir,
          fullname,
          test
        });
      } catch (err) {
        throw err.caller = "git.currentBranch", err;
      }
    }
    async function _deleteBranch({ fs, gitdir, ref }) {
      if (ref = ref.startsWith("refs/heads/") ? ref : `refs/heads/${ref}`, !await GitRefManager.exists({ fs, gitdir, ref }))
        throw new NotFoundError(ref);
      let fullRef = await GitRefManager.expand({ fs, gitdir, ref }), currentRef = await _currentBranch({ fs, gitdir, fullname: !0 });
      if (fullRef === currentRef) {
        let value = await GitRefManager.resolve({ fs, gitdir, ref: fullRef });
        await GitRefManager.writeRef({ fs, gitdir, ref: "HEAD", value });
      }
      await GitRefManager.deleteRef({ fs, gitdir, ref: fullRef });
      let abbrevRef = abbreviateRef(ref), config = await GitConfigManager.get({ fs, gitdir });
      await config.deleteSection("branch", abbrevRef), await GitConfigManager.save({ fs, gitdir, config });
    }
    async function deleteBranch({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref
    }) {
      try {
        assertParameter("fs", fs), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _deleteBranch({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref
        });
      } catch (err) {
        throw err.caller = "git.deleteBranch", err;
      }
    }
    async function deleteRef({ fs, dir, gitdir = join5(dir, ".git"), ref }) {
      try {
        assertParameter("fs", fs), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        await GitRefManager.deleteRef({ fs: fsp3, gitdir: updatedGitdir, ref });
      } catch (err) {
        throw err.caller = "git.deleteRef", err;
      }
    }
    async function _deleteRemote({ fs, gitdir, remote }) {
      let config = await GitConfigManager.get({ fs, gitdir });
      await config.deleteSection("remote", remote), await GitConfigManager.save({ fs, gitdir, config });
    }
    async function deleteRemote({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      remote
    }) {
      try {
        assertParameter("fs", fs), assertParameter("remote", remote);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _deleteRemote({
          fs: fsp3,
          gitdir: updatedGitdir,
          remote
        });
      } catch (err) {
        throw err.caller = "git.deleteRemote", err;
      }
    }
    async function _deleteTag({ fs, gitdir, ref }) {
      ref = ref.startsWith("refs/tags/") ? ref : `refs/tags/${ref}`, await GitRefManager.deleteRef({ fs, gitdir, ref });
    }
    async function deleteTag({ fs, dir, gitdir = join5(dir, ".git"), ref }) {
      try {
        assertParameter("fs", fs), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _deleteTag({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref
        });
      } catch (err) {
        throw err.caller = "git.deleteTag", err;
      }
    }
    async function expandOidLoose({ fs, gitdir, oid: short }) {
      let prefix = short.slice(0, 2);
      return (await fs.readdir(`${gitdir}/objects/${prefix}`)).map((suffix) => `${prefix}${suffix}`).filter((_oid) => _oid.startsWith(short));
    }
    async function expandOidPacked({
      fs,
      cache,
      gitdir,
      oid: short,
      getExternalRefDelta
    }) {
      let results = [], list = await fs.readdir(join5(gitdir, "objects/pack"));
      list = list.filter((x) => x.endsWith(".idx"));
      for (let filename of list) {
        let indexFile = `${gitdir}/objects/pack/${filename}`, p = await readPackIndex({
          fs,
          cache,
          filename: indexFile,
          getExternalRefDelta
        });
        if (p.error) throw new InternalError(p.error);
        for (let oid of p.offsets.keys())
          oid.startsWith(short) && results.push(oid);
      }
      return results;
    }
    async function _expandOid({ fs, cache, gitdir, oid: short }) {
      let getExternalRefDelta = (oid) => _readObject({ fs, cache, gitdir, oid }), results = await expandOidLoose({ fs, gitdir, oid: short }), packedOids = await expandOidPacked({
        fs,
        cache,
        gitdir,
        oid: short,
        getExternalRefDelta
      });
      for (let packedOid of packedOids)
        results.indexOf(packedOid) === -1 && results.push(packedOid);
      if (results.length === 1)
        return results[0];
      throw results.length > 1 ? new AmbiguousError("oids", short, results) : new NotFoundError(`an object matching "${short}"`);
    }
    async function expandOid({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _expandOid({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid
        });
      } catch (err) {
        throw err.caller = "git.expandOid", err;
      }
    }
    async function expandRef({ fs, dir, gitdir = join5(dir, ".git"), ref }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await GitRefManager.expand({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref
        });
      } catch (err) {
        throw err.caller = "git.expandRef", err;
      }
    }
    async function _findMergeBase({ fs, cache, gitdir, oids }) {
      let visits = {}, passes = oids.length, common = /* @__PURE__ */ new Set(), parents = /* @__PURE__ */ new Map(), shallows = await GitShallowManager.read({ fs, gitdir }), readParents = async (oid) => {
        if (parents.has(oid)) return parents.get(oid);
        let { object, type } = await _readObject({ fs, cache, gitdir, oid });
        if (type !== "commit")
          throw new ObjectTypeError(oid, type, "commit");
        let commit2 = GitCommit.from(object), { parent } = commit2.parseHeaders(), result = shallows.has(oid) ? [] : parent;
        return parents.set(oid, result), result;
      }, heads = oids.map((oid, index2) => ({ index: index2, oid }));
      for (; heads.length; ) {
        for (let { oid, index: index2 } of heads)
          await readParents(oid), visits[oid] || (visits[oid] = /* @__PURE__ */ new Set()), visits[oid].add(index2), visits[oid].size === passes && common.add(oid);
        let newheads = /* @__PURE__ */ new Map();
        for (let { oid, index: index2 } of heads)
          if (!common.has(oid))
            for (let parent of await readParents(oid))
              (!visits[parent] || !visits[parent].has(index2)) && newheads.set(parent + ":" + index2, { oid: parent, index: index2 });
        heads = Array.from(newheads.values());
      }
      if (common.size < 2) return [...common];
      let redundant = /* @__PURE__ */ new Set();
      for (let oid of common) {
        let ancestors = [...await readParents(oid)], seen = /* @__PURE__ */ new Set();
        for (; ancestors.length; ) {
          let ancestor = ancestors.pop();
          seen.has(ancestor) || (seen.add(ancestor), common.has(ancestor) ? redundant.add(ancestor) : ancestors.push(...await readParents(ancestor)));
        }
      }
      return [...common].filter((oid) => !redundant.has(oid));
    }
    async function _merge({
      fs,
      cache,
      dir,
      gitdir,
      ours,
      theirs,
      fastForward: fastForward2 = !0,
      fastForwardOnly = !1,
      dryRun = !1,
      noUpdateBranch = !1,
      abortOnConflict = !0,
      message,
      author,
      committer,
      signingKey,
      onSign,
      mergeDriver,
      allowUnrelatedHistories = !1
    }) {
      ours === void 0 && (ours = await _currentBranch({ fs, gitdir, fullname: !0 })), ours = await GitRefManager.expand({
        fs,
        gitdir,
        ref: ours
      }), theirs = await GitRefManager.expand({
        fs,
        gitdir,
        ref: theirs
      });
      let ourOid = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: ours
      }), { oid: theirOid } = await resolveCommit({
        fs,
        cache,
        gitdir,
        oid: await GitRefManager.resolve({ fs, gitdir, ref: theirs })
      }), baseOids = await _findMergeBase({
        fs,
        cache,
        gitdir,
        oids: [ourOid, theirOid]
      });
      if (baseOids.length !== 1)
        if (baseOids.length === 0 && allowUnrelatedHistories)
          baseOids.push("4b825dc642cb6eb9a060e54bf8d69288fbee4904");
        else
          throw new MergeNotSupportedError();
      let baseOid = baseOids[0];
      if (baseOid === theirOid)
        return {
          oid: ourOid,
          alreadyMerged: !0
        };
      if (fastForward2 && baseOid === ourOid)
        return !dryRun && !noUpdateBranch && await GitRefManager.writeRef({ fs, gitdir, ref: ours, value: theirOid }), {
          oid: theirOid,
          fastForward: !0
        };
      {
        if (fastForwardOnly)
          throw new FastForwardError();
        let tree = await GitIndexManager.acquire(
          { fs, gitdir, cache, allowUnmerged: !1 },
          async (index2) => mergeTree({
            fs,
            cache,
            dir,
            gitdir,
            index: index2,
            ourOid,
            theirOid,
            baseOid,
            ourName: abbreviateRef(ours),
            baseName: "base",
            theirName: abbreviateRef(theirs),
            dryRun,
            abortOnConflict,
            mergeDriver
          })
        );
        if (tree instanceof MergeConflictError) throw tree;
        return message || (message = `Merge branch '${abbreviateRef(theirs)}' into ${abbreviateRef(
          ours
        )}`), {
          oid: await _commit({
            fs,
            cache,
            gitdir,
            message,
            ref: ours,
            tree,
            parent: [ourOid, theirOid],
            author,
            committer,
            signingKey,
            onSign,
            dryRun,
            noUpdateBranch
          }),
          tree,
          mergeCommit: !0
        };
      }
    }
    async function _pull({
      fs,
      cache,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      dir,
      gitdir,
      ref,
      url,
      remote,
      remoteRef,
      prune,
      pruneTags,
      fastForward: fastForward2,
      fastForwardOnly,
      corsProxy,
      singleBranch,
      headers,
      author,
      committer,
      signingKey
    }) {
      try {
        if (!ref) {
          let head = await _currentBranch({ fs, gitdir });
          if (!head)
            throw new MissingParameterError("ref");
          ref = head;
        }
        let { fetchHead, fetchHeadDescription } = await _fetch({
          fs,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          gitdir,
          corsProxy,
          ref,
          url,
          remote,
          remoteRef,
          singleBranch,
          headers,
          prune,
          pruneTags
        });
        await _merge({
          fs,
          cache,
          gitdir,
          ours: ref,
          theirs: fetchHead,
          fastForward: fastForward2,
          fastForwardOnly,
          message: `Merge ${fetchHeadDescription}`,
          author,
          committer,
          signingKey,
          dryRun: !1,
          noUpdateBranch: !1
        }), await _checkout({
          fs,
          cache,
          onProgress,
          dir,
          gitdir,
          ref,
          remote,
          noCheckout: !1
        });
      } catch (err) {
        throw err.caller = "git.pull", err;
      }
    }
    async function fastForward({
      fs,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      url,
      remote,
      remoteRef,
      corsProxy,
      singleBranch,
      headers = {},
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("http", http), assertParameter("gitdir", gitdir);
        let thisWillNotBeUsed = {
          name: "",
          email: "",
          timestamp: Date.now(),
          timezoneOffset: 0
        }, fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _pull({
          fs: fsp3,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          dir,
          gitdir: updatedGitdir,
          ref,
          url,
          remote,
          remoteRef,
          fastForwardOnly: !0,
          corsProxy,
          singleBranch,
          headers,
          author: thisWillNotBeUsed,
          committer: thisWillNotBeUsed
        });
      } catch (err) {
        throw err.caller = "git.fastForward", err;
      }
    }
    async function fetch({
      fs,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      remote,
      remoteRef,
      url,
      corsProxy,
      depth = null,
      since = null,
      exclude = [],
      relative = !1,
      tags = !1,
      singleBranch = !1,
      headers = {},
      prune = !1,
      pruneTags = !1,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("http", http), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _fetch({
          fs: fsp3,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          gitdir: updatedGitdir,
          ref,
          remote,
          remoteRef,
          url,
          corsProxy,
          depth,
          since,
          exclude,
          relative,
          tags,
          singleBranch,
          headers,
          prune,
          pruneTags
        });
      } catch (err) {
        throw err.caller = "git.fetch", err;
      }
    }
    async function findMergeBase({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oids,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oids", oids);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _findMergeBase({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oids
        });
      } catch (err) {
        throw err.caller = "git.findMergeBase", err;
      }
    }
    async function _findRoot({ fs, filepath }) {
      if (await fs.exists(join5(filepath, ".git")))
        return filepath;
      {
        let parent = dirname(filepath);
        if (parent === filepath)
          throw new NotFoundError(`git root for ${filepath}`);
        return _findRoot({ fs, filepath: parent });
      }
    }
    async function findRoot({ fs, filepath }) {
      try {
        return assertParameter("fs", fs), assertParameter("filepath", filepath), await _findRoot({ fs: new FileSystem(fs), filepath });
      } catch (err) {
        throw err.caller = "git.findRoot", err;
      }
    }
    async function getConfig({ fs, dir, gitdir = join5(dir, ".git"), path }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("path", path);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _getConfig({
          fs: fsp3,
          gitdir: updatedGitdir,
          path
        });
      } catch (err) {
        throw err.caller = "git.getConfig", err;
      }
    }
    async function _getConfigAll({ fs, gitdir, path }) {
      return (await GitConfigManager.get({ fs, gitdir })).getall(path);
    }
    async function getConfigAll({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      path
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("path", path);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _getConfigAll({
          fs: fsp3,
          gitdir: updatedGitdir,
          path
        });
      } catch (err) {
        throw err.caller = "git.getConfigAll", err;
      }
    }
    function assignRefPath(root, path, value) {
      let parts = path.split("/"), last = parts.pop();
      if (last === "__proto__" || parts.includes("__proto__")) return;
      let o = root;
      for (let part of parts)
        Object.prototype.hasOwnProperty.call(o, part) || (o[part] = {}), o = o[part];
      o[last] = value;
    }
    async function getRemoteInfo({
      http,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      corsProxy,
      url,
      headers = {},
      forPush = !1
    }) {
      try {
        assertParameter("http", http), assertParameter("url", url);
        let remote = await GitRemoteManager.getRemoteHelperFor({ url }).discover({
          http,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          corsProxy,
          service: forPush ? "git-receive-pack" : "git-upload-pack",
          url,
          headers,
          protocolVersion: 1
        }), result = {
          capabilities: [...remote.capabilities]
        };
        for (let [ref, oid] of remote.refs)
          assignRefPath(result, ref, oid);
        for (let [symref, ref] of remote.symrefs)
          assignRefPath(result, symref, ref);
        return result;
      } catch (err) {
        throw err.caller = "git.getRemoteInfo", err;
      }
    }
    function formatInfoRefs(remote, prefix, symrefs, peelTags) {
      let refs = [];
      for (let [key, value] of remote.refs) {
        if (prefix && !key.startsWith(prefix)) continue;
        if (key.endsWith("^{}")) {
          if (peelTags) {
            let _key = key.replace("^{}", ""), last = refs[refs.length - 1], r = last?.ref === _key ? last : refs.find((x) => x.ref === _key);
            r !== void 0 && (r.peeled = value);
          }
          continue;
        }
        let ref = { ref: key, oid: value };
        symrefs && remote.symrefs.has(key) && (ref.target = remote.symrefs.get(key)), refs.push(ref);
      }
      return refs;
    }
    async function getRemoteInfo2({
      http,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      corsProxy,
      url,
      headers = {},
      forPush = !1,
      protocolVersion = 2
    }) {
      try {
        assertParameter("http", http), assertParameter("url", url);
        let remote = await GitRemoteManager.getRemoteHelperFor({ url }).discover({
          http,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          corsProxy,
          service: forPush ? "git-receive-pack" : "git-upload-pack",
          url,
          headers,
          protocolVersion
        });
        if (remote.protocolVersion === 2)
          return {
            protocolVersion: remote.protocolVersion,
            capabilities: remote.capabilities2
          };
        let capabilities = {};
        for (let cap of remote.capabilities) {
          let [key, value] = cap.split("=");
          value ? capabilities[key] = value : capabilities[key] = !0;
        }
        return {
          protocolVersion: 1,
          capabilities,
          refs: formatInfoRefs(remote, void 0, !0, !0)
        };
      } catch (err) {
        throw err.caller = "git.getRemoteInfo2", err;
      }
    }
    async function hashObject({
      type,
      object,
      format = "content",
      oid = void 0
    }) {
      return format !== "deflated" && (format !== "wrapped" && (object = GitObject.wrap({ type, object })), oid = await shasum(object)), { oid, object };
    }
    async function hashBlob({ object }) {
      try {
        assertParameter("object", object), typeof object == "string" ? object = Buffer.from(object, "utf8") : object instanceof Uint8Array || (object = new Uint8Array(object));
        let type = "blob", { oid, object: _object } = await hashObject({
          type,
          format: "content",
          object
        });
        return { oid, type, object: _object, format: "wrapped" };
      } catch (err) {
        throw err.caller = "git.hashBlob", err;
      }
    }
    async function _indexPack({
      fs,
      cache,
      onProgress,
      dir,
      gitdir,
      filepath
    }) {
      try {
        filepath = join5(dir, filepath);
        let pack = await fs.read(filepath), getExternalRefDelta = (oid) => _readObject({ fs, cache, gitdir, oid }), idx = await GitPackIndex.fromPack({
          pack,
          getExternalRefDelta,
          onProgress
        });
        return await fs.write(filepath.replace(/\.pack$/, ".idx"), await idx.toBuffer()), {
          oids: [...idx.hashes]
        };
      } catch (err) {
        throw err.caller = "git.indexPack", err;
      }
    }
    async function indexPack({
      fs,
      onProgress,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("dir", dir), assertParameter("gitdir", dir), assertParameter("filepath", filepath);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _indexPack({
          fs: fsp3,
          cache,
          onProgress,
          dir,
          gitdir: updatedGitdir,
          filepath
        });
      } catch (err) {
        throw err.caller = "git.indexPack", err;
      }
    }
    async function init({
      fs,
      bare = !1,
      dir,
      gitdir = bare ? dir : join5(dir, ".git"),
      defaultBranch = "master"
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), bare || assertParameter("dir", dir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _init({
          fs: fsp3,
          bare,
          dir,
          gitdir: updatedGitdir,
          defaultBranch
        });
      } catch (err) {
        throw err.caller = "git.init", err;
      }
    }
    async function _isDescendent({
      fs,
      cache,
      gitdir,
      oid,
      ancestor,
      depth
    }) {
      let shallows = await GitShallowManager.read({ fs, gitdir });
      if (!oid)
        throw new MissingParameterError("oid");
      if (!ancestor)
        throw new MissingParameterError("ancestor");
      if (oid === ancestor) return !1;
      let queue = [oid], visited = /* @__PURE__ */ new Set(), searchdepth = 0;
      for (; queue.length; ) {
        if (searchdepth++ === depth)
          throw new MaxDepthError(depth);
        let oid2 = queue.shift(), { type, object } = await _readObject({
          fs,
          cache,
          gitdir,
          oid: oid2
        });
        if (type !== "commit")
          throw new ObjectTypeError(oid2, type, "commit");
        let commit2 = GitCommit.from(object).parse();
        for (let parent of commit2.parent)
          if (parent === ancestor) return !0;
        if (!shallows.has(oid2))
          for (let parent of commit2.parent)
            visited.has(parent) || (queue.push(parent), visited.add(parent));
      }
      return !1;
    }
    async function isDescendent({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      ancestor,
      depth = -1,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid), assertParameter("ancestor", ancestor);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _isDescendent({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid,
          ancestor,
          depth
        });
      } catch (err) {
        throw err.caller = "git.isDescendent", err;
      }
    }
    async function isIgnored2({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath
    }) {
      try {
        assertParameter("fs", fs), assertParameter("dir", dir), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return GitIgnoreManager.isIgnored({
          fs: fsp3,
          dir,
          gitdir: updatedGitdir,
          filepath
        });
      } catch (err) {
        throw err.caller = "git.isIgnored", err;
      }
    }
    async function listBranches({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      remote
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return GitRefManager.listBranches({
          fs: fsp3,
          gitdir: updatedGitdir,
          remote
        });
      } catch (err) {
        throw err.caller = "git.listBranches", err;
      }
    }
    async function _listFiles({ fs, gitdir, ref, cache }) {
      if (ref) {
        let oid = await GitRefManager.resolve({ gitdir, fs, ref }), filenames = [];
        return await accumulateFilesFromOid({
          fs,
          cache,
          gitdir,
          oid,
          filenames,
          prefix: ""
        }), filenames;
      } else
        return GitIndexManager.acquire(
          { fs, gitdir, cache },
          async function(index2) {
            return index2.entries.map((x) => x.path);
          }
        );
    }
    async function accumulateFilesFromOid({
      fs,
      cache,
      gitdir,
      oid,
      filenames,
      prefix
    }) {
      let { tree } = await _readTree({ fs, cache, gitdir, oid });
      for (let entry of tree)
        entry.type === "tree" ? await accumulateFilesFromOid({
          fs,
          cache,
          gitdir,
          oid: entry.oid,
          filenames,
          prefix: join5(prefix, entry.path)
        }) : filenames.push(join5(prefix, entry.path));
    }
    async function listFiles3({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _listFiles({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          ref
        });
      } catch (err) {
        throw err.caller = "git.listFiles", err;
      }
    }
    async function _listNotes({ fs, cache, gitdir, ref }) {
      let parent;
      try {
        parent = await GitRefManager.resolve({ gitdir, fs, ref });
      } catch (err) {
        if (err instanceof NotFoundError)
          return [];
        throw err;
      }
      return (await _readTree({
        fs,
        cache,
        gitdir,
        oid: parent
      })).tree.map((entry) => ({
        target: entry.path,
        note: entry.oid
      }));
    }
    async function listNotes({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref = "refs/notes/commits",
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _listNotes({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          ref
        });
      } catch (err) {
        throw err.caller = "git.listNotes", err;
      }
    }
    async function listRefs({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return GitRefManager.listRefs({ fs: fsp3, gitdir: updatedGitdir, filepath });
      } catch (err) {
        throw err.caller = "git.listRefs", err;
      }
    }
    async function _listRemotes({ fs, gitdir }) {
      let config = await GitConfigManager.get({ fs, gitdir }), remoteNames = await config.getSubsections("remote");
      return Promise.all(
        remoteNames.map(async (remote) => {
          let url = await config.get(`remote.${remote}.url`);
          return { remote, url };
        })
      );
    }
    async function listRemotes({ fs, dir, gitdir = join5(dir, ".git") }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _listRemotes({
          fs: fsp3,
          gitdir: updatedGitdir
        });
      } catch (err) {
        throw err.caller = "git.listRemotes", err;
      }
    }
    async function parseListRefsResponse(stream) {
      let read = GitPktLine.streamReader(stream), refs = [], line;
      for (; line = await read(), line !== !0; ) {
        if (line === null) continue;
        line = line.toString("utf8").replace(/\n$/, "");
        let [oid, ref, ...attrs] = line.split(" "), r = { ref, oid };
        for (let attr of attrs) {
          let [name, value] = attr.split(":");
          name === "symref-target" ? r.target = value : name === "peeled" && (r.peeled = value);
        }
        refs.push(r);
      }
      return refs;
    }
    async function writeListRefsRequest({ prefix, symrefs, peelTags }) {
      let packstream = [];
      return packstream.push(GitPktLine.encode(`command=ls-refs
`)), packstream.push(GitPktLine.encode(`agent=${pkg.agent}
`)), (peelTags || symrefs || prefix) && packstream.push(GitPktLine.delim()), peelTags && packstream.push(GitPktLine.encode("peel")), symrefs && packstream.push(GitPktLine.encode("symrefs")), prefix && packstream.push(GitPktLine.encode(`ref-prefix ${prefix}`)), packstream.push(GitPktLine.flush()), packstream;
    }
    async function listServerRefs({
      http,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      corsProxy,
      url,
      headers = {},
      forPush = !1,
      protocolVersion = 2,
      prefix,
      symrefs,
      peelTags
    }) {
      try {
        assertParameter("http", http), assertParameter("url", url);
        let remote = await GitRemoteHTTP.discover({
          http,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          corsProxy,
          service: forPush ? "git-receive-pack" : "git-upload-pack",
          url,
          headers,
          protocolVersion
        });
        if (remote.protocolVersion === 1)
          return formatInfoRefs(remote, prefix, symrefs, peelTags);
        let body = await writeListRefsRequest({ prefix, symrefs, peelTags }), res = await GitRemoteHTTP.connect({
          http,
          auth: remote.auth,
          headers,
          corsProxy,
          service: forPush ? "git-receive-pack" : "git-upload-pack",
          url,
          body
        });
        return parseListRefsResponse(res.body);
      } catch (err) {
        throw err.caller = "git.listServerRefs", err;
      }
    }
    async function listTags({ fs, dir, gitdir = join5(dir, ".git") }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return GitRefManager.listTags({ fs: fsp3, gitdir: updatedGitdir });
      } catch (err) {
        throw err.caller = "git.listTags", err;
      }
    }
    function compareAge(a, b) {
      return a.committer.timestamp - b.committer.timestamp;
    }
    var EMPTY_OID = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391";
    async function resolveFileIdInTree({ fs, cache, gitdir, oid, fileId }) {
      if (fileId === EMPTY_OID) return;
      let _oid = oid, filepath, result = await resolveTree({ fs, cache, gitdir, oid }), tree = result.tree;
      return fileId === result.oid ? filepath = result.path : (filepath = await _resolveFileId({
        fs,
        cache,
        gitdir,
        tree,
        fileId,
        oid: _oid
      }), Array.isArray(filepath) && (filepath.length === 0 ? filepath = void 0 : filepath.length === 1 && (filepath = filepath[0]))), filepath;
    }
    async function _resolveFileId({
      fs,
      cache,
      gitdir,
      tree,
      fileId,
      oid,
      filepaths = [],
      parentPath = ""
    }) {
      let walks = tree.entries().map(function(entry) {
        let result;
        return entry.oid === fileId ? (result = join5(parentPath, entry.path), filepaths.push(result)) : entry.type === "tree" && (result = _readObject({
          fs,
          cache,
          gitdir,
          oid: entry.oid
        }).then(function({ object }) {
          return _resolveFileId({
            fs,
            cache,
            gitdir,
            tree: GitTree.from(object),
            fileId,
            oid,
            filepaths,
            parentPath: join5(parentPath, entry.path)
          });
        })), result;
      });
      return await Promise.all(walks), filepaths;
    }
    async function _log({
      fs,
      cache,
      gitdir,
      filepath,
      ref,
      depth,
      since,
      author,
      force,
      follow,
      includeChanges
    }) {
      let sinceTimestamp = typeof since > "u" ? void 0 : Math.floor(since.valueOf() / 1e3), authorRegex = author == null ? void 0 : new RegExp(author, "i"), matchesAuthor = ({ commit: commit2 }) => authorRegex === void 0 ? !0 : commit2.author ? authorRegex.test(`${commit2.author.name} <${commit2.author.email}>`) : !1, commits = [], pushCommit = (commit2) => {
        matchesAuthor(commit2) && commits.push(commit2);
      }, shallowCommits2 = await GitShallowManager.read({ fs, gitdir }), oid = await GitRefManager.resolve({ fs, gitdir, ref }), tips = [await _readCommit({ fs, cache, gitdir, oid })], lastFileOid, lastFileMode, lastCommit, isOk;
      function endCommit(commit2) {
        isOk && filepath && pushCommit(commit2);
      }
      for (; tips.length > 0; ) {
        let commit2 = tips.pop();
        if (sinceTimestamp !== void 0 && commit2.commit.committer.timestamp <= sinceTimestamp)
          break;
        if (filepath) {
          let vFileEntry;
          try {
            vFileEntry = await resolveFilepathEntry({
              fs,
              cache,
              gitdir,
              oid: commit2.commit.tree,
              filepath
            }), lastCommit && (lastFileOid !== vFileEntry.oid || lastFileMode !== vFileEntry.mode) && pushCommit(lastCommit), lastFileOid = vFileEntry.oid, lastFileMode = vFileEntry.mode, lastCommit = commit2, isOk = !0;
          } catch (e) {
            if (e instanceof NotFoundError) {
              let found = follow && lastFileOid;
              if (found && (found = await resolveFileIdInTree({
                fs,
                cache,
                gitdir,
                oid: commit2.commit.tree,
                fileId: lastFileOid
              }), found))
                if (Array.isArray(found)) {
                  if (lastCommit) {
                    let lastFound = await resolveFileIdInTree({
                      fs,
                      cache,
                      gitdir,
                      oid: lastCommit.commit.tree,
                      fileId: lastFileOid
                    });
                    if (Array.isArray(lastFound))
                      if (found = found.filter((p) => lastFound.indexOf(p) === -1), found.length === 1)
                        found = found[0], filepath = found, lastCommit && pushCommit(lastCommit);
                      else {
                        found = !1, lastCommit && pushCommit(lastCommit);
                        break;
                      }
                  }
                } else
                  filepath = found, lastCommit && pushCommit(lastCommit);
              if (!found) {
                if (isOk && lastFileOid && (pushCommit(lastCommit), !force))
                  break;
                if (!force && !follow) throw e;
              }
              lastCommit = commit2, isOk = !1;
            } else throw e;
          }
        } else
          pushCommit(commit2);
        if (depth !== void 0 && commits.length === depth) {
          endCommit(commit2);
          break;
        }
        if (!shallowCommits2.has(commit2.oid))
          for (let oid2 of commit2.commit.parent) {
            let commit3 = await _readCommit({ fs, cache, gitdir, oid: oid2 });
            tips.map((commit4) => commit4.oid).includes(commit3.oid) || tips.push(commit3);
          }
        tips.length === 0 && endCommit(commit2), tips.sort((a, b) => compareAge(a.commit, b.commit));
      }
      if (includeChanges)
        for (let commit2 of commits)
          commit2.commit.changes = await getChanges({
            fs,
            cache,
            gitdir,
            commit: commit2,
            shallow: shallowCommits2.has(commit2.oid)
          });
      return commits;
    }
    async function getChanges({ fs, cache, gitdir, commit: commit2, shallow }) {
      let parent = shallow || !commit2.commit.parent[0] ? "4b825dc642cb6eb9a060e54bf8d69288fbee4904" : commit2.commit.parent[0];
      return _walk({
        fs,
        cache,
        gitdir,
        trees: [TREE({ ref: commit2.oid }), TREE({ ref: parent })],
        map: async (filepath, [current, previous]) => {
          let [currentType, previousType] = await Promise.all([
            current && current.type(),
            previous && previous.type()
          ]);
          if (currentType === "tree")
            return previousType && previousType !== "tree" ? [null, await previous.oid(), filepath] : void 0;
          if (previousType === "tree")
            return currentType ? [await current.oid(), null, filepath] : void 0;
          let [newOid, oldOid] = await Promise.all([
            current ? current.oid() : null,
            previous ? previous.oid() : null
          ]);
          if (newOid !== oldOid)
            return [newOid, oldOid, filepath];
        }
      });
    }
    async function log({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      ref = "HEAD",
      depth,
      since,
      // Date
      author,
      force,
      follow,
      includeChanges = !1,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _log({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          filepath,
          ref,
          depth,
          since,
          author,
          force,
          follow,
          includeChanges
        });
      } catch (err) {
        throw err.caller = "git.log", err;
      }
    }
    async function merge({
      fs: _fs,
      onSign,
      dir,
      gitdir = join5(dir, ".git"),
      ours,
      theirs,
      fastForward: fastForward2 = !0,
      fastForwardOnly = !1,
      dryRun = !1,
      noUpdateBranch = !1,
      abortOnConflict = !0,
      message,
      author: _author,
      committer: _committer,
      signingKey,
      cache = {},
      mergeDriver,
      allowUnrelatedHistories = !1
    }) {
      try {
        assertParameter("fs", _fs), signingKey && assertParameter("onSign", onSign);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), author = await normalizeAuthorObject({
          fs,
          gitdir: updatedGitdir,
          author: _author
        });
        if (!author && (!fastForwardOnly || !fastForward2))
          throw new MissingNameError("author");
        let committer = await normalizeCommitterObject({
          fs,
          gitdir: updatedGitdir,
          author,
          committer: _committer
        });
        if (!committer && (!fastForwardOnly || !fastForward2))
          throw new MissingNameError("committer");
        return await _merge({
          fs,
          cache,
          dir,
          gitdir: updatedGitdir,
          ours,
          theirs,
          fastForward: fastForward2,
          fastForwardOnly,
          dryRun,
          noUpdateBranch,
          abortOnConflict,
          message,
          author,
          committer,
          signingKey,
          onSign,
          mergeDriver,
          allowUnrelatedHistories
        });
      } catch (err) {
        throw err.caller = "git.merge", err;
      }
    }
    var types = {
      commit: 16,
      tree: 32,
      blob: 48,
      tag: 64,
      ofs_delta: 96,
      ref_delta: 112
    };
    async function _pack({
      fs,
      cache,
      dir,
      gitdir = join5(dir, ".git"),
      oids
    }) {
      let hash = createSha1(), outputStream = [];
      function write(chunk, enc) {
        let buff = Buffer.from(chunk, enc);
        outputStream.push(buff), hash.update(buff);
      }
      async function writeObject2({ stype, object }) {
        let type = types[stype], length = object.length, multibyte = length > 15 ? 128 : 0, lastFour = length & 15;
        length = length >>> 4;
        let byte = (multibyte | type | lastFour).toString(16);
        for (write(byte, "hex"); multibyte; )
          multibyte = length > 127 ? 128 : 0, byte = multibyte | length & 127, write(padHex(2, byte), "hex"), length = length >>> 7;
        write(Buffer.from(await deflate(object)));
      }
      write("PACK"), write("00000002", "hex"), write(padHex(8, oids.length), "hex");
      for (let oid of oids) {
        let { type, object } = await _readObject({ fs, cache, gitdir, oid });
        await writeObject2({ write, object, stype: type });
      }
      let digest = hash.digest();
      return outputStream.push(digest), outputStream;
    }
    async function _packObjects({ fs, cache, gitdir, oids, write }) {
      let buffers = await _pack({ fs, cache, gitdir, oids }), packfile = Buffer.from(await collect(buffers)), filename = `pack-${packfile.slice(-20).toString("hex")}.pack`;
      return write ? (await fs.write(join5(gitdir, `objects/pack/${filename}`), packfile), { filename }) : {
        filename,
        packfile: new Uint8Array(packfile)
      };
    }
    async function packObjects({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oids,
      write = !1,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oids", oids);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _packObjects({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oids,
          write
        });
      } catch (err) {
        throw err.caller = "git.packObjects", err;
      }
    }
    async function pull({
      fs: _fs,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      url,
      remote,
      remoteRef,
      prune = !1,
      pruneTags = !1,
      fastForward: fastForward2 = !0,
      fastForwardOnly = !1,
      corsProxy,
      singleBranch,
      headers = {},
      author: _author,
      committer: _committer,
      signingKey,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), author = await normalizeAuthorObject({
          fs,
          gitdir: updatedGitdir,
          author: _author
        });
        if (!author) throw new MissingNameError("author");
        let committer = await normalizeCommitterObject({
          fs,
          gitdir: updatedGitdir,
          author,
          committer: _committer
        });
        if (!committer) throw new MissingNameError("committer");
        return await _pull({
          fs,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          dir,
          gitdir: updatedGitdir,
          ref,
          url,
          remote,
          remoteRef,
          fastForward: fastForward2,
          fastForwardOnly,
          corsProxy,
          singleBranch,
          headers,
          author,
          committer,
          signingKey,
          prune,
          pruneTags
        });
      } catch (err) {
        throw err.caller = "git.pull", err;
      }
    }
    async function listCommitsAndTags({
      fs,
      cache,
      dir,
      gitdir = join5(dir, ".git"),
      start,
      finish
    }) {
      let shallows = await GitShallowManager.read({ fs, gitdir }), startingSet = /* @__PURE__ */ new Set(), finishingSet = /* @__PURE__ */ new Set();
      for (let ref of start)
        startingSet.add(await GitRefManager.resolve({ fs, gitdir, ref }));
      for (let ref of finish)
        try {
          let oid = await GitRefManager.resolve({ fs, gitdir, ref });
          finishingSet.add(oid);
        } catch {
        }
      let visited = /* @__PURE__ */ new Set(), uninteresting = /* @__PURE__ */ new Set(), queue = [], timestamps = /* @__PURE__ */ new Map(), oldest;
      async function walk2(oid, isUninteresting = !1) {
        if (finishingSet.has(oid) && (isUninteresting = !0), uninteresting.has(oid) || !isUninteresting && visited.has(oid)) return;
        let result;
        try {
          result = await _readObject({ fs, cache, gitdir, oid });
        } catch (err) {
          if (isUninteresting) return;
          throw err;
        }
        let { type, object } = result;
        if ((!isUninteresting || visited.has(oid)) && (oldest = void 0), (isUninteresting ? uninteresting : visited).add(oid), type === "tag") {
          let commit2 = GitAnnotatedTag.from(object).headers().object;
          return walk2(commit2, isUninteresting);
        }
        if (type !== "commit") {
          if (isUninteresting) return;
          throw new ObjectTypeError(oid, type, "commit");
        }
        let {
          parent: parents,
          committer,
          author
        } = GitCommit.from(object).headers(), { timestamp = 0 } = committer || author || {};
        if (timestamps.set(oid, timestamp), !shallows.has(oid)) {
          let i = 0;
          for (; i < queue.length && queue[i].timestamp >= timestamp; ) i++;
          queue.splice(i, 0, { oid, timestamp, parents });
        }
      }
      function oldestInteresting() {
        if (oldest === void 0) {
          oldest = 1 / 0;
          for (let oid of visited)
            !uninteresting.has(oid) && timestamps.has(oid) && (oldest = Math.min(oldest, timestamps.get(oid)));
        }
        return oldest;
      }
      for (let oid of startingSet)
        await walk2(oid);
      for (; queue.some((entry) => !uninteresting.has(entry.oid)) || queue.length > 0 && queue[0].timestamp >= oldestInteresting(); ) {
        let { oid, parents } = queue.shift(), isUninteresting = uninteresting.has(oid);
        for (let parent of parents)
          await walk2(parent, isUninteresting);
      }
      for (let oid of uninteresting)
        visited.delete(oid);
      return visited;
    }
    async function listObjects({
      fs,
      cache,
      dir,
      gitdir = join5(dir, ".git"),
      oids
    }) {
      let visited = /* @__PURE__ */ new Set();
      async function walk2(oid) {
        if (visited.has(oid)) return;
        visited.add(oid);
        let { type, object } = await _readObject({ fs, cache, gitdir, oid });
        if (type === "tag") {
          let obj = GitAnnotatedTag.from(object).headers().object;
          await walk2(obj);
        } else if (type === "commit") {
          let tree = GitCommit.from(object).headers().tree;
          await walk2(tree);
        } else if (type === "tree") {
          let tree = GitTree.from(object);
          for (let entry of tree)
            entry.type === "blob" && visited.add(entry.oid), entry.type === "tree" && await walk2(entry.oid);
        }
      }
      for (let oid of oids)
        await walk2(oid);
      return visited;
    }
    async function parseReceivePackResponse(packfile) {
      let result = {}, response = "", read = GitPktLine.streamReader(packfile), line = await read();
      for (; line !== !0; )
        line !== null && (response += line.toString("utf8") + `
`), line = await read();
      let lines = response.toString("utf8").split(`
`);
      if (line = lines.shift(), !line.startsWith("unpack "))
        throw new ParseError('unpack ok" or "unpack [error message]', line);
      result.ok = line === "unpack ok", result.ok || (result.error = line.slice(7)), result.refs = {};
      for (let line2 of lines) {
        if (line2.trim() === "") continue;
        let status2 = line2.slice(0, 2), refAndMessage = line2.slice(3), space = refAndMessage.indexOf(" ");
        space === -1 && (space = refAndMessage.length);
        let ref = refAndMessage.slice(0, space), error = refAndMessage.slice(space + 1);
        result.refs[ref] = {
          ok: status2 === "ok",
          error
        };
      }
      return result;
    }
    async function writeReceivePackRequest({
      capabilities = [],
      triplets = []
    }) {
      let packstream = [], capsFirstLine = `\0 ${capabilities.join(" ")}`;
      for (let trip of triplets)
        packstream.push(
          GitPktLine.encode(
            `${trip.oldoid} ${trip.oid} ${trip.fullRef}${capsFirstLine}
`
          )
        ), capsFirstLine = "";
      return packstream.push(GitPktLine.flush()), packstream;
    }
    async function _push({
      fs,
      cache,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      onPrePush,
      gitdir,
      ref: _ref,
      remoteRef: _remoteRef,
      remote,
      url: _url,
      force = !1,
      delete: _delete = !1,
      corsProxy,
      headers = {},
      signal
    }) {
      let ref = _ref || await _currentBranch({ fs, gitdir });
      if (typeof ref > "u")
        throw new MissingParameterError("ref");
      let config = await GitConfigManager.get({ fs, gitdir });
      remote = remote || await config.get(`branch.${ref}.pushRemote`) || await config.get("remote.pushDefault") || await config.get(`branch.${ref}.remote`) || "origin";
      let url = _url || await config.get(`remote.${remote}.pushurl`) || await config.get(`remote.${remote}.url`);
      if (typeof url > "u")
        throw new MissingParameterError("remote OR url");
      let remoteRef = _remoteRef || await config.get(`branch.${ref}.merge`);
      if (typeof url > "u")
        throw new MissingParameterError("remoteRef");
      corsProxy === void 0 && (corsProxy = await config.get("http.corsProxy"));
      let fullRef = await GitRefManager.expand({ fs, gitdir, ref }), oid = _delete ? "0000000000000000000000000000000000000000" : await GitRefManager.resolve({ fs, gitdir, ref: fullRef }), GitRemoteHTTP2 = GitRemoteManager.getRemoteHelperFor({ url }), httpRemote = await GitRemoteHTTP2.discover({
        http,
        onAuth: addCredentialUsername({ config, onAuth }),
        onAuthSuccess,
        onAuthFailure: addCredentialUsername({ config, onAuth: onAuthFailure }),
        corsProxy,
        service: "git-receive-pack",
        url,
        headers,
        protocolVersion: 1,
        signal
      }), auth = httpRemote.auth, fullRemoteRef;
      if (!remoteRef)
        fullRemoteRef = fullRef;
      else
        try {
          fullRemoteRef = await GitRefManager.expandAgainstMap({
            ref: remoteRef,
            map: httpRemote.refs
          });
        } catch (err) {
          if (err instanceof NotFoundError)
            fullRemoteRef = remoteRef.startsWith("refs/") ? remoteRef : `refs/heads/${remoteRef}`;
          else
            throw err;
        }
      let oldoid = httpRemote.refs.get(fullRemoteRef) || "0000000000000000000000000000000000000000";
      if (onPrePush && !await onPrePush({
        remote,
        url,
        localRef: { ref: _delete ? "(delete)" : fullRef, oid },
        remoteRef: { ref: fullRemoteRef, oid: oldoid }
      }))
        throw new UserCanceledError();
      let thinPack = !httpRemote.capabilities.has("no-thin"), objects = /* @__PURE__ */ new Set();
      if (!_delete) {
        let finish = [...httpRemote.refs.values()], skipObjects = /* @__PURE__ */ new Set();
        if (oldoid !== "0000000000000000000000000000000000000000") {
          let mergebase = [];
          try {
            mergebase = await _findMergeBase({
              fs,
              cache,
              gitdir,
              oids: [oid, oldoid]
            });
          } catch {
            mergebase = [];
          }
          for (let oid2 of mergebase) finish.push(oid2);
          thinPack && (skipObjects = await listObjects({ fs, cache, gitdir, oids: mergebase }));
        }
        if (!finish.includes(oid)) {
          let commits = await listCommitsAndTags({
            fs,
            cache,
            gitdir,
            start: [oid],
            finish
          });
          objects = await listObjects({ fs, cache, gitdir, oids: commits });
        }
        if (thinPack) {
          try {
            let ref2 = await GitRefManager.resolve({
              fs,
              gitdir,
              ref: `refs/remotes/${remote}/HEAD`,
              depth: 2
            }), { oid: oid2 } = await GitRefManager.resolveAgainstMap({
              ref: ref2.replace(`refs/remotes/${remote}/`, ""),
              fullref: ref2,
              map: httpRemote.refs
            }), oids = [oid2];
            for (let oid3 of await listObjects({ fs, cache, gitdir, oids }))
              skipObjects.add(oid3);
          } catch {
          }
          for (let oid2 of skipObjects)
            objects.delete(oid2);
        }
        if (oid === oldoid && (force = !0), !force) {
          if (fullRef.startsWith("refs/tags") && oldoid !== "0000000000000000000000000000000000000000")
            throw new PushRejectedError("tag-exists");
          if (oid !== "0000000000000000000000000000000000000000" && oldoid !== "0000000000000000000000000000000000000000" && !await _isDescendent({
            fs,
            cache,
            gitdir,
            oid,
            ancestor: oldoid,
            depth: -1
          }))
            throw new PushRejectedError("not-fast-forward");
        }
      }
      let capabilities = filterCapabilities(
        [...httpRemote.capabilities],
        ["report-status", "side-band-64k", `agent=${pkg.agent}`]
      ), packstream1 = await writeReceivePackRequest({
        capabilities,
        triplets: [{ oldoid, oid, fullRef: fullRemoteRef }]
      }), packstream2 = _delete ? [] : await _pack({
        fs,
        cache,
        gitdir,
        oids: [...objects]
      }), res = await GitRemoteHTTP2.connect({
        http,
        onProgress,
        corsProxy,
        service: "git-receive-pack",
        url,
        auth,
        headers,
        body: [...packstream1, ...packstream2],
        signal
      }), { packfile, progress } = await GitSideBand.demux(res.body);
      if (onMessage) {
        let lines = splitLines2(progress);
        forAwait(lines, async (line) => {
          await onMessage(line);
        });
      }
      let result = await parseReceivePackResponse(packfile);
      if (res.headers && (result.headers = res.headers), remote && result.ok && result.refs[fullRemoteRef].ok && !fullRef.startsWith("refs/tags")) {
        let ref2 = `refs/remotes/${remote}/${fullRemoteRef.replace(
          "refs/heads/",
          ""
        )}`;
        _delete ? await GitRefManager.deleteRef({ fs, gitdir, ref: ref2 }) : await GitRefManager.writeRef({ fs, gitdir, ref: ref2, value: oid });
      }
      if (result.ok && Object.values(result.refs).every((result2) => result2.ok))
        return result;
      {
        let prettyDetails = Object.entries(result.refs).filter(([k, v]) => !v.ok).map(([k, v]) => `
  - ${k}: ${v.error}`).join("");
        throw new GitPushError(prettyDetails, result);
      }
    }
    async function push({
      fs,
      http,
      onProgress,
      onMessage,
      onAuth,
      onAuthSuccess,
      onAuthFailure,
      onPrePush,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      remoteRef,
      remote = "origin",
      url,
      force = !1,
      delete: _delete = !1,
      corsProxy,
      headers = {},
      cache = {},
      signal
    }) {
      try {
        assertParameter("fs", fs), assertParameter("http", http), assertParameter("gitdir", gitdir);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _push({
          fs: fsp3,
          cache,
          http,
          onProgress,
          onMessage,
          onAuth,
          onAuthSuccess,
          onAuthFailure,
          onPrePush,
          gitdir: updatedGitdir,
          ref,
          remoteRef,
          remote,
          url,
          force,
          delete: _delete,
          corsProxy,
          headers,
          signal
        });
      } catch (err) {
        throw err.caller = "git.push", err;
      }
    }
    async function resolveBlob({ fs, cache, gitdir, oid }) {
      let { type, object } = await _readObject({ fs, cache, gitdir, oid });
      if (type === "tag")
        return oid = GitAnnotatedTag.from(object).parse().object, resolveBlob({ fs, cache, gitdir, oid });
      if (type !== "blob")
        throw new ObjectTypeError(oid, type, "blob");
      return { oid, blob: new Uint8Array(object) };
    }
    async function _readBlob({
      fs,
      cache,
      gitdir,
      oid,
      filepath = void 0
    }) {
      return filepath !== void 0 && (oid = await resolveFilepath({ fs, cache, gitdir, oid, filepath })), await resolveBlob({
        fs,
        cache,
        gitdir,
        oid
      });
    }
    async function readBlob({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      filepath,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _readBlob({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid,
          filepath
        });
      } catch (err) {
        throw err.caller = "git.readBlob", err;
      }
    }
    async function readCommit2({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _readCommit({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid
        });
      } catch (err) {
        throw err.caller = "git.readCommit", err;
      }
    }
    async function _readNote({
      fs,
      cache,
      gitdir,
      ref = "refs/notes/commits",
      oid
    }) {
      let parent = await GitRefManager.resolve({ gitdir, fs, ref }), { blob } = await _readBlob({
        fs,
        cache,
        gitdir,
        oid: parent,
        filepath: oid
      });
      return blob;
    }
    async function readNote({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref = "refs/notes/commits",
      oid,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _readNote({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          ref,
          oid
        });
      } catch (err) {
        throw err.caller = "git.readNote", err;
      }
    }
    async function readObject({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      format = "parsed",
      filepath = void 0,
      encoding = void 0,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        filepath !== void 0 && (oid = await resolveFilepath({
          fs,
          cache,
          gitdir: updatedGitdir,
          oid,
          filepath
        }));
        let result = await _readObject({
          fs,
          cache,
          gitdir: updatedGitdir,
          oid,
          format: format === "parsed" ? "content" : format
        });
        if (result.oid = oid, format === "parsed")
          switch (result.format = "parsed", result.type) {
            case "commit":
              result.object = GitCommit.from(result.object).parse();
              break;
            case "tree":
              result.object = GitTree.from(result.object).entries();
              break;
            case "blob":
              encoding ? result.object = result.object.toString(encoding) : (result.object = new Uint8Array(result.object), result.format = "content");
              break;
            case "tag":
              result.object = GitAnnotatedTag.from(result.object).parse();
              break;
            default:
              throw new ObjectTypeError(
                result.oid,
                result.type,
                "blob|commit|tag|tree"
              );
          }
        else (result.format === "deflated" || result.format === "wrapped") && (result.type = result.format);
        return result;
      } catch (err) {
        throw err.caller = "git.readObject", err;
      }
    }
    async function _readTag({ fs, cache, gitdir, oid }) {
      let { type, object } = await _readObject({
        fs,
        cache,
        gitdir,
        oid,
        format: "content"
      });
      if (type !== "tag")
        throw new ObjectTypeError(oid, type, "tag");
      let tag2 = GitAnnotatedTag.from(object);
      return {
        oid,
        tag: tag2.parse(),
        payload: tag2.payload()
      };
    }
    async function readTag({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _readTag({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid
        });
      } catch (err) {
        throw err.caller = "git.readTag", err;
      }
    }
    async function readTree2({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      oid,
      filepath = void 0,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _readTree({
          fs: fsp3,
          cache,
          gitdir: updatedGitdir,
          oid,
          filepath
        });
      } catch (err) {
        throw err.caller = "git.readTree", err;
      }
    }
    async function remove({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fsp3 = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        await GitIndexManager.acquire(
          { fs: fsp3, gitdir: updatedGitdir, cache },
          async function(index2) {
            let filepaths = Array.isArray(filepath) ? filepath : [filepath];
            for (let currentFilepath of filepaths)
              index2.delete({ filepath: currentFilepath });
          }
        );
      } catch (err) {
        throw err.caller = "git.remove", err;
      }
    }
    async function _removeNote({
      fs,
      cache,
      onSign,
      gitdir,
      ref = "refs/notes/commits",
      oid,
      author,
      committer,
      signingKey
    }) {
      let parent;
      try {
        parent = await GitRefManager.resolve({ gitdir, fs, ref });
      } catch (err) {
        if (!(err instanceof NotFoundError))
          throw err;
      }
      let tree = (await _readTree({
        fs,
        cache,
        gitdir,
        oid: parent || "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
      })).tree;
      tree = tree.filter((entry) => entry.path !== oid);
      let treeOid = await _writeTree({
        fs,
        gitdir,
        tree
      });
      return await _commit({
        fs,
        cache,
        onSign,
        gitdir,
        ref,
        tree: treeOid,
        parent: parent && [parent],
        message: `Note removed by 'isomorphic-git removeNote'
`,
        author,
        committer,
        signingKey
      });
    }
    async function removeNote({
      fs: _fs,
      onSign,
      dir,
      gitdir = join5(dir, ".git"),
      ref = "refs/notes/commits",
      oid,
      author: _author,
      committer: _committer,
      signingKey,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("oid", oid);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), author = await normalizeAuthorObject({
          fs,
          gitdir: updatedGitdir,
          author: _author
        });
        if (!author) throw new MissingNameError("author");
        let committer = await normalizeCommitterObject({
          fs,
          gitdir: updatedGitdir,
          author,
          committer: _committer
        });
        if (!committer) throw new MissingNameError("committer");
        return await _removeNote({
          fs,
          cache,
          onSign,
          gitdir: updatedGitdir,
          ref,
          oid,
          author,
          committer,
          signingKey
        });
      } catch (err) {
        throw err.caller = "git.removeNote", err;
      }
    }
    async function _renameBranch({
      fs,
      gitdir,
      oldref,
      ref,
      checkout: checkout2 = !1
    }) {
      if (!isValidRef(ref, !0))
        throw new InvalidRefNameError(ref, cleanGitRef.clean(ref));
      if (!isValidRef(oldref, !0))
        throw new InvalidRefNameError(oldref, cleanGitRef.clean(oldref));
      let fulloldref = `refs/heads/${oldref}`, fullnewref = `refs/heads/${ref}`;
      if (await GitRefManager.exists({ fs, gitdir, ref: fullnewref }))
        throw new AlreadyExistsError("branch", ref, !1);
      let value = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: fulloldref,
        depth: 1
      });
      await GitRefManager.writeRef({ fs, gitdir, ref: fullnewref, value }), await GitRefManager.deleteRef({ fs, gitdir, ref: fulloldref });
      let isCurrentBranch = await _currentBranch({
        fs,
        gitdir,
        fullname: !0
      }) === fulloldref;
      (checkout2 || isCurrentBranch) && await GitRefManager.writeSymbolicRef({
        fs,
        gitdir,
        ref: "HEAD",
        value: fullnewref
      });
    }
    async function renameBranch({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      oldref,
      checkout: checkout2 = !1
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref), assertParameter("oldref", oldref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _renameBranch({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref,
          oldref,
          checkout: checkout2
        });
      } catch (err) {
        throw err.caller = "git.renameBranch", err;
      }
    }
    async function hashObject$1({ gitdir, type, object }) {
      return shasum(GitObject.wrap({ type, object }));
    }
    async function resetIndex({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      ref,
      cache = {}
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), oid, workdirOid;
        try {
          oid = await GitRefManager.resolve({
            fs,
            gitdir: updatedGitdir,
            ref: ref || "HEAD"
          });
        } catch (e) {
          if (ref || !(e instanceof NotFoundError)) throw e;
        }
        if (oid)
          try {
            oid = await resolveFilepath({
              fs,
              cache,
              gitdir: updatedGitdir,
              oid,
              filepath
            });
          } catch (e) {
            if (!(e instanceof NotFoundError) && !(e instanceof InvalidFilepathError) && !(e instanceof ObjectTypeError && e.data.filepath))
              throw e;
            oid = null;
          }
        let stats = {
          ctime: /* @__PURE__ */ new Date(0),
          mtime: /* @__PURE__ */ new Date(0),
          dev: 0,
          ino: 0,
          mode: 0,
          uid: 0,
          gid: 0,
          size: 0
        }, object = dir && await fs.read(join5(dir, filepath));
        object && (workdirOid = await hashObject$1({
          gitdir: updatedGitdir,
          type: "blob",
          object
        }), oid === workdirOid && (stats = await fs.lstat(join5(dir, filepath)))), await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async function(index2) {
            index2.delete({ filepath }), oid && index2.insert({ filepath, stats, oid });
          }
        );
      } catch (err) {
        throw err.caller = "git.reset", err;
      }
    }
    async function resolveRef2({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      depth
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await GitRefManager.resolve({
          fs: fsp3,
          gitdir: updatedGitdir,
          ref,
          depth
        });
      } catch (err) {
        throw err.caller = "git.resolveRef", err;
      }
    }
    async function setConfig({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      path,
      value,
      append = !1
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("path", path);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), config = await GitConfigManager.get({ fs, gitdir: updatedGitdir });
        append ? await config.append(path, value) : await config.set(path, value), await GitConfigManager.save({ fs, gitdir: updatedGitdir, config });
      } catch (err) {
        throw err.caller = "git.setConfig", err;
      }
    }
    async function _writeCommit({ fs, gitdir, commit: commit2 }) {
      let object = GitCommit.from(commit2).toObject();
      return await _writeObject({
        fs,
        gitdir,
        type: "commit",
        object,
        format: "content"
      });
    }
    var GitRefStash = class _GitRefStash {
      // constructor removed
      static get timezoneOffsetForRefLogEntry() {
        let offsetMinutes = (/* @__PURE__ */ new Date()).getTimezoneOffset(), offsetHours = Math.abs(Math.floor(offsetMinutes / 60)), offsetMinutesFormatted = Math.abs(offsetMinutes % 60).toString().padStart(2, "0");
        return `${offsetMinutes > 0 ? "-" : "+"}${offsetHours.toString().padStart(2, "0")}${offsetMinutesFormatted}`;
      }
      static createStashReflogEntry(author, stashCommit, message) {
        let nameNoSpace = author.name.replace(/\s/g, ""), z40 = "0000000000000000000000000000000000000000", timestamp = Math.floor(Date.now() / 1e3), timezoneOffset = _GitRefStash.timezoneOffsetForRefLogEntry;
        return `${z40} ${stashCommit} ${nameNoSpace} ${author.email} ${timestamp} ${timezoneOffset}	${message}
`;
      }
      static getStashReflogEntry(reflogString, parsed = !1) {
        return reflogString.split(`
`).filter((l) => l).reverse().map(
          (line, idx) => parsed ? `stash@{${idx}}: ${line.split("	")[1]}` : line
        );
      }
    }, GitStashManager = class _GitStashManager {
      /**
       * Creates an instance of GitStashManager.
       *
       * @param {Object} args
       * @param {FSClient} args.fs - A file system implementation.
       * @param {string} args.dir - The working directory.
       * @param {string}[args.gitdir=join(dir, '.git')] - [required] The [git directory](dir-vs-gitdir.md) path
       */
      constructor({ fs, dir, gitdir = join5(dir, ".git") }) {
        Object.assign(this, {
          fs,
          dir,
          gitdir,
          _author: null
        });
      }
      /**
       * Gets the reference name for the stash.
       *
       * @returns {string} - The stash reference name.
       */
      static get refStash() {
        return "refs/stash";
      }
      /**
       * Gets the reference name for the stash reflogs.
       *
       * @returns {string} - The stash reflogs reference name.
       */
      static get refLogsStash() {
        return "logs/refs/stash";
      }
      /**
       * Gets the file path for the stash reference.
       *
       * @returns {string} - The file path for the stash reference.
       */
      get refStashPath() {
        return join5(this.gitdir, _GitStashManager.refStash);
      }
      /**
       * Gets the file path for the stash reflogs.
       *
       * @returns {string} - The file path for the stash reflogs.
       */
      get refLogsStashPath() {
        return join5(this.gitdir, _GitStashManager.refLogsStash);
      }
      /**
       * Retrieves the author information for the stash.
       *
       * @returns {Promise<Object>} - The author object.
       * @throws {MissingNameError} - If the author name is missing.
       */
      async getAuthor() {
        if (!this._author && (this._author = await normalizeAuthorObject({
          fs: this.fs,
          gitdir: this.gitdir,
          author: {}
        }), !this._author))
          throw new MissingNameError("author");
        return this._author;
      }
      /**
       * Gets the SHA of a stash entry by its index.
       *
       * @param {number} refIdx - The index of the stash entry.
       * @param {string[]} [stashEntries] - Optional preloaded stash entries.
       * @returns {Promise<string|null>} - The SHA of the stash entry or `null` if not found.
       */
      async getStashSHA(refIdx, stashEntries) {
        return await this.fs.exists(this.refStashPath) ? (stashEntries || await this.readStashReflogs({ parsed: !1 }))[refIdx].split(" ")[1] : null;
      }
      /**
       * Writes a stash commit to the repository.
       *
       * @param {Object} args
       * @param {string} args.message - The commit message.
       * @param {string} args.tree - The tree object ID.
       * @param {string[]} args.parent - The parent commit object IDs.
       * @returns {Promise<string>} - The object ID of the written commit.
       */
      async writeStashCommit({ message, tree, parent }) {
        return _writeCommit({
          fs: this.fs,
          gitdir: this.gitdir,
          commit: {
            message,
            tree,
            parent,
            author: await this.getAuthor(),
            committer: await this.getAuthor()
          }
        });
      }
      /**
       * Reads a stash commit by its index.
       *
       * @param {number} refIdx - The index of the stash entry.
       * @returns {Promise<Object>} - The stash commit object.
       * @throws {InvalidRefNameError} - If the index is invalid.
       */
      async readStashCommit(refIdx) {
        let stashEntries = await this.readStashReflogs({ parsed: !1 });
        if (refIdx !== 0 && (refIdx < 0 || refIdx > stashEntries.length - 1))
          throw new InvalidRefNameError(
            `stash@${refIdx}`,
            "number that is in range of [0, num of stash pushed]"
          );
        let stashSHA = await this.getStashSHA(refIdx, stashEntries);
        return stashSHA ? _readCommit({
          fs: this.fs,
          cache: {},
          gitdir: this.gitdir,
          oid: stashSHA
        }) : {};
      }
      /**
       * Writes a stash reference to the repository.
       *
       * @param {string} stashCommit - The object ID of the stash commit.
       * @returns {Promise<void>}
       */
      async writeStashRef(stashCommit) {
        return GitRefManager.writeRef({
          fs: this.fs,
          gitdir: this.gitdir,
          ref: _GitStashManager.refStash,
          value: stashCommit
        });
      }
      /**
       * Writes a reflog entry for a stash commit.
       *
       * @param {Object} args
       * @param {string} args.stashCommit - The object ID of the stash commit.
       * @param {string} args.message - The reflog message.
       * @returns {Promise<void>}
       */
      async writeStashReflogEntry({ stashCommit, message }) {
        let author = await this.getAuthor(), entry = GitRefStash.createStashReflogEntry(
          author,
          stashCommit,
          message
        ), filepath = this.refLogsStashPath;
        await acquireLock(filepath, async () => {
          let appendTo = await this.fs.exists(filepath) ? await this.fs.read(filepath, "utf8") : "";
          await this.fs.write(filepath, appendTo + entry, "utf8");
        });
      }
      /**
       * Reads the stash reflogs.
       *
       * @param {Object} args
       * @param {boolean} [args.parsed=false] - Whether to parse the reflog entries.
       * @returns {Promise<string[]|Object[]>} - The reflog entries as strings or parsed objects.
       */
      async readStashReflogs({ parsed = !1 }) {
        if (!await this.fs.exists(this.refLogsStashPath))
          return [];
        let reflogString = await this.fs.read(this.refLogsStashPath, "utf8");
        return GitRefStash.getStashReflogEntry(reflogString, parsed);
      }
    };
    async function _createStashCommit({ fs, dir, gitdir, message = "" }) {
      let stashMgr = new GitStashManager({ fs, dir, gitdir });
      await stashMgr.getAuthor();
      let branch2 = await _currentBranch({
        fs,
        gitdir,
        fullname: !1
      }), headCommit = await GitRefManager.resolve({
        fs,
        gitdir,
        ref: "HEAD"
      }), headMsg = (await readCommit2({ fs, dir, gitdir, oid: headCommit })).commit.message, stashCommitParents = [headCommit], stashCommitTree = null, workDirCompareBase = TREE({ ref: "HEAD" }), indexTree = await writeTreeChanges({
        fs,
        dir,
        gitdir,
        treePair: [TREE({ ref: "HEAD" }), "stage"]
      });
      if (indexTree) {
        let stashCommitOne = await stashMgr.writeStashCommit({
          message: `stash-Index: WIP on ${branch2} - ${(/* @__PURE__ */ new Date()).toISOString()}`,
          tree: indexTree,
          parent: stashCommitParents
        });
        stashCommitParents.push(stashCommitOne), stashCommitTree = indexTree, workDirCompareBase = STAGE();
      }
      let workingTree = await writeTreeChanges({
        fs,
        dir,
        gitdir,
        treePair: [workDirCompareBase, "workdir"]
      });
      if (workingTree) {
        let workingHeadCommit = await stashMgr.writeStashCommit({
          message: `stash-WorkDir: WIP on ${branch2} - ${(/* @__PURE__ */ new Date()).toISOString()}`,
          tree: workingTree,
          parent: [stashCommitParents[stashCommitParents.length - 1]]
        });
        stashCommitParents.push(workingHeadCommit), stashCommitTree = workingTree;
      }
      if (!stashCommitTree || !indexTree && !workingTree)
        throw new NotFoundError("changes, nothing to stash");
      let stashMsg = (message.trim() || `WIP on ${branch2}`) + `: ${headCommit.substring(0, 7)} ${headMsg}`;
      return { stashCommit: await stashMgr.writeStashCommit({
        message: stashMsg,
        tree: stashCommitTree,
        parent: stashCommitParents
      }), stashMsg, branch: branch2, stashMgr };
    }
    async function _stashPush({ fs, dir, gitdir, message = "" }) {
      let { stashCommit, stashMsg, branch: branch2, stashMgr } = await _createStashCommit({
        fs,
        dir,
        gitdir,
        message
      });
      return await stashMgr.writeStashRef(stashCommit), await stashMgr.writeStashReflogEntry({
        stashCommit,
        message: stashMsg
      }), await checkout({
        fs,
        dir,
        gitdir,
        ref: branch2,
        track: !1,
        force: !0
        // force checkout to discard changes
      }), stashCommit;
    }
    async function _stashCreate({ fs, dir, gitdir, message = "" }) {
      let { stashCommit } = await _createStashCommit({
        fs,
        dir,
        gitdir,
        message
      });
      return stashCommit;
    }
    async function _stashApply({ fs, dir, gitdir, refIdx = 0 }) {
      let stashCommit = await new GitStashManager({ fs, dir, gitdir }).readStashCommit(refIdx), { parent: stashParents = null } = stashCommit.commit ? stashCommit.commit : {};
      if (!(!stashParents || !Array.isArray(stashParents)))
        for (let i = 0; i < stashParents.length - 1; i++) {
          let wasStaged = (await _readCommit({
            fs,
            cache: {},
            gitdir,
            oid: stashParents[i + 1]
          })).commit.message.startsWith("stash-Index");
          await applyTreeChanges({
            fs,
            dir,
            gitdir,
            stashCommit: stashParents[i + 1],
            parentCommit: stashParents[i],
            wasStaged
          });
        }
    }
    async function _stashDrop({ fs, dir, gitdir, refIdx = 0 }) {
      let stashMgr = new GitStashManager({ fs, dir, gitdir });
      if (!(await stashMgr.readStashCommit(refIdx)).commit)
        return;
      let stashRefPath = stashMgr.refStashPath;
      await acquireLock(stashRefPath, async () => {
        await fs.exists(stashRefPath) && await fs.rm(stashRefPath);
      });
      let reflogEntries = await stashMgr.readStashReflogs({ parsed: !1 });
      if (!reflogEntries.length)
        return;
      reflogEntries.splice(refIdx, 1);
      let stashReflogPath = stashMgr.refLogsStashPath;
      await acquireLock(stashReflogPath, async () => {
        if (reflogEntries.length) {
          await fs.write(
            stashReflogPath,
            reflogEntries.reverse().join(`
`) + `
`,
            "utf8"
          );
          let lastStashCommit = reflogEntries[reflogEntries.length - 1].split(" ")[1];
          await stashMgr.writeStashRef(lastStashCommit);
        } else
          await fs.rm(stashReflogPath);
      });
    }
    async function _stashList({ fs, dir, gitdir }) {
      return new GitStashManager({ fs, dir, gitdir }).readStashReflogs({ parsed: !0 });
    }
    async function _stashClear({ fs, dir, gitdir }) {
      let stashMgr = new GitStashManager({ fs, dir, gitdir }), stashRefPath = [stashMgr.refStashPath, stashMgr.refLogsStashPath];
      await acquireLock(stashRefPath, async () => {
        await Promise.all(
          stashRefPath.map(async (path) => {
            if (await fs.exists(path))
              return fs.rm(path);
          })
        );
      });
    }
    async function _stashPop({ fs, dir, gitdir, refIdx = 0 }) {
      await _stashApply({ fs, dir, gitdir, refIdx }), await _stashDrop({ fs, dir, gitdir, refIdx });
    }
    async function stash({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      op = "push",
      message = "",
      refIdx = 0
    }) {
      assertParameter("fs", fs), assertParameter("dir", dir), assertParameter("gitdir", gitdir), assertParameter("op", op);
      let stashMap = {
        push: _stashPush,
        apply: _stashApply,
        drop: _stashDrop,
        list: _stashList,
        clear: _stashClear,
        pop: _stashPop,
        create: _stashCreate
      }, opsNeedRefIdx = ["apply", "drop", "pop"];
      try {
        let _fs = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: _fs, dotgit: gitdir });
        ["refs", "logs", "logs/refs"].map((f) => join5(updatedGitdir, f)).forEach(async (folder) => {
          await _fs.exists(folder) || await _fs.mkdir(folder);
        });
        let opFunc = stashMap[op];
        if (opFunc) {
          if (opsNeedRefIdx.includes(op) && refIdx < 0)
            throw new InvalidRefNameError(
              `stash@${refIdx}`,
              "number that is in range of [0, num of stash pushed]"
            );
          return await opFunc({
            fs: _fs,
            dir,
            gitdir: updatedGitdir,
            message,
            refIdx
          });
        }
        throw new Error(`To be implemented: ${op}`);
      } catch (err) {
        throw err.caller = "git.stash", err;
      }
    }
    async function status({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      filepath,
      cache = {},
      refresh = !0
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), headTree = await getHeadTree({ fs, cache, gitdir: updatedGitdir }), treeOid = await getOidAtPath({
          fs,
          cache,
          gitdir: updatedGitdir,
          tree: headTree,
          path: filepath
        }), indexEntry = await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async function(index2) {
            for (let entry of index2)
              if (entry.path === filepath) return entry;
            return null;
          }
        );
        if (treeOid === null && indexEntry === null && await GitIgnoreManager.isIgnored({
          fs,
          gitdir: updatedGitdir,
          dir,
          filepath
        }))
          return "ignored";
        let stats = await fs.lstat(join5(dir, filepath)), H = treeOid !== null, I = indexEntry !== null, W = stats !== null && (H || I || await hasExactCasePath({ fs, dir, filepath })), getWorkdirOid = async () => {
          if (I && !compareStats(indexEntry, stats))
            return indexEntry.oid;
          {
            let autocrlf = await (await GitConfigManager.get({ fs, gitdir: updatedGitdir })).get("core.autocrlf"), object = await fs.read(join5(dir, filepath), { autocrlf }), workdirOid = await hashObject$1({
              gitdir: updatedGitdir,
              type: "blob",
              object
            });
            return refresh && I && !indexEntry.flags.intentToAdd && indexEntry.oid === workdirOid && stats.size !== -1 && await GitIndexManager.acquire(
              { fs, gitdir: updatedGitdir, cache },
              async function(index2) {
                index2.insert({ filepath, stats, oid: workdirOid });
              }
            ), workdirOid;
          }
        };
        if (!H && !W && !I) return "absent";
        if (!H && !W && I) return "*absent";
        if (!H && W && !I) return "*added";
        if (!H && W && I)
          return await getWorkdirOid() === indexEntry.oid ? "added" : "*added";
        if (H && !W && !I) return "deleted";
        if (H && !W && I)
          return treeOid === indexEntry.oid, "*deleted";
        if (H && W && !I)
          return await getWorkdirOid() === treeOid ? "*undeleted" : "*undeletemodified";
        if (H && W && I) {
          let workdirOid = await getWorkdirOid();
          return workdirOid === treeOid ? workdirOid === indexEntry.oid ? "unmodified" : "*unmodified" : workdirOid === indexEntry.oid ? "modified" : "*modified";
        }
      } catch (err) {
        throw err.caller = "git.status", err;
      }
    }
    async function hasExactCasePath({ fs, dir, filepath }) {
      let segments = filepath.replace(/\\/g, "/").split("/").filter((segment) => segment !== "" && segment !== "."), parent = dir;
      for (let segment of segments) {
        let entries;
        try {
          entries = await fs._readdir(parent);
        } catch (err) {
          if (err.code === "ENOENT" || err.code === "ENOTDIR") return !1;
          throw err;
        }
        if (!entries.some((entry) => entry.normalize() === segment.normalize()))
          return !1;
        parent = join5(parent, segment);
      }
      return !0;
    }
    async function getOidAtPath({ fs, cache, gitdir: updatedGitdir, tree, path }) {
      typeof path == "string" && (path = path.split("/"));
      let dirname2 = path.shift();
      for (let entry of tree)
        if (entry.path === dirname2) {
          if (path.length === 0)
            return entry.oid;
          let { type, object } = await _readObject({
            fs,
            cache,
            gitdir: updatedGitdir,
            oid: entry.oid
          });
          if (type === "tree") {
            let tree2 = GitTree.from(object);
            return getOidAtPath({ fs, cache, gitdir: updatedGitdir, tree: tree2, path });
          }
          if (type === "blob")
            throw new ObjectTypeError(entry.oid, type, "blob", path.join("/"));
        }
      return null;
    }
    async function getHeadTree({ fs, cache, gitdir: updatedGitdir }) {
      let oid;
      try {
        oid = await GitRefManager.resolve({
          fs,
          gitdir: updatedGitdir,
          ref: "HEAD"
        });
      } catch (e) {
        if (e instanceof NotFoundError)
          return [];
        throw e;
      }
      let { tree } = await _readTree({ fs, cache, gitdir: updatedGitdir, oid });
      return tree;
    }
    async function statusMatrix2({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref = "HEAD",
      filepaths = ["."],
      filter,
      cache = {},
      ignored: shouldIgnore = !1,
      refresh = !0
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        return await _walk({
          fs,
          cache,
          dir,
          gitdir: updatedGitdir,
          trees: [TREE({ ref }), WORKDIR({ refresh }), STAGE()],
          map: async function(filepath, [head, workdir, stage]) {
            if (!head && !stage && workdir && !shouldIgnore && await GitIgnoreManager.isIgnored({
              fs,
              dir,
              filepath
            }) || !filepaths.some((base) => worthWalking(filepath, base)))
              return null;
            if (filter && !filter(filepath))
              return;
            let [headType, workdirType, stageType] = await Promise.all([
              head && head.type(),
              workdir && workdir.type(),
              stage && stage.type()
            ]), isBlob = [headType, workdirType, stageType].includes("blob");
            if ((headType === "tree" || headType === "special") && !isBlob) return;
            if (headType === "commit") return null;
            if ((workdirType === "tree" || workdirType === "special") && !isBlob)
              return;
            if (stageType === "commit") return null;
            if ((stageType === "tree" || stageType === "special") && !isBlob) return;
            let headOid = headType === "blob" ? await head.oid() : void 0, stageOid = stageType === "blob" ? await stage.oid() : void 0, workdirOid;
            headType !== "blob" && workdirType === "blob" && stageType !== "blob" ? workdirOid = "42" : workdirType === "blob" && (workdirOid = await workdir.oid());
            let entry = [void 0, headOid, workdirOid, stageOid], result = entry.map((value) => entry.indexOf(value));
            return result.shift(), [filepath, ...result];
          }
        });
      } catch (err) {
        throw err.caller = "git.statusMatrix", err;
      }
    }
    async function tag({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      object,
      force = !1
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref);
        let fs = new FileSystem(_fs);
        if (ref === void 0)
          throw new MissingParameterError("ref");
        ref = ref.startsWith("refs/tags/") ? ref : `refs/tags/${ref}`;
        let updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir }), value = await GitRefManager.resolve({
          fs,
          gitdir: updatedGitdir,
          ref: object || "HEAD"
        });
        if (!force && await GitRefManager.exists({ fs, gitdir: updatedGitdir, ref }))
          throw new AlreadyExistsError("tag", ref);
        await GitRefManager.writeRef({ fs, gitdir: updatedGitdir, ref, value });
      } catch (err) {
        throw err.caller = "git.tag", err;
      }
    }
    async function updateIndex$1({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      cache = {},
      filepath,
      oid,
      mode,
      add: add2,
      remove: remove2,
      force
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("filepath", filepath);
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        if (remove2)
          return await GitIndexManager.acquire(
            { fs, gitdir: updatedGitdir, cache },
            async function(index2) {
              if (!force) {
                let fileStats2 = await fs.lstat(join5(dir, filepath));
                if (fileStats2) {
                  if (fileStats2.isDirectory())
                    throw new InvalidFilepathError("directory");
                  return;
                }
              }
              index2.has({ filepath }) && index2.delete({
                filepath
              });
            }
          );
        let fileStats;
        if (!oid) {
          if (fileStats = await fs.lstat(join5(dir, filepath)), !fileStats)
            throw new NotFoundError(
              `file at "${filepath}" on disk and "remove" not set`
            );
          if (fileStats.isDirectory())
            throw new InvalidFilepathError("directory");
        }
        return await GitIndexManager.acquire(
          { fs, gitdir: updatedGitdir, cache },
          async function(index2) {
            if (!add2 && !index2.has({ filepath }))
              throw new NotFoundError(
                `file at "${filepath}" in index and "add" not set`
              );
            let stats;
            if (oid)
              stats = {
                ctime: /* @__PURE__ */ new Date(0),
                mtime: /* @__PURE__ */ new Date(0),
                dev: 0,
                ino: 0,
                mode,
                uid: 0,
                gid: 0,
                size: 0
              };
            else {
              stats = fileStats;
              let object = stats.isSymbolicLink() ? await fs.readlink(join5(dir, filepath)) : await fs.read(join5(dir, filepath));
              oid = await _writeObject({
                fs,
                gitdir: updatedGitdir,
                type: "blob",
                format: "content",
                object
              });
            }
            return index2.insert({
              filepath,
              oid,
              stats
            }), oid;
          }
        );
      } catch (err) {
        throw err.caller = "git.updateIndex", err;
      }
    }
    function version() {
      try {
        return pkg.version;
      } catch (err) {
        throw err.caller = "git.version", err;
      }
    }
    async function walk({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      trees,
      map,
      reduce,
      iterate,
      cache = {}
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("trees", trees);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _walk({
          fs: fsp3,
          cache,
          dir,
          gitdir: updatedGitdir,
          trees,
          map,
          reduce,
          iterate
        });
      } catch (err) {
        throw err.caller = "git.walk", err;
      }
    }
    async function writeBlob({ fs, dir, gitdir = join5(dir, ".git"), blob }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("blob", blob);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _writeObject({
          fs: fsp3,
          gitdir: updatedGitdir,
          type: "blob",
          object: blob,
          format: "content"
        });
      } catch (err) {
        throw err.caller = "git.writeBlob", err;
      }
    }
    async function writeCommit({
      fs,
      dir,
      gitdir = join5(dir, ".git"),
      commit: commit2
    }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("commit", commit2);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _writeCommit({
          fs: fsp3,
          gitdir: updatedGitdir,
          commit: commit2
        });
      } catch (err) {
        throw err.caller = "git.writeCommit", err;
      }
    }
    async function writeObject({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      type,
      object,
      format = "parsed",
      oid,
      encoding = void 0
    }) {
      try {
        let fs = new FileSystem(_fs), updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        if (format === "parsed") {
          switch (type) {
            case "commit":
              object = GitCommit.from(object).toObject();
              break;
            case "tree":
              object = GitTree.from(object).toObject();
              break;
            case "blob":
              object = Buffer.from(object, encoding);
              break;
            case "tag":
              object = GitAnnotatedTag.from(object).toObject();
              break;
            default:
              throw new ObjectTypeError(oid || "", type, "blob|commit|tag|tree");
          }
          format = "content";
        }
        return oid = await _writeObject({
          fs,
          gitdir: updatedGitdir,
          type,
          object,
          oid,
          format
        }), oid;
      } catch (err) {
        throw err.caller = "git.writeObject", err;
      }
    }
    async function writeRef({
      fs: _fs,
      dir,
      gitdir = join5(dir, ".git"),
      ref,
      value,
      force = !1,
      symbolic = !1
    }) {
      try {
        assertParameter("fs", _fs), assertParameter("gitdir", gitdir), assertParameter("ref", ref), assertParameter("value", value);
        let fs = new FileSystem(_fs);
        if (!isValidRef(ref, !0))
          throw new InvalidRefNameError(ref, cleanGitRef.clean(ref));
        let updatedGitdir = await discoverGitdir({ fsp: fs, dotgit: gitdir });
        if (!force && await GitRefManager.exists({ fs, gitdir: updatedGitdir, ref }))
          throw new AlreadyExistsError("ref", ref);
        symbolic ? await GitRefManager.writeSymbolicRef({
          fs,
          gitdir: updatedGitdir,
          ref,
          value
        }) : (value = await GitRefManager.resolve({
          fs,
          gitdir: updatedGitdir,
          ref: value
        }), await GitRefManager.writeRef({
          fs,
          gitdir: updatedGitdir,
          ref,
          value
        }));
      } catch (err) {
        throw err.caller = "git.writeRef", err;
      }
    }
    async function _writeTag({ fs, gitdir, tag: tag2 }) {
      let object = GitAnnotatedTag.from(tag2).toObject();
      return await _writeObject({
        fs,
        gitdir,
        type: "tag",
        object,
        format: "content"
      });
    }
    async function writeTag({ fs, dir, gitdir = join5(dir, ".git"), tag: tag2 }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("tag", tag2);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _writeTag({
          fs: fsp3,
          gitdir: updatedGitdir,
          tag: tag2
        });
      } catch (err) {
        throw err.caller = "git.writeTag", err;
      }
    }
    async function writeTree({ fs, dir, gitdir = join5(dir, ".git"), tree }) {
      try {
        assertParameter("fs", fs), assertParameter("gitdir", gitdir), assertParameter("tree", tree);
        let fsp3 = new FileSystem(fs), updatedGitdir = await discoverGitdir({ fsp: fsp3, dotgit: gitdir });
        return await _writeTree({
          fs: fsp3,
          gitdir: updatedGitdir,
          tree
        });
      } catch (err) {
        throw err.caller = "git.writeTree", err;
      }
    }
    var index = {
      Errors,
      STAGE,
      TREE,
      WORKDIR,
      add,
      abortMerge,
      addNote,
      addRemote,
      annotatedTag,
      branch,
      cherryPick,
      checkout,
      clone,
      commit,
      getConfig,
      getConfigAll,
      setConfig,
      currentBranch,
      deleteBranch,
      deleteRef,
      deleteRemote,
      deleteTag,
      expandOid,
      expandRef,
      fastForward,
      fetch,
      findMergeBase,
      findRoot,
      getRemoteInfo,
      getRemoteInfo2,
      hashBlob,
      indexPack,
      init,
      isDescendent,
      isIgnored: isIgnored2,
      listBranches,
      listFiles: listFiles3,
      listNotes,
      listRefs,
      listRemotes,
      listServerRefs,
      listTags,
      log,
      merge,
      packObjects,
      pull,
      push,
      readBlob,
      readCommit: readCommit2,
      readNote,
      readObject,
      readTag,
      readTree: readTree2,
      remove,
      removeNote,
      renameBranch,
      resetIndex,
      updateIndex: updateIndex$1,
      resolveRef: resolveRef2,
      status,
      statusMatrix: statusMatrix2,
      tag,
      version,
      walk,
      writeBlob,
      writeCommit,
      writeObject,
      writeRef,
      writeTag,
      writeTree,
      stash
    };
    exports.Errors = Errors;
    exports.STAGE = STAGE;
    exports.TREE = TREE;
    exports.WORKDIR = WORKDIR;
    exports.abortMerge = abortMerge;
    exports.add = add;
    exports.addNote = addNote;
    exports.addRemote = addRemote;
    exports.annotatedTag = annotatedTag;
    exports.branch = branch;
    exports.checkout = checkout;
    exports.cherryPick = cherryPick;
    exports.clone = clone;
    exports.commit = commit;
    exports.currentBranch = currentBranch;
    exports.default = index;
    exports.deleteBranch = deleteBranch;
    exports.deleteRef = deleteRef;
    exports.deleteRemote = deleteRemote;
    exports.deleteTag = deleteTag;
    exports.expandOid = expandOid;
    exports.expandRef = expandRef;
    exports.fastForward = fastForward;
    exports.fetch = fetch;
    exports.findMergeBase = findMergeBase;
    exports.findRoot = findRoot;
    exports.getConfig = getConfig;
    exports.getConfigAll = getConfigAll;
    exports.getRemoteInfo = getRemoteInfo;
    exports.getRemoteInfo2 = getRemoteInfo2;
    exports.hashBlob = hashBlob;
    exports.indexPack = indexPack;
    exports.init = init;
    exports.isDescendent = isDescendent;
    exports.isIgnored = isIgnored2;
    exports.listBranches = listBranches;
    exports.listFiles = listFiles3;
    exports.listNotes = listNotes;
    exports.listRefs = listRefs;
    exports.listRemotes = listRemotes;
    exports.listServerRefs = listServerRefs;
    exports.listTags = listTags;
    exports.log = log;
    exports.merge = merge;
    exports.packObjects = packObjects;
    exports.pull = pull;
    exports.push = push;
    exports.readBlob = readBlob;
    exports.readCommit = readCommit2;
    exports.readNote = readNote;
    exports.readObject = readObject;
    exports.readTag = readTag;
    exports.readTree = readTree2;
    exports.remove = remove;
    exports.removeNote = removeNote;
    exports.renameBranch = renameBranch;
    exports.resetIndex = resetIndex;
    exports.resolveRef = resolveRef2;
    exports.setConfig = setConfig;
    exports.stash = stash;
    exports.status = status;
    exports.statusMatrix = statusMatrix2;
    exports.tag = tag;
    exports.updateIndex = updateIndex$1;
    exports.version = version;
    exports.walk = walk;
    exports.writeBlob = writeBlob;
    exports.writeCommit = writeCommit;
    exports.writeObject = writeObject;
    exports.writeRef = writeRef;
    exports.writeTag = writeTag;
    exports.writeTree = writeTree;
  }
});

// scripts/git/isomorphic-backend.ts
var import_isomorphic_git3 = __toESM(require_isomorphic_git(), 1);

// scripts/git/iso-status.ts
var import_isomorphic_git = __toESM(require_isomorphic_git(), 1);
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// scripts/git/iso-fs.ts
import { constants, promises as fsp } from "node:fs";
var PER_WORKTREE = /^(HEAD|index|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|REVERT_HEAD|AUTO_MERGE|logs\/HEAD|refs\/(bisect|worktree|rewritten)(\/.*)?)$/;
function enoent(path) {
  let e = new Error(`ENOENT: no such file or directory, open '${path}'`);
  return e.code = "ENOENT", e;
}
function throwEnoent(path) {
  throw enoent(path);
}
function erofs(path) {
  let e = new Error(`EROFS: doc-hygiene reads git repositories only (${path})`);
  return e.code = "EROFS", e;
}
function withoutCopy(data) {
  return Buffer.isBuffer(data) && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.byteLength >= 1 << 20 ? data.buffer : data;
}
async function readRegular(path, opts, noFollow = !1) {
  let fh = await fsp.open(path, constants.O_RDONLY | constants.O_NONBLOCK | (noFollow ? constants.O_NOFOLLOW : 0)).catch((e) => {
    throw e.code === "ELOOP" ? enoent(path) : e;
  });
  try {
    if (!(await fh.stat()).isFile()) throw enoent(path);
    let buf = await fh.readFile(), encoding = typeof opts == "string" ? opts : opts?.encoding;
    return encoding ? buf.toString(encoding) : buf;
  } finally {
    await fh.close();
  }
}
function isoFs(layout) {
  let gitdirPrefix = layout ? layout.gitdir + "/" : void 0, linked = layout !== void 0 && layout.gitdir !== layout.commondir, route = (p) => {
    if (!linked || !gitdirPrefix || !p.startsWith(gitdirPrefix)) return p;
    let rel = p.slice(gitdirPrefix.length);
    return PER_WORKTREE.test(rel) ? p : `${layout.commondir}/${rel}`;
  }, memo = /* @__PURE__ */ new Map(), gitdirPaths = new Set(layout ? [layout.gitdir, `${layout.root}/.git`] : []), memoized = (p) => p.endsWith("/.gitignore") || p.endsWith("/info/exclude") || gitdirPaths.has(p), once = (key, make) => {
    let hit = memo.get(key);
    return hit || (hit = make(), memo.set(key, hit)), hit;
  }, ownObjects = layout ? `${layout.commondir}/objects` : void 0, objectDirs = layout ? [ownObjects, ...layout.alternates] : [], inObjects = (p) => ownObjects !== void 0 && p.startsWith(ownObjects + "/"), listing = (dir) => once(`ls\0${dir}`, () => fsp.readdir(dir).then((n) => new Set(n), () => /* @__PURE__ */ new Set())), locate = async (path) => {
    let rel = path.slice(ownObjects.length + 1), m = /^([0-9a-f]{2}|pack)\/([^/]+)$/.exec(rel);
    if (!m) return path;
    for (let dir of objectDirs)
      if ((await listing(`${dir}/${m[1]}`)).has(m[2])) return `${dir}/${rel}`;
  }, unionListing = async (path) => {
    let rel = path.slice(ownObjects.length + 1);
    if (!/^([0-9a-f]{2}|pack)$/.test(rel)) return;
    let all = /* @__PURE__ */ new Set();
    for (let dir of objectDirs) for (let n of await listing(`${dir}/${rel}`)) all.add(n);
    return [...all].sort();
  }, indexPath = layout ? `${layout.gitdir}/index` : void 0, inWorkTree = (p) => layout !== void 0 && p.startsWith(layout.root + "/") && !p.startsWith(layout.gitdir + "/") && !p.startsWith(layout.commondir + "/");
  return { promises: {
    async readFile(p, opts) {
      let path = route(p);
      inObjects(path) && (path = await locate(path) ?? throwEnoent(path));
      let noFollow = inWorkTree(path);
      if (!memoized(path)) return withoutCopy(await readRegular(path, opts, noFollow));
      let key = `${path}\0${JSON.stringify(opts ?? null)}`, hit = memo.get(key);
      return hit || (hit = readRegular(path, opts, noFollow), memo.set(key, hit)), hit;
    },
    async stat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        let real = await locate(path) ?? throwEnoent(path);
        return once(`stat\0${real}`, () => fsp.stat(real, opts));
      }
      return memoized(path) ? once(`stat\0${path}`, () => fsp.stat(path, opts)) : fsp.stat(path, opts);
    },
    async lstat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        let real = await locate(path) ?? throwEnoent(path);
        return once(`lstat\0${real}`, () => fsp.lstat(real, opts));
      }
      return fsp.lstat(path, opts);
    },
    async readdir(p, opts) {
      let path = route(p);
      if (inObjects(path) && opts === void 0) {
        let union = await unionListing(path);
        if (union) {
          if (union.length === 0 && !await fsp.stat(path).then(() => !0, () => !1)) throw enoent(path);
          return union;
        }
      }
      return fsp.readdir(path, opts);
    },
    readlink: async (p, opts) => fsp.readlink(route(p), opts),
    async writeFile(p) {
      if (route(p) !== indexPath)
        throw erofs(p);
    },
    mkdir: async (p) => {
      throw erofs(p);
    },
    rmdir: async (p) => {
      throw erofs(p);
    },
    unlink: async (p) => {
      throw erofs(p);
    },
    symlink: async (_t, p) => {
      throw erofs(p);
    },
    chmod: async (p) => {
      throw erofs(p);
    }
  } };
}

// scripts/git/iso-status.ts
var MAX_STATUS_PACK_BYTES = 96 * 1024 * 1024;
function statusUnreadable(layout) {
  let bytes = 0;
  for (let dir of [join(layout.commondir, "objects"), ...layout.alternates])
    try {
      for (let f of readdirSync(join(dir, "pack"))) f.endsWith(".pack") && (bytes += statSync(join(dir, "pack", f)).size);
    } catch {
    }
  return bytes > MAX_STATUS_PACK_BYTES ? packSizeNote(bytes, MAX_STATUS_PACK_BYTES) : void 0;
}
async function changedPaths(layout, target, cache = {}, fs = isoFs(layout)) {
  let rows = await (0, import_isomorphic_git.statusMatrix)({
    fs,
    dir: layout.root,
    gitdir: layout.gitdir,
    cache,
    filepaths: target === "" ? ["."] : [target]
  }), under = (p) => target === "" || p === target || p.startsWith(target + "/");
  return rows.filter((r) => under(r[0]) && !(r[1] === 1 && r[2] === 1 && r[3] === 1)).map((r) => r[0]);
}

// scripts/git/objects/object-store.ts
import { closeSync as closeSync2, readdirSync as readdirSync2, readSync as readSync2, fstatSync as fstatSync2 } from "node:fs";
import { join as join2 } from "node:path";
import { inflateSync } from "node:zlib";

// scripts/git/objects/pack-index.ts
import { closeSync, fstatSync, readSync } from "node:fs";
var MAGIC = 4285812579, HEADER = 8 + 256 * 4, IN_MEMORY_MAX = 32 * 1024 * 1024, PackIndex = class _PackIndex {
  constructor(path, inMemoryMax) {
    this.path = path;
    let fd = openRegularFile(path);
    try {
      let size = fstatSync(fd).size, whole = size <= inMemoryMax;
      if (this.buf = Buffer.alloc(whole ? size : Math.min(size, HEADER)), readAll(fd, this.buf, 0), this.buf.length < HEADER || this.buf.readUInt32BE(0) !== MAGIC || this.buf.readUInt32BE(4) !== 2)
        throw new Error(`${path}: not a version 2 pack index`);
      this.count = this.buf.readUInt32BE(1028);
      let namesEnd = HEADER + this.count * 20;
      if (this.offsetsAt = namesEnd + this.count * 4, this.largeAt = this.offsetsAt + this.count * 4, size < this.largeAt + 40) throw new Error(`${path}: truncated pack index`);
      this.positional = !whole;
    } finally {
      closeSync(fd);
    }
  }
  path;
  count;
  offsetsAt;
  largeAt;
  /** The whole file when it is small enough; otherwise only its header and fan-out table. */
  buf;
  positional;
  fd;
  probe = Buffer.alloc(20);
  /** For positional reads: the open file, opened on first use (again after close()). */
  file() {
    return this.fd ??= openRegularFile(this.path), this.fd;
  }
  /** `inMemoryMax`: the largest index read whole (tests lower it to exercise positional reads). */
  static open(path, inMemoryMax = IN_MEMORY_MAX) {
    return new _PackIndex(path, inMemoryMax);
  }
  close() {
    this.fd !== void 0 && closeSync(this.fd), this.fd = void 0;
  }
  /** The object's offset in the pack, or undefined when this pack does not hold it. */
  find(oid) {
    let first = oid[0], lo = first === 0 ? 0 : this.buf.readUInt32BE(8 + (first - 1) * 4), hi = this.buf.readUInt32BE(8 + first * 4);
    for (; lo < hi; ) {
      let mid = lo + hi >>> 1, c = this.nameAt(mid).compare(oid);
      if (c === 0) return this.offset(mid);
      c > 0 ? hi = mid : lo = mid + 1;
    }
  }
  nameAt(i) {
    let at = HEADER + i * 20;
    return this.positional ? (readAll(this.file(), this.probe, at), this.probe) : this.buf.subarray(at, at + 20);
  }
  u32(at) {
    return this.positional ? (readAll(this.file(), this.probe.subarray(0, 4), at), this.probe.readUInt32BE(0)) : this.buf.readUInt32BE(at);
  }
  offset(i) {
    let small = this.u32(this.offsetsAt + i * 4);
    if ((small & 2147483648) === 0) return small;
    let at = this.largeAt + (small & 2147483647) * 8;
    return this.u32(at) * 2 ** 32 + this.u32(at + 4);
  }
};
function readAll(fd, into, position) {
  let got = 0;
  for (; got < into.length; ) {
    let n = readSync(fd, into, got, into.length - got, position + got);
    if (n === 0) throw new Error("pack index ends early");
    got += n;
  }
}

// scripts/git/objects/delta.ts
function varint(d, at) {
  let value = 0, shift = 0, c;
  do {
    if (at >= d.length) throw new Error("corrupt delta: truncated size");
    c = d[at++], value += (c & 127) * 2 ** shift, shift += 7;
  } while (c & 128);
  return [value, at];
}
function applyDelta(base, delta) {
  let [srcSize, at] = varint(delta, 0);
  if (srcSize !== base.length) throw new Error(`corrupt delta: base is ${base.length} bytes, delta expects ${srcSize}`);
  let dstSize;
  [dstSize, at] = varint(delta, at);
  let out = Buffer.allocUnsafe(dstSize), o = 0;
  for (; at < delta.length; ) {
    let op = delta[at++];
    if (op & 128) {
      let off = 0, size = 0;
      if (op & 1 && (off |= delta[at++]), op & 2 && (off |= delta[at++] << 8), op & 4 && (off |= delta[at++] << 16), op & 8 && (off = (off | 0) + delta[at++] * 2 ** 24), op & 16 && (size |= delta[at++]), op & 32 && (size |= delta[at++] << 8), op & 64 && (size |= delta[at++] << 16), size === 0 && (size = 65536), off >>>= 0, off + size > base.length || o + size > dstSize) throw new Error("corrupt delta: copy out of range");
      base.copy(out, o, off, off + size), o += size;
    } else if (op !== 0) {
      if (at + op > delta.length || o + op > dstSize) throw new Error("corrupt delta: insert out of range");
      delta.copy(out, o, at, at + op), at += op, o += op;
    } else
      throw new Error("corrupt delta: reserved instruction 0");
  }
  if (o !== dstSize) throw new Error(`corrupt delta: produced ${o} bytes, expected ${dstSize}`);
  return out;
}

// scripts/git/objects/object-store.ts
var TYPES = { 1: "commit", 2: "tree", 3: "blob", 4: "tag" }, OFS_DELTA = 6, REF_DELTA = 7, BASE_CACHE_BYTES = 8 * 1024 * 1024, MAX_CHAIN = 4096, SCRATCH_MAX = 1024 * 1024, ObjectStore = class {
  /**
   * `objectDirs`: the repository's own object directory first, then those it borrows (alternates).
   * `indexInMemoryMax`: see PackIndex (tests lower it to search indexes with positional reads).
   */
  constructor(objectDirs, opts = {}) {
    this.objectDirs = objectDirs;
    this.packs = objectDirs.flatMap((dir) => {
      let names = [];
      try {
        names = readdirSync2(join2(dir, "pack")).filter((f) => f.endsWith(".idx")).sort();
      } catch {
      }
      return names.map((f) => ({
        index: PackIndex.open(join2(dir, "pack", f), opts.indexInMemoryMax),
        path: join2(dir, "pack", f.replace(/\.idx$/, ".pack")),
        fd: void 0,
        size: 0
      }));
    });
  }
  objectDirs;
  packs;
  cache = /* @__PURE__ */ new Map();
  // "<pack#>:<offset>" -> object, LRU order
  cacheBytes = 0;
  scratch = Buffer.allocUnsafeSlow(64 * 1024);
  /** The object named `oid` (40 hex digits); throws when the repository does not hold it. */
  read(oid) {
    return this.readAt(oid, 0);
  }
  /** Closes the files a read opened; the store stays usable (they reopen when needed). */
  close() {
    for (let p of this.packs)
      p.fd !== void 0 && closeSync2(p.fd), p.fd = void 0, p.index.close();
    this.cache.clear(), this.cacheBytes = 0;
  }
  readLoose(oid) {
    let raw;
    for (let dir of this.objectDirs)
      try {
        let read = readRegularFile(join2(dir, oid.slice(0, 2), oid.slice(2)), Number.MAX_SAFE_INTEGER);
        if (!read.ok) {
          if (read.reason === "absent") continue;
          throw new Error(`object ${oid}: the loose object ${read.reason}`);
        }
        raw = inflateSync(read.bytes);
        break;
      } catch (err) {
        if (err.code !== "ENOENT") throw err;
      }
    if (!raw) throw new Error(`object ${oid} not found`);
    let nul = raw.indexOf(0), m = nul > 0 ? /^(commit|tree|blob|tag) (\d+)$/.exec(raw.toString("latin1", 0, nul)) : null;
    if (!m || Number(m[2]) !== raw.length - nul - 1) throw new Error(`object ${oid}: corrupt loose object`);
    return { type: m[1], data: raw.subarray(nul + 1) };
  }
  fd(p) {
    return p.fd === void 0 && (p.fd = openRegularFile(p.path), p.size = fstatSync2(p.fd).size), p.fd;
  }
  /**
   * Reads `len` bytes at `pos` (fewer at the pack's end) into a scratch buffer reused by every read:
   * the bytes are only ever inflated, and fresh buffers per read piled up as garbage faster than
   * the collector returned them (RSS grew with the history read).
   */
  bytes(p, pos, len) {
    let fd = this.fd(p), n = Math.max(0, Math.min(len, p.size - 20 - pos));
    this.scratch.length < n && n <= SCRATCH_MAX && (this.scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_MAX, Math.max(n, this.scratch.length * 2))));
    let into = n <= this.scratch.length ? this.scratch : Buffer.allocUnsafeSlow(n), got = 0;
    for (; got < n; ) {
      let r = readSync2(fd, into, got, n - got, pos + got);
      if (r === 0) break;
      got += r;
    }
    return into.subarray(0, got);
  }
  readPacked(packNo, offset, depth) {
    if (depth > MAX_CHAIN) throw new Error(`delta chain deeper than ${MAX_CHAIN} in ${this.packs[packNo].path}`);
    let key = `${packNo}:${offset}`, hit = this.cache.get(key);
    if (hit)
      return this.cache.delete(key), this.cache.set(key, hit), hit;
    let p = this.packs[packNo], head = Buffer.from(this.bytes(p, offset, 32));
    if (head.length < 2) throw new Error(`${p.path}: no object at offset ${offset}`);
    let at = 0, c = head[at++], type = c >> 4 & 7, size = c & 15, shift = 4;
    for (; c & 128; )
      c = head[at++], size += (c & 127) * 2 ** shift, shift += 7;
    let base;
    if (type === OFS_DELTA) {
      c = head[at++];
      let back = c & 127;
      for (; c & 128; )
        c = head[at++], back = (back + 1) * 128 + (c & 127);
      base = this.readPacked(packNo, offset - back, depth + 1);
    } else if (type === REF_DELTA) {
      let baseOid = head.subarray(at, at + 20).toString("hex");
      at += 20, base = this.readAt(baseOid, depth + 1);
    } else if (!TYPES[type])
      throw new Error(`${p.path}: unknown object type ${type} at offset ${offset}`);
    let data = this.inflateAt(p, offset + at, size), obj = base ? { type: base.type, data: applyDelta(base.data, data) } : { type: TYPES[type], data };
    return this.remember(key, obj), obj;
  }
  readAt(oid, depth) {
    let name = Buffer.from(oid, "hex");
    if (name.length !== 20 || !/^[0-9a-f]{40}$/.test(oid)) throw new Error(`not an object name: ${oid}`);
    for (let i = 0; i < this.packs.length; i++) {
      let offset = this.packs[i].index.find(name);
      if (offset !== void 0) return this.readPacked(i, offset, depth);
    }
    return this.readLoose(oid);
  }
  /** Inflates the zlib stream at `pos` that expands to `size` bytes. */
  inflateAt(p, pos, size) {
    let bound = size + (size >> 12) + (size >> 14) + 64, opts = { chunkSize: Math.max(64, size + 1) }, out;
    try {
      out = inflateSync(this.bytes(p, pos, bound), opts);
    } catch {
      out = inflateSync(this.bytes(p, pos, p.size), opts);
    }
    if (out.length !== size) throw new Error(`${p.path}: object at ${pos} inflates to ${out.length} bytes, expected ${size}`);
    return out;
  }
  remember(key, obj) {
    let n = obj.data.length;
    if (!(n > BASE_CACHE_BYTES / 16)) {
      this.cache.set(key, obj), this.cacheBytes += n;
      for (let [k, v] of this.cache) {
        if (this.cacheBytes <= BASE_CACHE_BYTES) break;
        this.cache.delete(k), this.cacheBytes -= v.data.length;
      }
    }
  }
};

// scripts/git/objects/parse.ts
function parseCommit(data, oid) {
  let end = data.indexOf(`

`), head = data.toString("utf8", 0, end < 0 ? data.length : end), tree, parents = [], time;
  for (let line of head.split(`
`))
    if (line.startsWith("tree ")) tree = line.slice(5);
    else if (line.startsWith("parent ")) parents.push(line.slice(7));
    else if (line.startsWith("committer ")) {
      let m = /> (-?\d+) [+-]\d{4}$/.exec(line);
      m && (time = Number(m[1]));
    }
  if (!tree || time === void 0) throw new Error(`commit ${oid}: no tree or committer line`);
  return { tree, parents, time };
}
function normalizeMode(raw) {
  let m = parseInt(raw, 8), kind = m & 61440;
  return kind === 16384 ? "040000" : kind === 40960 ? "120000" : kind === 57344 ? "160000" : m & 73 ? "100755" : "100644";
}
function parseTree(data, oid) {
  let out = [], at = 0;
  for (; at < data.length; ) {
    let sp = data.indexOf(32, at), nul = sp < 0 ? -1 : data.indexOf(0, sp + 1);
    if (sp < 0 || nul < 0 || nul + 21 > data.length) throw new Error(`tree ${oid}: corrupt entry at byte ${at}`);
    out.push({
      mode: normalizeMode(data.toString("latin1", at, sp)),
      path: data.toString("utf8", sp + 1, nul),
      oid: data.toString("hex", nul + 1, nul + 21)
    }), at = nul + 21;
  }
  return out;
}
function expect(store, oid, type) {
  let o = store.read(oid);
  if (o.type !== type) throw new Error(`object ${oid} is a ${o.type}, not a ${type}`);
  return o.data;
}
function readCommit(store, oid) {
  return parseCommit(expect(store, oid, "commit"), oid);
}
function readTree(store, oid) {
  return parseTree(expect(store, oid, "tree"), oid);
}
function blobAt(store, commit, path) {
  let tree = readCommit(store, commit).tree, parts = path.split("/");
  for (let i = 0; i < parts.length; i++) {
    let e = readTree(store, tree).find((x) => x.path === parts[i]);
    if (!e) return;
    if (i === parts.length - 1) return e.mode === "040000" || e.mode === "160000" ? void 0 : expect(store, e.oid, "blob");
    if (e.mode !== "040000") return;
    tree = e.oid;
  }
}

// scripts/git/iso-files.ts
var import_isomorphic_git2 = __toESM(require_isomorphic_git(), 1);
import { promises as fsp2 } from "node:fs";
import { join as join3 } from "node:path";
async function isoIndexed(layout, cache = {}, fs = isoFs(layout)) {
  return (0, import_isomorphic_git2.listFiles)({ fs, dir: layout.root, gitdir: layout.gitdir, cache }).catch(() => []);
}
async function listIsomorphic(root, layout) {
  let fs = isoFs(layout), cache = {}, prefix = repoPrefix(root, layout), indexed = await isoIndexed(layout, cache, fs), tracked = /* @__PURE__ */ new Set();
  await Promise.all(
    indexed.map(async (p) => {
      await existsAsFile(join3(layout.root, p)) && tracked.add(p);
    })
  );
  let out = /* @__PURE__ */ new Set();
  for (let p of tracked) out.add(p);
  let ignored = (rel) => (0, import_isomorphic_git2.isIgnored)({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: rel }), walk = async (relDir) => {
    let entries = await fsp2.readdir(relDir === "" ? layout.root : join3(layout.root, relDir), { withFileTypes: !0 });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name === ".git") return;
        let rel = relDir === "" ? e.name : `${relDir}/${e.name}`;
        if (e.isDirectory()) {
          if (await isRepoDir(join3(layout.root, rel)) || await ignored(`${rel}/`)) return;
          await walk(rel);
        } else if (e.isFile() || e.isSymbolicLink()) {
          if (tracked.has(rel)) return;
          await ignored(rel) || out.add(rel);
        }
      })
    );
  };
  await walk(prefix);
  let all = [...out].sort(byCodeUnit);
  return prefix === "" ? all : all.filter((p) => p.startsWith(prefix + "/")).map((p) => p.slice(prefix.length + 1));
}
async function isoIgnored(root, layout, queries) {
  let fs = isoFs(layout), prefix = repoPrefix(root, layout), indexed = new Set(await isoIndexed(layout, {}, fs));
  return Promise.all(
    queries.map(async (q) => {
      let full = prefix === "" ? q : `${prefix}/${q}`;
      if (indexed.has(full.replace(/\/$/, ""))) return !1;
      let asDir = !full.endsWith("/") && await isDirectory(join3(layout.root, full));
      return (0, import_isomorphic_git2.isIgnored)({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: asDir ? `${full}/` : full });
    })
  );
}

// scripts/git/isomorphic-backend.ts
import { join as join4 } from "node:path";

// scripts/git/history/renames.ts
var MIN_SCORE = 0.5, CHUNK = 64, RENAME_LIMIT = 1e3;
function basename(p) {
  let i = p.lastIndexOf("/");
  return i < 0 ? p : p.slice(i + 1);
}
function isRegular(mode) {
  return mode === "100644" || mode === "100755";
}
async function detectRenames(deleted, added, readBlob) {
  let pairs = [], usedSrc = /* @__PURE__ */ new Set(), usedDst = /* @__PURE__ */ new Set(), byOid = /* @__PURE__ */ new Map();
  for (let s of deleted) {
    let list = byOid.get(s.oid);
    list ? list.push(s) : byOid.set(s.oid, [s]);
  }
  for (let d of added) {
    let cands = (byOid.get(d.oid) ?? []).filter((s) => !usedSrc.has(s.path));
    if (cands.length === 0) continue;
    let src = cands.find((s) => basename(s.path) === basename(d.path)) ?? cands[0];
    usedSrc.add(src.path), usedDst.add(d.path), pairs.push({ from: src.path, to: d.path, similarity: 100 });
  }
  let srcs = deleted.filter((s) => !usedSrc.has(s.path) && isRegular(s.mode)), dsts = added.filter((d) => !usedDst.has(d.path) && isRegular(d.mode));
  if (srcs.length === 0 || dsts.length === 0 || srcs.length * dsts.length > RENAME_LIMIT * RENAME_LIMIT) return pairs;
  let sig = /* @__PURE__ */ new Map(), signature = async (s) => {
    let v = sig.get(s.oid);
    return v || (v = chunkSignature(await readBlob(s.oid)), sig.set(s.oid, v)), v;
  }, scored = [];
  for (let d of dsts) {
    let ds = await signature(d);
    for (let s of srcs) {
      let ss = await signature(s), max = Math.max(ss.size, ds.size);
      if (max === 0 || Math.abs(ss.size - ds.size) / max > 1 - MIN_SCORE) continue;
      let score = sharedBytes(ss, ds) / max;
      score >= MIN_SCORE && scored.push({ score, src: s, dst: d });
    }
  }
  scored.sort((p, q) => q.score - p.score || byCodeUnit(p.dst.path, q.dst.path) || byCodeUnit(p.src.path, q.src.path));
  for (let { src, dst, score } of scored)
    usedSrc.has(src.path) || usedDst.has(dst.path) || (usedSrc.add(src.path), usedDst.add(dst.path), pairs.push({ from: src.path, to: dst.path, similarity: Math.min(99, Math.floor(score * 100)) }));
  return pairs;
}
function chunkSignature(buf) {
  let chunks = /* @__PURE__ */ new Map(), s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("latin1"), start = 0, i = 0, add = (end) => {
    if (end <= start) return;
    let piece = s.slice(start, end).replace(/\r\n$/, `
`);
    chunks.set(piece, (chunks.get(piece) ?? 0) + piece.length), start = end;
  };
  for (; i < s.length; i++)
    (s.charCodeAt(i) === 10 || i + 1 - start >= CHUNK) && add(i + 1);
  return add(s.length), { size: buf.byteLength, chunks };
}
function sharedBytes(a, b) {
  let n = 0, [small, large] = a.chunks.size <= b.chunks.size ? [a, b] : [b, a];
  for (let [k, v] of small.chunks) {
    let w = large.chunks.get(k);
    w !== void 0 && (n += Math.min(v, w));
  }
  return n;
}

// scripts/git/history/line-diff.ts
function isBinary(buf) {
  let n = Math.min(buf.length, 8e3);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return !0;
  return !1;
}
function splitLines(buf) {
  let s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("latin1"), out = [], start = 0;
  for (; ; ) {
    let nl = s.indexOf(`
`, start);
    if (nl < 0) break;
    out.push(s.slice(start, nl + 1)), start = nl + 1;
  }
  return start < s.length && out.push(s.slice(start)), out;
}
function changedLines(a, b) {
  if (a && isBinary(a) || b && isBinary(b)) return 0;
  let x = a ? splitLines(a) : [], y = b ? splitLines(b) : [];
  return editDistance(x, y);
}
function editDistance(x, y) {
  let lo = 0, xe = x.length, ye = y.length;
  for (; lo < xe && lo < ye && x[lo] === y[lo]; ) lo++;
  for (; xe > lo && ye > lo && x[xe - 1] === y[ye - 1]; )
    xe--, ye--;
  let ids = /* @__PURE__ */ new Map(), id = (s) => {
    let v2 = ids.get(s);
    return v2 === void 0 && (v2 = ids.size, ids.set(s, v2)), v2;
  }, a = Int32Array.from(x.slice(lo, xe), id), b = Int32Array.from(y.slice(lo, ye), id), n = a.length, m = b.length;
  if (n === 0 || m === 0) return n + m;
  let max = n + m, off = max + 1, v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d++)
    for (let k = -d; k <= d; k += 2) {
      let i = k === -d || k !== d && v[off + k - 1] < v[off + k + 1] ? v[off + k + 1] : v[off + k - 1] + 1, j = i - k;
      for (; i < n && j < m && a[i] === b[j]; )
        i++, j++;
      if (v[off + k] = i, i >= n && j >= m) return d;
    }
  return max;
}

// scripts/git/isomorphic-backend.ts
var TREE_MODE = "040000", IsomorphicBackend = class {
  constructor(root, layout) {
    this.root = root;
    this.layout = layout;
    this.fs = isoFs(layout);
  }
  root;
  layout;
  name = "isomorphic";
  fs;
  /** The one shared isomorphic-git cache (pack indexes), for refs and status. */
  cache = {};
  storeMemo;
  trees = /* @__PURE__ */ new Map();
  get args() {
    return { fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache };
  }
  get store() {
    return this.storeMemo ??= new ObjectStore([join4(this.layout.commondir, "objects"), ...this.layout.alternates]), this.storeMemo;
  }
  statusUnreadableMemo;
  /** Why isomorphic-git's status cannot be computed here, or undefined when it can. */
  get statusUnreadable() {
    return this.statusUnreadableMemo ??= { note: statusUnreadable(this.layout) }, this.statusUnreadableMemo.note;
  }
  /** A repository this backend cannot read at all: SHA-256 object names (isomorphic-git and the object reader know SHA-1). */
  get unsupported() {
    return this.layout.objectFormat === "sha1" ? void 0 : objectFormatNote(this.layout.objectFormat);
  }
  async head() {
    if (!this.unsupported)
      try {
        return await (0, import_isomorphic_git3.resolveRef)({ ...this.args, ref: "HEAD" });
      } catch {
        return;
      }
  }
  async readHistory(head, since, limits) {
    try {
      return await this.readHistoryOpen(head, since, limits);
    } catch (err) {
      return { commits: [], reached_since: !1, truncated: !0, notes: [isoUnreadableNote("history", err)] };
    } finally {
      this.closeStore();
    }
  }
  /** Pack files stay open while a read goes on; closed after it (a long-lived process opens many repositories). */
  closeStore() {
    this.storeMemo?.close(), this.trees.clear();
  }
  async readHistoryOpen(head, since, limits) {
    let shallow = shallowCommits(this.layout), commits = [], notes = [], truncated = !1, reached = !1, cur = head, curInfo = await this.commitInfo(cur);
    for (; cur; ) {
      if (cur === since) {
        reached = !0;
        break;
      }
      if (limits.max_commits !== void 0 && commits.length >= limits.max_commits) {
        truncated = !0, notes.push(budgetNote(limits.max_commits, commits[commits.length - 1]?.time));
        break;
      }
      let parent = shallow.has(cur) ? void 0 : curInfo.parents[0], parentInfo;
      try {
        parentInfo = parent ? await this.commitInfo(parent) : void 0;
        let changes = await this.diffCommit(parentInfo?.tree, curInfo.tree);
        commits.push({ commit: cur, parent, time: curInfo.time, changes });
      } catch (err) {
        truncated = !0, notes.push(`isomorphic-git could not read history before ${isoDate(curInfo.time)}: ${err.message}`);
        break;
      }
      !parent && shallow.has(cur) && (truncated = !0, notes.push(shallowNote(curInfo.time))), cur = parent, parentInfo && (curInfo = parentInfo), this.trees.size > 2e3 && this.trees.clear();
    }
    return { commits, reached_since: reached, truncated, notes };
  }
  async commitInfo(oid) {
    return readCommit(this.store, oid);
  }
  async tree(oid) {
    let t = this.trees.get(oid);
    return t || (t = readTree(this.store, oid), this.trees.set(oid, t)), t;
  }
  /** The changes from tree `a` (undefined: empty) to tree `b`, renames detected, sorted by path. */
  async diffCommit(a, b) {
    let added = [], deleted = [], modified = [];
    await this.diffTrees(a, b, "", added, deleted, modified);
    let changes = modified.map((path) => ({ status: "M", path }));
    if (added.length && deleted.length) {
      added.sort((x, y) => byCodeUnit(x.path, y.path)), deleted.sort((x, y) => byCodeUnit(x.path, y.path));
      let pairs = await detectRenames(deleted, added, async (oid) => this.store.read(oid).data), from = new Set(pairs.map((p) => p.from)), to = new Set(pairs.map((p) => p.to));
      for (let p of pairs) changes.push({ status: "R", path: p.to, from: p.from, similarity: p.similarity });
      for (let s of added) to.has(s.path) || changes.push({ status: "A", path: s.path });
      for (let s of deleted) from.has(s.path) || changes.push({ status: "D", path: s.path });
    } else {
      for (let s of added) changes.push({ status: "A", path: s.path });
      for (let s of deleted) changes.push({ status: "D", path: s.path });
    }
    return changes.sort((x, y) => byCodeUnit(x.path, y.path));
  }
  async diffTrees(a, b, prefix, added, deleted, modified) {
    if (a === b) return;
    let ea = a ? await this.tree(a) : [], eb = b ? await this.tree(b) : [], mb = new Map(eb.map((e) => [e.path, e]));
    for (let x of ea) {
      let path = prefix + x.path, y = mb.get(x.path);
      mb.delete(x.path);
      let xt = x.mode === TREE_MODE;
      if (!y) {
        xt ? await this.diffTrees(x.oid, void 0, path + "/", added, deleted, modified) : deleted.push({ path, oid: x.oid, mode: x.mode });
        continue;
      }
      let yt = y.mode === TREE_MODE;
      xt && yt ? await this.diffTrees(x.oid, y.oid, path + "/", added, deleted, modified) : !xt && !yt ? (x.oid !== y.oid || x.mode !== y.mode) && modified.push(path) : xt ? (await this.diffTrees(x.oid, void 0, path + "/", added, deleted, modified), added.push({ path, oid: y.oid, mode: y.mode })) : (deleted.push({ path, oid: x.oid, mode: x.mode }), await this.diffTrees(void 0, y.oid, path + "/", added, deleted, modified));
    }
    for (let y of mb.values()) {
      let path = prefix + y.path;
      y.mode === TREE_MODE ? await this.diffTrees(void 0, y.oid, path + "/", added, deleted, modified) : added.push({ path, oid: y.oid, mode: y.mode });
    }
  }
  async lineCounts(requests, limits) {
    try {
      return await this.countLines(requests, limits);
    } finally {
      this.closeStore();
    }
  }
  async countLines(requests, limits) {
    let out = /* @__PURE__ */ new Map(), blob = async (commit, path) => {
      if (!(!commit || !path))
        try {
          return blobAt(this.store, commit, path);
        } catch {
          return;
        }
    };
    for (let q of requests) {
      if (limits.max_line_counts !== void 0 && out.size >= limits.max_line_counts) break;
      let c = q.change, before = c.status === "A" ? void 0 : await blob(q.parent, c.status === "R" ? c.from : c.path), after = c.status === "D" ? void 0 : await blob(q.commit, c.path);
      out.set(lineKey(q.commit, c.path), changedLines(before, after));
    }
    return out;
  }
  async pathState(relPath) {
    if (this.unsupported) return { tracked: !1, clean: !1, note: this.unsupported };
    try {
      return await this.readPathState(relPath);
    } catch (err) {
      return { tracked: !1, clean: !1, note: isoUnreadableNote("working-tree status", err) };
    }
  }
  async readPathState(relPath) {
    let whole = relPath === "" || relPath === ".", target = relPath.replace(/\/$/, ""), under = (p) => whole || p === target || p.startsWith(target + "/"), indexed = (await (0, import_isomorphic_git3.listFiles)(this.args)).filter(under), unreadable = this.statusUnreadable;
    if (unreadable) return { tracked: indexed.length > 0, clean: !1, note: unreadable };
    let clean = (await changedPaths(this.layout, whole ? "" : target, this.cache, this.fs)).length === 0;
    return { tracked: indexed.length > 0, clean };
  }
  async toplevel(_start) {
    return this.layout.root;
  }
  listFiles(projectRoot) {
    return listIsomorphic(projectRoot, this.layout);
  }
  async ignored(projectRoot, queries) {
    let flags = await isoIgnored(projectRoot, this.layout, queries);
    return queries.filter((_, i) => flags[i]);
  }
  async workingTreeFacts(projectRoot) {
    let prefix = repoPrefix(projectRoot, this.layout), local = (paths) => prefix === "" ? paths : paths.filter((p) => p.startsWith(prefix + "/")).map((p) => p.slice(prefix.length + 1)), tracked = local(await isoIndexed(this.layout, this.cache, this.fs)).filter((p) => present(projectRoot, p)), changed = this.statusUnreadable ? new Set(tracked) : await changedPaths(this.layout, prefix, this.cache, this.fs).then(
      (paths) => new Set(local(paths)),
      () => new Set(tracked)
      // an index isomorphic-git cannot read: likewise
    );
    return { tracked, changed };
  }
};
export {
  IsomorphicBackend
};
