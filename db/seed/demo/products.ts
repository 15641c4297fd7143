// The demo catalogue: believable Indian-market products for every menu category, generated
// deterministically (a small seeded PRNG, never Math.random) so every seed run gives the same rows.
// Prices are whole rupees. The list is ordered round-robin across categories so that any prefix
// of it (seed limit) still covers many categories. The goods are written once, as the text table
// CATALOGUE below; readCatalogue() turns it into one spec per category, from which the products
// are built.
import { ADD_ONS_SLUG, MENU_CATEGORIES } from '../../../shared/menu.ts';
import type { MenuCategorySeed } from '../../../shared/menu.ts';
import { hashString, mulberry32, pick, type Rand } from './kit.ts';

export interface DemoProduct {
  categorySlug: string;
  title: string;
  /** The title in Hindi, for the products the table gives one. */
  titleHi?: string;
  description: string;
  price: number;
  stock: number;
  occassion: string;
  color: string;
  colorHex: string;
  material: string;
  brand: string;
  netquantity: string;
  about: string[];
}

interface Colour {
  name: string;
  hex: string;
}

/** Every colour a demo product comes in, by the name its listing gives it. */
const SHADES: Readonly<Record<string, string>> = {
  'Ruby Red': '#d7263d',
  'Hot Pink': '#ff3d8b',
  'Baby Pink': '#f7a8c4',
  'Rani Pink': '#e0218a',
  Peach: '#ffb38a',
  'Marigold Orange': '#f28c28',
  'Sunflower Yellow': '#ffc93c',
  'Mint Green': '#98e2c6',
  'Parrot Green': '#5cb85c',
  'Emerald Green': '#1f9d6b',
  Teal: '#13a3a3',
  'Sky Blue': '#5bc0eb',
  'Royal Blue': '#2d5bd7',
  'Navy Blue': '#1f2f6b',
  Lavender: '#b79ced',
  Purple: '#7b3fbf',
  Gold: '#d4a017',
  'Rose Gold': '#d9918a',
  Silver: '#b8bec7',
  White: '#f4f4f2',
  Black: '#232323',
  Maroon: '#7a1f2b',
  'Pastel Blue': '#a7c7e7',
  'Lemon Yellow': '#fbe77d',
  Ivory: '#f3ecd8',
  'Chrome Gold': '#c9a227',
  'Chrome Silver': '#a9b0b8',
  'Chrome Rose Gold': '#c98a7d',
  'Chrome Blue': '#2f6fd1',
  'Chrome Purple': '#7d4bc4',
  'Chrome Green': '#2f9e6a',
  'Chrome Red': '#c62a3a',
  'Metallic Gold': '#caa54a',
  'Metallic Silver': '#b5bcc4',
  'Metallic Pink': '#e07aa8',
  'Metallic Blue': '#3d7fd6',
  'Metallic Red': '#c0392b',
  'Metallic Green': '#2e9a5c',
  'Metallic Purple': '#8e5cc8',
  'Blush Pink': '#f4c2c2',
  'Haldi Yellow': '#f6c000',
  'Charcoal Grey': '#4a4f57',
  Saffron: '#ff9933',
  'India Green': '#138808',
  'Holographic Silver': '#c7ccd6',
  'Elephant Grey': '#8e949c',
  'Chocolate Brown': '#7b4a2e',
  Clear: '#dfeff7',
};

/** The colour ranges the table names in capitals (a palette is a list of SHADES' names). */
const PALETTES: Readonly<Record<string, string>> = {
  BRIGHT:
    'Ruby Red, Hot Pink, Baby Pink, Rani Pink, Peach, Marigold Orange, Sunflower Yellow, Mint Green, Parrot Green, Emerald Green, Teal, Sky Blue, Royal Blue, Navy Blue, Lavender, Purple, Gold, Rose Gold, Silver, White, Black, Maroon',
  PASTEL: 'Baby Pink, Pastel Blue, Mint Green, Lavender, Peach, Lemon Yellow, Ivory, Rose Gold',
  CHROME: 'Chrome Gold, Chrome Silver, Chrome Rose Gold, Chrome Blue, Chrome Purple, Chrome Green, Chrome Red',
  METALLIC: 'Metallic Gold, Metallic Silver, Metallic Pink, Metallic Blue, Metallic Red, Metallic Green, Metallic Purple',
  WEDDING: 'Ivory, Maroon, Rani Pink, Gold, Marigold Orange, Blush Pink, Emerald Green, Haldi Yellow',
  CORPORATE: 'Royal Blue, Navy Blue, Teal, Silver, White, Gold, Ruby Red, Charcoal Grey',
  PROMO: 'Ruby Red, Royal Blue, Sunflower Yellow, Parrot Green, Marigold Orange, Purple, White, Teal, Saffron',
  KIDS: 'Ruby Red, Sky Blue, Sunflower Yellow, Parrot Green, Hot Pink, Marigold Orange, Purple, Royal Blue',
  TRICOLOUR: 'Saffron, White, India Green',
};

/**
 * The kinds of category (the table names one for each category) and what their categories share unless
 * the table says otherwise: the brands, the occasions (or another kit's, named in capitals) and the
 * palette.
 */
const KITS: Readonly<Record<string, { brands: string; occasions: string; colours: string }>> = {
  HOME: {
    brands: 'Gubbara, Rangoli Party Co., Khushi Balloons, Utsav Decor, Jashn Decor',
    occasions:
      'Birthday, First Birthday, Baby Shower, Anniversary, Diwali, Holi, Naming Ceremony, Griha Pravesh, New Year, Christmas, Engagement, Independence Day, Welcome Baby',
    colours: 'BRIGHT',
  },
  PRINT: { brands: 'Gubbara, Navrang Prints, Rangoli Party Co., Khushi Balloons', occasions: 'HOME', colours: 'BRIGHT' },
  PROMO: {
    brands: 'SkyHigh India, Aakash Promotions, Gubbara, Mela Inflatables',
    occasions: 'Corporate Launch, Store Opening, Diwali Sale, Trade Fair, Exhibition, Election Campaign, Independence Day, Navratri Mela',
    colours: 'PROMO',
  },
  KIDS: {
    brands: 'Bachpan Play, Tamasha Toys, Mela Inflatables, Gubbara',
    occasions: 'Birthday, Summer Holidays, School Carnival, Diwali Mela, Holi, Society Fest, Children Day',
    colours: 'KIDS',
  },
  WEDDING: {
    brands: 'Shagun Events, Utsav Decor, Baraat Fx, Gubbara',
    occasions: 'Wedding, Sangeet, Mehendi, Haldi, Engagement, Reception, Anniversary',
    colours: 'WEDDING',
  },
  CORPORATE: {
    brands: 'Utsav Decor, Anand Events, SkyHigh India, Gubbara',
    occasions: 'Corporate Launch, Annual Day, Diwali, Independence Day, Republic Day, Founders Day, New Year, Christmas',
    colours: 'CORPORATE',
  },
};

interface ItemOptions {
  material?: string;
  /** The occasion the item is made for (otherwise picked from the category's list). */
  occ?: string;
  colours?: readonly Colour[];
  /** The title in Hindi (without the colour the English title may add). */
  hi?: string;
}

/** [title core, price in whole rupees, net quantity, options] */
type Item = readonly [string, number, string, ItemOptions?];

interface CategorySpec {
  slug: string;
  material: readonly string[];
  brands: readonly string[];
  occasions: readonly string[];
  colours: readonly Colour[];
  /** Append " - Colour" to the title (for small goods sold by colour). */
  colourInTitle: boolean;
  /** Upper bound of typical stock (big inflatables are kept in small numbers). */
  stockMax: number;
  /** Optional clamp [min, max] for the varied prices. */
  priceRange?: readonly [number, number];
  items: readonly Item[];
  /** Description templates: {color} {Color} {occ} {occ2} {brand} */
  blurbs: readonly string[];
  about: readonly string[];
}

/**
 * The goods of every category, a block each (blank lines between):
 *
 *   ## slug | KIT | stock N [| colour in title] [| prices MIN-MAX]
 *   materials: A; B                    the materials a product may be made of
 *   colours: PALETTE, Name, …          instead of the kit's palette
 *   occasions: KIT, Occasion, …        instead of the kit's occasions
 *   + Title | price in rupees | net quantity [| occasion: …] [| material: …] [| colours: …] [| hi: Hindi title]
 *   > a description ({color} {Color} {occ} {occ2} {brand} are filled per product)
 *   - an "About This Item" line
 *
 * A stock is the most a product of the category may have; prices clamp the varied prices. In a list,
 * a name in capitals stands for a whole palette (colours) or a kit's occasions.
 */
