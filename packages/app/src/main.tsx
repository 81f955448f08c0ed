import { createDataLayer } from '@hlidka/data';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
import { createI18n } from './i18n';
import { applyTheme, storedTheme } from './lib/theme';
import { reconcileStoredVersion } from './lib/version';
import { AppRoot } from './root';

async function start() {
  try {
    await reconcileStoredVersion();
  } catch (error) {
    console.info('Version reconcile failed', error);
  }
  applyTheme(storedTheme());
  const i18n = createI18n();
  const { client, offlineQueue } = createDataLayer({
    getLanguage: () => i18n.resolvedLanguage,
    sentryDsn: import.meta.env.VITE_SENTRY_DSN,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppRoot client={client} i18n={i18n} offlineQueue={offlineQueue} />
    </StrictMode>,
  );
}

void start();
