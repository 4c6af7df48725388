export * from './settings';
export * from './catalog';
export * from './dealers';
export * from './orders';
export * from './auth';
export * from './payments';
export * from './report-versions';
export * from './theme-editor';
