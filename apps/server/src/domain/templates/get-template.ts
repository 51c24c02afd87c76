import type { Template } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { presentTemplate } from './present-template.js';
import { requireOwnTemplate } from './templates-repository.js';

export async function getTemplate(db: Db, input: { userId: bigint; templateId: bigint }): Promise<Template> {
  return presentTemplate(db, await requireOwnTemplate(db, input.userId, input.templateId));
}
