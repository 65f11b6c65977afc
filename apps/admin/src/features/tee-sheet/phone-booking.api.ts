import { type GolferSearchResponse, golferSearchResponseSchema } from '@fairway/contract/admin-golfers.contract';
import { type PhoneBookingQuote, phoneBookingQuoteSchema } from '@fairway/contract/admin-phone-booking.contract';
import { consoleApi } from '../../app/console-api.ts';

/** What a phone booking is quoted for: the dialog's rate, party and code (the server prices it). */
interface PhoneBookingQuoteArgs {
  facilityId: number;
  teetime: string;
  rateId: number;
  players: number;
  transportation: 'Cart' | 'Walking';
  promotionCode: string;
}

/**
 * The phone-booking dialog's reads: the golfer lookup (accounts, and guests who booked before,
 * through the Golfers screen's own search) and the price the booking would charge now.
 */
const phoneBookingApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    phoneBookingLookup: build.query<GolferSearchResponse, string>({
      query: (q) => `/api/admin/golfers?${new URLSearchParams({ q, include: 'guests' })}`,
      responseSchema: golferSearchResponseSchema,
    }),
    phoneBookingQuote: build.query<PhoneBookingQuote, PhoneBookingQuoteArgs>({
      query: ({ promotionCode, ...args }) =>
        `/api/admin/reservations/quote?${new URLSearchParams({
          facilityId: String(args.facilityId),
          teetime: args.teetime,
          rateId: String(args.rateId),
          players: String(args.players),
          transportation: args.transportation,
          ...(promotionCode ? { promotionCode } : {}),
        })}`,
      responseSchema: phoneBookingQuoteSchema,
      // A booking fills the day and may move its dynamic price: quote again each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePhoneBookingLookupQuery, usePhoneBookingQuoteQuery } = phoneBookingApi;
