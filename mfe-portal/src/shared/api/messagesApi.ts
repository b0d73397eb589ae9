import { Message, MessageList } from '@agency/contracts';
import { portalApi } from '../../store';

/** Messages recruiters sent the candidate (services/portal), newest first. */
export const messagesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<Message[], void>({
      query: () => '/api/candidate/messages',
      responseSchema: MessageList,
      providesTags: ['Message'],
    }),
    /** Opening a message marks it read: its 'New' badge goes at once, from the answer or as the server records it. */
    markMessageRead: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/candidate/messages/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        const answered = Message.safeParse(data);
        dispatch(
          messagesApi.util.updateQueryData('getMessages', undefined, (messages) =>
            messages.map((message) =>
              message.id !== id ? message : answered.success ? answered.data : { ...message, isRead: true },
            ),
          ),
        );
      },
    }),
  }),
});

export const { useGetMessagesQuery, useMarkMessageReadMutation } = messagesApi;
