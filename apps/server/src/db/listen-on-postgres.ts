import pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one could not keep the
 * LISTEN). When that connection fails it tries again every second, and calls
 * `onNotify` once connected again, since notifications sent meanwhile are lost.
 */
export async function listenOnPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      connectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const connectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped) connect().then(onNotify, connectLater);
    }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
