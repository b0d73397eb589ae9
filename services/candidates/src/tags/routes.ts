import { ErrorBody, IdParam, Tag, TagChange, TagInput, TagList, TagMerge, TagRewrite } from '@agency/contracts';
import type { ServiceApp } from '@agency/service-kit';
import type { CandidateTags } from './registry';

const path = '/api/tags/candidates';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The candidates' tags (decision 0134): staff list and add them; administrators rename, recolour and merge (the route table says who). */
export function registerCandidateTagRoutes(app: ServiceApp, tags: CandidateTags): void {
  app.get(path, { schema: { response: { 200: TagList, ...errors } } }, () => tags.list());

  app.post(path, { schema: { body: TagInput, response: { 201: Tag, ...errors } } }, async (request, reply) => reply.status(201).send(await tags.create(request.body)));

  app.patch(`${path}/:id`, { schema: { params: IdParam, body: TagChange, response: { 200: TagRewrite, ...errors } } }, (request) => tags.change(request.params.id, request.body));

  app.post(`${path}/merge`, { schema: { body: TagMerge, response: { 200: TagRewrite, ...errors } } }, (request) => tags.merge(request.body));
}
