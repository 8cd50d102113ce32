import { workspaceImports } from '@luggage/eslint-config/boundaries';
import react from '@luggage/eslint-config/react';

export default [...react, workspaceImports(['@luggage/api', '@luggage/app-shell', '@luggage/ui'])];
