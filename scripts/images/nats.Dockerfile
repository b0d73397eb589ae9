# NATS with JetStream: Debian's nats-server (2.9) on the base made here. The binary alone is kept (it needs
# only libc). Client port 4222, monitoring 8222 (/healthz), JetStream store in the /data volume.
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${DEBIAN_BASE} AS package
RUN apt-get update -qq && apt-get install -y -qq nats-server >/dev/null

FROM ${DEBIAN_BASE}
COPY --from=package /usr/sbin/nats-server /usr/local/bin/nats-server
RUN useradd --system --uid 999 --home-dir /data --create-home nats
USER nats
VOLUME /data
EXPOSE 4222 8222
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8222 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["nats-server"]
CMD ["-js", "-sd", "/data", "-m", "8222"]
