import { ImportJob, ImportJobList, ImportPreview, type ImportEntity, type ImportSettings } from '@agency/contracts';
import { crmApi } from '../../../store';

const base = (entity: ImportEntity) => `/api/imports/${entity}`;
/** Where a file is uploaded (`?fileName=`), its body streamed as a document's is. */
export const importUploadPath = (entity: ImportEntity, fileName: string) => `${base(entity)}?${new URLSearchParams({ fileName })}`;
export const refusedRowsPath = (entity: ImportEntity, id: string) => `${base(entity)}/${encodeURIComponent(id)}/refused`;

/** Imports of spreadsheets (decision 0123): the past imports, one import (polled while it runs), its preview, start and undo. */
export const importApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    listImports: build.query<ImportJobList, ImportEntity>({
      query: (entity) => base(entity),
      responseSchema: ImportJobList,
      keepUnusedDataFor: 0,
    }),
    getImport: build.query<ImportJob, { entity: ImportEntity; id: string }>({
      query: ({ entity, id }) => `${base(entity)}/${encodeURIComponent(id)}`,
      responseSchema: ImportJob,
      keepUnusedDataFor: 0,
    }),
    getImportPreview: build.query<ImportPreview, { entity: ImportEntity; id: string }>({
      query: ({ entity, id }) => `${base(entity)}/${encodeURIComponent(id)}/preview`,
      responseSchema: ImportPreview,
      keepUnusedDataFor: 0,
    }),
    changeImportSettings: build.mutation<ImportPreview, { entity: ImportEntity; id: string; settings: ImportSettings }>({
      query: ({ entity, id, settings }) => ({ url: `${base(entity)}/${encodeURIComponent(id)}/settings`, method: 'PUT', body: settings }),
      responseSchema: ImportPreview,
    }),
    startImport: build.mutation<ImportJob, { entity: ImportEntity; id: string; settings: ImportSettings }>({
      query: ({ entity, id, settings }) => ({ url: `${base(entity)}/${encodeURIComponent(id)}/start`, method: 'POST', body: settings }),
      responseSchema: ImportJob,
    }),
    undoImport: build.mutation<ImportJob, { entity: ImportEntity; id: string }>({
      query: ({ entity, id }) => ({ url: `${base(entity)}/${encodeURIComponent(id)}/undo`, method: 'POST' }),
      responseSchema: ImportJob,
    }),
  }),
});

export const { useListImportsQuery, useGetImportQuery, useGetImportPreviewQuery, useChangeImportSettingsMutation, useStartImportMutation, useUndoImportMutation } = importApi;
