import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, REPO_ROOT, runScript, tempDir } from '../support/run.ts';
import { EDIT_KINDS, KIND_TABLE } from '../../scripts/contract/kind-table.ts';
import { INVALID_GOLDENS } from '../support/invalid-goldens.ts';

const GOLDEN = join(REPO_ROOT, 'examples', 'golden');
const VALID = join(GOLDEN, 'valid_report.json');
const INVALID_DIR = join(GOLDEN, 'invalid');
const expected = JSON.parse(readFileSync(join(INVALID_DIR, 'expected.json'), 'utf8')) as Record<string, string>;
const valid = () => JSON.parse(readFileSync(VALID, 'utf8'));

function validateValue(value: unknown): { code: number | null; stdout: string; stderr: string } {
  const dir = tempDir();
  const p = join(dir, 'report.json');
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return runScript('validate-report.mjs', [p]);
}

describe('Top-Level Report Envelope', () => {
  it('Check writes a well-formed report', () => {
    const r = runScript('validate-report.mjs', [VALID]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.stdout, `valid: ${VALID} (8 entries)\n`);
    const kinds = new Set(valid().entries.map((e: { exact_edit?: { kind: string } }) => e.exact_edit?.kind).filter(Boolean));
    assert.equal(kinds.size, 7);
  });

  it('promotion_candidates is always present, possibly empty', () => {
    const r = valid();
    r.promotion_candidates = [];
    assert.equal(validateValue(r).code, 0);
    delete r.promotion_candidates;
    const res = validateValue(r);
    assert.equal(res.code, 1);
    assert.match(res.stdout, /^ {2}promotion_candidates: required$/m);
  });
});

describe('Exact-Edit Kind Is a Closed Enum', () => {
  it('Each kind carries its required fields', () => {
    // Every field the kind table requires, removed from the valid report's entry of that kind.
    const report = valid();
    let checked = 0;
    for (const kind of EDIT_KINDS) {
      const i = report.entries.findIndex((e: { exact_edit?: { kind: string } }) => e.exact_edit?.kind === kind);
      assert.ok(i >= 0, `the valid golden has no ${kind} entry`);
      for (const field of KIND_TABLE[kind].required) {
        const r = valid();
        delete r.entries[i].exact_edit[field];
        const res = validateValue(r);
        assert.equal(res.code, 1, `${kind} without ${field}`);
        assert.match(res.stdout, new RegExp(`^  entries\\[${i}\\]\\.exact_edit\\.${field}: required for kind ${kind}$`, 'm'), `${kind} without ${field}: ${res.stdout}`);
        checked++;
      }
    }
    assert.equal(checked, EDIT_KINDS.reduce((n, k) => n + KIND_TABLE[k].required.length, 0));
  });

  it('Unknown kind is rejected', () => {
    const r = runScript('validate-report.mjs', [join(INVALID_DIR, '01-unknown-kind.json')]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /entries\[0\]\.exact_edit\.kind: unknown kind "rewrite-section"/);
  });

  it('Missing required sub-field is rejected', () => {
    const r = runScript('validate-report.mjs', [join(INVALID_DIR, '02-replace-text-missing-match.json')]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^ {2}entries\[3\]\.exact_edit\.match: required for kind replace-text$/m);
  });

  it('delete and extract-then-delete require the lifecycle object', () => {
    for (const f of ['16-delete-without-lifecycle.json', '14-lifecycle-both-served-fields.json']) {
      const r = runScript('validate-report.mjs', [join(INVALID_DIR, f)]);
      assert.equal(r.code, 1, f);
      assert.ok(r.stdout.includes(expected[f]!), f);
    }
  });

  it('extract-then-delete requires an extraction_target', () => {
    const r = valid();
    assert.equal(r.entries[6].exact_edit.kind, 'extract-then-delete');
    delete r.entries[6].exact_edit.extraction_target;
    const res = validateValue(r);
    assert.equal(res.code, 1);
    assert.match(res.stdout, /^ {2}entries\[6\]\.exact_edit\.extraction_target: required for kind extract-then-delete$/m);
  });

  it('A repo-durable extraction requires a target_path', () => {
    const res = runScript('validate-report.mjs', [join(INVALID_DIR, '18-extract-repo-durable-without-target.json')]);
    assert.equal(res.code, 1);
    assert.ok(res.stdout.includes('entries[6].exact_edit.target_path: required for kind extract-then-delete'), res.stdout);
  });
});

