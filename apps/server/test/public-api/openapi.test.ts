import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../src/paths.js';
import { inlineScripts } from '../../src/site/content-security-policy.js';
import { useSeededApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const apiDir = serverPackageRoot;

/** The path of a package's CLI script, run with this Node (no shell, no npx). */
function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (require(manifest) as { bin: string | Record<string, string> }).bin;
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[bin]!);
}

describe('OpenAPI document and reference page', () => {
  const ctx = useSeededApp(testBackends[0]!);
  /** Scratch files of this file's tests (the document, the generated types, the client). */
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'office-openapi-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('describes every REST operation of the original API, and the search, as OpenAPI 3.1', async () => {
    const res = await ctx.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/translation/page getPageTexts',
        'GET /api/translation/main-task-contents getMainTaskContents',
        'POST /api/common/inquiry/ submitInquiry',
        'GET /api/common/inquiry/challenge getInquiryChallenge',
        'GET /api/common/notices/ listNotices',
        'GET /api/common/notices/{id}/ getNotice',
        'GET /api/common/library/ listLibraryItems',
        'GET /api/common/library/{id}/ getLibraryItem',
        // Beyond the original API: the website's search as JSON (decision 0020).
        'GET /api/common/notices/search/ searchNotices',
        'GET /api/common/library/search/ searchLibraryItems',
      ].sort(),
    );
    expect(doc.paths['/api/common/library/search/'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ['category', 'lang', 'page', 'page_size', 'q'].sort(),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Notice', 'LibraryItem', 'TranslationEntry', 'InquiryInput', 'ApiError', 'PostSearchPage']),
    );
    const phone = doc.components.schemas.InquiryInput.properties.phone;
    expect(phone.pattern).toBe('^[0-9]{10,11}$');
    // The spam defence is documented: the challenge, the altcha field and the 429 with Retry-After.
    expect(doc.components.schemas.InquiryInput.properties).toHaveProperty('altcha');
    const post = doc.paths['/api/common/inquiry/'].post;
    expect(post.responses['429'].headers).toHaveProperty('retry-after');
    expect(post.description).toMatch(/GET \/api\/common\/inquiry\/challenge/);
  });

  it("passes Redocly's recommended rules (apps/server/redocly.yaml) with no error and no warning", async () => {
    const file = join(scratch, 'openapi.json');
    writeFileSync(file, (await ctx.app.inject('/api/openapi.json')).body);
    const { stdout } = await run(
      process.execPath,
      [binOf('@redocly/cli', 'redocly'), 'lint', '--config', join(apiDir, 'redocly.yaml'), '--format', 'json', file],
      // No usage report and no update check: the test must not reach the internet.
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, timeout: 60_000 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      // Problems found exit with 1 and the report on stdout; a CLI that did not run has none.
      if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('gives a generated TypeScript client (openapi-typescript, openapi-fetch) that compiles and calls the facade', async () => {
    // Types generated from the document the server serves, as a client of the API would.
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    writeFileSync(join(scratch, 'schema.d.ts'), astToString(await openapiTS(document)));
    // The client resolves openapi-fetch from this package, as if installed beside it.
    symlinkSync(join(apiDir, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    writeFileSync(
      join(scratch, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { operations, paths } from './schema';

/** Operations are named by their operationId. */
type NoticeList = operations['listNotices']['responses'][200]['content']['application/json'];

export async function callFacade(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const list = await client.GET('/api/common/notices/', { params: { query: { lang: 'en' } } });
  if (!list.data?.length) throw new Error('no notice listed');
  const notices: NoticeList = list.data;
  const first = notices[0];
  const one = await client.GET('/api/common/notices/{id}/', { params: { path: { id: first.id } } });
  const title: string | undefined = one.data?.title;
  const refused = await client.POST('/api/common/inquiry/', {
    body: { name: 'Typed client', phone: '123', email: 'client@example.com', content: 'A phone number too short.' },
  });
  const fields: string[] = refused.error?.fields?.map((field) => field.field) ?? [];
  return { count: notices.length, firstId: first.id, title, status: refused.response.status, code: refused.error?.code, fields };
}

/** Never called: what the generated types refuse. */
export function refusedByTheTypes(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error not a path of the facade.
  void client.GET('/api/common/nothing/');
  // @ts-expect-error the id of a notice is a number.
  void client.GET('/api/common/notices/{id}/', { params: { path: { id: 'one' } } });
  // @ts-expect-error an inquiry needs a phone number.
  void client.POST('/api/common/inquiry/', { body: { name: 'n', email: 'e@example.com', content: 'c' } });
}
`,
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipLibCheck: true,
        },
        files: ['client.ts', 'schema.d.ts'],
      }),
    );
    const typecheck = await run(process.execPath, [binOf('typescript', 'tsc'), '--noEmit', '-p', scratch], { timeout: 60_000 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(typecheck).toBe('');

    // The same client against the app listening on a real port.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const { callFacade } = (await import(join(scratch, 'client.ts'))) as {
      callFacade(
        baseUrl: string,
      ): Promise<{ count: number; firstId: number; title?: string; status: number; code?: string; fields: string[] }>;
    };
    const result = await callFacade(`http://127.0.0.1:${port}`);
    expect(result.count).toBeGreaterThan(0);
    expect(result.title).toEqual(expect.any(String));
    expect(result).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['phone'] });
  });

  it('serves a readable reference page at /api/docs with no inline script, its files from the package', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Office website REST API</title>');
      // Nothing for the policy to vouch for by hash: every script is a file of this origin.
      expect(inlineScripts(res.body), url).toEqual([]);
    }
    const page = await ctx.app.inject('/api/docs/');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // Served from the package itself: the page works with no internet.
      expect(script).not.toMatch(/^(https?:)?\/\//);
      const js = await ctx.app.inject(new URL(script, 'http://office.example/api/docs/').pathname);
      expect(js.statusCode, script).toBe(200);
      expect(js.body.length, script).toBeGreaterThan(1_000);
    }
    // The page reads the document the REST facade publishes.
    const shown = await ctx.app.inject('/api/docs/json');
    expect(shown.json()).toEqual((await ctx.app.inject('/api/openapi.json')).json());
  });
});
