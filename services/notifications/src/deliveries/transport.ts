import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

/** The SMTP connection the e-mails go out on (nodemailer), from SMTP_HOST, SMTP_PORT, SMTP_TLS and credentials. */
export function smtpTransport({ smtp }: MailConfig) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    // An SMTP server that is down must not hold a send for minutes: it is retried later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
export type SmtpTransport = ReturnType<typeof smtpTransport>;

/**
 * True when the SMTP server refused the e-mail itself (a 5xx answer, e.g. an address that does not exist
 * or is malformed): trying again would give the same answer. Anything else (no connection, a timeout, a
 * 4xx "try later") is worth another try.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  return (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE';
}
