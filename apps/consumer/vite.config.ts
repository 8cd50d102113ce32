import { appConfig } from '@luggage/vite-config/app';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The consumer app, with a service worker (Workbox, through vite-plugin-pwa) that precaches the app shell
 * and its screens so a traveller at the shop without data can still open the storage voucher they opened
 * before (its data comes from the saved copy in localStorage). The map libraries are left to the network:
 * they are large and of no use offline; so is WeChat's JS-SDK (the `wechat-sdk` chunk), which only the WeChat
 * browser loads. API calls are never cached by the worker.
 */
export default appConfig({
  devPort: 5173,
  apiPort: 3000,
  // The screens travellers open the app on: the home, and a shop page or a voucher from a link. Their chunks (and
  // the texts a screen other than the home waits for) load alongside the entry.
  preloadedRoutes: {
    '^#/(home)?([?]|$)': ['src/routes/home-route.tsx'],
    '^#/shop/': ['src/routes/shop-route.tsx', 'src/app/locales/lazy-locale-texts.ts'],
    '^#/credence/': ['src/routes/credence-route.tsx', 'src/app/locales/lazy-locale-texts.ts'],
  },
  plugins: [
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/mapbox-gl-*.js', '**/maplibre-gl-*.js', '**/basemap-*.js', '**/wechat-sdk-*.js'],
        navigateFallback: 'index.html',
        // Pages the server answers itself: the API and the local WeChat authorisation page (at WeChat's path),
        // which would otherwise load the app again and send it back there, in a loop.
        navigateFallbackDenylist: [/^\/api\//, /^\/connect\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\.woff2?$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
});
