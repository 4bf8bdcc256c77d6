# Dockerfile: gpuplan on Debian 12 (bookworm), built from this checkout.
#
#   docker build -t gpuplan .
#   docker run --rm -v "$PWD:/work" -u "$(id -u):$(id -g)" gpuplan build
#   docker run --rm -v "$PWD:/work" gpuplan check --format github scenarios/
#
# The image runs gpuplan in /work: mount a checkout of scenarios there.
# Without ./catalog and ./templates in /work, the installed copies in
# /usr/local/share/gpuplan are used.  docs/integrations.md has more.

# ---- build: the packages of tools/deps.sh BUILD_PKGS ----
FROM debian:12-slim AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc make pkg-config \
       libyaml-dev libhpdf-dev libjansson-dev libmd4c-dev nettle-dev zlib1g-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN make -j"$(nproc)" gpuplan \
    && make install PREFIX=/usr/local DESTDIR=/staging

# ---- run: only the shared libraries gpuplan links, and tools/deps.sh
#      RUN_DATA_PKGS (the fonts for Greek and Cyrillic text) ----
FROM debian:12-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
       libyaml-0-2 libhpdf-2.3.0 libjansson4 libmd4c0 libnettle8 zlib1g \
       fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /staging/usr/local/ /usr/local/
WORKDIR /work
ENTRYPOINT ["gpuplan"]
CMD ["help"]
