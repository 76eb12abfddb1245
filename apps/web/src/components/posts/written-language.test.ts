import { describe, expect, it } from 'vitest';
import { koreanLangAttribute } from './written-language';

describe('koreanLangAttribute (language of parts on other-language pages)', () => {
  it('marks a mostly-Hangul text as Korean on the other four languages’ pages only', () => {
    expect(koreanLangAttribute('외국인 근로자 E-9 비자 연장 안내', 'en')).toBe('ko');
    expect(koreanLangAttribute('외국인 근로자 E-9 비자 연장 안내', 'ru')).toBe('ko');
    expect(koreanLangAttribute('외국인 근로자 E-9 비자 연장 안내', 'ko')).toBeUndefined();
  });

  it('leaves alone a text in another language that names a Korean place, and a text with no letters', () => {
    expect(koreanLangAttribute('Our office moved within 당진시 (Dangjin City)', 'en')).toBeUndefined();
    expect(koreanLangAttribute('Продление визы E-9', 'ru')).toBeUndefined();
    expect(koreanLangAttribute('2026-11-21 · 010-1234-5678', 'ja')).toBeUndefined();
  });
});
