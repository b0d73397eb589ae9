# The MongoDB-wire server of our machines in one image: our FerretDB build (scripts/ferretdb, decision 0077)
# on Debian's PostgreSQL 15, both run by mongo-wire.sh as the user postgres. Port 27017; the PostgreSQL
# cluster (made here, at build time, so that a container starts in about a second) in the /data volume.
# Production uses a MongoDB replica set instead (docker-compose.prod.yml).
ARG GO_BASE=talentbridge/base:go
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${GO_BASE} AS ferretdb
WORKDIR /src
# The module download in its own layer, built again only when the module list changes.
COPY scripts/ferretdb/go.mod scripts/ferretdb/go.sum ./
RUN go mod download
COPY scripts/ferretdb ./
RUN bash build.sh /out/ferretdb && /out/ferretdb --version

FROM ${DEBIAN_BASE}
# Debian's package would otherwise make and start a cluster of its own.
RUN mkdir -p /etc/postgresql-common && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf \
 && apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null && rm -rf /var/lib/apt/lists/* /var/log/*
RUN mkdir -p /data && chown postgres:postgres /data \
 && su postgres -c '/usr/lib/postgresql/15/bin/initdb -D /data/postgres -U postgres --auth=trust --encoding=UTF8 --no-locale --no-instructions' >/dev/null
COPY --from=ferretdb /out/ferretdb /usr/local/bin/ferretdb
COPY scripts/images/mongo-wire.sh /usr/local/bin/mongo-wire
USER postgres
VOLUME /data
EXPOSE 27017
HEALTHCHECK --interval=5s --timeout=3s --retries=3 CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/27017"]
CMD ["mongo-wire"]
