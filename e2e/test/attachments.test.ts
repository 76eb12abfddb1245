import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { useSite } from './support';

const site = useSite();

/** A library item's attachments are offered as downloads on its page, with their original names. */
describe('library attachments on the public page', () => {
  it('lists the file under the Korean heading and downloads it with its Korean name', async () => {
    const services = createServices(site.database.db);
    const [item] = await site.publishedPosts('library');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
    const attachment = await services.content.files.addAttachment(item!.id, { name: '체류기간연장_신청서.pdf', bytes: pdf }, null);

    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto(site.url(`/library/${item!.id}?lang=ko`));
    const section = page.getByRole('region', { name: '첨부 파일' });
    const link = section.getByRole('link', { name: '체류기간연장_신청서.pdf' });
    expect(await link.getAttribute('href')).toBe(attachment.url);

    const download = await fetch(site.url(attachment.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('체류기간연장_신청서.pdf')}`);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
