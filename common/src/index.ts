export * from './format';
export * from './turkish';
export * from './validation';
export * from './theme';
export * from './palette';
export * from './api/auth';
export * from './api/application';
export * from './api/catalog';
