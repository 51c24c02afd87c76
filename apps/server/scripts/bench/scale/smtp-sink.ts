import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** The Message-ID of every message received in full, in order of arrival (a resend appears twice). */
  messageIds: string[];
  close(): Promise<void>;
}

/**
 * Where the workers' mail goes: accepts everything and keeps only the Message-ID header,
 * read with a regular expression, since the sink shares the machine's two cores with the
 * servers. A message counts once the final dot arrived, the moment the sink answers 250.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse DNS lookup per connection would time the resolver, not Signet.
    disableReverseLookup: true,
    // Workers open a connection per message; four workers of four jobs each stay well below.
    maxClients: 1000,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      // A sender killed mid-message destroys the stream: not a delivery.
      stream.on('error', () => undefined);
      stream.on('end', () => {
        const headers = head.split('\r\n\r\n')[0] ?? '';
        messageIds.push(/^Message-ID:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? '(none)');
        callback();
      });
    },
  });
  // A worker killed mid-session may reset its connection; unheard, that error would end the bench.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
