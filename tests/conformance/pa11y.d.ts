// The part of pa11y's API (a CommonJS package without types) the accessibility checker uses.
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string | null;
    selector: string;
    runner: string;
  }

  interface Pa11yOptions {
    browser?: Browser;
    /** A tab of `browser` to check in (pa11y leaves it open). */
    page?: Page;
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    viewport?: { width: number; height: number };
    headers?: Record<string, string>;
    /** Steps run before the check, in pa11y's words ("click element …", "wait for element … to be visible"). */
    actions?: string[];
    timeout?: number;
  }

  function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
  export default pa11y;
}