const CATALOGUE = `
## latex | HOME | stock 500 | colour in title
materials: Natural Latex
+ Matte Latex Balloons 10 inch, Pack of 50 | 349 | 50 Pieces | hi: मैट लेटेक्स गुब्बारे 10 इंच, 50 का पैक
+ Metallic Pearl Latex Balloons 12 inch, Pack of 100 | 599 | 100 Pieces | hi: मेटैलिक पर्ल लेटेक्स गुब्बारे 12 इंच, 100 का पैक
+ Plain Round Latex Balloons 9 inch, Pack of 50 | 199 | 50 Pieces | hi: सादे गोल लेटेक्स गुब्बारे 9 इंच, 50 का पैक
+ Heavy Duty Latex Balloons 18 inch, Pack of 25 | 649 | 25 Pieces | hi: मज़बूत लेटेक्स गुब्बारे 18 इंच, 25 का पैक
+ Link Latex Balloons for Garlands, Pack of 50 | 449 | 50 Pieces | hi: माला के लिए लिंक लेटेक्स गुब्बारे, 50 का पैक
+ Confetti Filled Clear Latex Balloons, Pack of 30 | 499 | 30 Pieces | hi: कॉन्फ़ेटी भरे पारदर्शी लेटेक्स गुब्बारे, 30 का पैक
> Thick {color} latex that holds air for days and helium for 10 to 12 hours. Ideal for {occ} and {occ2} arches, ceilings and photo corners.
> Even, streak-free {color} balloons that inflate to a perfect round. A home favourite for {occ} decoration and return-gift bunches.
> Biodegradable natural latex balloons in {color}. Mix them with other shades for a {occ} garland or tie them in bunches of five.
- Made from 100 percent natural rubber latex.
- Inflates with a hand pump, electric pump or helium.
- Uniform colour with no white patches after inflation.
- Holds air for 3 to 5 days indoors.
- Ribbon not included; pair with our curling ribbon.
- Keep away from direct sun and sharp edges.
- Not suitable for children under 8 without supervision.
- Biodegradable and free of harmful dyes.

## party | HOME | stock 400 | colour in title
materials: Paper and Foil; Cardstock and Glitter; Paraffin Wax; Tissue Paper
+ Happy Birthday Foil Letter Banner Set | 249 | 1 Set | occasion: Birthday | material: Metallised Foil and Satin Ribbon
+ Metallic Curtain Fringe Backdrop, 3 x 6 ft | 199 | 2 Pieces | material: Metallised PET Foil
+ Spiral Birthday Candles with Holders, Pack of 24 | 129 | 24 Pieces | occasion: Birthday | material: Paraffin Wax
+ Glitter Cone Party Caps, Pack of 10 | 179 | 10 Pieces | material: Cardstock and Glitter
+ Complete Birthday Decoration Kit, 62 Pieces | 799 | 62 Pieces | occasion: Birthday | material: Latex, Foil and Paper (assorted)
+ Baby Shower Bunting and Cake Topper Combo | 349 | 1 Set | occasion: Baby Shower | material: Cardstock | colours: PASTEL
+ Paper Honeycomb Hanging Fans, Set of 6 | 299 | 6 Pieces | material: Tissue Paper
> Everything you need to dress up a room for a {occ} party in {color}, ready to hang in under fifteen minutes with the included tape.
> Party essentials in cheerful {color} for {occ} and {occ2} celebrations at home, in school or at the office.
> Reusable {color} party decor that folds flat after the {occ} celebration and comes out again next year.
- Pre-strung and ready to hang.
- Double-sided glue dots included.
- Folds flat for storage after the party.
- Safe, non-toxic inks and glitter.
- Looks great in photos under warm light.
- Works for home, school and office parties.
- Keep away from open flames and diyas.

## foil | HOME | stock 500 | colour in title
materials: Metallised Foil (Nylon); Metallised BOPET Foil
colours: METALLIC, Rose Gold, Holographic Silver
+ Star Foil Balloon 18 inch | 79 | 1 Piece | hi: तारा फ़ॉयल गुब्बारा 18 इंच
+ Heart Foil Balloons 18 inch, Pack of 5 | 299 | 5 Pieces | colours: Metallic Red, Metallic Pink, Rose Gold | hi: दिल वाले फ़ॉयल गुब्बारे 18 इंच, 5 का पैक
+ Number Foil Balloon 32 inch (Any Digit 0-9) | 149 | 1 Piece | hi: अंक वाला फ़ॉयल गुब्बारा 32 इंच (0 से 9 कोई भी अंक)
+ Alphabet Foil Letters 16 inch, Custom Name Set | 599 | 1 Set | hi: अक्षर फ़ॉयल गुब्बारे 16 इंच, नाम का सेट
+ Crescent Moon and Star Foil Balloon Pair | 249 | 2 Pieces | hi: चाँद और तारा फ़ॉयल गुब्बारों की जोड़ी
+ Round Orbz 4D Foil Balloon 22 inch | 399 | 1 Piece | hi: गोल 4D फ़ॉयल गुब्बारा 22 इंच
> Shiny {color} foil balloon with a self-sealing valve; fill with air using the straw provided or with helium to float. A {occ} classic.
> Mirror-finish {color} foil that keeps its shape for weeks. Great for cake tables, name walls and {occ} photo backdrops.
> Reusable {color} foil balloon: deflate it after the {occ} and fill it again for the {occ2}.
- Self-sealing valve, no knot or clip needed.
- Fills with air or helium.
- Stays inflated for 2 to 3 weeks with air.
- Straw for filling included.
- Do not overinflate; stop when the seams smooth out.
- Not for use near overhead power lines.
- Can be deflated and reused.

## 9inch | PRINT | stock 500 | colour in title
materials: Natural Latex, Screen Printed
+ Happy Birthday Printed Balloons 9 inch, Pack of 50 | 299 | 50 Pieces | occasion: Birthday
+ Custom Logo Printed Balloons 9 inch, 1 Colour, 500 Pcs | 1899 | 500 Pieces
+ Polka Dot Printed Balloons 9 inch, Pack of 100 | 449 | 100 Pieces
+ It's a Boy / It's a Girl Print Balloons 9 inch, 50 Pcs | 349 | 50 Pieces | occasion: Baby Shower | colours: Baby Pink, Pastel Blue
+ Happy Diwali Diya Print Balloons 9 inch, Pack of 50 | 329 | 50 Pieces | occasion: Diwali | colours: Marigold Orange, Gold, Maroon, Rani Pink
> Compact 9 inch {color} balloons with a crisp one-side print. Perfect for filling corners and ceilings at a {occ} party without bulk.
> Budget-friendly 9 inch printed balloons in {color}; the print stays sharp and readable when inflated to about 8 inches.
> Small printed {color} balloons that make easy return gifts or a {occ} table scatter. Custom prints ready in 5 working days.
- Inflated size about 9 inches.
- Screen printed with non-toxic ink.
- Print is sharpest when inflated to 8 inches.
- Custom text or logo available on bulk orders.
- Proof shared on WhatsApp before printing.
- Minimum custom order 500 pieces.

## 12inch | PRINT | stock 500 | colour in title
materials: Natural Latex, Screen Printed
+ Custom Logo Printed Balloons 12 inch, 2 Colour, 500 Pcs | 3499 | 500 Pieces
+ Happy Anniversary Printed Balloons 12 inch, Pack of 50 | 449 | 50 Pieces | occasion: Anniversary
+ Independence Day Tricolour Print Balloons 12 inch, 50 Pcs | 399 | 50 Pieces | occasion: Independence Day | colours: TRICOLOUR
+ Wedding Monogram Printed Balloons 12 inch, Pack of 100 | 1299 | 100 Pieces | occasion: Wedding | colours: WEDDING
+ Baby Shower Footprint Print Balloons 12 inch, Pack of 50 | 429 | 50 Pieces | occasion: Baby Shower | colours: PASTEL
+ Store Opening Printed Balloons 12 inch, 4 Side, 250 Pcs | 2999 | 250 Pieces | occasion: Store Opening
> Our best-selling 12 inch size in {color} with a bold print that reads from across the hall. Loved for {occ} and {occ2} decor.
> 12 inch {color} printed balloons that hold helium for up to 12 hours; ideal for {occ} bunches, arches and entrance gates.
> Branded 12 inch {color} balloons for shop fronts, school events and {occ} celebrations, printed in our own unit.
- Inflated size about 12 inches.
- One, two or four side print options.
- Helium float time 10 to 12 hours.
- Pantone colour matching on custom orders.
- Dispatch within 5 working days of artwork approval.
- Printed with food-grade, odourless inks.
- Bulk discounts above 1000 pieces.

## 36inch | PRINT | stock 200 | colour in title
materials: Heavy Natural Latex, Printed
+ Jumbo 36 inch Printed Balloon with Custom Name | 349 | 1 Piece
+ Giant 36 inch Logo Print Balloons, Pack of 10 | 2499 | 10 Pieces
+ Jumbo 36 inch Confetti Print Balloon with Tassel Tail | 449 | 1 Piece
+ 36 inch Happy Birthday Print Balloon, Pack of 5 | 999 | 5 Pieces | occasion: Birthday
+ 36 inch Just Married Print Balloon Pair | 699 | 2 Pieces | occasion: Wedding | colours: White, Gold, Ruby Red
> A giant {color} 3 foot balloon with a large print that becomes the centre of any {occ} photo. Fill with helium for a floating statement.
> Jumbo 36 inch {color} balloon, printed on heavy latex that takes a full helium fill. Pair it with a tassel tail for {occ}.
> Big, bold and printed: a {color} jumbo balloon for cake cutting, stage corners and {occ} entry gates.
- Inflated size up to 36 inches.
- Needs about 0.4 cubic metre of helium to float.
- Use an electric pump for air filling.
- Extra thick latex resists bursting.
- Tassel tail sold separately unless mentioned.
- Best used indoors or in light wind.

## cromprint | PRINT | stock 300 | colour in title
materials: Chrome Latex, Printed
colours: CHROME
+ Chrome Latex Balloons 12 inch, Pack of 50 | 699 | 50 Pieces
+ Chrome Print Happy Birthday Balloons 12 inch, Pack of 25 | 549 | 25 Pieces | occasion: Birthday
+ Chrome Custom Logo Balloons 12 inch, 200 Pcs | 3999 | 200 Pieces
+ Chrome Confetti Print Balloons 10 inch, Pack of 30 | 479 | 30 Pieces
+ Chrome Balloon Garland Kit, 120 Pieces | 1499 | 120 Pieces
> Mirror-like {color} balloons with a crisp print. They catch every light at a {occ} party and photograph beautifully.
> Premium {color} balloons for luxury {occ} and {occ2} setups; they pair well with white and nude pastels.
> {Color} balloons that look like polished metal when inflated to the right size, printed with a sharp white or black design.
- High-shine chrome finish.
- Inflate to 11 inches for the best mirror effect.
- Overinflating makes the chrome look dull.
- Print in white or black ink.
- Holds air for 3 to 4 days.
- Handle with dry hands to avoid smudges.

## metallicprint | PRINT | stock 400 | colour in title
materials: Metallic Latex, Printed
colours: METALLIC
+ Metallic Print Balloons 10 inch, Pack of 50 | 349 | 50 Pieces
+ Metallic Gold Star Print Balloons 12 inch, Pack of 50 | 499 | 50 Pieces | colours: Metallic Blue, Metallic Red, Metallic Purple
+ Metallic Custom Print Balloons 12 inch, 1 Side, 300 Pcs | 2799 | 300 Pieces
+ Metallic Print Wedding Balloons 12 inch, Pack of 100 | 899 | 100 Pieces | occasion: Wedding
+ Metallic Print Diwali Balloons 12 inch, Pack of 50 | 459 | 50 Pieces | occasion: Diwali | colours: Metallic Gold, Metallic Red
> Pearly {color} balloons with a soft sheen and a sharp print. A rich look for {occ} without the chrome price.
> {Color} latex printed in-house; great for {occ} arches, pillars and table centrepieces.
> Satin-shine {color} printed balloons that glow under fairy lights at {occ} and {occ2} parties.
- Pearlescent metallic finish.
- Screen printed on one or more sides.
- Works with air or helium.
- Ideal for arches and pillars.
- Custom artwork supported.
- Store in a cool, dark place before use.

## 6to14 | PROMO | stock 25 | prices 8499-44999
materials: PVC 0.18 mm, Digitally Printed; Heavy PVC 0.20 mm
+ Promotional Sky Balloon 6 ft with Logo Print | 8499 | 1 Unit
+ Promotional Sky Balloon 8 ft, 4 Side Branding | 12999 | 1 Unit
+ Promotional Sky Balloon 10 ft with Tether Kit | 18999 | 1 Unit
+ Promotional Sky Balloon 12 ft, Heavy PVC | 27999 | 1 Unit
+ Promotional Sky Balloon 14 ft, Full Wrap Print | 44999 | 1 Unit
+ Rooftop Sky Balloon 10 ft with LED Lights | 24999 | 1 Unit | occasion: Diwali Sale
> A {color} round sky balloon that floats above your rooftop and is visible from a kilometre away. Made for {occ} and {occ2} promotions.
> Helium sky balloon in {color} PVC with your logo printed on four sides. Comes with a tether rope, repair kit and storage bag.
> Rooftop advertising balloon in {color} for shop fronts, showrooms and {occ} campaigns. Reusable for years with care.
- Sizes from 6 to 14 feet diameter.
- Heavy PVC with welded seams.
- Digital print of logo on up to four sides.
- Needs helium gas; cylinder not included.
- Tether rope, net and repair kit included.
- Fly below 60 metres as per local rules.
- Bring down in winds above 25 km per hour.
- Artwork proof before production.

## squareshape | PROMO | stock 20 | prices 8499-44999
materials: PVC 0.20 mm, Digitally Printed
+ Square Sky Balloon 6 x 6 ft, 4 Panel Print | 13999 | 1 Unit
+ Cube Sky Balloon 8 ft with Logo on All Faces | 21999 | 1 Unit
+ Square Advertising Balloon 10 ft, Heavy PVC | 32999 | 1 Unit
+ Mini Square Promo Balloon 4 ft | 8999 | 1 Unit
+ Square Sky Balloon 12 ft with Night Lighting | 42999 | 1 Unit
> A {color} cube-shaped sky balloon that gives every face a flat, billboard-like panel for your brand during a {occ}.
> Square promotional balloon in {color} PVC; flat faces keep logos undistorted. Popular with dealers for {occ} and {occ2} offers.
> Eye-catching {color} square sky balloon for {occ} campaigns, visible over crowded market streets and highways.
- Cube shape with four flat print faces.
- Helium filled; tether rope included.
- Welded and double-stitched corners.
- Optional LED lighting for night display.
- Folds into a carry bag after use.
- Repair patches included.

## blimpshape | PROMO | stock 15 | prices 8499-44999
materials: PVC 0.18 mm; Heavy Duty PVC 0.20 mm
+ Blimp Sky Balloon 12 ft with Fins | 19999 | 1 Unit
+ Blimp Advertising Balloon 16 ft, Double Side Print | 34999 | 1 Unit
+ Helium Blimp 10 ft for Indoor Arenas | 15999 | 1 Unit
+ Blimp Sky Balloon 20 ft, Heavy Duty PVC | 44999 | 1 Unit
+ Mini Blimp 8 ft with Banner Skirt | 11999 | 1 Unit
> Airship-style {color} blimp with tail fins that keep it pointed into the wind, with a long side panel for your {occ} message.
> Helium blimp in {color} for stadiums, malls and {occ} roadshows. Both sides carry a full-length print.
> A {color} flying blimp that turns heads at {occ} and {occ2} events; tethered with a two-point rope for stability.
- Classic airship shape with three fins.
- Long side panels for banners.
- Two-point tether for steady flight.
- Indoor and outdoor versions available.
- Helium not included.
- Ships folded in a heavy-duty bag.
- Two year warranty against seam leaks.

## airdancer | PROMO | stock 40
materials: Ripstop Polyester 190T
+ Single Leg Air Dancer 18 ft with Blower | 14999 | 1 Set
+ Double Leg Air Dancer 20 ft with Blower | 21999 | 1 Set
+ Air Dancer Sky Tube with Custom Face 15 ft | 12999 | 1 Set
+ Mini Tabletop Air Dancer 6 ft | 5999 | 1 Set
+ Air Dancer with Logo Print 20 ft, Rain Cover | 24999 | 1 Set
> A waving {color} air dancer that pulls walk-in customers to your shop during a {occ}. Runs all day on a 1 HP blower.
> Tall {color} sky tube with arms that flail in the air stream; a proven crowd puller for petrol pumps, showrooms and {occ} offers.
> Fun {color} dancing inflatable for {occ} and {occ2} events; the waving arms catch the eye of every passing bike and car.
- Blower included with 3 pin plug.
- Runs on 230 V single phase power.
- Rain cover for the blower included.
- Custom face or logo print available.
- Sets up in five minutes.
- Tear-resistant ripstop fabric.
- Do not run unattended in storms.

## customizeinflatable | PROMO | stock 10
materials: PVC Tarpaulin 0.45 mm; Oxford 210D with PU coating
+ Custom Inflatable Product Replica 10 ft | 49999 | 1 Unit
+ Inflatable Entry Arch 20 ft with Logo Print | 34999 | 1 Unit
+ Inflatable Bottle Replica 12 ft | 42999 | 1 Unit | occasion: Corporate Launch
+ Inflatable Mascot Costume, Custom Design | 18999 | 1 Unit
+ Inflatable Mobile Phone Replica 8 ft | 29999 | 1 Unit
> Made to order: your product, mascot or logo as a giant {color} inflatable for {occ} and {occ2} activations. 3D mock-up shared before production.
> Custom {color} inflatable built to your drawing, with an always-on blower. Perfect for {occ} and marathons.
> A giant {color} replica that stops traffic at {occ} events; blower, ropes and stakes included.
- Built to your design and brand colours.
- 3D mock-up approval before cutting.
- Production time 10 to 15 working days.
- Continuous blower with rain cover.
- Ground stakes and tie-down ropes included.
- Repair kit and carry bag included.

## characters | PROMO | stock 12
materials: Oxford 210D; PVC Tarpaulin 0.45 mm
occasions: PROMO, Christmas, Birthday
+ Inflatable Welcome Chef Character 10 ft | 27999 | 1 Unit | occasion: Store Opening | colours: White
+ Inflatable Santa Claus 8 ft with LED | 16999 | 1 Unit | occasion: Christmas | colours: Ruby Red
+ Inflatable Cartoon Elephant 12 ft | 32999 | 1 Unit | colours: Elephant Grey, Sky Blue
+ Inflatable Doctor Character 10 ft for Clinics | 26999 | 1 Unit | occasion: Store Opening | colours: White, Sky Blue
+ Inflatable Lion Mascot 12 ft | 31999 | 1 Unit | colours: Marigold Orange, Sunflower Yellow
+ Inflatable Teddy Bear 8 ft | 22999 | 1 Unit | occasion: Birthday | colours: Chocolate Brown, Baby Pink
> A friendly {color} inflatable character that waves in customers at restaurant doors, clinics and {occ} events.
> Giant {color} cartoon character that children love to pose with at {occ} and {occ2} celebrations. Blower included.
> Cheerful {color} mascot inflatable built from tough fabric with printed details; sets up in minutes and packs small.
- Printed face and details, no loose parts.
- Blower included.
- Internal LED option for night use.
- Ground stakes and ropes included.
- Suitable for indoor and outdoor use.
- Wipe clean with a damp cloth.

## campaigntent | PROMO | stock 10
materials: Oxford 210D with TPU Airframe; PVC Tarpaulin 0.6 mm
+ Inflatable Campaign Tent 3 x 3 m with Branding | 54999 | 1 Unit
+ Inflatable Gazebo Tent 4 x 4 m, Four Leg | 69999 | 1 Unit
+ Promo Canopy Tent 3 x 3 m, Full Print | 38999 | 1 Unit
+ Inflatable Election Campaign Booth 3 m | 44999 | 1 Unit | occasion: Election Campaign
+ Roadshow Inflatable Tent 5 x 5 m | 99999 | 1 Unit
> Sealed-air {color} gazebo that goes up in three minutes with a hand pump; printed walls carry your message for {occ} and {occ2} roadshows.
> Inflatable {color} campaign tent for {occ} booths, sampling counters and village activations. No poles, no ropes, no fuss.
> Branded {color} inflatable tent with optional side walls for {occ} events.
- Airtight TPU bladders, no running blower needed.
- Sets up in under 5 minutes.
- Optional zip-on side walls.
- Full-colour dye-sublimation print.
- Withstands light rain and wind.
- Packs into a trolley bag.
- Hand pump and repair kit included.

## othertent | PROMO | stock 8
materials: PVC Tarpaulin 0.6 mm; Oxford 420D with PVC Airframe
occasions: PROMO, Wedding, Medical Camp
+ Inflatable Dome Tent 5 m for Events | 89999 | 1 Unit | material: PVC Tarpaulin 0.6 mm
+ Inflatable Spider Tent 6 m | 129999 | 1 Unit | material: Oxford 420D with PVC Airframe
+ Inflatable Igloo Photo Booth 3 m | 39999 | 1 Unit | occasion: Wedding | material: PVC Tarpaulin 0.6 mm
+ Inflatable Medical Camp Tent 4 x 6 m | 74999 | 1 Unit | occasion: Medical Camp | colours: White, Sky Blue
+ Clear Bubble Tent 4 m with Tunnel | 59999 | 1 Unit | material: Clear PVC 0.8 mm | colours: Clear
> A {color} inflatable dome that becomes an instant pavilion for {occ} and {occ2} gatherings, with wide arched doors and a fully printable skin.
> Large {color} event tent on an inflatable frame: no steel structure, no digging, ready in fifteen minutes.
> Striking {color} inflatable shelter for {occ} venues, photo booths and hospitality lounges, anchored with sand bags or stakes.
- Blower-supported or sealed-air versions.
- Wide arched entrances on two or more sides.
- Ground sheet and anchor kit included.
- Fire-retardant fabric on request.
- Ready in about 15 minutes.
- Can be linked with tunnels.

## jumping | KIDS | stock 12 | prices 25999-179999
materials: PVC Tarpaulin 0.55 mm; Commercial PVC 0.55 mm with Oxford Base
+ Bouncy Castle 10 x 10 ft with Blower | 34999 | 1 Unit
+ Jumping Castle with Slide 15 x 12 ft | 74999 | 1 Unit
+ Commercial Bouncy Castle 20 x 15 ft | 124999 | 1 Unit
+ Mini Toddler Bouncer 8 x 8 ft | 25999 | 1 Unit
+ Combo Bounce House with Obstacle Course 30 ft | 179999 | 1 Unit
+ Jungle Theme Jumping Castle 12 x 12 ft | 54999 | 1 Unit
> A bright {color} jumping castle with turrets, safety netting and a padded front step. The highlight of every {occ} party and society fest.
> Commercial-grade {color} bouncy castle with quadruple-stitched seams, built for daily use at play zones, melas and {occ} events.
> {Color} bounce house for {occ} fun, with a soft landing step, mesh walls so parents can watch, and a quiet blower.
- Commercial-grade PVC tarpaulin.
- Continuous 1.5 HP blower included.
- Safety netting on all open sides.
- Quadruple-stitched stress points.
- Ground stakes and repair kit included.
- Recommended for ages 3 to 12.
- Adult supervision required at all times.
- Lead-free and phthalate-free material.

## trampoline | KIDS | stock 30
materials: Galvanised Steel Frame, PP Mat; Powder-Coated Steel, PP Mat
+ Trampoline 8 ft with Safety Net | 18999 | 1 Unit | material: Galvanised Steel Frame, PP Mat
+ Trampoline 12 ft with Enclosure and Ladder | 29999 | 1 Unit
+ Mini Fitness Trampoline 40 inch | 3499 | 1 Unit | material: Powder-Coated Steel, PP Mat
+ Commercial Bungee Trampoline, 4 Station | 189999 | 1 Set
+ Kids Trampoline 55 inch with Handle | 5499 | 1 Unit
> Galvanised steel trampoline with a {color} padded frame cover and a full safety enclosure for safe bouncing on terraces and lawns.
> Rust-proof trampoline in {color} with a UV-stable mat; a garden favourite for {occ} and summer holidays.
> A {color} trampoline built for {occ} fun and daily exercise, with a padded frame and a tall enclosure net.
- Rust-resistant galvanised frame.
- UV-stabilised PP jumping mat.
- Thick foam spring cover.
- Safety net with zip entry.
- Tool-free assembly in under an hour.
- One person at a time recommended.

## inflatable | KIDS | stock 150
materials: PVC 0.3 mm; Heavy PVC 0.55 mm
occasions: Summer Holidays, Holi, Birthday, Society Fest, Pool Party
+ Inflatable Swimming Pool 6 ft Family Size | 2499 | 1 Unit
+ Inflatable Pool 10 ft with Electric Pump | 5999 | 1 Set
+ Baby Inflatable Pool 4 ft with Shade | 1499 | 1 Unit
+ Commercial Inflatable Pool 20 x 15 ft | 44999 | 1 Unit
+ Inflatable Ball Pool 5 ft with 100 Balls | 2999 | 1 Set
> Beat the Indian summer with a {color} inflatable pool that fits a balcony or terrace. Three-ring walls and a cushioned floor.
> {Color} inflatable pool for Holi water play, {occ} and lazy summer afternoons; drains quickly through the side valve.
> Sturdy {color} pool for kids and families, quick to inflate with a foot pump and easy to fold away after the season.
- Thick PVC walls with three air rings.
- Inflatable cushioned floor.
- Quick drain valve.
- Repair patches included.
- Adult supervision required near water.
- Dry fully before packing away.

## toymini | KIDS | stock 500 | colour in title
materials: Soft PVC; Phthalate-free PVC
+ Inflatable Beach Ball 16 inch, Pack of 3 | 299 | 3 Pieces
+ Inflatable Duck Ride-On Toy | 699 | 1 Piece
+ Inflatable Punching Bag Clown 4 ft | 799 | 1 Piece
+ Mini Inflatable Animals, Set of 6 | 549 | 6 Pieces
+ Inflatable Hammer Toys, Pack of 4 | 249 | 4 Pieces
> Light, squeezy {color} inflatable toy that children carry everywhere; great as a {occ} return gift.
> Soft {color} blow-up toy made from phthalate-free PVC, with a safety valve that does not pop open while playing.
> Cheerful {color} mini inflatable for {occ} and pool-side play.
- Phthalate-free soft PVC.
- Safety valve with inner flap.
- Blows up by mouth or hand pump.
- For ages 3 years and above.
- Wipe clean with a damp cloth.

## ladderslide | KIDS | stock 40
materials: HDPE Plastic; PVC Tarpaulin 0.55 mm; Rotomoulded LLDPE
+ Kids Ladder Slide 5 ft, Plastic | 6499 | 1 Unit | material: Rotomoulded LLDPE
+ Inflatable Water Slide 18 ft | 59999 | 1 Unit | material: PVC Tarpaulin 0.55 mm
+ Ladder Slide with Swing Combo | 11999 | 1 Set | material: HDPE Plastic
+ Indoor Toddler Slide 3 ft | 3299 | 1 Unit | material: HDPE Plastic
+ Commercial Inflatable Ladder Slide 20 ft | 99999 | 1 Unit | material: PVC Tarpaulin 0.55 mm
> A {color} slide with anti-slip ladder steps and high side rails, sized for toddlers and young children at home or in a play school.
> Big {color} ladder slide for society parks, play zones and {occ} events; sturdy steps and a long, gentle run-out.
> {Color} slide for endless {occ} fun, with a wide base that stays steady on grass, tiles or play mats.
- Anti-slip ladder steps.
- High side rails on the slide.
- Rounded edges, no sharp corners.
- UV-stable for outdoor use.
- Easy snap-fit assembly.
- Recommended for ages 2 to 8.

## playitems | KIDS | stock 200
materials: Non-toxic PE Plastic; EPE Foam with PU Leather; HDPE Plastic
+ Ball Pit Balls, Pack of 200 | 1299 | 200 Pieces | material: Non-toxic PE Plastic
+ Soft Play Foam Blocks, Set of 12 | 8999 | 12 Pieces | material: EPE Foam with PU Leather
+ See Saw for Kids, Double Seat | 2999 | 1 Unit | material: HDPE Plastic
+ Rocking Horse Ride-On | 1999 | 1 Unit | material: HDPE Plastic
+ Kids Play Tunnel 6 ft | 1499 | 1 Unit | material: Polyester with Spring Steel Frame
> Colourful {color} play equipment for home corners, play schools and {occ} parties, made from non-toxic, easy-clean material.
> Active play in {color}: safe, rounded and sturdy enough for everyday use in play zones and daycare centres.
> Play-school favourite in {color}, tested for stability and finished without sharp edges for little hands.
- Non-toxic, BPA-free material.
- Rounded edges for safety.
- Easy to wipe clean.
- Suitable for indoor and outdoor play.
- Recommended for ages 1 to 6.
- Meets IS 9873 toy safety norms.

## backdroppanels | WEDDING | stock 10 | prices 5499-249999
materials: MDF Panels with Artificial Florals; Fabric Drapes and Metal Frame; Acrylic Mirror Panels
+ Floral Backdrop Panel Set 8 x 8 ft | 24999 | 1 Set | material: MDF Panels with Artificial Florals
+ Marigold Haldi Backdrop with Swing | 18999 | 1 Set | occasion: Haldi | colours: Haldi Yellow, Marigold Orange
+ Mehendi Umbrella and Frame Backdrop | 15999 | 1 Set | occasion: Mehendi | colours: Emerald Green, Rani Pink, Parrot Green
+ Sangeet Stage Backdrop 20 ft with LED | 89999 | 1 Set | occasion: Sangeet | material: Fabric Drapes and Metal Frame
+ Reception Mirror Panel Backdrop 16 ft | 64999 | 1 Set | occasion: Reception | material: Acrylic Mirror Panels
> A {color} wedding backdrop with layered florals and drapes, set up by our team at your venue for the {occ} or {occ2}.
> Photo-ready {color} backdrop panels for {occ}: installation, lighting and dismantling included within city limits.
> Elegant {color} stage backdrop for {occ} with hanging florals, fairy lights and a plush sofa for couple photos.
- Installation and dismantling included.
- Setup time about 3 hours.
- Artificial or fresh flowers on request.
- Warm white LED lighting included.
- Free within 25 km of the city centre.
- Theme colours can be matched to outfits.
- Advance of 30 percent to confirm the date.

## dashingentry | WEDDING | stock 15 | prices 5499-249999
materials: Service Package (Cold Pyro, Balloons, Fog)
+ Bride and Groom Dashing Entry Package | 34999 | 1 Package
+ Cold Pyro Fountain Entry, 4 Units | 14999 | 1 Package
+ Balloon Tunnel Entry 20 ft | 21999 | 1 Package
+ Phoolon Ki Chadar Entry Setup | 8999 | 1 Package
+ LED Tunnel Grand Entry with Fog | 49999 | 1 Package
> Make the entry unforgettable: {color} themed walkway, cold pyro fountains and low fog timed to your song for the {occ}.
> A dashing {color} entry for the couple at the {occ} or {occ2}, operated by our trained crew with indoor-safe effects.
> Grand {color} entry for {occ} with a floral walkway, balloon tunnel and sparkling cold pyro on both sides.
- Indoor-safe cold pyro, no smoke or heat.
- Trained operator on site.
- Timed to your entry song.
- Venue permission support provided.
- Setup one hour before the entry.
- Add-on drone shower available.

## showerflower | WEDDING | stock 20 | prices 5499-249999
materials: Fresh Rose and Marigold Petals; Service Package (Petals, Machine, Operator)
+ Rose Petal Shower Machine Rental | 7999 | 1 Package | colours: Ruby Red, Rani Pink
+ Jaimala Flower Shower Setup | 9999 | 1 Package
+ Rose Petal Bombs for Varmala, Set of 2 | 5499 | 2 Pieces | occasion: Wedding | material: Fresh Rose Petals in Paper Shell | colours: Ruby Red, Blush Pink
+ Drone Flower Shower for Wedding Entry | 39999 | 1 Package
+ Marigold Petal Shower Cannon, 6 Shots | 6499 | 1 Package | colours: Marigold Orange
> A gentle shower of fresh {color} petals at the exact moment of the varmala or pheras, released by our operator for the {occ}.
> Fresh-petal shower for {occ} and {occ2} rituals, with petals sorted the same morning for colour and fragrance.
> Soft {color} petal shower for {occ}, released from above the mandap in slow waves so every camera catches it.
- Fresh petals sourced the same morning.
- Choice of rose, marigold or mixed petals.
- Operator included.
- Safe for outfits and jewellery.
- Clean-up of petals on request.

## drysmoke | WEDDING | stock 20 | prices 5499-249999
materials: Service Package (Dry Ice, Low Fog Machine)
+ Dry Ice Smoke for First Dance, 1 Session | 6999 | 1 Package
+ Low Fog Machine with Operator, 4 Hours | 11999 | 1 Package
+ Dry Smoke Varmala Effect Package | 14999 | 1 Package
+ Stage Dry Ice Smoke Package, 3 Sessions | 17999 | 1 Package
+ Heavy Fog with Cold Pyro Combo | 24999 | 1 Package
> Dreamy low-lying dry ice clouds that hug the floor for the couple dance at the {occ}, lit with {color} uplights.
> Dry smoke effect for {occ} and {occ2} stage moments; the fog stays low and clears in minutes without any residue.
> Low fog magic for {occ}: thick white clouds across the stage floor while the couple takes the first steps.
- Low-lying fog, does not set off smoke alarms.
- Food-grade dry ice.
- Each session lasts about 4 minutes.
- Operator and safety gloves included.
- Pairs well with cold pyro.
- Book at least 3 days ahead.

## confettiblasting | WEDDING | stock 30 | prices 5499-249999
materials: Tissue and Metallic Confetti, CO2 Launcher
occasions: WEDDING, Corporate Launch, New Year
+ Confetti Cannon Blast Package, 4 Shots | 7999 | 1 Package
+ Metallic Confetti Shooter Gun Rental | 5999 | 1 Package
+ CO2 Confetti Jet with Operator | 19999 | 1 Package
+ Rose Petal Confetti Blaster, 6 Units | 8999 | 6 Pieces
+ Stadium Confetti Blasting Show | 54999 | 1 Package
> A burst of {color} and gold confetti at the big moment: cake cutting, ring exchange or the {occ} entry.
> Confetti blasting for {occ} and {occ2}, with biodegradable tissue confetti and a trained operator for timing.
> {Color} confetti burst for {occ}, fired from hand-held shooters or floor jets the moment the music drops.
- Biodegradable tissue confetti option.
- Metallic and paper mix available.
- Range of 8 to 12 metres.
- Operator included for jets.
- Clean-up on request.
- Venue-safe, no fire or sparks.

## AnnualGeneralMeeting | CORPORATE | stock 10 | prices 5499-249999
materials: Service Package (Stage, Backdrop, AV Decor)
occasions: Annual General Meeting, Annual Day, Founders Day, Corporate Launch
+ AGM Stage Setup for 200 Guests | 149999 | 1 Package
+ AGM Podium and Backdrop Package | 49999 | 1 Package
+ Boardroom AGM Decor with Floral Table | 24999 | 1 Package
+ AGM Hall Setup for 500 Guests with LED Wall | 249999 | 1 Package
+ Shareholder Registration Desk Decor | 12999 | 1 Package
> A polished {color} stage for your Annual General Meeting: branded backdrop, podium, floral table runners and seating layout.
> Professional AGM setup in corporate {color}, delivered and dismantled by our team so your staff can focus on the agenda.
> Clean {color} AGM stage and podium with branded backdrop, lectern mic stand and fresh floral table runners.
- Branded backdrop printed to your guidelines.
- Podium with logo panel.
- Fresh floral table arrangements.
- Registration desk and standees.
- Setup the evening before the meeting.
- GST invoice provided.

## EmployeeEvents | CORPORATE | stock 15 | prices 5499-249999
materials: Service Package (Decor, Games, Balloons)
+ Employee Appreciation Day Decor Package | 34999 | 1 Package
+ Office Diwali Party Setup | 44999 | 1 Package | occasion: Diwali | colours: Gold, Marigold Orange
+ Team Outing Balloon and Game Zone Setup | 59999 | 1 Package
+ Holi Celebration Setup for Offices | 29999 | 1 Package | occasion: Holi | colours: Rani Pink, Parrot Green, Sunflower Yellow
+ Work Anniversary Celebration Corner | 9999 | 1 Package
> Celebrate your people with a {color} themed setup for {occ}: balloon clusters, photo booth, bunting and a stage corner.
> Employee event decor in {color} for {occ} and {occ2} celebrations, installed before office hours with zero disruption.
> Fun {color} decor for team events, {occ} parties and farewells, with balloon clusters and a selfie corner.
- Installed before or after office hours.
- Photo booth with props included.
- Balloon clusters and bunting.
- Games and anchor on request.
- Eco-friendly decor options.
- GST invoice provided.

## ProductivityWorkshops | CORPORATE | stock 10 | prices 5499-249999
materials: Service Package (Stage, Standees, Seating Decor)
occasions: Offsite, Annual Day, Founders Day, Corporate Launch
+ Workshop Room Setup with Stage Branding | 29999 | 1 Package
+ Breakout Zone Decor with Standees, 4 Pods | 24999 | 1 Package
+ Training Hall Backdrop and Podium Set | 19999 | 1 Package
+ Offsite Workshop Tent and Seating Decor | 89999 | 1 Package
+ Vision Board Wall and Photo Booth Setup | 14999 | 1 Package
> Turn any conference room into a focused workshop space: {color} branding, breakout pods, standees and a speaker corner.
> Workshop setup in calm {color} tones for offsites and {occ} planning sessions, with flip-chart stands and seating decor.
> Focused {color} workshop setup with stage branding, breakout standees and neat seating decor for day-long sessions.
- Branded standees and backdrop.
- Breakout pod decor with seating.
- Flip-chart stands and whiteboards.
- Setup in under 4 hours.
- Works in hotels, offices and resorts.

## GrandOpenings | CORPORATE | stock 15 | prices 5499-249999
materials: Service Package (Balloon Arch, Ribbon, Inflatables)
occasions: Store Opening, Corporate Launch, Diwali, Griha Pravesh, Akshaya Tritiya
+ Showroom Grand Opening Balloon Arch Package | 19999 | 1 Package
+ Ribbon Cutting Ceremony Setup | 12999 | 1 Package
+ Grand Opening Sky Balloon and Air Dancer Combo | 49999 | 1 Package
+ Shop Inauguration Marigold and Balloon Decor | 15999 | 1 Package | colours: Marigold Orange, Gold
+ Mall Store Launch Full Setup | 124999 | 1 Package
> Open your doors in style: {color} balloon arch, ribbon-cutting stand, marigold torans and a sky balloon overhead for the {occ}.
> Grand opening package in {color} for showrooms and shops, timed to your muhurat and installed at dawn.
> Festive {color} opening decor with a balloon arch, ribbon stand and marigold torans for the {occ} muhurat.
- Installed before the muhurat time.
- Ribbon, scissors and tray included.
- Balloon arch in your brand colours.
- Marigold torans for the entrance.
- Sky balloon add-on available.
- Dismantling on the next day.

## ProductLaunch | CORPORATE | stock 10 | prices 5499-249999
materials: Service Package (Stage, Reveal, Effects)
occasions: Corporate Launch, Trade Fair, Auto Expo, Diwali, New Year
+ Product Launch Stage with Reveal Box | 89999 | 1 Package
+ Car Launch Unveiling Setup with Drape | 149999 | 1 Package | occasion: Auto Expo
+ Confetti Reveal Launch Package | 39999 | 1 Package
+ Press Meet Backdrop and Media Wall | 24999 | 1 Package
+ Product Launch LED Tunnel and Stage | 199999 | 1 Package
> A {color} launch stage with a reveal box, spotlights and confetti timed to the countdown at your {occ}.
> Product launch setup for {occ} and press meets: media wall, stage, reveal and effects, run by one coordinator.
> Big-reveal {color} launch stage with countdown lighting, reveal box and confetti cue for the {occ}.
- Reveal box or satin drape unveiling.
- Spotlights and moving heads.
- Confetti and cold pyro cues.
- Media wall for press photos.
- Rehearsal on the day of the event.
- Single coordinator for all vendors.

## OfficeDecoration | CORPORATE | stock 25 | prices 5499-249999
materials: Service Package (Balloons, Bunting, Props)
+ Office Diwali Decoration Package | 19999 | 1 Package | occasion: Diwali | colours: Gold, Marigold Orange, Maroon
+ Independence Day Office Decor Kit | 7999 | 1 Package | occasion: Independence Day | colours: TRICOLOUR
+ Christmas Office Decoration Setup | 14999 | 1 Package | occasion: Christmas | colours: Ruby Red, Emerald Green
+ Reception Desk Balloon Decor | 5499 | 1 Package
+ Office Anniversary Ceiling Balloon Decor | 11999 | 1 Package
> Festive {color} decor for your office floor for {occ}: reception, cafeteria and work bays decorated overnight.
> Office decoration for {occ} and {occ2}, with balloons, bunting and props that leave no marks on walls or glass.
> Quick {color} office makeover for {occ}: bunting over the bays, balloon garland at reception and desk props.
- Installed overnight or on weekends.
- Residue-free mounting on walls and glass.
- Reception, cafeteria and bay decor.
- Themes for every Indian festival.
- Removal included.

## balloondecoration | HOME | stock 30
materials: Service Package (Latex and Foil Balloons)
colours: PASTEL, Ruby Red, Hot Pink, Baby Pink, Rani Pink, Peach, Marigold Orange
+ Birthday Balloon Decoration at Home | 2499 | 1 Package | occasion: Birthday
+ Baby Shower Balloon Decoration Package | 3999 | 1 Package | occasion: Baby Shower | colours: PASTEL
+ Anniversary Room Decoration with Hearts | 2999 | 1 Package | occasion: Anniversary | colours: Ruby Red, Rose Gold, Hot Pink
+ Welcome Baby Balloon Decor for Home | 3499 | 1 Package | occasion: Welcome Baby | colours: PASTEL
+ Naming Ceremony Balloon Backdrop | 4999 | 1 Package | occasion: Naming Ceremony
+ First Birthday Theme Decoration Premium | 8999 | 1 Package | occasion: First Birthday
> Our decorators set up a {color} balloon backdrop, arch and ceiling balloons at your home for the {occ}, usually within 2 hours.
> Home balloon decoration in {color} for {occ} and {occ2}, with fairy lights and a name banner included.
> Balloon decor at home in {color} with an arch over the cake table, ceiling balloons and a name banner for the {occ}.
- Decorator visit and setup included.
- Setup in about 2 hours.
- Fairy lights included.
- Name banner included.
- Available in major cities.
- Book at least 24 hours ahead.
- No tape marks on painted walls.

## heliumballoon | HOME | stock 80 | colour in title
materials: Latex and Foil with Helium; Steel Cylinder with Helium
+ Helium Filled Latex Balloons 12 inch, Set of 25 | 1499 | 25 Pieces | material: Latex with Helium
+ Helium Foil Heart Balloons, Set of 10 | 1299 | 10 Pieces | material: Metallised Foil with Helium | colours: Ruby Red, Hot Pink, Rose Gold
+ Helium Balloon Ceiling Decor, 50 Balloons | 2499 | 50 Pieces | material: Latex with Helium
+ Helium Gas Cylinder Small, Fills 50 Balloons | 3999 | 1 Unit | material: Steel Cylinder with Helium | colours: Silver, Sky Blue
+ Helium Balloon Release Pack, 100 Balloons | 4999 | 100 Pieces | material: Biodegradable Latex with Helium
> Ready-filled {color} helium balloons delivered the same day, with ribbons tied and weights attached for the {occ}.
> Floating {color} balloons for {occ} and {occ2}; treated with Hi-Float so they stay up for up to two days.
> Floating {color} helium balloons tied with curling ribbon, perfect for ceilings, car decoration and {occ} surprises.
- Delivered ready-filled with helium.
- Hi-Float treatment for longer float time.
- Curling ribbons tied.
- Balloon weights included.
- Same-day delivery in select cities.
- Keep away from ceiling fans.

## garlandluxury | HOME | stock 60 | colour in title
materials: Latex Balloons with Faux Greenery
colours: PASTEL, Chrome Gold, Chrome Silver, Chrome Rose Gold
occasions: HOME, Haldi, Mehendi, Sangeet
+ Luxury Organic Balloon Garland 10 ft | 3499 | 1 Piece | material: Latex Balloons with Faux Greenery
+ Pastel Garland with Eucalyptus Leaves 8 ft | 3999 | 1 Piece | colours: PASTEL
+ Chrome Balloon Garland 12 ft, Luxury Finish | 4999 | 1 Piece | material: Chrome and Matte Latex | colours: Chrome Gold, Chrome Silver, Chrome Rose Gold
+ Marigold and Balloon Garland for Haldi, 10 ft | 4499 | 1 Piece | occasion: Haldi | colours: Haldi Yellow, Marigold Orange
+ DIY Balloon Garland Kit, 150 Pieces | 999 | 150 Pieces | material: Latex Balloons with Tape Strip
> An organic {color} balloon garland in mixed sizes from 5 to 18 inches, finished with faux leaves for {occ} backdrops and doorways.
> Luxury {color} garland built by hand, delivered ready to hang for the {occ} or {occ2}.
> Hand-built {color} balloon garland in mixed sizes, packed in a breathable bag and ready to hang for the {occ}.
- Mixed balloon sizes: 5, 10, 12 and 18 inch.
- Faux eucalyptus or palm leaves included.
- Delivered ready to hang.
- Adhesive hooks included.
- Lasts 3 to 5 days indoors.
- DIY kit includes tape strip and glue dots.

## balloonbouquet | HOME | stock 60 | colour in title
materials: Latex and Foil Balloons with Ribbon; Bubble Balloon with Fresh Roses
colours: Ruby Red, Hot Pink, Baby Pink, Rani Pink, Peach, Marigold Orange, Sunflower Yellow, Mint Green, Baby Pink, Pastel Blue, Mint Green, Lavender
+ Happy Birthday Balloon Bouquet, 7 Balloons | 1299 | 1 Bouquet | occasion: Birthday | material: Latex and Foil Balloons with Ribbon
+ Helium Heart Bouquet for Anniversary | 1599 | 1 Bouquet | occasion: Anniversary | material: Foil Balloons with Ribbon | colours: Ruby Red, Hot Pink
+ Congratulations Balloon Bouquet with Box | 1999 | 1 Bouquet | material: Latex and Foil Balloons with Gift Box
+ Baby Girl Welcome Balloon Bouquet | 1399 | 1 Bouquet | occasion: Welcome Baby | material: Latex and Foil Balloons with Ribbon | colours: Baby Pink, Rose Gold, Hot Pink
+ Luxury Bubble Balloon Bouquet with Roses | 2999 | 1 Bouquet | material: Bubble Balloon with Fresh Roses
> A hand-tied {color} balloon bouquet with helium latex and foil balloons on satin ribbons, delivered to the door for a {occ}.
> Surprise someone on their {occ} with a {color} bouquet of floating balloons, finished with a weighted gift box.
> A {color} bouquet that floats: helium balloons on satin ribbons tied to a weighted gift box with a message card.
- Hand-tied with satin ribbons.
- Helium filled on the day of delivery.
- Weighted base or gift box included.
- Personal message card free.
- Midnight delivery in select cities.
`;

