import { isTimeZone } from '@agency/contracts';
import { env, envInt } from '@agency/service-kit';

/** The agency's time zone (AGENCY_TIME_ZONE): the day and hour the task digest goes by. */
function agencyTimeZone(): string {
  const zone = env('AGENCY_TIME_ZONE', 'Europe/London');
  if (!isTimeZone(zone)) throw new Error(`AGENCY_TIME_ZONE must be an IANA time zone such as Europe/London, not "${zone}"`);
  return zone;
}

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
    /**
     * Each staff member's digest of due tasks goes out once a day from this hour in the agency's time zone on
     * (decision 0135); looked for as often as the overdue leads digest.
     */
    taskDigest: { hour: envInt('TASK_DIGEST_HOUR', 7), everyMs: envInt('LEAD_DIGEST_CHECK_MS', 600_000), timeZone: agencyTimeZone() },
  };
}

export type MailConfig = ReturnType<typeof mailConfig>;
