import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, type TSocialProvider } from '@portal/contracts';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import * as members from '../member/members.ts';
import { newReferralCode } from '../member/referral-codes.ts';
import * as repo from './social.repository.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** The provider's redirect back carries state for ten minutes; the ticket that follows lives two. */
const STATE_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;

/**
 * One-click login with Google or Facebook through OpenID Connect (authorization code with PKCE,
 * state and nonce). A first login makes an account tied to the provider's subject; later ones find
 * it. The browser never sees a token in a URL: the callback leaves a one-time ticket in an
 * HttpOnly cookie, which the site trades for a session.
 */
export class SocialLoginService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #allowHttpIssuers: boolean;
  readonly #events: EventBus;
  readonly #configs = new Map<string, Promise<oidc.Configuration>>();

  /**
   * `allowHttpIssuers` is for development and tests, where the provider runs on loopback; `events`
   * wakes the outbox dispatchers after an account is made.
   */
  constructor(db: Db, now: () => Date, allowHttpIssuers: boolean, events: EventBus) {
    this.#db = db;
    this.#now = now;
    this.#allowHttpIssuers = allowHttpIssuers;
    this.#events = events;
  }

  providerOf(brand: Brand, id: string): TSocialProvider {
    const provider = (SOCIAL_PROVIDERS as readonly string[]).includes(id)
      ? brand.settings.social[id as SocialProviderId]
      : null;
    if (!provider) throw new AppError('FEATURE_DISABLED');
    return provider;
  }

  #configuration(provider: TSocialProvider): Promise<oidc.Configuration> {
    const key = `${provider.issuer}|${provider.clientId}`;
    let config = this.#configs.get(key);
    if (!config) {
      const insecure = this.#allowHttpIssuers && provider.issuer.startsWith('http:');
      config = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      config.catch(() => this.#configs.delete(key));
      this.#configs.set(key, config);
    }
    return config;
  }

  /** The brand a pending state belongs to (the callback arrives without our headers). */
  async brandCodeOfState(state: string): Promise<string | undefined> {
    if (!state || state.length > 200) return undefined;
    return repo.findBrandCodeOfState(this.#db, state);
  }

  /** Where to send the browser to sign in with the provider. */
  async start(brand: Brand, providerId: string, redirectUri: string): Promise<string> {
    const provider = this.providerOf(brand, providerId);
    const config = await this.#configuration(provider).catch((error: unknown) => {
      throw new AppError('SOCIAL_LOGIN_FAILED', { cause: error });
    });
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await repo.insertState(this.#db, {
      state,
      merchantId: brand.id,
      provider: providerId,
      codeVerifier,
      nonce,
      redirectUri,
      expiresAt: new Date(this.#now().getTime() + STATE_TTL_MS),
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Handles the provider's redirect: checks everything, finds or makes the account, returns a ticket. */
  async callback(brand: Brand, currentUrl: URL, registerIp: string): Promise<string> {
    const state = currentUrl.searchParams.get('state') ?? '';
    const now = this.#now();
    const pending = await repo.claimState(this.#db, brand.id, state, now);
    if (!pending) throw new AppError('SOCIAL_LOGIN_FAILED');
    const provider = this.providerOf(brand, pending.provider);
    let claims: oidc.IDToken | undefined;
    try {
      const config = await this.#configuration(provider);
      const callbackUrl = new URL(pending.redirect_uri);
      callbackUrl.search = currentUrl.search;
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // Providers that follow the spec strictly put profile and e-mail claims in userinfo only.
      if (claims && (claims.email === undefined || claims.name === undefined)) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        claims = {
          ...info,
          ...claims,
          email: claims.email ?? info.email,
          name: claims.name ?? info.name,
          email_verified: claims.email_verified ?? info.email_verified,
        };
      }
    } catch (error) {
      throw new AppError('SOCIAL_LOGIN_FAILED', { cause: error });
    }
    if (!claims?.sub) throw new AppError('SOCIAL_LOGIN_FAILED');
    const member = await this.#findOrCreate(brand, pending.provider, claims, registerIp);
    const ticket = newToken();
    await repo.insertTicket(this.#db, {
      ticketHash: hashToken(ticket),
      merchantId: brand.id,
      memberId: member.id,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
    return ticket;
  }

  /** Trades a ticket for its member, once. */
  async redeem(brand: Brand, ticket: string): Promise<MemberRow> {
    const now = this.#now();
    const memberId = await repo.claimTicket(this.#db, brand.id, hashToken(ticket), now);
    const member =
      memberId === undefined ? undefined : await members.findMemberById(this.#db, brand.id, memberId);
    if (member?.status !== 'active') throw new AppError('SOCIAL_LOGIN_FAILED');
    return member;
  }

  async #findOrCreate(brand: Brand, provider: string, claims: oidc.IDToken, ip: string): Promise<MemberRow> {
    const identity = await repo.findIdentityMember(this.#db, brand.id, provider, claims.sub);
    if (identity !== undefined) {
      const member = await members.findMemberById(this.#db, brand.id, identity);
      if (member) return member;
    }
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const emailVerified = claims.email_verified === true && email !== null;
    const emailTaken = email ? await members.findVerifiedEmailOwner(this.#db, brand.id, email) : undefined;
    const now = this.#now();
    const account = `${provider.slice(0, 2)}${randomBytes(5).toString('hex')}`;
    const registerMethod = `SOCIAL_${provider.toUpperCase()}`;
    const memberId = await this.#db.transaction().execute(async (trx) => {
      const id = await members.insertMember(trx, {
        merchant_id: brand.id,
        account,
        nickname: typeof claims.name === 'string' ? claims.name.slice(0, 60) : null,
        type: MEMBER_TYPE.MEMBER,
        password_hash: await hashPassword(newToken()),
        email: emailTaken ? null : email,
        email_verified_at: emailVerified && !emailTaken ? now : null,
        referral_code: newReferralCode(),
        register_ip: ip,
        register_method: registerMethod,
        terms_accepted_at: now,
      });
      await repo.insertIdentity(trx, {
        merchantId: brand.id,
        memberId: id,
        provider,
        subject: claims.sub,
        email,
      });
      await members.rememberAddress(trx, brand.id, id, ip, now);
      // Last: a second callback for the same subject fails on member_identities above and
      // rolls this account and its event back together.
      await appendEvent(trx, {
        type: 'member.registered',
        aggregate: 'member',
        aggregateId: id,
        merchantId: brand.id,
        payload: {
          memberId: String(id),
          account,
          referredBy: null,
          agentId: null,
          method: registerMethod,
          registeredAt: now.toISOString(),
        },
      });
      return id;
    });
    wakeDispatchers(this.#events);
    const member = await members.findMemberById(this.#db, brand.id, memberId);
    if (!member) throw new Error('social member vanished');
    return member;
  }
}
