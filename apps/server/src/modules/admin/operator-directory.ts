/**
 * What the admin module publishes about operators to the other operator screens (member-ops):
 * their names. Never their credentials or sessions.
 */
export { operatorNames } from './operator-directory.repository.ts';
