import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';

/**
 * `pnpm dev` (DEV_HOT_RELOAD=true, decision 0017): an app served from its source by Vite in
 * middleware mode, inside the calling Fastify scope, on the API's own port. Vite answers its own
 * requests (modules, /@vite/client, public files) and passes the rest on; its hot-reload socket
 * shares the HTTP server, told apart by path (the app's base). Vite is a development dependency,
 * loaded only here.
 */
export async function mountViteDevServer(app: FastifyInstance, { root, base }: { root: string; base: string }): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    base,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return vite;
}

/**
 * A server-rendered page made ready for development: its entry loaded as a parser-inserted module
 * (so it runs after the React Refresh preamble Vite adds to the head), then Vite's own additions
 * (its client, the preamble, the styles of the modules rendered, inlined against a flash).
 */
export async function devPageHtml(vite: ViteDevServer, url: string, html: string, entry: string): Promise<string> {
  const transformed = await vite.transformIndexHtml(url, html.replace('</body>', `<script type="module" src="${entry}"></script></body>`));
  // Vite indents what it adds; whitespace between the head's elements would be text nodes React
  // does not expect when it hydrates the document (the head holds no text of its own).
  return transformed.replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/>\s+</g, '><'));
}
