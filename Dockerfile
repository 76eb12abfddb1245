# Production image: builds the workspace, runs the one Fastify process (pnpm start without the build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
# As `pnpm start` runs it (apps/server/package.json): a young generation of 8 MB and glibc's malloc held to
# two arenas (zlib's thread pool would keep one of its own, ~20 MB) keep RSS down (decision 0024); what a
# larger young generation would buy, and why it needs --no-allocation-site-pretenuring: decision 0027.
CMD ["node", "--max-old-space-size=512", "--max-semi-space-size=8", "--enable-source-maps", "apps/server/dist/server.js"]
