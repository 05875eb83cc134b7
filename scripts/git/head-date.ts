// The date ages are counted from: the repository's HEAD commit, never the scan clock (a snapshot
// scanned a year later has not aged a year; a clone of an old release is as fresh as its HEAD).
import { runGit } from './exec.ts';

/** HEAD's committer date, or undefined (no commits, no git on PATH). */
export async function headCommitDate(root: string): Promise<Date | undefined> {
  try {
    const r = await runGit(root, ['log', '-1', '--format=%cI', 'HEAD']);
    const d = new Date(r.stdout.toString('utf8').trim());
    return r.code === 0 && !Number.isNaN(d.getTime()) ? d : undefined;
  } catch {
    return undefined;
  }
}
