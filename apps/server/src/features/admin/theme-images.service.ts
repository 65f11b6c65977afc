import { createHash } from 'node:crypto';
import {
  THEME_IMAGE_MAX_BYTES,
  type ThemeImageResponse,
  type ThemeImageUpload,
} from '@fairway/contract/admin-settings.contract';
import { sniffImageType } from '@fairway/domain/admin/image-type';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import {
  type BookingEngineRow,
  type EngineImageRow,
  deleteUnusedEngineImages,
  findEngineImage,
  insertEngineImage,
} from '../facilities/facilities.public.ts';

/** The audit log's image action (see README.md). */
const IMAGE_AUDIT_ACTION = 'settings.image-upload';

/** Where an uploaded image is served: content-addressed, so it may be cached for ever. */
const imageUrl = (row: Pick<EngineImageRow, 'id' | 'sha256'>) => `/api/engine-images/${row.id}/${row.sha256}`;

const problem = (field: string, code: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { issues: [{ location: 'body', path: [field], code, message }] });

/**
 * POST /api/admin/settings/images: stores a PNG, JPEG or WebP image (the bytes must be the type
 * declared; at most 1 MB) and answers its URL; the operator then saves it in the theme. Audited
 * in the same transaction.
 */
export async function uploadThemeImage(
  app: FastifyInstance,
  engine: BookingEngineRow,
  auth: StaffAuth,
  upload: ThemeImageUpload,
  client: string,
  now: Date,
): Promise<ThemeImageResponse> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw problem('data', 'empty', 'The image is empty');
  if (bytes.length > THEME_IMAGE_MAX_BYTES)
    throw problem('data', 'too_big', `The image is ${bytes.length} bytes; at most ${THEME_IMAGE_MAX_BYTES} (1 MB)`);
  const sniffed = sniffImageType(bytes);
  if (sniffed === null) throw problem('data', 'not_an_image', 'The file is not a PNG, JPEG or WebP image');
  if (sniffed !== upload.contentType)
    throw problem('contentType', 'mismatch', `The file is ${sniffed}, not ${upload.contentType}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await app.db.transaction(async (tx) => {
    const saved = await insertEngineImage(tx, {
      bookingEngineId: engine.id,
      kind: upload.kind,
      contentType: sniffed,
      sha256,
      bytes,
      uploadedBy: auth.staff.id,
      createdAt: now,
    });
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: IMAGE_AUDIT_ACTION,
        target: `image:${saved.id}`,
        details: { kind: upload.kind, contentType: sniffed, bytes: bytes.length, url: imageUrl(saved) },
      },
    );
    return saved;
  });
  return { id: row.id, url: imageUrl(row), contentType: row.contentType, bytes: bytes.length };
}

/** GET /api/engine-images/{id}/{sha256}: the image, or 404. */
export async function themeImage(app: FastifyInstance, id: number, sha256: string): Promise<EngineImageRow> {
  const row = await findEngineImage(app.db, id, sha256);
  if (!row) throw new DomainError('NOT_FOUND', 'Unknown image');
  return row;
}

/** How long an uploaded image no theme uses is kept: an upload is saved into the theme in the same console visit. */
const UNUSED_THEME_IMAGE_KEPT_MS = 24 * 60 * 60_000;

/** The sweep of theme images no engine uses any more (replaced, or never saved), a day after their upload. */
export function deleteUnusedThemeImages(tx: Database, now: Date): Promise<number> {
  return deleteUnusedEngineImages(tx, new Date(now.getTime() - UNUSED_THEME_IMAGE_KEPT_MS));
}
