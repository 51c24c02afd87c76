import { NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@signet/contracts';
import type { TFunction } from 'i18next';

export type AuthField = 'email' | 'password' | 'newPassword' | 'code' | 'name';

/** The translated message for a field that failed the contract's schema. */
export function fieldMessage(t: TFunction, field: AuthField): string {
  switch (field) {
    case 'email':
      return t('auth.invalidEmail');
    case 'password':
      return t('auth.requiredPassword');
    case 'newPassword':
      return t('auth.invalidPassword', { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS });
    case 'code':
      return t('auth.invalidCode');
    case 'name':
      return t('auth.invalidName', { max: NAME_MAX_CHARS });
  }
}
