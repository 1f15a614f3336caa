import { z } from 'zod';
import { ZAnnouncementInput, ZBannerInput, ZMessageInput } from '../content.schemas.ts';
import { FEEDBACK_TYPES } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZOperatorDecision, ZWithdrawalResolution } from '../wallet.schemas.ts';
import {
  CONFIRMATIONS,
  DEPOSIT_STATUSES,
  PAYMENT_METHOD_KINDS,
  type TDeposit,
  type TWithdrawal,
  WITHDRAWAL_STATUSES,
} from '../wallet.ts';
import { ADMIN_ROUTES } from './admin.routes.ts';

export const ZAdminIdParams = z.strictObject({ id: ZRowId });
const ZCreated = z.strictObject({ id: z.string() });
const ZInstant = z.string().nullable();

export const ZAdminAnnouncement = z.strictObject({
  id: z.string(),
  type: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  audience: z.array(z.string()),
  startsAt: ZInstant,
  endsAt: ZInstant,
  sort: z.number(),
  createdAt: z.string(),
});

export const ZAdminBanner = z.strictObject({
  id: z.string(),
  groupName: z.string(),
  language: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkageType: z.string(),
  linkageValue: z.string().nullable(),
  colours: z.array(z.string()),
  /** The brand's generated artwork for it (what players see when there is no picture). */
  artworkUrl: z.string(),
  startsAt: ZInstant,
  endsAt: ZInstant,
  sort: z.number(),
  createdAt: z.string(),
});

export const ZAdminFeedback = z.strictObject({
  id: z.string(),
  memberId: z.string().nullable(),
  sender: z.string(),
  type: z.number(),
  content: z.string(),
  ip: z.string().nullable(),
  handledAt: ZInstant,
  handledBy: z.number().nullable(),
  createdAt: z.string(),
});

export const ZAdminDeposit = z.strictObject({
  id: z.string(),
  account: z.string(),
  method: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  proofIds: z.array(z.string()),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: ZInstant,
});

export const ZAdminWithdrawal = z.strictObject({
  id: z.string(),
  account: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  reason: z.string().nullable(),
  proofIds: z.array(z.string()),
  bank: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});

/** A deposit after a decision, as the member sees it. */
export const ZDecidedDeposit = z.strictObject({
  id: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  methodName: z.string(),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: ZInstant,
}) satisfies z.ZodType<TDeposit>;

/** A withdrawal after a decision, as the member sees it. */
export const ZDecidedWithdrawal = z.strictObject({
  id: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: ZInstant,
  autoConfirmAt: ZInstant,
}) satisfies z.ZodType<TWithdrawal>;

export const adminEndpoints = {
  announcements: endpoint({
    ...ADMIN_ROUTES.announcements,
    summary: "The brand's announcements, newest first (the last 200).",
    response: z.array(ZAdminAnnouncement),
  }),
  createAnnouncement: endpoint({
    ...ADMIN_ROUTES.createAnnouncement,
    summary: 'Publishes an announcement (its HTML sanitised); audited.',
    body: ZAnnouncementInput,
    response: ZCreated,
  }),
  deleteAnnouncement: endpoint({
    ...ADMIN_ROUTES.deleteAnnouncement,
    summary: 'Removes an announcement; audited.',
    params: ZAdminIdParams,
    response: z.null(),
  }),
  banners: endpoint({
    ...ADMIN_ROUTES.banners,
    summary: "The brand's banners by group.",
    response: z.array(ZAdminBanner),
  }),
  createBanner: endpoint({
    ...ADMIN_ROUTES.createBanner,
    summary: 'Adds a banner; audited.',
    body: ZBannerInput,
    response: ZCreated,
  }),
  deleteBanner: endpoint({
    ...ADMIN_ROUTES.deleteBanner,
    summary: 'Removes a banner; audited.',
    params: ZAdminIdParams,
    response: z.null(),
  }),
  sendMessage: endpoint({
    ...ADMIN_ROUTES.sendMessage,
    summary: 'Sends an inbox message to one member (by account) or to every member of a language; audited.',
    body: ZMessageInput,
    response: ZCreated,
  }),
  feedback: endpoint({
    ...ADMIN_ROUTES.feedback,
    summary:
      'Feedback from players and visitors, newest first, a page at a time; filtered by question type and by whether it is handled.',
    query: z.strictObject({
      state: z.enum(['all', 'open', 'handled']).default('all'),
      type: z.coerce
        .number()
        .int()
        .refine((value) => (FEEDBACK_TYPES as readonly number[]).includes(value), 'unknown question type')
        .optional(),
      ...ZPageQuery,
    }),
    response: zPage(ZAdminFeedback),
  }),
  feedbackHandled: endpoint({
    ...ADMIN_ROUTES.feedbackHandled,
    summary: 'Marks feedback handled; audited.',
    params: ZAdminIdParams,
    response: z.null(),
  }),
  deposits: endpoint({
    ...ADMIN_ROUTES.deposits,
    summary: 'The deposit queue, optionally of one status.',
    query: z.strictObject({ status: z.enum(DEPOSIT_STATUSES).optional() }),
    response: z.array(ZAdminDeposit),
  }),
  approveDeposit: endpoint({
    ...ADMIN_ROUTES.approveDeposit,
    summary: 'Credits a bank transfer awaiting review; audited.',
    params: ZAdminIdParams,
    response: ZDecidedDeposit,
  }),
  rejectDeposit: endpoint({
    ...ADMIN_ROUTES.rejectDeposit,
    summary: 'Rejects a deposit with a reason the player sees; audited.',
    params: ZAdminIdParams,
    body: ZOperatorDecision,
    response: ZDecidedDeposit,
  }),
  withdrawals: endpoint({
    ...ADMIN_ROUTES.withdrawals,
    summary: 'The withdrawal queue, optionally of one status.',
    query: z.strictObject({ status: z.enum(WITHDRAWAL_STATUSES).optional() }),
    response: z.array(ZAdminWithdrawal),
  }),
  approveWithdrawal: endpoint({
    ...ADMIN_ROUTES.approveWithdrawal,
    summary: 'Marks a withdrawal paid (with the bank reference); the player confirms receipt; audited.',
    params: ZAdminIdParams,
    body: ZOperatorDecision,
    response: ZDecidedWithdrawal,
  }),
  rejectWithdrawal: endpoint({
    ...ADMIN_ROUTES.rejectWithdrawal,
    summary: 'Rejects a withdrawal and returns the held amount; audited.',
    params: ZAdminIdParams,
    body: ZOperatorDecision,
    response: ZDecidedWithdrawal,
  }),
  resolveWithdrawal: endpoint({
    ...ADMIN_ROUTES.resolveWithdrawal,
    summary: 'Settles a disputed withdrawal: paid in full, receipt forced, or refunded; audited.',
    params: ZAdminIdParams,
    body: ZWithdrawalResolution,
    response: ZDecidedWithdrawal,
  }),
};
