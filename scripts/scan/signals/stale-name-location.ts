// stale_name_location: a name or place that marks a doc as old or temporary — a folder named
// old/, deprecated/, legacy/, obsolete/, draft(s)/, wip/, tmp/ or temp/; a file name with the word
// draft, wip, tmp, deprecated, legacy or obsolete, or ending in -old, -backup, -bak, -orig, -v1
// (or -vN beside a -vN+1); or a date in the path older than stale_name_max_age_days.
import { posix } from 'node:path';
import type { ParseContext, ParseSignal, ReadDoc } from '../types.ts';

/** What a stale_name_location hit carries. */
export type StaleNameLocationHit = {
  name: 'stale_name_location';
  detail: string;
  token: string;
  where: 'folder' | 'name' | 'date';
  date?: string;
  age_days?: number;
  newer?: string;
  hint: true;
};

const FOLDER_WORDS = new Set(['old', 'deprecated', 'legacy', 'obsolete', 'draft', 'drafts', 'wip', 'tmp', 'temp']);
const NAME_WORDS = new Set(['draft', 'wip', 'tmp', 'deprecated', 'legacy', 'obsolete']);
const NAME_SUFFIX = /[-_.](old|backup|bak|orig|v1)$/i;
const VERSION_SUFFIX = /^(.*[-_.])v(\d+)$/i;
const DATE = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/g;
const DAY_MS = 86_400_000;

function validDate(y: number, m: number, d: number): Date | undefined {
  if (y < 1990 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : undefined;
}

export const staleNameLocation: ParseSignal<StaleNameLocationHit> = {
  name: 'stale_name_location',
  description: 'A folder or file name that marks the doc as old or temporary, or an old date in its path.',
  help: 'Move a doc that is still true out of the old/temporary location, or delete it when it is served.',
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['token', 'where'],
    properties: {
      token: { type: 'string', minLength: 1 },
      where: { enum: ['folder', 'name', 'date'] },
      date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      age_days: { type: 'integer', minimum: 0 },
      newer: { $ref: '#/$defs/relpath' },
    },
  },
  // Dated records and archives are old by design.
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  stage: 'parse',
  needs: [],
  appliesTo: () => true,
  detect(doc: ReadDoc, ctx: ParseContext): StaleNameLocationHit[] {
    const hits: StaleNameLocationHit[] = [];
    const seen = new Set<string>();
    const add = (token: string, where: 'folder' | 'name' | 'date', detail: string, extra: { date?: string; age_days?: number; newer?: string } = {}) => {
      if (seen.has(`${where}:${token}`)) return;
      seen.add(`${where}:${token}`);
      // A hint: measured at 0 true of 22 judged hits on the evaluation corpora (dated plans and
      // records keep their dates on purpose); it never makes a doc a candidate alone.
      hits.push({ name: 'stale_name_location', detail, token, where, ...extra, hint: true });
    };
    const segs = doc.path.split('/');
    for (const seg of segs.slice(0, -1)) {
      if (FOLDER_WORDS.has(seg.toLowerCase())) add(seg, 'folder', `lies in a folder named ${seg}/`);
    }
    const base = segs[segs.length - 1]!;
    const ext = posix.extname(base);
    const stem = ext === '' ? base : base.slice(0, -ext.length);
    for (const word of stem.split(/[-_.\s]+/)) {
      if (NAME_WORDS.has(word.toLowerCase())) add(word, 'name', `file name contains "${word}"`);
    }
    const suffix = NAME_SUFFIX.exec(stem);
    if (suffix) add(suffix[0].slice(1), 'name', `file name ends in ${suffix[0]}`);
    const vn = VERSION_SUFFIX.exec(stem);
    if (vn && Number(vn[2]) > 1) {
      const dir = posix.dirname(doc.path);
      const newer = `${dir === '.' ? '' : dir + '/'}${vn[1]}v${Number(vn[2]) + 1}${ext}`;
      if (ctx.repo.files.has(newer)) add(`v${vn[2]}`, 'name', `file name ends in -v${vn[2]} and ${newer} exists`, { newer });
    }
    for (const seg of segs) {
      for (const m of seg.matchAll(DATE)) {
        const date = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
        if (!date) continue;
        const age = Math.floor((ctx.now.getTime() - date.getTime()) / DAY_MS);
        if (age > ctx.settings.stale_name_max_age_days) {
          const iso = date.toISOString().slice(0, 10);
          add(m[0], 'date', `path carries the date ${iso}, ${age} days old (limit ${ctx.settings.stale_name_max_age_days})`, { date: iso, age_days: age });
        }
      }
    }
    return hits;
  },
};
