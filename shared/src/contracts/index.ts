export * from './envelope';
export * from './auth';
export * from './config';
export * from './realtime';
export * from './system';
