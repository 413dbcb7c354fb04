import { createContext, useContext } from 'react';

/**
 * The CSP nonces of the server-rendered document: `script` for the inline scripts React Router
 * renders, `style` for the <style> elements libraries insert later (Radix's scroll lock), which
 * the browser learns from <meta name="csp-style-nonce"> (see entry.client.tsx). Empty in the browser.
 */
export const NonceContext = createContext({ script: '', style: '' });
export const useNonce = () => useContext(NonceContext).script;
export const useStyleNonce = () => useContext(NonceContext).style;
