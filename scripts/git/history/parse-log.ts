// Incremental parser for `git log -z --name-status -M --format=%x01%H %ct %P`: the output is cut
// into NUL-terminated tokens as chunks arrive, so a history of any length is never held whole.
import type { CommitRecord, FileChange } from '../git-backend.ts';
import { byCodeUnit } from '../../shared/order.ts';

export class LogParser {
  readonly commits: CommitRecord[] = [];
  private rest: Buffer = Buffer.alloc(0);
  private current: CommitRecord | undefined;
  /** A status token waiting for its path tokens. */
  private pending: { status: FileChange['status']; need: number; got: string[]; similarity?: number } | undefined;

  push(chunk: Buffer): void {
    const buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    for (;;) {
      const nul = buf.indexOf(0, start);
      if (nul < 0) break;
      this.token(buf.toString('utf8', start, nul));
      start = nul + 1;
    }
    this.rest = start < buf.length ? Buffer.from(buf.subarray(start)) : Buffer.alloc(0);
  }

  /** Finishes the last commit; returns every commit, newest first (git log's order). */
  end(): CommitRecord[] {
    if (this.rest.length) {
      // The header of an empty last commit ends without a change list.
      this.token(this.rest.toString('utf8'));
      this.rest = Buffer.alloc(0);
    }
    this.flush();
    return this.commits;
  }

  private flush(): void {
    if (this.current) {
      this.current.changes.sort((a, b) => byCodeUnit(a.path, b.path));
      this.commits.push(this.current);
    }
    this.current = undefined;
    this.pending = undefined;
  }

  private token(raw: string): void {
    let t = raw;
    if (this.pending) {
      this.pending.got.push(t);
      if (this.pending.got.length === this.pending.need) {
        const p = this.pending;
        this.pending = undefined;
        if (p.status === 'R') this.current?.changes.push({ status: 'R', path: p.got[1]!, from: p.got[0]!, ...(p.similarity !== undefined ? { similarity: p.similarity } : {}) });
        else this.current?.changes.push({ status: p.status, path: p.got[0]! });
      }
      return;
    }
    if (t.startsWith('\n')) t = t.slice(1);
    if (t.startsWith('\x01')) {
      this.flush();
      const [commit, time, parent] = t.slice(1).trim().split(' ');
      this.current = { commit: commit!, parent: parent || undefined, time: Number(time), changes: [] };
      return;
    }
    if (t === '') return;
    const code = t[0];
    switch (code) {
      case 'A':
      case 'M':
      case 'D':
        this.pending = { status: code, need: 1, got: [] };
        break;
      case 'T': // a type change (file <-> symlink) is a modification
        this.pending = { status: 'M', need: 1, got: [] };
        break;
      case 'R': {
        // `R087`: the similarity index git scored the pair with.
        const score = /^R(\d{1,3})$/.exec(t);
        this.pending = { status: 'R', need: 2, got: [], ...(score ? { similarity: Math.min(100, Number(score[1])) } : {}) };
        break;
      }
      default:
        throw new Error(`unexpected git log token ${JSON.stringify(t.slice(0, 40))}`);
    }
  }
}
