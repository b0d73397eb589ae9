export function webhookTargets(env: Record<string, string | undefined>): { WEBHOOKS_ALLOW_PRIVATE_TARGETS: '0' | '1'; line: string };
