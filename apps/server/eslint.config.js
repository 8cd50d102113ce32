import base from '@luggage/eslint-config/base';
import { serverLayers, workspaceImports } from '@luggage/eslint-config/boundaries';

export default [...base, workspaceImports(['@luggage/api/contract', '@luggage/api/signing', '@luggage/domain']), serverLayers(import.meta.dirname)];
