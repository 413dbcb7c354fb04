import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keyHistoryEntry } from './lib/history-key';
import { NonceContext } from './lib/nonce';

// Libraries that insert <style> elements at run time (Radix's scroll lock, through get-nonce)
// need this document's CSP style nonce, which the server put in a meta tag.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-style-nonce"]')?.content ?? '';
if (styleNonce) setNonce(styleNonce);
// The same value on both sides, so the meta tag hydrates without a mismatch.
const nonces = { script: '', style: styleNonce };

keyHistoryEntry();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonces}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
