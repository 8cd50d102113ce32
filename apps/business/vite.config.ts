import { appConfig } from '@luggage/vite-config/app';

export default appConfig({ devPort: 5174, apiPort: 3001 });
