import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../shared/money.ts';
import { queryFrom } from '../../app/features/catalogue/search-results.tsx';
import { productSummary } from '../../app/features/catalogue/product-view.tsx';
import { categoryKey, cutText, previewDescription } from '../../shared/text.ts';
import { searchHref } from '../../shared/urls.ts';
import { mailtoLink } from '../../app/features/shell/business.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('refuses fractions', () => {
    expect(() => formatRupees(10.5)).toThrow(TypeError);
  });
});

describe('previewDescription', () => {
  it('cuts to 40 characters and adds ...', () => {
    const long = 'Premium metallic latex balloons for birthday parties and more';
    expect(previewDescription(long)).toBe(`${long.slice(0, 40)}...`);
    expect(previewDescription(long)).toHaveLength(43);
  });
  it('leaves a short description whole', () => {
    expect(previewDescription('Short one')).toBe('Short one');
    expect(previewDescription('x'.repeat(40))).toBe('x'.repeat(40));
  });
});

describe('categoryKey', () => {
  it('lowercases and removes spaces', () => {
    expect(categoryKey('Annual General Meeting')).toBe('annualgeneralmeeting');
    expect(categoryKey('6to14')).toBe('6to14');
  });
});

describe('cutText', () => {
  it('counts and cuts by code point, never inside an emoji', () => {
    expect(cutText('a🎈b', 2)).toBe('a🎈');
    expect(cutText('a🎈b', 1)).toBe('a');
    expect(cutText('🎈🎉🎊', 2)).toBe('🎈🎉');
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('गुब्बारे', 3)).toBe('गुब');
  });

  it('keeps the search of 99 letters and an emoji whole, and its address can be built', () => {
    const q = queryFrom(new URLSearchParams(`q=${'a'.repeat(99)}%F0%9F%8E%88`));
    expect(q).toBe(`${'a'.repeat(99)}🎈`);
    expect(searchHref(q)).toBe(`/search?q=${'a'.repeat(99)}%F0%9F%8E%88`);
    const longer = queryFrom(new URLSearchParams(`q=${'a'.repeat(99)}${'%F0%9F%8E%88'.repeat(3)}`));
    expect(longer).toBe(`${'a'.repeat(99)}🎈`);
  });

  it('cuts a product page description between characters', () => {
    const summary = productSummary({ price: 100, description: `${'x'.repeat(149)}🎈🎈🎈🎈🎈🎈🎈🎈` } as never);
    expect(summary).toBe(`₹100 · ${'x'.repeat(149)}🎈...`);
  });
});

describe('mailtoLink', () => {
  it("encodes the address, so its ? and & never become the link's own fields", () => {
    expect(mailtoLink('x@y.io?bcc=attacker%40evil.example&body=hi')).toBe('mailto:x@y.io%3Fbcc%3Dattacker%2540evil.example%26body%3Dhi');
    expect(mailtoLink('ravi@example.in')).toBe('mailto:ravi@example.in');
  });

  it("adds a draft's subject and body after the encoded address", () => {
    expect(mailtoLink('a&b@example.in', 'Hi & bye', ['one', 'two'])).toBe('mailto:a%26b@example.in?subject=Hi%20%26%20bye&body=one%0Atwo');
  });
});
