export * from './accounts';
export * from './appearance';
export * from './articles';
export * from './contact';
export * from './idempotency';
export * from './meta';
export * from './research';
export * from './permits';
