import node from '@luggage/vitest-config/node';

export default node;
