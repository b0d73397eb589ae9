import { buildConnector } from 'undici';
import { PROBE_INTERVAL_MS, type ReadyInstances, readyInstances } from './ready-instances';

/** Refused, or no answer to the connect: nothing reached the service, so any request may be sent again. A
 * killed container's address answers nothing at all until the ready probe drops it (decision 0090). */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
/** The connection ended before an answer: the service may have received the request, so only a request that
 * means the same when repeated is sent again. */
const CONNECTION_LOST = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const MAX_RETRIES = 5;
/** undici's default is 10 s: a request to a killed instance then waited that long before it was sent again. */
const UPSTREAM_CONNECT_TIMEOUT_MS = 2_000;

/**
 * undici's `connect` for the proxied API: each new connection goes to the address `readyInstances.choose` gives
 * (the resolver's, for a host that is not followed), and an address that does not accept it is marked
 * unreachable, so that the request's retry and the next connections go to another instance at once instead of
 * waiting for the probe (decision 0090).
 */
export function connectToReadyInstances(instances: ReadyInstances = readyInstances): buildConnector.connector {
  const connect = buildConnector({ timeout: UPSTREAM_CONNECT_TIMEOUT_MS });
  return (options, callback) => {
    const chosen = instances.choose(options.hostname);
    if (!chosen) return connect(options, callback);
    connect({ ...options, hostname: chosen.address }, (error, socket) => {
      if (error && NOT_CONNECTED.has((error as NodeJS.ErrnoException).code ?? '')) instances.markUnreachable(options.hostname, chosen.address);
      if (error) callback(error, null);
      else callback(null, socket!);
    });
  };
}

/**
 * reply-from's `retryDelay` for the proxied API (decision 0087): an instance that has just stopped
 * listening (a deploy's old one, before the ready probe notices) refuses a new connection, and the request
 * is sent again after a short wait, to an instance then found ready. Spread over more than one probe
 * interval. Only while the service has an address no connection has failed to reach: when none is left (the
 * service is down, or its address is an IP that is not followed) the client gets its 503 at once, as before. A request that got
 * an answer, whatever its status, is never sent again.
 */
export function upstreamRetryDelay(upstreamUrl: string, instances: ReadyInstances = readyInstances) {
  const { hostname } = new URL(upstreamUrl);
  return ({ err, req, res, attempt }: { err?: Error | null; req: { method?: string }; res?: unknown; attempt: number }): number | null => {
    if (res || !err || attempt >= MAX_RETRIES || !instances.hasReachable(hostname)) return null;
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const retry = NOT_CONNECTED.has(code) || (CONNECTION_LOST.has(code) && IDEMPOTENT.has((req.method ?? '').toUpperCase()));
    return retry ? ((attempt + 1) * PROBE_INTERVAL_MS) / 5 : null;
  };
}
