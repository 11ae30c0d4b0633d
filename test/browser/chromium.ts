/** Debian's Chromium, which the browser tests drive (playwright-core never downloads a browser). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
