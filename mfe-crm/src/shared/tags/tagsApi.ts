import { Tag, TagList, TagRewrite, type TagChange, type TagColour, type TagEntity, type TagMerge } from '@agency/contracts';
import { crmApi } from '../../store';

const tagsPath = (entity: TagEntity) => `/api/tags/${entity}`;
const tagsOf = (entity: TagEntity) => ({ type: 'Tag' as const, id: entity });
// A rename or a merge rewrites the records holding the tags: their lists and pages are read again.
const recordsOf = (entity: TagEntity) =>
  entity === 'candidates' ? (['Candidate'] as const) : entity === 'employers' ? (['Employer'] as const) : (['JobRole'] as const);

/** The tags of candidates, employers and job roles (decision 0134): staff read and add them, administrators rename and merge. */
export const tagsApi = crmApi.enhanceEndpoints({ addTagTypes: ['Tag'] }).injectEndpoints({
  endpoints: (build) => ({
    getTags: build.query<TagList, TagEntity>({
      query: (entity) => tagsPath(entity),
      responseSchema: TagList,
      providesTags: (_tags, _error, entity) => [tagsOf(entity)],
    }),
    addTag: build.mutation<Tag, { entity: TagEntity; name: string; colour?: TagColour }>({
      query: ({ entity, name, colour }) => ({ url: tagsPath(entity), method: 'POST', body: { name, colour } }),
      responseSchema: Tag,
      invalidatesTags: (_tag, error, { entity }) => (error ? [] : [tagsOf(entity)]),
    }),
    changeTag: build.mutation<TagRewrite, { entity: TagEntity; id: string; change: TagChange }>({
      query: ({ entity, id, change }) => ({ url: `${tagsPath(entity)}/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      responseSchema: TagRewrite,
      invalidatesTags: (_answer, error, { entity }) => (error ? [] : [tagsOf(entity), ...recordsOf(entity)]),
    }),
    mergeTags: build.mutation<TagRewrite, { entity: TagEntity; merge: TagMerge }>({
      query: ({ entity, merge }) => ({ url: `${tagsPath(entity)}/merge`, method: 'POST', body: merge }),
      responseSchema: TagRewrite,
      invalidatesTags: (_answer, error, { entity }) => (error ? [] : [tagsOf(entity), ...recordsOf(entity)]),
    }),
  }),
});

export const { useGetTagsQuery, useAddTagMutation, useChangeTagMutation, useMergeTagsMutation } = tagsApi;
