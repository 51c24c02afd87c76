import { webPath, type TemplateSummary } from '@signet/contracts';

/** Where each template action goes: its page, the use form, and the editor on its working copy. */
export const templateLinks = {
  detail: (template: Pick<TemplateSummary, 'id'>) => webPath('templateDetail', { templateId: template.id }),
  use: (template: Pick<TemplateSummary, 'id'>) => webPath('templateUse', { templateId: template.id }),
  bulk: (template: Pick<TemplateSummary, 'id'>) => webPath('templateBulk', { templateId: template.id }),
  edit: (template: Pick<TemplateSummary, 'draftAgreementId'>) => webPath('createStep1', { flowId: template.draftAgreementId }),
};

/** The roles in order, as one line: "Employee, HR manager". */
export function rolesLine(template: Pick<TemplateSummary, 'roles'>): string {
  return template.roles.map((role) => role.roleName).join(', ');
}
