import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { endSessionOn401 } from './end-session-on-401';

const api = {} as BaseQueryApi;
const answering = (status: number) => vi.fn(async () => ({ error: { status, message: `${status}: …` } }));

describe('endSessionOn401', () => {
  it('ends the session when any other call answers 401', async () => {
    const ended = vi.fn();
    const query = endSessionOn401(answering(401), ended);
    const result = await query('/api/users', api, {});
    expect(result.error?.status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the sign-in and the session check to decide for themselves', async () => {
    const ended = vi.fn();
    const query = endSessionOn401(answering(401), ended);
    await query({ url: '/api/auth/login', method: 'POST', body: {} }, api, {});
    await query('/api/auth/me', api, {});
    expect(ended).not.toHaveBeenCalled();
  });

  it('ignores other failures', async () => {
    const ended = vi.fn();
    await endSessionOn401(answering(403), ended)('/api/users', api, {});
    expect(ended).not.toHaveBeenCalled();
  });
});
