# The load balancer in front of the gateways: Debian's HAProxy (2.6) on :8080, finding the instances of the
# `gateway` service through Docker's DNS (lb-haproxy.cfg). Its statistics page is on :8404 (/stats).
ARG DEBIAN_BASE=talentbridge/base:bookworm

FROM ${DEBIAN_BASE}
RUN apt-get update -qq && apt-get install -y -qq haproxy >/dev/null && rm -rf /var/lib/apt/lists/* /var/log/*
COPY scripts/images/lb-haproxy.cfg /etc/haproxy/haproxy.cfg
ENV GATEWAY_HOST=gateway GATEWAY_PORT=8080
USER haproxy
EXPOSE 8080 8404
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8404 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
CMD ["haproxy", "-W", "-db", "-f", "/etc/haproxy/haproxy.cfg"]
