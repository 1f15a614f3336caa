import { type BannerGroup, isSafeUrl, type LanguageCode, type TBanner } from '@portal/contracts';
import type { ZBannerInput } from '@portal/contracts/schemas/content';
import { linkageProblem } from '@portal/contracts/schemas/urls';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import { escapeXml } from '../../platform/html.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './banners.repository.ts';

export type BannerInput = z.infer<typeof ZBannerInput>;

/** Where a banner's generated artwork is drawn (content.routes.ts: /wps/content/banners/:file). */
export const bannerArtworkUrl = (brandCode: string, id: string) =>
  `/wps/content/banners/${id}.svg?m=${brandCode}`;

/** Banners of a group handed out at once. */
const GROUP_LIMIT = 20;

/** Banners per group (spec section 3), with the brand's generated artwork when no image is given. */
export class BannerService {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  async list(brand: Brand, group: BannerGroup, language: LanguageCode): Promise<TBanner[]> {
    const rows = await repo.listVisibleBanners(this.#db, {
      merchantId: brand.id,
      group,
      language,
      now: this.#now(),
      limit: GROUP_LIMIT,
    });
    // A link or image stored before the URL rule (issue 13) is never handed out: the banner keeps
    // its generated artwork and does nothing when tapped.
    return rows.map((r) => ({
      id: String(r.id),
      groupName: r.group_name,
      title: r.title,
      subtitle: r.subtitle,
      url:
        r.image_url && isSafeUrl(r.image_url, { paths: false, httpsOnly: true })
          ? r.image_url
          : bannerArtworkUrl(brand.code, String(r.id)),
      linkageType: r.linkage_type,
      linkageValue: linkageProblem(r.linkage_type, r.linkage_value) ? null : r.linkage_value,
    }));
  }

  async artwork(brand: Brand, id: string): Promise<string> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const row = await repo.findBannerArt(this.#db, brand.id, BigInt(id));
    if (!row) throw new AppError('NOT_FOUND');
    return bannerArt(
      row.title,
      row.subtitle,
      row.colours,
      brand.settings.theme.primaryContrast,
      shapeOf(row.group_name),
    );
  }

  async create(brand: Brand, input: BannerInput, audit?: AuditInTransaction): Promise<string> {
    const theme = brand.settings.theme;
    return this.#db.transaction().execute(async (trx) => {
      const id = String(
        await repo.insertBanner(trx, {
          merchant_id: brand.id,
          group_name: input.groupName,
          language: input.language,
          title: input.title,
          subtitle: input.subtitle,
          image_url: input.imageUrl,
          linkage_type: input.linkageType,
          linkage_value: input.linkageValue,
          colours: [theme.primary, theme.accent],
          starts_at: input.startsAt ? new Date(input.startsAt) : null,
          ends_at: input.endsAt ? new Date(input.endsAt) : null,
          sort: input.sort,
        }),
      );
      await audit?.(trx, { id, before: {}, after: { group: input.groupName, title: input.title } });
      return id;
    });
  }

  async remove(brand: Brand, id: string, audit?: AuditInTransaction): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    await this.#db.transaction().execute(async (trx) => {
      const removed = await repo.deleteBanner(trx, brand.id, BigInt(id));
      if (!removed) throw new AppError('NOT_FOUND');
      await audit?.(trx, { id, before: removed, after: {} });
    });
  }

  /** Changes a banner of the brand (its colours stay) and answers the row as saved; audited before and after. */
  async update(brand: Brand, id: string, input: BannerInput, audit?: AuditInTransaction) {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    return this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockBanner(trx, brand.id, BigInt(id));
      if (!before) throw new AppError('NOT_FOUND');
      const saved = await repo.updateBanner(trx, brand.id, BigInt(id), {
        group_name: input.groupName,
        language: input.language,
        title: input.title,
        subtitle: input.subtitle,
        image_url: input.imageUrl,
        linkage_type: input.linkageType,
        linkage_value: input.linkageValue,
        starts_at: input.startsAt ? new Date(input.startsAt) : null,
        ends_at: input.endsAt ? new Date(input.endsAt) : null,
        sort: input.sort,
      });
      await audit?.(trx, { id, before: bannerAudit(before), after: bannerAudit(saved) });
      return saved;
    });
  }

  async listAll(brand: Brand) {
    return repo.listBanners(this.#db, brand.id);
  }
}

