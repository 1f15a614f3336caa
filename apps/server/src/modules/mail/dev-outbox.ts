/**
 * The development outbox (ADR 0022: the mail module owns `dev_outbox`): e-mail, SMS and captcha
 * answers that a development server writes instead of sending, for people and browser tests to
 * read. Verification writes its SMS and captcha answers here; the development page reads it.
 */
export { addToOutbox, listOutbox, type OutboxChannel } from './outbox.repository.ts';
