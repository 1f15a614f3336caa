import { Navigate } from 'react-router';

/** /agentHome: the agent centre; anyone who is not a logged-in agent is sent back to /agent. */
export function AgentHomePage() {
  return <Navigate to="/agent" replace />;
}
