import {
  CustomFieldDefinition,
  CustomFieldDefinitionList,
  customFieldsPath,
  type CustomFieldDefinitionInput,
  type CustomFieldDefinitionUpdate,
  type CustomFieldEntity,
} from '@agency/contracts';
import { crmApi } from '../../store';

const fieldsOf = (entity: CustomFieldEntity) => ({ type: 'CustomField' as const, id: entity });

/** The custom fields of candidates, employers and job roles (decision 0125): staff read them, administrators change them. */
export const customFieldsApi = crmApi.enhanceEndpoints({ addTagTypes: ['CustomField'] }).injectEndpoints({
  endpoints: (build) => ({
    getCustomFields: build.query<CustomFieldDefinitionList, CustomFieldEntity>({
      query: (entity) => customFieldsPath(entity),
      responseSchema: CustomFieldDefinitionList,
      providesTags: (_fields, _error, entity) => [fieldsOf(entity)],
    }),
    addCustomField: build.mutation<CustomFieldDefinition, { entity: CustomFieldEntity; field: CustomFieldDefinitionInput }>({
      query: ({ entity, field }) => ({ url: customFieldsPath(entity), method: 'POST', body: field }),
      responseSchema: CustomFieldDefinition,
      invalidatesTags: (_field, error, { entity }) => (error ? [] : [fieldsOf(entity)]),
    }),
    updateCustomField: build.mutation<CustomFieldDefinition, { entity: CustomFieldEntity; id: string; changes: CustomFieldDefinitionUpdate }>({
      query: ({ entity, id, changes }) => ({ url: `${customFieldsPath(entity)}/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      responseSchema: CustomFieldDefinition,
      invalidatesTags: (_field, error, { entity }) => (error ? [] : [fieldsOf(entity)]),
    }),
    removeCustomField: build.mutation<null, { entity: CustomFieldEntity; id: string }>({
      query: ({ entity, id }) => ({ url: `${customFieldsPath(entity)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { entity }) => (error ? [] : [fieldsOf(entity)]),
    }),
  }),
});

export const { useGetCustomFieldsQuery, useAddCustomFieldMutation, useUpdateCustomFieldMutation, useRemoveCustomFieldMutation } = customFieldsApi;