function fail(message: string): never {
  throw new Error(`demo catalogue: ${message}`);
}

/** "a, NAMED, b": the names, with a name in capitals replaced by the list `named` gives for it. */
function names(text: string, named: (name: string) => string | undefined): string[] {
  return text.split(', ').flatMap((name) => (/^[A-Z]+$/.test(name) ? names(named(name) ?? fail(`no list named ${name}`), named) : [name]));
}

const colours = (text: string): Colour[] => names(text, (p) => PALETTES[p]).map((name) => ({ name, hex: SHADES[name] ?? fail(`no shade for ${name}`) }));
const occasions = (text: string): string[] => names(text, (kit) => KITS[kit]?.occasions);

function readItem(line: string): Item {
  const [core = '', price = '', netquantity = '', ...extras] = line.split(' | ');
  if (!/^\d+$/.test(price)) fail(`"${core}" has no price in whole rupees`);
  const opts: { -readonly [K in keyof ItemOptions]: ItemOptions[K] } = {};
  for (const extra of extras) {
    const [key, value = ''] = extra.split(': ');
    if (key === 'occasion') opts.occ = value;
    else if (key === 'material') opts.material = value;
    else if (key === 'colours') opts.colours = colours(value);
    else if (key === 'hi') opts.hi = value;
    else fail(`"${core}" has an unknown column ${extra}`);
  }
  return [core, Number(price), netquantity, opts];
}

