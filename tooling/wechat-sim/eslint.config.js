import base from '@luggage/eslint-config/base';

// The simulator imports no workspace package (above all not apps/server: a bug shared with the adapters it tests would hide itself).
export default base;
