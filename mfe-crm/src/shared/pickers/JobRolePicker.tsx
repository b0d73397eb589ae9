import { JobRoleList } from '@agency/contracts';
import { listParams } from '../cards/pagedList';
import { crmApi } from '../../store';
import { PICKER_LIMIT, SearchPicker, detailOf, type PickerProps, type PickerSearch } from './SearchPicker';

const jobRolePickerApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    /** A few job roles matching a term (title, location, employer name), every status: the pickers' list. */
    findJobRoles: build.query<JobRoleList, { q: string; limit: number }>({
      query: ({ q, limit }) => `/api/job-roles?${listParams({ q }, limit)}`,
      responseSchema: JobRoleList,
      providesTags: ['JobRole'],
    }),
  }),
});

/** Job roles matching the term, each with its employer and location (two roles often share a title). */
function useJobRoleSearch(q: string, skip: boolean): PickerSearch {
  const { currentData, isFetching, isError } = jobRolePickerApi.useFindJobRolesQuery(
    { q, limit: PICKER_LIMIT },
    { skip },
  );
  return {
    options: (currentData?.items ?? []).map((role) => ({
      id: role.id,
      name: role.title,
      detail: detailOf(role.employer?.name, role.location),
    })),
    total: currentData?.total ?? 0,
    isFetching,
    isError,
  };
}

/** A job role field (the interaction and placement forms'), searching job roles on the server. */
export function JobRolePicker(props: PickerProps) {
  return <SearchPicker {...props} noun={['Job role', 'Job roles']} useSearch={useJobRoleSearch} />;
}
