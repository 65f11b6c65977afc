import {
  type MessagePreview,
  type MessagePreviewRequest,
  messagePreviewSchema,
  type MessageSendRequest,
  type MessageSent,
  messageSentSchema,
} from '@fairway/contract/admin-messages.contract';
import { consoleApi } from '../../app/console-api.ts';

/**
 * Messages to the day's golfers (`messages:send`): whom a range reaches (a preview that writes
 * nothing), and the send, once per Idempotency-Key (a retried click sends nothing twice). A send
 * adds an entry to the Activity, which it refreshes.
 */
const messagesApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    previewMessage: build.mutation<MessagePreview, MessagePreviewRequest>({
      query: (range) => ({ url: '/api/admin/messages/preview', method: 'POST', body: range }),
      responseSchema: messagePreviewSchema,
    }),
    sendMessage: build.mutation<MessageSent, { message: MessageSendRequest; key: string }>({
      query: ({ message, key }) => ({
        url: '/api/admin/messages',
        method: 'POST',
        body: message,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: messageSentSchema,
      invalidatesTags: ['Activity'],
    }),
  }),
});

export const { usePreviewMessageMutation, useSendMessageMutation } = messagesApi;
