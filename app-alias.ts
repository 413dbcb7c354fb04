import { fileURLToPath } from 'node:url';

// `#app/…` is the app's folder, as `#common/…` is common's (package.json "imports"). The app mixes
// .ts and .tsx, which a package.json import map cannot name without extensions, so it is
// tsconfig's `paths` for TypeScript and this alias for Vite and Vitest.
export const appAlias = { find: /^#app\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) };
