import { createHash } from 'node:crypto';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findMediaFile } from './media.repository';

/** A text file (SVG) goes out as its string, a binary one (PDF) as its decoded bytes. */
export type MediaFile = { contentType: string; body: string | Buffer; etag: string };

/**
 * A generated file by the part of its URL after /media/, the media table's key. The ETag is a
 * hash of the stored body, so it changes exactly when a re-seed or an import redraws the file.
 */
export async function mediaFile(db: Database, path: string): Promise<Result<MediaFile>> {
  const file = await findMediaFile(db, path);
  if (!file) return fail(ResponseCode.GENERIC_ERROR, 'Not found');
  const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 32)}"`;
  const body = file.encoding === 'base64' ? Buffer.from(file.body, 'base64') : file.body;
  return ok({ contentType: file.contentType, body, etag });
}
