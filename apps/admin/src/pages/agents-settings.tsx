import { ADMIN_AGENTS_ROUTES, AGENT_TYPES, formatMoney, parseMoney } from '@portal/contracts';
import { ZAgentSettings } from '@portal/contracts/schemas/brand';
import { Button, QueryView } from '@portal/ui';
import {
  Form,
  FormCheckbox,
  FormChoices,
  FormNumber,
  FormSelect,
  FormText,
  useZodForm,
} from '@portal/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/client';
import { useOperator } from '../lib/session';

const R = ADMIN_AGENTS_ROUTES;
const KEY = ['admin', 'agent-settings'] as const;
type View = Awaited<ReturnType<typeof call<typeof R.agentSettings>>>;

/** The settings tab: the brand's agent settings, editable with agents.manage. */
export function AgentSettingsPanel() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(R.agentSettings, { signal }),
  });
  // Kept here: a save answers the new settings and the form starts again from them (its key),
  // so a "saved" kept inside the form would be lost with it.
  const [saved, setSaved] = useState(false);
  return (
    <section className="card agents-settings">
      <QueryView query={settings}>
        {(view) => <SettingsForm key={JSON.stringify(view)} view={view} saved={saved} onSaved={setSaved} />}
      </QueryView>
    </section>
  );
}

/**
 * The form: amounts in the brand's currency (as people write them), sent as minor units; the
 * contract's ZAgentSettings checks the body before it is sent and the server's refusals land on
 * the fields they name.
 */
function SettingsForm({
  view,
  saved,
  onSaved,
}: {
  view: View;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canManage = useOperator().data?.permissions.includes('agents.manage') ?? false;
  const { settings, currency, currencyExponent: exponent } = view;
  const minorOf = (text: string) => {
    const minor = parseMoney(text.trim(), exponent);
    return minor === null ? Number.NaN : Number(minor);
  };
  const form = useZodForm(
    ZAgentSettings,
    {
      maxAgentDepth: settings.maxAgentDepth,
      recruitingTypes: settings.recruitingTypes.map(String),
      subAgentType: String(settings.subAgentType),
      showTeamBalances: settings.showTeamBalances,
      transfers: {
        toDownline: settings.transfers.toDownline,
        toUpline: settings.transfers.toUpline,
        minMinor: formatMoney(BigInt(settings.transfers.minMinor), exponent),
        dailyLimitMinor: formatMoney(BigInt(settings.transfers.dailyLimitMinor), exponent),
      },
    },
    (values) => ({
      maxAgentDepth: values.maxAgentDepth,
      recruitingTypes: (values.recruitingTypes || []).map(Number),
      subAgentType: Number(values.subAgentType),
      showTeamBalances: values.showTeamBalances,
      transfers: {
        toDownline: values.transfers.toDownline,
        toUpline: values.transfers.toUpline,
        minMinor: minorOf(values.transfers.minMinor),
        dailyLimitMinor: minorOf(values.transfers.dailyLimitMinor),
      },
    }),
  );
  const typeName = (type: number) => t(`agents.types.${type}`, { defaultValue: String(type) });
  const agentTypes = AGENT_TYPES.map((type) => ({ value: String(type), label: typeName(type) }));

  return (
    <Form
      form={form}
      className="agents-settings__form"
      onSubmit={async (body) => {
        onSaved(false);
        const next = await call(R.setAgentSettings, { body });
        onSaved(true);
        queryClient.setQueryData(KEY, next);
      }}
    >
      <p className="muted">{t('agents.settings.intro')}</p>
      {canManage ? null : <p className="notice">{t('agents.settings.readOnly')}</p>}
      {saved ? (
        <p className="notice notice--ok" role="status">
          {t('agents.settings.saved')}
        </p>
      ) : null}
      <fieldset className="agents-settings__group" disabled={!canManage}>
        <legend>{t('agents.settings.tree')}</legend>
        <FormNumber
          name="maxAgentDepth"
          label={t('agents.settings.maxAgentDepth')}
          hint={t('agents.settings.maxAgentDepthHint')}
          min={1}
          max={10}
          step={1}
          required
        />
        <FormChoices
          name="recruitingTypes"
          label={t('agents.settings.recruitingTypes')}
          choices={agentTypes}
          multiple
        />
        <FormSelect name="subAgentType" label={t('agents.settings.subAgentType')}>
          {agentTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </FormSelect>
        <FormCheckbox name="showTeamBalances" label={t('agents.settings.showTeamBalances')} />
      </fieldset>
      <fieldset className="agents-settings__group" disabled={!canManage}>
        <legend>{t('agents.settings.transfers')}</legend>
        <FormCheckbox name="transfers.toDownline" label={t('agents.settings.toDownline')} />
        <FormCheckbox name="transfers.toUpline" label={t('agents.settings.toUpline')} />
        <FormText
          name="transfers.minMinor"
          label={t('agents.settings.minAmount', { currency })}
          inputMode="decimal"
          required
        />
        <FormText
          name="transfers.dailyLimitMinor"
          label={t('agents.settings.dailyLimit', { currency })}
          hint={t('agents.settings.dailyLimitHint')}
          inputMode="decimal"
          required
        />
      </fieldset>
      {canManage ? (
        <div className="agents-settings__actions">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('agents.settings.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
