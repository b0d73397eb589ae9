# The demo data (scripts/seed.ts) as a one-off job: it writes through each service's own code, so it holds
# every service's source and production dependencies. docker-compose runs it before the services start, as
# `npm start` does. Built by scripts/images/build.mjs from the repository root.
ARG NODE_BASE=talentbridge/base:node20

FROM ${NODE_BASE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/auth/package.json services/auth/
COPY services/catalog/package.json services/catalog/
COPY services/candidates/package.json services/candidates/
COPY services/engagement/package.json services/engagement/
COPY services/portal/package.json services/portal/
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error && rm -rf /root/.npm

FROM ${NODE_BASE}
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY libs/service-kit libs/service-kit
COPY services services
# Each service's own node_modules (a dependency whose version differs from the root's is installed there).
COPY --from=deps /app/services services
COPY scripts/seed.ts scripts/tsconfig.json scripts/
ENV NODE_ENV=production
USER node
CMD ["node", "--import", "tsx", "scripts/seed.ts"]
