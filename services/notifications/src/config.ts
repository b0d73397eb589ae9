import { env, envInt } from '@agency/service-kit';

/** How the service reaches its SMTP server and what its e-mails say about the site (.env.example). */
export function mailConfig() {
  const tls = env('SMTP_TLS', 'none');
  if (!['none', 'starttls', 'tls'].includes(tls)) throw new Error(`SMTP_TLS must be none, starttls or tls, not "${tls}"`);
  return {
    smtp: {
      host: env('SMTP_HOST', '127.0.0.1'),
      port: envInt('SMTP_PORT', 1025),
      user: env('SMTP_USER', ''),
      password: env('SMTP_PASSWORD', ''),
      tls: tls as 'none' | 'starttls' | 'tls',
    },
    from: env('MAIL_FROM', 'TalentBridge <no-reply@talentbridge.local>'),
    /** Links in e-mails point here (the gateway's public address). */
    publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
    /** Also alerted of each new lead, besides the administrators and managers (comma-separated). */
    leadAlertsTo: env('LEAD_ALERTS_TO', '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    /** The overdue leads digest goes out once a day from this hour (UTC) on; looked for every LEAD_DIGEST_CHECK_MS. */
    leadDigest: { hour: envInt('LEAD_DIGEST_HOUR', 8), everyMs: envInt('LEAD_DIGEST_CHECK_MS', 600_000) },
  };
}

export type MailConfig = ReturnType<typeof mailConfig>;
