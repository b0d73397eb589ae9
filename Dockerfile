# One image for every Node process of the platform; the command picks the service.
# Frontends are built into it so the gateway can serve them.
# FROM a base made on this machine (scripts/images/base-image.sh): no image registry answers here.
ARG BASE_IMAGE=talentbridge/base:node20

FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY . .
# Not `npm ci`: with this machine's npm settings the lock file leaves out other platforms' optional
# packages and `npm ci` refuses it (as in .ci/run); `npm install` keeps the locked versions.
RUN npm install --no-audit --no-fund && npx nx run-many -t build -p @agency/shell @agency/mfe-public @agency/mfe-crm @agency/mfe-portal

FROM ${BASE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
