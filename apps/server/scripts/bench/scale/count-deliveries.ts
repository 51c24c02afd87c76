import { mailMessageIdForJob } from '../../../src/jobs/index.js';

export interface Deliveries {
  /** Messages the sink received with one of the expected Message-IDs, resends included. */
  received: number;
  distinct: number;
  /** Messages received more than once (a mail sent again after its worker died). */
  duplicates: number;
}

/** Counts at the sink the mails of these mail jobs (each job's Message-ID is fixed by its id). */
export function deliveriesOfJobs(messageIds: string[], jobIds: string[]): Deliveries {
  const expected = new Set(jobIds.map((id) => mailMessageIdForJob(BigInt(id))));
  return deliveriesAmong(messageIds.filter((id) => expected.has(id)));
}

export function deliveriesAmong(messageIds: string[]): Deliveries {
  const distinct = new Set(messageIds).size;
  return { received: messageIds.length, distinct, duplicates: messageIds.length - distinct };
}
