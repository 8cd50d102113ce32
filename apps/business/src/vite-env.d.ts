/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Production API origin; without it the API is the page's own origin. */
  readonly VITE_API_HOST?: string;
  /** API origin used when the page's host starts with 'qa.'. */
  readonly VITE_API_STAGING_HOST?: string;
  /** The main website the top bar's home link opens. */
  readonly VITE_MAIN_WEBSITE_URL?: string;
  /** The version the app was built as, sent with its client log (set by the shared Vite config: the commit, or VITE_BUILD_VERSION). */
  readonly VITE_BUILD_VERSION: string;
}
