// The owner-editable home content and the menu built from category data hold the spec's counts and texts.
import { describe, expect, it } from 'vitest';
import { FAQ, GALLERY_VIDEOS, HOT_SELLING, QUICK_VIEW, TESTIMONIALS, VIDEO_SLIDES, WHY_US } from '../../app/features/home/content.ts';
import { buildMenu } from '../../app/features/shell/site-header.tsx';
import type { Category } from '../../shared/catalog.ts';
import { FAQ_COUNT, GALLERY_VIDEO_COUNT, TESTIMONIAL_COUNT, VIDEO_SLIDE_DURATIONS_MS } from '../../shared/constants.ts';
import { MENU_CATEGORIES, MENU_GROUPS } from '../../shared/menu.ts';

describe('home content', () => {
  it('has twelve gallery videos, six testimonials of 4 or 5 stars and seven FAQ items', () => {
    expect(GALLERY_VIDEOS).toHaveLength(GALLERY_VIDEO_COUNT);
    expect(new Set(GALLERY_VIDEOS.map((v) => v.videoId)).size).toBe(12);
    expect(TESTIMONIALS).toHaveLength(TESTIMONIAL_COUNT);
    for (const t of TESTIMONIALS) {
      expect([4, 5]).toContain(t.rating);
      expect(t.name.trim()).not.toBe('');
      expect(t.user_content.trim()).not.toBe('');
    }
    expect(FAQ).toHaveLength(FAQ_COUNT);
    expect(FAQ.find((f) => /delivery take/.test(f.question))?.answer).toBe('7 to 10 days.');
    expect(FAQ.find((f) => /cities/.test(f.question))?.answer).toBe('PAN India.');
  });

  it('lists the five why-choose-us items and the quick-view and hot-selling targets', () => {
    expect(WHY_US.map((w) => w.title)).toEqual(['24 X 7 delivery', 'pure helium', 'expert technicians', 'PAN India', 'high quality products']);
    expect(QUICK_VIEW.map((c) => [c.label, c.category])).toEqual([
      ['Balloon Decoration', 'balloondecoration'],
      ['Helium Balloon', 'heliumballoon'],
      ['Garland Decoration', 'garlandluxury'],
      ['Balloon Bouquet', 'balloonbouquet'],
    ]);
    expect(HOT_SELLING.map((c) => [c.label, c.category])).toEqual([
      ['Printed Balloon', 'latex'],
      ['Kids', 'jumping'],
      ['Sky Balloon', '6to14'],
      ['Corporate Setup', 'AnnualGeneralMeeting'],
      ['Air Inflatable', 'airdancer'],
    ]);
    for (const c of [...QUICK_VIEW, ...HOT_SELLING]) expect(c.category).not.toMatch(/\//);
  });

  it('times the video slides at 12, 22 and 11 seconds', () => {
    expect(VIDEO_SLIDES.map((v) => v.durationMs)).toEqual([...VIDEO_SLIDE_DURATIONS_MS]);
  });
});

describe('main menu from category data', () => {
  const categories: Category[] = MENU_CATEGORIES.map((c, i) => ({
    id: i + 1,
    slug: c.slug,
    name: c.name,
    nameHi: null,
    menuGroup: c.group,
    menuSubgroup: c.subgroup ?? null,
    sortOrder: i,
    imageName: null,
    isActive: true,
  }));

  it('builds the eight dropdowns in order, Event Setup split into Wedding Setup and Corporate Setup', () => {
    const menu = buildMenu(categories);
    expect(menu.map((g) => g.label)).toEqual([...MENU_GROUPS]);
    const event = menu.find((g) => g.label === 'Event Setup')!;
    expect(event.sections.map((s) => s.heading)).toEqual(['Wedding Setup', 'Corporate Setup']);
    expect(event.sections[1]!.items[0]).toEqual({ label: 'Annual General Meeting', to: '/products?category=AnnualGeneralMeeting' });
    expect(menu.flatMap((g) => g.sections.flatMap((s) => s.items))).toHaveLength(MENU_CATEGORIES.length);
  });

  it('follows the data: a category the owner adds shows up, an empty group disappears', () => {
    const added: Category = {
      id: 99,
      slug: 'waterballoon',
      name: 'Water Balloon',
      nameHi: null,
      menuGroup: 'Products',
      menuSubgroup: null,
      sortOrder: 5,
      imageName: null,
      isActive: true,
    };
    const menu = buildMenu([...categories.filter((c) => c.menuGroup !== 'Inflatable Tent'), added]);
    expect(menu.map((g) => g.label)).not.toContain('Inflatable Tent');
    expect(menu[0]!.sections[0]!.items.map((i) => i.label)).toContain('Water Balloon');
  });
});
