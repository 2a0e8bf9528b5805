import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

/**
 * Change notifications from Postgres (LISTEN/NOTIFY), so a cache can trust what it holds without asking the
 * database on every request. A trigger sends the NOTIFY when a transaction that changed a table commits
 * (drizzle/0002_products-notify.sql), whichever app instance made the change.
 */
export interface ChangeWatch {
  /**
   * A number that moves on every notification on the channel and on every (re)subscription; null while not
   * subscribed (not yet, or the listening connection is down), when notifications may be missed and callers
   * must read the database instead.
   */
  token(): number | null;
}

export interface ChangeNotifications {
  /** The watch of one channel (one per channel; created and subscribed on first use). */
  watch(channel: string): ChangeWatch;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

interface Channel {
  token: number;
  subscribed: boolean;
}

function channelSet() {
  const channels = new Map<string, Channel>();
  const get = (name: string) => {
    let channel = channels.get(name);
    if (!channel) {
      channel = { token: 0, subscribed: false };
      channels.set(name, channel);
    }
    return channel;
  };
  const watchOf = (name: string): ChangeWatch => {
    const channel = get(name);
    return { token: () => (channel.subscribed ? channel.token : null) };
  };
  return { channels, get, watchOf };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Postgres server: one dedicated connection (outside the query pool) LISTENs on every watched channel.
 * When it closes (Postgres restarted, connection killed) every channel is marked unsubscribed at once, so
 * caches fall back to reading the database, and it re-subscribes with backoff until it succeeds; the
 * resubscription moves each token, so nothing cached before the gap is trusted.
 */
export function createPostgresNotifications(url: string): ChangeNotifications {
  const { channels, get, watchOf } = channelSet();
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let subscribing: Promise<void> | undefined;

  // `onnotify` is the connection option postgres.js's own `listen` uses; its typings leave it out.
  const onnotify = (name: string) => {
    const channel = channels.get(name);
    if (channel) channel.token++;
  };
  const client = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: 5,
    onnotice: () => {},
    onclose: () => {
      for (const channel of channels.values()) channel.subscribed = false;
      scheduleRetry();
    },
    ...({ onnotify } as object),
  });

  function scheduleRetry() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void subscribe();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  function subscribe(): Promise<void> {
    subscribing ??= (async () => {
      try {
        for (const [name, channel] of channels) {
          if (closed || channel.subscribed) continue;
          await client.unsafe(`listen ${quoteIdent(name)}`);
          channel.token++;
          channel.subscribed = true;
        }
        retryMs = RETRY_MIN_MS;
      } catch {
        for (const channel of channels.values()) channel.subscribed = false;
        scheduleRetry();
      } finally {
        subscribing = undefined;
      }
    })();
    return subscribing;
  }

  return {
    watch(name) {
      if (!channels.has(name)) {
        get(name);
        void subscribe();
      }
      return watchOf(name);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const channel of channels.values()) channel.subscribed = false;
      await client.end({ timeout: 5 });
    },
  };
}

/** Embedded PGlite is one process: its own `listen` delivers the NOTIFYs of every connection there is. */
export function createPgliteNotifications(client: PGlite): ChangeNotifications {
  const { channels, get, watchOf } = channelSet();
  const unsubscribers: Promise<() => Promise<void>>[] = [];
  return {
    watch(name) {
      if (!channels.has(name)) {
        const channel = get(name);
        const subscribed = client.listen(name, () => void channel.token++);
        unsubscribers.push(subscribed);
        void subscribed.then(
          () => {
            channel.token++;
            channel.subscribed = true;
          },
          () => {},
        );
      }
      return watchOf(name);
    },
    async close() {
      for (const channel of channels.values()) channel.subscribed = false;
      const settled = await Promise.allSettled(unsubscribers);
      for (const result of settled) if (result.status === "fulfilled" && !client.closed) await result.value();
    },
  };
}
