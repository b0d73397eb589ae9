# A Node deployable: one service (PROJECT=services/catalog, …) or the gateway (PROJECT=gateway), run from its
# TypeScript source with tsx as everywhere else (decision 0004). Built by scripts/images/build.mjs from the
# repository root; FROM a base made on this machine (scripts/images/base-image.sh): no image registry answers.
ARG NODE_BASE=talentbridge/base:node20

FROM ${NODE_BASE} AS deps
ARG PROJECT
WORKDIR /app
# Only the package files of the project and of the libraries it uses: `npm ci` then installs the production
# dependencies of those workspaces and no other (a workspace folder that is absent is left out), and this
# layer is built again only when one of these files changes.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY ${PROJECT}/package.json ${PROJECT}/
# A dependency whose version differs from the one hoisted to the root is installed in the project's own
# node_modules (the candidates' content-disposition 1 and yauzl 3): that folder is kept too, made when empty.
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error && rm -rf /root/.npm && mkdir -p ${PROJECT}/node_modules

FROM ${NODE_BASE}
ARG PROJECT
ARG PORT
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY libs/service-kit libs/service-kit
COPY ${PROJECT} ${PROJECT}
COPY --from=deps /app/${PROJECT}/node_modules ${PROJECT}/node_modules
WORKDIR /app/${PROJECT}
# A container stop drains for 3 s before the service stops listening: its /readyz says 503, so the gateway
# moves to the other instances first (decision 0087; docker stop waits 10 s). VERSION (the image's tag) is
# in /readyz's answer.
ARG VERSION=dev
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} SHUTDOWN_DRAIN_MS=3000 SERVICE_VERSION=${VERSION}
USER node
EXPOSE ${PORT}
# Ready once /readyz answers 200 (database and NATS up). Asked with bash, not a second node process: on a busy
# machine starting node alone took most of the 3 s a check had. A service loading its views takes 20 s and more
# there, and six services compiling their TypeScript (tsx) and making their indexes at once on 2 cores took 143 s
# (issue 33's CI run): failures in the first 5 minutes do not count (a success counts at once).
HEALTHCHECK --interval=5s --timeout=5s --start-period=300s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$PORT && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
CMD ["node", "--import", "tsx", "src/main.ts"]
