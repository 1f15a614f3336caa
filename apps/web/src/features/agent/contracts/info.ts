import type { ContractType } from '@portal/contracts';
import type { TContractInfo } from '@portal/contracts/endpoints';
import type { IconName } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useFlag } from '@/lib/config';
import { useSession } from '@/lib/session';
import { contractInfoQuery } from './api';

/**
 * The consolidated contract info, asked for only for a real (non-trial) member while the brand's
 * AGENTPOLICY3 is on (spec section 6); otherwise nothing is fetched and `info` is null.
 */
export function useContractInfo(): { info: TContractInfo | null; pending: boolean } {
  const { status } = useSession();
  const policy = useFlag('AGENTPOLICY3');
  const wanted = policy && (status === 'member' || status === 'agent');
  const query = useQuery({ ...contractInfoQuery, enabled: wanted });
  return { info: wanted ? (query.data ?? null) : null, pending: wanted && query.isPending };
}

/** Spec section 2: the agent centre's contract pages, each shown by its flag of the consolidated info. */
export const CONTRACT_PAGES: {
  id: string;
  icon: IconName;
  type: ContractType;
  flag: 'enableCt' | 'dailySalary' | 'hourSalary' | 'salary';
  req: 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';
}[] = [
  { id: 'agentDividendRecordCopy2', icon: 'crown', type: 'DIVIDEND', flag: 'enableCt', req: 'divtypereq' },
  {
    id: 'agentDailyWages2',
    icon: 'briefcase',
    type: 'DAILY_SALARY',
    flag: 'dailySalary',
    req: 'dailysalreqtype',
  },
  {
    id: 'agentHourSalary',
    icon: 'clock',
    type: 'HOURLY_SALARY',
    flag: 'hourSalary',
    req: 'contracthoursalreq',
  },
  {
    id: 'agentRealtimeSalary',
    icon: 'refresh',
    type: 'REALTIME_SALARY',
    flag: 'salary',
    req: 'realtimesalreqtype',
  },
];

/**
 * The contract pages this agent's menu shows (none while the info is unknown or off): the type's
 * flag (a contract in effect or one given to the downline), or an offer of the type waiting for
 * an answer, which the page lets the agent answer after closing the popup.
 */
export function visibleContractPages(info: TContractInfo | null) {
  if (!info?.enabled) return [];
  return CONTRACT_PAGES.filter((page) => info[page.flag] || info[page.req] === 'OFFERED');
}
