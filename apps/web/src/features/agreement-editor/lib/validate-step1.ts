import { LIMITS, ZAgreementName, ZEmail, ZMessage, ZPageRanges, ZPhoneNumber, ZSubject, routeProblems } from '@signet/contracts';
import type { z } from 'zod';
import { followUpProblem } from '../../../lib/agreements/follow-up';
import type { Step1Values } from './draft-form';
import { fieldIssue, type FieldIssue, type IssueKey } from './form-issues';

function firstKey(schema: z.ZodType, value: unknown): IssueKey | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message as IssueKey | undefined) ?? 'http_error_403';
}

/**
 * What any save (draft or Continue) refuses, checked before the call so the message
 * sits at the field at once: the contracts' own name, subject and message schemas,
 * each visible recipient row's lengths, e-mail and mobile number, and the route as the server checks it
 * (a filler needs someone after them). Blank rows are allowed in a
 * draft; Continue's own check (`continueProblem`) asks for them.
 */
export function validateStep1(values: Step1Values): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const check = (path: string, key: IssueKey | null) => {
    if (key) issues.push(fieldIssue(path, key));
  };
  check('name', firstKey(ZAgreementName, values.name));
  if (values.selfSign) return issues;
  values.recipients.forEach((recipient, index) => {
    if (recipient.name.trim().length > LIMITS.recipientNameChars) check(`recipients.${index}.name`, 'up_to_chars');
    const email = recipient.email.trim();
    if (email !== '' && !ZEmail.safeParse(email).success) check(`recipients.${index}.email`, 'email_invalid');
    // Only the chosen method's input is sent (draftBody), so only it is checked; a blank one waits for Continue.
    if (recipient.verification === 'access_code' && recipient.accessCode.trim().length > LIMITS.accessCodeChars) check(`recipients.${index}.accessCode`, 'up_to_chars');
    if (recipient.verification === 'sms_code' && recipient.phone.trim() !== '') check(`recipients.${index}.phone`, firstKey(ZPhoneNumber, recipient.phone));
    // A company party (issue 34): switched on, the company needs its name, and a cross-page seal readable pages.
    if (recipient.partyName !== null && (recipient.role === 'signer' || recipient.role === 'approver')) {
      const party = recipient.partyName.trim();
      if (party === '' || party.length > 100) check(`recipients.${index}.partyName`, 'party_name_required');
      else if (recipient.crossPageSeal && !ZPageRanges.safeParse(recipient.crossPageSeal.pages.trim() || 'all').success) check(`recipients.${index}.crossPageSeal.pages`, 'page_ranges_invalid');
    }
  });
  for (const problem of routeProblems(values.recipients, values.signingOrder)) {
    issues.push(fieldIssue(`recipients.${problem.index}`, `route_${problem.kind}`, problem.step === undefined ? undefined : { n: problem.step }));
  }
  check('subject', firstKey(ZSubject, values.subject));
  check('message', firstKey(ZMessage, values.message));
  const followUp = followUpProblem(values.followUp, new Date());
  if (followUp === 'expiry') check('expiresAt', 'http_error_8106');
  if (followUp === 'reminders') check('reminders', 'http_error_403');
  return issues;
}
