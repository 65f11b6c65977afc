import type { BookingEngineResponse, Facility } from '@fairway/contract/facilities.contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { baseApi } from '../../../shared/api/base-api.ts';
import { shapeCheck } from '../../../shared/api/shape-check.ts';
import { selectAliasResolution, type TenancyState } from '../../../shared/api/tenancy-slice.ts';
import { isBookingEngineAnswer, isFacilitiesAnswer } from './answer-shapes.ts';

/** Tags of the facilities area: refetching the booking engine re-reads settings and theme. */
const facilitiesTagApi = baseApi.enhanceEndpoints({ addTagTypes: ['BookingEngine', 'Facilities'] });

/** The booking engine (settings, theme, allowed origins) and its facilities, shape-checked (the server checks them against the contract; see base-api.ts). */
export const facilitiesApi = facilitiesTagApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingEngine: build.query<BookingEngineResponse, undefined>({
      query: () => 'booking-engine',
      rawResponseSchema: shapeCheck(isBookingEngineAnswer, 'Not a booking engine'),
      providesTags: ['BookingEngine'],
    }),
    getFacilities: build.query<Facility[], undefined>({
      query: () => 'facilities',
      rawResponseSchema: shapeCheck(isFacilitiesAnswer, 'Not a list of facilities'),
      providesTags: ['Facilities'],
    }),
  }),
});

const { useGetBookingEngineQuery, useGetFacilitiesQuery } = facilitiesApi;

/** Refetches the booking engine (after the host saved a new theme). */
export const refetchBookingEngine = () => facilitiesApi.util.invalidateTags(['BookingEngine']);

/** True when the alias is invalid: nothing is asked of the server (it could only say 400). */
const useAliasInvalid = () =>
  useSelector((state: { tenancy: TenancyState }) => selectAliasResolution(state).kind === 'invalid');

/** The booking engine query (shared cache: every caller reads the same start-up answer). */
export const useBookingEngine = () => useGetBookingEngineQuery(useAliasInvalid() ? skipToken : undefined);

/** The facilities query (shared cache). */
export const useFacilities = () => useGetFacilitiesQuery(useAliasInvalid() ? skipToken : undefined);
