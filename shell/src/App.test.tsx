import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime is the boundary here: what a remote answers is up to each test.
const loadRemote = vi.fn();
const registerRemotes = vi.fn();
// The shell's check of a remote's shared versions is a runtime plugin (shared-versions.test.ts tests it).
const registerPlugins = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes, registerPlugins, satisfy: vi.fn() }));

const manifest = {
  mfe_public: '/remotes/mfe-public/mf-manifest.json',
  mfe_crm: '/remotes/mfe-crm/mf-manifest.json',
  mfe_portal: '/remotes/mfe-portal/mf-manifest.json',
  mfe_client: '/remotes/mfe-client/mf-manifest.json',
};
/** The gateway's `/remotes.json`, or a failure to read it. */
function serveManifest(status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Loaded remotes are cached for the page's life; each test starts from a fresh page.
let App: typeof import('./App').App;
beforeEach(async () => {
  // jsdom has no scrolling; the shell scrolls each new page to the top.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.resetModules();
  ({ App } = await import('./App'));
  loadRemote.mockReset();
  registerRemotes.mockReset();
  serveManifest();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

describe('shell routing', () => {
  it("shows 'Page Not Found' for a path no remote owns", () => {
    visit('/not/a/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/add the page to the router/)).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'mfe_public/App'],
    ['/about', 'mfe_public/App'],
    ['/jobs', 'mfe_public/App'],
    ['/jobs/head-chef', 'mfe_public/App'],
    ['/login', 'mfe_crm/App'],
    ['/manage/candidates', 'mfe_crm/App'],
    ['/candidateportal', 'mfe_portal/App'],
    ['/candidateportal/submissions', 'mfe_portal/App'],
    ['/clientportal', 'mfe_client/App'],
    ['/clientportal/reset-password', 'mfe_client/App'],
  ])('hands %s to %s', async (path, remote) => {
    loadRemote.mockResolvedValue({ default: () => <p>remote content</p> });
    visit(path);
    expect(await screen.findByText('remote content')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith(remote);
  });

  it('registers the remotes named by /remotes.json before loading one', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>remote content</p> });
    visit('/');
    await screen.findByText('remote content');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: '/remotes/mfe-public/mf-manifest.json' },
      { name: 'mfe_crm', entry: '/remotes/mfe-crm/mf-manifest.json' },
      { name: 'mfe_portal', entry: '/remotes/mfe-portal/mf-manifest.json' },
      { name: 'mfe_client', entry: '/remotes/mfe-client/mf-manifest.json' },
    ]);
    expect(registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0]!);
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows an error panel instead of a blank page, and loads again on retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('manifest 404'));
    visit('/manage');
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();

    loadRemote.mockResolvedValue({ default: () => <p>back again</p> });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back again')).toBeTruthy();
  });

  it('reads /remotes.json again on retry when it could not be read', async () => {
    serveManifest(503);
    visit('/');
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();

    serveManifest();
    loadRemote.mockResolvedValue({ default: () => <p>back again</p> });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back again')).toBeTruthy();
  });

  it('contains a remote that crashes while rendering', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    visit('/candidateportal');
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
  });
});
