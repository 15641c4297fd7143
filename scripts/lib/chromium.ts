// Debian's Chromium wherever we drive it (the browser tests, `npm test`'s check for it and the
// Lighthouse bench), kept in one place so all see the same browser: headless without sandbox or GPU, and
// without the background fetches and updates that would add requests of their own to a page's network.

/** The browser's executable: CHROMIUM_PATH, or where Debian's package puts it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
