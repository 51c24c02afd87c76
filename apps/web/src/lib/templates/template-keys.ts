import type { TemplateSort } from '@signet/contracts';

/**
 * Cache keys of templates (issue 14), for the templates pages and the editor that
 * publishes their versions. Under `['account', ...]`, so signing out drops them.
 */
export const templateKeys = {
  all: ['account', 'templates'] as const,
  list: (state: { q: string; sort: TemplateSort }) => ['account', 'templates', 'list', state.q.trim(), state.sort] as const,
  detail: (templateId: bigint | string) => ['account', 'templates', 'detail', String(templateId)] as const,
};
