// The demo articles' bylines and shared closing line (demo-news.ts).
export const SALES = 'Marites Dela Cruz';
export const SERVICE = 'Engr. Paolo Reyes';
export const TEAM = 'Ironsite Team';
export const CONTACT = 'Ask our sales team for a site visit and a quotation.';
