import { AppError, ErrorCode, type SignerCodeMethod, type SignerVerificationMethod } from '@signet/contracts';
import { maskEmail } from './mask-email.js';
import { maskPhone, mobileNumber } from './phone-numbers.js';

interface VerifiedRecipient {
  verification: SignerVerificationMethod | null;
  accessCode: string | null;
  email: string;
  phone: string | null;
}

/** How a recipient proves who they are; rows from before issue 35 hold no method, only maybe an access code. */
export function verificationOf(recipient: Pick<VerifiedRecipient, 'verification' | 'accessCode'>): SignerVerificationMethod {
  return recipient.verification ?? (recipient.accessCode ? 'access_code' : 'none');
}

/** Where a code for this method goes, masked as every screen, mail and the certificate show it. */
export function maskedTarget(recipient: Pick<VerifiedRecipient, 'email' | 'phone'>, method: SignerCodeMethod): string {
  return method === 'sms_code' ? maskPhone(recipient.phone ?? '') : maskEmail(recipient.email);
}

/**
 * What a draft stores of a recipient's verification: the method (an access code given without
 * one means 'access_code', as before issue 35), the access code only for that method, and the
 * phone only for 'sms_code', in E.164 once checked to be a mobile number (8404 naming the row
 * otherwise). A method still missing its code or number is left for the send check, like a blank e-mail.
 */
export function storedVerification(
  input: { verification?: SignerVerificationMethod | undefined; accessCode?: string | undefined; phone?: string | null | undefined },
  recipientIndex: number,
): { verification: SignerVerificationMethod; accessCode: string | null; phone: string | null } {
  const verification = input.verification ?? (input.accessCode ? 'access_code' : 'none');
  const accessCode = verification === 'access_code' && input.accessCode ? input.accessCode : null;
  if (verification !== 'sms_code' || !input.phone) return { verification, accessCode, phone: null };
  const phone = mobileNumber(input.phone);
  if (!phone) throw new AppError(ErrorCode.PhoneNumberInvalid, { data: { recipientIndex }, detail: 'not a mobile number' });
  return { verification, accessCode, phone };
}
