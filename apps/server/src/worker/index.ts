export { completionJobHandlers } from './completion-job-handlers.js';
export { onJobGaveUp } from './job-gave-up.js';
export { mailJobHandlers } from './mail-job-handlers.js';
export { maintenanceJobHandlers } from './maintenance-job-handlers.js';
export { templateJobHandlers } from './template-job-handlers.js';
export { billingJobHandlers } from './billing-job-handlers.js';
export { webhookJobHandlers } from './webhook-job-handlers.js';
export { followUpJobHandlers } from './follow-up-job-handlers.js';
