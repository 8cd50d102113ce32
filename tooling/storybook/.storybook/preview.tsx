import '@luggage/ui/theme.css';
import { withAppFrame } from '@luggage/app-shell/storybook';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  decorators: [withAppFrame],
  // Starts Mock Service Worker once; stories mock HTTP with `parameters: { msw: [http.get(...)] }`.
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Language of the UI texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // A mobile web app: stories open in a large-phone viewport (414 × 896).
  initialGlobals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { layout: 'centered' },
};

export default preview;
