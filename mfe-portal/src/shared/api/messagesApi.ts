import { Message, MessageList } from '@agency/contracts';
import { portalApi } from '../../store';

/** The candidate's conversations with recruiters (services/portal): every message both ways, newest first. */
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
    /** A reply in the message's thread (decision 0121): the list is read again, with the reply in it. */
    replyToMessage: build.mutation<Message, { id: string; content: string }>({
      query: ({ id, content }) => ({ url: `/api/candidate/messages/${encodeURIComponent(id)}/replies`, method: 'POST', body: { content } }),
      responseSchema: Message,
      invalidatesTags: ['Message'],
    }),
  }),
});

export const { useGetMessagesQuery, useMarkMessageReadMutation, useReplyToMessageMutation } = messagesApi;
