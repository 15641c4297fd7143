import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../shared/money.ts';
import { categoryKey, previewDescription } from '../../shared/text.ts';

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
