import type { GameRisk } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export const RISKS: GameRisk[] = ['LOW', 'MEDIUM', 'HIGH'];

/** LOW / MEDIUM / HIGH as a segmented control. */
export function RiskControl({
  value,
  onChange,
  disabled,
}: {
  value: GameRisk;
  onChange: (risk: GameRisk) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="og-field" disabled={disabled}>
      <legend className="field__label">{t('originals.risk.label')}</legend>
      <div className="segmented segmented--block">
        {RISKS.map((risk) => (
          <button key={risk} type="button" aria-pressed={value === risk} onClick={() => onChange(risk)}>
            {t(`originals.risk.${risk}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
