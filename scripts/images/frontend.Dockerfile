# One frontend (PROJECT=shell, mfe-public, mfe-crm, mfe-portal or mfe-client) as a static-file image its team deploys
# alone: the rspack production build served by Debian's nginx-light on :8080. The gateway proxies to it
# (decision 0081). Built by scripts/images/build.mjs from the repository root.
ARG NODE_BASE=talentbridge/base:node20
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${NODE_BASE} AS build
ARG PROJECT
WORKDIR /app
# The package files of the project and of the libraries it uses, alone, so that this layer (the longest to
# build) is made again only when one of them changes. `--workspace` installs that workspace's own build tools
# (rspack) and not the repository's (nx, vitest, lighthouse, …).
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/ui/package.json libs/ui/
COPY libs/web-kit/package.json libs/web-kit/
COPY ${PROJECT}/package.json ${PROJECT}/
RUN npm ci --workspace ${PROJECT} --no-audit --no-fund --loglevel=error && rm -rf /root/.npm
COPY tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY libs/ui libs/ui
COPY libs/web-kit libs/web-kit
COPY ${PROJECT} ${PROJECT}
# The bundle only: types are checked by the project's `build` target (npm test, CI), not in the image.
# VERSION (the image's tag) is the remote's version in its mf-manifest.json (metaData.buildVersion).
ARG VERSION=dev
RUN cd ${PROJECT} && MF_BUILD_VERSION=${VERSION} npx rspack build --mode production

FROM ${DEBIAN_BASE}
ARG PROJECT
RUN apt-get update -qq && apt-get install -y -qq nginx-light >/dev/null && rm -rf /var/lib/apt/lists/* /var/log/*
COPY scripts/images/frontend-nginx.conf /etc/nginx/nginx.conf
COPY scripts/images/frontend-serve.sh /usr/local/bin/frontend-serve
COPY --from=build /app/${PROJECT}/dist /srv/www
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
# A container stop drains first, then nginx finishes what it is sending (frontend-serve.sh, decision 0087).
CMD ["frontend-serve"]
