import {
  type CreateStaffRequest,
  type StaffAccount,
  staffAccountSchema,
  type StaffListResponse,
  staffListResponseSchema,
  type UpdateStaffRequest,
} from '@fairway/contract/admin-staff.contract';
import { consoleApi } from '../../app/console-api.ts';

/** Staff accounts and roles (owners: `staff:manage`). Every change refreshes the list. */
const staffApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffListResponse, undefined>({
      query: () => '/api/admin/staff',
      responseSchema: staffListResponseSchema,
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<StaffAccount, CreateStaffRequest>({
      query: (body) => ({ url: '/api/admin/staff', method: 'POST', body }),
      responseSchema: staffAccountSchema,
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffAccount, { id: number; body: UpdateStaffRequest }>({
      query: ({ id, body }) => ({ url: `/api/admin/staff/${id}`, method: 'PUT', body }),
      responseSchema: staffAccountSchema,
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const { useStaffListQuery, useCreateStaffMutation, useUpdateStaffMutation } = staffApi;
