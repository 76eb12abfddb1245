import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-log.js';

describe('errorForLog', () => {
  it('keeps what went wrong and where, never the values a failed query ran with', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "staff_email"'), {
      code: '23505',
      detail: 'Key (email)=(hong@example.com) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "inquiries" ("name", "email") values ($1, $2)\nparams: 홍길동,hong@example.com\n두 번째 줄'),
      {
        query: 'insert into "inquiries" ("name", "email") values ($1, $2)',
        params: ['홍길동', 'hong@example.com'],
        cause: pgError,
      },
    );
    const logged = errorForLog(failed);
    expect(logged.message).toBe('Failed query: insert into "inquiries" ("name", "email") values ($1, $2)');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "inquiries"[^\n]*\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '23505', message: pgError.message });
    const text = JSON.stringify(logged);
    for (const value of ['홍길동', 'hong@example.com', '두 번째 줄', 'params']) expect(text).not.toContain(value);
  });
});
