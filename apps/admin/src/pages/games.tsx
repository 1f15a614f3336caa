import { ADMIN_GAMES_ROUTES, GAME_CATEGORY_CODES, type GameCategory } from '@portal/contracts';
import {
  Button,
  type Column,
  DataTable,
  Dialog,
  EmptyState,
  Field,
  LoadFailed,
  Pager,
  SelectField,
  Spinner,
  Tabs,
} from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { problemsOf } from '../lib/forms';
import { useOperator } from '../lib/session';
import '../styles/content.css';
import '../styles/games.css';
import { LotterySection } from './games-lottery';

const R = ADMIN_GAMES_ROUTES;
type Vendors = Awaited<ReturnType<typeof call<typeof R.gameVendors>>>;
type Vendor = Vendors['categories'][number]['vendors'][number];
type GamesPage = Awaited<ReturnType<typeof call<typeof R.games>>>;
type Game = GamesPage['list'][number];
type Rules = Awaited<ReturnType<typeof call<typeof R.gameRules>>>;
type Section = 'vendors' | 'games' | 'rules' | 'lottery';
const KEY = ['admin', 'games'] as const;
const PAGE_SIZE = 25;

/** The brand's games: vendors per category, the games table, and the risk limits (issue 15, "Games"). */
export function GamesPage() {
  const { t } = useTranslation();
  // The section is kept in the address (?section=games), so a reload or a link opens it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = asked === 'games' || asked === 'rules' || asked === 'lottery' ? asked : 'vendors';
  const setSection = (next: Section) =>
    setParams(next === 'vendors' ? {} : { section: next }, { replace: true });
  const permissions = useOperator().data?.permissions ?? [];
  const canWrite = permissions.includes('games.write');
  const canRisk = permissions.includes('risk.write');
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('games.heading')}</h1>
      </div>
      <Tabs
        className="seg-tabs"
        tabClassName="seg-tabs__tab"
        label={t('games.sectionsLabel')}
        selected={section}
        onSelect={setSection}
        tabs={(['vendors', 'games', 'rules', 'lottery'] as const).map((id) => ({
          id,
          label: id === 'lottery' ? t('lottery.tab') : t(`games.sections.${id}`),
          tabId: `games-tab-${id}`,
          panelId: `games-panel-${id}`,
        }))}
      />
      <div role="tabpanel" id={`games-panel-${section}`} aria-labelledby={`games-tab-${section}`}>
        {section === 'vendors' ? <VendorsSection canWrite={canWrite} /> : null}
        {section === 'games' ? <GamesSection canWrite={canWrite} canRisk={canRisk} /> : null}
        {section === 'rules' ? <RulesSection canWrite={canRisk} /> : null}
        {section === 'lottery' ? <LotterySection canWrite={canRisk} /> : null}
      </div>
    </>
  );
}

const categoryName = (t: (key: `games.categories.${GameCategory}`) => string, code: string) =>
  (GAME_CATEGORY_CODES as readonly string[]).includes(code)
    ? t(`games.categories.${code as GameCategory}`)
    : code;

function useVendors() {
  return useQuery({
    queryKey: [...KEY, 'vendors'],
    queryFn: ({ signal }) => call(R.gameVendors, { signal }),
  });
}

function VendorsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vendors = useVendors();
  const [notice, setNotice] = useState<string | null>(null);
  const [hiding, setHiding] = useState<{ category: string; vendor: Vendor } | null>(null);
  const [maintaining, setMaintaining] = useState<Vendor | null>(null);
  const done = (value: Vendors, message: string) => {
    queryClient.setQueryData([...KEY, 'vendors'], value);
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    setNotice(message);
  };
  const enable = useMutation({
    mutationFn: (v: { category: string; vendor: Vendor; enabled: boolean }) =>
      call(R.setVendorEnabled, {
        params: { category: v.category, vendorCode: v.vendor.vendorCode },
        body: { enabled: v.enabled },
      }),
    onSuccess: (value) => {
      setHiding(null);
      done(value, t('games.saved'));
    },
  });
  const move = useMutation({
    mutationFn: (v: { category: string; vendor: Vendor; direction: 'UP' | 'DOWN' }) =>
      call(R.moveVendor, {
        params: { category: v.category, vendorCode: v.vendor.vendorCode },
        body: { direction: v.direction },
      }),
    onSuccess: (value, v) => done(value, t('games.vendors.moved', { vendor: v.vendor.name })),
  });

  if (vendors.isPending) return <Spinner label={t('common.loading')} />;
  if (vendors.isError) return <LoadFailed onRetry={() => vendors.refetch()} />;
  const failed = enable.error ?? move.error;
  return (
    <>
      <p className="muted">{t('games.vendors.intro')}</p>
      {canWrite ? null : <p className="notice">{t('games.readOnly')}</p>}
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {failed ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(failed).message}
        </p>
      ) : null}
      {vendors.data.categories.length === 0 ? (
        <EmptyState icon="slots" title={t('games.vendors.none')} />
      ) : null}
      {vendors.data.categories.map(({ category, vendors: list }) => {
        const label = categoryName(t, category);
        const columns: Column<Vendor>[] = [
          { id: 'place', header: t('games.vendors.place'), className: 'num', cell: (v) => v.place },
          { id: 'vendor', header: t('games.vendors.vendor'), rowHeader: true, cell: (v) => v.name },
          {
            id: 'games',
            header: t('games.vendors.games'),
            className: 'num',
            cell: (v) => (
              <>
                <CellLabel>{t('games.vendors.games')}</CellLabel>
                {v.games}
              </>
            ),
          },
          {
            id: 'status',
            header: t('games.vendors.status'),
            cell: (v) => (
              <span className="vendor-status">
                <span className={`pill ${v.enabled ? 'pill--ok' : 'pill--off'}`}>
                  {v.enabled ? t('games.vendors.enabled') : t('games.vendors.disabled')}
                </span>
                {v.maintenance.on ? (
                  <span className="pill pill--warn">{t('games.vendors.underMaintenance')}</span>
                ) : null}
              </span>
            ),
          },
          {
            id: 'actions',
            header: t('common.actions'),
            cell: (v) =>
              canWrite ? (
                <span className="row-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('games.vendors.moveUp', { vendor: v.name })}
                    disabled={v.place === 1 || move.isPending}
                    onClick={() => move.mutate({ category, vendor: v, direction: 'UP' })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('games.vendors.moveDown', { vendor: v.name })}
                    disabled={v.place === list.length || move.isPending}
                    onClick={() => move.mutate({ category, vendor: v, direction: 'DOWN' })}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant={v.enabled ? 'secondary' : 'primary'}
                    aria-label={
                      v.enabled
                        ? t('games.vendors.disableOf', { vendor: v.name, category: label })
                        : t('games.vendors.enableOf', { vendor: v.name, category: label })
                    }
                    busy={enable.isPending && enable.variables?.vendor.vendorCode === v.vendorCode}
                    onClick={() =>
                      v.enabled
                        ? setHiding({ category, vendor: v })
                        : enable.mutate({ category, vendor: v, enabled: true })
                    }
                  >
                    {v.enabled ? t('games.vendors.disable') : t('games.vendors.enable')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('games.vendors.maintenanceOf', { vendor: v.name })}
                    onClick={() => setMaintaining(v)}
                  >
                    {t('games.vendors.maintenance')}
                  </Button>
                </span>
              ) : null,
          },
        ];
        return (
          <section key={category} className="card card--flush games-category" aria-label={label}>
            <h2 className="card__title games-category__title">{label}</h2>
            <div className="table-scroll">
              <DataTable
                className="table"
                caption={label}
                columns={columns}
                rows={list}
                rowKey={(v) => v.vendorCode}
              />
            </div>
          </section>
        );
      })}
      {hiding ? (
        <Dialog
          title={t('games.vendors.confirmHideTitle', { vendor: hiding.vendor.name })}
          closeLabel={t('common.close')}
          onClose={() => setHiding(null)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setHiding(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="danger"
                busy={enable.isPending}
                onClick={() => enable.mutate({ ...hiding, enabled: false })}
              >
                {t('games.vendors.disable')}
              </Button>
            </>
          }
        >
          <p>
            {t('games.vendors.confirmHideText', {
              vendor: hiding.vendor.name,
              category: categoryName(t, hiding.category),
            })}
          </p>
        </Dialog>
      ) : null}
      {maintaining ? (
        <MaintenanceDialog
          vendor={maintaining}
          onClose={() => setMaintaining(null)}
          onSaved={(value) => {
            setMaintaining(null);
            done(value, t('games.saved'));
          }}
        />
      ) : null}
    </>
  );
}

