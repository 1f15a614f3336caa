import { MEMBER_TYPE } from '@portal/contracts';

export interface DemoMember {
  account: string;
  password: string;
  type: number;
  nickname?: string;
  mobile?: string;
  email?: string;
  payeeName?: string;
  referralCode: string;
  /** Account name of the upline agent. */
  parent?: string;
  /** A sub-agent: its type is the brand's `agents.subAgentType` (ADR 0033), not `type`. */
  subAgent?: boolean;
  mustChangePassword?: boolean;
  /** Addresses the account has used, so logging in from this machine needs no second factor. */
  knownAddresses: string[];
  /** Opening main-wallet balance (a house adjustment, with no wagering requirement). */
  balance?: string;
  paymentPassword?: string;
}

export interface DemoOperator {
  username: string;
  password: string;
  displayName: string;
  role: 'owner' | 'finance' | 'support' | 'content';
}

const LOCAL = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Demo accounts per brand code; their credentials are listed in the README. Never in production. */
export const DEMO_ACCOUNTS: Record<string, { members: DemoMember[]; operators: DemoOperator[] }> = {
  TIGER: {
    members: [
      {
        account: 'demo01',
        password: 'Play@2026',
        type: MEMBER_TYPE.MEMBER,
        nickname: 'Lucky Rahim',
        mobile: '+8801711000001',
        email: 'demo01@tigerstar.example',
        payeeName: 'Rahim Uddin',
        referralCode: 'TSDEMO01',
        balance: '25000.00',
        paymentPassword: '135790',
        knownAddresses: LOCAL,
      },
      {
        account: 'newbie',
        password: '123456',
        type: MEMBER_TYPE.MEMBER,
        referralCode: 'TSNEWBIE',
        mustChangePassword: true,
        knownAddresses: LOCAL,
      },
      {
        // No known address: every login asks for a second factor (SMS to the number below).
        account: 'secure01',
        password: 'Secure@2026',
        type: MEMBER_TYPE.MEMBER,
        mobile: '+8801711000002',
        payeeName: 'Karim Hossain',
        referralCode: 'TSSECURE',
        knownAddresses: [],
      },
      {
        account: 'agent01',
        password: 'Agent@2026',
        type: MEMBER_TYPE.AGENT,
        nickname: 'Tiger Agent',
        mobile: '+8801711000010',
        referralCode: 'TSAGENT1',
        knownAddresses: LOCAL,
        balance: '10000.00',
        // Upline/downline transfers ask for it (ADR 0036).
        paymentPassword: '135790',
      },
      ...[1, 2, 3].map(
        (n): DemoMember => ({
          account: `player0${n}`,
          password: 'Player@2026',
          type: MEMBER_TYPE.MEMBER,
          referralCode: `TSPLAY0${n}`,
          parent: 'agent01',
          knownAddresses: LOCAL,
          balance: '5000.00',
        }),
      ),
      // The deeper demo tree of the agent centre (issue 16): two more direct members of agent01
      // and a sub-agent with four members of its own. Their money comes from deposits; the
      // whole team plays and pays over the last 60 days (seed/demo-team.ts).
      ...[4, 5].map(
        (n): DemoMember => ({
          account: `player0${n}`,
          password: 'Player@2026',
          type: MEMBER_TYPE.MEMBER,
          payeeName: `Tiger Player ${n}`,
          referralCode: `TSPLAY0${n}`,
          parent: 'agent01',
          knownAddresses: LOCAL,
        }),
      ),
      {
        account: 'subagent01',
        password: 'Agent@2026',
        type: MEMBER_TYPE.AGENT_SUB,
        subAgent: true,
        nickname: 'Tiger Sub-agent',
        mobile: '+8801711000011',
        payeeName: 'Sabbir Ahmed',
        referralCode: 'TSSUBAG1',
        paymentPassword: '135790',
        parent: 'agent01',
        knownAddresses: LOCAL,
      },
      ...[11, 12, 13, 14].map(
        (n): DemoMember => ({
          account: `player${n}`,
          password: 'Player@2026',
          type: MEMBER_TYPE.MEMBER,
          payeeName: `Tiger Player ${n}`,
          referralCode: `TSPLAY${n}`,
          parent: 'subagent01',
          knownAddresses: LOCAL,
        }),
      ),
    ],
    operators: [
      {
        username: 'operator',
        password: 'Operator@2026',
        displayName: 'Tiger Star operations',
        role: 'owner',
      },
    ],
  },
  JADE: {
    members: [
      {
        account: 'jade01',
        password: 'Jade@2026!',
        type: MEMBER_TYPE.MEMBER,
        email: 'jade01@jadepalace.example',
        payeeName: 'Maria Santos',
        referralCode: 'JPDEMO01',
        balance: '20000.00',
        paymentPassword: '246800',
        knownAddresses: LOCAL,
      },
      {
        account: 'jadeagent',
        password: 'Agent@2026!',
        type: MEMBER_TYPE.AGENT,
        referralCode: 'JPAGENT1',
        knownAddresses: LOCAL,
      },
    ],
    operators: [
      {
        username: 'operator',
        password: 'Operator@2026!',
        displayName: 'Jade Palace operations',
        role: 'owner',
      },
    ],
  },
};
