/**
 * The member module's reads for the agent contracts' settlement (issue 17; ADR 0038): members
 * paired with their contracted ancestors, as a relation other owners join in one statement. The
 * SQL is in `contract-tree.repository.ts`; other modules import this file, never the repository.
 */
export { ancestorsAmong } from './contract-tree.repository.ts';
