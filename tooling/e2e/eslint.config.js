import base from '@luggage/eslint-config/base';
import { workspaceImports } from '@luggage/eslint-config/boundaries';

export default [...base, workspaceImports(['@luggage/api', '@luggage/wechat-sim'])];
