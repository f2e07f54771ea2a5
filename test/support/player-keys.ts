// The player secrets of the tests (workerd's and Node's): made up for tests, public in this
// repository, and so never a deployment's. A deployment sets its own as Worker secrets
// (docs/players.md); `npm start` and scripts/dev-server.ts make local ones.
export const TEST_PLAYER_KEYS = {
  PLAYER_SIGNING_KEY: 'test-only signing key: public in the repository, never deployed',
  PLAYER_SECRET: 'test-only publisher secret: public in the repository, never deployed',
} as const;
