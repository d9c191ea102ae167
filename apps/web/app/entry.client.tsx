import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadHindi } from './lib/i18n/hindi-halves';

/**
 * React Router's default entry, plus one wait: a Hindi page (`<html lang="hi">`, set by the server from the URL)
 * hydrates only once the dictionaries' Hindi halves have arrived (lib/i18n/hindi-halves.ts), so its first client
 * render matches the server's Hindi HTML.
 */
async function hydrate() {
  if (document.documentElement.lang === 'hi') await loadHindi();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
