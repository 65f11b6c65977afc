import {
  adminCoursesResponseSchema,
  type AdminCoursesResponse,
  adminCourseUpdateResponseSchema,
  type AdminCourseUpdateResponse,
  type CourseDetails,
  type courseOverridesUpdateSchema,
} from '@fairway/contract/admin-courses.contract';
import {
  adminSettingsResponseSchema,
  type AdminSettingsResponse,
  type settingsUpdateRequestSchema,
  settingsUpdateResponseSchema,
  type SettingsUpdateResponse,
  themeImageResponseSchema,
  type ThemeImageResponse,
  type ThemeImageUpload,
} from '@fairway/contract/admin-settings.contract';
import type { z } from 'zod';
import { consoleApi } from '../../app/console-api.ts';

/**
 * A contract schema whose defaults fill in the answer (the settings document, a course's values
 * in force): what the screen reads is its output.
 */
const answer = <Schema extends z.ZodType>(schema: Schema) =>
  schema as unknown as z.ZodType<z.output<Schema>, z.output<Schema>>;

/**
 * The engine's settings, embed origins and partner mode, its courses' details and their own
 * settings (`settings:manage`). A settings write refreshes the settings; a course write the
 * courses (whose in-force values follow the engine's, so a settings write refreshes them too).
 */
const settingsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Settings', 'Courses'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<AdminSettingsResponse, undefined>({
      query: () => '/api/admin/settings',
      responseSchema: answer(adminSettingsResponseSchema),
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<SettingsUpdateResponse, z.input<typeof settingsUpdateRequestSchema>>({
      query: (body) => ({ url: '/api/admin/settings', method: 'PUT', body }),
      responseSchema: answer(settingsUpdateResponseSchema),
      invalidatesTags: ['Settings', 'Courses'],
    }),
    uploadImage: build.mutation<ThemeImageResponse, ThemeImageUpload>({
      query: (body) => ({ url: '/api/admin/settings/images', method: 'POST', body }),
      responseSchema: themeImageResponseSchema,
    }),
    courses: build.query<AdminCoursesResponse, undefined>({
      query: () => '/api/admin/courses',
      responseSchema: answer(adminCoursesResponseSchema),
      providesTags: ['Courses'],
    }),
    saveCourse: build.mutation<AdminCourseUpdateResponse, { facilityId: number; details: CourseDetails }>({
      query: ({ facilityId, details }) => ({ url: `/api/admin/courses/${facilityId}`, method: 'PUT', body: details }),
      responseSchema: answer(adminCourseUpdateResponseSchema),
      invalidatesTags: ['Courses'],
    }),
    saveCourseOverrides: build.mutation<
      AdminCourseUpdateResponse,
      { facilityId: number; body: z.input<typeof courseOverridesUpdateSchema> }
    >({
      query: ({ facilityId, body }) => ({ url: `/api/admin/courses/${facilityId}/settings`, method: 'PUT', body }),
      responseSchema: answer(adminCourseUpdateResponseSchema),
      invalidatesTags: ['Courses'],
    }),
  }),
});

export const {
  useSettingsQuery,
  useSaveSettingsMutation,
  useUploadImageMutation,
  useCoursesQuery,
  useSaveCourseMutation,
  useSaveCourseOverridesMutation,
} = settingsApi;
