import { createHash, randomBytes } from 'node:crypto';
import { type TUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import * as repo from './uploads.repository.ts';

/** A member cannot fill the database with images: this many uploads an hour at most. */
const UPLOADS_PER_HOUR = 30;

/** The file really is what it says: PNG and JPEG start with their signatures. */
function looksLike(type: string, bytes: Uint8Array): boolean {
  if (type === 'image/png') {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    return png.every((b, i) => bytes[i] === b);
  }
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Proof images (deposit slips, withdrawal disputes): PNG or JPEG of at most 5 MB, kept in the
 * database (ADR 0013) so every node sees them; each is used once, by its owner.
 */
export class UploadService {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  async save(brand: Brand, memberId: bigint, contentType: string, bytes: Uint8Array): Promise<TUpload> {
    const type = UPLOAD_TYPES.find((t) => t === contentType.split(';')[0]?.trim().toLowerCase());
    if (!type || bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES || !looksLike(type, bytes)) {
      throw new AppError('UPLOAD_INVALID');
    }
    const since = new Date(this.#now().getTime() - 3_600_000);
    const recent = await repo.countSince(this.#db, brand.id, memberId, since);
    if (recent >= UPLOADS_PER_HOUR) throw new AppError('RATE_LIMITED');
    const id = randomBytes(18).toString('base64url');
    await repo.insertUpload(this.#db, {
      id,
      merchant_id: brand.id,
      member_id: memberId,
      content_type: type,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
    });
    return { id, contentType: type, size: bytes.length };
  }

  /** Marks the member's unused uploads as used for `purpose`; any other id is UPLOAD_INVALID. */
  async claim(trx: Trx, brand: Brand, memberId: bigint, ids: string[], purpose: string): Promise<void> {
    if (ids.length === 0) return;
    if (new Set(ids).size !== ids.length) throw new AppError('UPLOAD_INVALID');
    const claimed = await repo.markUsed(trx, brand.id, memberId, ids, purpose);
    if (claimed.length !== ids.length) throw new AppError('UPLOAD_INVALID');
  }

  /** For operators of the brand: the image itself. */
  async read(brand: Brand, id: string): Promise<{ contentType: string; data: Buffer } | null> {
    const row = await repo.findUpload(this.#db, brand.id, id);
    return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
  }
}
