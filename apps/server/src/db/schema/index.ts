export * from './jobs.js';
export * from './outbox-messages.js';
export * from './sessions.js';
export * from './users.js';
