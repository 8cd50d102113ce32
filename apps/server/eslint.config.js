import base from '@luggage/eslint-config/base';
import { serverLayers, workspaceImports } from '@luggage/eslint-config/boundaries';

const allowed = ['@luggage/api/contract', '@luggage/api/signing', '@luggage/domain'];

export default [
  ...base,
  workspaceImports(allowed),
  // Tests also drive the real WeChat adapters against the WeChat simulator.
  { files: ['src/test/**', '**/*.test.ts'], ...workspaceImports([...allowed, '@luggage/wechat-sim']) },
  serverLayers(import.meta.dirname),
];
