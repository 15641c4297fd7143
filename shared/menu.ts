// The storefront menu of spec section 2 (catalogue routes) and the admin option values of
// section 9. This is the SEED of the categories table: at run time categories are data.
export const MENU_GROUPS = ['Products', 'Printed', 'Promotional Sky', 'Air Inflatable', 'Inflatable Tent', 'Kids Play', 'Event Setup', 'More'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const EVENT_SUBGROUPS = ['Wedding Setup', 'Corporate Setup'] as const;

export interface MenuCategorySeed {
  slug: string;
  name: string;
  group: MenuGroup;
  subgroup?: (typeof EVENT_SUBGROUPS)[number];
  /** The admin option value of spec section 9 where it differs from the menu slug. */
  alias?: string;
}

export const MENU_CATEGORIES: readonly MenuCategorySeed[] = [
  { slug: 'latex', name: 'Latex Balloon', group: 'Products', alias: 'latexballoon' },
  { slug: 'party', name: 'Party Items', group: 'Products', alias: 'partyitem' },
  { slug: 'foil', name: 'Foil Balloon', group: 'Products', alias: 'foilballoon' },
  { slug: '9inch', name: '9 Inch Print', group: 'Printed' },
  { slug: '12inch', name: '12 Inch Print', group: 'Printed' },
  { slug: '36inch', name: '36 Inch Print', group: 'Printed' },
  { slug: 'cromprint', name: 'Chrome Print', group: 'Printed' },
  { slug: 'metallicprint', name: 'Metallic Print', group: 'Printed' },
  { slug: '6to14', name: '6 to 14 Feet', group: 'Promotional Sky', alias: '6to14feet' },
  { slug: 'squareshape', name: 'Square Shape', group: 'Promotional Sky' },
  { slug: 'blimpshape', name: 'Blimp Shape', group: 'Promotional Sky' },
  { slug: 'airdancer', name: 'Air Dancer', group: 'Air Inflatable' },
  { slug: 'customizeinflatable', name: 'Customize Inflatable', group: 'Air Inflatable' },
  { slug: 'characters', name: 'Characters', group: 'Air Inflatable' },
  { slug: 'campaigntent', name: 'Campaign Tent', group: 'Inflatable Tent' },
  { slug: 'othertent', name: 'Other Tent', group: 'Inflatable Tent' },
  { slug: 'jumping', name: 'Jumping', group: 'Kids Play' },
  { slug: 'trampoline', name: 'Trampoline', group: 'Kids Play' },
  { slug: 'inflatable', name: 'Swimming Pool', group: 'Kids Play' },
  { slug: 'toymini', name: 'Toy Mini', group: 'Kids Play' },
  { slug: 'ladderslide', name: 'Ladder Slide', group: 'Kids Play' },
  { slug: 'playitems', name: 'Play Items', group: 'Kids Play' },
  { slug: 'backdroppanels', name: 'Backdrop Panels', group: 'Event Setup', subgroup: 'Wedding Setup' },
  { slug: 'dashingentry', name: 'Dashing Entry', group: 'Event Setup', subgroup: 'Wedding Setup' },
  { slug: 'showerflower', name: 'Shower Flower', group: 'Event Setup', subgroup: 'Wedding Setup' },
  { slug: 'drysmoke', name: 'Dry Smoke', group: 'Event Setup', subgroup: 'Wedding Setup' },
  { slug: 'confettiblasting', name: 'Confetti Blasting', group: 'Event Setup', subgroup: 'Wedding Setup' },
  { slug: 'AnnualGeneralMeeting', name: 'Annual General Meeting', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'EmployeeEvents', name: 'Employee Events', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'ProductivityWorkshops', name: 'Productivity Workshops', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'GrandOpenings', name: 'Grand Openings', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'ProductLaunch', name: 'Product Launch', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'OfficeDecoration', name: 'Office Decoration', group: 'Event Setup', subgroup: 'Corporate Setup' },
  { slug: 'balloondecoration', name: 'Balloon Decoration', group: 'More' },
  { slug: 'heliumballoon', name: 'Helium Balloon', group: 'More' },
  { slug: 'garlandluxury', name: 'Garland Luxury', group: 'More' },
  { slug: 'balloonbouquet', name: 'Balloon Bouquet', group: 'More' },
];
