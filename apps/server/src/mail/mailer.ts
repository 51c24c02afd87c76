export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
  /** Where answers go when not to the sender (an enquiry is answered to the person who wrote it). */
  replyTo?: string | undefined;
  /**
   * The Message-ID header, like `<job-123@signet>`. Give a stable one when the
   * same mail may be sent again (a retried job): the outbox keeps it once, and
   * mail clients can tell the copies apart from distinct messages.
   */
  messageId?: string | undefined;
  /**
   * A test agreement's mail (issue 38): kept in the outbox for this user (the agreement's owner)
   * and never sent, whatever mailer is configured.
   */
  testOwnerId?: bigint | undefined;
}

export interface SentMail {
  messageId: string;
}

/** Sends mail: over SMTP in production, into the database outbox otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** Connects and authenticates without sending (the `check` entry point); absent when there is nothing to reach. */
  verify?(): Promise<void>;
  close?(): Promise<void> | void;
}
