import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, OBJECT_URL_LIFE_MS, saveBlob } from './download';

const storage = { getItem: (key: string) => ({ auth_token: 'staff-token', candidateToken: 'candidate-token' })[key] ?? null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function answer(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('downloadFile', () => {
  it('fetches the file with the token chosen by path and cookies, and saves its bytes under the given name', async () => {
    const fetchMock = answer(() => new Response('%PDF-1.7 bytes', { headers: { 'content-type': 'application/pdf' } }));
    const saved: [Blob, string][] = [];
    const result = await downloadFile('/api/candidate/documents/d1/file', 'My CV.pdf', {
      storage,
      save: (blob, name) => saved.push([blob, name]),
    });
    expect(result).toEqual({});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/candidate/documents/d1/file');
    expect(init).toEqual({ headers: { authorization: 'Bearer candidate-token' }, credentials: 'include' });
    expect(saved).toHaveLength(1);
    expect(saved[0]![1]).toBe('My CV.pdf');
    expect(await saved[0]![0].text()).toBe('%PDF-1.7 bytes');
    expect(saved[0]![0].type).toBe('application/pdf');
  });

  it("uses the staff token on the staff path, and answers a refusal as 'status: body' with the server's message, saving nothing", async () => {
    const fetchMock = answer(() => new Response('{"message":"Document not found"}', { status: 404 }));
    const save = vi.fn();
    const result = await downloadFile('/api/candidates/c1/documents/d1/file', 'cv.pdf', { storage, save });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ authorization: 'Bearer staff-token' });
    expect(result.error).toEqual({ status: 404, message: '404: {"message":"Document not found"}', serverMessage: 'Document not found' });
    expect(save).not.toHaveBeenCalled();
  });

  it('POSTs a body as JSON when given one (a file made from what is sent), with the same token', async () => {
    const fetchMock = answer(() => new Response('%PDF-1.7 client cv', { headers: { 'content-type': 'application/pdf' } }));
    const saved: string[] = [];
    const result = await downloadFile('/api/candidates/c1/client-cv', 'Priya-Raman-CV.pdf', { storage, save: (_blob, name) => saved.push(name), body: { anonymised: true } });
    expect(result).toEqual({});
    expect(fetchMock.mock.calls[0]![1]).toEqual({
      method: 'POST',
      headers: { authorization: 'Bearer staff-token', 'content-type': 'application/json' },
      body: '{"anonymised":true}',
      credentials: 'include',
    });
    expect(saved).toEqual(['Priya-Raman-CV.pdf']);
  });

  it('answers a failed connection as status 0', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await downloadFile('/api/candidate/documents/d1/file', 'cv.pdf', { storage, save: vi.fn() })).error).toEqual({
      status: 0,
      message: '0: Failed to fetch',
    });
  });
});

describe('saveBlob', () => {
  it('clicks a hidden link to an object URL named for the file, removes it, and lets the URL go afterwards', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const link = {
      style: {} as Record<string, string>,
      href: '',
      download: '',
      rel: '',
      click: () => events.push(`click ${link.href} as ${link.download}`),
      remove: () => events.push('removed'),
    };
    vi.stubGlobal('document', {
      createElement: (tag: string) => (tag === 'a' ? link : null),
      body: { append: () => events.push('appended') },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    const blob = new Blob(['hello']);
    saveBlob(blob, 'notes.txt');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(events).toEqual(['appended', 'click blob:http://localhost/1 as notes.txt', 'removed']);
    expect(link.style.display).toBe('none');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFE_MS);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
