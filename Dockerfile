# Multi-stage image of the whole product (api + built front ends). Not built in this repository's
# CI (no Docker there): see README "Docker".
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN corepack enable && corepack prepare pnpm@10 --activate
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build \
 && pnpm --filter @resto/api deploy --prod /out/api \
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
CMD ["node", "api/dist/server.js"]
