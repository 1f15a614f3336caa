import type { LanguageCode } from '../languages.ts';

/**
 * Why the console's agent tools (issue 16; ADR 0037) refuse a move, a change of type or the agent
 * settings: field messages the server answers in the operator's language, kept apart from the
 * player's so the player site's bundle does not carry them.
 */
export type AgentOpsMessageKey =
  | 'uplineNotFound'
  | 'uplineNotAgent'
  | 'uplineInOwnTeam'
  | 'sameUpline'
  | 'agentDepth'
  | 'notInTree'
  | 'sameType'
  | 'teamStillThere';

type AgentOpsMessages = Record<AgentOpsMessageKey, string>;

const en: AgentOpsMessages = {
  uplineNotFound: 'There is no account with this id in this brand.',
  uplineNotAgent: 'The new upline must be an agent.',
  uplineInOwnTeam: 'An account cannot be moved under itself or under a member of its own team.',
  sameUpline: 'The account is already directly under this upline.',
  agentDepth: 'This would make a chain of agents deeper than this brand allows ({max} agents).',
  notInTree: 'Trial and service accounts are not part of the agent tree.',
  sameType: 'The account already has this type.',
  teamStillThere:
    'This agent still has {count} accounts directly under it. Move them to another agent first, then change its type.',
};

const bn: AgentOpsMessages = {
  uplineNotFound: 'এই ব্র্যান্ডে এই আইডির কোনো অ্যাকাউন্ট নেই।',
  uplineNotAgent: 'নতুন আপলাইনকে অবশ্যই এজেন্ট হতে হবে।',
  uplineInOwnTeam: 'কোনো অ্যাকাউন্টকে তার নিজের অধীনে বা তার নিজের টিমের কোনো সদস্যের অধীনে সরানো যায় না।',
  sameUpline: 'অ্যাকাউন্টটি ইতিমধ্যে সরাসরি এই আপলাইনের অধীনে আছে।',
  agentDepth: 'এতে এজেন্টদের একটি চেইন এই ব্র্যান্ডের অনুমতির চেয়ে গভীর হয়ে যাবে ({max} জন এজেন্ট)।',
  notInTree: 'ট্রায়াল ও সার্ভিস অ্যাকাউন্ট এজেন্ট ট্রির অংশ নয়।',
  sameType: 'অ্যাকাউন্টটির ইতিমধ্যে এই ধরন আছে।',
  teamStillThere:
    'এই এজেন্টের সরাসরি অধীনে এখনও {count}টি অ্যাকাউন্ট আছে। আগে সেগুলোকে অন্য এজেন্টের অধীনে সরান, তারপর ধরন পরিবর্তন করুন।',
};

const fil: AgentOpsMessages = {
  uplineNotFound: 'Walang account na may ganitong id sa brand na ito.',
  uplineNotAgent: 'Dapat ahente ang bagong upline.',
  uplineInOwnTeam:
    'Hindi maililipat ang isang account sa ilalim ng sarili nito o ng isang miyembro ng sarili nitong team.',
  sameUpline: 'Direkta nang nasa ilalim ng upline na ito ang account.',
  agentDepth:
    'Magiging mas malalim ang isang hanay ng mga ahente kaysa sa pinapayagan ng brand na ito ({max} ahente).',
  notInTree: 'Hindi bahagi ng agent tree ang mga trial at service account.',
  sameType: 'Ganito na ang uri ng account.',
  teamStillThere:
    'May {count} account pang direktang nasa ilalim ng ahenteng ito. Ilipat muna sila sa ibang ahente, saka palitan ang uri nito.',
};

export const AGENT_OPS_MESSAGES: Record<LanguageCode, AgentOpsMessages> = { en, bn, fil };

export function agentOpsMessage(
  language: LanguageCode,
  key: AgentOpsMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = AGENT_OPS_MESSAGES[language]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
