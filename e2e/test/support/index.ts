// The browser tests' support, by what it is about; tests import it all from './support'.
export { inquiries, posts } from '@office/db/schema';
export * from './texts.js';
export * from './site.js';
export * from './console.js';
export * from './page-checks.js';
export * from './routes.js';
