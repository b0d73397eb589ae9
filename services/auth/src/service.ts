import { createLocalJWKSet } from 'jose';
import { Types, type Connection } from 'mongoose';
import { Streams } from '@agency/contracts';
import { OutboxRelay, ProjectionRunner, registerAccessControl, TokenVerifier, type ServiceDefinition, type UserDirectory } from '@agency/service-kit';
import { answerApiKeyExchanges } from './api-keys/exchange';
import { registerApiKeyRoutes } from './api-keys/routes';
import { apiKeyStore, type ApiKeyStore } from './api-keys/store';
import { clientAccountsOfEmployers } from './client-accounts/employer-changes';
import { answerClientInvitations } from './client-accounts/invitation';
import { registerClientAccountRoutes } from './client-accounts/routes';
import { clientAccountStore } from './client-accounts/store';
import { answerSignInEmailChanges } from './candidate-accounts/email-change';
import { registerCandidatePasswordRoutes } from './candidate-accounts/password';
import { answerProvisioningRequests } from './candidate-accounts/provisioning';
import { registerCandidateLoginRoute } from './candidate-accounts/routes';
import { candidateAccountStore, type CandidateAccountStore } from './candidate-accounts/store';
import { authConfig, type AuthConfig } from './config';
import { SigningKey } from './keys/signing-key';
import { accountErasure } from './projections/account-erasure';
import { candidateNames } from './projections/candidate-names';
import { mergedAccounts } from './projections/merged-accounts';
import { answerPasswordLinkRequests } from './password-links/issuing';
import { registerPasswordLinkRoutes } from './password-links/routes';
import { registerStaffPasswordLinkRoutes } from './password-links/staff-routes';
import { passwordLinkStore } from './password-links/store';
import { registerSessionRoutes } from './session/routes';
import { SignInLimiter } from './sign-in-limit';
import { ensureFirstAdministrator } from './users/first-administrator';
import { registerUserRoutes } from './users/routes';
import { userStore, type UserStore } from './users/store';

export function authStores(db: Connection, relay?: OutboxRelay) {
  const users = userStore(db, relay);
  const candidateAccounts = candidateAccountStore(db, relay);
  const names = candidateNames(db);
  const apiKeys = apiKeyStore(db, relay);
  const clientAccounts = clientAccountStore(db);
  const ensureIndexes = () =>
    Promise.all([users.model, candidateAccounts.model, names.model, apiKeys.model, clientAccounts.model].map((model) => model.createIndexes()));
  return { users, candidateAccounts, names, apiKeys, clientAccounts, ensureIndexes };
}

/**
 * The auth service reads user status, API keys (a key's token has the key's id as subject: decision 0109) and
 * candidate session versions from its own database rather than from events.
 */
function databaseDirectory(users: UserStore, accounts: CandidateAccountStore, apiKeys: ApiKeyStore): UserDirectory {
  return {
    async candidateSessionVersion(candidateId) {
      return (await accounts.findByCandidateId(candidateId))?.sessionVersion ?? 0;
    },
    async lookup(userId) {
      if (!Types.ObjectId.isValid(userId)) return 'deleted';
      return (await users.stateOf(userId)) ?? (await apiKeys.stateOf(userId)) ?? 'deleted';
    },
  };
}

export function authService(config: AuthConfig = authConfig()): ServiceDefinition {
  return {
    name: 'auth',
    dbName: 'auth',
    async setup({ db, bus, log }, app) {
      const relay = await OutboxRelay.forStream(bus, log, Streams.auth);
      const { users, candidateAccounts, names, apiKeys, clientAccounts, ensureIndexes } = authStores(db, relay);
      const limiter = new SignInLimiter(db, config.signInLimit, log);
      const key = await SigningKey.load(db, config.tokenLifetimes, config.privateKeyPem);
      const links = passwordLinkStore(db, key.derivedSecret('password-links'), relay);
      await relay.publishFrom([users.model, candidateAccounts.model, links.model, apiKeys.model], () =>
        Promise.all([ensureIndexes(), links.model.createIndexes(), ...limiter.models.map((model) => model.createIndexes())]),
      );
      limiter.startSweeping();
      await ensureFirstAdministrator(users, config.firstAdministrator, log);

      app.get('/.well-known/jwks.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(key.jwks));

      registerAccessControl(app, new TokenVerifier(createLocalJWKSet(key.jwks), databaseDirectory(users, candidateAccounts, apiKeys)));
      registerSessionRoutes(app, users, key, limiter);
      registerUserRoutes(app, users, links);
      registerApiKeyRoutes(app, apiKeys);
      registerCandidateLoginRoute(app, candidateAccounts, key, limiter);
      registerCandidatePasswordRoutes(app, { accounts: candidateAccounts, names, key, limiter, links });
      registerPasswordLinkRoutes(app, { links, accounts: candidateAccounts, names, key });
      registerStaffPasswordLinkRoutes(app, { links, users, key });
      registerClientAccountRoutes(app, { accounts: clientAccounts, links, key, limiter });
      const passwordLinks = answerPasswordLinkRequests(bus.connection, links, log);
      const provisioning = answerProvisioningRequests(bus.connection, candidateAccounts, links, key, log);
      const signInEmailChanges = answerSignInEmailChanges(bus.connection, candidateAccounts, limiter, log);
      const apiKeyExchanges = answerApiKeyExchanges(bus.connection, apiKeys, key, log);
      const clientInvitations = answerClientInvitations(bus.connection, clientAccounts, links, log);
      await new ProjectionRunner(db, bus, log).follow(
        accountErasure(candidateAccounts, links),
        mergedAccounts(candidateAccounts, links),
        names.projection,
        clientAccountsOfEmployers(clientAccounts, links),
      );

      return {
        stop: async () => {
          limiter.stopSweeping();
          await provisioning.stop();
          await signInEmailChanges.stop();
          await passwordLinks.stop();
          await apiKeyExchanges.stop();
          await clientInvitations.stop();
          await relay.stop();
        },
      };
    },
  };
}
