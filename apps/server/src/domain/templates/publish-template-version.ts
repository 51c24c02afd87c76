import type { Template } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { findAgreement } from '../agreement-core/agreements-repository.js';
import { requireDraftAtRevision } from '../agreement-core/policy.js';
import type { Actor } from '../agreement-core/record-agreement-event.js';
import { presentTemplate } from './present-template.js';
import { publishVersion } from './publish-version.js';
import { requireEditableTemplate } from './templates-repository.js';

/**
 * "Save template" at the editor's last step: the working copy, at the revision the editor
 * shows (7026 when another tab saved since), becomes the next version.
 */
export async function publishTemplateVersion(db: Db, input: { actor: Actor; templateId: bigint; revision: number }): Promise<Template> {
  return db.transaction(async (tx) => {
    const template = await requireEditableTemplate(tx, input.actor, input.templateId, { forUpdate: true });
    const draft = await findAgreement(tx, template.draftAgreementId, { forUpdate: true });
    if (!draft) throw new Error(`template ${template.id} lost its working copy`);
    requireDraftAtRevision(draft, input.revision);
    await publishVersion(tx, { actor: input.actor, template, draft, owner: await getUserById(tx, input.actor.userId) });
    return presentTemplate(tx, await requireEditableTemplate(tx, input.actor, template.id), input.actor);
  });
}
