import type {
  CourseDynamicPricing,
  DynamicPricingPreview,
  DynamicPricingResponse,
  DynamicPricingRuleInput,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import { type AdminTarget, call } from '../../app/admin-api.ts';

// Dynamic pricing calls of the console (rates:manage).
export const dynamicPricingApi = {
  list: (target: AdminTarget) => call<DynamicPricingResponse>(target, 'GET', '/api/admin/dynamic-pricing'),
  save: (target: AdminTarget, facilityId: number, rule: DynamicPricingRuleInput) =>
    call<CourseDynamicPricing>(target, 'PUT', `/api/admin/dynamic-pricing/${facilityId}`, rule),
  preview: (target: AdminTarget, facilityId: number, rule: DynamicPricingRuleInput) =>
    call<DynamicPricingPreview>(target, 'POST', `/api/admin/dynamic-pricing/${facilityId}/preview`, rule),
};
