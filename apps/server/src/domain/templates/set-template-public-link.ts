import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, readOnlyFieldsProblem, type Template, type ZPublicLinkInput } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { problemError } from '../agreement-core/draft-input.js';
import { presentTemplate } from './present-template.js';
import { publicRolesFit } from './public-roles.js';
import { findVersion, requireEditableTemplate } from './templates-repository.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Switches the public link on (a random 24-byte token, made once and kept, so a link
 * switched off and on again works again) or off, with its daily cap. On needs a version
 * a visitor can sign alone: 403 'template_not_published' or 'public_link_roles'.
 */
export async function setTemplatePublicLink(db: Db, input: Workspace & { templateId: bigint; values: z.output<typeof ZPublicLinkInput> }): Promise<Template> {
  return db.transaction(async (tx) => {
    const template = await requireEditableTemplate(tx, input, input.templateId, { forUpdate: true });
    if (input.values.enabled) {
      const version = await findVersion(tx, template.id);
      if (!version) throw problem('template_not_published');
      const parts = await loadAgreementParts(tx, version.agreementId);
      if (!publicRolesFit(parts.recipients)) throw problem('public_link_roles');
      // A visitor gives no values: a read-only field must already have its own.
      const emptyReadOnly = readOnlyFieldsProblem(parts.fields);
      if (emptyReadOnly) throw problemError(emptyReadOnly, parts.fields);
    }
    const [updated] = await tx
      .update(templates)
      .set({
        publicEnabled: input.values.enabled,
        publicDailyLimit: input.values.dailyLimit,
        publicToken: template.publicToken ?? randomBytes(24).toString('base64url'),
        updatedAt: new Date(),
      })
      .where(eq(templates.id, template.id))
      .returning();
    if (!updated) throw new Error(`template ${template.id} vanished while locked`);
    return presentTemplate(tx, updated, input);
  });
}

function problem(messageKey: 'template_not_published' | 'public_link_roles'): AppError {
  return new AppError(ErrorCode.ParameterError, { messageKey, data: { issues: [{ in: 'body', path: 'enabled', message: messageKey }] } });
}
