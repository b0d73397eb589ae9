import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import type { RequestArgs, RequestError } from '@agency/web-kit';

/** The calls that decide the session themselves: a 401 there is an answer, not a lost session. */
const SESSION_CALLS = new Set(['/api/auth/login', '/api/auth/me']);

/**
 * A 401 on any other call means the session ended while the page was open (signed out elsewhere, the
 * user disabled or deleted, the token expired): `onSessionEnded` has the session checked again, which
 * finds it gone and sends the visitor to /login, instead of leaving them on a page that only fails.
 */
export function endSessionOn401(
  baseQuery: BaseQueryFn<string | RequestArgs, unknown, RequestError>,
  onSessionEnded: (api: BaseQueryApi) => void,
): BaseQueryFn<string | RequestArgs, unknown, RequestError> {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    const url = typeof args === 'string' ? args : args.url;
    if (result.error?.status === 401 && !SESSION_CALLS.has(url)) onSessionEnded(api);
    return result;
  };
}
