import { ADMIN_EMAIL, ADMIN_PASSWORD } from './platform';

/** One answer of the API: its status and its JSON body (null when there was none or it was not JSON). */
export interface Answer<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  body: T;
}

/**
 * A small JSON client of the platform's API for the fault and load tests: every call answers its status
 * and body instead of throwing on a refusal, so a test can assert on exactly what came back.
 */
export function apiClient(baseUrl: string) {
  async function send(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  }

  return {
    send,
    /** Signs the seeded administrator in and answers the token. */
    async signIn(): Promise<string> {
      const answer = await send('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return (answer.body as { token: string }).token;
    },
  };
}
