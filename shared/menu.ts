// The storefront menu (its groups and catalogue routes) and the admin form's option values for
// categories. This is the SEED of the categories table: at run time categories are data.
export const MENU_GROUPS = ['Products', 'Printed', 'Promotional Sky', 'Air Inflatable', 'Inflatable Tent', 'Kids Play', 'Event Setup', 'More'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const EVENT_SUBGROUPS = ['Wedding Setup', 'Corporate Setup'] as const;

export interface MenuCategorySeed {
  slug: string;
  name: string;
  group: MenuGroup;
  subgroup?: (typeof EVENT_SUBGROUPS)[number];
  /** The admin form's option value, where it differs from the menu slug. */
  alias?: string;
  /** The name in Hindi, where the seed gives one (the owner writes the others). */
  nameHi?: string;
}

/**
 * The category whose products are offered as extras to a decoration (tick boxes on /buy, "Add to your
 * decoration" on a product page). The owner fills it like any other category.
 */
export const ADD_ONS_SLUG = 'addons';

/** The admin option values that differ from the menu slug they stand for. */
const ALIASES: Readonly<Record<string, string>> = { latex: 'latexballoon', party: 'partyitem', foil: 'foilballoon', '6to14': '6to14feet' };

/** Hindi names the first start gives the balloon categories. */
const HINDI_NAMES: Readonly<Record<string, string>> = {
  latex: 'लेटेक्स गुब्बारे',
  party: 'पार्टी का सामान',
  foil: 'फ़ॉयल गुब्बारे',
  balloondecoration: 'गुब्बारों की सजावट',
  heliumballoon: 'हीलियम गुब्बारे',
  balloonbouquet: 'गुब्बारों का गुलदस्ता',
};

/** Each menu group (and Event Setup section) once, with its categories as slug: name in menu order. */
const GROUPED: readonly [MenuGroup, Readonly<Record<string, string>>, MenuCategorySeed['subgroup']?][] = [
  ['Products', { latex: 'Latex Balloon', party: 'Party Items', foil: 'Foil Balloon' }],
  ['Printed', { '9inch': '9 Inch Print', '12inch': '12 Inch Print', '36inch': '36 Inch Print', cromprint: 'Chrome Print', metallicprint: 'Metallic Print' }],
  ['Promotional Sky', { '6to14': '6 to 14 Feet', squareshape: 'Square Shape', blimpshape: 'Blimp Shape' }],
  ['Air Inflatable', { airdancer: 'Air Dancer', customizeinflatable: 'Customize Inflatable', characters: 'Characters' }],
  ['Inflatable Tent', { campaigntent: 'Campaign Tent', othertent: 'Other Tent' }],
  [
    'Kids Play',
    { jumping: 'Jumping', trampoline: 'Trampoline', inflatable: 'Swimming Pool', toymini: 'Toy Mini', ladderslide: 'Ladder Slide', playitems: 'Play Items' },
  ],
  [
    'Event Setup',
    {
      backdroppanels: 'Backdrop Panels',
      dashingentry: 'Dashing Entry',
      showerflower: 'Shower Flower',
      drysmoke: 'Dry Smoke',
      confettiblasting: 'Confetti Blasting',
    },
    'Wedding Setup',
  ],
  [
    'Event Setup',
    {
      AnnualGeneralMeeting: 'Annual General Meeting',
      EmployeeEvents: 'Employee Events',
      ProductivityWorkshops: 'Productivity Workshops',
      GrandOpenings: 'Grand Openings',
      ProductLaunch: 'Product Launch',
      OfficeDecoration: 'Office Decoration',
    },
    'Corporate Setup',
  ],
  [
    'More',
    {
      balloondecoration: 'Balloon Decoration',
      heliumballoon: 'Helium Balloon',
      garlandluxury: 'Garland Luxury',
      balloonbouquet: 'Balloon Bouquet',
      [ADD_ONS_SLUG]: 'Add-ons',
    },
  ],
];

export const MENU_CATEGORIES: readonly MenuCategorySeed[] = GROUPED.flatMap(([group, categories, subgroup]) =>
  Object.entries(categories).map(([slug, name]) => ({
    slug,
    name,
    group,
    ...(subgroup ? { subgroup } : {}),
    ...(ALIASES[slug] ? { alias: ALIASES[slug] } : {}),
    ...(HINDI_NAMES[slug] ? { nameHi: HINDI_NAMES[slug] } : {}),
  })),
);
