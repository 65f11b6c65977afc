import { z } from 'zod';

/**
 * A 200 answer that is a file of `mediaType` rather than JSON (the calendar entry, the CSV
 * reports): the route schema's response entry, so the published document names the real media
 * type and a client that follows it does not expect JSON.
 */
export function fileResponse(mediaType: 'text/calendar' | 'text/csv', description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}
