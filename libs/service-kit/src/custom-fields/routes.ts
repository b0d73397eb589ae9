import { z } from 'zod';
import {
  CustomFieldDefinition,
  CustomFieldDefinitionInput,
  CustomFieldDefinitionList,
  CustomFieldDefinitionUpdate,
  customFieldsPath,
  ErrorBody,
  type CustomFieldEntity,
} from '@agency/contracts';
import type { ServiceApp } from '../runtime';
import type { CustomFieldDefinitions } from './definitions';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const IdParam = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id') });

/** `/api/custom-fields/<entity>`: staff read an entity's fields (the forms, lists, imports), administrators change them. */
export function registerCustomFieldRoutes(app: ServiceApp, definitions: CustomFieldDefinitions, entity: CustomFieldEntity): void {
  const path = customFieldsPath(entity);
  app.get(path, { schema: { response: { 200: CustomFieldDefinitionList, ...errors } } }, async () => definitions.list(entity));

  app.post(path, { schema: { body: CustomFieldDefinitionInput, response: { 201: CustomFieldDefinition, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await definitions.create(entity, request.body)),
  );

  app.put(`${path}/:id`, { schema: { params: IdParam, body: CustomFieldDefinitionUpdate, response: { 200: CustomFieldDefinition, ...errors } } }, async (request) =>
    definitions.update(entity, request.params.id, request.body),
  );

  app.delete(`${path}/:id`, { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await definitions.remove(entity, request.params.id);
    return reply.status(204).send(null);
  });
}
