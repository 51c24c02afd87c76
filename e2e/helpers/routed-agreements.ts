import * as contract from '@signet/contracts';
import { callApi, uploadPdf } from './agreements.js';

/** A recipient of a routed agreement (issue 33): who, their role, and their step and group when they act. */
export interface RoutedRecipient {
  name: string;
  email: string;
  role: 'signer' | 'approver' | 'filler' | 'copy' | 'viewer';
  step?: number;
  group?: 'all' | 'any';
  /** A copy recipient who also gets the invitation at send. */
  copyAtSend?: boolean;
  /** How they prove who they are (issue 35), and the mobile number an SMS code goes to. */
  verification?: 'none' | 'access_code' | 'email_code' | 'sms_code';
  phone?: string;
}

/** A field on page 1 for the recipient at `recipient` (index in the list). */
export interface RoutedField {
  recipient: number;
  type: 'signature' | 'text' | 'name' | 'checkbox';
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  required?: boolean;
}

async function ok<T>(answer: Promise<{ code: number; data: T; msg: string }>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new Error(`${envelope.code} ${envelope.msg} ${JSON.stringify(envelope.data, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`);
  return envelope.data;
}

/** A draft ready to send with numbered steps: one 2-page PDF, the recipients in their steps, and exactly the given fields. */
export async function createRoutedDraft(baseUrl: string, token: string, recipients: RoutedRecipient[], fields: RoutedField[], subject = '') {
  const documentId = await uploadPdf(baseUrl, token, 'Offer.pdf', 2);
  const draft = await ok(
    callApi(baseUrl, token, contract.createAgreement, {
      body: {
        documents: [{ documentId }],
        recipients: recipients.map(({ step, group, ...recipient }) => ({ ...recipient, ...(step === undefined ? {} : { step }), ...(group === undefined ? {} : { group }) })),
        subject,
        signingOrder: false,
      },
    }),
  );
  const document = draft.documents[0];
  if (!document) throw new Error('no document');
  return ok(
    callApi(baseUrl, token, contract.saveAgreementFields, {
      params: { flowId: draft.id },
      body: {
        revision: draft.revision,
        fields: fields.map(({ recipient, ...field }) => {
          const owner = draft.recipients[recipient];
          if (!owner) throw new Error(`no recipient ${recipient}`);
          return { ...field, recipientId: owner.id, documentId: document.id, page: 1 };
        }),
        draftStep: 3,
      },
    }),
  );
}
