import './styles/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n } from './lib/i18n';

async function start(): Promise<void> {
  const i18n = await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    const message = document.createElement('p');
    message.className = 'boot-error';
    message.textContent = 'The console could not start. Please reload the page.';
    root.replaceChildren(message);
  }
});
