import { describe, expect, it } from 'vitest';
import { CLIENT_CV_NOTE_MAX, ClientCvRequest } from './client-cv';

describe('a client CV request', () => {
  it('is not anonymised unless asked, and keeps a note of several lines, trimmed', () => {
    expect(ClientCvRequest.parse({})).toEqual({ anonymised: false });
    expect(ClientCvRequest.parse({ anonymised: true, note: '  First line.\nSecond line.  ' })).toEqual({ anonymised: true, note: 'First line.\nSecond line.' });
  });

  it('refuses a note over 2,000 characters, and an anonymised flag that is not a boolean', () => {
    expect(ClientCvRequest.safeParse({ note: 'x'.repeat(CLIENT_CV_NOTE_MAX) }).success).toBe(true);
    const tooLong = ClientCvRequest.safeParse({ note: 'x'.repeat(CLIENT_CV_NOTE_MAX + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('must be at most 2,000 characters');
    expect(ClientCvRequest.safeParse({ anonymised: 'yes' }).success).toBe(false);
  });
});