/** The table as one spec per category. */
function readCatalogue(table: string): CategorySpec[] {
  return table
    .trim()
    .split('\n\n')
    .map((block) => {
      const [head = '', ...lines] = block.split('\n');
      const [slug = '', kitName = '', ...flags] = head.replace(/^## /, '').split(' | ');
      const kit = KITS[kitName] ?? fail(`${slug} names no kit`);
      const material: string[] = [];
      const items: Item[] = [];
      const blurbs: string[] = [];
      const about: string[] = [];
      const spec = { slug, material, brands: kit.brands.split(', '), occasions: occasions(kit.occasions), colours: colours(kit.colours), items, blurbs, about };
      let colourInTitle = false;
      let stockMax = 0;
      let priceRange: [number, number] | undefined;
      for (const flag of flags) {
        const [word, value = ''] = flag.split(/ (?=\d)/);
        if (flag === 'colour in title') colourInTitle = true;
        else if (word === 'stock') stockMax = Number(value);
        else if (word === 'prices') priceRange = value.split('-').map(Number) as [number, number];
        else fail(`${slug}: unknown ${flag}`);
      }
      for (const line of lines) {
        const text = line.slice(2);
        if (line.startsWith('+ ')) items.push(readItem(text));
        else if (line.startsWith('> ')) blurbs.push(text);
        else if (line.startsWith('- ')) about.push(text);
        else if (line.startsWith('materials: ')) material.push(...line.slice('materials: '.length).split('; '));
        else if (line.startsWith('colours: ')) spec.colours = colours(line.slice('colours: '.length));
        else if (line.startsWith('occasions: ')) spec.occasions = occasions(line.slice('occasions: '.length));
        else fail(`${slug}: cannot read "${line}"`);
      }
      return { ...spec, colourInTitle, stockMax, ...(priceRange ? { priceRange } : {}) };
    });
}

const SPECS: readonly CategorySpec[] = readCatalogue(CATALOGUE);

const GENERIC_ABOUT = [
  'Ships from our warehouse within 2 working days.',
  'Cash on delivery available on eligible orders.',
  'Packed securely to avoid damage in transit.',
  'Support on WhatsApp from 10 am to 8 pm.',
  'Easy returns on unused items within 7 days.',
  'GST invoice available on request.',
];

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/** "a Anniversary" -> "an Anniversary" after filling templates (not before "U": "a UV-stable"). */
function fixArticles(s: string): string {
  return s.replace(/\b([Aa]) ([aeioAEIO])/g, '$1n $2');
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerColour(name: string): string {
  return name.toLowerCase();
}

/** Round big prices to a believable "...999" or "...499" ending. */
function nudgePrice(base: number, rand: Rand): number {
  const factor = 0.9 + rand() * 0.2;
  const raw = base * factor;
  if (raw < 1000) return Math.max(49, Math.round(raw / 10) * 10 - 1);
  if (raw < 10000) return Math.round(raw / 100) * 100 - 1;
  return Math.round(raw / 500) * 500 - 1;
}

function buildCategory(spec: CategorySpec, cat: MenuCategorySeed): DemoProduct[] {
  const rand = mulberry32(hashString(cat.slug) ^ 0x9e3779b9);
  const out: DemoProduct[] = [];
  for (const [idx, [core, basePrice, netquantity, opts = {}]] of spec.items.entries()) {
    const colour = pick(rand, opts.colours ?? spec.colours);
    const picked = pick(rand, spec.occasions);
    const occ = opts.occ ?? picked;
    let occ2 = pick(rand, spec.occasions);
    if (occ2 === occ) occ2 = spec.occasions[(spec.occasions.indexOf(occ) + 1) % spec.occasions.length] ?? picked;
    if (occ2 === occ) occ2 = picked === occ ? 'New Year' : picked;
    const brand = pick(rand, spec.brands);
    const materialPick = pick(rand, spec.material);
    const material = opts.material ?? materialPick;
    const suffix = ` - ${colour.name}`;
    const title = spec.colourInTitle && core.length + suffix.length <= 80 ? core + suffix : core;
    const vars = {
      color: lowerColour(colour.name),
      Color: colour.name,
      occ,
      occ2,
      brand,
    };
    const blurb = spec.blurbs[idx % spec.blurbs.length] ?? '';
    const description = fixArticles(upperFirst(fill(blurb, vars)));
    // The first item of each category keeps its hand-set price; the rest vary a little.
    let price = idx === 0 ? basePrice : nudgePrice(basePrice, rand);
    if (spec.priceRange) price = Math.min(spec.priceRange[1], Math.max(spec.priceRange[0], price));
    const stock = 1 + Math.floor(rand() * spec.stockMax);
    out.push({
      categorySlug: cat.slug,
      title,
      ...(opts.hi ? { titleHi: opts.hi } : {}),
      description,
      price,
      stock: Math.min(500, stock),
      occassion: occ,
      color: colour.name,
      colorHex: colour.hex,
      material,
      brand,
      netquantity,
      about: [],
    });
  }
  return out;
}

function shortDescription(p: DemoProduct): string {
  const options = [`${p.color} pick for ${p.occassion}.`, `Made for ${p.occassion}.`, 'A customer favourite.'];
  return options.find((s) => s.length < 40) ?? 'A customer favourite.';
}

function aboutLines(spec: CategorySpec, count: number, rand: Rand): string[] {
  const pool = [...spec.about];
  const lines: string[] = [];
  while (lines.length < count && pool.length > 0) {
    const i = Math.floor(rand() * pool.length);
    lines.push(...pool.splice(i, 1));
  }
  const generic = [...GENERIC_ABOUT];
  while (lines.length < count && generic.length > 0) {
    lines.push(...generic.splice(0, 1));
  }
  return lines;
}

let cache: DemoProduct[] | null = null;

export function demoProducts(): DemoProduct[] {
  if (cache) return cache.map((p) => ({ ...p, about: [...p.about] }));
  const specBySlug = new Map(SPECS.map((s) => [s.slug, s]));
  const perCategory: Array<{ spec: CategorySpec; list: DemoProduct[] }> = [];
  for (const cat of MENU_CATEGORIES) {
    const spec = specBySlug.get(cat.slug);
    if (!spec) continue;
    perCategory.push({ spec, list: buildCategory(spec, cat) });
  }

  // Round-robin across categories so any prefix covers many categories.
  const ordered: Array<{ spec: CategorySpec; p: DemoProduct }> = [];
  const longest = Math.max(0, ...perCategory.map((x) => x.list.length));
  for (let round = 0; round < longest; round++) {
    for (const { spec, list } of perCategory) {
      const p = list[round];
      if (p) ordered.push({ spec, p });
    }
  }

  const rand = mulberry32(20261122);
  const result = ordered.map(({ spec, p }, i) => {
    // About 15 percent have no bullet lines; one has all ten; the rest 3 to 7.
    let count = 3 + Math.floor(rand() * 5);
    if (i % 7 === 3) count = 0;
    if (i === 12 || i === 101) count = 10;
    const about = aboutLines(spec, count, rand);
    // About 10 percent get a short description.
    const description = i % 10 === 6 ? shortDescription(p) : p.description;
    // A handful are out of stock.
    const stock = i % 31 === 17 ? 0 : p.stock;
    return { ...p, description, stock, about };
  });
  cache = result;
  return result.map((p) => ({ ...p, about: [...p.about] }));
}

const ADD_ON_ABOUT = ['Booked with a decoration: set up by our crew on the day.', 'Tick it on the order request, or add it to your cart.'];

/** The demo Add-ons category: extras a customer ticks with a decoration. */
export const DEMO_ADD_ONS: readonly DemoProduct[] = (
  [
    ['Custom Name Banner, 6 ft', 799, 'Printed with the names you give, in your theme colours.', 'Gold', '#d4a017', 'Flex Print'],
    ['LED Marquee Letters, up to 4', 1499, 'Warm-white LED letters 2 ft tall: a name, an age or LOVE.', 'White', '#f4f4f2', 'Metal and LED'],
    ['Celebration Cake, 1 kg', 1199, 'An eggless cake from a partner bakery, delivered with the setup.', 'Ivory', '#f3ecd8', 'Eggless Sponge'],
    ['Fresh Flower Bouquet', 899, 'Seasonal roses and gerberas, hand-tied and wrapped.', 'Ruby Red', '#d7263d', 'Fresh Flowers'],
    ['Event Photographer, 2 hours', 3999, 'A photographer for two hours, with the edited photos shared online.', 'Black', '#232323', 'Service'],
  ] as const
).map(([title, price, description, color, colorHex, material]) => ({
  categorySlug: ADD_ONS_SLUG,
  title,
  description,
  price,
  stock: 50,
  occassion: 'Birthday',
  color,
  colorHex,
  material,
  brand: 'Gubbara',
  netquantity: '1 Piece',
  about: ADD_ON_ABOUT,
}));
