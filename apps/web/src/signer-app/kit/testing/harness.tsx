// A page of the signer kit's interactive parts, built and driven in Chromium by e2e/signer-kit.e2e.ts.
import '../kit.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ActionIcon, Alert, Anchor, Badge, Button, Checkbox, Collapse, Container, Group, List, Loader, Menu, Modal, Paper, PinInput, Radio, SegmentedControl, Stack, Text, TextInput, Textarea, ThemeIcon, Title, Tooltip } from '../core';

const log = (line: string) => {
  const out = document.getElementById('log');
  if (out) out.textContent = `${out.textContent ?? ''}${line}\n`;
};

function Harness() {
  const [opened, setOpened] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [document_, setDocument] = useState('one');
  const [colour, setColour] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Signer kit
        </Title>
        <Text c="dimmed" size="sm">
          Every interactive part of the kit, as the signer&apos;s pages use them.
        </Text>
        <Group gap="sm">
          <Button id="open-dialog" onClick={() => setOpened(true)}>
            Open dialog
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button id="menu-target" variant="default">
                Other actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Documents</Menu.Label>
              <Menu.Item onClick={() => log('item: view')}>View</Menu.Item>
              <Menu.Divider />
              <Menu.Item onClick={() => log('item: later')}>Later</Menu.Item>
              <Menu.Item color="red" onClick={() => log('item: decline')}>
                Decline
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Tooltip label="Zoom in" openDelay={400}>
            <ActionIcon id="zoom" variant="subtle" color="dark" size="lg" aria-label="Zoom in">
              +
            </ActionIcon>
          </Tooltip>
          <Button variant="outline" color="red.8">
            Decline
          </Button>
          <Button variant="light" loading>
            Saving
          </Button>
        </Group>
        <Checkbox id="agree" size="md" label="I agree to sign electronically" checked={agreed} onChange={(event: { currentTarget: HTMLInputElement }) => setAgreed(event.currentTarget.checked)} />
        <Text id="agreed">{agreed ? 'agreed' : 'not agreed'}</Text>
        <PinInput id="code" role="group" aria-label="Code" length={6} type="number" value={code} onChange={setCode} onComplete={(value: string) => log(`complete: ${value}`)} getInputProps={(index: number) => ({ 'aria-label': `Code digit ${index + 1}` })} />
        <Text id="code-value">{code || 'empty'}</Text>
        <SegmentedControl aria-label="Choose a document" data={[{ value: 'one', label: 'Contract' }, { value: 'two', label: 'Annex' }, { value: 'three', label: 'Terms' }]} value={document_} onChange={setDocument} fullWidth />
        <Text id="document-value">{document_}</Text>
        <Radio.Group label="Colour" description="Pick one" value={colour} onChange={setColour} size="md">
          <Group gap="xs" mt={6}>
            {['Red', 'Blue'].map((option) => (
              <Radio.Card key={option} value={option} radius="md" p="xs" miw={88} style={{ flex: '1 1 auto', width: 'auto', minHeight: 48 }}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text size="md">{option}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="E-mail" description="Where the copy goes" error="Not an address" required />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              ✓
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600}>A paper</Text>
              <Badge variant="light" color="green" tt="none">
                Approved
              </Badge>
            </Stack>
          </Group>
          <List spacing="sm" size="sm" icon="•" mt="md">
            <List.Item>First thing</List.Item>
            <List.Item>Second thing</List.Item>
          </List>
        </Paper>
        <Alert color="red" variant="light" title="Something is wrong">
          The message
        </Alert>
        <Anchor component="button" type="button" id="more-toggle" onClick={() => setMore((shown) => !shown)} aria-expanded={more} aria-controls="more">
          Show more
        </Anchor>
        <Collapse expanded={more} id="more">
          <Text>More text</Text>
        </Collapse>
        <Loader role="status" aria-label="Loading" size="sm" />
        <pre id="log" />
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Decline to sign" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">Tell the sender why.</Text>
          <Textarea id="reason" label="Reason" withAsterisk autosize minRows={4} data-autofocus />
          <Group justify="flex-end">
            <Button id="cancel" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button id="submit" color="red">
              Decline
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Harness />);
