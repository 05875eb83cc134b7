// Which git implementation serves a call: the native `git` CLI when it is on PATH (the fast path),
// isomorphic-git otherwise. DOCHYGIENE_GIT_BACKEND=native|isomorphic forces one (tests run both
// on the same fixtures and compare).
import { HygieneError } from '../shared/errors.ts';
import { gitOnPath } from './exec.ts';

export type GitBackendName = 'native' | 'isomorphic';

export const BACKEND_ENV = 'DOCHYGIENE_GIT_BACKEND';

export async function selectBackend(env: NodeJS.ProcessEnv = process.env): Promise<GitBackendName> {
  const forced = env[BACKEND_ENV];
  if (forced !== undefined && forced !== '') {
    if (forced !== 'native' && forced !== 'isomorphic')
      throw new HygieneError('CONFIG', `${BACKEND_ENV} must be "native" or "isomorphic", not "${forced}"`);
    if (forced === 'native' && !(await gitOnPath()))
      throw new HygieneError('CONFIG', `${BACKEND_ENV}=native but no git executable is on PATH`);
    return forced;
  }
  return (await gitOnPath()) ? 'native' : 'isomorphic';
}
