/**
 * The promotions' query keys, apart from their queries so the live listener (which ships with the
 * first page) can name them without loading the pages. The list, a promotion and its raffle are
 * public (a visitor sees them too); the reward centre, the bonus records and the rebate are the
 * member's, under 'member' so signing out removes them.
 */
export const promotionsQueryKey = ['promotions'] as const;
export const rewardsQueryKey = ['member', 'rewards'] as const;
export const rewardCentreQueryKey = [...rewardsQueryKey, 'centre'] as const;
