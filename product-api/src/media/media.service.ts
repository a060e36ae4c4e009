import { createHash } from 'node:crypto';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findMediaFile } from './media.repository';

export type MediaFile = { contentType: string; body: string; etag: string };

/**
 * A generated image by the part of its URL after /media/, the media table's key. The ETag is a
 * hash of the body, so it changes exactly when a re-seed or an import redraws the file.
 */
export async function mediaFile(db: Database, path: string): Promise<Result<MediaFile>> {
  const file = await findMediaFile(db, path);
  if (!file) return fail(ResponseCode.GENERIC_ERROR, 'Not found');
  const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 32)}"`;
  return ok({ contentType: file.contentType, body: file.body, etag });
}
