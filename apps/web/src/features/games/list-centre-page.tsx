import { GAME_FILTERS, type GameCategory, type GameFilter } from '@portal/contracts';
import { Button, EmptyState, Icon, LoadFailed } from '@portal/ui';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import {
  CATEGORY_ICON,
  SLOT_CLASSIFICATIONS,
  type SlotClassification,
  useCategoryEntries,
  useClassifiedVendors,
} from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { useGameList } from './api';
import { GameGrid } from './game-grid';
import { RoomListButton } from './room-list';

/** Typing waits this long before the search runs. */
const SEARCH_DELAY_MS = 350;
const SEARCH_MAX_LENGTH = 40;
const MAX_PAGE = 100_000;

const isFilter = (value: string | null): value is GameFilter =>
  (GAME_FILTERS as readonly string[]).includes(value ?? '');
const isClassification = (value: string | null): value is SlotClassification =>
  (SLOT_CLASSIFICATIONS as readonly string[]).includes(value ?? '');

/**
 * Game list centre (/live, /fish, /rng, /pvp, /bgs): vendor chips, the NEW/FAV/ALL/HOT/RECENT
 * filters and a search over the grid of games, 20 a page. Everything is in the query (vassalage,
 * filter, q, page; on /rng also classify, the slots / jackpot / mini-games switch), so a list
 * can be shared and the back button works.
 */
export function ListCentrePage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const searchId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const entry = useCategoryEntries().find((e) => e.category === category);
  const classified = useClassifiedVendors();
  const isSlots = category === 'RNG';

  const vassalage = params.get('vassalage') ?? '';
  const classifyParam = params.get('classify');
  // A jackpot or mini-games vendor named without a classification opens its own classification.
  const classify: SlotClassification | undefined = !isSlots
    ? undefined
    : isClassification(classifyParam)
      ? classifyParam
      : ((entry?.vendors.some((v) => v.vendorCode === vassalage)
          ? undefined
          : classified.find((c) => c.vendors.some((v) => v.vendorCode === vassalage))?.classification) ??
        'SLOT');
  const vendors =
    classify && classify !== 'SLOT'
      ? (classified.find((c) => c.classification === classify)?.vendors ?? [])
      : (entry?.vendors ?? []);
  const vendor = vendors.find((v) => v.vendorCode === vassalage);
  const rawFilter = params.get('filter');
  const filter: GameFilter = isFilter(rawFilter) ? rawFilter : 'ALL';
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const pageNo = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), MAX_PAGE);
  const title = t(`categories.${category}`);
  const member = status === 'member' || status === 'agent';
  const needsLogin = (filter === 'FAV' || filter === 'RECENT') && !member;

  const list = useGameList(
    {
      gameType: category,
      vassalage: vendor?.vendorCode,
      gameClassify: classify,
      filter,
      keyword: query,
      pageNo,
    },
    { enabled: !needsLogin },
  );

  /** Sets query values; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The search box runs its search once typing pauses; a query changed elsewhere (back) refills it.
  const [text, setText] = useState(query);
  useEffect(() => {
    setText((current) => (current.trim() === query ? current : query));
  }, [query]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query) return;
    const timer = window.setTimeout(() => update({ q: wanted }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, query, update]);

  const goToPage = (page: number) => {
    update({ page: page > 1 ? String(page) : '' });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const data = list.data;
  const empty = data && data.content.length === 0;
  // A page past the end (an old link, a list that shrank) shows the last page instead.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage > 0 && pageNo > lastPage) update({ page: String(lastPage) });
  }, [list.isPlaceholderData, lastPage, pageNo, update]);
  const vendorName = vendor?.name;

  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={t('games.listSubtitle', { category: title })}
        icon={CATEGORY_ICON[category]}
      />

      {isSlots ? (
        <fieldset className="segmented segmented--classify">
          <legend className="visually-hidden">{t('games.classification')}</legend>
          {SLOT_CLASSIFICATIONS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={classify === c}
              onClick={() => update({ classify: c === 'SLOT' ? '' : c, vassalage: '' })}
            >
              {t(`games.classify.${c}`)}
            </button>
          ))}
        </fieldset>
      ) : null}

      {vendors.length > 0 ? (
        <fieldset className="chip-row">
          <legend className="visually-hidden">{t('games.vendors')}</legend>
          <button
            type="button"
            className="chip"
            aria-pressed={!vendor}
            onClick={() => update({ vassalage: '' })}
          >
            {t('games.allVendors')}
          </button>
          {vendors.map((v) => (
            <button
              key={v.vendorCode}
              type="button"
              className="chip chip--vendor"
              aria-pressed={vendor?.vendorCode === v.vendorCode}
              onClick={() => update({ vassalage: v.vendorCode })}
            >
              <img src={v.logoUrl} alt="" width={40} height={16} loading="lazy" />
              {v.name}
            </button>
          ))}
        </fieldset>
      ) : null}

      {vendor && (category === 'LIVE' || category === 'PVP') ? (
        <div className="list-centre__rooms">
          <RoomListButton vendor={vendor} />
        </div>
      ) : null}

      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('games.filter')}</legend>
          {GAME_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => update({ filter: f === 'ALL' ? '' : f })}
            >
              {t(`games.filters.${f}`)}
            </button>
          ))}
        </fieldset>
        <div className="search-box">
          <Icon name="search" size={18} />
          <label htmlFor={searchId} className="visually-hidden">
            {t('games.search')}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={t('games.searchPlaceholder')}
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') update({ q: text.trim() });
            }}
          />
        </div>
      </div>

      <div ref={resultsRef} className="list-centre__results">
        {needsLogin ? (
          <LoginRequired
            icon={filter === 'FAV' ? 'star' : 'clock'}
            title={filter === 'FAV' ? t('games.favouritesLogin') : t('games.recentLogin')}
          />
        ) : list.isError && !data ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : empty ? (
          <EmptyState
            icon={filter === 'FAV' ? 'star' : filter === 'RECENT' ? 'clock' : CATEGORY_ICON[category]}
            {...emptyTexts(t, { filter, query, title, vendorName })}
            action={
              filter !== 'ALL' || query ? (
                <Button variant="secondary" onClick={() => update({ filter: '', q: '' })}>
                  {t('games.showAll')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="list-centre__count" aria-live="polite">
              {data ? t('games.count', { count: data.totalElements }) : '\u00a0'}
            </p>
            <GameGrid
              games={data?.content}
              label={vendorName ? t('games.gamesOf', { name: vendorName }) : title}
              busy={list.isPlaceholderData}
              page={data ? { current: pageNo, totalPages: data.totalPages, onChange: goToPage } : undefined}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** What an empty list says, by what was asked for. */
function emptyTexts(
  t: TFunction,
  asked: { filter: GameFilter; query: string; title: string; vendorName: string | undefined },
): { title: string; description: string } {
  if (asked.query) {
    return { title: t('games.emptySearch', { query: asked.query }), description: t('games.emptySearchHint') };
  }
  switch (asked.filter) {
    case 'FAV':
      return { title: t('games.noFavourites'), description: t('games.noFavouritesHint') };
    case 'RECENT':
      return { title: t('games.noRecent'), description: t('games.noRecentHint') };
    case 'HOT':
      return { title: t('games.emptyHot'), description: t('games.emptyFilterHint') };
    case 'NEW':
      return { title: t('games.emptyNew'), description: t('games.emptyFilterHint') };
    default:
      return {
        title: asked.vendorName
          ? t('games.emptyVendor', { vendor: asked.vendorName })
          : t('games.emptyCategory', { category: asked.title }),
        description: t('games.emptyHint'),
      };
  }
}
