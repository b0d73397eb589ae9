import { User, UserList, type NewUserInput, type UserUpdateInput } from '@agency/contracts';
import { crmApi } from '../../store';

const TEAM = { type: 'User', id: 'LIST' } as const;

/** The team users (administrators only; the server answers 403 to anyone else). */
export const usersApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserList, void>({
      query: () => '/api/users',
      responseSchema: UserList,
      providesTags: [TEAM],
    }),
    addUser: build.mutation<User, NewUserInput>({
      query: (user) => ({ url: '/api/users', method: 'POST', body: user }),
      responseSchema: User,
      invalidatesTags: (_user, error) => (error ? [] : [TEAM]),
    }),
    updateUser: build.mutation<User, { id: string; changes: UserUpdateInput }>({
      query: ({ id, changes }) => ({
        url: `/api/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: User,
      // Editing yourself (your name, your role) also changes the session's user: check it again.
      invalidatesTags: (_user, error, { id }) => (error ? [] : [TEAM, { type: 'Session', id }]),
    }),
    /** A new invitation link for a member who has not chosen a password; earlier links stop working. */
    resendInvitation: build.mutation<null, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}/invitation`, method: 'POST' }),
    }),
    deleteUser: build.mutation<null, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAM]),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useResendInvitationMutation,
  useDeleteUserMutation,
} = usersApi;
