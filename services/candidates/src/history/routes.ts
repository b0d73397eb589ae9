import { z } from 'zod';
import { ErrorBody } from '@agency/contracts';
import { candidateOf, notFound, type ServiceApp } from '@agency/service-kit';
import type { HistoryEntries } from './entries';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
// Any text: a malformed id is as unknown as another candidate's, so both are a 404.
const EntryParam = z.object({ id: z.string() });

interface HistoryRoutes<TInput> {
  /** The declared collection path, e.g. /api/candidate/education. */
  path: '/api/candidate/education' | '/api/candidate/employment';
  input: z.ZodType<TInput, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The entry's contract (the answers are checked against it). */
  entry: z.ZodType;
  entries: HistoryEntries<TInput, unknown>;
  /** The 404 text for an id the candidate has no entry with. */
  notFound: string;
}

/** The candidate's own list of one history kind: list, add, replace and delete, always of their entries. */
export function registerHistoryRoutes<TInput>(app: ServiceApp, { path, input, entry, entries, notFound: missing }: HistoryRoutes<TInput>): void {
  const ownerOf = (request: { principal: Parameters<typeof candidateOf>[0] }) => candidateOf(request.principal).candidateId;

  app.get(path, { schema: { response: { 200: z.array(entry), ...errors } } }, async (request) => entries.list(ownerOf(request)));

  app.post(path, { schema: { body: input, response: { 201: entry, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await entries.add(ownerOf(request), request.body as TInput)),
  );

  app.put(`${path}/:id`, { schema: { params: EntryParam, body: input, response: { 200: entry, ...errors } } }, async (request) => {
    const replaced = await entries.replace(ownerOf(request), request.params.id, request.body as TInput);
    if (!replaced) throw notFound(missing);
    return replaced;
  });

  app.delete(`${path}/:id`, { schema: { params: EntryParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await entries.remove(ownerOf(request), request.params.id))) throw notFound(missing);
    return reply.status(204).send(null);
  });
}
