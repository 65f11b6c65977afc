import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingEngines } from './facilities.ts';

// Images an operator uploads in the console: the theme's header and background, and course images,
// kept in the database and served at a content-addressed URL.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded theme image of a booking engine. */
export const engineImages = pgTable(
  'engine_images',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['header', 'background', 'course'] }).notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    /** Hex SHA-256 of the bytes: part of the URL, so a URL always means the same bytes. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('engine_images_engine_idx').on(table.bookingEngineId),
    check('engine_images_size', sql`octet_length(${table.bytes}) between 1 and 1048576`),
  ],
);

export type EngineImageRow = typeof engineImages.$inferSelect;
