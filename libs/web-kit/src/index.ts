export { createApiStore } from './api-store';
export { createBaseQuery, errorText, type RequestArgs, type RequestError } from './base-query';
export { CANDIDATE_API_PREFIX, CANDIDATE_TOKEN_KEY, CLIENT_API_PREFIX, CLIENT_TOKEN_KEY, STAFF_TOKEN_KEY, tokenKeyForPath } from './tokens';
export { API_DEFAULTS } from './api-defaults';
export { CONNECTION_ERROR, describeError, requestError } from './request-errors';
export { messageThreads, type MessageThread } from './messages/threads';
