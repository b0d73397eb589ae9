import { ClientJobRoleList } from '@agency/contracts';
import { clientApi } from '../../store';

/** The signed-in contact's employer's roles, nobody else's (the server decides by the token, decision 0130). */
export const rolesApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getJobRoles: build.query<ClientJobRoleList, void>({
      query: () => '/api/client/job-roles',
      responseSchema: ClientJobRoleList,
      providesTags: ['JobRole'],
    }),
  }),
});

export const { useGetJobRolesQuery } = rolesApi;
