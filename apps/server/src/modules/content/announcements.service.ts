import type { AnnouncementType, LanguageCode, PopupAudience, TAnnouncement, TPage } from '@portal/contracts';
import type { ZAnnouncementInput } from '@portal/contracts/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './announcements.repository.ts';

export type AnnouncementInput = z.infer<typeof ZAnnouncementInput>;

/**
 * Announcements and notices (spec sections 2 and 7): per type, per language (falling back to the
 * brand's default language when a translation is missing), only within their time window, and for
 * popups only for the audience asked about.
 */
export class AnnouncementService {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  #visible(brand: Brand, type: AnnouncementType, language: string, audience: PopupAudience | undefined) {
    return { merchantId: brand.id, type, language, audience, now: this.#now() };
  }

  async list(
    brand: Brand,
    query: { type: AnnouncementType; audience?: PopupAudience | undefined; pageNo: number; pageSize: number },
    language: LanguageCode,
  ): Promise<TPage<TAnnouncement>> {
    const audience = query.type === 'PU' ? (query.audience ?? 'B') : undefined;
    let lang: string = language;
    let total = await repo.countVisibleAnnouncements(
      this.#db,
      this.#visible(brand, query.type, lang, audience),
    );
    if (total === 0 && language !== brand.defaultLanguage) {
      lang = brand.defaultLanguage;
      total = await repo.countVisibleAnnouncements(
        this.#db,
        this.#visible(brand, query.type, lang, audience),
      );
    }
    const { offset, limit } = pageWindow(query.pageNo, query.pageSize);
    const rows =
      offset >= total
        ? []
        : await repo.listVisibleAnnouncements(this.#db, this.#visible(brand, query.type, lang, audience), {
            offset,
            limit,
          });
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        type: r.type,
        title: r.title,
        content: r.content,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      query.pageNo,
      query.pageSize,
    );
  }

  async create(
    brand: Brand,
    input: AnnouncementInput,
    operatorId: number | null,
    audit?: AuditInTransaction,
  ): Promise<string> {
    return this.#db.transaction().execute(async (trx) => {
      const id = String(await this.#insert(trx, brand, input, operatorId));
      await audit?.(trx, {
        id,
        before: {},
        after: { type: input.type, language: input.language, title: input.title },
      });
      return id;
    });
  }

  #insert(db: Db, brand: Brand, input: AnnouncementInput, operatorId: number | null) {
    return repo.insertAnnouncement(db, {
      merchant_id: brand.id,
      type: input.type,
      language: input.language,
      title: input.title,
      content: sanitizeRichText(input.content),
      audience: input.audience,
      starts_at: input.startsAt ? new Date(input.startsAt) : null,
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      sort: input.sort,
      created_by: operatorId,
    });
  }

  async remove(brand: Brand, id: string, audit?: AuditInTransaction): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    await this.#db.transaction().execute(async (trx) => {
      const removed = await repo.deleteAnnouncement(trx, brand.id, BigInt(id));
      if (!removed) throw new AppError('NOT_FOUND');
      await audit?.(trx, { id, before: removed, after: {} });
    });
  }

  /**
   * Changes an announcement of the brand (its HTML sanitised again) and answers the row as saved;
   * the audit gets the fields before and after, in the same transaction.
   */
  async update(brand: Brand, id: string, input: AnnouncementInput, audit?: AuditInTransaction) {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    return this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockAnnouncement(trx, brand.id, BigInt(id));
      if (!before) throw new AppError('NOT_FOUND');
      const saved = await repo.updateAnnouncement(trx, brand.id, BigInt(id), {
        type: input.type,
        language: input.language,
        title: input.title,
        content: sanitizeRichText(input.content),
        audience: input.audience,
        starts_at: input.startsAt ? new Date(input.startsAt) : null,
        ends_at: input.endsAt ? new Date(input.endsAt) : null,
        sort: input.sort,
        updated_at: this.#now(),
      });
      await audit?.(trx, { id, before: auditView(before), after: auditView(saved) });
      return saved;
    });
  }

  /** Everything of a brand, newest first, for operators. */
  async listAll(brand: Brand, limit = 200) {
    return repo.listAnnouncements(this.#db, brand.id, limit);
  }
}

/** The fields of an announcement an audit entry records. */
function auditView(row: {
  type: string;
  language: string;
  title: string;
  content: string;
  audience: string[];
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
}) {
  return {
    type: row.type,
    language: row.language,
    title: row.title,
    content: row.content,
    audience: row.audience,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    sort: row.sort,
  };
}
