import type {
  NeedsAttentionResponse,
  NeedsAttentionRetryResponse,
} from '@fairway/contract/admin-needs-attention.contract';
import { type AdminTarget, call } from './admin-api.ts';

// "Needs attention" calls of the console (needs-attention:manage), loaded with their screen.
export const needsAttentionApi = {
  list: (target: AdminTarget) => call<NeedsAttentionResponse>(target, 'GET', '/api/admin/needs-attention'),
  retry: (target: AdminTarget, id: number) =>
    call<NeedsAttentionRetryResponse>(target, 'POST', `/api/admin/needs-attention/${id}/retry`),
};
