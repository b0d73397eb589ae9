import type { ServiceApp } from '@agency/service-kit';

/** How long `close()` lets answers still on their way finish before it cuts their connections. */
export const CLOSE_GRACE_MS = 3_000;

/**
 * Makes `app.close()` end once the answers in flight have been sent (decision 0051). Node's server
 * closes the idle keep-alive connections when it stops, but a connection whose answer is still streaming
 * then (a proxied answer: its headers are out, its body still comes from the service) stays open after
 * that answer ends, for the whole keep-alive timeout (72 s), and `close()` waits for it. Here each
 * answer that ends while closing also ends its connection, and whatever is still open after the grace
 * period (a client that stopped reading) is cut.
 */
export function registerGracefulClose(app: ServiceApp, graceMs = CLOSE_GRACE_MS): void {
  let closing = false;
  let cutOff: NodeJS.Timeout | undefined;

  app.addHook('preClose', async () => {
    closing = true;
    cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });

  // Node has detached the socket from the answer by now; the request still holds it.
  app.addHook('onResponse', async (request) => {
    if (closing) request.socket.destroySoon();
  });

  app.addHook('onClose', async () => clearTimeout(cutOff));
}
