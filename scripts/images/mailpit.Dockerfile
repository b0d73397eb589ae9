# Mailpit, the SMTP server of development and of the compose stack: every e-mail the platform sends lands in
# it, shown in its web UI and HTTP API on 8025. SMTP on 1025. Built with Go from the module proxy.
# Production sends through a real SMTP server instead (SMTP_* settings, docker-compose.prod.yml).
ARG GO_BASE=talentbridge/base:go
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${GO_BASE} AS build
RUN GOBIN=/out go install github.com/axllent/mailpit@v1.27.11

FROM ${DEBIAN_BASE}
COPY --from=build /out/mailpit /usr/local/bin/mailpit
RUN useradd --system --uid 998 --home-dir /data --create-home mailpit
USER mailpit
VOLUME /data
EXPOSE 1025 8025
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8025 && printf 'GET /livez HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["mailpit"]
CMD ["--smtp", "0.0.0.0:1025", "--listen", "0.0.0.0:8025", "--database", "/data/mailpit.db", "--disable-version-check", "--smtp-auth-accept-any", "--smtp-auth-allow-insecure"]
