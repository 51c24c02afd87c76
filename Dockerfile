# syntax=docker/dockerfile:1
# Signet's server image: one image for every role (ROLE=web|worker|all) and for the one-shot
# entry points (node apps/server/dist/migrate.js, node apps/server/dist/check.js).
#
#   docker build -t signet .
#   docker build --build-arg BASE_IMAGE=registry.example.com/node:24-bookworm-slim -t signet .
#
# BASE_IMAGE must be Debian (glibc: sharp and @node-rs/argon2 ship prebuilt linux-x64-gnu binaries)
# with Node 24 (package.json's engines) as `node` and npm on PATH. A locally imported base works too
# (`docker import rootfs.tar my/base`), as long as it has Node and npm and can reach apt and npm.
ARG BASE_IMAGE=node:24-bookworm-slim

# Manifests first, so a source-only change reuses the cached `npm ci` layers.
FROM ${BASE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

FROM manifests AS build
RUN npm ci
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Only what the server and contracts need at run time: no web, build or test packages.
FROM manifests AS production-deps
# The font packages ship every weight; the server reads Noto Sans SC/KR Regular (text documents) and
# Noto Serif SC Black (generated seals, docs/decisions/016) only, so the rest (about 200 MB) goes.
# The Node binary package.json brings for machines whose own Node is older (decision 029) goes too:
# the image runs the base image's Node 24 (CMD below), and the binary is about 190 MB.
RUN npm ci --omit=dev --workspace @signet/server --workspace @signet/contracts \
  && npm cache clean --force \
  && rm -rf node_modules/node-linux-* node_modules/.bin/node \
  && find node_modules/@expo-google-fonts/noto-sans-sc node_modules/@expo-google-fonts/noto-sans-kr -mindepth 1 -maxdepth 1 -type d ! -name 400Regular -exec rm -rf {} + \
  && find node_modules/@expo-google-fonts/noto-serif-sc -mindepth 1 -maxdepth 1 -type d ! -name 900Black -exec rm -rf {} +

FROM ${BASE_IMAGE} AS runtime
# tini as PID 1 forwards SIGTERM to node (which starts the readiness drain) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 10001 signet \
  && useradd --uid 10001 --gid 10001 --home-dir /app --no-create-home --shell /usr/sbin/nologin signet \
  && install -d -o 10001 -g 10001 /var/lib/signet
WORKDIR /app
ENV NODE_ENV=production
# Upload temp files are written under DATA_DIR even with PostgreSQL and S3, so it must be writable.
ENV DATA_DIR=/var/lib/signet
ENV PORT=3000

# node_modules holds symlinks to the workspaces (@signet/contracts), so the layout below mirrors the repo.
COPY --from=production-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# Read at run time relative to dist: migrations (db/migrate.ts) and the web app (http/web-app.ts).
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-signer apps/web/dist-signer

USER 10001:10001
EXPOSE 3000
# Liveness, not readiness: a database outage should take replicas out of a load balancer, not mark them broken.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/main.js"]
