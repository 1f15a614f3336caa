/**
 * The member module's figures as the reports module reads them (ADR 0030). The SQL is in
 * `member-figures.repository.ts`; other modules import this file, never the repository.
 */
export { type RegistrationWindow, registrationsByDay } from './member-figures.repository.ts';
