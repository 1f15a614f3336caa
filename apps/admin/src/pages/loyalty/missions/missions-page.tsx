import type { MissionStatus, TAdminMission } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, QueryView } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import {
  grouped,
  M,
  MISSIONS_KEY,
  ScreenHead,
  useCan,
  useMissionScreen,
  useProblem,
  useRewardWords,
} from './shared';

/** /loyalty/missions: every mission with its counts; activate or archive; open the editor. */
export function MissionsPage() {
  const { t } = useMissionScreen();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const words = useRewardWords();
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...MISSIONS_KEY, 'list'],
    queryFn: ({ signal }) => call(M.list, { signal }),
  });
  const setStatus = useMutation({
    mutationFn: (v: { id: string; status: MissionStatus }) =>
      call(M.setStatus, { params: { id: v.id }, body: { status: v.status } }),
    onSuccess: () => {
      setMessage(null);
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
    },
    onError: (error) => setMessage(problem(error)),
  });
  const col = (id: string, label: string, value: (m: TAdminMission) => string, className?: string) =>
    ({
      id,
      header: label,
      ...(className ? { className } : {}),
      cell: (m: TAdminMission) => (
        <>
          <CellLabel>{label}</CellLabel>
          {value(m)}
        </>
      ),
    }) satisfies Column<TAdminMission>;
  return (
    <>
      <ScreenHead
        title={t('loyaltyMissions.missions.heading')}
        intro={t('loyaltyMissions.missions.intro')}
        action={
          canManage ? (
            <Link className="btn btn--primary btn--md" to="/loyalty/missions/new">
              {t('loyaltyMissions.missions.new')}
            </Link>
          ) : null
        }
      />
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'star', title: t('loyaltyMissions.missions.none') }}>
          {(rows) => (
            <div className="table-scroll">
              <DataTable
                className="table"
                caption={t('loyaltyMissions.missions.heading')}
                rows={rows}
                rowKey={(m) => m.id}
                columns={[
                  {
                    id: 'title',
                    header: t('loyaltyMissions.missions.title'),
                    rowHeader: true,
                    cell: (m) => (
                      <>
                        <CellLabel>{t('loyaltyMissions.missions.title')}</CellLabel>
                        <Link to={`/loyalty/missions/${m.id}`}>{m.content.en?.title ?? m.id}</Link>
                      </>
                    ),
                  },
                  col('kind', t('loyaltyMissions.missions.kind'), (m) =>
                    t(`loyaltyMissions.common.kinds.${m.kind}`),
                  ),
                  col('period', t('loyaltyMissions.missions.period'), (m) =>
                    t(`loyaltyMissions.common.periods.${m.period}`),
                  ),
                  col('target', t('loyaltyMissions.missions.target'), (m) => grouped(m.target), 'num'),
                  col('reward', t('loyaltyMissions.missions.reward'), (m) => words(m.reward)),
                  col('status', t('loyaltyMissions.common.status'), (m) =>
                    t(`loyaltyMissions.common.statuses.${m.status}`),
                  ),
                  col(
                    'completed',
                    t('loyaltyMissions.missions.completed'),
                    (m) => String(m.completed),
                    'num',
                  ),
                  col('claimed', t('loyaltyMissions.missions.claimed'), (m) => String(m.claimed), 'num'),
                  {
                    id: 'actions',
                    header: '',
                    cell: (m) =>
                      canManage && m.status !== 'ARCHIVED' ? (
                        <div className="ms-actions">
                          {m.status === 'DRAFT' ? (
                            <Button
                              size="sm"
                              disabled={setStatus.isPending}
                              onClick={() => setStatus.mutate({ id: m.id, status: 'ACTIVE' })}
                              aria-label={`${t('loyaltyMissions.common.activate')}: ${m.content.en?.title ?? m.id}`}
                            >
                              {t('loyaltyMissions.common.activate')}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={setStatus.isPending}
                            onClick={() => setStatus.mutate({ id: m.id, status: 'ARCHIVED' })}
                            aria-label={`${t('loyaltyMissions.common.archive')}: ${m.content.en?.title ?? m.id}`}
                          >
                            {t('loyaltyMissions.common.archive')}
                          </Button>
                        </div>
                      ) : null,
                  },
                ]}
              />
            </div>
          )}
        </QueryView>
      </section>
    </>
  );
}
