import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { officeRules } from './eslint-rules.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const repo = join(import.meta.dirname, '../../..');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const inServer = join(repo, 'apps/server/src/http/rest.ts');

tester.run('no-relative-import-across-packages', officeRules.rules['no-relative-import-across-packages'], {
  valid: [
    { filename: inServer, code: "import { app } from '../app.js';" },
    { filename: inServer, code: "import { createServices } from '@office/api/services';" },
    { filename: join(repo, 'e2e/test/support.ts'), code: "export { x } from './helpers.js';" },
  ],
  invalid: [
    {
      filename: join(repo, 'e2e/test/a.test.ts'),
      code: "import { createServices } from '../../packages/api/src/services/index.js';",
      errors: [{ messageId: 'crosses' }],
    },
    { filename: inServer, code: "const m = await import('../../../web/src/entry-server.js');", errors: [{ messageId: 'crosses' }] },
    {
      filename: join(repo, 'bench/src/bench.ts'),
      code: "export * from '../../packages/testing/src/nginx.js';",
      errors: [{ messageId: 'crosses' }],
    },
    { filename: join(repo, 'apps/console/src/api.ts'), code: "import '../../web';", errors: [{ messageId: 'crosses' }] },
  ],
});

tester.run('no-private-dependency-symbols', officeRules.rules['no-private-dependency-symbols'], {
  valid: [
    { code: "import pino from 'pino'; pino.destination(1);" },
    { code: "import { serialize } from 'seroval/web';" },
    { code: 'const symbols = { a: 1 }; symbols.a;' },
    { code: "import * as local from './local.js'; local.symbols;" },
    { code: "const key = Symbol.for('office.answer');" },
  ],
  invalid: [
    { code: "import pino from 'pino'; const s = logger[pino.symbols.streamSym];", errors: [{ messageId: 'symbols' }] },
    { code: "import { kReplyHijacked } from 'fastify/lib/symbols.js';", errors: [{ messageId: 'deepImport' }] },
    { code: "import x from '@trpc/server/dist/unstable-core-do-not-import';", errors: [{ messageId: 'deepImport' }] },
    { code: "const chindings = logger[Symbol.for('pino.chindings')];", errors: [{ messageId: 'symbolFor' }] },
  ],
});

tester.run('no-library-internals', officeRules.rules['no-library-internals'], {
  valid: [{ code: 'const procedures = listProcedures(router); const def = thing.definition;' }],
  invalid: [
    { code: 'const procedures = router._def.procedures;', errors: [{ messageId: 'internal' }] },
    { code: 'const kind = schema._zod.def.type;', errors: [{ messageId: 'internal' }] },
  ],
});
