export * from './languages.js';
export * from './pages.js';
export * from './page-text-keys.js';
export * from './translation.js';
export * from './posts.js';
export * from './inquiry.js';
export * from './metadata.js';
export * from './errors.js';
