# Multi-stage image of the whole product (api + built front ends): `docker build -t resto-pos .`
# (README "Several instances, Docker" says how it was built and run, and with which base images).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# pnpm as the repository's scripts install it (scripts/tooling.mjs), from npm: corepack's bundled
# npm signing keys are out of date in Node 20 images ('No compatible signature found').
# python3, make and g++: better-sqlite3 compiles itself when its prebuilt binary cannot be fetched.
RUN npm install -g pnpm@10.34.9 \
 && apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# node-gyp builds against the image's own Node headers instead of downloading them.
ENV npm_config_nodedir=/usr/local
COPY . .
# pnpm 10 deploys a workspace package without injected dependencies only with --legacy; the api
# bundles @resto/shared into dist/server.js, so /out/api needs only its runtime dependencies.
RUN pnpm install --frozen-lockfile && pnpm run build \
 && pnpm --filter @resto/api deploy --prod --legacy /out/api \
 && for d in shell mfe-*; do mkdir -p /out/static/$d && cp -r $d/dist /out/static/$d/dist; done

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data STATIC_ROOT=/app/static
WORKDIR /app
COPY --from=build /out/api ./api
COPY --from=build /out/static ./static
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# --max-semi-space-size: see API_NODE_FLAGS in scripts/tooling.mjs.
CMD ["node", "--max-semi-space-size=32", "api/dist/server.js"]
