import { z } from 'zod';
import { ZId } from '../ids.js';

/*
 * The wire keeps the spec's names in paths ({flowId}, {flowSignerId}, {flowNoticeViewId});
 * below it everything says agreement, recipient and notice. These schemas are the one
 * place that maps one to the other: clients fill the wire names, handlers read ours.
 */

/** `{flowId}`: the agreement. */
export const ZAgreementParams = z.object({ flowId: ZId }).transform(({ flowId }) => ({ agreementId: flowId }));

/** `{flowSignerId}`: the recipient. */
export const ZRecipientParams = z.object({ flowSignerId: ZId }).transform(({ flowSignerId }) => ({ recipientId: flowSignerId }));

/** `{flowId}` and `{documentId}`: one document of the agreement. */
export const ZAgreementDocumentParams = z
  .object({ flowId: ZId, documentId: ZId })
  .transform(({ flowId, documentId }) => ({ agreementId: flowId, documentId }));

/** `{flowSignerId}` and `{documentId}`: one document of the recipient's agreement. */
export const ZRecipientDocumentParams = z
  .object({ flowSignerId: ZId, documentId: ZId })
  .transform(({ flowSignerId, documentId }) => ({ recipientId: flowSignerId, documentId }));

/** `{flowSignerId}` and `{flowNoticeViewId}`: the recipient and the notice (invitation) whose link was opened. */
export const ZNoticeParams = z
  .object({ flowSignerId: ZId, flowNoticeViewId: ZId })
  .transform(({ flowSignerId, flowNoticeViewId }) => ({ recipientId: flowSignerId, noticeId: flowNoticeViewId }));

/** `{templateId}`: one of the sender's templates. */
export const ZTemplateParams = z.object({ templateId: ZId });

/** `{publicToken}`: a template's public link. */
export const ZPublicTemplateParams = z.object({ publicToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** `{publicToken}` and `{documentId}`: one document of a public template. */
export const ZPublicTemplateDocumentParams = z.object({ publicToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), documentId: ZId });