function MaintenanceDialog({
  vendor,
  onClose,
  onSaved,
}: {
  vendor: Vendor;
  onClose: () => void;
  onSaved: (value: Vendors) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [on, setOn] = useState(vendor.maintenance.on);
  const [message, setMessage] = useState(vendor.maintenance.message);
  const save = useMutation({
    mutationFn: () =>
      call(R.setVendorMaintenance, { params: { vendorCode: vendor.vendorCode }, body: { on, message } }),
    onSuccess: onSaved,
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  return (
    <Dialog
      title={t('games.vendors.maintenanceTitle', { vendor: vendor.name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('games.games.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="flag wide">
          <input
            id={`${formId}-on`}
            type="checkbox"
            role="switch"
            aria-checked={on}
            className="switch"
            checked={on}
            onChange={(event) => setOn(event.target.checked)}
          />
          <label htmlFor={`${formId}-on`} className="flag__name">
            {t('games.vendors.maintenanceOn')}
          </label>
        </div>
        <Field
          className="wide"
          label={t('games.vendors.maintenanceMessage')}
          value={message}
          maxLength={500}
          hint={t('games.vendors.maintenanceHint')}
          onChange={(event) => setMessage(event.target.value)}
          error={problems?.fields.message}
        />
        {problems && Object.keys(problems.fields).length === 0 ? (
          <p className="notice notice--error wide" role="alert">
            {problems.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

type Sort = 'sort' | 'name' | 'vendor' | 'category' | 'createdAt';

function GamesSection({ canWrite, canRisk }: { canWrite: boolean; canRisk: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vendors = useVendors();
  const [keyword, setKeyword] = useState('');
  const [vendorCode, setVendorCode] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | 'ENABLED' | 'DISABLED'>('');
  const [sort, setSort] = useState<Sort>('sort');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Game | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    pageNo: page,
    pageSize: PAGE_SIZE,
    sort,
    order,
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(vendorCode ? { vendorCode } : {}),
    ...(category ? { category: category as GameCategory } : {}),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => call(R.games, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: (v: { game: Game; change: { enabled?: boolean; hot?: boolean; new?: boolean } }) =>
      call(R.updateGame, { params: { id: v.game.id }, body: v.change }),
    onSuccess: () => {
      setNotice(t('games.saved'));
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
  const vendorOptions = [
    ...new Map((vendors.data?.categories ?? []).flatMap((c) => c.vendors).map((v) => [v.vendorCode, v.name])),
  ];
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const toggle = (game: Game, field: 'enabled' | 'hot' | 'new', label: string) => (
    <input
      type="checkbox"
      className="switch"
      role="switch"
      aria-checked={game[field]}
      aria-label={label}
      checked={game[field]}
      disabled={!canWrite || (update.isPending && update.variables?.game.id === game.id)}
      onChange={(event) => update.mutate({ game, change: { [field]: event.target.checked } })}
    />
  );
  const columns: Column<Game>[] = [
    {
      id: 'name',
      header: t('games.games.name'),
      rowHeader: true,
      cell: (g) => (
        <span className="game-name">
          {g.name}
          <span className="muted game-name__code">
            {g.vendorName} · {g.code}
          </span>
        </span>
      ),
    },
    {
      id: 'category',
      header: t('games.games.category'),
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.category')}</CellLabel>
          {categoryName(t, g.category)}
        </>
      ),
    },
    {
      id: 'shown',
      header: t('games.games.shown'),
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.shown')}</CellLabel>
          {toggle(g, 'enabled', t('games.games.shownOf', { game: g.name }))}
        </>
      ),
    },
    {
      id: 'hot',
      header: t('games.games.hot'),
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.hot')}</CellLabel>
          {toggle(g, 'hot', t('games.games.hotOf', { game: g.name }))}
        </>
      ),
    },
    {
      id: 'new',
      header: t('games.games.new'),
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.new')}</CellLabel>
          {toggle(g, 'new', t('games.games.newOf', { game: g.name }))}
        </>
      ),
    },
    {
      id: 'order',
      header: t('games.games.orderInVendor'),
      className: 'num',
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.orderInVendor')}</CellLabel>
          {g.sort}
        </>
      ),
    },
    {
      id: 'limits',
      header: t('games.games.limits'),
      cell: (g) => (
        <>
          <CellLabel>{t('games.games.limits')}</CellLabel>
          {g.maxBet === null && g.maxWin === null ? (
            <span className="muted">{t('games.games.brandDefault')}</span>
          ) : (
            <span className="game-limits">
              {g.maxBet === null ? null : <span>{t('games.games.maxBetShort', { amount: g.maxBet })}</span>}
              {g.maxWin === null ? null : <span>{t('games.games.maxWinShort', { amount: g.maxWin })}</span>}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (g) =>
        canWrite || canRisk ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('games.games.editOf', { game: g.name })}
            onClick={() => setEditing(g)}
          >
            {t('games.games.edit')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <div className="filters games-filters">
        <Field
          label={t('games.games.search')}
          type="search"
          value={keyword}
          maxLength={60}
          onChange={(event) => filter(setKeyword)(event.target.value)}
        />
        <SelectField
          label={t('games.games.vendor')}
          value={vendorCode}
          onChange={(event) => filter(setVendorCode)(event.target.value)}
        >
          <option value="">{t('games.games.anyVendor')}</option>
          {vendorOptions.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('games.games.category')}
          value={category}
          onChange={(event) => filter(setCategory)(event.target.value)}
        >
          <option value="">{t('games.games.anyCategory')}</option>
          {(vendors.data?.categories ?? []).map((c) => (
            <option key={c.category} value={c.category}>
              {categoryName(t, c.category)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('games.games.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as typeof status)}
        >
          <option value="">{t('games.games.anyStatus')}</option>
          <option value="ENABLED">{t('games.games.shownOnly')}</option>
          <option value="DISABLED">{t('games.games.hiddenOnly')}</option>
        </SelectField>
        <SelectField
          label={t('games.games.sort')}
          value={sort}
          onChange={(event) => filter(setSort)(event.target.value as Sort)}
        >
          {(['sort', 'name', 'vendor', 'category', 'createdAt'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`games.games.sorts.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('games.games.order')}
          value={order}
          onChange={(event) => filter(setOrder)(event.target.value as 'asc' | 'desc')}
        >
          <option value="asc">{t('games.games.asc')}</option>
          <option value="desc">{t('games.games.desc')}</option>
        </SelectField>
        {list.data ? (
          <p className="muted filters__count">{t('games.games.total', { count: list.data.total })}</p>
        ) : null}
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {update.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(update.error).message}
        </p>
      ) : null}
      <section className="card card--flush">
        {list.isPending ? (
          <div className="centre">
            <Spinner label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState icon="slots" title={t('games.games.none')} />
        ) : (
          <div className="table-scroll">
            <DataTable
              className="table games-table"
              caption={t('games.sections.games')}
              columns={columns}
              rows={list.data.list}
              rowKey={(g) => g.id}
            />
          </div>
        )}
      </section>
      <Pager
        current={page}
        totalPages={list.data?.totalPages ?? 1}
        onChange={setPage}
        label={t('games.games.pages')}
      />
      {editing ? (
        <GameDialog
          game={editing}
          categories={(vendors.data?.categories ?? [])
            .filter((c) => c.vendors.some((v) => v.vendorCode === editing.vendorCode))
            .map((c) => c.category)}
          canWrite={canWrite}
          canRisk={canRisk}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('games.saved'));
            void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
          }}
        />
      ) : null}
    </>
  );
}

function GameDialog({
  game,
  categories,
  canWrite,
  canRisk,
  onClose,
  onSaved,
}: {
  game: Game;
  categories: string[];
  canWrite: boolean;
  canRisk: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const riskId = useId();
  const rules = useQuery({
    queryKey: [...KEY, 'rules'],
    queryFn: ({ signal }) => call(R.gameRules, { signal }),
  });
  const currency = rules.data?.currency ?? '';
  const [sort, setSort] = useState(String(game.sort));
  const [category, setCategory] = useState(game.category);
  const [maxBet, setMaxBet] = useState(game.maxBet ?? '');
  const [maxWin, setMaxWin] = useState(game.maxWin ?? '');
  const save = useMutation({
    mutationFn: () => call(R.updateGame, { params: { id: game.id }, body: { sort: Number(sort), category } }),
    onSuccess: onSaved,
  });
  const saveRisk = useMutation({
    mutationFn: () =>
      call(R.updateGameRisk, {
        params: { id: game.id },
        body: { maxBet: maxBet.trim() || null, maxWin: maxWin.trim() || null },
      }),
    onSuccess: onSaved,
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  const riskProblems = saveRisk.isError ? problemsOf(saveRisk.error) : null;
  const submit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  return (
    <Dialog
      title={t('games.games.editTitle', { game: game.name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      }
    >
      {canWrite ? (
        <form id={formId} className="form-grid" onSubmit={submit(() => save.mutate())}>
          <Field
            label={t('games.games.orderInVendor')}
            type="number"
            inputMode="numeric"
            min={0}
            value={sort}
            hint={t('games.games.orderHint')}
            onChange={(event) => setSort(event.target.value)}
            error={problems?.fields.sort}
          />
          <SelectField
            label={t('games.games.category')}
            value={category}
            hint={t('games.games.catalogueCategory', { category: categoryName(t, game.catalogueCategory) })}
            onChange={(event) => setCategory(event.target.value)}
            error={problems?.fields.category}
          >
            {[...new Set([game.category, ...categories])].map((c) => (
              <option key={c} value={c}>
                {categoryName(t, c)}
              </option>
            ))}
          </SelectField>
          {problems && Object.keys(problems.fields).length === 0 ? (
            <p className="notice notice--error wide" role="alert">
              {problems.message}
            </p>
          ) : null}
          <div className="wide">
            <Button type="submit" busy={save.isPending}>
              {t('games.games.save')}
            </Button>
          </div>
        </form>
      ) : null}
      {canRisk ? (
        <form
          className="form-grid game-risk"
          aria-labelledby={riskId}
          onSubmit={submit(() => saveRisk.mutate())}
        >
          <h3 id={riskId} className="wide game-risk__title">
            {t('games.games.riskTitle')}
          </h3>
          <p className="muted wide">{t('games.games.riskHint')}</p>
          <Field
            label={t('games.games.maxBet', { currency })}
            inputMode="decimal"
            value={maxBet}
            maxLength={24}
            onChange={(event) => setMaxBet(event.target.value)}
            error={riskProblems?.fields.maxBet}
          />
          <Field
            label={t('games.games.maxWin', { currency })}
            inputMode="decimal"
            value={maxWin}
            maxLength={24}
            onChange={(event) => setMaxWin(event.target.value)}
            error={riskProblems?.fields.maxWin}
          />
          {riskProblems && Object.keys(riskProblems.fields).length === 0 ? (
            <p className="notice notice--error wide" role="alert">
              {riskProblems.message}
            </p>
          ) : null}
          <div className="wide">
            <Button type="submit" busy={saveRisk.isPending}>
              {t('games.games.saveRisk')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

type RuleField =
  | 'providerMaxBet'
  | 'originalsMinBet'
  | 'originalsMaxBet'
  | 'houseEdgePercent'
  | 'lotteryMinBet'
  | 'lotteryMaxBet'
  | 'maxWin';

function RulesSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rules = useQuery({
    queryKey: [...KEY, 'rules'],
    queryFn: ({ signal }) => call(R.gameRules, { signal }),
  });
  if (rules.isPending) return <Spinner label={t('common.loading')} />;
  if (rules.isError) return <LoadFailed onRetry={() => rules.refetch()} />;
  return <RulesForm rules={rules.data} canWrite={canWrite} />;
}

function RulesForm({ rules, canWrite }: { rules: Rules; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [values, setValues] = useState<Record<RuleField, string>>({
    providerMaxBet: rules.providerMaxBet,
    originalsMinBet: rules.originalsMinBet,
    originalsMaxBet: rules.originalsMaxBet,
    houseEdgePercent: rules.houseEdgePercent,
    lotteryMinBet: rules.lotteryMinBet,
    lotteryMaxBet: rules.lotteryMaxBet,
    maxWin: rules.maxWin,
  });
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => call(R.updateGameRules, { body: values }),
    onSuccess: (value) => {
      setConfirming(false);
      setSaved(true);
      queryClient.setQueryData([...KEY, 'rules'], value);
    },
    onError: () => setConfirming(false),
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  const currency = rules.currency;
  const field = (name: RuleField, label: string, hint?: string) => (
    <Field
      label={label}
      inputMode="decimal"
      value={values[name]}
      maxLength={24}
      required
      disabled={!canWrite}
      hint={hint}
      onChange={(event) => {
        setSaved(false);
        setValues({ ...values, [name]: event.target.value });
      }}
      error={problems?.fields[name]}
    />
  );
  return (
    <section className="card">
      <p className="muted">{t('games.rules.intro')}</p>
      {canWrite ? null : <p className="notice">{t('games.readOnly')}</p>}
      {saved ? (
        <p className="notice notice--ok" role="status">
          {t('games.saved')}
        </p>
      ) : null}
      <form
        id={formId}
        className="form-grid rules-form"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <h2 className="wide rules-title">{t('games.rules.providers')}</h2>
        {field('providerMaxBet', t('games.rules.providerMaxBet', { currency }))}
        <h2 className="wide rules-title">{t('games.rules.originals')}</h2>
        {field('originalsMinBet', t('games.rules.originalsMinBet', { currency }))}
        {field('originalsMaxBet', t('games.rules.originalsMaxBet', { currency }))}
        {field(
          'houseEdgePercent',
          t('games.rules.houseEdge'),
          t('games.rules.houseEdgeHint', { min: rules.houseEdgeBounds.min, max: rules.houseEdgeBounds.max }),
        )}
        <h2 className="wide rules-title">{t('games.rules.lottery')}</h2>
        {field('lotteryMinBet', t('games.rules.lotteryMinBet', { currency }))}
        {field('lotteryMaxBet', t('games.rules.lotteryMaxBet', { currency }))}
        <h2 className="wide rules-title">{t('games.rules.maxWinTitle')}</h2>
        {field('maxWin', t('games.rules.maxWin', { currency }), t('games.rules.maxWinHint'))}
        {problems && Object.keys(problems.fields).length === 0 ? (
          <p className="notice notice--error wide" role="alert">
            {problems.message}
          </p>
        ) : null}
        {canWrite ? (
          <div className="wide">
            <Button type="submit">{t('games.rules.save')}</Button>
          </div>
        ) : null}
      </form>
      {confirming ? (
        <Dialog
          title={t('games.rules.confirmTitle')}
          closeLabel={t('common.close')}
          onClose={() => setConfirming(false)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button busy={save.isPending} onClick={() => save.mutate()}>
                {t('games.rules.save')}
              </Button>
            </>
          }
        >
          <p>{t('games.rules.confirmText')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
