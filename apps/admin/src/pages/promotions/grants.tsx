import { BONUS_STATES, WAGER_BASES } from '@portal/contracts';
import { type TAdminGrant, ZManualGrant, ZRevokeGrant } from '@portal/contracts/endpoints';
import {
  Button,
  type Column,
  DataTable,
  Dialog,
  Field,
  Pager,
  QueryFallback,
  QueryView,
  SelectField,
} from '@portal/ui';
import { FormNumber, FormSelect, FormText, FormTextarea, useZodForm } from '@portal/ui/form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { FormDialog } from '../../lib/form-dialog';
import { problemsOf, when } from '../../lib/forms';
import {
  decimalOf,
  FilterForm,
  GRANTS_KEY,
  minorOf,
  money,
  PROMOTIONS_KEY,
  Progress,
  PromotionFilter,
  R,
  requestId,
  StateBadge,
  stateKind,
  titleOf,
  useCan,
  useCurrency,
  useFilters,
  usePromotionChoices,
} from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['state', 'promotionId', 'account'] as const;

/** The brand's bonus grants with their wagering; grant one by hand or cancel one (promotions.grant). */
export function GrantsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const canGrant = useCan('promotions.grant');
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [granting, setGranting] = useState(false);
  const [cancelling, setCancelling] = useState<TAdminGrant | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...(values.state ? { state: values.state as TAdminGrant['state'] } : {}),
    ...(values.promotionId ? { promotionId: values.promotionId } : {}),
    ...(values.account ? { account: values.account.toLowerCase() } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...GRANTS_KEY, query],
    queryFn: ({ signal }) => call(R.grants, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const problems = list.isError ? problemsOf(list.error) : null;
  const at = (value: string | null) => when(value, i18n.language);

  const columns: Column<TAdminGrant>[] = [
    {
      id: 'account',
      header: t('promotions.col.account'),
      rowHeader: true,
      cell: (g) => (
        <>
          <CellLabel>{t('promotions.col.account')}</CellLabel>
          <Link to={`/members/${g.memberId}`}>{g.account}</Link>
        </>
      ),
    },
    {
      id: 'title',
      header: t('promotions.col.promotion'),
      cell: (g) => (
        <>
          <CellLabel>{t('promotions.col.promotion')}</CellLabel>
          {g.promotionId ? g.title : t('promotions.grants.goodwill')}
          {g.grantedBy ? (
            <span className="pr-sub">{t('promotions.grants.by', { name: g.grantedBy })}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'state',
      header: t('promotions.col.state'),
      cell: (g) => (
        <>
          <CellLabel>{t('promotions.col.state')}</CellLabel>
          <StateBadge kind={stateKind(g.state)} label={t(`promotions.bonusStates.${g.state}`)} />
          {g.endReason ? <span className="pr-sub">{t(`promotions.endReasons.${g.endReason}`)}</span> : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('promotions.grants.amountBalance'),
      className: 'num',
      cell: (g) => (
        <>
          <CellLabel>{t('promotions.grants.amountBalance')}</CellLabel>
          {money(g.amount)}
          <span className="pr-sub">{t('promotions.grants.balance', { amount: money(g.balance) })}</span>
        </>
      ),
    },
    {
      id: 'wagering',
      header: t('promotions.grants.wagering'),
      cell: (g) => (
        <>
          <CellLabel>{t('promotions.grants.wagering')}</CellLabel>
          <Progress
            bps={g.progressBps}
            wagered={g.wagered}
            required={g.wagerRequired}
            label={t('promotions.grants.progressOf', { account: g.account })}
          />
        </>
      ),
    },
    {
      id: 'dates',
      header: t('promotions.col.dates'),
      cell: (g) => (
        <span className="pr-dates">
          <CellLabel>{t('promotions.col.dates')}</CellLabel>
          {t('promotions.grants.grantedAt', { at: at(g.grantedAt) })}
          {g.expiresAt ? (
            <span className="pr-sub">{t('promotions.grants.expiresAt', { at: at(g.expiresAt) })}</span>
          ) : null}
          {g.endedAt ? (
            <span className="pr-sub">{t('promotions.grants.endedAt', { at: at(g.endedAt) })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      cell: (g) =>
        canGrant && (g.state === 'ACTIVE' || g.state === 'PENDING') ? (
          <div className="row-actions">
            <Button
              size="sm"
              variant="danger"
              aria-label={t('promotions.grants.cancelOf', { account: g.account, amount: money(g.amount) })}
              onClick={() => {
                setNotice(null);
                setCancelling(g);
              }}
            >
              {t('promotions.grants.cancel')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card" aria-labelledby={`${formId}-title`}>
        <div className="pr-panel-head">
          <h2 id={`${formId}-title`} className="pr-panel-title">
            {t('promotions.filters')}
          </h2>
          {canGrant ? (
            <Button
              icon="gift"
              onClick={() => {
                setNotice(null);
                setGranting(true);
              }}
            >
              {t('promotions.grants.grantButton')}
            </Button>
          ) : null}
        </div>
        <FilterForm filters={{ apply, key }} keys={FILTERS}>
          <SelectField label={t('promotions.col.state')} name="state" defaultValue={values.state ?? ''}>
            <option value="">{t('promotions.all')}</option>
            {BONUS_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.bonusStates.${s}`)}
              </option>
            ))}
          </SelectField>
          <PromotionFilter value={values.promotionId} />
          <Field
            label={t('promotions.col.account')}
            name="account"
            type="search"
            maxLength={64}
            defaultValue={values.account ?? ''}
            error={problems?.fields.account}
          />
        </FilterForm>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'wallet', title: t('promotions.grants.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <p className="pr-summary" role="status">
                {t('promotions.grants.count', { count: page.total })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table pr-table"
                  caption={t('promotions.tabs.grants')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(g) => g.id}
                />
              </div>
              <div className="pr-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('promotions.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {granting ? (
        <GrantDialog
          onClose={() => setGranting(false)}
          onDone={(made) => {
            setGranting(false);
            setNotice(t('promotions.grants.granted', { account: made.account, amount: money(made.amount) }));
          }}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          grant={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(done) => {
            setCancelling(null);
            setNotice(t('promotions.grants.cancelled', { account: done.account }));
          }}
        />
      ) : null}
    </>
  );
}

type GrantValues = {
  account: string;
  amount: string;
  promotionId: string;
  terms: {
    wagerMultiplier: number | undefined;
    wagerBase: string;
    expiryDays: number | undefined;
    maxBet: string;
    maxConversion: string;
  };
  reason: string;
};

/** Grant a bonus by hand: who, how much, from which promotion (or none), its terms and why. */
function GrantDialog({ onClose, onDone }: { onClose: () => void; onDone: (made: TAdminGrant) => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  if (!currency.ready)
    return (
      <Dialog
        title={t('promotions.grants.grantTitle')}
        closeLabel={t('common.close')}
        onClose={onClose}
        size="sm"
      >
        <QueryFallback query={{ isPending: true, refetch: () => undefined }} />
      </Dialog>
    );
  return <GrantForm view={currency} onClose={onClose} onDone={onDone} />;
}

function GrantForm({
  view,
  onClose,
  onDone,
}: {
  view: ReturnType<typeof useCurrency>;
  onClose: () => void;
  onDone: (made: TAdminGrant) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { exponent, currency, settings } = view;
  const choices = usePromotionChoices();
  // One request id per dialog: sending again after a lost answer grants once.
  const request = useRef(requestId());
  const zero = decimalOf(0, exponent);
  const text = (value: string) => value.trim().replace(/,/g, '');
  const form = useZodForm(
    ZManualGrant,
    {
      account: '',
      amount: '',
      promotionId: '',
      terms: {
        wagerMultiplier: 10,
        wagerBase: 'BONUS',
        expiryDays: settings?.bonus.defaultExpiryDays ?? 14,
        maxBet: zero,
        maxConversion: zero,
      },
      reason: '',
    } as GrantValues,
    (v) => ({
      requestId: request.current,
      account: v.account,
      amount: text(v.amount),
      promotionId: v.promotionId || null,
      terms: {
        wagerMultiplier: v.terms.wagerMultiplier ?? Number.NaN,
        wagerBase: v.terms.wagerBase,
        expiryDays: v.terms.expiryDays ?? Number.NaN,
        maxBet: text(v.terms.maxBet) || zero,
        maxConversion: text(v.terms.maxConversion) || zero,
      },
      reason: v.reason,
    }),
  );
  const multiplier = Number(useWatch({ control: form.control, name: 'terms.wagerMultiplier' }));
  const withCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  return (
    <FormDialog
      title={t('promotions.grants.grantTitle')}
      size="lg"
      submitLabel={t('promotions.grants.grantConfirm')}
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => {
        let bad = false;
        for (const [field, value, positive] of [
          ['amount', body.amount, true],
          ['terms.maxBet', body.terms.maxBet, false],
          ['terms.maxConversion', body.terms.maxConversion, false],
        ] as const) {
          const minor = minorOf(value, exponent);
          if (minor === null || (positive && minor <= 0n)) {
            form.setError(field, {
              type: 'client',
              message: t(minor === null ? 'promotions.check.amount' : 'promotions.check.positive'),
            });
            if (!bad) form.setFocus(field);
            bad = true;
          }
        }
        if (bad) return;
        const made = await call(R.grant, { body });
        void queryClient.invalidateQueries({ queryKey: GRANTS_KEY });
        void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
        onDone(made);
      }}
    >
      <p className="muted">{t('promotions.grants.grantIntro')}</p>
      <div className="pr-pair">
        <FormText
          name="account"
          label={t('promotions.grants.account')}
          autoComplete="off"
          maxLength={64}
          required
        />
        <FormText
          name="amount"
          label={withCurrency(t('promotions.grants.amount'))}
          inputMode="decimal"
          required
        />
      </div>
      <FormSelect name="promotionId" label={t('promotions.grants.promotion')}>
        <option value="">{t('promotions.grants.noPromotion')}</option>
        {(choices.data?.list ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {titleOf(p, i18n.language)}
          </option>
        ))}
      </FormSelect>
      <fieldset className="pr-group">
        <legend>{t('promotions.editor.terms')}</legend>
        <div className="pr-pair">
          <FormNumber
            name="terms.wagerMultiplier"
            label={t('promotions.editor.wagerMultiplier')}
            hint={t('promotions.editor.wagerMultiplierHint')}
            min={0}
            max={100}
            step={0.1}
            required
          />
          <FormSelect name="terms.wagerBase" label={t('promotions.editor.wagerBase')}>
            {WAGER_BASES.map((b) => (
              <option key={b} value={b}>
                {t(`promotions.bases.${b}`)}
              </option>
            ))}
          </FormSelect>
          <FormNumber
            name="terms.expiryDays"
            label={t('promotions.editor.expiryDays')}
            min={1}
            max={365}
            step={1}
            required
          />
        </div>
        {multiplier > 0 ? (
          <div className="pr-pair">
            <FormText
              name="terms.maxBet"
              label={withCurrency(t('promotions.editor.maxBet'))}
              hint={t('promotions.editor.maxBetHint')}
              inputMode="decimal"
            />
            <FormText
              name="terms.maxConversion"
              label={withCurrency(t('promotions.editor.maxConversion'))}
              hint={t('promotions.editor.maxConversionHint')}
              inputMode="decimal"
            />
          </div>
        ) : (
          <p className="field__hint">{t('promotions.editor.realMoneyHint')}</p>
        )}
      </fieldset>
      <FormTextarea
        name="reason"
        label={t('promotions.grants.reason')}
        hint={t('promotions.grants.reasonHint')}
        rows={3}
        maxLength={500}
        required
      />
    </FormDialog>
  );
}

/** Cancel a pending or active grant with a reason: its bonus money is removed (audited). */
function CancelDialog({
  grant: g,
  onClose,
  onDone,
}: {
  grant: TAdminGrant;
  onClose: () => void;
  onDone: (done: TAdminGrant) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(ZRevokeGrant, { reason: '' });
  return (
    <FormDialog
      title={t('promotions.grants.cancelTitle', { account: g.account })}
      size="md"
      submitLabel={t('promotions.grants.cancelConfirm')}
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => {
        const done = await call(R.revoke, { params: { id: g.id }, body });
        void queryClient.invalidateQueries({ queryKey: GRANTS_KEY });
        onDone(done);
      }}
    >
      <p className="notice" role="note">
        {t('promotions.grants.cancelText', {
          account: g.account,
          amount: money(g.amount),
          balance: money(g.balance),
        })}
      </p>
      <FormTextarea name="reason" label={t('promotions.grants.reason')} rows={3} maxLength={500} required />
    </FormDialog>
  );
}
