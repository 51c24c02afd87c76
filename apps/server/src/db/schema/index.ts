export * from './agreements.js';
export * from './documents.js';
export * from './jobs.js';
export * from './one-time-codes.js';
export * from './outbox-messages.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
