import { appConfig } from '@luggage/vite-config/app';

export default appConfig({ devPort: 5173, apiPort: 3000 });
