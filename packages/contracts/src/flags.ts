/** The eleven white-label feature flags of the spec (section 3), grouped under module nodes. */
export const FEATURE_FLAG_GROUPS = {
  REGISTRATION: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'],
  SECURITY: ['PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  AGENT: ['AGENTPOLICY3'],
  REWARDS: ['PTSYS3', 'MANPLAYREB3'],
} as const;

export type FeatureFlagGroup = keyof typeof FEATURE_FLAG_GROUPS;
export type FeatureFlag = (typeof FEATURE_FLAG_GROUPS)[FeatureFlagGroup][number];
export const FEATURE_FLAGS = Object.values(FEATURE_FLAG_GROUPS).flat() as FeatureFlag[];

/** What each flag switches, for operators and the development page. */
export const FEATURE_FLAG_PURPOSE: Record<FeatureFlag, string> = {
  USERNAMEREG3: 'Registration by username',
  MOBILENUMREG3: 'Registration by mobile number',
  REGMOBVERF3: 'SMS verification code required at registration',
  MOBILENUMPASSREG3: 'Mobile registration also sets a password',
  MOBILEVERCODELOGIN3: 'Login by mobile number and SMS code',
  FREEPLAY3: 'Free play with a trial account',
  PWDEXPFORCECHANGE3: 'Expired passwords force a change at login',
  CHNGPASSVERIF3: 'Forgot password by mobile (off: by e-mail)',
  AGENTPOLICY3: 'Agent contracts (dividend and salary)',
  PTSYS3: 'Points system and points mall',
  MANPLAYREB3: 'Manual play rebate',
};

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export type FlagSet = Readonly<Record<FeatureFlag, boolean>>;

/** Builds the spec's whitelabel tree from the flat flag set. A group is on when any child is on. */
export function buildWhitelabelTree(flags: FlagSet): WhitelabelNode[] {
  return Object.entries(FEATURE_FLAG_GROUPS).map(([group, children]) => {
    const childrenNodes = children.map(
      (modId): WhitelabelNode => ({ modId, enabled: flags[modId] ? '1' : '0', childrenNodes: [] }),
    );
    return {
      modId: group,
      enabled: childrenNodes.some((c) => c.enabled === '1') ? '1' : '0',
      childrenNodes,
    };
  });
}

/** Reads a flag from a whitelabel tree: on only when the node and every ancestor are enabled. */
export function isFlagOn(tree: readonly WhitelabelNode[], modId: FeatureFlag): boolean {
  for (const node of tree) {
    if (node.enabled !== '1') continue;
    if (node.modId === modId) return true;
    if (isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
