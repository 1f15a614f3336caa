import { Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import './play-money-note.css';

/**
 * On an in-house game's bet panel, for a trial account: the amounts on this page are play money
 * (ADR 0044), though they are written in the brand's currency. Nothing for anyone else.
 */
export function PlayMoneyNote() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status !== 'trial') return null;
  return (
    <p className="play-money-note">
      <Icon name="sparkle" size={16} />
      {t('trial.playingWithPlayMoney')}
    </p>
  );
}
