import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';

/**
 * Whether a version can be signed through a public link: the visitor takes the first role,
 * which must sign, and nobody is there to name the others, so each needs a fixed person.
 */
export function publicRolesFit(roles: readonly Pick<AgreementRecipientRow, 'role' | 'email' | 'position'>[]): boolean {
  const [first, ...others] = [...roles].sort((a, b) => a.position - b.position);
  return first?.role === 'signer' && others.every((role) => role.email !== '');
}
