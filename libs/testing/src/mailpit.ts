import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { mailpitSpec, startProcess, stopStarted } from '../../../scripts/infra-lib.mjs';

/** A message as Mailpit's HTTP API lists it. */
export interface MailpitSummary {
  ID: string;
  MessageID: string;
  Subject: string;
  To: { Address: string; Name: string }[];
  From: { Address: string; Name: string };
  Created: string;
  Attachments: number;
}

/** One message in full. */
export interface MailpitMessage extends MailpitSummary {
  Text: string;
  HTML: string;
  Attachments: unknown[] & number;
}

/** A Mailpit of a test file's own: the SMTP server the code under test sends to, and what it received. */
export interface OwnMailpit {
  smtpHost: string;
  smtpPort: number;
  apiUrl: string;
  /** Every message received, newest first. */
  messages(): Promise<MailpitSummary[]>;
  message(id: string): Promise<MailpitMessage & { headers: Record<string, string[]> }>;
  /** Waits until at least `count` messages are there (Mailpit answers the test; the code under test sends when it sends). */
  waitForMessages(count: number, timeoutMs?: number): Promise<MailpitSummary[]>;
  deleteAll(): Promise<void>;
  /** Stops SMTP as in an outage; `start()` brings it back on the same ports with what it had. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/**
 * Starts the Mailpit that `scripts/install-infra.sh` builds, on free ports in a temporary folder.
 * `allowedRecipients`: a regular expression; other recipients are refused with 550 (a bad address).
 */
export async function startMailpit(options: { allowedRecipients?: string } = {}): Promise<OwnMailpit> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-mailpit-'));
  const spec = mailpitSpec(dataDir, { smtpPort: await getPort(), httpPort: await getPort(), allowedRecipients: options.allowedRecipients });
  let pid: number | null = null;
  const start = async () => {
    if (!pid) pid = await startProcess(spec, { logDir: join(dataDir, 'logs') });
  };
  const stop = async () => {
    const running = pid;
    pid = null;
    if (running) await stopStarted(spec, running, { graceMs: 500 });
  };
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${spec.url}/api/v1${path}`, init);
    if (!response.ok) throw new Error(`Mailpit ${path}: ${response.status} ${await response.text()}`);
    return (response.headers.get('content-type')?.includes('json') ? response.json() : response.text()) as Promise<T>;
  };
  const messages = async () => (await api<{ messages: MailpitSummary[] }>('/messages?limit=1000')).messages;
  await start();
  return {
    smtpHost: '127.0.0.1',
    smtpPort: spec.smtpPort,
    apiUrl: spec.url,
    messages,
    async message(id) {
      const [message, headers] = await Promise.all([api<MailpitMessage>(`/message/${id}`), api<Record<string, string[]>>(`/message/${id}/headers`)]);
      return { ...message, headers };
    },
    async waitForMessages(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const received = await messages();
        if (received.length >= count) return received;
        if (Date.now() > deadline) throw new Error(`Mailpit has ${received.length} messages, not ${count}, after ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    deleteAll: () => api('/messages', { method: 'DELETE' }),
    stop,
    start,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
