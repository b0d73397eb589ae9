# The MongoDB-wire server of our machines in one image: our FerretDB build (scripts/ferretdb, decision 0077)
# on Debian's PostgreSQL 15, both run by mongo-wire.sh as the user postgres. Port 27017; the PostgreSQL
# cluster in the /data volume.
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

# Debian's PostgreSQL 15 with its cluster made here (initdb at build time, so that a container starts in
# about a second). Only what the server runs with goes on: its program, modules and data files, and the
# libraries it links that the base lacks; not the 350 MB of the package's dependencies (LLVM for its JIT,
# Perl, locales, client tools).
FROM ${DEBIAN_BASE} AS postgres
RUN find / -xdev \( -type f -o -type l \) | sort >/base-files \
 && mkdir -p /etc/postgresql-common && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf \
 && apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null
RUN mkdir -p /data && chown postgres:postgres /data \
 && su postgres -c '/usr/lib/postgresql/15/bin/initdb -D /data/postgres -U postgres --auth=trust --encoding=UTF8 --no-locale --no-instructions' >/dev/null
# Library paths as /usr/lib/…, never through the /lib link (copied as a folder, it would replace that link).
RUN pg=/usr/lib/postgresql/15 && mkdir /out \
 && cp -a --parents $pg/bin/postgres $pg/lib /usr/share/postgresql/15 /out/ \
 && rm -rf /out$pg/lib/llvmjit* /out$pg/lib/bitcode \
 && ldd $pg/bin/postgres $(ls $pg/lib/*.so | grep -v llvmjit) | awk '/=> \//{print $3}' | sort -u | while read -r lib; do \
      for file in "$(readlink -f "$(dirname "$lib")")/$(basename "$lib")" "$(readlink -f "$lib")"; do \
        grep -qxF "$file" /base-files || cp -a --parents "$file" /out/; \
      done; \
    done

FROM ${DEBIAN_BASE}
RUN useradd --system --home-dir /data postgres
COPY --from=postgres /out/ /
COPY --from=postgres --chown=postgres:postgres /data /data
COPY --from=ferretdb /out/ferretdb /usr/local/bin/ferretdb
COPY scripts/images/mongo-wire.sh /usr/local/bin/mongo-wire
USER postgres
VOLUME /data
EXPOSE 27017
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/27017"]
CMD ["mongo-wire"]
