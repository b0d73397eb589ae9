# One image for every Node process of the platform; the command picks the service.
# Frontends are built into it so the gateway can serve them.
FROM node:20-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build -p @agency/shell @agency/mfe-public @agency/mfe-crm @agency/mfe-portal

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
USER node
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
