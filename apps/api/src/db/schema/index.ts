export * from './texts.js';
export * from './posts.js';
export * from './inquiries.js';
export * from './seed-log.js';
export * from './staff.js';
export * from './audit-log.js';
export * from './outbox.js';
export * from './stored-files.js';
