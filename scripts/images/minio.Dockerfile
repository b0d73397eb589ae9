# MinIO, the S3-compatible object store of development and of the compose stack: the candidates' CVs and
# documents. The S3 API on 9000 (/minio/health/live), its web console on 9001, objects in the /data volume. Built
# with Go from the module proxy (a 150 MB binary). Its root user is the S3 access key: give MINIO_ROOT_USER and
# MINIO_ROOT_PASSWORD (docker-compose.yml takes them from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).
# Production keeps documents in an external S3 store instead (S3_* settings, docker-compose.prod.yml).
ARG GO_BASE=talentbridge/base:go
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${GO_BASE} AS build
RUN GOBIN=/out go install github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c

FROM ${DEBIAN_BASE}
COPY --from=build /out/minio /usr/local/bin/minio
RUN useradd --system --uid 997 --home-dir /data --create-home minio
USER minio
VOLUME /data
EXPOSE 9000 9001
# No update checks: no registry or release server answers on our machines.
ENV MINIO_UPDATE=off
# MinIO answers a request without a Host header with 400, so the check sends one.
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/9000 && printf 'GET /minio/health/live HTTP/1.0\\r\\nHost: 127.0.0.1\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["minio"]
CMD ["server", "/data", "--address", ":9000", "--console-address", ":9001"]
