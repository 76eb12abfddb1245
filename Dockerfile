# The production image (decision 0035): the build stage makes the release folder (`pnpm release`,
# docs/deployment.md); the final stage is Node and that folder, nothing else: no pnpm, no sources,
# no dev dependencies. apps/server/test/release/debootstrap.test.ts reads this file and runs its
# final stage's WORKDIR, ENV, USER, VOLUME, CMD, HEALTHCHECK and STOPSIGNAL in a Debian bookworm
# root with the release folder, so a wrong path, user or command fails a test without Docker.

FROM node:24-bookworm-slim AS build
RUN npm install -g pnpm@10.34.8
WORKDIR /src
# The lockfile alone decides what is downloaded: this layer is reused until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline && pnpm release /release

FROM node:24-bookworm-slim
# docker build --build-arg VERSION=2026.11.1 --build-arg REVISION=$(git rev-parse HEAD) … (docs/deployment.md)
ARG VERSION=dev
ARG REVISION=unknown
LABEL org.opencontainers.image.title="office-website" \
      org.opencontainers.image.description="The multilingual website, API and staff console of an administrative-law and visa office, one Node process" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.base.name="docker.io/library/node:24-bookworm-slim"
# PGLITE_DIR: without DATABASE_URL the embedded database lives in the volume, not in the image.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MALLOC_ARENA_MAX=2 PGLITE_DIR=/data/pglite
WORKDIR /app
# Owned by root and not writable by the app's user: the running process cannot change its own code.
COPY --from=build /release /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# SIGTERM starts the drain (readyz 503, then the listener closes; docs/operations.md#shutdown).
# Give it the time: `docker stop -t 40`, compose's stop_grace_period (docker-compose.yml says why 40 s).
STOPSIGNAL SIGTERM
# Node itself, not wget or curl (the slim image has neither); PORT is read when the check runs.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As `pnpm start` runs it (apps/server/package.json): a young generation of 8 MB and glibc's malloc held to
# two arenas (zlib's thread pool would keep one of its own, ~20 MB) keep RSS down (decision 0024); what a
# larger young generation would buy, and why it needs --no-allocation-site-pretenuring: decision 0027.
CMD ["node", "--max-old-space-size=512", "--max-semi-space-size=8", "--enable-source-maps", "server.js"]
