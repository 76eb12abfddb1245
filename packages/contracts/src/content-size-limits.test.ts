import { describe, expect, it } from 'vitest';
import {
  contentSizeLimits,
  createPostInput,
  mainTaskSetInput,
  oversizedText,
  setPostTranslationInput,
  setTextInput,
  updatePostInput,
  utf8ByteLength,
} from './index.js';

const { htmlBytes, pageTextCharacters } = contentSizeLimits;

describe('the size limits of long texts (decision 0032)', () => {
  it('count UTF-8 bytes as the encoder does, a lone surrogate as the 3 bytes of U+FFFD', () => {
    for (const text of ['', 'abc', 'é', '가나다', '签证', '😀', 'a😀b가\u0000', '\ud83d', '\udc00x', 'x\ud83d\ud83d']) {
      expect(utf8ByteLength(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
    }
  });

  it('take a body at the limit and refuse one byte more, naming the field and the limit', () => {
    const body = (bytes: number) => `<p>${'가'.repeat(Math.floor((bytes - 7) / 3))}${'x'.repeat((bytes - 7) % 3)}</p>`;
    expect(utf8ByteLength(body(htmlBytes))).toBe(htmlBytes);
    const inputs = (content: string) => [
      createPostInput.safeParse({ kind: 'notice', title: '공지', content }),
      updatePostInput.safeParse({ id: 1, content }),
      setPostTranslationInput.safeParse({ postId: 1, lang: 'en', title: 'Notice', content }),
    ];
    for (const result of inputs(body(htmlBytes))) expect(result.success).toBe(true);
    for (const result of inputs(body(htmlBytes + 1))) {
      expect(oversizedText(result.error!.issues)).toEqual({
        field: 'content',
        limit: 'htmlBytes',
        message: 'content is at most 65,536 bytes (UTF-8)',
      });
    }
    const mainTask = mainTaskSetInput.safeParse({ category: 'category1', lang: 'ko', html: body(htmlBytes + 1) });
    expect(oversizedText(mainTask.error!.issues)).toMatchObject({ field: 'html', limit: 'htmlBytes' });
    const text = setTextInput.safeParse({ pageName: '홈', key: 'a', lang: 'ko', value: 'a'.repeat(pageTextCharacters + 1) });
    expect(oversizedText(text.error!.issues)).toMatchObject({ field: 'value', limit: 'pageTextCharacters' });
  });

  it('find no oversized text among other problems', () => {
    const result = createPostInput.safeParse({ kind: 'notice', title: '', content: 'a\u0000' });
    expect(result.success).toBe(false);
    expect(oversizedText(result.error!.issues)).toBeUndefined();
  });
});
