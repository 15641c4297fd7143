// The site chrome's words; the home page's sections are the owner's document (shared/content.ts),
// whose first version is shared/home-texts.ts.
export * from '../../../shared/home-texts.ts';

export const TOP_BAR_TEXT = 'Balloon decoration, sky balloons and inflatables, delivered PAN India';
