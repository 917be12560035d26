// Browser entry: set up i18n, then mount the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadCatalogs } from './app/catalogs';
import { createI18n } from './shared/i18n/setup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void createI18n(loadCatalogs).then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
