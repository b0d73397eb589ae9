import pino from 'pino';

/** pino logger named after the service; quiet under vitest unless LOG_LEVEL says otherwise. */
export function createLogger(service: string) {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ level, base: { service } });
}
