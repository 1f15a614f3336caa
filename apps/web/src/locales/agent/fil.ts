import type { Catalogue } from '../catalogue';
import agentEn from './en';

/** Filipino has no agent-centre translation yet: the English texts stand in until it does. */
const agentFil: Catalogue<typeof agentEn> = agentEn;

export default agentFil;
