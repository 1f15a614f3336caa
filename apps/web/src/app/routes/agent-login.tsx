import { useNavigate } from 'react-router';
import { AgentLoginPage } from '@/features/agent/agent-login-page';
import { LoginForm } from '@/features/auth/login-form';

/** /agent: the agent login page with the login form of the auth feature (agents go on to /agentHome). */
export function AgentLoginRoute() {
  const navigate = useNavigate();
  return <AgentLoginPage loginForm={<LoginForm agent onSuccess={() => navigate('/agentHome')} />} />;
}
