import { Code, List, Tabs, Text } from '@mantine/core';
import type { OutboxMessage } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';

/*
 * Mail HTML is untrusted: it renders in a sandboxed frame with no scripts and
 * no same-origin access. Links open in a new tab, so a signing link in a
 * message can be followed straight into the app.
 */
const BASE_TAG = '<base target="_blank">';

export function MessageBodyTabs({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  return (
    <Tabs defaultValue={message.html ? 'html' : 'text'} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="html">{t('devOutbox.tabHtml')}</Tabs.Tab>
        <Tabs.Tab value="text">{t('devOutbox.tabText')}</Tabs.Tab>
        <Tabs.Tab value="attachments">{t('devOutbox.tabAttachments', { count: message.attachments.length })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="md">
        {message.html ? (
          <iframe
            title={t('devOutbox.htmlFrameTitle')}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={BASE_TAG + message.html}
            style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
          />
        ) : (
          <Text c="dimmed">{t('devOutbox.noHtml')}</Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="md">
        {message.text ? (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.text}
          </Code>
        ) : (
          <Text c="dimmed">{t('devOutbox.noText')}</Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="attachments" pt="md">
        {message.attachments.length > 0 ? (
          <List spacing="xs">
            {message.attachments.map((file, index) => (
              <List.Item key={`${file.filename}-${index}`}>
                <Text span fw={600}>
                  {file.filename}
                </Text>{' '}
                <Text span c="dimmed" fz="sm">
                  {file.contentType} · {formatSize(file.size)}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed">{t('devOutbox.noAttachments')}</Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