describe('Safety-Tier Is Derived Deterministically', () => {
  it('A lifecycle delete on a dirty or untracked path derives to confirm', () => {
    const r = runScript('validate-report.mjs', [join(INVALID_DIR, '17-delete-auto-on-dirty-path.json')]);
    assert.equal(r.code, 1);
    assert.ok(r.stdout.includes('entries[5].safety_tier: must be "confirm"'));
  });
});

describe('Cross-Field Rules', () => {
  it('An entry outside the shortlist is rejected', () => {
    const r = runScript('validate-report.mjs', [join(INVALID_DIR, '08-path-not-in-shortlist.json')]);
    assert.equal(r.code, 1);
    assert.ok(r.stdout.includes('entries[0].path: "docs/setup.md" is not in the shortlist'));
  });

  it('Unsafe paths are rejected', () => {
    for (const f of ['09-absolute-dest-path.json', '10-dest-path-climbs-out.json', '11-canonical-ref-inside-git-dir.json']) {
      const r = runScript('validate-report.mjs', [join(INVALID_DIR, f)]);
      assert.equal(r.code, 1, f);
      assert.ok(r.stdout.includes(expected[f]!), f);
    }
  });

  it('exact_edit is present iff op_type is deterministic', () => {
    for (const f of ['12-exact-edit-on-generative.json', '13-deterministic-without-exact-edit.json']) {
      const r = runScript('validate-report.mjs', [join(INVALID_DIR, f)]);
      assert.equal(r.code, 1, f);
      assert.ok(r.stdout.includes(expected[f]!), f);
    }
  });

  it('A promotion candidate must point at a served_when entry', () => {
    const r = runScript('validate-report.mjs', [join(INVALID_DIR, '19-promotion-candidate-without-served-when.json')]);
    assert.equal(r.code, 1);
  });
});

describe('validate-report Command', () => {
  it('Each invalid fixture produces its one message', () => {
    const files = readdirSync(INVALID_DIR).filter((f) => f.endsWith('.json') && f !== 'expected.json').sort();
    // Every case of the generator has its fixture, and expected.json holds the hand-written expectations (none dropped, none blessed).
    assert.deepEqual(files, INVALID_GOLDENS.map((g) => g.file).sort());
    assert.deepEqual(expected, Object.fromEntries(INVALID_GOLDENS.map((g) => [g.file, g.expect])));
    assert.deepEqual(files, Object.keys(expected).sort());
    assert.ok(files.length >= 20);
    for (const f of files) {
      const r = runScript('validate-report.mjs', [join(INVALID_DIR, f), '--json']);
      assert.equal(r.code, 1, f);
      const out = JSON.parse(r.stdout) as { valid: boolean; violations: { location: string; message: string }[] };
      assert.equal(out.valid, false);
      assert.equal(out.violations.length, 1, `${f}: ${r.stdout}`);
      assert.equal(`${out.violations[0]!.location}: ${out.violations[0]!.message}`, expected[f], f);
    }
    const many = runScript('validate-report.mjs', [join(GOLDEN, 'invalid_report.json')]);
    assert.equal(many.code, 1);
    assert.match(many.stdout, /^invalid: .*\(4 violations\)$/m);
  });

  it('dist runs alone', () => {
    const alone = tempDir('dh-dist-alone-');
    cpSync(DIST, join(alone, 'dist'), { recursive: true });
    const dist = join(alone, 'dist');
    const ok = runScript('validate-report.mjs', [VALID], { cwd: alone, dist });
    assert.equal(ok.code, 0, ok.stderr);
    for (const [f, msg] of Object.entries(expected)) {
      const r = runScript('validate-report.mjs', [join(INVALID_DIR, f)], { cwd: alone, dist });
      assert.equal(r.code, 1, f);
      assert.ok(r.stdout.includes(msg), f);
    }
    const none = runScript('validate-report.mjs', [], { cwd: alone, dist });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /expected exactly one report path/);
    const missing = runScript('validate-report.mjs', [join(alone, 'nope.json')], { cwd: alone, dist });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read .*nope\.json: ENOENT/);
    const help = runScript('validate-report.mjs', ['--help'], { cwd: alone, dist });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: validate-report/);
  });

  it('Malformed input is an invalid report, not a crash', () => {
    for (const value of ['{"schema_version": "1.0",', '[]', '42', 'null']) {
      const r = validateValue(value);
      assert.equal(r.code, 1, value);
      assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace');
      assert.match(r.stdout, /^invalid: /);
    }
    assert.match(validateValue('{"a":').stdout, /not valid JSON/);
  });
});
