#!/usr/bin/env bash
# Makes the base image every platform image starts FROM, here, without any image registry (none answers on
# our machines): a minimal Debian bookworm root made by debootstrap from the mirror apt uses, with this
# machine's Node 20 and npm copied in, its added certificate authorities, and an unprivileged user `node`,
# imported as talentbridge/base:node20.
# Idempotent: an existing image is kept (FORCE=1 makes it again). Needs root, debootstrap and a Docker engine.
set -euo pipefail

IMAGE=${BASE_IMAGE:-talentbridge/base:node20}
if [ "${FORCE:-0}" != 1 ] && docker image inspect "$IMAGE" >/dev/null 2>&1; then
  echo "✔ base image $IMAGE present"
  exit 0
fi

node_bin=$(command -v node) || { echo "✖ no node on this machine to copy into the base image" >&2; exit 1; }
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")") # …/node_modules/npm
# The mirror apt already uses (deb822 sources first, then the classic list).
mirror=$(grep -h -m1 '^URIs:' /etc/apt/sources.list.d/debian.sources 2>/dev/null | awk '{print $2}' || true)
[ -n "$mirror" ] || mirror=$(grep -h -m1 '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' || true)
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
# libstdc++6 for node; ca-certificates so npm reaches its registry over TLS.
debootstrap --variant=minbase --include=libstdc++6,ca-certificates bookworm "$root" "$mirror" >/dev/null
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" useradd --create-home --uid 1000 --user-group node
# The certificate authorities this machine adds to Debian's (a network's TLS egress, say), so that npm in a
# build stage reaches its registry from here as it does on the machine.
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*

tar -C "$root" -c . | docker import \
  --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
echo "✔ base image $IMAGE made ($(docker image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"
