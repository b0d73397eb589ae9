#!/usr/bin/env bash
# Makes the base images every platform image starts FROM, here, without any image registry (none answers on
# our machines):
#   talentbridge/base:bookworm  a minimal Debian bookworm root made by debootstrap from the mirror apt uses,
#                               with this machine's added certificate authorities, trimmed like Debian's
#                               "slim" images (no manuals, documentation or translations, now or later)
#   talentbridge/base:node20    bookworm + this machine's Node 20 and npm, and an unprivileged user `node`
#   talentbridge/base:go        bookworm + this machine's Go toolchain and `patch` (build stages only: FerretDB)
# The last two are FROM the first, so every image shares its layers. Idempotent: an existing image is kept
# (FORCE=1 makes them again). Needs root, debootstrap, Go and a Docker engine.
set -euo pipefail

DEBIAN=talentbridge/base:bookworm
NODE=talentbridge/base:node20
GO=talentbridge/base:go

present() { [ "${FORCE:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
size() { docker image inspect "$1" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if present "$DEBIAN"; then
  echo "✔ base image $DEBIAN present"
else
  # The mirror apt already uses (deb822 sources first, then the classic list).
  mirror=$(grep -h -m1 '^URIs:' /etc/apt/sources.list.d/debian.sources 2>/dev/null | awk '{print $2}' || true)
  [ -n "$mirror" ] || mirror=$(grep -h -m1 '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' || true)
  [ -n "$mirror" ] || mirror=http://deb.debian.org/debian
  root=$work/rootfs
  # ca-certificates so that npm, Go and apt reach their servers over TLS from a build stage.
  debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >/dev/null
  # What later apt-get installs leave out too (as Debian's slim images do), then the same for what is there.
  cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/lintian/*
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  # No downloaded packages nor apt's own caches (80 MB after an `apt-get update`) kept in an image layer, and
  # no recommended packages. Images still remove /var/lib/apt/lists after installing.
  cat >"$root/etc/apt/apt.conf.d/90images" <<'EOF'
APT::Keep-Downloaded-Packages "false";
APT::Install-Recommends "false";
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  # The certificate authorities this machine adds to Debian's (a network's TLS egress, say), so that a build
  # stage reaches the registries from here as the machine does.
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates >/dev/null
  fi
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/* "$root"/var/log/*.log
  tar -C "$root" -c . | docker import --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin' \
    --change 'CMD ["bash"]' - "$DEBIAN" >/dev/null
  rm -rf "$root"
  echo "✔ base image $DEBIAN made ($(size "$DEBIAN"))"
fi

if present "$NODE"; then
  echo "✔ base image $NODE present"
else
  node_bin=$(command -v node) || { echo "✖ no node on this machine to copy into $NODE" >&2; exit 1; }
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")") # …/node_modules/npm
  mkdir -p "$work/node"
  cp "$node_bin" "$work/node/node"
  cp -a "$npm_dir" "$work/node/npm"
  # libstdc++6 (node needs it) is in minbase already: apt depends on it.
  docker build -q -t "$NODE" -f - "$work/node" >/dev/null <<EOF
FROM $DEBIAN
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && useradd --create-home --uid 1000 --user-group node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
EOF
  echo "✔ base image $NODE made ($(size "$NODE"))"
fi

if present "$GO"; then
  echo "✔ base image $GO present"
else
  go_root=$( (PATH="$PATH:/usr/local/go/bin" go env GOROOT) 2>/dev/null) || {
    echo "✖ no Go on this machine to copy into $GO (install Go, e.g. /usr/local/go)" >&2
    exit 1
  }
  mkdir -p "$work/go"
  cp -al "$go_root" "$work/go/go" 2>/dev/null || cp -a "$go_root" "$work/go/go"
  docker build -q -t "$GO" -f - "$work/go" >/dev/null <<EOF
FROM $DEBIAN
RUN apt-get update -qq && apt-get install -y -qq patch >/dev/null && rm -rf /var/lib/apt/lists/*
COPY go /usr/local/go
ENV PATH=/usr/local/go/bin:/root/go/bin:/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin GOFLAGS=-buildvcs=false
EOF
  echo "✔ base image $GO made ($(size "$GO"))"
fi
