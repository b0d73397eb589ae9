import {
  Education,
  EducationList,
  Employment,
  EmploymentList,
  type EducationInput,
  type EmploymentInput,
} from '@agency/contracts';
import type { z } from 'zod';
import { portalApi } from '../../store';

// RTK Query wants a schema whose input is its output; a stored entry always has its defaults filled in.
const EmploymentAnswer = Employment as z.ZodType<Employment, Employment>;
const EmploymentListAnswer = EmploymentList as z.ZodType<Employment[], Employment[]>;

const EDUCATION = { type: 'Education', id: 'LIST' } as const;
const EMPLOYMENT = { type: 'Employment', id: 'LIST' } as const;

/**
 * The signed-in candidate's education and employment history (owned by the candidates service). Each change
 * is saved at once, and the list is read again after it (the server keeps the order: newest first).
 */
export const historyApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEducation: build.query<Education[], void>({
      query: () => '/api/candidate/education',
      responseSchema: EducationList,
      providesTags: [EDUCATION],
    }),
    addEducation: build.mutation<Education, EducationInput>({
      query: (entry) => ({ url: '/api/candidate/education', method: 'POST', body: entry }),
      responseSchema: Education,
      invalidatesTags: (_entry, error) => (error ? [] : [EDUCATION]),
    }),
    updateEducation: build.mutation<Education, { id: string; entry: EducationInput }>({
      query: ({ id, entry }) => ({ url: `/api/candidate/education/${encodeURIComponent(id)}`, method: 'PUT', body: entry }),
      responseSchema: Education,
      invalidatesTags: (_entry, error) => (error ? [] : [EDUCATION]),
    }),
    deleteEducation: build.mutation<null, string>({
      query: (id) => ({ url: `/api/candidate/education/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [EDUCATION]),
    }),
    getEmployment: build.query<Employment[], void>({
      query: () => '/api/candidate/employment',
      responseSchema: EmploymentListAnswer,
      providesTags: [EMPLOYMENT],
    }),
    addEmployment: build.mutation<Employment, EmploymentInput>({
      query: (entry) => ({ url: '/api/candidate/employment', method: 'POST', body: entry }),
      responseSchema: EmploymentAnswer,
      invalidatesTags: (_entry, error) => (error ? [] : [EMPLOYMENT]),
    }),
    updateEmployment: build.mutation<Employment, { id: string; entry: EmploymentInput }>({
      query: ({ id, entry }) => ({ url: `/api/candidate/employment/${encodeURIComponent(id)}`, method: 'PUT', body: entry }),
      responseSchema: EmploymentAnswer,
      invalidatesTags: (_entry, error) => (error ? [] : [EMPLOYMENT]),
    }),
    deleteEmployment: build.mutation<null, string>({
      query: (id) => ({ url: `/api/candidate/employment/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [EMPLOYMENT]),
    }),
  }),
});

export const {
  useGetEducationQuery,
  useAddEducationMutation,
  useUpdateEducationMutation,
  useDeleteEducationMutation,
  useGetEmploymentQuery,
  useAddEmploymentMutation,
  useUpdateEmploymentMutation,
  useDeleteEmploymentMutation,
} = historyApi;
