import type { AnnouncementType, LanguageCode, PopupAudience, TAnnouncement, TPage } from '@portal/contracts';
import type { ZAnnouncementInput } from '@portal/contracts/schemas/content';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';

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
    const now = this.#now();
    let query = this.#db
      .selectFrom('announcements')
      .where('merchant_id', '=', brand.id)
      .where('type', '=', type)
      .where('language', '=', language)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
    // A first login is a login too: it sees the A popups as well as its own.
    if (audience === 'F') query = query.where(sql<boolean>`audience && array['A', 'F']::text[]`);
    else if (audience) query = query.where(sql<boolean>`${audience} = any(audience)`);
    return query;
  }

  async list(
    brand: Brand,
    query: { type: AnnouncementType; audience?: PopupAudience | undefined; pageNo: number; pageSize: number },
    language: LanguageCode,
  ): Promise<TPage<TAnnouncement>> {
    const audience = query.type === 'PU' ? (query.audience ?? 'B') : undefined;
    let lang: string = language;
    let total = await this.#count(brand, query.type, lang, audience);
    if (total === 0 && language !== brand.defaultLanguage) {
      lang = brand.defaultLanguage;
      total = await this.#count(brand, query.type, lang, audience);
    }
    const { offset, limit } = pageWindow(query.pageNo, query.pageSize);
    const rows =
      offset >= total
        ? []
        : await this.#visible(brand, query.type, lang, audience)
            .select(['id', 'type', 'title', 'content', 'created_at'])
            .orderBy('sort', 'desc')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .offset(offset)
            .limit(limit)
            .execute();
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

  async #count(
    brand: Brand,
    type: AnnouncementType,
    language: string,
    audience: PopupAudience | undefined,
  ): Promise<number> {
    const row = await this.#visible(brand, type, language, audience)
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(brand: Brand, input: AnnouncementInput, operatorId: number | null): Promise<string> {
    const row = await this.#db
      .insertInto('announcements')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async remove(brand: Brand, id: string): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const result = await this.#db
      .deleteFrom('announcements')
      .where('merchant_id', '=', brand.id)
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  }

  /** Everything of a brand, newest first, for operators. */
  async listAll(brand: Brand, limit = 200) {
    return this.#db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
