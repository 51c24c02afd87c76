// First: zod reads its configuration as each schema is built, when the contracts load.
import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from './app/providers';
import { i18nReady } from './lib/i18n/i18n';
import { router } from './app/router';
import { trackViewport } from './lib/state/app-store';

trackViewport();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The page's words (one language's chunk) arrive beside the first route's code.
await i18nReady.catch(() => undefined);
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
