import { describe, expect, it } from 'vitest';
import { categoryName, productDescription, productTitle, productTitleLang } from '../../shared/locale-text.ts';

const hindi = { title: 'Heart Foil Balloon', titleHi: 'दिल वाला गुब्बारा', description: 'Shiny.', descriptionHi: 'चमकीला।' };
const english = { title: 'Plain Latex Pack', titleHi: null, description: 'Round.', descriptionHi: null };

describe('texts in the page language', () => {
  it('gives the Hindi title and description on Hindi pages when the owner wrote them', () => {
    expect(productTitle(hindi, 'hi')).toBe('दिल वाला गुब्बारा');
    expect(productDescription(hindi, 'hi')).toBe('चमकीला।');
    expect(productTitleLang(hindi, 'hi')).toBe('hi');
  });

  it('falls back to English when there is no Hindi text: null, absent or only spaces', () => {
    expect(productTitle(english, 'hi')).toBe('Plain Latex Pack');
    expect(productDescription(english, 'hi')).toBe('Round.');
    expect(productTitle({ title: 'Old Row' }, 'hi')).toBe('Old Row');
    expect(productTitle({ title: 'Blank', titleHi: '  ' }, 'hi')).toBe('Blank');
    expect(productTitleLang(english, 'hi')).toBe('en');
  });

  it('gives English on English pages whatever Hindi there is', () => {
    expect(productTitle(hindi, 'en')).toBe('Heart Foil Balloon');
    expect(productDescription(hindi, 'en')).toBe('Shiny.');
    expect(productTitleLang(hindi, 'en')).toBe('en');
  });

  it('names a category in Hindi when it has a Hindi name, in English otherwise', () => {
    expect(categoryName({ name: 'Foil Balloon', nameHi: 'फ़ॉयल गुब्बारे' }, 'hi')).toBe('फ़ॉयल गुब्बारे');
    expect(categoryName({ name: 'Foil Balloon', nameHi: 'फ़ॉयल गुब्बारे' }, 'en')).toBe('Foil Balloon');
    expect(categoryName({ name: 'Jumping', nameHi: null }, 'hi')).toBe('Jumping');
  });
});
