export * from './errors';
export * from './game';
export * from './messages';
export * from './parse';