/** The fields of a banner an audit entry records. */
function bannerAudit(row: {
  group_name: string;
  language: string | null;
  title: string;
  subtitle: string | null;
  image_url: string | null;
  linkage_type: string;
  linkage_value: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
}) {
  return {
    group: row.group_name,
    language: row.language,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    linkageValue: row.linkage_value,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    sort: row.sort,
  };
}

/** Wraps a line of text into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out.slice(0, lines);
}

/** The artwork's shape per group: wide on home, a strip atop the popups, a card in the side menu. */
export type BannerShape = 'wide' | 'strip' | 'card';
export const shapeOf = (group: BannerGroup): BannerShape =>
  group === 'w_home' ? 'wide' : group === 'w_leftmenu' ? 'card' : 'strip';

const SHAPES: Record<
  BannerShape,
  {
    width: number;
    height: number;
    title: number;
    subtitle: number;
    wrapTitle: number;
    wrapSubtitle: number;
    x: number;
    top: number;
    art: boolean;
  }
> = {
  wide: {
    width: 1200,
    height: 400,
    title: 64,
    subtitle: 28,
    wrapTitle: 26,
    wrapSubtitle: 48,
    x: 80,
    top: 150,
    art: true,
  },
  strip: {
    width: 1200,
    height: 300,
    title: 60,
    subtitle: 30,
    wrapTitle: 24,
    wrapSubtitle: 44,
    x: 70,
    top: 118,
    art: true,
  },
  card: {
    width: 480,
    height: 240,
    title: 46,
    subtitle: 28,
    wrapTitle: 16,
    wrapSubtitle: 26,
    x: 32,
    top: 90,
    art: false,
  },
};

/**
 * Generated banner artwork: a card in the brand's colours with playing cards, a chip and
 * sparkles, and the banner's own words.
 */
export function bannerArt(
  title: string,
  subtitle: string | null,
  colours: string[],
  ink: string,
  shape: BannerShape,
): string {
  const [from = '#f5b301', to = '#ff7a1a'] = colours;
  const f = SHAPES[shape];
  const { width, height } = f;
  const titleLines = wrap(title, f.wrapTitle, 2);
  const subtitleLines = subtitle ? wrap(subtitle, f.wrapSubtitle, 2) : [];
  const text = [
    ...titleLines.map(
      (line, i) =>
        `<text x="${f.x}" y="${f.top + i * (f.title + 8)}" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="${f.title}" fill="${ink}">${escapeXml(line)}</text>`,
    ),
    ...subtitleLines.map(
      (line, i) =>
        `<text x="${f.x}" y="${f.top + 14 + titleLines.length * (f.title + 8) + i * (f.subtitle + 8)}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${f.subtitle}" fill="${ink}" opacity=".82">${escapeXml(line)}</text>`,
    ),
  ].join('');
  const scale = height / 400;
  const art = f.art
    ? `<g transform="translate(${width - 320 * scale - 40} ${height / 2}) scale(${scale})"><circle r="150" fill="#fff" opacity=".14"/><g transform="rotate(-12)"><rect x="-95" y="-120" width="130" height="180" rx="16" fill="#fff" opacity=".92"/><path d="M-30 -60c16 20 34 30 34 50a18 18 0 0 1-32 11l7 23h-18l7-23a18 18 0 0 1-32-11c0-20 18-30 34-50z" fill="${from}"/></g><g transform="rotate(14)"><rect x="0" y="-110" width="130" height="180" rx="16" fill="#fff" opacity=".85"/><path d="M65 -50l30 35-30 35-30-35z" fill="${to}"/></g><circle cx="-150" cy="110" r="44" fill="${ink}" opacity=".85"/><circle cx="-150" cy="110" r="32" fill="none" stroke="${from}" stroke-width="8" stroke-dasharray="12 9"/></g>`
    : `<circle cx="${width - 40}" cy="${height - 30}" r="70" fill="#fff" opacity=".14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx=".8" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" rx="24" fill="url(#g)"/><rect width="${width}" height="${height}" rx="24" fill="url(#r)"/>
<path d="M${width - 70} 40l8 22 22 8-22 8-8 22-8-22-22-8 22-8z" fill="#fff" opacity=".75"/>${art}${text}</svg>`;
}
