import * as contract from '@signet/contracts';
import { createAccount } from './accounts.js';
import { callApi } from './agreements.js';
import { waitForMail } from './outbox.js';

/** A new account that joined the company as a member by the mailed invitation. */
export async function joinCompany(baseUrl: string, ownerToken: string, companyId: bigint, name: string) {
  const person = await createAccount(baseUrl, name);
  // After the sign-up code's mail (same machine, same clock): the next mail is the invitation.
  const sentAt = new Date();
  const invited = await callApi(baseUrl, ownerToken, contract.inviteCompanyMember, { params: { companyId }, body: { email: person.email, role: 'member' } });
  if (invited.code !== 200) throw new Error(`invite ${invited.code} ${invited.msg}`);
  const token = /\/join\?t=([\w-]+)/.exec((await waitForMail(baseUrl, person.email, { after: sentAt })).text ?? '')?.[1] ?? '';
  const accepted = await callApi(baseUrl, person.token, contract.acceptCompanyInvitation, { body: { token } });
  if (accepted.code !== 200) throw new Error(`accept ${accepted.code} ${accepted.msg}`);
  return person;
}
