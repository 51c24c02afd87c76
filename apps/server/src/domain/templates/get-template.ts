import type { Template } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { presentTemplate } from './present-template.js';
import { requireUsableTemplate } from './templates-repository.js';
import type { Workspace } from '../company/workspace.js';

export async function getTemplate(db: Db, input: Workspace & { templateId: bigint }): Promise<Template> {
  return presentTemplate(db, await requireUsableTemplate(db, input, input.templateId), input);
}
