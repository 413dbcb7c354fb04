import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/passwords';

// The buyer's private link to one quotation revision (decision 048): /quotation/<token>, where the
// token is 32 random bytes (256 bits) in base64url. Only its SHA-256 is stored (quotation_links),
// so finding it is one index lookup on the hash: the time taken says nothing about how close a
// guess was, and a copy of the database opens no quotation.

/** 43 characters of base64url: anything else is not a link and is answered 404 without a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = () => randomBytes(32).toString('base64url');
export const linkTokenHash = (token: string) => sha256(token);
export const isLinkToken = (token: string) => TOKEN.test(token);

/** The page's address for a token, under the site's public URL. */
export const quotationPagePath = (token: string) => `/quotation/${token}`;
export const quotationPdfPath = (token: string) => `/quotation/${token}.pdf`;
