// The command line for Debian's Chromium wherever we drive it (the browser tests and the Lighthouse
// bench), kept in one place so both see the same browser: headless without sandbox or GPU, and without
// the background fetches and updates that would add requests of their own to a page's network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
