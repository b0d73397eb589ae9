import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
const { remoteForPath } = await import('./remote-routes');

describe('remoteForPath: the remote whose route owns an address (what index.ts preloads)', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/about', 'mfe_public'],
    ['/jobs', 'mfe_public'],
    ['/jobs/head-chef', 'mfe_public'],
    ['/login', 'mfe_crm'],
    ['/manage', 'mfe_crm'],
    ['/manage/candidates/42', 'mfe_crm'],
    ['/candidateportal', 'mfe_portal'],
    ['/candidateportal/submissions', 'mfe_portal'],
    ['/clientportal', 'mfe_client'],
    ['/clientportal/reset-password', 'mfe_client'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/not/a/page', '/jobsearch', '/jobs/head-chef/more', '/aboutus', '/managers', '/clientportals', '/candidateportals'])('%s belongs to no remote (the 404 page)', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
  });
});
