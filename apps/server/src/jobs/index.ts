export { claimJobs } from './claim-jobs.js';
export { agreementIdOfJob, COMPLETE_AGREEMENT, COMPLETION_SWEEP, enqueueAgreementCompletion, scheduleCompletionSweep } from './complete-agreement-job.js';
export { enqueueJob, JOBS_CHANNEL, type EnqueueJobOptions, type EnqueuedJob } from './enqueue-job.js';
export type { Job, JobContext, JobHandler, JobHandlers } from './job.js';
export { JobWorker, type JobWorkerOptions } from './job-worker.js';
export { MAIL_SEND, mailMessageIdForJob, sendMailLater, ZMailPayload, type LaterMail } from './mail-job.js';
export { DAILY_MAINTENANCE, scheduleDailyMaintenance } from './maintenance-job.js';
export { retryDelayMs } from './retry-delay.js';
export { completeJob, failJob, renewLease } from './settle-job.js';
