import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/lib/session';

/**
 * /lottery, /seaLottery, /vnLottery (query gameCode): login required; a visitor without a token
 * is sent to /login (spec section 2). The draws themselves come with the lottery issue.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (status === 'guest') return <Navigate to="/login" replace />;
  const style =
    pathname.toLowerCase() === '/vnlottery'
      ? 'VN'
      : pathname.toLowerCase() === '/sealottery'
        ? 'SEA'
        : 'LOTT';
  return (
    <div className="page page--wide">
      <PageHeader title={t(`lottery.${style}` as 'lottery.LOTT')} icon="lottery" />
      <EmptyState
        icon="lottery"
        title={t('lottery.noDraws')}
        description={t('lottery.noDrawsHint', { game: params.get('gameCode') ?? '' })}
      />
    </div>
  );
}
