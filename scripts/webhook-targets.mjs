// Whether `npm start` lets webhooks go to this machine and private networks (decision 0115): off unless
// WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 is set, as for the service everywhere else. An administrator's endpoint on
// 127.0.0.1 would otherwise reach the platform's own services, Mailpit and MinIO, and log their answers.

/** The setting the notifications service gets, and the line `npm start` prints about it. */
export function webhookTargets(env) {
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE_TARGETS === '1';
  return {
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: allowPrivate ? '1' : '0',
    line: allowPrivate
      ? 'Webhooks: WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 is on: endpoints may also be http:// and on this machine or a private network (development only).'
      : 'Webhooks: public https:// endpoints only. For a receiver on this machine: WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 npm start (development only).',
  };
}
