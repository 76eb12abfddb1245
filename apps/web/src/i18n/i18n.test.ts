import type { TranslationEntry } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { negotiateLanguage, preferredLanguage, readCookie } from './negotiate';
import { createTextLookup, entriesOfTexts, resolveTexts } from './texts';
import { emptyTranslationEntry, type templatePage, withLanguage } from '@office/contracts/browser';

describe('negotiateLanguage', () => {
  it('prefers the URL, then the stored choice, then the browser, then Korean', () => {
    expect(negotiateLanguage({ param: 'ja', cookie: 'ru', acceptLanguage: 'en' })).toEqual({ lang: 'ja', source: 'url' });
    expect(negotiateLanguage({ param: 'xx', cookie: 'ru', acceptLanguage: 'en' })).toEqual({ lang: 'ru', source: 'stored' });
    expect(negotiateLanguage({ cookie: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toEqual({ lang: 'en', source: 'browser' });
    expect(negotiateLanguage({ acceptLanguage: 'fr-FR,de;q=0.8' })).toEqual({ lang: 'ko', source: 'default' });
    expect(negotiateLanguage({})).toEqual({ lang: 'ko', source: 'default' });
  });

  it('reads Accept-Language by quality, then order, among the five languages only', () => {
    expect(preferredLanguage('fr;q=1, ru;q=0.5, zh-CN;q=0.8')).toBe('zh');
    expect(preferredLanguage('ja, en')).toBe('ja');
    expect(preferredLanguage('en;q=0, ko;q=0.1')).toBe('ko');
    expect(preferredLanguage('th, fr')).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
  });

  it('reads one cookie among many', () => {
    expect(readCookie('a=1; lang=ru; b=2', 'lang')).toBe('ru');
    expect(readCookie('language=en', 'lang')).toBeUndefined();
    expect(readCookie(undefined, 'lang')).toBeUndefined();
  });
});

describe('text lookup', () => {
  const entries: TranslationEntry[] = [
    { ...emptyTranslationEntry('both'), korean: '한국어', english: 'English' },
    { ...emptyTranslationEntry('koOnly'), korean: '한국어만' },
    { ...emptyTranslationEntry('enOnly'), english: 'English only' },
    { ...emptyTranslationEntry('none'), korean: '' },
  ];
  const resolved = resolveTexts(entries, 'en');
  const t = createTextLookup<typeof templatePage>(resolved, 'en');

  it('gives the chosen language, else Korean marked as Korean, else the key', () => {
    expect(t('both' as 'title1')).toEqual({ text: 'English', lang: 'en' });
    expect(t('koOnly' as 'title1')).toEqual({ text: '한국어만', lang: 'ko' });
    expect(t('enOnly' as 'title1')).toEqual({ text: 'English only', lang: 'en' });
    expect(t('none' as 'title1')).toEqual({ text: 'none', lang: 'en' });
    expect(t('title2')).toEqual({ text: 'title2', lang: 'en' });
  });

  it('carries one text per key, and never a Korean text the page does not show', () => {
    expect(resolved).toEqual({ text: { both: 'English', koOnly: '한국어만', enOnly: 'English only' }, korean: ['koOnly'] });
    expect(resolveTexts(entries, 'ko')).toEqual({ text: { both: '한국어', koOnly: '한국어만' } });
  });

  it('turns back into entries that resolve the same, for the query cache', () => {
    for (const lang of ['en', 'ko', 'ru'] as const) {
      const texts = resolveTexts(entries, lang);
      expect(resolveTexts(entriesOfTexts(texts, lang), lang)).toEqual(texts);
    }
  });
});

describe('withLanguage', () => {
  it('sets, replaces and removes ?lang= and keeps the page’s other parameters', () => {
    expect(withLanguage('/about', 'en')).toBe('/about?lang=en');
    expect(withLanguage('/library?category=category2&lang=ko', 'ru')).toBe('/library?category=category2&lang=ru');
    expect(withLanguage('/notice?lang=ja&page=2', null)).toBe('/notice?page=2');
    expect(withLanguage('/?lang=zh', null)).toBe('/');
  });
});
