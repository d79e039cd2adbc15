import { describe, expect, it } from 'vitest';
import { isLang, LANGUAGES, langFromAcceptLanguage, matchLang, pickLang } from '../../shared/i18n';

describe('choosing a language', () => {
  it('knows its six languages, English first', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'de', 'es', 'pt-BR', 'ja']);
    expect(isLang('pt-BR')).toBe(true);
    expect(isLang('pt')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it('matches a tag exactly, then by its primary language, in any case', () => {
    expect(matchLang('fr')).toBe('fr');
    expect(matchLang('fr-CA')).toBe('fr');
    expect(matchLang('DE-at')).toBe('de');
    expect(matchLang('pt')).toBe('pt-BR');
    expect(matchLang('pt-PT')).toBe('pt-BR');
    expect(matchLang('ja-JP')).toBe('ja');
    expect(matchLang('es_419')).toBe('es');
    expect(matchLang('it')).toBeNull();
    expect(matchLang('')).toBeNull();
  });

  it('takes the first wanted language it speaks: ?lang=, then saved, then the browser, then English', () => {
    expect(pickLang(['ja', 'fr', 'de'])).toBe('ja');
    expect(pickLang([null, 'fr', 'de'])).toBe('fr');
    expect(pickLang([null, null, 'it-IT', 'de-CH'])).toBe('de');
    expect(pickLang([undefined, 'zz', 'it'])).toBe('en');
    expect(pickLang([])).toBe('en');
  });

  it('reads Accept-Language by quality, ignoring * and q=0', () => {
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(langFromAcceptLanguage('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(langFromAcceptLanguage('it, de;q=0.3')).toBe('de');
    expect(langFromAcceptLanguage('*, fr;q=0')).toBe('en');
    expect(langFromAcceptLanguage('pt-BR')).toBe('pt-BR');
    expect(langFromAcceptLanguage('garbage;;;q=x')).toBe('en');
    expect(langFromAcceptLanguage(null)).toBe('en');
  });
});
