import { ActionIcon, Menu } from '@mantine/core';
import type { TemplateSummary } from '@signet/contracts';
import { IconCopy, IconDots, IconLink, IconPencil, IconTableImport, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateLinks } from '../lib/template-links';
import { useMayEditTemplate } from '../hooks/use-may-edit-template';

/** The less frequent actions of a template: edit, bulk send, public link, copy, delete. */
export function TemplateMenu({ template, onCopy, onDelete }: { template: TemplateSummary; onCopy: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const name = template.name || t('templates.untitled');
  // A company member uses another member's template but does not change it.
  const mayEdit = useMayEditTemplate(template);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={40} aria-label={t('templates.moreActions', { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {mayEdit && (
          <Menu.Item component={Link} to={templateLinks.edit(template)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('templates.actions.edit')}
          </Menu.Item>
        )}
        {template.latestVersion && (
          <>
            <Menu.Item component={Link} to={templateLinks.bulk(template)} leftSection={<IconTableImport size={16} aria-hidden />}>
              {t('templates.actions.bulk')}
            </Menu.Item>
            {mayEdit && (
              <Menu.Item component={Link} to={`${templateLinks.detail(template)}#public-link`} leftSection={<IconLink size={16} aria-hidden />}>
                {t('templates.actions.publicLink')}
              </Menu.Item>
            )}
          </>
        )}
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onCopy}>
          {t('templates.actions.copy')}
        </Menu.Item>
        {mayEdit && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('templates.actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
