import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * How deep arrays and objects may nest in a JSON body (decision 0071). Our deepest contract is about 4
 * levels; 64 leaves room for any real document and stops bodies like `[[[[…]]]]`, which parse but then
 * overflow the stack of whatever walks them (a proxy serialising the body again, a validator).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text opens more than `maxDepth` arrays or objects inside each other; one pass, no parsing. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Where a parsed body holds what no store keeps, as a field path ('value', 'items.0.value') and the
 * reason; undefined when there is none. A number too large for a double (`1e400` parses as Infinity), and
 * the NUL character (U+0000) in a string or a key, which PostgreSQL's JSON, under FerretDB, cannot hold.
 * Bodies are at most MAX_JSON_DEPTH deep here.
 */
function unstorableAt(value: unknown, path: string[] = []): string | undefined {
  const where = () => path.join('.') || 'body';
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${where()}: must be a finite number (this one is too large to represent)`;
  if (typeof value === 'string') return value.includes('\0') ? `${where()}: ${NO_NUL}` : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return `${[...path, JSON.stringify(key)].join('.')}: ${NO_NUL}`;
    const found = unstorableAt(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const NO_NUL = 'must not contain the NUL character (U+0000)';

/**
 * fastify's own JSON parser (prototype-poisoning checks, empty-body error) behind the nesting check; no
 * number beyond a double's range (re-serialised by the gateway's proxy, Infinity would reach the service
 * as null, 'no value': decision 0074) and no NUL character (decision 0077).
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (jsonNestsDeeperThan(text, maxDepth)) {
      return done(new HttpError(400, `The request body nests arrays or objects more than ${maxDepth} levels deep. Please send a flatter JSON document.`), undefined);
    }
    parseJson(request, text, (error, parsed) => {
      const problem = error ? undefined : unstorableAt(parsed);
      if (problem) return done(new HttpError(400, `Invalid body: ${problem}`), undefined);
      done(error, parsed);
    });
  });
}
