import { mayDo, type TemplateSummary } from '@signet/contracts';
import { useWorkspace } from '../../../lib/companies/companies-api';
import { useSessionStore } from '../../../lib/state/session-store';

/**
 * Whether I may change this template (edit, share, delete): always in my personal space; in a
 * company when I made it or my role manages every template (issue 32). Every member may use it.
 */
export function useMayEditTemplate(template: Pick<TemplateSummary, 'authorId'>): boolean {
  const me = useSessionStore((state) => state.uid);
  const workspace = useWorkspace();
  if (workspace.companyId === null || template.authorId === undefined) return true;
  return template.authorId === me || mayDo(workspace.role, 'templates.manageAll');
}
