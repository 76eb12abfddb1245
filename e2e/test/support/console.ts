// Staff accounts in the console: made, signed in, every screen opened once.
import { currentConsentVersion } from '@office/contracts';
import { type Page } from 'playwright-core';
import { createServices } from '@office/api/services';
import { posts } from '@office/db/schema';
import type { E2E } from './site.js';

/** A staff account as the console tests create and sign in with. */
export interface ConsoleAccount {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates the admin `account` and one inquiry, and returns every console screen an admin reaches
 * (the editors' screens included): the list the console-wide sweeps (axe, CSP) walk.
 */
export async function prepareConsoleScreens(site: E2E, account: ConsoleAccount & { role: 'admin' }): Promise<string[]> {
  const services = createServices(site.database.db);
  const member = await services.staff.accounts.create(account, null, 'test');
  const inquiry = await services.inquiries.submit({
    name: '화면 시험',
    phone: '01012341234',
    email: 'screens@example.com',
    content: '화면 점검용 문의입니다.',
    lang: 'ko',
    consent: true,
    consent_version: currentConsentVersion,
  });
  const rows = await site.database.db.select().from(posts);
  const withTable = rows.find((row) => row.kind === 'notice' && row.content.includes('<table>'))!;
  const libraryItem = rows.find((row) => row.kind === 'library')!;
  // A draft's unsaved version, as the post editor's 미리보기 makes it (decision 0050).
  const preview = await services.content.previews.create(
    { kind: 'post', postId: withTable.id, lang: 'ko', fields: { title: `${withTable.title} (고치는 중)`, content: withTable.content } },
    member,
  );
  return [
    '/admin/',
    '/admin/posts/notice',
    '/admin/posts/library',
    '/admin/posts/new?kind=notice',
    `/admin/posts/${withTable.id}`,
    `/admin/posts/${libraryItem.id}`,
    `/admin/posts/${withTable.id}?lang=ru`,
    `/admin/preview/${preview.id}`,
    '/admin/posts/notice?need=ja',
    '/admin/texts',
    '/admin/main-task',
    '/admin/office',
    '/admin/languages',
    '/admin/redirects',
    '/admin/inquiries',
    `/admin/inquiries/${inquiry.id}`,
    '/admin/outbox',
    '/admin/staff',
    '/admin/audit',
    '/admin/access-review',
    '/admin/account',
  ];
}

/** A new desktop page signed in to the console as `account`, on its home screen. */
export async function signInToConsole(site: E2E, account: ConsoleAccount): Promise<Page> {
  const { page } = await site.newPage({ viewport: 'desktop' });
  await page.goto(site.url('/admin/'));
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('heading', { name: `안녕하세요, ${account.displayName}님` }).waitFor();
  return page;
}
