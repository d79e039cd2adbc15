export * from './errors';
export * from './game';
export * from './http';
export * from './match';
export * from './messages';
export * from './parse';
