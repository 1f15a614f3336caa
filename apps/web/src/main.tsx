// The shell's styles first: feature styles, imported by their components, come after them.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBoot } from './lib/boot';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';

async function start(): Promise<void> {
  const boot = await loadBoot();
  applyTheme(boot.config.merchant.theme);
  const i18n = await initI18n(boot.language);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // A transition: React renders the first page in short slices, so a slow phone stays responsive
  // (and no single long task blocks input) while the page builds.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App boot={boot} i18n={i18n} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML = '';
    const message = document.createElement('p');
    message.className = 'boot-error';
    message.textContent = 'The site could not start. Please check your connection and reload the page.';
    root.append(message);
  }
});
